package gokigen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The diagonals as the board draws them.
const (
	backText  = "╲"
	slashText = "╱"
)

// diagText is a diagonal as the board writes it.
func diagText(back bool) string {
	if back {
		return backText
	}
	return slashText
}

// Board draws p on the board model (puzzle.Boarder): a "dots" grid whose
// points are the (Rows+1) x (Cols+1) corners, a clue a circle with its
// number at its corner, a cell's diagonal written in the face between
// its four corners (Face). With an explanation's view, the diagonals
// known so far; those of the step's new facts take the class "new",
// those it uses "used", the clues it cites "clue". Players click a face
// to cycle its diagonal (board.Moves.Faces).
func (Gokigen) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("gokigen: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows + 1, Cols: p.Cols + 1, Grid: board.GridDots, Moves: moves}
	clueClass := map[[2]int]string{}
	if v.Explaining() {
		for _, ci := range v.Clues {
			if ci < 0 || ci >= len(v.Enc.Clues) {
				continue
			}
			if cj, ok := v.Enc.Clues[ci].JSON.(ClueJSON); ok {
				clueClass[cj.Corner] = board.ClassClue
			}
		}
	}
	for i := 0; i <= p.Rows; i++ {
		for j := 0; j <= p.Cols; j++ {
			if k := p.ClueAt(i, j); k != None {
				b.Cells = append(b.Cells, board.Cell{At: [2]int{i, j}, Circle: true, Text: fmt.Sprint(k),
					Class: clueClass[[2]int{i, j}], Title: fmt.Sprintf("%d diagonals touch this corner", k)})
			}
		}
	}
	if s, ok := v.Solution.(*Solution); ok && s != nil && s.Rows == p.Rows && s.Cols == p.Cols {
		for k, back := range s.Back {
			b.Cells = append(b.Cells, board.Cell{At: [2]int{k / p.Cols, k % p.Cols}, Face: true, Text: diagText(back)})
		}
	}
	if v.Explaining() {
		for k := 0; k < p.Rows*p.Cols && k < len(v.Enc.Facts); k++ {
			l := v.Enc.Facts[k]
			var back bool
			switch {
			case v.Known[l]:
				back = true
			case v.Known[-l]:
			default:
				continue
			}
			b.Cells = append(b.Cells, board.Cell{At: [2]int{k / p.Cols, k % p.Cols}, Face: true, Text: diagText(back), Class: v.Highlight(l)})
		}
	}
	return b, nil
}
