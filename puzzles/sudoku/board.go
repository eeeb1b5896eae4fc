package sudoku

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): an N x N grid with
// a wall wherever two cells of different regions (boxes, or a jigsaw's
// regions) meet, the diagonals of the X variant filled, the givens as
// digits and, with a solution, every other digit. With an explanation's
// view, the digits known so far: those of the step's new facts take the
// class "new", those it uses "used", the givens among its clues "clue".
// Players write digits: a click cycles a cell through "", 1..N.
func (Sudoku) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("sudoku: Board of %T", pz)
	}
	n := p.N
	b := &board.Board{Rows: n, Cols: n, Moves: &board.Moves{}}
	for d := 1; d <= n; d++ {
		t := digitText(d)
		b.Moves.Cells = append(b.Moves.Cells, board.CellValue{Value: t, Text: t})
	}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			reg := p.Regions[r*n+c]
			if c+1 < n && p.Regions[r*n+c+1] != reg {
				b.Walls = append(b.Walls, board.Wall{At: [2]int{r, c}, Side: "r"})
			}
			if r+1 < n && p.Regions[(r+1)*n+c] != reg {
				b.Walls = append(b.Walls, board.Wall{At: [2]int{r, c}, Side: "b"})
			}
			if p.X && (r == c || r+c == n-1) {
				b.Cells = append(b.Cells, board.Cell{At: [2]int{r, c}, Fill: board.FillOf(2)})
			}
		}
	}
	// digits[i] is cell i's digit to draw and its class.
	digits := make([]int, n*n)
	class := make([]string, n*n)
	copy(digits, p.Givens)
	if s, ok := v.Solution.(*Solution); ok && s != nil && len(s.Grid) == n*n {
		copy(digits, s.Grid)
	}
	if v.Explaining() {
		for l := range v.Known {
			f, ok := v.Enc.FactOf(l).JSON.(FactJSON)
			if !ok || !f.Holds || !p.inside(f.Cell) {
				continue
			}
			i := f.Cell[0]*n + f.Cell[1]
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
				class[cj.Cell[0]*n+cj.Cell[1]] = board.ClassClue
			}
		}
	}
	for i, d := range digits {
		if d == 0 {
			continue
		}
		c := board.Cell{At: [2]int{i / n, i % n}, Text: digitText(d), Class: class[i]}
		if p.Givens[i] != 0 {
			c.Title = "given"
		}
		b.Cells = append(b.Cells, c)
	}
	return b, nil
}

// inside reports whether cell is on p's grid.
func (p *Puzzle) inside(cell [2]int) bool {
	return cell[0] >= 0 && cell[0] < p.N && cell[1] >= 0 && cell[1] < p.N
}

// digitText is a digit as the board shows it and the player writes it:
// 1..N in decimal.
func digitText(d int) string { return strconv.Itoa(d) }

// DrawsSVG: `solve sudoku --format svg` and explanation pictures draw the
// board (puzzle.Drawer).
func (Sudoku) DrawsSVG() bool { return true }
