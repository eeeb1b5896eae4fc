package lits

import (
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// TestRegionEditor: a cell joins its neighbour's region; the puzzle it
// was given is left as it was.
func TestRegionEditor(t *testing.T) {
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "t", Data: []byte("2 2\n0 0\n1 1\n")}, "janko")
	if err != nil || items[0].Err != nil {
		t.Fatal(err, items[0].Err)
	}
	p := items[0].Puzzle
	re := Kind.(puzzle.RegionEditor)
	regs, _ := re.Regions(p)
	joined, _ := edit.Join(regs, [2]int{1, 1}, [2]int{0, 1})
	q, err := re.SetRegions(p, joined)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := re.Regions(q); !reflect.DeepEqual(got, [][]int{{0, 0}, {1, 0}}) {
		t.Errorf("joined: %v", got)
	}
	if again, _ := re.Regions(p); !reflect.DeepEqual(again, regs) {
		t.Errorf("the given puzzle changed: %v", again)
	}
}
