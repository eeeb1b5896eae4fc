package kurodoko

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// editor is the setter's editor (puzzle.Editor) through the janko form:
// a cell holds no clue or numbers up to ROWS+COLS-1 (the most cells a number sees, itself included).
var editor = edit.Numbers(1, 99, nil, nil)

func init() {
	editor.Limit = func(pz puzzle.Puzzle) int {
		if p, ok := pz.(*Puzzle); ok {
			return p.Rows + p.Cols - 1
		}
		return 0
	}
}

// ClueValues (puzzle.Editor): numbers up to ROWS+COLS-1 (the most cells a number sees, itself included).
func (Kurodoko) ClueValues(p puzzle.Puzzle) []board.CellValue { return editor.ClueValues(p) }

// ClueAt is cell at's clue ("" none).
func (k Kurodoko) ClueAt(p puzzle.Puzzle, at [2]int) (string, error) { return editor.ClueAt(k, p, at) }

// SetClue is p with cell at holding value ("" none).
func (k Kurodoko) SetClue(p puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	return editor.SetClue(k, p, at, value)
}
