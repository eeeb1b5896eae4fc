package tents

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): the
// row counts and the column counts add up to different numbers of tents
// (when all are given), or to a number other than the trees' (one tent
// per tree), or a count larger than its line holds (tents never touch,
// so a line of n cells holds at most (n+1)/2). "" when none applies.
func (Tents) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok || len(p.RowCount) != p.Rows || len(p.ColCount) != p.Cols {
		return ""
	}
	trees := 0
	for _, t := range p.Tree {
		if t {
			trees++
		}
	}
	sum := func(cs []int, line string, n int) (int, bool, string) {
		s, all := 0, true
		for i, c := range cs {
			if c == Unknown {
				all = false
				continue
			}
			if c > reason.Apart(n) {
				return 0, false, fmt.Sprintf("%s %d asks for %d tents but its %d cells hold at most %d that do not touch", line, i+1, c, n, reason.Apart(n))
			}
			s += c
		}
		return s, all, ""
	}
	rows, allRows, why := sum(p.RowCount, "row", p.Cols)
	if why != "" {
		return why
	}
	cols, allCols, why := sum(p.ColCount, "column", p.Rows)
	if why != "" {
		return why
	}
	if allRows && allCols {
		if s := reason.Totals("tents", "the row counts", rows, "the column counts", cols); s != "" {
			return s
		}
	}
	for _, t := range []struct {
		all  bool
		n    int
		what string
	}{{allRows, rows, "the row counts"}, {allCols, cols, "the column counts"}} {
		if t.all && t.n != trees {
			return fmt.Sprintf("%s add up to %d tents but there are %d trees, each with one tent", t.what, t.n, trees)
		}
	}
	return ""
}
