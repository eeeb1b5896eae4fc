package score

import (
	"bytes"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

// checkValid checks the complete wrong answers of the puzzles check (indexes
// into refs) against the clues, and marks the valid ones.
func checkValid(puzzles []byte, refs []*reference, got map[string]*answer, check []int, rep *Report) {
	imported, err := zebra.ReadZebraLogic(bytes.NewReader(puzzles), nil)
	byID := map[string]zebra.Imported{}
	if err == nil {
		for _, im := range imported {
			if _, dup := byID[im.ID]; !dup {
				byID[im.ID] = im
			}
		}
	}
	for _, i := range check {
		r := refs[i]
		p := readingFor(r, byID[r.id])
		if p == nil {
			rep.Unchecked = append(rep.Unchecked, r.id)
			continue
		}
		a := got[r.id]
		sol, err := toSolution(p, r, a.t, a.rows)
		if err == nil && zebra.Check(p, sol) == nil {
			rep.PerPuzzle[i].Status = "valid-not-reference"
			rep.ValidOther = append(rep.ValidOther, r.id)
		}
	}
}

// readingFor is the puzzle as read from its text, provided the reference
// solution satisfies it; else the text is read again, a judge choosing
// among ambiguous readings one the reference satisfies. nil when no reading
// accepts the reference.
func readingFor(r *reference, im zebra.Imported) *zebra.Puzzle {
	identity := make([]int, r.n)
	for k := range identity {
		identity[k] = k
	}
	accepts := func(p *zebra.Puzzle) bool {
		sol, err := toSolution(p, r, r.table, identity)
		return err == nil && zebra.Check(p, sol) == nil
	}
	if im.Puzzle != nil && accepts(im.Puzzle) {
		return im.Puzzle
	}
	judge := func(p *zebra.Puzzle) int {
		if accepts(p) {
			return zebra.JudgeUnique
		}
		return zebra.JudgeUnsat
	}
	p, _, err := zebra.ParseZebraLogicText(r.text, r.table.header, r.table.rows, judge)
	if err != nil || !accepts(p) {
		return nil
	}
	return p
}

// toSolution converts a table (whose row k is the reference's row rows[k])
// into a grid of p.
func toSolution(p *zebra.Puzzle, r *reference, t *table, rows []int) (*zebra.Solution, error) {
	n, m := p.N(), len(p.Categories)
	if n != r.n {
		return nil, fmt.Errorf("%d positions, the reference has %d houses", n, r.n)
	}
	pos := make([]int, r.n) // reference row -> position
	for k, name := range p.Positions.Values {
		ri, ok := r.house[normName(name)]
		if !ok {
			return nil, fmt.Errorf("position %q is not a house of the reference", name)
		}
		pos[ri] = k
	}
	grid := make([][]int, n)
	for k := range grid {
		grid[k] = make([]int, m)
		for c := range grid[k] {
			grid[k][c] = -1
		}
	}
	for c, cat := range p.Categories {
		j := -1
		for jj, h := range t.header {
			if normName(h) == normName(cat.Name) {
				j = jj
			}
		}
		if j < 0 {
			return nil, fmt.Errorf("no column %q", cat.Name)
		}
		for k, row := range t.rows {
			v := valueIndex(&cat, row[j])
			if v < 0 {
				return nil, fmt.Errorf("%q is not a value of %s", row[j], cat.Name)
			}
			grid[pos[rows[k]]][c] = v
		}
	}
	return zebra.SolutionFromRows(m, n, grid)
}

// valueIndex finds a value of cat the way cells are compared.
func valueIndex(cat *zebra.Category, v string) int {
	if i := cat.Index(v); i >= 0 {
		return i
	}
	for i, x := range cat.Values {
		if normValue(x) == normValue(v) {
			return i
		}
	}
	return -1
}
