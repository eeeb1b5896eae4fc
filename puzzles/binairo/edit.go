package binairo

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor): a cell holds a given 0 or 1, or
// none (""). Binairo edits its own Puzzle, so that the distinct-lines
// rule (which the janko form cannot write) is kept.

var editValues = []board.CellValue{{Value: "0", Text: "0"}, {Value: "1", Text: "1"}}

// ClueValues are the digits 0 and 1.
func (Binairo) ClueValues(puzzle.Puzzle) []board.CellValue { return editValues }

func editCell(pz puzzle.Puzzle, at [2]int) (*Puzzle, int, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, 0, fmt.Errorf("binairo: editing a %T", pz)
	}
	if at[0] < 0 || at[0] >= p.Rows || at[1] < 0 || at[1] >= p.Cols {
		return nil, 0, fmt.Errorf("no cell (%d,%d) on the %dx%d grid", at[0]+1, at[1]+1, p.Rows, p.Cols)
	}
	return p, at[0]*p.Cols + at[1], nil
}

// ClueAt is the given digit of cell at, "" when it has none.
func (Binairo) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, i, err := editCell(pz, at)
	if err != nil || p.Givens[i] == Empty {
		return "", err
	}
	return fmt.Sprint(p.Givens[i]), nil
}

// SetClue gives cell at the digit value ("" removes its given).
func (Binairo) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, i, err := editCell(pz, at)
	if err != nil {
		return nil, err
	}
	d := Empty
	if value != "" {
		if d = slices.IndexFunc(editValues, func(c board.CellValue) bool { return c.Value == value }); d < 0 {
			return nil, fmt.Errorf("binairo: %q is not a digit (want 0 or 1)", value)
		}
	}
	q := *p
	q.Givens = slices.Clone(p.Givens)
	q.Givens[i] = d
	q.GivenPos = nil
	q.file, q.src, q.ref = "", nil, nil
	return &q, nil
}
