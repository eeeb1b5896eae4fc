package heyawake

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
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

// TestSmall: hand-made grids and what the rules say of them.
func TestSmall(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		count      int // solutions (up to 5)
	}{
		// One row of three rooms: a white run over all three crosses two
		// borders, so some cell is shaded: an end, or both ends (the
		// middle one alone cuts the row).
		{"three rooms in a row: an end shaded, or both", "a b c\n", 3},
		{"three rooms, the middle holds 1", "a b1 c\n", 0},
		{"two rooms: nothing forced", "a a b b\n", 4},
		{"a room of 2 holding 2: adjacent", "a2 a\n", 0},
		{"a 0 room", "a0 b b\n", 2},
		{"2x2, one room holding 1: any cell", "a1 a\na a\n", 4},
	} {
		ps, err := Parse("t", []byte(tc.text), FormatText)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		r := solveOne(t, ps[0], nil, 5)
		if r.Count != tc.count {
			t.Errorf("%s: %d solutions, want %d", tc.name, r.Count, tc.count)
		}
	}
}

// TestWindows: the shortest runs crossing two borders.
func TestWindows(t *testing.T) {
	ps, err := Parse("t", []byte("a b b c\na a a a\n"), FormatText)
	if err != nil {
		t.Fatal(err)
	}
	ws := ps[0].Windows()
	// Row 0: borders after cells 0 and 2: window cells 0..3. Columns 1,
	// 2, 3: one border each; column 0: none.
	if len(ws) != 1 || len(ws[0]) != 4 || ws[0][0] != 0 || ws[0][3] != 3 {
		t.Fatalf("windows %v", ws)
	}
}

// TestCheckRejects: each rule broken once.
func TestCheckRejects(t *testing.T) {
	ps, err := Parse("t", []byte("a1 a b\nc c b\nd d d\n"), FormatText)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	for _, tc := range []struct {
		shaded []int
		want   string
	}{
		{[]int{0, 1}, "adjacent"},
		{[]int{}, "holds 0"},
		{[]int{0, 4, 2}, "not connected"},
		{[]int{1}, "crosses two room borders"},
	} {
		s := &Solution{Rows: 3, Cols: 3, Shaded: make([]bool, 9)}
		for _, i := range tc.shaded {
			s.Shaded[i] = true
		}
		err := Check(p, s)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.shaded, err, tc.want)
		}
	}
}

// TestExamples: every bundled example has one solution under every
// connectivity and several cardinality encodings.
func TestExamples(t *testing.T) {
	files, _ := filepath.Glob("../../examples/heyawake/*.*")
	settings := []map[string]string{nil, {"connectivity": "distance"}, {"card": "totalizer"}, {"card": "binomial"}, {"card": "native"}}
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, ".md") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := Parse(f, data, FormatAuto)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			st := settings[n%len(settings)]
			n++
			r := solveOne(t, p, st, 2)
			if r.Status != puzzle.Solved || r.Count != 1 || !r.Complete {
				t.Errorf("%s (%v): %v, %d solutions", p.Name, st, r.Status, r.Count)
			}
		}
	}
	if n < 5 {
		t.Fatalf("%d examples", n)
	}
}

// TestPuzzLinkTop: a room's number goes to pzprjs' top cell (the
// leftmost column's topmost cell) of an L-shaped room.
func TestPuzzLinkTop(t *testing.T) {
	ps, err := Parse("t", []byte("a b2\na a\n"), FormatText)
	if err != nil {
		t.Fatal(err)
	}
	u, err := PuzzLinkURL(ps[0])
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse("u", []byte(u), FormatAuto)
	if err != nil {
		t.Fatalf("%s: %v", u, err)
	}
	if back[0].Nums[1] != 2 || !back[0].Rooms.Equal(ps[0].Rooms) {
		t.Fatalf("%s read back as %v", u, back[0].Nums)
	}
}

// TestPlayMet: a room number is met when exactly its count of cells is
// shaded (a 0: when every cell is marked unshaded).
func TestPlayMet(t *testing.T) {
	ps, err := Parse("t", []byte("a1 a b\nc0 c b\n"), FormatText)
	if err != nil {
		t.Fatal(err)
	}
	cell := func(r, c int, v string) board.CellState { return board.CellState{Cell: [2]int{r, c}, Value: v} }
	for _, tc := range []struct {
		name string
		st   []board.CellState
		want string
	}{
		{"empty", nil, "[]"},
		{"the 1 met", []board.CellState{cell(0, 0, "shaded")}, "[[0 0]]"},
		{"the 1 broken", []board.CellState{cell(0, 0, "shaded"), cell(0, 1, "shaded")}, "[]"},
		{"the 0 half marked", []board.CellState{cell(1, 0, "unshaded")}, "[]"},
		{"the 0 marked", []board.CellState{cell(1, 0, "unshaded"), cell(1, 1, "unshaded")}, "[[1 0]]"},
	} {
		v, err := Heyawake{}.CheckState(ps[0], board.State{Cells: tc.st})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := fmt.Sprint(v.Met); got != tc.want {
			t.Errorf("%s: met %s, want %s", tc.name, got, tc.want)
		}
	}
}
