package binairo

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder: the grid is Rows×Cols of 0s and 1s agreeing with every
// given; no row or column has three equal digits in a row (a run of
// equal digits is counted as it goes); every row and column holds as
// many 0s as 1s; with the distinct rule, no two rows and no two columns
// are equal (compared as strings). The error names the first broken rule.
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	R, C := p.Rows, p.Cols
	if s.Rows != R || s.Cols != C || len(s.Grid) != R*C {
		return fmt.Errorf("the solution is %dx%d with %d cells, the puzzle %dx%d", s.Rows, s.Cols, len(s.Grid), R, C)
	}
	for i, v := range s.Grid {
		if v != 0 && v != 1 {
			return fmt.Errorf("cell (%d,%d) holds %d, want 0 or 1", i/C, i%C, v)
		}
		if g := p.Givens[i]; g != Empty && g != v {
			return fmt.Errorf("cell (%d,%d) holds %d, but %d is given there", i/C, i%C, v, g)
		}
	}
	at := func(r, c int) int { return s.Grid[r*C+c] }
	// line walks one line: n cells, the k-th at get(k).
	line := func(name string, n int, get func(k int) int) (string, error) {
		run, ones := 0, 0
		b := make([]byte, n)
		for k := 0; k < n; k++ {
			v := get(k)
			b[k] = byte('0' + v)
			ones += v
			if k > 0 && v == get(k-1) {
				run++
			} else {
				run = 1
			}
			if run == 3 {
				return "", fmt.Errorf("three %ds in a row in %s, ending at its cell %d", v, name, k)
			}
		}
		if 2*ones != n {
			return "", fmt.Errorf("%s holds %d 1s and %d 0s, want as many of each", name, ones, n-ones)
		}
		return string(b), nil
	}
	seenRow := map[string]int{}
	for r := 0; r < R; r++ {
		name := fmt.Sprintf("row %d", r)
		str, err := line(name, C, func(k int) int { return at(r, k) })
		if err != nil {
			return err
		}
		if o, ok := seenRow[str]; ok && p.Distinct {
			return fmt.Errorf("rows %d and %d are equal", o, r)
		}
		seenRow[str] = r
	}
	seenCol := map[string]int{}
	for c := 0; c < C; c++ {
		name := fmt.Sprintf("column %d", c)
		str, err := line(name, R, func(k int) int { return at(k, c) })
		if err != nil {
			return err
		}
		if o, ok := seenCol[str]; ok && p.Distinct {
			return fmt.Errorf("columns %d and %d are equal", o, c)
		}
		seenCol[str] = c
	}
	return nil
}
