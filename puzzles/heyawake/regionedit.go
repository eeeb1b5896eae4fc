package heyawake

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// The setter's editor draws the rooms (puzzle.RegionEditor): Regions
// is the map of p's rooms, SetRegions gives p another map (each
// connected part of one number a rooms of its own; a number stays in its cell), refused with
// Validate's reason.

// Regions is p's rooms map: map[r][c] the rooms of cell (r,c), -1 for a
// cell in none.
func (Heyawake) Regions(pz puzzle.Puzzle) ([][]int, error) {
	p, ok := pz.(*Puzzle)
	if !ok || p.Rooms == nil {
		return nil, fmt.Errorf("heyawake: the rooms of a %T", pz)
	}
	return p.Rooms.Map(), nil
}

// SetRegions is p with the rooms map regs: a new puzzle.
func (k Heyawake) SetRegions(pz puzzle.Puzzle, regs [][]int) (puzzle.Puzzle, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("heyawake: editing a %T", pz)
	}
	g, err := edit.NewRegions(p.Rows, p.Cols, regs)
	if err != nil {
		return nil, edit.Refused(k.Name(), err)
	}
	q := *p
	q.Rooms, q.ref, q.src = g, nil, nil
	if err := q.Validate(); err != nil {
		return nil, edit.Refused(k.Name(), err)
	}
	return &q, nil
}
