package zebra

import (
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// zebra1962's solution, by house: nationality, colour, pet, drink, smoke.
var solved1962 = [][]string{
	{"Norwegian", "Ukrainian", "Englishman", "Spaniard", "Japanese"},
	{"yellow", "blue", "red", "ivory", "green"},
	{"fox", "horse", "snails", "dog", "zebra"},
	{"water", "tea", "milk", "orange juice", "coffee"},
	{"Kools", "Chesterfield", "Old Gold", "Lucky Strike", "Parliament"},
}

func TestCheckState(t *testing.T) {
	data, err := os.ReadFile("testdata/zebra1962.txt")
	if err != nil {
		t.Fatal(err)
	}
	items, err := puzzle.ReadAll(Kind, puzzle.Source{Name: "zebra1962.txt", Data: data}, "")
	if err != nil {
		t.Fatal(err)
	}
	p := items[0].Puzzle.(*Puzzle)
	pl := Kind.(puzzle.Player)
	n := p.N()
	// cell is the grid's cell of a value at a house (1-based): the row
	// of the value (its category's rows in order), the house's column.
	cell := func(val string, house int, yes bool) board.CellState {
		for c, cat := range p.Categories {
			if v := cat.Index(val); v >= 0 {
				mark := "no"
				if yes {
					mark = "yes"
				}
				return board.CellState{Cell: [2]int{c*n + v, house - 1}, Value: mark}
			}
		}
		t.Fatalf("no value %s", val)
		return board.CellState{}
	}
	var all []board.CellState
	for c := range p.Categories {
		for h := range n {
			for v := range p.Categories[c].Values {
				all = append(all, cell(p.Categories[c].Values[v], h+1, solved1962[c][h] == p.Categories[c].Values[v]))
			}
		}
	}
	var no5 []board.CellState
	for h := 1; h <= 5; h++ {
		no5 = append(no5, cell("red", h, false))
	}
	cases := []struct {
		name   string
		cells  []board.CellState
		status string
		text   string
	}{
		{"empty", nil, "playing", ""},
		{"solved", all, "solved", ""},
		{"two places", []board.CellState{cell("Norwegian", 1, true), cell("Norwegian", 2, true)}, "broken", "in 2 places"},
		{"no place", no5, "broken", "no place left"},
		{"two values", []board.CellState{cell("Norwegian", 1, true), cell("Japanese", 1, true)}, "broken", "has 2 values of Nationality"},
		{"clue", []board.CellState{cell("milk", 2, true)}, "broken", "clue 8 does not hold: milk at 3"},
		{"fine", []board.CellState{cell("milk", 3, true), cell("milk", 2, false)}, "playing", ""},
	}
	for _, tc := range cases {
		v, err := pl.CheckState(p, board.State{Cells: tc.cells})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		text := ""
		for _, pr := range v.Problems {
			text += pr.Text + "\n"
		}
		if v.Status != tc.status || !strings.Contains(text, tc.text) {
			t.Errorf("%s: %s %q; want %s with %q", tc.name, v.Status, text, tc.status, tc.text)
		}
	}
	// The clue's problem points at the clue and at the milk's cell.
	v, _ := pl.CheckState(p, board.State{Cells: []board.CellState{cell("milk", 2, true)}})
	if len(v.Problems) != 1 || v.Problems[0].Clue != 8 || len(v.Problems[0].Cells) != 1 || v.Problems[0].Cells[0] != cell("milk", 2, true).Cell {
		t.Errorf("clue problem: %+v", v.Problems)
	}
	bad := []struct {
		st   board.State
		text string
	}{
		{board.State{Cells: []board.CellState{{Cell: [2]int{25, 0}, Value: "yes"}}}, "outside the grid"},
		{board.State{Cells: []board.CellState{{Cell: [2]int{0, 5}, Value: "yes"}}}, "outside the grid"},
		{board.State{Cells: []board.CellState{{Cell: [2]int{0, 0}, Value: "1"}}}, `want "yes" or "no"`},
		{board.State{Cells: []board.CellState{cell("milk", 3, true), cell("milk", 3, true)}}, "given twice"},
		{board.State{Edges: []board.EdgeState{{Count: 1}}}, "zebra states have cells"},
	}
	for _, tc := range bad {
		if _, err := pl.CheckState(p, tc.st); err == nil || !strings.Contains(err.Error(), tc.text) {
			t.Errorf("%+v: %v, want %q", tc.st, err, tc.text)
		}
	}
	if got := Kind.(puzzle.ClueLister).ClueTexts(p); len(got) != len(p.Clues) || got[7] != "milk at 3" {
		t.Errorf("clue texts: %q", got)
	}
}
