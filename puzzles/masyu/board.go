package masyu

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): a "dots" grid of
// the cell centres, a white pearl a circle, a black pearl a filled
// circle (Circle with Shade), the loop's edges as lines between the
// centres. With an explanation's view, the lines known so far: lines,
// and crosses for the lines crossed out; those of the step's new facts
// take the class "new", those it uses "used", the pearls it cites
// "clue". Players draw lines and crosses between adjacent centres
// (board.Moves.Lines).
func (Masyu) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("masyu: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Grid: board.GridDots, Moves: &board.Moves{Lines: true}}
	clueClass := map[[2]int]string{}
	if v.Explaining() {
		for _, ci := range v.Clues {
			if ci < 0 || ci >= len(v.Enc.Clues) {
				continue
			}
			if cj, ok := v.Enc.Clues[ci].JSON.(ClueJSON); ok {
				clueClass[cj.Cell] = board.ClassClue
			}
		}
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if k := p.At(r, c); k != Empty {
				b.Cells = append(b.Cells, board.Cell{At: [2]int{r, c}, Circle: true, Shade: k == Black,
					Class: clueClass[[2]int{r, c}], Title: PearlName(k) + " pearl"})
			}
		}
	}
	if s, ok := v.Solution.(*Solution); ok && s != nil && s.Rows == p.Rows && s.Cols == p.Cols {
		for e := 0; e < p.NumEdges(); e++ {
			if s.Edge(e) {
				a, c := p.EdgeEnds(e)
				b.Lines = append(b.Lines, board.Line{From: a, To: c, N: 1})
			}
		}
	}
	if v.Explaining() {
		for e := 0; e < p.NumEdges() && e < len(v.Enc.Facts); e++ {
			l := v.Enc.Facts[e]
			on, known := v.Known[l], v.Known[l] || v.Known[-l]
			if !known {
				continue
			}
			a, c := p.EdgeEnds(e)
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
