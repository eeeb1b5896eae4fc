package binairo

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): a Rows×Cols grid of
// digits, the givens titled "given" and, with a solution, every cell's
// digit. With an explanation's view, the digits known so far: those of
// the step's new facts take the class "new", those it uses "used", the
// givens among its clues "clue". Players write digits: a click cycles a
// cell "", 1, 0 (Tatham's left click), a right-click "", 0, 1.
func (Binairo) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("binairo: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: &board.Moves{Cells: []board.CellValue{
		{Value: "1", Text: "1"}, {Value: "0", Text: "0"}}}}
	n := p.Rows * p.Cols
	digits := append([]int(nil), p.Givens...)
	class := make([]string, n)
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Grid) == n {
		copy(digits, s.Grid)
	}
	if v.Explaining() {
		for l := range v.Known {
			f, ok := v.Enc.FactOf(l).JSON.(FactJSON)
			if !ok || !p.inside(f.Cell) {
				continue
			}
			i := f.Cell[0]*p.Cols + f.Cell[1]
			digits[i] = f.Digit
			if h := v.Highlight(l); h != "" {
				class[i] = h
			}
		}
		for _, ci := range v.Clues {
			if ci < 0 || ci >= len(v.Enc.Clues) {
				continue
			}
			if cj, ok := v.Enc.Clues[ci].JSON.(ClueJSON); ok && p.inside(cj.Cell) {
				class[cj.Cell[0]*p.Cols+cj.Cell[1]] = board.ClassClue
			}
		}
	}
	for i, d := range digits {
		if d == Empty {
			continue
		}
		c := board.Cell{At: [2]int{i / p.Cols, i % p.Cols}, Text: fmt.Sprint(d), Class: class[i]}
		if p.Givens[i] != Empty {
			c.Title = "given"
			c.Fill = 2 // givens on a pale ground, as Tatham greys them
		}
		b.Cells = append(b.Cells, c)
	}
	return b, nil
}
