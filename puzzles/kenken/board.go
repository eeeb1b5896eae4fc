package kenken

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): an N x N grid with a
// wall wherever two cages meet (and, for Killer Sudoku, a fill for every
// other box), each cage's clue as the corner label (and the title) of
// its clue cell ("12+"), and the digits of a
// solution or, with an explanation's view, the digits known so far (the
// step's new ones "new", used ones "used"). Players write digits: a
// click cycles a cell through "", 1..N (CheckState judges the grid).
func (k Cages) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("%s: Board of %T", k.Name(), pz)
	}
	n := p.N
	b := &board.Board{Rows: n, Cols: n, Moves: &board.Moves{}}
	for d := 1; d <= n; d++ {
		t := strconv.Itoa(d)
		b.Moves.Cells = append(b.Moves.Cells, board.CellValue{Value: t, Text: t})
	}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			cg := p.CageOf[r*n+c]
			if c+1 < n && p.CageOf[r*n+c+1] != cg {
				b.Walls = append(b.Walls, board.Wall{At: [2]int{r, c}, Side: "r"})
			}
			if r+1 < n && p.CageOf[(r+1)*n+c] != cg {
				b.Walls = append(b.Walls, board.Wall{At: [2]int{r, c}, Side: "b"})
			}
		}
	}
	digits := make([]int, n*n)
	class := make([]string, n*n)
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Grid) == n*n {
		copy(digits, s.Grid)
	}
	if v.Explaining() {
		for l := range v.Known {
			f, ok := v.Enc.FactOf(l).JSON.(FactJSON)
			if !ok || !f.Is || f.Cell[0] < 0 || f.Cell[0] >= n || f.Cell[1] < 0 || f.Cell[1] >= n {
				continue
			}
			i := f.Cell[0]*n + f.Cell[1]
			digits[i] = f.Digit
			if h := v.Highlight(l); h != "" {
				class[i] = h
			}
		}
	}
	title := make([]string, n*n)
	for _, cg := range p.Cages {
		title[cg.Clue] = cg.Label(p.Killer)
	}
	for i := range digits {
		r, c := i/n, i%n
		cell := board.Cell{At: [2]int{r, c}, Class: class[i], Title: title[i], Corner: title[i]}
		if digits[i] != 0 {
			cell.Text = strconv.Itoa(digits[i])
		}
		if p.Killer && ((r/p.BoxRows)+(c/p.BoxCols))%2 == 1 {
			cell.Fill = board.FillOf(2)
		}
		if cell.Text != "" || cell.Title != "" || cell.Fill != 0 || cell.Class != "" {
			b.Cells = append(b.Cells, cell)
		}
	}
	return b, nil
}

// DrawsSVG: `--format svg` and explanation pictures draw the board
// (puzzle.Drawer).
func (Cages) DrawsSVG() bool { return true }
