package sudoku

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// CheckState judges a player's grid (puzzle.Player): the digits written
// in cells (board.CellState values "1".."N"; "" or "." clears a cell).
// A digit twice in a row, column, region or diagonal is a problem naming
// both cells; so is a digit written over a different given. A full grid
// without problems is solved when Check accepts it.
func (Sudoku) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("sudoku: CheckState of %T", pz)
	}
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, fmt.Errorf("a sudoku has digits in cells, no lines or rooms")
	}
	n := p.N
	grid := append([]int(nil), p.Givens...)
	v := &puzzle.Verdict{Status: "playing", Problems: []puzzle.Problem{}}
	for _, c := range st.Cells {
		r, col := c.Cell[0], c.Cell[1]
		if r < 0 || r >= n || col < 0 || col >= n {
			return nil, fmt.Errorf("cell (%d,%d) is outside the %dx%d grid", r, col, n, n)
		}
		val := strings.TrimSpace(c.Value)
		d := 0
		if val != "" && val != "." {
			var err error
			if d, err = strconv.Atoi(val); err != nil {
				ok := len(val) == 1
				if ok {
					d, ok = charDigit(val[0])
				}
				if !ok {
					return nil, fmt.Errorf("cell (%d,%d): %q is not a digit", r, col, c.Value)
				}
			}
			if d < 1 || d > n {
				return nil, fmt.Errorf("cell (%d,%d): digit %d is out of range (1 to %d)", r, col, d, n)
			}
		}
		i := r*n + col
		if g := p.Givens[i]; g != 0 {
			if d != 0 && d != g {
				v.Problems = append(v.Problems, puzzle.Problem{Text: fmt.Sprintf("%s cannot change", GivenWords(r, col, g)), Cells: [][2]int{{r, col}}})
			}
			continue
		}
		grid[i] = d
	}
	for _, u := range p.Units() {
		at := make([][][2]int, n+1)
		for _, i := range u.Cells {
			if d := grid[i]; d != 0 {
				at[d] = append(at[d], [2]int{i / n, i % n})
			}
		}
		for d, cells := range at {
			if len(cells) > 1 {
				v.Problems = append(v.Problems, puzzle.Problem{Text: fmt.Sprintf("digit %d twice in %s", d, u.Name), Cells: cells})
			}
		}
	}
	if len(v.Problems) > 0 {
		v.Status = "broken"
		return v, nil
	}
	for _, d := range grid {
		if d == 0 {
			return v, nil
		}
	}
	if err := Check(p, &Solution{N: n, Grid: grid}); err != nil {
		v.Status = "broken"
		v.Problems = append(v.Problems, puzzle.Problem{Text: err.Error()})
		return v, nil
	}
	v.Status = "solved"
	return v, nil
}
