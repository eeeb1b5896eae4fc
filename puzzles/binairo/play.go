package binairo

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// readState is the grid a player's state makes (givens kept, Empty where
// nothing is written) and the problems of digits written over givens.
func (p *Puzzle) readState(st board.State) ([]int, []puzzle.Problem, error) {
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, nil, fmt.Errorf("a binairo has digits in cells, no lines or rooms")
	}
	grid := append([]int(nil), p.Givens...)
	var probs []puzzle.Problem
	for _, c := range st.Cells {
		r, col := c.Cell[0], c.Cell[1]
		if !p.inside(c.Cell) {
			return nil, nil, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", r, col, p.Rows, p.Cols)
		}
		d := Empty
		switch strings.TrimSpace(c.Value) {
		case "", ".":
		case "0":
			d = 0
		case "1":
			d = 1
		default:
			return nil, nil, fmt.Errorf("cell (%d,%d): %q is not 0 or 1", r, col, c.Value)
		}
		i := r*p.Cols + col
		if g := p.Givens[i]; g != Empty {
			if d != Empty && d != g {
				probs = append(probs, puzzle.Problem{Text: GivenWords(r, col, g) + " cannot change", Cells: [][2]int{{r, col}}})
			}
			continue
		}
		grid[i] = d
	}
	return grid, probs, nil
}

// CheckState judges a player's grid (puzzle.Player): the digits written
// in cells (board.CellState values "0" and "1"; "" or "." clears a
// cell). Three equal digits side by side, a row or column with more than
// half of one digit, and (distinct rule) two full rows or columns alike
// are problems naming their cells; so is a digit written over a
// different given. A full grid without problems is solved when Check
// accepts it.
func (Binairo) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("binairo: CheckState of %T", pz)
	}
	grid, probs, err := p.readState(st)
	if err != nil {
		return nil, err
	}
	rows, cols := p.lines()
	for gi, group := range [][][][2]int{rows, cols} {
		what := [2]string{"row", "column"}[gi]
		full := map[string]int{}
		for li, l := range group {
			count := [2]int{}
			b := make([]byte, len(l))
			complete := true
			for k, rc := range l {
				d := grid[rc[0]*p.Cols+rc[1]]
				if d == Empty {
					complete = false
					b[k] = '.'
					continue
				}
				b[k] = byte('0' + d)
				count[d]++
				if k >= 2 {
					d1, d2 := grid[l[k-1][0]*p.Cols+l[k-1][1]], grid[l[k-2][0]*p.Cols+l[k-2][1]]
					if d1 == d && d2 == d {
						probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("three %ds in a row", d), Cells: [][2]int{l[k-2], l[k-1], rc}})
					}
				}
			}
			for d := 0; d < 2; d++ {
				if 2*count[d] > len(l) {
					probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%s %d holds %d %ds, more than half", what, li, count[d], d), Cells: l})
				}
			}
			if complete && p.Distinct {
				if o, ok := full[string(b)]; ok {
					probs = append(probs, puzzle.Problem{Text: fmt.Sprintf("%ss %d and %d are equal", what, o, li), Cells: append(append([][2]int{}, group[o]...), l...)})
				}
				full[string(b)] = li
			}
		}
	}
	return puzzle.Judge(Kind, p, probs, func() puzzle.Solution {
		for _, d := range grid {
			if d == Empty {
				return nil
			}
		}
		return &Solution{Rows: p.Rows, Cols: p.Cols, Grid: grid}
	}), nil
}
