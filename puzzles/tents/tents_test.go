package tents

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

func solveUnique(t *testing.T, p *Puzzle, settings map[string]string) *puzzle.Result {
	t.Helper()
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Encode: puzzle.Options{Settings: settings}, Unique: true})
	if err != nil {
		t.Fatalf("%s: %v", p.Name, err)
	}
	return r
}

// TestTatham: every puzzle of testdata/tatham.txt (sgt-tents --generate
// at 8x8, 10x10, 15x15, 12x7, 7x12 and 20x20, easy and tricky) is solved,
// proved unique and accepted by Check, with every cardinality encoding.
func TestTatham(t *testing.T) {
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Parse("tatham.txt", data, Detect(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < 40 {
		t.Fatalf("%d puzzles, want at least 40", len(ps))
	}
	cards := []string{DefaultCard.String()}
	if !testing.Short() {
		cards = []string{"seqcounter", "totalizer", "cardnet", "native", "binomial"}
	}
	for _, card := range cards {
		for _, p := range ps {
			r := solveUnique(t, p, map[string]string{"card": card})
			if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
				t.Fatalf("card=%s %s: %s", card, p.Name, puzzle.StatusLine(r))
			}
			if err := Check(p, r.First().(*Solution)); err != nil {
				t.Fatalf("%s: %v", p.Name, err)
			}
		}
	}
}

// TestPuzzLink: the URL of cspuz-rs's tents test reads as its puzzle and
// writes back the same (pzprjs' own form), and its solution is the one
// that test expects.
func TestPuzzLink(t *testing.T) {
	const url = "https://puzz.link/p?tents/5/5/3g2j1hk1322313"
	ps, err := Parse("u", []byte(url), FormatPuzzLink)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	wantTrees := "...T.|T...T|..T..|T...T|.T..."
	var got []string
	for r := 0; r < 5; r++ {
		var b strings.Builder
		for c := 0; c < 5; c++ {
			if p.Tree[r*5+c] {
				b.WriteByte('T')
			} else {
				b.WriteByte('.')
			}
		}
		got = append(got, b.String())
	}
	if strings.Join(got, "|") != wantTrees {
		t.Errorf("trees %v, want %s", got, wantTrees)
	}
	if !slices.Equal(p.ColCount, []int{3, Unknown, 2, Unknown, Unknown}) || !slices.Equal(p.RowCount, []int{Unknown, Unknown, 1, Unknown, Unknown}) {
		t.Errorf("counts %v %v", p.ColCount, p.RowCount)
	}
	u, err := PuzzLinkURL(p)
	if err != nil || u != url {
		t.Errorf("written %q, %v; want %q", u, err, url)
	}
	r := solveUnique(t, p, nil)
	if r.Unique != puzzle.UniqueYes {
		t.Fatalf("%s", puzzle.StatusLine(r))
	}
	want := "A.A.A|.....|A....|..A..|A...A"
	if g := strings.ReplaceAll(strings.Join(gridRows(p, r.First().(*Solution)), "|"), "T", "."); g != want {
		t.Errorf("tents %s, want %s", g, want)
	}
}

// TestFormats: each writer's text reads back as the same puzzle.
func TestFormats(t *testing.T) {
	data, _ := os.ReadFile("testdata/tatham.txt")
	ps, err := Parse("tatham.txt", data, FormatTatham)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps[:10] {
		for _, f := range Kind.Formats() {
			var b bytes.Buffer
			if err := f.Write(&b, p); err != nil {
				t.Fatalf("%s: %v", f.Name, err)
			}
			qs, err := Parse("rt", b.Bytes(), Detect(b.Bytes()))
			if err != nil || len(qs) != 1 {
				t.Fatalf("%s writes %q: %v", f.Name, b.String(), err)
			}
			if !samePuzzle(p, qs[0]) {
				t.Fatalf("%s writes %q, which reads back differently", f.Name, b.String())
			}
		}
		id, _ := TathamID(p)
		if id+"" != strings.SplitN(p.Name, "d", 2)[0] && !strings.HasPrefix(p.Name, id[:strings.IndexByte(id, ':')]) {
			t.Errorf("Tatham ID %s for %s", id, p.Name)
		}
	}
}

func samePuzzle(a, b *Puzzle) bool {
	return a.Rows == b.Rows && a.Cols == b.Cols && slices.Equal(a.Tree, b.Tree) &&
		slices.Equal(a.RowCount, b.RowCount) && slices.Equal(a.ColCount, b.ColCount)
}

// TestTathamIDs: game IDs are written as sgt-tents writes them.
func TestTathamIDs(t *testing.T) {
	data, _ := os.ReadFile("testdata/tatham.txt")
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		ps, err := Parse("t", []byte(l), FormatTatham)
		if err != nil {
			t.Fatal(err)
		}
		if id, err := TathamID(ps[0]); err != nil || id != l {
			t.Fatalf("%s written as %s (%v)", l, id, err)
		}
	}
}

// TestCheck: the checker's rules, each broken once.
func TestCheck(t *testing.T) {
	// 1 row: T A . T A  — no counts.
	p := NewPuzzle(1, 5)
	p.Tree[0], p.Tree[3] = true, true
	ok := &Solution{Rows: 1, Cols: 5, Tent: []bool{false, true, false, false, true}}
	if err := Check(p, ok); err != nil {
		t.Fatalf("a solution refused: %v", err)
	}
	for name, tc := range map[string][]bool{
		"touching":     {false, true, true, false, false},
		"too few":      {false, true, false, false, false},
		"on a tree":    {true, false, false, false, true},
		"no own tree":  {false, false, true, false, true},
		"unmatchable":  {false, true, false, false, false},
		"three tents?": {false, true, false, true, true},
	} {
		if err := Check(p, &Solution{Rows: 1, Cols: 5, Tent: tc}); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	p.RowCount[0] = 1
	if err := Check(p, ok); err == nil || !strings.Contains(err.Error(), "count") {
		t.Errorf("a broken count: %v", err)
	}
	// Two trees sharing one tent: the matching fails.
	q := NewPuzzle(1, 3)
	q.Tree[0], q.Tree[2] = true, true
	if err := Check(q, &Solution{Rows: 1, Cols: 3, Tent: []bool{false, true, false}}); err == nil {
		t.Error("two trees, one tent: accepted")
	}
}

// TestNoRoom: a tree walled in by trees makes the puzzle unsatisfiable,
// with a note saying which.
func TestNoRoom(t *testing.T) {
	ps, err := Parse("x", []byte("1 2\n- -\n- \nx x\n"), FormatJanko)
	if err != nil {
		t.Fatal(err)
	}
	e, err := Encode(ps[0], Options{Card: DefaultCard})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(e.Note, "(0,0)") {
		t.Errorf("note %q", e.Note)
	}
	r := solveUnique(t, ps[0], nil)
	if r.Status != puzzle.Unsatisfiable {
		t.Errorf("%s", puzzle.StatusLine(r))
	}
}

// TestClauseCounts: the clause counts the package doc gives, on a 3x3
// grid with a tree in the middle and no counts: 4 pairs; the tree: 1
// clause + 6 pairwise; pair→tent: 4; 8 free cells: 4 with a pair (1 +
// 0 AMO each), 4 corners beside no tree (unit); touching pairs among the
// 8 free cells: 12 (the ring of 8 cells, each touching its 2 ring
// neighbours: 8, plus the 4 edge-middle cells diagonally: 4).
func TestClauseCounts(t *testing.T) {
	p := NewPuzzle(3, 3)
	p.Tree[4] = true
	e, err := Encode(p, Options{Card: DefaultCard})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := e.Formula.NumClauses(), (1+6)+4+4+4+12; got != want {
		t.Errorf("%d clauses, want %d", got, want)
	}
	if got := e.Formula.NumVars(); got != 8+4 {
		t.Errorf("%d variables, want 12", got)
	}
}

// TestPlay: the player's problems.
func TestPlay(t *testing.T) {
	ps, _ := Parse("x", []byte("1 5\n0 1 0 0 1\n2\nx - - x -\n"), FormatJanko)
	p := ps[0]
	v, err := Kind.(puzzle.Player).CheckState(p, board.State{Cells: []board.CellState{{Cell: [2]int{0, 1}, Value: ValueTent}, {Cell: [2]int{0, 2}, Value: ValueTent}}})
	if err != nil || v.Status != "broken" {
		t.Fatalf("touching tents: %+v %v", v, err)
	}
	v, _ = Kind.(puzzle.Player).CheckState(p, board.State{Cells: []board.CellState{{Cell: [2]int{0, 1}, Value: ValueDot}}})
	if v.Status != "broken" || !strings.Contains(v.Problems[0].Text, "no place") && !strings.Contains(v.Problems[0].Text, "room") {
		t.Fatalf("a walled-in tree: %+v", v)
	}
	if _, err := Kind.(puzzle.Player).CheckState(p, board.State{Cells: []board.CellState{{Cell: [2]int{0, 0}, Value: ValueTent}}}); err == nil {
		t.Error("a tent on a tree: no error")
	}
	// Playing: one tent placed.
	v, _ = Kind.(puzzle.Player).CheckState(p, board.State{Cells: []board.CellState{{Cell: [2]int{0, 1}, Value: ValueTent}}})
	if v.Status != "playing" {
		t.Fatalf("one tent: %+v", v)
	}
	raw, err := Kind.(puzzle.StateReader).StateFacts(p, board.State{Cells: []board.CellState{{Cell: [2]int{0, 1}, Value: ValueTent}, {Cell: [2]int{0, 2}, Value: ValueDot}}})
	if err != nil || len(raw) != 2 {
		t.Fatalf("state facts %s %v", raw, err)
	}
	var f FactJSON
	if json.Unmarshal(raw[1], &f) != nil || f.Tent || f.Cell != [2]int{0, 2} {
		t.Errorf("fact %s", raw[1])
	}
}

// TestFacts: the facts read as a player says them.
func TestFacts(t *testing.T) {
	p := NewPuzzle(1, 3)
	p.Tree[0] = true
	e, _ := Encode(p, Options{Card: DefaultCard})
	for l, want := range map[encode.Lit]string{e.Tent(0, 1): "a tent at (0,1)", -e.Tent(0, 2): "no tent at (0,2)",
		encode.Lit(3): "the tree at (0,0) has its tent at (0,1)"} {
		if got := e.Fact(l).Text; got != want {
			t.Errorf("%d: %q, want %q", l, got, want)
		}
	}
}

// TestPlayMet: a count is met when its line has exactly that many tents
// (a 0 once its cells are decided): rows as [r,-1], columns as [-1,c].
func TestPlayMet(t *testing.T) {
	ps, _ := Parse("x", []byte("1 5\n0 1 0 0 1\n2\nx - - x -\n"), FormatJanko)
	tent := func(c int) board.CellState { return board.CellState{Cell: [2]int{0, c}, Value: ValueTent} }
	for _, tc := range []struct {
		name string
		st   []board.CellState
		want string
	}{
		{"empty: the 0s over trees", nil, "[[-1 0] [-1 3]]"},
		{"one tent", []board.CellState{tent(1)}, "[[-1 0] [-1 1] [-1 3]]"},
		{"solved", []board.CellState{tent(1), tent(4), {Cell: [2]int{0, 2}, Value: ValueDot}}, "[[0 -1] [-1 0] [-1 1] [-1 2] [-1 3] [-1 4]]"},
		{"a tent over a 0", []board.CellState{tent(1), tent(2)}, "[[0 -1] [-1 0] [-1 1] [-1 3]]"},
	} {
		v, err := Kind.(puzzle.Player).CheckState(ps[0], board.State{Cells: tc.st})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := fmt.Sprint(v.Met); got != tc.want {
			t.Errorf("%s: met %s, want %s", tc.name, got, tc.want)
		}
	}
}
