package hashi

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

func readOne(t *testing.T, text string) *Puzzle {
	t.Helper()
	items, err := puzzle.ReadAll(Kind, puzzle.Source{Name: "test", Data: []byte(text)}, "")
	if err != nil {
		t.Fatal(err)
	}
	return items[0].Puzzle.(*Puzzle)
}

func TestCheckState(t *testing.T) {
	twos := readOne(t, "2.2\n...\n2.2\n")
	pl := Kind.(puzzle.Player)
	edge := func(r1, c1, r2, c2, k int) board.EdgeState {
		return board.EdgeState{From: [2]int{r1, c1}, To: [2]int{r2, c2}, Count: k}
	}
	cases := []struct {
		name   string
		edges  []board.EdgeState
		status string
		text   string
	}{
		{"empty", nil, "playing", ""},
		{"the 4-cycle", []board.EdgeState{edge(0, 0, 0, 2, 1), edge(0, 0, 2, 0, 1), edge(0, 2, 2, 2, 1), edge(2, 0, 2, 2, 1)}, "solved", ""},
		{"three of four", []board.EdgeState{edge(0, 0, 0, 2, 1), edge(0, 0, 2, 0, 1), edge(0, 2, 2, 2, 1)}, "playing", ""},
		{"too many", []board.EdgeState{edge(0, 0, 0, 2, 2), edge(0, 0, 2, 0, 1)}, "broken", "more than its 2"},
		{"cut off", []board.EdgeState{edge(0, 0, 0, 2, 2)}, "broken", "cut off"},
		{"twice", []board.EdgeState{edge(0, 0, 0, 2, 1), edge(0, 0, 0, 2, 1)}, "broken", "listed twice"},
		{"backwards", []board.EdgeState{edge(0, 2, 0, 0, 1)}, "broken", "not a bridge"},
	}
	for _, tc := range cases {
		v, err := pl.CheckState(twos, board.State{Edges: tc.edges})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		text := ""
		for _, p := range v.Problems {
			text += p.Text + "\n"
		}
		if v.Status != tc.status || !strings.Contains(text, tc.text) || v.Problems == nil {
			t.Errorf("%s: %s %q; want %s with %q", tc.name, v.Status, text, tc.status, tc.text)
		}
	}
	// Crossing bridges: the problems come in the same order every time.
	cross := readOne(t, ".1.\n1.1\n.1.\n")
	v, _ := pl.CheckState(cross, board.State{Edges: []board.EdgeState{edge(0, 1, 2, 1, 1), edge(1, 0, 1, 2, 1)}})
	if v.Status != "broken" || len(v.Problems) == 0 || !strings.Contains(v.Problems[0].Text, "cross") {
		t.Errorf("crossing: %+v", v)
	}
	for _, st := range []board.State{{Rooms: []board.RoomState{{Width: 1, Height: 1}}}, {Cells: []board.CellState{{Value: "1"}}}} {
		if _, err := pl.CheckState(twos, st); err == nil || !strings.Contains(err.Error(), "hashi states have edges") {
			t.Errorf("%+v: %v", st, err)
		}
	}
}
