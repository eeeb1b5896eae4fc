package norinori

import "fmt"

// Check reports the first rule s breaks, or nil: every region holds
// exactly two shaded cells, and every shaded cell has exactly one shaded
// neighbour (beside it, not diagonally). It walks the grid itself and
// shares nothing with the encoder.
func Check(p *Puzzle, s *Solution) error {
	if s == nil || s.Rows != p.Rows || s.Cols != p.Cols || len(s.Shade) != p.Rows*p.Cols {
		return fmt.Errorf("the solution is not a %dx%d grid", p.Rows, p.Cols)
	}
	count := make([]int, p.Regions.N)
	for i, sh := range s.Shade {
		if sh {
			count[p.Regions.Of[i]]++
		}
	}
	for k, n := range count {
		if n != 2 {
			return fmt.Errorf("%s holds %d shaded cells, want 2", p.RegionName(k), n)
		}
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if !s.At(r, c) {
				continue
			}
			n := 0
			if r > 0 && s.At(r-1, c) {
				n++
			}
			if r+1 < p.Rows && s.At(r+1, c) {
				n++
			}
			if c > 0 && s.At(r, c-1) {
				n++
			}
			if c+1 < p.Cols && s.At(r, c+1) {
				n++
			}
			if n != 1 {
				return fmt.Errorf("the shaded cell (%d,%d) has %d shaded neighbours, want 1", r, c, n)
			}
		}
	}
	return nil
}
