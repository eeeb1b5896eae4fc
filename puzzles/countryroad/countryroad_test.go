package countryroad

import (
	"context"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/shape/regions"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
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

// pzprjs' test puzzle (test/script/country.js) and its answer in the
// dataset's solution form.
const (
	pzprjsURL    = "https://puzz.link/p?country/5/5/amda0uf02h12h"
	pzprjsAnswer = "5 5\n- - se sw -\nse ew nw ne sw\nne ew sw - ns\n- se nw se nw\n- ne ew nw -\n"
	// A janko.at-style puzzle with its solution and a blocked cell.
	jankoWithSolution = `4 4
3 - 4 -
4 - - -
- - 3 -
- - - -
1 1 2 2
3 1 2 2
3 @ 4 4
3 3 4 4
se sw se sw
ns ne nw ns
ns - se nw
ne ew nw -
`
)

// TestPzprjs: pzprjs' own test puzzle is solved, unique, with pzprjs'
// answer, under every connectivity method.
func TestPzprjs(t *testing.T) {
	p := mustParse(t, pzprjsURL, FormatAuto)[0]
	for _, m := range []string{"lazy", "eager", "tree", "distance", "flow"} {
		r := solveOne(t, p, map[string]string{"connectivity": m})
		if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
			t.Fatalf("%s: %v %v", m, r.Status, r.Unique)
		}
		if got := JankoSolution(r.First().(*Solution)); got != pzprjsAnswer {
			t.Errorf("%s: got\n%s\nwant\n%s", m, got, pzprjsAnswer)
		}
	}
}

// TestJankoReference: the janko form's solution grid is the reference,
// written back token for token; '@' is a blocked cell, and the formats
// round-trip it (puzz.link refuses it).
func TestJankoReference(t *testing.T) {
	p := mustParse(t, jankoWithSolution, FormatAuto)[0]
	if p.ref == nil {
		t.Fatal("no reference read")
	}
	if err := Check(p, p.ref); err != nil {
		t.Fatalf("reference breaks the rules: %v", err)
	}
	want := jankoWithSolution[strings.Index(jankoWithSolution, "se sw se sw"):]
	if got := JankoSolution(p.ref); !strings.HasSuffix(got, want) {
		t.Errorf("written back:\n%s", got)
	}
	r := solveOne(t, p, nil)
	if r.Status != puzzle.Solved {
		t.Fatalf("%v: not solved", r.Status)
	}
	if err := Check(p, r.First().(*Solution)); err != nil {
		t.Fatal(err)
	}
	for _, w := range []func(*strings.Builder, *Puzzle) error{
		func(b *strings.Builder, p *Puzzle) error { return writeText(b, p) },
		func(b *strings.Builder, p *Puzzle) error { return writeJSON(b, p) },
		func(b *strings.Builder, p *Puzzle) error { return writeJanko(b, p) },
	} {
		var b strings.Builder
		if err := w(&b, p); err != nil {
			t.Fatal(err)
		}
		q := mustParse(t, b.String(), FormatAuto)[0]
		if !q.Regions.Equal(p.Regions) || q.NumBlocked() != 1 || Text(q) != Text(p) {
			t.Errorf("round trip of\n%s", b.String())
		}
	}
	if _, err := PuzzLinkURL(p); err == nil {
		t.Error("puzz.link URL of a puzzle with a blocked cell")
	}
}

// TestCheck: Check rejects each broken rule, in its words.
func TestCheck(t *testing.T) {
	p := mustParse(t, jankoWithSolution, FormatJanko)[0]
	good := p.ref
	edit := func(f func(s *Solution)) *Solution {
		s := &Solution{Rows: good.Rows, Cols: good.Cols, H: append([]bool(nil), good.H...), V: append([]bool(nil), good.V...)}
		f(s)
		return s
	}
	e := func(a, b [2]int) int { x, _ := p.EdgeBetween(a, b); return x }
	cases := []struct {
		name string
		s    *Solution
		want string
	}{
		{"none", NewSolution(4, 4), "no loop"},
		{"dead end", edit(func(s *Solution) { s.SetEdge(e([2]int{0, 0}, [2]int{0, 1}), false) }), "loop lines"},
		{"number", func() *Solution {
			q := mustParse(t, strings.Replace(jankoWithSolution, "3 - 4 -", "2 - 4 -", 1), FormatJanko)[0]
			p = q
			return good
		}(), "the 2 at (0,0)"},
	}
	for _, c := range cases {
		err := Check(p, c.s)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	// Two regions of one row: a loop through only one of them; and two
	// empty cells side by side across a border.
	q := mustParse(t, "a a b b\na a b b\na a b b\n", FormatText)[0]
	s := NewSolution(3, 4)
	for _, x := range [][2][2]int{{{0, 0}, {0, 1}}, {{0, 1}, {1, 1}}, {{1, 1}, {1, 0}}, {{1, 0}, {0, 0}}} {
		s.SetEdge(e2(q, x[0], x[1]), true)
	}
	if err := Check(q, s); err == nil || !strings.Contains(err.Error(), "does not visit") {
		t.Errorf("one region visited: %v", err)
	}
	s = NewSolution(3, 4)
	for _, x := range [][2][2]int{{{0, 0}, {0, 1}}, {{0, 1}, {0, 2}}, {{0, 2}, {0, 3}}, {{0, 3}, {1, 3}}, {{1, 3}, {1, 2}}, {{1, 2}, {1, 1}}, {{1, 1}, {1, 0}}, {{1, 0}, {0, 0}}} {
		s.SetEdge(e2(q, x[0], x[1]), true)
	}
	if err := Check(q, s); err == nil || !strings.Contains(err.Error(), "both off the loop") {
		t.Errorf("empty cells across a border: %v", err)
	}
	// Entering a region twice (a region of two pieces, which no reader
	// makes, shows it on a 2x3 loop).
	g, err := regions.New(2, 3, []int{0, 1, 0, 2, 2, 2})
	if err != nil {
		t.Fatal(err)
	}
	q = NewPuzzle(2, 3, g)
	s = NewSolution(2, 3)
	for _, x := range [][2][2]int{{{0, 0}, {0, 1}}, {{0, 1}, {0, 2}}, {{0, 2}, {1, 2}}, {{1, 2}, {1, 1}}, {{1, 1}, {1, 0}}, {{1, 0}, {0, 0}}} {
		s.SetEdge(e2(q, x[0], x[1]), true)
	}
	if err := Check(q, s); err == nil || !strings.Contains(err.Error(), "enters the region of (0,0) 2 times") {
		t.Errorf("region entered twice: %v", err)
	}
}

func e2(p *Puzzle, a, b [2]int) int { x, _ := p.EdgeBetween(a, b); return x }

// TestParseErrors: bad input gives positioned errors.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"2 2\n1 1\n- -\n1 1\n2 2\n", "second number"},
		{"2 2\n- -\n- -\n1 2\n2 1\n", "not connected"},
		{"2 2\n- -\nx -\n1 1\n2 2\n", "3:1"},
		{"2 2\n- -\n- -\n1 1\n", "region grid"},
		{"2 2\n1 -\n- -\n@ 1\n2 2\n", "blocked"},
		{"a a\na9x b\n", "2:2"},
		{`{"puzzle":"countryroad","rows":2,"cols":2,"numbers":[[1,-1],[-1,-1]],"regions":[[1,1],[2]]}`, "row 1"},
		{"https://puzz.link/p?country/5/5/amda0uf02h12h0", "after the last"},
		{"https://puzz.link/p?heyawake/5/5/amda0uf02h12h", "not a country"},
	} {
		_, err := Parse("x", []byte(c.in), FormatAuto)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.in, err, c.want)
		}
	}
}

// TestPlayer: CheckState finds a branch, a region crossed four times and
// a number overrun, and calls the answer's lines solved.
func TestPlayer(t *testing.T) {
	p := mustParse(t, pzprjsURL, FormatAuto)[0]
	r := solveOne(t, p, nil)
	s := r.First().(*Solution)
	var st board.State
	for e := 0; e < p.NumEdges(); e++ {
		if s.Edge(e) {
			a, b := p.EdgeEnds(e)
			st.Lines = append(st.Lines, board.LineState{From: a, To: b})
		}
	}
	v, err := Kind.(puzzle.Player).CheckState(p, st)
	if err != nil || v.Status != "solved" {
		t.Fatalf("answer: %+v, %v", v, err)
	}
	// Met: the answer meets every number, the empty board none.
	nums := 0
	for k := 0; k < p.Regions.N; k++ {
		if _, at := p.RegionNumber(k); at >= 0 {
			nums++
		}
	}
	if nums == 0 || len(v.Met) != nums {
		t.Errorf("answer: met %v, want %d numbers", v.Met, nums)
	}
	if v, _ := Kind.(puzzle.Player).CheckState(p, board.State{}); len(v.Met) != 0 {
		t.Errorf("empty board: met %v", v.Met)
	}
	bad := board.State{Lines: []board.LineState{{From: [2]int{1, 1}, To: [2]int{1, 2}}, {From: [2]int{1, 1}, To: [2]int{1, 0}}, {From: [2]int{1, 1}, To: [2]int{0, 1}}}}
	v, err = Kind.(puzzle.Player).CheckState(p, bad)
	if err != nil || v.Status == "solved" || len(v.Problems) == 0 || !strings.Contains(v.Problems[0].Text, "3 lines") {
		t.Fatalf("branch: %+v, %v", v, err)
	}
	facts, err := Kind.(puzzle.StateReader).StateFacts(p, bad)
	if err != nil || len(facts) != 3 || !strings.Contains(string(facts[0]), `"line":true`) {
		t.Fatalf("state facts: %s, %v", facts, err)
	}
}

// TestBoard: the board has the regions' walls, the numbers, blocked
// cells dark and the loop's lines.
func TestBoard(t *testing.T) {
	p := mustParse(t, jankoWithSolution, FormatJanko)[0]
	b, err := CountryRoad{}.Board(p, puzzle.View{Solution: p.ref})
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Walls) == 0 || len(b.Lines) != 14 || b.Moves == nil || !b.Moves.Lines || b.Grid != board.GridDots {
		t.Fatalf("board: %d walls, %d lines, moves %+v", len(b.Walls), len(b.Lines), b.Moves)
	}
	var shade, text int
	for _, c := range b.Cells {
		if c.Shade {
			shade++
		}
		if c.Text != "" {
			text++
		}
	}
	if shade != 1 || text != 4 {
		t.Errorf("%d dark cells, %d numbers", shade, text)
	}
	svg := board.SVG(b)
	if !strings.Contains(svg, `stroke="black" stroke-width="3"`) {
		t.Errorf("no walls drawn:\n%s", svg)
	}
}
