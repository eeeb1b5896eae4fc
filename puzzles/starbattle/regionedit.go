package starbattle

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
	"github.com/puzzlesat/puzzlesat/shape/regions"
)

// The setter's editor draws the regions (puzzle.RegionEditor): Regions
// is the map of p's regions, SetRegions gives p another map (each
// connected part of one number a region of its own; a cell in no region stays so), refused with
// Validate's reason.

// Regions is p's region map: map[r][c] the region of cell (r,c), -1 for a
// cell in none.
func (k StarBattle) Regions(pz puzzle.Puzzle) ([][]int, error) {
	return edit.RegionMap(k.Name(), pz, func(p *Puzzle) *regions.Regions { return p.Regions })
}

// SetRegions is p with the region map regs: a new puzzle.
func (k StarBattle) SetRegions(pz puzzle.Puzzle, regs [][]int) (puzzle.Puzzle, error) {
	return edit.WithRegions(k.Name(), pz, regs,
		func(p *Puzzle) (int, int) { return p.Rows, p.Cols },
		func(q *Puzzle, g *regions.Regions) { q.Regions, q.ref, q.src = g, nil, nil })
}
