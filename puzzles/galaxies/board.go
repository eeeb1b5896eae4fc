package galaxies

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// moves are the player's moves: walls drawn between cells, as lines
// between two adjacent corners of a "dots" grid of corners (a click
// cycles a wall, a cross "no wall" and nothing).
var moves = &board.Moves{Lines: true}

// Board draws p on the board model (puzzle.Boarder): a "dots" grid whose
// points are the (Rows+1) x (Cols+1) corners of the cells, so that a
// wall between two cells is a line between two corners; the dots are
// board Dots at their doubled coordinates (corner (i,j) is (2i,2j), as
// in Dot). A solution fills each cell (a Face item) with its galaxy's
// colour and draws the walls between galaxies as lines. An explanation's
// view fills the cells whose galaxy is known (those of the step's new
// facts take "new", those it uses "used"), draws a wall between two known
// cells of different galaxies, and rings the dots the step cites.
func (Galaxies) Board(pz puzzle.Puzzle, v puzzle.View) (*board.Board, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("galaxies: Board of %T", pz)
	}
	b := &board.Board{Rows: p.Rows + 1, Cols: p.Cols + 1, Grid: board.GridDots, Moves: moves}
	clueClass := map[int]string{}
	if v.Explaining() {
		for _, ci := range v.Clues {
			if ci >= 0 && ci < len(v.Enc.Clues) {
				if cj, ok := v.Enc.Clues[ci].JSON.(ClueJSON); ok {
					clueClass[p.DotAt(int(2*cj.Dot[0]+1), int(2*cj.Dot[1]+1))] = board.ClassClue
				}
			}
		}
	}
	for i, d := range p.Dots {
		b.Dots = append(b.Dots, board.Dot{At: [2]int{d.Y, d.X}, Filled: d.Black, Class: clueClass[i], Title: p.DotWords(i)})
	}
	region := make([]int, p.Rows*p.Cols)
	for i := range region {
		region[i] = -1
	}
	class := make([]string, p.Rows*p.Cols)
	if s, ok := v.Solution.(*Solution); ok && s != nil && s.Rows == p.Rows && s.Cols == p.Cols {
		copy(region, s.Region)
	}
	if v.Explaining() && v.Enc.FactOf != nil {
		for _, l := range v.Enc.Facts {
			if !v.Known[l] {
				continue
			}
			f, ok := v.Enc.FactOf(l).JSON.(FactJSON)
			if !ok || f.Cell[0] < 0 || f.Cell[0] >= p.Rows || f.Cell[1] < 0 || f.Cell[1] >= p.Cols {
				continue
			}
			k := p.Cell(f.Cell[0], f.Cell[1])
			region[k], class[k] = f.Dot, v.Highlight(l)
		}
	}
	for k, g := range region {
		if g >= 0 {
			b.Cells = append(b.Cells, board.Cell{At: [2]int{k / p.Cols, k % p.Cols}, Face: true, Fill: board.FillOf(g), Class: class[k]})
		}
	}
	b.Lines = wallLines(p, region)
	return b, nil
}

// wallLines are the walls between two cells of known, different
// galaxies, as lines between corners.
func wallLines(p *Puzzle, region []int) []board.Line {
	var out []board.Line
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			g := region[p.Cell(r, c)]
			if g < 0 {
				continue
			}
			if c+1 < p.Cols {
				if h := region[p.Cell(r, c+1)]; h >= 0 && h != g {
					out = append(out, board.Line{From: [2]int{r, c + 1}, To: [2]int{r + 1, c + 1}, N: 1})
				}
			}
			if r+1 < p.Rows {
				if h := region[p.Cell(r+1, c)]; h >= 0 && h != g {
					out = append(out, board.Line{From: [2]int{r + 1, c}, To: [2]int{r + 1, c + 1}, N: 1})
				}
			}
		}
	}
	return out
}
