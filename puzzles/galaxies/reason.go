package galaxies

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Reason says why p has no solution when a glance shows it
// (puzzle.Reasoner): two centres that touch one cell (a centre in a cell
// and one on its side or corner, say), which would have to be in both
// galaxies. "" otherwise (the puzzle may still have no solution).
func (Galaxies) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok || p.Validate() != nil {
		return ""
	}
	by := map[[2]int]int{} // a cell -> the first dot touching it
	for i, d := range p.Dots {
		for _, t := range p.Touching(d) {
			if j, ok := by[t]; ok {
				return fmt.Sprintf("%s and %s both touch cell (%d,%d), which can be in one galaxy only", p.DotWords(j), p.DotWords(i), t[0], t[1])
			}
			by[t] = i
		}
	}
	return ""
}
