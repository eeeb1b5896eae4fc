package nonogram

import (
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// TestCheckState: the solution's shading is solved, a partial board that
// fits is playing, a line its clue cannot fit is broken.
func TestCheckState(t *testing.T) {
	ps, err := parse("t", []byte("5x5:4/2/2/1/3/2/1.1/1.1/3/3\n"), FormatTatham)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	sol := []string{"...##", "#...#", "#...#", "###..", "###.."}
	var full, part, bad board.State
	for r, row := range sol {
		for c, ch := range row {
			v := ValueUnshaded
			if ch == '#' {
				v = ValueShaded
			}
			full.Cells = append(full.Cells, board.CellState{Cell: [2]int{r, c}, Value: v})
			if r == 0 {
				part.Cells = append(part.Cells, board.CellState{Cell: [2]int{r, c}, Value: v})
			}
		}
	}
	// Row 1 (clue 1 1) with three shaded cells side by side.
	for c := 0; c < 3; c++ {
		bad.Cells = append(bad.Cells, board.CellState{Cell: [2]int{1, c}, Value: ValueShaded})
	}
	for _, tc := range []struct {
		st   board.State
		want string
	}{{full, "solved"}, {part, "playing"}, {bad, "broken"}, {board.State{}, "playing"}} {
		v, err := Kind.(Nonogram).CheckState(p, tc.st)
		if err != nil || v.Status != tc.want {
			t.Errorf("%v: %+v %v, want %s", tc.st.Cells, v, err, tc.want)
		}
	}
	// Met: the lines whose shaded cells make their clue's runs, rows as
	// [r,-1], columns as [-1,c].
	for _, tc := range []struct {
		name string
		st   board.State
		want string
	}{
		{"solved", full, "[[0 -1] [1 -1] [2 -1] [3 -1] [4 -1] [-1 0] [-1 1] [-1 2] [-1 3] [-1 4]]"},
		{"row 0", part, "[[0 -1] [-1 3]]"},
		{"three in a row", bad, "[]"},
		{"empty", board.State{}, "[]"},
	} {
		v, err := Kind.(Nonogram).CheckState(p, tc.st)
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(v.Met); got != tc.want {
			t.Errorf("%s: met %s, want %s", tc.name, got, tc.want)
		}
	}
	for _, tc := range []struct {
		clue, line []int
		want       bool
	}{{[]int{2}, []int{1, 1, 0}, true}, {[]int{2}, []int{1, 1, 1}, false}, {nil, []int{-1, 0}, false}, {[]int{0}, []int{-1, -1}, true}, {[]int{1, 1}, []int{1, 0, 1}, true}} {
		if got := lineMet(tc.line, tc.clue); got != tc.want {
			t.Errorf("lineMet(%v, %v) = %v, want %v", tc.line, tc.clue, got, tc.want)
		}
	}
	for _, tc := range []struct {
		clue  []int
		cells []int
		want  bool
	}{{[]int{2}, []int{0, 0, 0}, true}, {[]int{2}, []int{1, -1, 1}, false}, {nil, []int{0, 1}, false},
		{[]int{1, 1}, []int{0, 0, 0}, true}, {[]int{1, 1}, []int{0, 1, 0}, false}, {[]int{3}, []int{0, 0, 0}, true}} {
		if got := fits(tc.clue, tc.cells); got != tc.want {
			t.Errorf("fits(%v, %v) = %v, want %v", tc.clue, tc.cells, got, tc.want)
		}
	}
}
