package sudoku

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

// Reason says, by counting, why p has no solution (puzzle.Reasoner): a
// digit given twice in a row, a column, a box (region) or, for Sudoku X,
// a diagonal; first, a jigsaw region whose size is not N (Puzzle.Uneven:
// the region editor's maps in between). "" when none is.
func (Sudoku) Reason(pz puzzle.Puzzle) string {
	p, ok := pz.(*Puzzle)
	if !ok || len(p.Givens) != p.N*p.N {
		return ""
	}
	if len(p.Regions) == len(p.Givens) {
		if why := p.Uneven(); why != "" {
			return why
		}
	}
	gs := reason.Lines(p.N, p.N)
	if len(p.Regions) == len(p.Givens) {
		gs = append(gs, reason.Regions(p.Regions, p.N)...)
	}
	if p.X {
		d1, d2 := reason.Group{Name: "the main diagonal"}, reason.Group{Name: "the anti-diagonal"}
		for k := 0; k < p.N; k++ {
			d1.Cells = append(d1.Cells, k*p.N+k)
			d2.Cells = append(d2.Cells, k*p.N+p.N-1-k)
		}
		gs = append(gs, d1, d2)
	}
	return reason.Twice(gs, p.N, "digit", func(i int) (int, bool) { return p.Givens[i], p.Givens[i] > 0 })
}
