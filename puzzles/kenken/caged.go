package kenken

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/shape/regions"
)

// Clued is a cage's clue as a generator gives it: its target and
// operation (Given for a one-cell cage).
type Clued struct {
	Target int
	Op     Op
}

// Caged makes an n x n puzzle (a Killer Sudoku when killer) from its
// cages: of[i] names cell i's cage (any labels; a cage is the cells of one
// label, which must be connected), and clue gives the clue of a cage's
// cells (row-major order), which stands in its first cell. The puzzle is
// validated.
func Caged(n int, killer bool, of []int, clue func(cells []int) Clued) (*Puzzle, error) {
	if n < 1 || n > MaxSide || len(of) != n*n {
		return nil, fmt.Errorf("%s: a %dx%d grid needs %d cage labels, got %d", genreName(killer), n, n, n*n, len(of))
	}
	g, err := regions.New(n, n, of)
	if err != nil {
		return nil, err
	}
	p := fromRegions(n, g, killer)
	for k := range p.Cages {
		c := clue(p.Cages[k].Cells)
		op := c.Op
		if len(p.Cages[k].Cells) == 1 {
			op = Given
		}
		p.Cages[k].Clue, p.Cages[k].Target, p.Cages[k].Op = p.Cages[k].Cells[0], c.Target, op
	}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return p, nil
}
