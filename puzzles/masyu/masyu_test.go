package masyu

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func solveOne(t testing.TB, p *Puzzle, settings map[string]string) *puzzle.Result {
	t.Helper()
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Encode: puzzle.Options{Settings: settings}, Unique: true})
	if err != nil {
		t.Fatalf("%s: %v", p.Name, err)
	}
	return r
}

func mustParse(t testing.TB, s string, f Format) []*Puzzle {
	t.Helper()
	ps, err := Parse("test", []byte(s), f)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestTatham: every Pearl puzzle of testdata/tatham.txt (5x5 to 12x12,
// easy and tricky) is solved and proved unique with each connectivity
// encoding (the complete ones on the small grids: flow takes seconds
// from 6x6 on), and its ID is written back as read.
func TestTatham(t *testing.T) {
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	if Detect(data) != FormatTatham {
		t.Fatalf("detected %v", Detect(data))
	}
	ps := mustParse(t, string(data), FormatTatham)
	if len(ps) != 36 {
		t.Fatalf("%d puzzles, want 36", len(ps))
	}
	for _, method := range []string{"lazy", "eager", "tree", "distance", "flow"} {
		for _, p := range ps {
			limit := map[string]int{"lazy": 12, "eager": 8, "tree": 6, "distance": 6, "flow": 5}[method]
			if testing.Short() {
				limit = min(limit, 8)
			}
			if p.Rows > limit {
				continue
			}
			r := solveOne(t, p, map[string]string{"connectivity": method})
			if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
				t.Errorf("%s, %s: %s", p.Name, method, puzzle.StatusLine(r))
			}
			if id := TathamID(p); !strings.HasPrefix(p.Name, strings.TrimSuffix(id, "...")[:min(len(id), 37)]) {
				t.Errorf("%s: written back as %s", p.Name, id)
			}
		}
	}
}

// TestPuzzLinkPzprjs: pzprjs' own Masyu test (test/script/mashu.js): its
// URL reads as its board, and the solution is its correct answer.
func TestPuzzLinkPzprjs(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?mashu/6/6/1063000i3000", FormatPuzzLink)[0]
	if got, want := PearlText(p), "..w...\n.b..w.\n......\n...b..\n.w....\n......\n"; got != want {
		t.Fatalf("read\n%s, want\n%s", got, want)
	}
	if u := PuzzLinkURL(p); u != "https://puzz.link/p?mashu/6/6/1063000i3000" {
		t.Errorf("written as %s", u)
	}
	// pzprjs' answer: its horizontal lines row by row, then its
	// vertical ones (-1 a cross: no line).
	h := "1 1 1 0 1 0 1 1 -1 0 0 0 1 1 0 0 1 -1 1 1 1 1 0 0 0 0 0 1 0 0"
	v := "1 0 0 1 1 1 1 1 0 0 1 1 1 1 1 -1 0 1 1 -1 0 1 0 0 0 0 1 1 0 0"
	want := NewSolution(6, 6)
	for i, f := range strings.Fields(h) {
		want.H[i] = f == "1"
	}
	for i, f := range strings.Fields(v) {
		want.V[i] = f == "1"
	}
	if err := Check(p, want); err != nil {
		t.Fatalf("pzprjs' answer: %v", err)
	}
	r := solveOne(t, p, nil)
	if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes || !(Masyu{}).Equal(r.First(), want) {
		t.Fatalf("%s\n%s", puzzle.StatusLine(r), Drawing(p, r.First().(*Solution)))
	}
}

// TestJanko: the dataset's forms: pearls as w/b or 1/2, and the
// solution form with each loop cell's two directions.
func TestJanko(t *testing.T) {
	a := mustParse(t, "4 4\n- w - -\n- - - -\nb - - w\n- - - -\n", FormatJanko)[0]
	b := mustParse(t, "4 4\n- 1 - -\n- - - -\n2 - - 1\n- - - -\n", FormatJanko)[0]
	if PearlText(a) != PearlText(b) {
		t.Fatalf("w/b and 1/2 differ:\n%s\n%s", PearlText(a), PearlText(b))
	}
	r := solveOne(t, a, nil)
	if r.Status != puzzle.Solved {
		t.Fatal(puzzle.StatusLine(r))
	}
	got := JankoSolution(r.First().(*Solution))
	for _, tok := range strings.Fields(got)[2:] {
		switch tok {
		case "-", "ns", "ew", "ne", "nw", "se", "sw":
		default:
			t.Fatalf("token %q in\n%s", tok, got)
		}
	}
	_, err := Parse("x", []byte("4 4\n- w - -\n- - x -\n- - - -\n- - - -\n"), FormatJanko)
	var pe *srcpos.Error
	if !errors.As(err, &pe) || pe.Line != 3 || pe.Col != 5 {
		t.Fatalf("got %v", err)
	}
}

// TestCheck: Check refuses each broken rule.
func TestCheck(t *testing.T) {
	// ring is the loop round the border of a rows x cols grid.
	ring := func(rows, cols int) *Solution {
		p := NewPuzzle(rows, cols)
		s := NewSolution(rows, cols)
		for e := 0; e < p.NumEdges(); e++ {
			a, b := p.EdgeEnds(e)
			if a[0] == b[0] && (a[0] == 0 || a[0] == rows-1) || a[1] == b[1] && (a[1] == 0 || a[1] == cols-1) {
				s.SetEdge(e, true)
			}
		}
		return s
	}
	for _, tc := range []struct {
		grid, want string
	}{
		{"...\n...\n...\n", ""},
		{"b.b\n...\nb.b\n", ""},
		{".w.\n...\n...\n", ""},
		{"b..\n...\n", "turns at (1,0), next to the black pearl at (0,0)"},
		{"..w..\n.....\n.....\n", "straight on both sides"},
		{"...\n.w.\n...\n", "not on the loop"},
		{".b.\n...\n...\n", "straight through the black pearl"},
		{"w..\n...\n...\n", "turns in the white pearl"},
	} {
		p := mustParse(t, tc.grid, FormatText)[0]
		err := Check(p, ring(p.Rows, p.Cols))
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%q: got %v, want %q", tc.grid, err, tc.want)
		}
	}
	// Two loops.
	p := NewPuzzle(2, 5)
	s := NewSolution(2, 5)
	for _, e := range [][2][2]int{{{0, 0}, {0, 1}}, {{0, 1}, {1, 1}}, {{1, 1}, {1, 0}}, {{1, 0}, {0, 0}}, {{0, 3}, {0, 4}}, {{0, 4}, {1, 4}}, {{1, 4}, {1, 3}}, {{1, 3}, {0, 3}}} {
		i, _ := p.EdgeBetween(e[0], e[1])
		s.SetEdge(i, true)
	}
	if err := Check(p, s); err == nil || !strings.Contains(err.Error(), "more than one loop") {
		t.Errorf("two loops: %v", err)
	}
	if err := Check(p, NewSolution(2, 5)); err == nil {
		t.Error("no loop accepted")
	}
}

// TestCornerWhite: a white pearl in a corner cannot go straight: no
// solution, under every encoding.
func TestCornerWhite(t *testing.T) {
	p := mustParse(t, "w..\n...\n...\n", FormatText)[0]
	for _, m := range []string{"lazy", "tree"} {
		if r := solveOne(t, p, map[string]string{"connectivity": m}); r.Status != puzzle.Unsatisfiable {
			t.Errorf("%s: %s", m, puzzle.StatusLine(r))
		}
	}
}

// TestCheckState: the player's check names broken pearls and accepts
// the solution.
func TestCheckState(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?mashu/6/6/1063000i3000", FormatPuzzLink)[0]
	line := func(a, b [2]int, cross bool) board.LineState { return board.LineState{From: a, To: b, Cross: cross} }
	for _, tc := range []struct {
		lines []board.LineState
		want  string
	}{
		{nil, "playing"},
		{[]board.LineState{line([2]int{1, 1}, [2]int{1, 2}, false), line([2]int{1, 0}, [2]int{1, 1}, false)}, "straight through the black pearl"},
		{[]board.LineState{line([2]int{0, 1}, [2]int{0, 2}, false), line([2]int{0, 2}, [2]int{1, 2}, false)}, "turns in the white pearl"},
		{[]board.LineState{line([2]int{1, 1}, [2]int{1, 2}, false), line([2]int{1, 2}, [2]int{0, 2}, false)}, "cannot go straight on at (1,2)"},
		{[]board.LineState{line([2]int{0, 0}, [2]int{0, 1}, false), line([2]int{0, 0}, [2]int{1, 0}, true)}, "the line ends at (0,0)"},
	} {
		v, err := (Masyu{}).CheckState(p, board.State{Lines: tc.lines})
		if err != nil {
			t.Fatal(err)
		}
		got := v.Status
		for _, pr := range v.Problems {
			got += "; " + pr.Text
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("%v: got %q, want %q", tc.lines, got, tc.want)
		}
	}
	r := solveOne(t, p, nil)
	s := r.First().(*Solution)
	var st board.State
	for e := 0; e < p.NumEdges(); e++ {
		if s.Edge(e) {
			a, b := p.EdgeEnds(e)
			st.Lines = append(st.Lines, line(a, b, false))
		}
	}
	v, err := (Masyu{}).CheckState(p, st)
	if err != nil || v.Status != "solved" {
		t.Fatalf("the solution: %+v %v", v, err)
	}
	// Met: the solution satisfies every pearl; the lines of the solution
	// at a pearl and the cells beside it satisfy that pearl; none do on
	// the empty board or with a white pearl turned in.
	var pearls [][2]int
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if p.At(r, c) != Empty {
				pearls = append(pearls, [2]int{r, c})
			}
		}
	}
	if fmt.Sprint(v.Met) != fmt.Sprint(pearls) {
		t.Errorf("solution: met %v, want %v", v.Met, pearls)
	}
	near := func(a, b [2]int) bool { return abs(a[0]-b[0])+abs(a[1]-b[1]) <= 1 }
	for _, pearl := range pearls {
		var local board.State
		for _, l := range st.Lines {
			if near(l.From, pearl) || near(l.To, pearl) {
				local.Lines = append(local.Lines, l)
			}
		}
		v, err := (Masyu{}).CheckState(p, local)
		if err != nil || !strings.Contains(fmt.Sprint(v.Met), fmt.Sprint(pearl)) {
			t.Errorf("lines around %v: met %v, %v", pearl, v.Met, err)
		}
	}
	for _, lines := range [][]board.LineState{nil, {line([2]int{0, 1}, [2]int{0, 2}, false), line([2]int{0, 2}, [2]int{1, 2}, false)}} {
		if v, _ := (Masyu{}).CheckState(p, board.State{Lines: lines}); len(v.Met) != 0 {
			t.Errorf("%v: met %v", lines, v.Met)
		}
	}
	facts, err := (Masyu{}).StateFacts(p, st)
	if err != nil || len(facts) != len(st.Lines) {
		t.Fatalf("%d facts for %d lines: %v", len(facts), len(st.Lines), err)
	}
}

// TestEncodingSize: the clause counts the package doc gives.
func TestEncodingSize(t *testing.T) {
	p := NewPuzzle(10, 10)
	e, err := Encode(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Degree: 4 corners x 2, 32 side cells x 4, 64 inner cells x 8, and
	// the one clause.
	if got, want := e.Formula.NumClauses(), 4*2+32*4+64*8+1; got != want {
		t.Errorf("%d clauses, want %d", got, want)
	}
	p.Pearls[5*10+5] = Black
	p.Pearls[4*10+4] = White
	e, _ = Encode(p, Options{})
	if got, want := e.Formula.NumClauses(), 4*2+32*4+64*8+1+8+7; got != want {
		t.Errorf("with two pearls: %d clauses, want %d", got, want)
	}
}

func TestTathamErrors(t *testing.T) {
	for _, tc := range []struct {
		in  string
		col int
	}{{"5x5:aaX", 7}, {"5x5:z", 5}, {"1x5:a", 1}, {"5x5:yB", 6}} {
		_, err := Parse("x", []byte(tc.in), FormatTatham)
		var pe *srcpos.Error
		if !errors.As(err, &pe) || pe.Col != tc.col {
			t.Errorf("%s: got %v, want column %d", tc.in, err, tc.col)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
