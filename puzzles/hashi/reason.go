package hashi

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): the
// clues sum to an odd number (every bridge counts at both its ends), or
// an island needs more bridges than its neighbours can take (M to each
// neighbour, and no more than a neighbour's own clue). "" when neither
// applies.
func (kind) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok {
		return ""
	}
	at := map[[2]int]int{}
	sum, known := 0, true
	for i, is := range p.Islands {
		at[[2]int{is.Row, is.Col}] = i
		if is.Known() {
			sum += is.Clue
		} else {
			known = false
		}
	}
	for _, is := range p.Islands {
		if !is.Known() {
			continue
		}
		most := 0
		for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			for r, c := is.Row+d[0], is.Col+d[1]; r >= 0 && r < p.Height && c >= 0 && c < p.Width; r, c = r+d[0], c+d[1] {
				j, ok := at[[2]int{r, c}]
				if !ok {
					continue
				}
				n := p.MaxBridges
				if o := p.Islands[j]; o.Known() && o.Clue < n {
					n = o.Clue
				}
				most += n
				break
			}
		}
		if is.Clue > most {
			return fmt.Sprintf("the island at row %d, column %d needs %d bridges but its neighbours can take at most %d", is.Row+1, is.Col+1, is.Clue, most)
		}
	}
	if known && sum%2 == 1 {
		return fmt.Sprintf("the clues sum to %d, an odd number, but every bridge counts at both its ends, so the sum must be even", sum)
	}
	return ""
}
