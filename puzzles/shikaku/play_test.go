package shikaku

import (
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

func TestCheckState(t *testing.T) {
	items, err := puzzle.ReadAll(Kind, puzzle.Source{Name: "test", Data: []byte("3..\n..4\n2..\n")}, "")
	if err != nil {
		t.Fatal(err)
	}
	small := items[0].Puzzle
	pl := Kind.(puzzle.Player)
	room := func(r, c, w, h int) board.RoomState { return board.RoomState{Row: r, Col: c, Width: w, Height: h} }
	cases := []struct {
		name   string
		rooms  []board.RoomState
		status string
		text   string
	}{
		{"empty", nil, "playing", ""},
		{"solved", []board.RoomState{room(0, 0, 3, 1), room(1, 1, 2, 2), room(1, 0, 1, 2)}, "solved", ""},
		{"part", []board.RoomState{room(1, 1, 2, 2)}, "playing", ""},
		{"area", []board.RoomState{room(0, 0, 2, 1)}, "broken", "has 2 cells"},
		{"two clues", []board.RoomState{room(0, 0, 3, 2)}, "broken", "holds 2 clues"},
		{"no clue", []board.RoomState{room(1, 1, 1, 1)}, "broken", "holds no clue"},
		{"overlap", []board.RoomState{room(0, 0, 3, 1), room(0, 0, 1, 2)}, "broken", "overlap"},
		{"outside", []board.RoomState{room(2, 2, 2, 2)}, "broken", "not inside"},
		{"too many", make([]board.RoomState, 10), "broken", "10 rooms in a grid of 9 cells"},
	}
	for _, tc := range cases {
		v, err := pl.CheckState(small, board.State{Rooms: tc.rooms})
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
	// Met: the numbers whose room has their area and overlaps no other.
	for _, tc := range []struct {
		name  string
		rooms []board.RoomState
		want  string
	}{
		{"empty", nil, "[]"},
		{"part", []board.RoomState{room(1, 1, 2, 2)}, "[[1 2]]"},
		{"solved", []board.RoomState{room(0, 0, 3, 1), room(1, 1, 2, 2), room(1, 0, 1, 2)}, "[[0 0] [1 2] [2 0]]"},
		{"area", []board.RoomState{room(0, 0, 2, 1)}, "[]"},
		{"overlap", []board.RoomState{room(0, 0, 3, 1), room(0, 0, 1, 2)}, "[]"},
	} {
		v, err := pl.CheckState(small, board.State{Rooms: tc.rooms})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := fmt.Sprint(v.Met); got != tc.want {
			t.Errorf("%s: met %s, want %s", tc.name, got, tc.want)
		}
	}
	if _, err := pl.CheckState(small, board.State{Edges: []board.EdgeState{{Count: 1}}}); err == nil || !strings.Contains(err.Error(), "shikaku states have rooms, not edges") {
		t.Errorf("edges: %v", err)
	}
}
