package sudoku

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder (which builds its constraints from Puzzle.Units): the grid
// has N×N digits 1..N, agrees with every given, and no digit repeats in a
// row, a column, a region (Puzzle.Regions, the puzzle's data) or, for X,
// a main diagonal. With N cells per group and no repeat, every digit is
// in every group. The error names the first broken rule and its cells.
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	n := p.N
	if s.N != n || len(s.Grid) != n*n {
		return fmt.Errorf("the solution is %dx%d with %d cells, the puzzle %dx%d", s.N, s.N, len(s.Grid), n, n)
	}
	for i, v := range s.Grid {
		if v < 1 || v > n {
			return fmt.Errorf("cell (%d,%d) holds %d, want 1 to %d", i/n, i%n, v, n)
		}
		if g := p.Givens[i]; g != 0 && g != v {
			return fmt.Errorf("cell (%d,%d) holds %d, but %d is given there", i/n, i%n, v, g)
		}
	}
	// seen[d] is the last cell where digit d was met in the current
	// group, tagged with the group's number so it need not be cleared.
	type mark struct{ group, cell int }
	seen := make([]mark, n+1)
	group := 0
	put := func(what string, r, c int) error {
		i := r*n + c
		d := s.Grid[i]
		if m := seen[d]; m.group == group {
			return fmt.Errorf("digit %d twice in %s: (%d,%d) and (%d,%d)", d, what, m.cell/n, m.cell%n, r, c)
		}
		seen[d] = mark{group, i}
		return nil
	}
	for r := 0; r < n; r++ {
		group++
		for c := 0; c < n; c++ {
			if err := put(fmt.Sprintf("row %d", r), r, c); err != nil {
				return err
			}
		}
	}
	for c := 0; c < n; c++ {
		group++
		for r := 0; r < n; r++ {
			if err := put(fmt.Sprintf("column %d", c), r, c); err != nil {
				return err
			}
		}
	}
	// Regions: one pass per region number.
	for reg := 0; reg < n; reg++ {
		group++
		count := 0
		for i, g := range p.Regions {
			if g != reg {
				continue
			}
			count++
			if err := put(fmt.Sprintf("region %d", reg+1), i/n, i%n); err != nil {
				return err
			}
		}
		if count != n {
			return fmt.Errorf("region %d has %d cells, want %d", reg+1, count, n)
		}
	}
	if p.X {
		group++
		for k := 0; k < n; k++ {
			if err := put("the main diagonal", k, k); err != nil {
				return err
			}
		}
		group++
		for k := 0; k < n; k++ {
			if err := put("the anti-diagonal", k, n-1-k); err != nil {
				return err
			}
		}
	}
	return nil
}
