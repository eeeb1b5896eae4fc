package countryroad

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// The setter's editor draws the regions (puzzle.RegionEditor): Regions
// is the map of p's regions, SetRegions gives p another map (each
// connected part of one number a region of its own; a number stays in its cell), refused with
// Validate's reason.

// Regions is p's region map: map[r][c] the region of cell (r,c), -1 for a
// cell in none.
func (CountryRoad) Regions(pz puzzle.Puzzle) ([][]int, error) {
	p, ok := pz.(*Puzzle)
	if !ok || p.Regions == nil {
		return nil, fmt.Errorf("countryroad: the regions of a %T", pz)
	}
	return p.Regions.Map(), nil
}

// SetRegions is p with the region map regs: a new puzzle.
func (k CountryRoad) SetRegions(pz puzzle.Puzzle, regs [][]int) (puzzle.Puzzle, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("countryroad: editing a %T", pz)
	}
	g, err := edit.NewRegions(p.Rows, p.Cols, regs)
	if err != nil {
		return nil, edit.Refused(k.Name(), err)
	}
	q := *p
	q.Regions, q.ref, q.src = g, nil, nil
	if err := q.Validate(); err != nil {
		return nil, edit.Refused(k.Name(), err)
	}
	return &q, nil
}
