package countryroad

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): a "dots" grid of
// the cell centres with the regions' walls on the cells' sides, each
// region's number in the cell that shows it, blocked cells dark, and the
// loop's lines
// between the centres. With an explanation's view, the facts known so
// far: lines, crosses for the lines crossed out, a pale fill for a cell
// known visited and a dot for a cell known empty; those of the step's new
// facts take the class "new", those it uses "used", the numbers it cites
// "clue". Players draw lines and crosses between adjacent centres
// (board.Moves.Lines).
func (CountryRoad) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("countryroad: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows, Cols: p.Cols, Grid: board.GridDots, Walls: p.Regions.Walls(), Moves: &board.Moves{Lines: true}}
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
	var cells []board.Cell
	if s, ok := v.Solution.(*Solution); ok && s != nil && s.Rows == p.Rows && s.Cols == p.Cols {
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
				cell := board.Cell{At: [2]int{i / p.Cols, i % p.Cols}, Class: v.Highlight(l)}
				if on {
					cell.Fill = 1
				} else {
					cell.Mark = board.MarkDot
				}
				cells = append(cells, cell)
				continue
			}
			a, c := p.EdgeEnds(i - n)
			ln := board.Line{From: a, To: c, Class: v.Highlight(l)}
			if on {
				ln.N = 1
			} else {
				ln.Cross = true
			}
			b.Lines = append(b.Lines, ln)
		}
	}
	for i := range p.Nums {
		if p.Blocked(i) {
			cells = append(cells, board.Cell{At: [2]int{i / p.Cols, i % p.Cols}, Shade: true, Title: "a blocked cell"})
		}
	}
	for i, num := range p.Nums {
		if num == None {
			continue
		}
		at := [2]int{i / p.Cols, i % p.Cols}
		cells = append(cells, board.Cell{At: at, Text: strconv.Itoa(num), Class: clueClass[at], Title: "the region's number"})
	}
	b.Cells = cells
	return b, nil
}
