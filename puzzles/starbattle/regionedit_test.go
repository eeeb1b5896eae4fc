package starbattle

import (
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// TestRegionEditor: a cell joins its neighbour's region, a cell joined to
// a cell in no region ('.') leaves every region, and a map of another
// shape is refused with the reason.
func TestRegionEditor(t *testing.T) {
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "t", Data: []byte("stars 1\nA.B\nAAB\nCCC\n")}, "")
	if err != nil || items[0].Err != nil {
		t.Fatal(err, items[0].Err)
	}
	p := items[0].Puzzle
	re := Kind.(puzzle.RegionEditor)
	regs, _ := re.Regions(p)
	if want := [][]int{{0, -1, 1}, {0, 0, 1}, {2, 2, 2}}; !reflect.DeepEqual(regs, want) {
		t.Fatalf("Regions = %v, want %v", regs, want)
	}
	for _, tc := range []struct {
		at, to [2]int
		want   [][]int
	}{
		{[2]int{1, 2}, [2]int{1, 1}, [][]int{{0, -1, 1}, {0, 0, 0}, {2, 2, 2}}},
		{[2]int{0, 0}, [2]int{0, 1}, [][]int{{-1, -1, 0}, {1, 1, 0}, {2, 2, 2}}},
	} {
		joined, err := edit.Join(regs, tc.at, tc.to)
		if err != nil {
			t.Fatal(err)
		}
		q, err := re.SetRegions(p, joined)
		if err != nil {
			t.Fatalf("join %v to %v: %v", tc.at, tc.to, err)
		}
		if got, _ := re.Regions(q); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("join %v to %v: %v, want %v", tc.at, tc.to, got, tc.want)
		}
	}
	if _, err := re.SetRegions(p, [][]int{{0, 0}}); err == nil || !strings.Contains(err.Error(), "rows") {
		t.Errorf("a 1x2 map: %v", err)
	}
}
