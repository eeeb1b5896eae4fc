package hidoku

import (
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// editor is the setter's editor (puzzle.Editor) through the janko form:
// a cell holds no clue or numbers 1..the cells, and a blocked cell.
var editor = edit.Numbers(1, 400, []board.CellValue{{Value: "blocked", Shade: true}}, []string{"x"})

func init() {
	n := len(editor.Values) - 1 // the numbers, then "blocked"
	blocked, btok := editor.Values[n], editor.Tokens[n]
	editor.Limit = nil
	editor.Values, editor.Tokens = editor.Values[:n], editor.Tokens[:n]
	editor.Values = append([]board.CellValue{blocked}, editor.Values...)
	editor.Tokens = append([]string{btok}, editor.Tokens...)
	editor.Limit = func(pz puzzle.Puzzle) int {
		if p, ok := pz.(*Puzzle); ok {
			return 1 + p.Rows*p.Cols
		}
		return 0
	}
}

// ClueValues (puzzle.Editor): numbers 1..the cells, and a blocked cell.
func (Hidoku) ClueValues(p puzzle.Puzzle) []board.CellValue { return editor.ClueValues(p) }

// ClueAt is cell at's clue ("" none).
func (k Hidoku) ClueAt(p puzzle.Puzzle, at [2]int) (string, error) { return editor.ClueAt(k, p, at) }

// SetClue is p with cell at holding value ("" none).
func (k Hidoku) SetClue(p puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	return editor.SetClue(k, p, at, value)
}
