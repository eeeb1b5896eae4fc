package suguru

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// editor is the setter's editor (puzzle.Editor) through the janko form:
// a cell holds no clue or digits 1..9.
var editor = edit.Numbers(1, 9, nil, nil)

func init() {
	editor.Limit = func(pz puzzle.Puzzle) int {
		if p, ok := pz.(*Puzzle); ok {
			return p.Rows * p.Cols
		}
		return 0
	}
}

// ClueValues (puzzle.Editor): digits 1..9.
func (Suguru) ClueValues(p puzzle.Puzzle) []board.CellValue { return editor.ClueValues(p) }

// ClueAt is cell at's clue ("" none).
func (k Suguru) ClueAt(p puzzle.Puzzle, at [2]int) (string, error) { return editor.ClueAt(k, p, at) }

// SetClue is p with cell at holding value ("" none).
func (k Suguru) SetClue(p puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	return editor.SetClue(k, p, at, value)
}
