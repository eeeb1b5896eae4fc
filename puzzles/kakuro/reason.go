package kakuro

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): a
// run's sum out of reach of its cells' different digits 1..9, or a run
// longer than nine cells. "" when none is.
func (Kakuro) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok {
		return ""
	}
	for _, r := range p.Runs() {
		if r.Sum > 0 {
			if s := reason.Sum("the "+p.RunName(r), r.Sum, len(r.Cells), 1, 9, true); s != "" {
				return s
			}
		} else if len(r.Cells) > 9 {
			return reason.Sum("the "+p.RunName(r), 45, len(r.Cells), 1, 9, true)
		}
	}
	return ""
}
