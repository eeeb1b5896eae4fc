package norinori

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): a
// region of one cell (each region holds exactly two shaded cells). ""
// when none is.
func (Norinori) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok || p.Regions == nil {
		return ""
	}
	for _, g := range reason.Regions(p.Regions.Of, p.Cols) {
		if len(g.Cells) < 2 {
			return fmt.Sprintf("%s has %d cell but must hold two shaded cells", g.Name, len(g.Cells))
		}
	}
	return ""
}
