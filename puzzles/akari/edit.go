package akari

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// editor is the setter's editor (puzzle.Editor) through the janko
// form: a cell is white (no clue), black, or black with a number 0..4.
var editor = edit.Grid{Blank: "-",
	Values: []board.CellValue{{Value: "black", Shade: true}, {Value: "0", Text: "0", Shade: true},
		{Value: "1", Text: "1", Shade: true}, {Value: "2", Text: "2", Shade: true},
		{Value: "3", Text: "3", Shade: true}, {Value: "4", Text: "4", Shade: true}},
	Tokens: []string{"x", "0", "1", "2", "3", "4"}}

// ClueValues: black, and black numbered 0..4.
func (Akari) ClueValues(p puzzle.Puzzle) []board.CellValue { return editor.ClueValues(p) }

// ClueAt is cell at's clue: "black", "0".."4", or "" (white).
func (k Akari) ClueAt(p puzzle.Puzzle, at [2]int) (string, error) { return editor.ClueAt(k, p, at) }

// SetClue makes cell at white ("") or black (numbered).
func (k Akari) SetClue(p puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	return editor.SetClue(k, p, at, value)
}
