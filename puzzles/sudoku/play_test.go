package sudoku

import (
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

func TestPlayer(t *testing.T) {
	ps, _ := Parse("in", []byte("2x2:a4a3b2b2b3a4a\n"), FormatTatham)
	p := ps[0]
	sol := solveOne(t, p, nil, 1).First().(*Solution)
	pl := Kind.(puzzle.Player)
	state := func(cells map[int]int) board.State {
		var st board.State
		for i, d := range cells {
			st.Cells = append(st.Cells, board.CellState{Cell: [2]int{i / 4, i % 4}, Value: strconv.Itoa(d)})
		}
		return st
	}
	all := map[int]int{}
	for i, d := range sol.Grid {
		if p.Givens[i] == 0 {
			all[i] = d
		}
	}
	v, err := pl.CheckState(p, state(all))
	if err != nil || v.Status != "solved" {
		t.Fatalf("%v %+v", err, v)
	}
	v, _ = pl.CheckState(p, state(map[int]int{0: sol.Grid[0]}))
	if v.Status != "playing" {
		t.Errorf("%+v", v)
	}
	// Cell (0,0) gets the 4 given at (0,1): a repeat in row 0 and the box.
	v, _ = pl.CheckState(p, state(map[int]int{0: 4}))
	if v.Status != "broken" || len(v.Problems) != 2 || !strings.Contains(v.Problems[0].Text, "digit 4 twice in row 0") ||
		len(v.Problems[0].Cells) != 2 {
		t.Errorf("%+v", v)
	}
	v, _ = pl.CheckState(p, state(map[int]int{1: 2}))
	if v.Status != "broken" || !strings.Contains(v.Problems[0].Text, "the given 4 at (0,1) cannot change") {
		t.Errorf("%+v", v)
	}
	for _, bad := range []board.State{{Cells: []board.CellState{{Cell: [2]int{4, 0}, Value: "1"}}},
		{Cells: []board.CellState{{Cell: [2]int{0, 0}, Value: "7"}}}, {Rooms: []board.RoomState{{}}}} {
		if _, err := pl.CheckState(p, bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	b, err := Kind.(puzzle.Boarder).Board(p, puzzle.View{})
	if err != nil || b.Rows != 4 || b.Cols != 4 {
		t.Errorf("Board = %+v, %v", b, err)
	}
}
