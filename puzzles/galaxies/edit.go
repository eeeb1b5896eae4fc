package galaxies

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.HalfEditor): a galaxy's centre goes at any
// half step inside the grid, in a cell, on the side between two cells or
// at a corner of four. Positions are the board's doubled grid: the board
// is a "dots" grid of the cells' corners, so position [y,x] is the dot's
// own doubled place (Dot.Y, Dot.X): [2r+1,2c+1] the centre of cell
// [r,c], [2r,2c] its top-left corner. A click toggles a centre; a black
// dot (pzprjs') counts as a centre and a click removes it. The reader
// decides the rest: the last centre cannot go (a puzzle has one).

// dotValue is the one clue: a centre.
const dotValue = "dot"

// HalfPlaces: centres go in cells, on sides and at corners.
func (Galaxies) HalfPlaces() []string {
	return []string{puzzle.HalfCentre, puzzle.HalfSide, puzzle.HalfCorner}
}

func editPlace(pz puzzle.Puzzle, at [2]int) (*Puzzle, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("galaxies: editing a %T", pz)
	}
	if at[0] < 1 || at[1] < 1 || at[0] > 2*p.Rows-1 || at[1] > 2*p.Cols-1 {
		return nil, fmt.Errorf("half-cell (%d,%d) is not inside the %dx%d grid (1 to %d, 1 to %d)", at[0], at[1], p.Rows, p.Cols, 2*p.Rows-1, 2*p.Cols-1)
	}
	return p, nil
}

// HalfClueValues: a centre, anywhere inside the grid.
func (Galaxies) HalfClueValues(pz puzzle.Puzzle, at [2]int) []board.CellValue {
	if _, err := editPlace(pz, at); err != nil {
		return nil
	}
	return []board.CellValue{{Value: dotValue, Mark: board.MarkDot}}
}

// HalfClueAt is "dot" where a centre stands (black or white), else "".
func (Galaxies) HalfClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, err := editPlace(pz, at)
	if err != nil {
		return "", err
	}
	if p.DotAt(at[0], at[1]) >= 0 {
		return dotValue, nil
	}
	return "", nil
}

// SetHalfClue puts a centre at at ("dot"; one already there stays as it
// is) or removes the one there (""). The puzzle's published solution is
// dropped (it was another puzzle's).
func (Galaxies) SetHalfClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, err := editPlace(pz, at)
	if err != nil {
		return nil, err
	}
	if value != "" && value != dotValue {
		return nil, fmt.Errorf("galaxies: %q is not a clue (want %q or nothing)", value, dotValue)
	}
	q := *p
	q.ref = nil
	q.Dots = slices.Clone(p.Dots)
	q.DotPos = nil
	i := p.DotAt(at[0], at[1])
	switch {
	case value == "" && i >= 0:
		q.Dots = slices.Delete(q.Dots, i, i+1)
	case value != "" && i < 0:
		q.Dots = append(q.Dots, Dot{Y: at[0], X: at[1]})
		q.sortDots()
	}
	if err := q.Validate(); err != nil {
		return nil, err
	}
	return &q, nil
}
