package gokigen

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor): the clues stand on the corners,
// the dots of the board, dot [i,j] being corner (i,j); a corner holds no
// clue ("") or 0..4. Gokigen edits its own Puzzle.

var editValues = []board.CellValue{{Value: "0", Text: "0"}, {Value: "1", Text: "1"},
	{Value: "2", Text: "2"}, {Value: "3", Text: "3"}, {Value: "4", Text: "4"}}

// ClueValues are 0..4.
func (Gokigen) ClueValues(puzzle.Puzzle) []board.CellValue { return editValues }

// CluesOnFaces is false: the clues go on the dots, though a player's
// diagonals go in the faces.
func (Gokigen) CluesOnFaces() bool { return false }

func editCorner(pz puzzle.Puzzle, at [2]int) (*Puzzle, int, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, 0, fmt.Errorf("gokigen: editing a %T", pz)
	}
	if at[0] < 0 || at[0] > p.Rows || at[1] < 0 || at[1] > p.Cols {
		return nil, 0, fmt.Errorf("no corner (%d,%d) on the %dx%d grid", at[0]+1, at[1]+1, p.Rows, p.Cols)
	}
	return p, p.Corner(at[0], at[1]), nil
}

// ClueAt is the clue of corner at: "0".."4" or "" (none).
func (Gokigen) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, k, err := editCorner(pz, at)
	if err != nil || p.Clues[k] == None {
		return "", err
	}
	return strconv.Itoa(p.Clues[k]), nil
}

// SetClue gives corner at the clue value ("" removes it).
func (Gokigen) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, k, err := editCorner(pz, at)
	if err != nil {
		return nil, err
	}
	v := None
	if value != "" {
		if v = slices.IndexFunc(editValues, func(c board.CellValue) bool { return c.Value == value }); v < 0 {
			return nil, fmt.Errorf("gokigen: %q is not a clue (want 0..4)", value)
		}
	}
	q := *p
	q.Clues = slices.Clone(p.Clues)
	q.Clues[k] = v
	q.CluePos = nil
	q.file, q.src, q.ref = "", nil, nil
	return &q, nil
}
