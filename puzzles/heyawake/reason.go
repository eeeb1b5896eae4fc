package heyawake

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): a
// room whose number is more than its cells can hold with no two shaded
// cells side by side (the setter's editor shows it when a drawn room
// shrinks under its number). "" when none is.
func (Heyawake) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok || p.Rooms == nil || len(p.Nums) != p.Rows*p.Cols {
		return ""
	}
	for k := 0; k < p.Rooms.N; k++ {
		num, at := p.RoomNumber(k)
		if num < 0 {
			continue
		}
		cells := p.Rooms.Cells(k)
		if most := reason.MaxApart(cells, p.Cols); most >= 0 && num > most {
			return fmt.Sprintf("the %d at %s is in a room of %d cells, which holds at most %d shaded cells that do not touch", num, reason.At(at, p.Cols), len(cells), most)
		}
	}
	return ""
}
