package sudoku

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor): a cell holds a given digit 1..N
// or none. Sudoku edits its own Puzzle rather than through the janko
// form, which carries neither the X variant nor the boxes' shape.

// ClueValues are the digits 1..N.
func (Sudoku) ClueValues(pz puzzle.Puzzle) []board.CellValue {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil
	}
	var vs []board.CellValue
	for d := 1; d <= p.N; d++ {
		t := digitText(d)
		vs = append(vs, board.CellValue{Value: t, Text: t})
	}
	return vs
}

func editCell(pz puzzle.Puzzle, at [2]int) (*Puzzle, int, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, 0, fmt.Errorf("sudoku: editing a %T", pz)
	}
	if at[0] < 0 || at[0] >= p.N || at[1] < 0 || at[1] >= p.N {
		return nil, 0, fmt.Errorf("no cell (%d,%d) on the %dx%d board", at[0]+1, at[1]+1, p.N, p.N)
	}
	return p, at[0]*p.N + at[1], nil
}

// ClueAt is the given digit of cell at, "" when it has none.
func (Sudoku) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, i, err := editCell(pz, at)
	if err != nil || p.Givens[i] == 0 {
		return "", err
	}
	return digitText(p.Givens[i]), nil
}

// SetClue gives cell at the digit value ("" removes its given).
func (Sudoku) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, i, err := editCell(pz, at)
	if err != nil {
		return nil, err
	}
	d := 0
	if value != "" {
		if d, err = strconv.Atoi(value); err != nil || d < 1 || d > p.N {
			return nil, fmt.Errorf("sudoku: %q is not a digit 1..%d", value, p.N)
		}
	}
	q := *p
	q.Givens = slices.Clone(p.Givens)
	q.Givens[i] = d
	q.GivenPos = nil
	q.ref = nil
	q.src = nil
	return &q, nil
}
