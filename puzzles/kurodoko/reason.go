package kurodoko

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): a
// number larger than the cells of its row and column (itself counted
// once): ROWS+COLS-1. "" when none is.
func (Kurodoko) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok {
		return ""
	}
	most := p.Rows + p.Cols - 1
	for i, v := range p.Nums {
		if v > most {
			return fmt.Sprintf("the %d at %s counts the cells it sees, but its row and column hold %d cells", v, reason.At(i, p.Cols), most)
		}
	}
	return ""
}
