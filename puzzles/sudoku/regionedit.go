package sudoku

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// Jigsaw Sudoku's regions are drawn with the setter's editor
// (puzzle.RegionEditor; classic Sudoku's boxes are not). A setter moves
// cells one at a time, so the editor takes any map of N connected
// regions (each connected part of one number is a region of its own),
// of any sizes: a map whose regions have not N cells each reads and
// writes like any other (the readers take it too, so that the page's
// text box holds it), has no solution, and says why (Puzzle.Uneven:
// the Note of its empty-clause encoding and the Reason). A map of more
// or fewer than N regions is refused: digits 1..N name the regions.

// Regions is p's region map: map[r][c] the region of cell (r,c).
func (JigsawSudoku) Regions(pz puzzle.Puzzle) ([][]int, error) {
	p, ok := pz.(*Puzzle)
	if !ok || len(p.Regions) != p.N*p.N {
		return nil, fmt.Errorf("%s: the regions of a %T", JigsawName, pz)
	}
	out := make([][]int, p.N)
	for r := range out {
		out[r] = slices.Clone(p.Regions[r*p.N : (r+1)*p.N])
	}
	return out, nil
}

// SetRegions is p with the region map regs, when it has N connected
// regions (of any sizes).
func (JigsawSudoku) SetRegions(pz puzzle.Puzzle, regs [][]int) (puzzle.Puzzle, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("%s: editing a %T", JigsawName, pz)
	}
	n := p.N
	g, err := edit.NewRegions(n, n, regs)
	if err != nil {
		return nil, edit.Refused(JigsawName, err)
	}
	if g.N != n {
		return nil, fmt.Errorf("%s: the map has %d regions, a %dx%d grid needs %d (one per digit)", JigsawName, g.N, n, n, n)
	}
	q := *p
	q.Regions = slices.Clone(g.Of)
	q.ref, q.src, q.GivenPos = nil, nil, nil
	if err := q.Validate(); err != nil {
		return nil, edit.Refused(JigsawName, err)
	}
	return &q, nil
}
