package masyu

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// editor is the setter's editor (puzzle.Editor) through the janko form:
// a cell holds no clue or a white or a black pearl.
var editor = edit.Grid{Blank: "-", Values: []board.CellValue{{Value: "white", Text: "○"}, {Value: "black", Text: "●"}}, Tokens: []string{"w", "b"}}

// ClueValues (puzzle.Editor): a white or a black pearl.
func (Masyu) ClueValues(p puzzle.Puzzle) []board.CellValue { return editor.ClueValues(p) }

// ClueAt is cell at's clue ("" none).
func (k Masyu) ClueAt(p puzzle.Puzzle, at [2]int) (string, error) { return editor.ClueAt(k, p, at) }

// SetClue is p with cell at holding value ("" none).
func (k Masyu) SetClue(p puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	return editor.SetClue(k, p, at, value)
}
