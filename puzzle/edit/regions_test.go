package edit

import (
	"reflect"
	"testing"
)

func TestJoin(t *testing.T) {
	regs := [][]int{
		{7, 7, 3},
		{7, 3, 3},
	}
	for _, tc := range []struct {
		at, to [2]int
		want   [][]int
	}{
		{[2]int{0, 1}, [2]int{0, 2}, [][]int{{0, 1, 1}, {0, 1, 1}}},
		{[2]int{0, 0}, [2]int{0, 0}, [][]int{{0, 1, 2}, {3, 2, 2}}}, // own region; (1,0) is cut off from (0,1)
		{[2]int{1, 1}, [2]int{1, 0}, [][]int{{0, 0, 1}, {0, 0, 1}}}, // joins the left region
		{[2]int{0, 2}, [2]int{0, 1}, [][]int{{0, 0, 0}, {0, 1, 1}}}, // the right region shrinks
	} {
		got, err := Join(regs, tc.at, tc.to)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Join(%v, %v) = %v, want %v", tc.at, tc.to, got, tc.want)
		}
	}
	if regs[0][0] != 7 {
		t.Error("Join changed its input")
	}
	// A cell in no region (-1) stays so; a cell joined to it leaves its region.
	got, err := Join([][]int{{-1, 4, 4}, {-5, 4, 2}}, [2]int{0, 1}, [2]int{0, 0})
	if want := [][]int{{-1, -1, 0}, {-1, 1, 2}}; err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Join with cells in no region = %v, %v, want %v", got, err, want)
	}
	if _, err := Join(regs, [2]int{0, 0}, [2]int{1, 1}); err == nil {
		t.Error("a diagonal join was accepted")
	}
	if _, err := Join(regs, [2]int{5, 0}, [2]int{5, 0}); err == nil {
		t.Error("a cell off the map was accepted")
	}
}
