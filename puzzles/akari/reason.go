package akari

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): a
// number with fewer white neighbours than the lights it asks for. ""
// when none is.
func (Akari) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok || len(p.Cells) != p.Rows*p.Cols {
		return ""
	}
	for i, v := range p.Cells {
		if v < 0 {
			continue
		}
		r, c, free := i/p.Cols, i%p.Cols, 0
		for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			rr, cc := r+d[0], c+d[1]
			if rr >= 0 && rr < p.Rows && cc >= 0 && cc < p.Cols && p.Cells[rr*p.Cols+cc] == White {
				free++
			}
		}
		if v > free {
			return fmt.Sprintf("the %d at %s needs %d lights next to it but has %d white neighbours", v, reason.At(i, p.Cols), v, free)
		}
	}
	return ""
}
