package kakuro

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): the black cells
// shaded, a clue cell cut by its diagonal with its down sum below and
// its across sum above (board.Cell.Split, Low, High), and with a solution the
// digits. With an explanation's view, the digits known so far: those of
// the step's new facts take the class "new", those it uses "used", the
// clue cells of its sums "clue". Players write digits 1..9 in the white
// cells: a click cycles "", 1..9, or type the digit.
func (Kakuro) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("kakuro: Board of %T", pz)
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: &board.Moves{}}
	for d := 1; d <= 9; d++ {
		t := strconv.Itoa(d)
		b.Moves.Cells = append(b.Moves.Cells, board.CellValue{Value: t, Text: t})
	}
	n := p.Rows * p.Cols
	digits := make([]int, n)
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
	num := func(v int) string {
		if v == 0 {
			return ""
		}
		return strconv.Itoa(v)
	}
	for i, cell := range p.Cells {
		at := [2]int{i / p.Cols, i % p.Cols}
		switch {
		case !cell.White && (cell.Down > 0 || cell.Across > 0):
			b.Cells = append(b.Cells, board.Cell{At: at, Shade: true, Split: true, Low: num(cell.Down), High: num(cell.Across), Class: class[i]})
		case !cell.White:
			b.Cells = append(b.Cells, board.Cell{At: at, Shade: true})
		case digits[i] != 0:
			b.Cells = append(b.Cells, board.Cell{At: at, Text: strconv.Itoa(digits[i]), Class: class[i]})
		}
	}
	return b, nil
}

// inside reports whether cell is on p's grid.
func (p *Puzzle) inside(cell [2]int) bool {
	return cell[0] >= 0 && cell[0] < p.Rows && cell[1] >= 0 && cell[1] < p.Cols
}
