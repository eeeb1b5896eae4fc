package sudoku

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// Jigsaw Sudoku's regions are drawn with the setter's editor
// (puzzle.RegionEditor; classic Sudoku's boxes are not). Every region
// holds each digit once, so a map is taken only when it has N regions
// of N cells each (connected: each connected part of one number is a
// region of its own): a single cell moved from one region to another
// never is, and the editor says why.

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

// SetRegions is p with the region map regs, when it has N regions of N
// cells.
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
	for k := 0; k < g.N; k++ {
		if cs := g.Cells(k); len(cs) != n {
			return nil, fmt.Errorf("%s: the region at row %d, column %d would have %d cells, each region needs %d (one per digit)", JigsawName, cs[0]/n+1, cs[0]%n+1, len(cs), n)
		}
	}
	q := *p
	q.Regions = slices.Clone(g.Of)
	q.ref, q.src, q.GivenPos = nil, nil, nil
	if err := q.Validate(); err != nil {
		return nil, edit.Refused(JigsawName, err)
	}
	return &q, nil
}
