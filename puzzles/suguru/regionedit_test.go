package suguru

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestRegionEditor: a region of more than 9 cells is refused with the
// reason; the givens stay in their cells.
func TestRegionEditor(t *testing.T) {
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "t", Data: []byte("2 5\n1 - - - -\n- - - - 2\n1 1 2 2 2\n1 1 2 2 2\n")}, "janko")
	if err != nil || items[0].Err != nil {
		t.Fatal(err, items[0].Err)
	}
	p := items[0].Puzzle
	re := Kind.(puzzle.RegionEditor)
	if _, err := re.SetRegions(p, [][]int{{0, 0, 0, 0, 0}, {0, 0, 0, 0, 0}}); err == nil || !strings.Contains(err.Error(), "more than 9") {
		t.Errorf("a region of 10 cells: %v", err)
	}
	q, err := re.SetRegions(p, [][]int{{0, 0, 0, 1, 1}, {0, 0, 1, 1, 1}})
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := Kind.(puzzle.Editor).ClueAt(q, [2]int{1, 4}); v != "2" {
		t.Errorf("the 2 moved: %q", v)
	}
}
