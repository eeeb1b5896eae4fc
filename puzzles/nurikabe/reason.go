package nurikabe

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): the
// islands' sizes (the numbers) add up to more cells than the grid has.
// "" otherwise.
func (Nurikabe) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok {
		return ""
	}
	sum := 0
	for _, v := range p.Cells {
		if v > 0 {
			sum += v
		}
	}
	if n := p.Rows * p.Cols; sum > n {
		return fmt.Sprintf("the islands' sizes (the numbers) add up to %d cells but the %dx%d grid has %d", sum, p.Cols, p.Rows, n)
	}
	return ""
}
