package norinori

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestRegionEditor: a map with a cell in no region is refused with the
// reason (every Norinori cell is in one); a region of one cell is taken,
// and the Reasoner says why it has no solution.
func TestRegionEditor(t *testing.T) {
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "t", Data: []byte("2 2\n- -\n- -\n1 1\n2 2\n")}, "janko")
	if err != nil || items[0].Err != nil {
		t.Fatal(err, items[0].Err)
	}
	p := items[0].Puzzle
	re := Kind.(puzzle.RegionEditor)
	if _, err := re.SetRegions(p, [][]int{{0, -1}, {1, 1}}); err == nil || !strings.Contains(err.Error(), "in no region") {
		t.Errorf("a cell in no region: %v", err)
	}
	q, err := re.SetRegions(p, [][]int{{0, 1}, {2, 2}})
	if err != nil {
		t.Fatal(err)
	}
	if r := Kind.(puzzle.Reasoner).Reason(q); !strings.Contains(r, "1 cell") {
		t.Errorf("reason %q", r)
	}
}
