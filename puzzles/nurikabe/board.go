package nurikabe

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The player's cell values (board.CellState.Value).
const (
	ValueShaded   = "shaded"   // drawn dark
	ValueUnshaded = "unshaded" // marked with a dot
)

// DrawsSVG: the board drawn (puzzle.Drawer).
func (Nurikabe) DrawsSVG() bool { return true }

// Board draws p on the board model (puzzle.Boarder): the numbers, and
// with a solution its shaded cells (the unshaded ones dotted). With an
// explanation's view, the cells known so far, the step's new facts in
// the class "new", those it uses "used", its numbers "clue". Players
// click a cell to shade it, again to dot it (unshaded), again to clear
// it; a right-click goes backwards.
func (Nurikabe) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("nurikabe: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Moves: &board.Moves{Cells: []board.CellValue{
		{Value: ValueShaded, Shade: true}, {Value: ValueUnshaded, Mark: board.MarkDot}}}}
	n := len(p.Cells)
	state := make([]int8, n) // 1 shaded, -1 unshaded
	class := make([]string, n)
	if s, ok := v.Solution.(*Solution); ok && s != nil && s.Rows == p.Rows && s.Cols == p.Cols {
		if m, err := s.Mask(); err == nil {
			for i, on := range m {
				state[i] = -1
				if on {
					state[i] = 1
				}
			}
		}
	}
	if v.Explaining() {
		for l := range v.Known {
			f, ok := v.Enc.FactOf(l).JSON.(FactJSON)
			if !ok || !p.inside(f.Cell) {
				continue
			}
			i := f.Cell[0]*p.Cols + f.Cell[1]
			state[i] = -1
			if f.Shaded {
				state[i] = 1
			}
			class[i] = v.Highlight(l)
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
	for i, val := range p.Cells {
		c := board.Cell{At: [2]int{i / p.Cols, i % p.Cols}, Class: class[i]}
		switch {
		case val > 0:
			c.Text = strconv.Itoa(val)
		case val == Unknown:
			c.Text = "?"
		case state[i] == 1:
			c.Shade = true
		case state[i] == -1:
			c.Mark = board.MarkDot
		}
		if c == (board.Cell{At: c.At}) {
			continue
		}
		b.Cells = append(b.Cells, c)
	}
	return b, nil
}

// inside reports whether cell is on p's grid.
func (p *Puzzle) inside(cell [2]int) bool {
	return cell[0] >= 0 && cell[0] < p.Rows && cell[1] >= 0 && cell[1] < p.Cols
}
