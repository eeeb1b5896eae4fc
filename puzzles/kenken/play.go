package kenken

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// CheckState judges a player's grid (puzzle.Player): the digits written
// in cells (board.CellState values "1".."N"; "" or "." clears a cell). A
// digit twice in a row or column (in Killer Sudoku also a box or a cage)
// is a problem naming both cells, and so is a digit written over a
// different given (a Killer Sudoku from a Solo ID may have givens); a full grid without problems is solved
// when Check accepts it, broken with Check's reason otherwise.
func (k Cages) CheckState(pz puzzle.Puzzle, st board.State) (*puzzle.Verdict, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("%s: CheckState of %T", k.Name(), pz)
	}
	if len(st.Edges) > 0 || len(st.Rooms) > 0 {
		return nil, fmt.Errorf("a %s has digits in cells, no lines or rooms", k.Name())
	}
	n := p.N
	grid := make([]int, n*n)
	copy(grid, p.Givens)
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
			if d, err = strconv.Atoi(val); err != nil || d < 1 || d > n {
				return nil, fmt.Errorf("cell (%d,%d): %q is not a digit 1 to %d", r, col, c.Value, n)
			}
		}
		if g := givenAt(p, r*n+col); g != 0 {
			if d != 0 && d != g {
				v.Problems = append(v.Problems, puzzle.Problem{Text: fmt.Sprintf("the given %d at (%d,%d) cannot change", g, r+1, col+1), Cells: [][2]int{{r, col}}})
			}
			continue
		}
		grid[r*n+col] = d
	}
	type unit struct {
		name  string
		cells []int
	}
	var units []unit
	for r := 0; r < n; r++ {
		u := unit{name: fmt.Sprintf("row %d", r+1)}
		for c := 0; c < n; c++ {
			u.cells = append(u.cells, r*n+c)
		}
		units = append(units, u)
	}
	for c := 0; c < n; c++ {
		u := unit{name: fmt.Sprintf("column %d", c+1)}
		for r := 0; r < n; r++ {
			u.cells = append(u.cells, r*n+c)
		}
		units = append(units, u)
	}
	if p.Killer {
		for b, cells := range p.BoxCells() {
			units = append(units, unit{name: p.BoxName(b), cells: cells})
		}
		for k, cg := range p.Cages {
			units = append(units, unit{name: p.CageName(k), cells: cg.Cells})
		}
	}
	for _, u := range units {
		at := make([][][2]int, n+1)
		for _, i := range u.cells {
			if d := grid[i]; d != 0 {
				at[d] = append(at[d], [2]int{i / n, i % n})
			}
		}
		for d, cells := range at {
			if len(cells) > 1 {
				v.Problems = append(v.Problems, puzzle.Problem{Text: fmt.Sprintf("digit %d twice in %s", d, u.name), Cells: cells})
			}
		}
	}
	// Met: a cage full, its digits distinct (Killer) and making its
	// target, at its clue cell; a digit twice in a cage's row, column or
	// box keeps it unmet (puzzle.Verdict.Met).
	twice := map[[2]int]bool{}
	for _, pr := range v.Problems {
		for _, c := range pr.Cells {
			twice[c] = true
		}
	}
	for _, cg := range p.Cages {
		ok := true
		for _, i := range cg.Cells {
			ok = ok && grid[i] != 0 && !twice[[2]int{i / n, i % n}]
		}
		if ok {
			if made, _, _ := cageMakes(cg, grid, n); made {
				v.Met = append(v.Met, [2]int{cg.Clue / n, cg.Clue % n})
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

// givenAt is cell i's given digit, 0 when it has none.
func givenAt(p *Puzzle, i int) int {
	if p.Givens == nil {
		return 0
	}
	return p.Givens[i]
}
