package skyscrapers

import (
	"bytes"
	"context"
	"os"
	"slices"
	"strconv"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

func solveUnique(t *testing.T, p *Puzzle, model string) *Solution {
	t.Helper()
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Encode: puzzle.Options{Settings: map[string]string{"model": model}}, Unique: true})
	if err != nil || r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
		t.Fatalf("%s (%s): %v %v", p.Name, model, err, r)
	}
	return r.First().(*Solution)
}

// TestTatham: sgt-towers puzzles (4de to 8dx) solve, unique, in both
// models, to the same solution, and their IDs write back as read.
func TestTatham(t *testing.T) {
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := ParseTatham(data)
	if err != nil {
		t.Fatal(err)
	}
	if testing.Short() {
		ps = ps[:12]
	}
	for _, p := range ps {
		a, b := solveUnique(t, p, "order"), solveUnique(t, p, "direct")
		if !(Skyscrapers{}).Equal(a, b) {
			t.Errorf("%s: the models disagree", p.Name)
		}
		if id, err := writeTatham(p); err != nil || id != p.Name {
			t.Errorf("written back as %q (%v), read %q", id, err, p.Name)
		}
	}
}

// TestJankoRoundTrip: the janko writer's output reads back to the same
// puzzle, and a solution's rows after the grid are its reference.
func TestJankoRoundTrip(t *testing.T) {
	in := "5 5 4 D\n- 3 2 1 -\n- - - - 1\n- 3 2 - 4\n1 2 - 2 -\n- - - - -\n- - 0 - -\n- - - - -\n- - - - -\n- - - 3 -\n"
	ps, err := ParseJanko([]byte(in))
	if err != nil || len(ps) != 1 {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := writeJanko(&b, ps[0]); err != nil || b.String() != in {
		t.Errorf("written as\n%s(%v), want\n%s", b.String(), err, in)
	}
}

// TestCheck: the checker counts towers afresh and finds a broken clue,
// a repeated height and a given not kept.
func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		h    []int
		want int
	}{{[]int{1, 2, 3}, 3}, {[]int{3, 2, 1}, 1}, {[]int{0, 2, 0, 3, 1}, 2}, {[]int{0, 0}, 0}} {
		if got := Visible(tc.h); got != tc.want {
			t.Errorf("Visible(%v) = %d, want %d", tc.h, got, tc.want)
		}
	}
	ps, _ := ParseTatham([]byte("4:3/1/2/2/1/3/2/2/2/3/2/1/2/2/1/3\n"))
	p := ps[0]
	s := solveUnique(t, p, "order")
	if err := Check(p, s); err != nil {
		t.Fatal(err)
	}
	bad := &Solution{N: 4, Values: append([]int(nil), s.Values...)}
	bad.Values[0], bad.Values[1] = bad.Values[1], bad.Values[0]
	if Check(p, bad) == nil {
		t.Error("a swapped pair passes")
	}
	p.Given[5] = s.Values[5]%4 + 1
	if Check(p, s) == nil {
		t.Error("a given not kept passes")
	}
}

// TestPuzzLink: puzz.link URLs published with pzprjs examples read and
// solve uniquely; Tatham's puzzles written as URLs read back the same.
func TestPuzzLink(t *testing.T) {
	ps, err := ParsePuzzLink([]byte("https://puzz.link/p?skyscrapers/5/5/g2l2g43l35\nhttps://puzz.link/p?skyscrapers/6/6/j422o5336j\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		solveUnique(t, p, "order")
	}
	data, _ := os.ReadFile("testdata/tatham.txt")
	tps, _ := ParseTatham(data)
	for _, p := range tps {
		u, err := writePuzzLink(p)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParsePuzzLink([]byte(u))
		if err != nil || len(back) != 1 {
			t.Fatalf("%s: %v", u, err)
		}
		if id, _ := writeTatham(back[0]); id != p.Name {
			t.Errorf("%s read back as %s, want %s", u, id, p.Name)
		}
	}
}

// TestPlayMet: a clue is met once its line is full, of distinct heights,
// showing it its count: every clue on the solution, none on the empty
// grid, one on the solution's line of that clue alone.
func TestPlayMet(t *testing.T) {
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := ParseTatham(data)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	s := solveUnique(t, p, "order")
	state := func(cells []int) board.State {
		var st board.State
		for _, i := range cells {
			st.Cells = append(st.Cells, board.CellState{Cell: [2]int{i/p.N + 1, i%p.N + 1}, Value: strconv.Itoa(s.Values[i])})
		}
		return st
	}
	all := make([]int, p.N*p.N)
	for i := range all {
		all[i] = i
	}
	clues := p.ClueList()
	if v, err := (Skyscrapers{}).CheckState(p, state(all)); err != nil || v.Status != "solved" || len(v.Met) != len(clues) {
		t.Errorf("solution: %+v, %v; want %d met", v, err, len(clues))
	}
	if v, _ := (Skyscrapers{}).CheckState(p, board.State{}); len(v.Met) != 0 {
		t.Errorf("empty: met %v", v.Met)
	}
	c := clues[0]
	at, _ := ringCell(p.N, c.Side.String(), c.Index)
	v, err := (Skyscrapers{}).CheckState(p, state(p.Line(c.Side, c.Index)))
	if err != nil || !slices.Contains(v.Met, at) {
		t.Errorf("the line of %s: met %v, want %v", c.Words(), v.Met, at)
	}
}
