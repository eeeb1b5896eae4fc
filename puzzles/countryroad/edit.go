package countryroad

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// editor is the setter's editor (puzzle.Editor) through the janko form:
// a cell holds no number or one of 1..20 (the reader says when a region
// gets two); the regions themselves are drawn with the RegionEditor.
var editor = edit.Numbers(1, 20, nil, nil)

func init() {
	editor.Limit = func(pz puzzle.Puzzle) int {
		if p, ok := pz.(*Puzzle); ok {
			return p.Rows*p.Cols + 1 - 1
		}
		return 0
	}
}

// ClueValues (puzzle.Editor): the numbers 1..20, up to the grid's cells.
func (CountryRoad) ClueValues(p puzzle.Puzzle) []board.CellValue { return editor.ClueValues(p) }

// ClueAt is cell at's number ("" none).
func (k CountryRoad) ClueAt(p puzzle.Puzzle, at [2]int) (string, error) {
	return editor.ClueAt(k, p, at)
}

// SetClue is p with cell at holding number value ("" none).
func (k CountryRoad) SetClue(p puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	return editor.SetClue(k, p, at, value)
}
