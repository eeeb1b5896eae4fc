package numberlink

import (
	"context"
	"errors"
	"slices"
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

const small = "5 5\n- 1 - - 2\n- 2 - - 3\n- 4 3 - 1\n- - - 4 -\n- - - - -\n"

// smallSolution is the dataset's solution form of small's only solution.
const smallSolution = "5 5\nse w se ew w\nns e nw se w\nns s e nw s\nns ne ew w ns\nne ew ew ew nw\n"

// TestOptions: every encoding option gives the one solution of small,
// proved unique, in the dataset's solution form.
func TestOptions(t *testing.T) {
	p := mustParse(t, small, FormatJanko)[0]
	for _, conn := range []string{"lazy", "eager", "tree", "distance", "flow"} {
		if testing.Short() && conn == "flow" {
			continue
		}
		for _, col := range []string{ColoursBinary, ColoursOneHot} {
			for _, fill := range []string{FillFree, FillAll} {
				r := solveOne(t, p, map[string]string{"connectivity": conn, "colours": col, "fill": fill})
				if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
					t.Fatalf("%s %s %s: %s", conn, col, fill, puzzle.StatusLine(r))
				}
				if got := JankoSolution(r.First().(*Solution)); got != smallSolution {
					t.Errorf("%s %s %s:\n%s", conn, col, fill, got)
				}
			}
		}
	}
}

// TestFill: a 2x2 grid whose pair can go straight (free) or around
// (every cell used): free has two solutions, all one.
func TestFill(t *testing.T) {
	p := mustParse(t, "2 2\n1 1\n- -\n", FormatJanko)[0]
	if r := solveOne(t, p, map[string]string{"fill": FillFree}); r.Unique != puzzle.UniqueNo {
		t.Errorf("free: %s", puzzle.StatusLine(r))
	}
	r := solveOne(t, p, map[string]string{"fill": FillAll})
	if r.Unique != puzzle.UniqueYes {
		t.Fatalf("all: %s", puzzle.StatusLine(r))
	}
	if got := JankoSolution(r.First().(*Solution)); got != "2 2\ns s\nne nw\n" {
		t.Errorf("all:\n%s", got)
	}
}

// TestCheck: Check rejects a loop beside the paths, paths joining
// different numbers, and an empty cell under FillAll.
func TestCheck(t *testing.T) {
	p := mustParse(t, "3 4\n1 - - 1\n- - - -\n- - - -\n", FormatJanko)[0]
	s := NewSolution(3, 4)
	for c := 0; c < 3; c++ {
		e, _ := p.EdgeBetween([2]int{0, c}, [2]int{0, c + 1})
		s.SetEdge(e, true)
	}
	if err := Check(p, s); err != nil {
		t.Fatal(err)
	}
	s.FillAll = true
	if err := Check(p, s); err == nil || !strings.Contains(err.Error(), "every cell") {
		t.Errorf("fill all: %v", err)
	}
	s.FillAll = false
	for _, pair := range [][2][2]int{{{1, 0}, {1, 1}}, {{1, 1}, {2, 1}}, {{2, 1}, {2, 0}}, {{2, 0}, {1, 0}}} {
		e, _ := p.EdgeBetween(pair[0], pair[1])
		s.SetEdge(e, true)
	}
	if err := Check(p, s); err == nil || !strings.Contains(err.Error(), "closed loop") {
		t.Errorf("loop: %v", err)
	}
	q := mustParse(t, "2 2\n1 2\n2 1\n", FormatJanko)[0]
	s = NewSolution(2, 2)
	e, _ := q.EdgeBetween([2]int{0, 0}, [2]int{0, 1})
	s.SetEdge(e, true)
	e, _ = q.EdgeBetween([2]int{1, 0}, [2]int{1, 1})
	s.SetEdge(e, true)
	if err := Check(q, s); err == nil || !strings.Contains(err.Error(), "ends at") {
		t.Errorf("different numbers: %v", err)
	}
	if r := solveOne(t, q, nil); r.Status != puzzle.Unsatisfiable {
		t.Errorf("crossing pairs: %s", puzzle.StatusLine(r))
	}
}

// TestFormats: the four forms of small read as one puzzle; puzz.link
// and JSON write back as read.
func TestFormats(t *testing.T) {
	a := mustParse(t, small, FormatAuto)[0]
	for _, in := range []string{
		". 1 . . 2\n. 2 . . 3\n. 4 3 . 1\n. . . 4 .\n. . . . .\n",
		"https://puzz.link/p?numlin/5/5/g1h2g2h3g43g1i4l",
		`{"puzzle":"numberlink","rows":5,"cols":5,"grid":[[0,1,0,0,2],[0,2,0,0,3],[0,4,3,0,1],[0,0,0,4,0],[0,0,0,0,0]]}`,
	} {
		b := mustParse(t, in, FormatAuto)[0]
		if NumberText(a) != NumberText(b) {
			t.Errorf("%s read as\n%s", in, NumberText(b))
		}
	}
	if u := PuzzLinkURL(a); u != "https://puzz.link/p?numlin/5/5/g1h2g2h3g43g1i4l" {
		t.Errorf("URL %s", u)
	}
	big := mustParse(t, "2 3\n17 - 300\n17 - 300\n", FormatJanko)[0]
	back := mustParse(t, PuzzLinkURL(big), FormatPuzzLink)[0]
	if NumberText(back) != NumberText(big) {
		t.Errorf("large numbers: %s read back as\n%s", PuzzLinkURL(big), NumberText(back))
	}
}

// TestBadInput: errors are positioned.
func TestBadInput(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"2 2\n1 x\n- 1\n", "2:3"},
		{"2 2\n1 1\n- 1\n", "3:3"}, // a number three times (a lone end reads: TestLoneEnd)
		{"2 2\n1 -\n-\n", "3"},
		{`{"puzzle":"numberlink","rows":2,"cols":2,"grid":[[1,0],[0]]}`, "1:"},
		{"1 . 1\n. 2\n", "2:1"},
	} {
		_, err := Parse("t", []byte(c.in), FormatAuto)
		var pe *srcpos.Error
		if err == nil || !errors.As(err, &pe) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error at %s", c.in, err, c.want)
		}
	}
}

// TestPlay: a player's lines joining different numbers, and a closed
// loop, are problems; the solution is "solved".
func TestPlay(t *testing.T) {
	p := mustParse(t, small, FormatJanko)[0]
	r := solveOne(t, p, nil)
	b, err := Numberlink{}.Board(p, puzzle.View{Solution: r.First()})
	if err != nil {
		t.Fatal(err)
	}
	v, err := Numberlink{}.CheckState(p, b.State())
	if err != nil || v.Status != "solved" {
		t.Fatalf("%v %+v", err, v)
	}
	numbers := 0
	for _, n := range p.Nums {
		if n != 0 {
			numbers++
		}
	}
	if len(v.Met) != numbers {
		t.Errorf("solution: met %v, want all %d numbers", v.Met, numbers)
	}
	// One pair's path alone meets that pair.
	sol := b.State()
	pair := p.Nums[sol.Lines[0].From[0]*p.Cols+sol.Lines[0].From[1]]
	for _, l := range sol.Lines {
		if n := p.Nums[l.From[0]*p.Cols+l.From[1]]; n != 0 {
			pair = n
			break
		}
	}
	var one board.State
	for k := 0; k < 2*len(sol.Lines); k++ { // grow the pair's path from its numbers
		for _, l := range sol.Lines {
			if slices.Contains(one.Lines, l) {
				continue
			}
			touches := func(c [2]int) bool {
				if p.Nums[c[0]*p.Cols+c[1]] == pair {
					return true
				}
				for _, m := range one.Lines {
					if m.From == c || m.To == c {
						return true
					}
				}
				return false
			}
			if touches(l.From) || touches(l.To) {
				one.Lines = append(one.Lines, l)
			}
		}
	}
	v, err = Numberlink{}.CheckState(p, one)
	if err != nil || len(v.Met) != 2 || p.Nums[v.Met[0][0]*p.Cols+v.Met[0][1]] != pair {
		t.Errorf("the path of %d: met %v, %v", pair, v.Met, err)
	}
	st := board.State{Lines: []board.LineState{{From: [2]int{0, 1}, To: [2]int{1, 1}}}}
	v, err = Numberlink{}.CheckState(p, st)
	if err != nil || len(v.Problems) == 0 || len(v.Met) != 0 {
		t.Errorf("1 joined to 2: %v %+v", err, v)
	}
	st = board.State{Lines: []board.LineState{{From: [2]int{3, 0}, To: [2]int{3, 1}}, {From: [2]int{3, 1}, To: [2]int{4, 1}},
		{From: [2]int{4, 1}, To: [2]int{4, 0}}, {From: [2]int{4, 0}, To: [2]int{3, 0}}}}
	v, err = Numberlink{}.CheckState(p, st)
	if err != nil || len(v.Problems) == 0 || !strings.Contains(v.Problems[0].Text, "loop") {
		t.Errorf("loop: %v %+v", err, v)
	}
}

// TestLoneEnd: a number in one cell (the editor places a pair's ends one
// at a time) reads, but the puzzle has no solution: the formula is the
// empty clause with a Note, Reason names the number, and Check refuses
// any lines.
func TestLoneEnd(t *testing.T) {
	p := mustParse(t, "2 2\n1 -\n- 2\n", FormatJanko)[0]
	if got := p.LoneEnds(); len(got) != 2 || got[0] != 1 || got[1] != 2 {
		t.Errorf("LoneEnds %v, want [1 2]", got)
	}
	e, err := Encode(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(e.Note, "numbers 1, 2 have one end only") {
		t.Errorf("Note %q", e.Note)
	}
	if r := (Numberlink{}).Reason(p); !strings.Contains(r, "number 1 at row 1, column 1 has no partner") {
		t.Errorf("Reason %q", r)
	}
	s := NewSolution(2, 2)
	s.H[0] = true // 1 - (0,1)
	if err := Check(p, s); err == nil || !strings.Contains(err.Error(), "one end") {
		t.Errorf("Check: %v, want a lone end", err)
	}
	if r := (Numberlink{}).Reason(mustParse(t, "2 2\n1 -\n- 1\n", FormatJanko)[0]); r != "" {
		t.Errorf("Reason of a pair: %q", r)
	}
}
