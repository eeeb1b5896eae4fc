package shikaku

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): the
// rooms' areas (the clues, when all are known) do not add up to the
// grid's cells, or a clue is larger than the grid. "" when neither
// applies.
func (kind) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok {
		return ""
	}
	cells := p.Width * p.Height
	sum, known := 0, true
	for _, c := range p.Clues {
		if c.N == Unknown {
			known = false
			continue
		}
		if c.N > cells {
			return fmt.Sprintf("the clue %d at row %d, column %d is larger than the %dx%d grid's %d cells", c.N, c.Row+1, c.Col+1, p.Width, p.Height, cells)
		}
		sum += c.N
	}
	if known && len(p.Clues) > 0 && sum != cells {
		return fmt.Sprintf("the rooms' areas (the clues) add up to %d but the %dx%d grid has %d cells", sum, p.Width, p.Height, cells)
	}
	return ""
}
