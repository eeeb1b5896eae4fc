package kenken

import (
	"fmt"
	"strconv"
	"strings"

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
	copy(digits, p.Givens)
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
	shaded := boxShades(p)
	for i := range digits {
		r, c := i/n, i%n
		cell := board.Cell{At: [2]int{r, c}, Class: class[i], Title: title[i], Corner: title[i]}
		if digits[i] != 0 {
			cell.Text = strconv.Itoa(digits[i])
		}
		if givenAt(p, i) != 0 {
			cell.Title = strings.TrimPrefix(cell.Title+", given", ", ")
		}
		if shaded[i] {
			cell.Fill = board.FillOf(2)
		}
		if cell.Text != "" || cell.Title != "" || cell.Fill != 0 || cell.Class != "" {
			b.Cells = append(b.Cells, cell)
		}
	}
	return b, nil
}

// boxShades are the cells of a Killer Sudoku drawn filled: every other
// box of the rectangles (a checkerboard of boxes); for jigsaw boxes, the
// boxes a greedy two-colouring of the box map fills (two neighbouring
// jigsaw boxes may then share a shade: the cage walls still part them).
func boxShades(p *Puzzle) []bool {
	n := p.N
	out := make([]bool, n*n)
	if !p.Killer {
		return out
	}
	if p.Jigsaw == nil {
		for i := range out {
			r, c := i/n, i%n
			out[i] = ((r/p.BoxRows)+(c/p.BoxCols))%2 == 1
		}
		return out
	}
	colour := make([]int, n) // 0 unset, 1 plain, 2 filled
	for b := 0; b < n; b++ {
		plain, filled := 0, 0
		for i := range out {
			if p.Jigsaw[i] != b {
				continue
			}
			r, c := i/n, i%n
			for _, j := range [][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}} {
				if j[0] < 0 || j[0] >= n || j[1] < 0 || j[1] >= n {
					continue
				}
				switch colour[p.Jigsaw[j[0]*n+j[1]]] {
				case 1:
					plain++
				case 2:
					filled++
				}
			}
		}
		colour[b] = 2
		if plain < filled {
			colour[b] = 1
		}
	}
	for i := range out {
		out[i] = colour[p.Jigsaw[i]] == 2
	}
	return out
}

// DrawsSVG: `--format svg` and explanation pictures draw the board
// (puzzle.Drawer).
func (Cages) DrawsSVG() bool { return true }
