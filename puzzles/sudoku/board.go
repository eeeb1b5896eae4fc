package sudoku

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder). The model has only
// the grid's size so far; the givens, digits and region walls come when
// package board grows items for them.
func (Sudoku) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("sudoku: Board of %T", pz)
	}
	return &board.Board{Rows: p.N, Cols: p.N}, nil
}
