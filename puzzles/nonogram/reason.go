package nonogram

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): a
// line whose runs and the gaps between them need more cells than it has,
// or row clues and column clues that shade different numbers of cells.
// "" when neither applies.
func (Nonogram) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok {
		return ""
	}
	total := func(clues [][]int, line string, n int) (int, string) {
		t := 0
		for i, cs := range clues {
			s := 0
			for _, c := range cs {
				s += c
			}
			t += s
			if need := s + max(0, len(cs)-1); need > n {
				return 0, fmt.Sprintf("the runs of %s %d (%d cells) and the gaps between them need %d cells, but the line has %d", line, i+1, s, need, n)
			}
		}
		return t, ""
	}
	rows, why := total(p.RowClues, "row", p.Cols)
	if why != "" {
		return why
	}
	cols, why := total(p.ColClues, "column", p.Rows)
	if why != "" {
		return why
	}
	return reason.Totals("shaded cells", "the row clues", rows, "the column clues", cols)
}
