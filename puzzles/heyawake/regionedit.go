package heyawake

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
	"github.com/puzzlesat/puzzlesat/shape/regions"
)

// The setter's editor draws the rooms (puzzle.RegionEditor): Regions
// is the map of p's rooms, SetRegions gives p another map (each
// connected part of one number a rooms of its own; a number stays in its cell), refused with
// Validate's reason.

// Regions is p's room map: map[r][c] the room of cell (r,c), -1 for a
// cell in none.
func (k Heyawake) Regions(pz puzzle.Puzzle) ([][]int, error) {
	return edit.RegionMap(k.Name(), pz, func(p *Puzzle) *regions.Regions { return p.Rooms })
}

// SetRegions is p with the room map regs: a new puzzle.
func (k Heyawake) SetRegions(pz puzzle.Puzzle, regs [][]int) (puzzle.Puzzle, error) {
	return edit.WithRegions(k.Name(), pz, regs,
		func(p *Puzzle) (int, int) { return p.Rows, p.Cols },
		func(q *Puzzle, g *regions.Regions) { q.Rooms, q.ref, q.src = g, nil, nil })
}
