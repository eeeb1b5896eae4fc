package tracks

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Board draws p on the board model (puzzle.Boarder): a "dots" grid of
// the cell centres one row and one column larger than the puzzle, the
// column counts on its first row and the row counts in its first column
// (puzzle cell (r,c) is the board's point (r+1,c+1)); the track's two
// ends as circles; the given pieces as lines; with a solution its
// track. With an explanation's view, the facts known so far: lines, and
// crosses for the joins ruled out, a dot in a cell known to be empty;
// those of the step's new facts take the class "new", those it uses
// "used", the counts and pieces it cites "clue". Players draw lines and
// crosses between adjacent centres (board.Moves.Lines).
func (Tracks) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("tracks: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows + 1, Cols: p.Cols + 1, Grid: board.GridDots, Moves: &board.Moves{Lines: true}}
	at := func(c [2]int) [2]int { return [2]int{c[0] + 1, c[1] + 1} }
	rowClass := make([]string, p.Rows)
	colClass := make([]string, p.Cols)
	pieceClass := map[[2]int]string{}
	if v.Explaining() {
		for _, ci := range v.Clues {
			if ci < 0 || ci >= len(v.Enc.Clues) {
				continue
			}
			cj, ok := v.Enc.Clues[ci].JSON.(ClueJSON)
			if !ok {
				continue
			}
			switch {
			case cj.Row != nil && *cj.Row < p.Rows:
				rowClass[*cj.Row] = board.ClassClue
			case cj.Col != nil && *cj.Col < p.Cols:
				colClass[*cj.Col] = board.ClassClue
			case cj.Cell != nil:
				pieceClass[*cj.Cell] = board.ClassClue
			}
		}
	}
	for c, k := range p.ColCount {
		if k != Unknown {
			b.Cells = append(b.Cells, board.Cell{At: [2]int{0, c + 1}, Text: countText(k), Class: colClass[c], Title: CountWords("col", c, k)})
		}
	}
	for r, k := range p.RowCount {
		if k != Unknown {
			b.Cells = append(b.Cells, board.Cell{At: [2]int{r + 1, 0}, Text: countText(k), Class: rowClass[r], Title: CountWords("row", r, k)})
		}
	}
	for _, e := range p.Ends {
		b.Cells = append(b.Cells, board.Cell{At: at([2]int{e.R, e.C}), Circle: true, Title: "an end of the track: it leaves the grid going " + DirName(e.Dir)})
	}
	drawn := map[int]bool{}
	line := func(e int, ln board.Line) {
		a, c := p.EdgeEnds(e)
		ln.From, ln.To = at(a), at(c)
		b.Lines = append(b.Lines, ln)
		drawn[e] = true
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			pc := p.At(r, c)
			if pc == 0 {
				continue
			}
			for d, e := range p.CellEdges(r, c) {
				if e >= 0 && pc.Has(d) && !drawn[e] {
					line(e, board.Line{N: 1, Class: pieceClass[[2]int{r, c}], Title: "given"})
				}
			}
		}
	}
	if s, ok := v.Solution.(*Solution); ok && s != nil && s.Rows == p.Rows && s.Cols == p.Cols {
		for e := 0; e < p.NumEdges(); e++ {
			if s.Edge(e) && !drawn[e] {
				line(e, board.Line{N: 1})
			}
		}
	}
	if v.Explaining() {
		for e := 0; e < p.NumEdges() && e < len(v.Enc.Facts); e++ {
			l := v.Enc.Facts[e]
			on, known := v.Known[l], v.Known[l] || v.Known[-l]
			if !known || drawn[e] {
				continue
			}
			ln := board.Line{Class: v.Highlight(l)}
			if on {
				ln.N = 1
			} else {
				ln.Cross = true
			}
			line(e, ln)
		}
		for i := 0; i < p.Rows*p.Cols && p.NumEdges()+i < len(v.Enc.Facts); i++ {
			l := v.Enc.Facts[p.NumEdges()+i]
			if v.Known[-l] {
				b.Cells = append(b.Cells, board.Cell{At: at([2]int{i / p.Cols, i % p.Cols}), Mark: board.MarkDot, Class: v.Highlight(l), Title: "no track"})
			}
		}
	}
	return b, nil
}
