package suguru

import "fmt"

// Check reports the first rule s breaks, or nil: every cell holds a digit
// from 1 to its region's size, each region holds each of its digits once,
// the givens stand, and no two touching cells (diagonally included) hold
// the same digit. It walks the grid itself and shares nothing with the
// encoder.
func Check(p *Puzzle, s *Solution) error {
	if s == nil || s.Rows != p.Rows || s.Cols != p.Cols || len(s.Grid) != p.Rows*p.Cols {
		return fmt.Errorf("the solution is not a %dx%d grid", p.Rows, p.Cols)
	}
	R, C := p.Rows, p.Cols
	cells := make([][]int, p.Regions.N)
	for i, k := range p.Regions.Of {
		cells[k] = append(cells[k], i)
	}
	for k, cs := range cells {
		seen := make([]bool, len(cs)+1)
		for _, i := range cs {
			d := s.Grid[i]
			if d < 1 || d > len(cs) {
				return fmt.Errorf("(%d,%d) holds %d, outside 1..%d of its region of %d cells", i/C, i%C, d, len(cs), len(cs))
			}
			if seen[d] {
				return fmt.Errorf("%s holds %d twice", p.RegionName(k), d)
			}
			seen[d] = true
		}
	}
	for i, g := range p.Givens {
		if g != 0 && s.Grid[i] != g {
			return fmt.Errorf("(%d,%d) holds %d, the given is %d", i/C, i%C, s.Grid[i], g)
		}
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					rr, cc := r+dr, c+dc
					if (dr == 0 && dc == 0) || rr < 0 || rr >= R || cc < 0 || cc >= C {
						continue
					}
					if s.At(r, c) == s.At(rr, cc) {
						return fmt.Errorf("(%d,%d) and (%d,%d) touch and both hold %d", r, c, rr, cc, s.At(r, c))
					}
				}
			}
		}
	}
	return nil
}
