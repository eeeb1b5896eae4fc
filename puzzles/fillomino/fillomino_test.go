package fillomino

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

func read(t *testing.T, text, format string) []*Puzzle {
	t.Helper()
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "t", Data: []byte(text)}, format)
	if err != nil {
		t.Fatalf("read: %v", err)
	}
	var out []*Puzzle
	for _, it := range items {
		if it.Err != nil {
			t.Fatalf("read: %v", it.Err)
		}
		out = append(out, it.Puzzle.(*Puzzle))
	}
	return out
}

// TestTatham: Tatham's Filling puzzles (testdata/tatham.txt, made by
// sgt-filling --generate: 20 9x7, 10 13x9, 5 5x5) are solved, unique,
// with gophersat and the CDCL engine.
func TestTatham(t *testing.T) {
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	ps := read(t, string(data), "")
	if len(ps) != 35 {
		t.Fatalf("%d puzzles, want 35", len(ps))
	}
	if testing.Short() {
		ps = ps[:8]
	}
	for _, p := range ps {
		for _, s := range []solver.Solver{solver.Gophersat{}, solver.CDCL{}} {
			r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()}, solve.Options{Solver: s, Unique: true})
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
				t.Errorf("%s: %v %v", p.Name, r.Status, r.Unique)
			}
		}
	}
}

// TestJanko: a 5x5 of our own in the janko form, its solution written
// in the dataset's form.
func TestJanko(t *testing.T) {
	p := read(t, "5 5\n3 - - 5 -\n- 1 - - 2\n- 4 - 2 -\n4 - - 3 -\n- 4 - - 4\n", "janko")[0]
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()}, solve.Options{Unique: true})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := Kind.Render(&b, r, "janko"); err != nil {
		t.Fatal(err)
	}
	want := "5 5\n3 5 5 5 2\n3 1 5 5 2\n3 4 2 2 4\n4 4 3 3 4\n1 4 3 4 4\n"
	if r.Unique != puzzle.UniqueYes || b.String() != want {
		t.Errorf("%v:\n%s\nwant\n%s", r.Unique, b.String(), want)
	}
}

// TestCheck: the checker refuses polyominoes of the wrong size, equal
// neighbours of two polyominoes, and changed givens.
func TestCheck(t *testing.T) {
	p := NewPuzzle(2, 2)
	p.Given[0] = 2
	for _, tc := range []struct {
		vals []int
		ok   bool
	}{
		{[]int{2, 2, 1, 1}, false}, // two 1s touch
		{[]int{2, 2, 2, 2}, false}, // a 2 of 4 cells
		{[]int{2, 1, 2, 1}, false}, // two 1s? no: (0,1) and (1,1) touch
		{[]int{2, 1, 2, 3}, false},
		{[]int{1, 3, 3, 3}, false}, // the given 2
		{[]int{2, 2, 2, 2}, false},
	} {
		if err := Check(p, &Solution{Rows: 2, Cols: 2, Values: tc.vals}); (err == nil) != tc.ok {
			t.Errorf("%v: %v", tc.vals, err)
		}
	}
	q := NewPuzzle(1, 3)
	if err := Check(q, &Solution{Rows: 1, Cols: 3, Values: []int{1, 2, 2}}); err != nil {
		t.Errorf("1 2 2: %v", err)
	}
	if err := Check(q, &Solution{Rows: 1, Cols: 3, Values: []int{2, 2, 2}}); err == nil {
		t.Errorf("2 2 2: accepted")
	}
}

// TestFormats: Tatham IDs, puzz.link URLs, text and janko grids read and
// write back.
func TestFormats(t *testing.T) {
	id := "5x5:b2a2c3b3f4d35"
	p := read(t, id+"\n", "")[0]
	if got, _ := TathamID(p); got != id {
		t.Errorf("tatham: %s, want %s", got, id)
	}
	url := PuzzLinkURL(p)
	q := read(t, url+"\n", "")[0]
	if got, _ := TathamID(q); got != id {
		t.Errorf("puzzlink %s: %s, want %s", url, got, id)
	}
	text := Text(p, nil)
	if got, _ := TathamID(read(t, text, "")[0]); got != id {
		t.Errorf("text %q: %s", text, got)
	}
}

// TestErrors: bad input is a positioned error.
func TestErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"2 2\n1 z\n- -\n", "2:3"},
		{"2 2\n1 -\n", "3:1"},
		{"5x5:b2a2c3b3f4d3\n", "1:"},
		{"5x5:b2a2c3b3f4d35!\n", "1:18"},
		{"3..5.\n.1.2\n", "2:1"},
		{"https://puzz.link/p?fillomino/2/2/1!\n", "1:"},
	} {
		items, err := puzzle.Read(Kind, puzzle.Source{Name: "t", Data: []byte(tc.text)}, "")
		if err == nil && len(items) == 1 {
			err = items[0].Err
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %s", tc.text, err, tc.want)
		}
	}
}

// TestPlayMet: the givens of a polyomino with as many cells as its
// number are met; one short or one over is not.
func TestPlayMet(t *testing.T) {
	ps, err := parse("t", []byte("2 3\n2 - 1\n- - -\n"), FormatJanko)
	if err != nil {
		t.Fatal(err)
	}
	w := func(r, c int, v string) board.CellState { return board.CellState{Cell: [2]int{r, c}, Value: v} }
	for _, tc := range []struct {
		name string
		st   []board.CellState
		want string
	}{
		{"empty", nil, "[[0 2]]"}, // a 1 is always complete
		{"the 2 met", []board.CellState{w(0, 1, "2")}, "[[0 0] [0 2]]"},
		{"the 2 over", []board.CellState{w(0, 1, "2"), w(1, 1, "2")}, "[[0 2]]"},
		{"the 1 over", []board.CellState{w(1, 2, "1")}, "[]"},
	} {
		v, err := Fillomino{}.CheckState(ps[0], board.State{Cells: tc.st})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := fmt.Sprint(v.Met); got != tc.want {
			t.Errorf("%s: met %s, want %s", tc.name, got, tc.want)
		}
	}
}
