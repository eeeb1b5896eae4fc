package kenken

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): a
// sum cage whose target is out of reach of its cells (digits 1..N; all
// different in a Killer Sudoku's cage), or a one-cell cage whose target
// is not a digit. "" when none applies.
func (Cages) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok {
		return ""
	}
	for _, c := range p.Cages {
		if len(c.Cells) == 0 || c.Op == NoTarget {
			continue
		}
		where := "the cage at " + reason.At(c.Cells[0], p.N)
		switch {
		case c.Op == Given || len(c.Cells) == 1 && (c.Op == Add || c.Op == Mul):
			if c.Target < 1 || c.Target > p.N {
				return fmt.Sprintf("%s is one cell but its target %d is not a digit 1..%d", where, c.Target, p.N)
			}
		case c.Op == Add || p.Killer:
			if s := reason.Sum(where, c.Target, len(c.Cells), 1, p.N, p.Killer); s != "" {
				return s
			}
		}
	}
	return ""
}
