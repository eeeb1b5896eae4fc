package yajilin

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// arrows are the directions as drawn.
var arrows = [4]string{"↑", "↓", "←", "→"}

// Board draws p on the board model (puzzle.Boarder): a "dots" grid of
// the cell centres, each clue cell filled pale with its number and
// arrow ("2↓"; a blank clue cell filled only), shaded cells dark, the
// loop as lines between centres. With an explanation's view, the facts
// known so far: shaded cells, dots for cells known unshaded, lines and
// crosses. Players shade cells (Moves.Cells) and draw lines
// (Moves.Lines) on the same board.
func (Yajilin) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("yajilin: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Grid: board.GridDots, Moves: &board.Moves{Lines: true,
		Cells: []board.CellValue{{Value: "shaded", Shade: true}, {Value: "unshaded", Mark: board.MarkDot}}}}
	clueClass := map[[2]int]string{}
	if v.Explaining() {
		for _, ci := range v.Clues {
			if ci >= 0 && ci < len(v.Enc.Clues) {
				if cj, ok := v.Enc.Clues[ci].JSON.(ClueJSON); ok {
					clueClass[cj.Cell] = board.ClassClue
				}
			}
		}
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			cl := p.At(r, c)
			if !cl.Clue {
				continue
			}
			text := ""
			if cl.N >= 0 {
				text = strconv.Itoa(cl.N) + arrows[cl.Dir]
			}
			b.Cells = append(b.Cells, board.Cell{At: [2]int{r, c}, Fill: 1, Text: text, Class: clueClass[[2]int{r, c}]})
		}
	}
	if s, ok := v.Solution.(*Solution); ok && s != nil && s.Rows == p.Rows && s.Cols == p.Cols {
		for i, on := range s.Shaded {
			if on {
				b.Cells = append(b.Cells, board.Cell{At: [2]int{i / p.Cols, i % p.Cols}, Shade: true})
			}
		}
		for e := 0; e < p.NumEdges(); e++ {
			if s.Edge(e) {
				a, c := p.EdgeEnds(e)
				b.Lines = append(b.Lines, board.Line{From: a, To: c, N: 1})
			}
		}
	}
	if v.Explaining() {
		n := p.Rows * p.Cols
		for i := 0; i < n+p.NumEdges() && i < len(v.Enc.Facts); i++ {
			l := v.Enc.Facts[i]
			on, known := v.Known[l], v.Known[l] || v.Known[-l]
			if !known {
				continue
			}
			if i < n {
				if p.Cells[i].Clue {
					continue
				}
				cell := board.Cell{At: [2]int{i / p.Cols, i % p.Cols}, Class: v.Highlight(l)}
				if on {
					cell.Shade = true
				} else {
					cell.Mark = board.MarkDot
				}
				b.Cells = append(b.Cells, cell)
				continue
			}
			a, c := p.EdgeEnds(i - n)
			if p.At(a[0], a[1]).Clue || p.At(c[0], c[1]).Clue {
				continue
			}
			ln := board.Line{From: a, To: c, Class: v.Highlight(l)}
			if on {
				ln.N = 1
			} else {
				ln.Cross = true
			}
			b.Lines = append(b.Lines, ln)
		}
	}
	return b, nil
}

// DrawsSVG: Render draws "svg".
func (Yajilin) DrawsSVG() bool { return true }
