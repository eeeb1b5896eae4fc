package starbattle

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner):
// the rows and the regions ask for different numbers of stars (K in each
// row, K in each region), a line too short for K stars that do not touch,
// or a region with fewer cells than K. "" when none applies.
func (StarBattle) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok || p.Regions == nil || p.Stars < 1 {
		return ""
	}
	k := p.Stars
	if s := reason.Totals("stars", fmt.Sprintf("%d stars in each of the %d rows", k, p.Rows), k*p.Rows,
		fmt.Sprintf("in each of the %d regions", p.Regions.N), k*p.Regions.N); s != "" {
		return "the " + s
	}
	if s := reason.Totals("stars", fmt.Sprintf("%d stars in each of the %d rows", k, p.Rows), k*p.Rows,
		fmt.Sprintf("in each of the %d columns", p.Cols), k*p.Cols); s != "" {
		return "the " + s
	}
	if n := min(p.Rows, p.Cols); k > reason.Apart(max(p.Rows, p.Cols)) || k > reason.Apart(n) {
		return fmt.Sprintf("a line of %d cells holds at most %d stars that do not touch, but each needs %d", n, reason.Apart(n), k)
	}
	for _, g := range reason.Regions(p.Regions.Of, p.Cols) {
		if len(g.Cells) < k {
			return fmt.Sprintf("%s has %d cells but needs %d stars", g.Name, len(g.Cells), k)
		}
	}
	return ""
}
