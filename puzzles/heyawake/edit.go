package heyawake

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// editor is the setter's editor (puzzle.Editor) through the janko form:
// a cell holds no number or one of 0..20 (the reader says when a room
// gets two); the rooms themselves are drawn with the RegionEditor.
var editor = edit.Numbers(0, 20, nil, nil)

func init() {
	editor.Limit = func(pz puzzle.Puzzle) int {
		if p, ok := pz.(*Puzzle); ok {
			return p.Rows*p.Cols + 1 - 0
		}
		return 0
	}
}

// ClueValues (puzzle.Editor): the numbers 0..20, up to the grid's cells.
func (Heyawake) ClueValues(p puzzle.Puzzle) []board.CellValue { return editor.ClueValues(p) }

// ClueAt is cell at's number ("" none).
func (k Heyawake) ClueAt(p puzzle.Puzzle, at [2]int) (string, error) { return editor.ClueAt(k, p, at) }

// SetClue is p with cell at holding number value ("" none).
func (k Heyawake) SetClue(p puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	return editor.SetClue(k, p, at, value)
}
