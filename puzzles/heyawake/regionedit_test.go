package heyawake

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// TestRegionEditor: joining the cell of one number into the room of
// another is refused (a room has one number); a number stays in its cell
// when its room changes; a room too small for its number is taken, and
// the Reasoner says why it has no solution.
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
		t.Errorf("two numbers in a room: %v", err)
	}
	if r := Kind.(puzzle.Reasoner).Reason(p); r != "" {
		t.Errorf("reason for a puzzle that adds up: %q", r)
	}
	// (0,1) leaves the 2's room: 3 cells hold at most 2 apart, still.
	joined, _ = edit.Join(regs, [2]int{0, 1}, [2]int{0, 2})
	q, err := re.SetRegions(p, joined)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := Kind.(puzzle.Editor).ClueAt(q, [2]int{0, 0}); v != "2" {
		t.Errorf("the 2 moved: %q", v)
	}
	if r := Kind.(puzzle.Reasoner).Reason(q); r != "" {
		t.Errorf("reason %q", r)
	}
	// (1,1) leaves too: 2 cells (0,0) and (1,0) hold one shaded cell.
	joined, _ = edit.Join(joined, [2]int{1, 1}, [2]int{1, 2})
	q, err = re.SetRegions(q, joined)
	if err != nil {
		t.Fatal(err)
	}
	if r := Kind.(puzzle.Reasoner).Reason(q); !strings.Contains(r, "the 2 at row 1, column 1 is in a room of 2 cells, which holds at most 1") {
		t.Errorf("reason %q", r)
	}
}
