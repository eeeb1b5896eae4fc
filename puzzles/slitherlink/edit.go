package slitherlink

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor, puzzle.FaceEditor): the clues
// stand in the faces of the board's dots grid, face [r,c] being cell
// (r,c) of the puzzle; a face holds no clue (""), 0..3 or "?" (a clue of
// unknown value). Slitherlink edits its own Puzzle.

var editValues = []board.CellValue{{Value: "0", Text: "0"}, {Value: "1", Text: "1"},
	{Value: "2", Text: "2"}, {Value: "3", Text: "3"}, {Value: "?", Text: "?"}}

// ClueValues are 0..3 and "?".
func (Slitherlink) ClueValues(puzzle.Puzzle) []board.CellValue { return editValues }

// CluesOnFaces: the clues go in the faces between four dots.
func (Slitherlink) CluesOnFaces() bool { return true }

func editCell(pz puzzle.Puzzle, at [2]int) (*Puzzle, int, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, 0, fmt.Errorf("slitherlink: editing a %T", pz)
	}
	if at[0] < 0 || at[0] >= p.Rows || at[1] < 0 || at[1] >= p.Cols {
		return nil, 0, fmt.Errorf("no cell (%d,%d) on the %dx%d grid", at[0]+1, at[1]+1, p.Rows, p.Cols)
	}
	return p, at[0]*p.Cols + at[1], nil
}

// ClueAt is the clue of cell at: "0".."4", "?" or "" (none).
func (Slitherlink) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, i, err := editCell(pz, at)
	if err != nil || p.Clues[i] == None {
		return "", err
	}
	return string(clueChar(p.Clues[i])), nil
}

// SetClue gives cell at the clue value ("" removes it).
func (Slitherlink) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, i, err := editCell(pz, at)
	if err != nil {
		return nil, err
	}
	v := None
	if value != "" {
		k := slices.IndexFunc(editValues, func(c board.CellValue) bool { return c.Value == value })
		if k < 0 {
			return nil, fmt.Errorf("slitherlink: %q is not a clue (want 0..3 or ?)", value)
		}
		v = k
		if value == "?" {
			v = Unknown
		}
	}
	q := *p
	q.Clues = slices.Clone(p.Clues)
	q.Clues[i] = v
	q.CluePos = nil
	q.ref = nil
	return &q, nil
}
