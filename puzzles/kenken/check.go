package kenken

import "fmt"

// Check reports the first rule s breaks, or nil: every cell holds a digit
// 1..N, no digit twice in a row or a column (a Killer Sudoku: nor in a
// box; its givens kept), and each cage's digits make
// its target with its operation (a subtraction or division: the larger
// digit by the smaller, in either cell; an unknown operation: any of the
// four; no target: any digits). It computes each cage's value itself and shares nothing with the
// encoder's tuple tables.
func Check(p *Puzzle, s *Solution) error {
	n := p.N
	if s == nil || s.N != n || len(s.Grid) != n*n {
		return fmt.Errorf("the solution is not a %dx%d grid", n, n)
	}
	for i, d := range s.Grid {
		if d < 1 || d > n {
			return fmt.Errorf("cell (%d,%d) holds %d, not a digit 1 to %d", i/n+1, i%n+1, d, n)
		}
	}
	for r := 0; r < n; r++ {
		seen := map[int]int{}
		for c := 0; c < n; c++ {
			if c0, ok := seen[s.At(r, c)]; ok {
				return fmt.Errorf("row %d holds %d twice, in columns %d and %d", r+1, s.At(r, c), c0+1, c+1)
			}
			seen[s.At(r, c)] = c
		}
	}
	for c := 0; c < n; c++ {
		seen := map[int]int{}
		for r := 0; r < n; r++ {
			if r0, ok := seen[s.At(r, c)]; ok {
				return fmt.Errorf("column %d holds %d twice, in rows %d and %d", c+1, s.At(r, c), r0+1, r+1)
			}
			seen[s.At(r, c)] = r
		}
	}
	for i, d := range p.Givens {
		if d != 0 && s.Grid[i] != d {
			return fmt.Errorf("cell (%d,%d) holds %d, the given is %d", i/n+1, i%n+1, s.Grid[i], d)
		}
	}
	if p.Killer {
		// Each box: the rectangles, or the jigsaw map cell by cell.
		seen := map[[2]int]int{}
		for i, d := range s.Grid {
			var box int
			if p.Jigsaw != nil {
				box = p.Jigsaw[i]
			} else {
				box = (i/n/p.BoxRows)*n + (i%n)/p.BoxCols
			}
			if j, ok := seen[[2]int{box, d}]; ok {
				return fmt.Errorf("%s holds %d twice, at (%d,%d) and (%d,%d)", p.BoxName(p.BoxOf(i)), d, j/n+1, j%n+1, i/n+1, i%n+1)
			}
			seen[[2]int{box, d}] = i
		}
	}
	for k, cg := range p.Cages {
		if p.Killer {
			seen := map[int]bool{}
			for _, i := range cg.Cells {
				if seen[s.Grid[i]] {
					return fmt.Errorf("%s holds %d twice", p.CageName(k), s.Grid[i])
				}
				seen[s.Grid[i]] = true
			}
		}
		if ok, sum, prod := cageMakes(cg, s.Grid, n); !ok {
			return fmt.Errorf("%s: its digits (sum %d, product %d) do not make %d", p.CageName(k), sum, prod, cg.Target)
		}
	}
	return nil
}

// cageMakes reports whether the digits of grid (N x N, row-major) in
// cage cg make its target by its operation, with their sum and product.
func cageMakes(cg Cage, grid []int, n int) (ok bool, sum, prod int) {
	sum, prod = 0, 1
	lo, hi := n+1, 0
	for _, i := range cg.Cells {
		d := grid[i]
		sum += d
		prod *= d
		lo, hi = min(lo, d), max(hi, d)
	}
	two := len(cg.Cells) == 2
	diff := two && hi-lo == cg.Target
	quot := two && hi == cg.Target*lo
	switch cg.Op {
	case Add, Given:
		ok = sum == cg.Target
	case Mul:
		ok = prod == cg.Target
	case Sub:
		ok = diff
	case Div:
		ok = quot
	case Unknown:
		ok = sum == cg.Target || prod == cg.Target || diff || quot
	case NoTarget:
		ok = true
	}
	return ok, sum, prod
}
