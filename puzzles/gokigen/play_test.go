package gokigen

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// TestPlay: the board of the solution reads as a solved state; a state
// with a diamond of diagonals, or a clue touched too often, is broken
// with the problem at its corners; a partial state is playing, and its
// facts are the diagonals drawn.
func TestPlay(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?gokigen/4/4/iaegcgcj6a", FormatPuzzLink)[0]
	r := solveOne(t, p, nil)
	b, err := Kind.(puzzle.Boarder).Board(p, puzzle.View{Solution: r.First()})
	if err != nil {
		t.Fatal(err)
	}
	st := b.State()
	if len(st.Cells) != 16 {
		t.Fatalf("state has %d cells, want 16", len(st.Cells))
	}
	v, err := Gokigen{}.CheckState(p, st)
	if err != nil || v.Status != "solved" {
		t.Fatalf("solution's board: %+v, %v", v, err)
	}
	diamond := board.State{Cells: []board.CellState{
		{Cell: [2]int{2, 1}, Value: "/"}, {Cell: [2]int{2, 2}, Value: "\\"},
		{Cell: [2]int{3, 1}, Value: "\\"}, {Cell: [2]int{3, 2}, Value: "/"}}}
	v, err = Gokigen{}.CheckState(p, diamond)
	if err != nil || v.Status != "broken" || !strings.Contains(v.Problems[len(v.Problems)-1].Text, "loop") {
		t.Fatalf("diamond: %+v, %v", v, err)
	}
	over := board.State{Cells: []board.CellState{{Cell: [2]int{0, 2}, Value: "/"}}} // touches the 0 at (0,3)
	v, err = Gokigen{}.CheckState(p, over)
	if err != nil || v.Status != "broken" || v.Problems[0].Cells[0] != [2]int{0, 3} || v.Problems[0].Clue != 1 {
		t.Fatalf("0 touched: %+v, %v", v, err)
	}
	part := board.State{Cells: st.Cells[:3]}
	v, err = Gokigen{}.CheckState(p, part)
	if err != nil || v.Status != "playing" {
		t.Fatalf("partial: %+v, %v", v, err)
	}
	facts, err := Gokigen{}.StateFacts(p, part)
	if err != nil || len(facts) != 3 || !strings.Contains(string(facts[0]), `"diagonal"`) {
		t.Fatalf("facts %s, %v", facts, err)
	}
	if _, err := (Gokigen{}).CheckState(p, board.State{Cells: []board.CellState{{Cell: [2]int{4, 0}, Value: "/"}}}); err == nil {
		t.Error("a cell outside the grid is no error")
	}
}

// TestPlayMet: a clue is met when its cells are all drawn and touch it
// as often as it says; the solved board meets every clue.
func TestPlayMet(t *testing.T) {
	p := mustParse(t, "https://puzz.link/p?gokigen/4/4/iaegcgcj6a", FormatPuzzLink)[0]
	clues := 0
	for _, v := range p.Clues {
		if v != None {
			clues++
		}
	}
	r := solveOne(t, p, nil)
	b, err := Kind.(puzzle.Boarder).Board(p, puzzle.View{Solution: r.First()})
	if err != nil {
		t.Fatal(err)
	}
	cell := func(r, c int, v string) board.CellState { return board.CellState{Cell: [2]int{r, c}, Value: v} }
	for _, tc := range []struct {
		name string
		st   board.State
		want int // met clues; -1: just the 0 at (0,3)
	}{
		{"empty", board.State{}, 0},
		{"half drawn", board.State{Cells: []board.CellState{cell(0, 2, "\\")}}, 0},
		{"the 0 met", board.State{Cells: []board.CellState{cell(0, 2, "\\"), cell(0, 3, "/")}}, -1},
		{"the 0 broken", board.State{Cells: []board.CellState{cell(0, 2, "/"), cell(0, 3, "/")}}, 0},
		{"solved", b.State(), clues},
	} {
		v, err := Gokigen{}.CheckState(p, tc.st)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		switch {
		case tc.want == -1 && (len(v.Met) != 1 || v.Met[0] != [2]int{0, 3}):
			t.Errorf("%s: met %v, want [[0 3]]", tc.name, v.Met)
		case tc.want >= 0 && len(v.Met) != tc.want:
			t.Errorf("%s: met %v, want %d clues", tc.name, v.Met, tc.want)
		}
	}
	if _, err := (Gokigen{}).CheckState(p, board.State{Cells: []board.CellState{{Cell: [2]int{4, 0}, Value: "/"}}}); err == nil {
		t.Error("a cell outside the grid is no error")
	}
}
