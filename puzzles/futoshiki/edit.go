package futoshiki

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.HalfEditor), on the board's doubled grid
// (the cells' corners even): position [2r+1,2c+1], the centre of cell
// [r,c], holds a given digit 1..N or none; [2r+1,2c+2], the side between
// [r,c] and [r,c+1], holds "<" or ">" (the sign read left to right); and
// [2r+2,2c+1], the side between [r,c] and [r+1,c], holds "^" (the upper
// cell is less: drawn ∧) or "v" (greater: ∨), as the text form writes
// them. In adjacent mode a side holds the bar ("|" across, "-" down) or
// nothing. Corners hold nothing. Futoshiki edits its own Puzzle (the
// mode is kept).

// HalfPlaces: givens in the cells' centres, signs on their sides.
func (Futoshiki) HalfPlaces() []string { return []string{puzzle.HalfCentre, puzzle.HalfSide} }

// place is what a half-grid position of p is: a cell (i, side false) or
// the side after cell i (across: to its right neighbour, else the one
// below).
type place struct {
	i            int
	side, across bool
}

func editPlace(pz puzzle.Puzzle, at [2]int) (*Puzzle, place, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, place{}, fmt.Errorf("futoshiki: editing a %T", pz)
	}
	n, y, x := p.N, at[0], at[1]
	if y < 1 || x < 1 || y > 2*n-1 || x > 2*n-1 {
		return nil, place{}, fmt.Errorf("half-cell (%d,%d) is not inside the %dx%d grid (1 to %d)", y, x, n, n, 2*n-1)
	}
	switch {
	case y%2 == 1 && x%2 == 1:
		return p, place{i: (y/2)*n + x/2}, nil
	case y%2 == 1: // between (y/2, x/2-1) and (y/2, x/2)
		return p, place{i: (y/2)*n + x/2 - 1, side: true, across: true}, nil
	case x%2 == 1: // between (y/2-1, x/2) and (y/2, x/2)
		return p, place{i: (y/2-1)*n + x/2, side: true}, nil
	}
	return nil, place{}, fmt.Errorf("half-cell (%d,%d) is a corner: futoshiki has no clues at corners", y, x)
}

// signValues are the values of a side, in the order a click cycles them.
func signValues(p *Puzzle, across bool) []board.CellValue {
	var rels []Rel
	if p.Adjacent {
		rels = []Rel{Next}
	} else {
		rels = []Rel{Less, Greater}
	}
	var vs []board.CellValue
	for _, r := range rels {
		vs = append(vs, board.CellValue{Value: signValue(r, across), Text: signText(r, across)})
	}
	return vs
}

// signValue is a relation as the editor names it (the text form's
// characters).
func signValue(rel Rel, across bool) string {
	if rel == NoRel {
		return ""
	}
	if across {
		return string(" ><|"[rel])
	}
	return string(" v^-"[rel])
}

// HalfClueValues are the digits 1..N in a cell, the signs (or the bar)
// on a side, nothing at a corner or off the grid.
func (Futoshiki) HalfClueValues(pz puzzle.Puzzle, at [2]int) []board.CellValue {
	p, pl, err := editPlace(pz, at)
	if err != nil {
		return nil
	}
	if pl.side {
		return signValues(p, pl.across)
	}
	vs := make([]board.CellValue, 0, p.N)
	for d := 1; d <= p.N; d++ {
		t := strconv.Itoa(d)
		vs = append(vs, board.CellValue{Value: t, Text: t})
	}
	return vs
}

// HalfClueAt is the given digit or the sign at at ("" none).
func (Futoshiki) HalfClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, pl, err := editPlace(pz, at)
	if err != nil {
		return "", err
	}
	switch {
	case pl.side && pl.across:
		return signValue(p.Right[pl.i], true), nil
	case pl.side:
		return signValue(p.Down[pl.i], false), nil
	case p.Given[pl.i] == None:
		return "", nil
	}
	return strconv.Itoa(p.Given[pl.i]), nil
}

// SetHalfClue gives a cell a digit or a side a sign ("" removes it).
func (Futoshiki) SetHalfClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, pl, err := editPlace(pz, at)
	if err != nil {
		return nil, err
	}
	q := *p
	q.Given, q.Right, q.Down = slices.Clone(p.Given), slices.Clone(p.Right), slices.Clone(p.Down)
	if !pl.side {
		d := None
		if value != "" {
			if d, err = strconv.Atoi(value); err != nil || d < 1 || d > p.N {
				return nil, fmt.Errorf("futoshiki: %q is not a digit 1..%d", value, p.N)
			}
		}
		q.Given[pl.i] = d
		return &q, nil
	}
	rel := NoRel
	if value != "" {
		found := false
		for _, v := range signValues(p, pl.across) {
			if v.Value == value {
				found = true
			}
		}
		for r := Greater; r <= Next && found; r++ {
			if signValue(r, pl.across) == value {
				rel = r
			}
		}
		if !found {
			return nil, fmt.Errorf("futoshiki: %q is not a sign of this side (want one of %v)", value, valueList(signValues(p, pl.across)))
		}
	}
	if pl.across {
		q.Right[pl.i] = rel
	} else {
		q.Down[pl.i] = rel
	}
	return &q, nil
}

func valueList(vs []board.CellValue) []string {
	var out []string
	for _, v := range vs {
		out = append(out, v.Value)
	}
	return out
}
