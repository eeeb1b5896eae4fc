package hitori

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

func solveOne(t testing.TB, p *Puzzle, settings map[string]string, limit int) *puzzle.Result {
	t.Helper()
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Encode: puzzle.Options{Settings: settings}, Count: limit})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func readFile(t testing.TB, path string) []*Puzzle {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Parse(path, data, FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestTathamUnique: every Singles ID of testdata/tatham.txt (sgt-singles
// --generate 5 at 5x5, 6x6, 8x8, 10x10, 12x12 easy and tricky, 7x5
// easy, 9x6 tricky) has exactly one solution, under every at-most-one
// encoding and the lazy and distance connectivity (tree and flow are
// much slower here: see docs/hitori.md).
func TestTathamUnique(t *testing.T) {
	ps := readFile(t, "testdata/tatham.txt")
	if len(ps) != 60 {
		t.Fatalf("%d puzzles, want 60", len(ps))
	}
	settings := []map[string]string{nil, {"amo": "ladder"}, {"card": "totalizer"}, {"connectivity": "distance"}}
	for i, p := range ps {
		st := settings[i%len(settings)]
		r := solveOne(t, p, st, 2)
		if r.Status != puzzle.Solved || r.Count != 1 || !r.Complete {
			t.Errorf("%s (%v): %v, %d solution(s) complete=%v, want exactly one", p.Name, st, r.Status, r.Count, r.Complete)
		}
	}
}

// TestSmall: hand-made grids and what the rules say of them.
func TestSmall(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		count      int // solutions (up to 3)
	}{
		{"no repeat: nothing or any non-cutting shading", "1 2\n2 1\n", 3},
		{"2x2 all equal: two shaded per row touch", "1 1\n1 1\n", 0},
		{"a row of 1 1: one of two", "1 1\n", 2},
		{"two repeats, one pair of choices touching", "1 2 1\n2 3 3\n3 1 2\n", 3},
	} {
		ps, err := Parse("t", []byte(tc.text), FormatText)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		r := solveOne(t, ps[0], nil, 3)
		if r.Count != tc.count {
			t.Errorf("%s: %d solutions, want %d", tc.name, r.Count, tc.count)
		}
	}
}

// TestFormatsAgree: one Singles puzzle written in every format reads
// back the same numbers.
func TestFormatsAgree(t *testing.T) {
	p := readFile(t, "testdata/tatham.txt")[20]
	for _, f := range Kind.Formats() {
		var b strings.Builder
		if err := f.Write(&b, p); err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		if got := Detect([]byte(b.String())); got.String() != f.Name && f.Name != "text" {
			t.Errorf("%s: detected as %v:\n%s", f.Name, got, b.String())
		}
		qs, err := Parse(f.Name, []byte(b.String()), FormatAuto)
		if err != nil {
			t.Fatalf("%s: %v\n%s", f.Name, err, b.String())
		}
		if q := qs[0]; q.Rows != p.Rows || q.Cols != p.Cols || !equalInts(q.Nums, p.Nums) {
			t.Errorf("%s: read back another puzzle:\n%s", f.Name, b.String())
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestPuzzLink: pzprjs' body forms: base-36 numbers, '-' and two
// characters, '.' a cell without a number.
func TestPuzzLink(t *testing.T) {
	ps, err := Parse("u", []byte("https://puzz.link/p?hitori/3/2/1z-10.ab/\n"), FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{1, 35, 36, 0, 10, 11}
	if !equalInts(ps[0].Nums, want) {
		t.Errorf("numbers %v, want %v", ps[0].Nums, want)
	}
	u, err := PuzzLinkURL(ps[0])
	if err != nil || u != "https://puzz.link/p?hitori/3/2/1z-10.ab" {
		t.Errorf("URL %q, %v", u, err)
	}
	for _, bad := range []string{"hitori/2/1/1%", "hitori/2/1/123", "hitori/2/1/-1", "hitori/2/1/0a"} {
		if _, err := Parse("u", []byte(bad), FormatPuzzLink); err == nil || !strings.Contains(err.Error(), "u:1:") {
			t.Errorf("%s: error %v, want a positioned one", bad, err)
		}
	}
}

// TestPlay: what a player sees go wrong.
func TestPlay(t *testing.T) {
	ps, _ := Parse("t", []byte("1 1 2\n2 3 3\n3 2 1\n"), FormatText)
	p := ps[0]
	st := func(cells ...board.CellState) board.State { return board.State{Cells: cells} }
	sh := func(r, c int) board.CellState { return board.CellState{Cell: [2]int{r, c}, Value: ValueShaded} }
	un := func(r, c int) board.CellState { return board.CellState{Cell: [2]int{r, c}, Value: ValueUnshaded} }
	for _, tc := range []struct {
		name  string
		st    board.State
		want  string
		probs int
	}{
		{"empty", st(), "playing", 0},
		{"adjacent", st(sh(0, 0), sh(1, 0)), "broken", 1},
		{"repeat among unshaded", st(un(0, 0), un(0, 1)), "broken", 1},
		{"cut off corner", st(sh(0, 1), sh(1, 0)), "broken", 1},
		{"solved", st(sh(0, 0), sh(1, 1)), "solved", 0},
	} {
		v, err := Kind.(puzzle.Player).CheckState(p, tc.st)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if v.Status != tc.want || len(v.Problems) != tc.probs {
			t.Errorf("%s: %s %v, want %s with %d problems", tc.name, v.Status, v.Problems, tc.want, tc.probs)
		}
	}
	if _, err := Kind.(puzzle.Player).CheckState(p, st(board.CellState{Cell: [2]int{5, 0}, Value: ValueShaded})); err == nil {
		t.Errorf("a cell outside the grid: no error")
	}
}

// TestCheck: the checker names each broken rule.
func TestCheck(t *testing.T) {
	ps, _ := Parse("t", []byte("1 1 2\n2 3 3\n3 2 1\n"), FormatText)
	p := ps[0]
	sol := func(cells ...int) *Solution {
		s := &Solution{Rows: 3, Cols: 3, Shaded: make([]bool, 9)}
		for _, i := range cells {
			s.Shaded[i] = true
		}
		return s
	}
	for _, tc := range []struct {
		s    *Solution
		want string
	}{
		{sol(0, 4), ""},
		{sol(0, 3, 4), "adjacent"},
		{sol(0), "twice in row 1"},
		{sol(1, 3, 5), "not connected"},
	} {
		err := Check(p, tc.s)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%v: %v, want %q", tc.s.Shaded, err, tc.want)
		}
	}
}
