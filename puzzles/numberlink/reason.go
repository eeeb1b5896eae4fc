package numberlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): a
// number placed in one cell only (the setter's editor places a pair's
// two ends one at a time). "" when it has no such reason. It counts the
// numbers itself, sharing no code with the encoder.
func (Numberlink) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok {
		return ""
	}
	seen := map[int]int{}
	first := map[int]int{}
	for i, v := range p.Nums {
		if v != 0 {
			if seen[v] == 0 {
				first[v] = i
			}
			seen[v]++
		}
	}
	lone := -1
	for v, n := range seen {
		if n == 1 && (lone < 0 || v < lone) {
			lone = v
		}
	}
	if lone < 0 {
		return ""
	}
	i := first[lone]
	return fmt.Sprintf("the number %d at row %d, column %d has no partner: a number is a pair of cells that a path joins", lone, i/p.Cols+1, i%p.Cols+1)
}
