package nonogram

import "testing"

// TestLineSolve: a line solver's classic cases, the overlap of a long
// run, a cell no run reaches, a gap too small.
func TestLineSolve(t *testing.T) {
	ls := lineSolve(make([]int8, 10), []int{8})
	for i := 0; i < 10; i++ {
		if got, want := !ls.canEmpty[i], i >= 2 && i < 8; got != want || (want && !ls.overlap(i)) {
			t.Errorf("run 8 in 10 cells: cell %d forced %v, want %v", i, got, want)
		}
	}
	// 1 shaded at 0, runs 1 1 in 5: cell 1 is out of every run's reach
	ls = lineSolve([]int8{1, 0, 0, 0, 0}, []int{1, 1})
	if ls.canShade[1] || ls.reached(1) {
		t.Errorf("cell 1 beside a finished run of 1: canShade %v reached %v", ls.canShade[1], ls.reached(1))
	}
	// run 2 cannot use the one-cell gap between two empty cells
	known := []int8{-1, 0, -1, 0, 0, 0}
	ls = lineSolve(known, []int{2})
	if _, _, small := ls.gap(1, known); ls.canShade[1] || !small && ls.reached(1) {
		t.Errorf("a one-cell gap and a run of 2: canShade %v small %v", ls.canShade[1], small)
	}
	if lineSolve([]int8{1, 1, 1, 0}, []int{2}) != nil {
		t.Error("three shaded cells fit a run of 2")
	}
	if ls := lineSolve(make([]int8, 3), nil); ls == nil || ls.canShade[0] {
		t.Error("a line without runs")
	}
}
