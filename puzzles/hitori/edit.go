package hitori

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor): a cell holds a number 1..N, N
// the longer side of the grid, or none (""; pzprjs's empty cell, which
// never repeats). Every cell of a Hitori usually holds a number, so a
// click cycles a cell's number on to the next. Hitori edits its own
// Puzzle.

// ClueValues are the numbers 1..max(Rows, Cols).
func (Hitori) ClueValues(pz puzzle.Puzzle) []board.CellValue {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil
	}
	var vs []board.CellValue
	for n := 1; n <= max(p.Rows, p.Cols); n++ {
		t := strconv.Itoa(n)
		vs = append(vs, board.CellValue{Value: t, Text: t})
	}
	return vs
}

func editCell(pz puzzle.Puzzle, at [2]int) (*Puzzle, int, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, 0, fmt.Errorf("hitori: editing a %T", pz)
	}
	if at[0] < 0 || at[0] >= p.Rows || at[1] < 0 || at[1] >= p.Cols {
		return nil, 0, fmt.Errorf("no cell (%d,%d) on the %dx%d grid", at[0]+1, at[1]+1, p.Rows, p.Cols)
	}
	return p, at[0]*p.Cols + at[1], nil
}

// ClueAt is the number of cell at, "" when it has none.
func (Hitori) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, i, err := editCell(pz, at)
	if err != nil || p.Nums[i] == 0 {
		return "", err
	}
	return strconv.Itoa(p.Nums[i]), nil
}

// SetClue gives cell at the number value ("" leaves it without one).
func (k Hitori) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, i, err := editCell(pz, at)
	if err != nil {
		return nil, err
	}
	n := 0
	if value != "" {
		if n, err = strconv.Atoi(value); err != nil || n < 1 || n > max(p.Rows, p.Cols) {
			return nil, fmt.Errorf("hitori: %q is not a number 1..%d", value, max(p.Rows, p.Cols))
		}
	}
	q := *p
	q.Nums = append([]int(nil), p.Nums...)
	q.Nums[i] = n
	q.file, q.src, q.ref = "", nil, nil
	return &q, nil
}
