package hidoku

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

func read(t *testing.T, text string) *Puzzle {
	t.Helper()
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "t", Data: []byte(text)}, "")
	if err != nil || len(items) != 1 || items[0].Err != nil {
		t.Fatalf("read: %v %v", err, items)
	}
	return items[0].Puzzle.(*Puzzle)
}

// TestSolve: a 4x4 of our own, with and without pruning, gives one
// solution; a blocked cell takes no number.
func TestSolve(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"4x4", "4 4\n- 11 13 -\n- - 14 15\n1 - - -\n- - 4 5\n", "10 11 13 16\n9 12 14 15\n1 8 7 6\n2 3 4 5"},
		{"blocked", "2 3\n1 - x\n- - 4\n", "1 2 x\n3 - 4"},
	} {
		for _, prune := range []string{"on", "off"} {
			p := read(t, tc.text)
			r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
				solve.Options{Solver: solver.Gophersat{}, Unique: true, Encode: puzzle.Options{Settings: map[string]string{"prune": prune}}})
			if err != nil {
				t.Fatal(err)
			}
			if tc.name == "blocked" {
				// 1 2 x / 3 ? 4 has 5 open cells: 1 2 x / 5 3 4 or 1 2 x / 3 5 4 ...
				if r.Status != puzzle.Solved {
					t.Errorf("%s prune=%s: %v", tc.name, prune, r.Status)
				}
				continue
			}
			if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
				t.Fatalf("%s prune=%s: %v %v", tc.name, prune, r.Status, r.Unique)
			}
			var b strings.Builder
			if err := Kind.Render(&b, r, "janko"); err != nil {
				t.Fatal(err)
			}
			if got := strings.TrimSpace(b.String()); got != "4 4\n"+tc.want {
				t.Errorf("%s prune=%s:\n%s\nwant\n%s", tc.name, prune, got, tc.want)
			}
		}
	}
}

// TestCheck: the checker refuses numbers that do not touch, twice, or
// against a given.
func TestCheck(t *testing.T) {
	p := read(t, "2 2\n1 - \n- -\n")
	for _, tc := range []struct {
		vals []int
		ok   bool
	}{
		{[]int{1, 2, 3, 4}, true},
		{[]int{1, 2, 4, 3}, true},
		{[]int{2, 1, 3, 4}, false},
		{[]int{1, 1, 3, 4}, false},
		{[]int{1, 2, 3, 5}, false},
	} {
		err := Check(p, &Solution{Rows: 2, Cols: 2, Values: tc.vals})
		if (err == nil) != tc.ok {
			t.Errorf("%v: %v", tc.vals, err)
		}
	}
	q := read(t, "1 4\n1 - - -\n")
	if err := Check(q, &Solution{Rows: 1, Cols: 4, Values: []int{1, 3, 2, 4}}); err == nil {
		t.Errorf("2 and 3 apart: accepted")
	}
}

// TestErrors: bad input is a positioned error.
func TestErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"2 2\n1 -\n- 9\n", "1:1"},
		{"2 2\n1 z\n- -\n", "2:3"},
		{"2 2\n1 -\n", "3:1"},
		{"1 -\n- - -\n", "2:5"},
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

// TestPlayMet: a given is met when the numbers before and after it are
// written once each and touch it.
func TestPlayMet(t *testing.T) {
	p := read(t, "2 2\n1 -\n- 4\n")
	w := func(r, c int, v string) board.CellState { return board.CellState{Cell: [2]int{r, c}, Value: v} }
	for _, tc := range []struct {
		name string
		st   []board.CellState
		want string
	}{
		{"empty", nil, "[]"},
		{"2 beside 1", []board.CellState{w(0, 1, "2")}, "[[0 0]]"},
		{"2 twice", []board.CellState{w(0, 1, "2"), w(1, 0, "2")}, "[]"},
		{"full", []board.CellState{w(0, 1, "2"), w(1, 0, "3")}, "[[0 0] [1 1]]"},
	} {
		v, err := Hidoku{}.CheckState(p, board.State{Cells: tc.st})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := fmt.Sprint(v.Met); got != tc.want {
			t.Errorf("%s: met %s, want %s", tc.name, got, tc.want)
		}
	}
}
