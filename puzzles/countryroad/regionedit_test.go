package countryroad

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// TestRegionEditor: a region with two numbers is refused with the
// reason; a number stays in its cell when its region grows.
func TestRegionEditor(t *testing.T) {
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "t", Data: []byte("2 3\n2 - 1\n- - -\n1 1 2\n1 1 2\n")}, "janko")
	if err != nil || items[0].Err != nil {
		t.Fatal(err, items[0].Err)
	}
	p := items[0].Puzzle
	re := Kind.(puzzle.RegionEditor)
	regs, _ := re.Regions(p)
	joined, _ := edit.Join(regs, [2]int{0, 2}, [2]int{0, 1})
	if _, err := re.SetRegions(p, joined); err == nil || !strings.Contains(err.Error(), "two numbers") {
		t.Errorf("two numbers in a region: %v", err)
	}
	joined, _ = edit.Join(regs, [2]int{1, 2}, [2]int{1, 1})
	q, err := re.SetRegions(p, joined)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := Kind.(puzzle.Editor).ClueAt(q, [2]int{0, 2}); v != "1" {
		t.Errorf("the 1 moved: %q", v)
	}
}
