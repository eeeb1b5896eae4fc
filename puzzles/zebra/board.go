package zebra

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder) as the grid of
// values x positions: one row per value of every category but the
// position category, category by category in the puzzle's order; one
// column per position (house). Row labels are the values, column labels
// the positions; walls part the categories. A cell takes "yes" (drawn a
// dot: the value is at that position) or "no" (a cross): a solution
// shows its yes cells, an explanation what is known, the step's facts
// with their class. Players cycle cells through "", "yes" and "no".
func (kind) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("zebra: Board of a %T", pz)
	}
	return p.Board(v), nil
}

// BoardRow is the board's row of value val of category c (-1 when out
// of range).
func (p *Puzzle) BoardRow(c, val int) int {
	if c < 0 || c >= len(p.Categories) || val < 0 || val >= len(p.Categories[c].Values) {
		return -1
	}
	r := 0
	for _, cat := range p.Categories[:c] {
		r += len(cat.Values)
	}
	return r + val
}

// Board is p as drawn with view v.
func (p *Puzzle) Board(v puzzle.View) *board.Board {
	n := p.N()
	b := &board.Board{Cols: n, Grid: board.GridCells, ColLabels: append([]string(nil), p.Positions.Values...),
		Moves: &board.Moves{Cells: []board.CellValue{{Value: "yes", Mark: board.MarkDot}, {Value: "no", Mark: board.MarkCross}}}}
	for ci, cat := range p.Categories {
		b.RowLabels = append(b.RowLabels, cat.Values...)
		b.Rows += len(cat.Values)
		if ci < len(p.Categories)-1 {
			for k := 0; k < n; k++ {
				b.Walls = append(b.Walls, board.Wall{At: [2]int{b.Rows - 1, k}, Side: "b"})
			}
		}
	}
	if s, ok := v.Solution.(*Solution); ok && s != nil {
		for c := range p.Categories {
			for val := range p.Categories[c].Values {
				if c < len(s.Pos) && val < len(s.Pos[c]) && s.Pos[c][val] >= 0 && s.Pos[c][val] < n {
					b.Cells = append(b.Cells, board.Cell{At: [2]int{p.BoardRow(c, val), s.Pos[c][val]}, Mark: board.MarkDot})
				}
			}
		}
	}
	if v.Explaining() {
		p.knownCells(b, v)
	}
	return b
}

// knownCells marks the cells whose value v's explanation knows, in
// variable order, with the step's classes.
func (p *Puzzle) knownCells(b *board.Board, v puzzle.View) {
	n := p.N()
	for x := 1; x <= len(p.Categories)*n*n; x++ {
		for _, l := range []encode.Lit{encode.Lit(x), -encode.Lit(x)} {
			if !v.Known[l] {
				continue
			}
			i := x - 1
			k, c, val := i%n, i/n/n, i/n%n
			r := p.BoardRow(c, val)
			if r < 0 {
				continue
			}
			cell := board.Cell{At: [2]int{r, k}, Mark: board.MarkDot, Class: v.Highlight(l), Title: v.Enc.FactOf(l).Text}
			if l < 0 {
				cell.Mark = board.MarkCross
			}
			b.Cells = append(b.Cells, cell)
		}
	}
}
