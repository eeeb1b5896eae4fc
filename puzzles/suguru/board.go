package suguru

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): the regions as
// walls, the givens as digits and, with a solution, every digit. With an
// explanation's view, the digits known so far: those of the step's new
// facts take the class "new", those it uses "used", the givens among its
// clues "clue". Players write digits: a click cycles a cell through "",
// 1..n (n the largest region).
func (Suguru) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("suguru: Board of %T", pz)
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: &board.Moves{}}
	maxN := 0
	for i := range p.Givens {
		maxN = max(maxN, p.Size(i))
	}
	for d := 1; d <= maxN; d++ {
		t := strconv.Itoa(d)
		b.Moves.Cells = append(b.Moves.Cells, board.CellValue{Value: t, Text: t})
	}
	b.Walls = p.Regions.Walls()
	n := p.Rows * p.Cols
	digits := append([]int(nil), p.Givens...)
	class := make([]string, n)
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Grid) == n {
		copy(digits, s.Grid)
	}
	if v.Explaining() {
		for l := range v.Known {
			f, ok := v.Enc.FactOf(l).JSON.(FactJSON)
			if !ok || !f.Holds || !p.inside(f.Cell) {
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
		if d == 0 {
			continue
		}
		c := board.Cell{At: [2]int{i / p.Cols, i % p.Cols}, Text: strconv.Itoa(d), Class: class[i]}
		if p.Givens[i] != 0 {
			c.Title = "given"
		}
		b.Cells = append(b.Cells, c)
	}
	return b, nil
}

// inside reports whether cell is on p's grid.
func (p *Puzzle) inside(cell [2]int) bool {
	return cell[0] >= 0 && cell[0] < p.Rows && cell[1] >= 0 && cell[1] < p.Cols
}
