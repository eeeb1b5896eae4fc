package sudoku

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// TestJigsawRegionEditor: a single cell moved is refused (a region of
// N+1 cells, with the reason); a map that swaps two cells between
// regions is taken; classic Sudoku draws no regions.
func TestJigsawRegionEditor(t *testing.T) {
	items, err := puzzle.Read(JigsawKind, puzzle.Source{Name: "t", Data: []byte("4 4\n- - - -\n- - - -\n- - - -\n- - - -\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\n")}, "janko")
	if err != nil || items[0].Err != nil {
		t.Fatal(err, items[0].Err)
	}
	p := items[0].Puzzle
	re := JigsawKind.(puzzle.RegionEditor)
	regs, _ := re.Regions(p)
	joined, _ := edit.Join(regs, [2]int{0, 2}, [2]int{0, 1})
	if _, err := re.SetRegions(p, joined); err == nil || !strings.Contains(err.Error(), "would have 5 cells, each region needs 4") {
		t.Errorf("a region of 5: %v", err)
	}
	swapped := [][]int{{0, 0, 1, 1}, {0, 1, 0, 1}, {2, 2, 3, 3}, {2, 2, 3, 3}}
	if _, err := re.SetRegions(p, swapped); err == nil {
		t.Errorf("a region in two parts taken")
	}
	swapped = [][]int{{0, 0, 1, 1}, {0, 2, 1, 1}, {0, 2, 3, 3}, {2, 2, 3, 3}}
	q, err := re.SetRegions(p, swapped)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := re.Regions(q); got[1][1] != got[3][0] || got[2][0] != got[0][0] {
		t.Errorf("swapped: %v", got)
	}
	if _, ok := Kind.(puzzle.RegionEditor); ok {
		t.Error("classic Sudoku draws regions")
	}
}
