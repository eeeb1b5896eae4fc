package starbattle

import "fmt"

// Check reports the first rule s breaks, or nil: every row, every column
// and every region holds exactly p.Stars stars, no star lies outside every
// region, and no two stars touch, not even diagonally. It walks the grid
// itself and shares nothing with the encoder.
func Check(p *Puzzle, s *Solution) error {
	if s == nil || s.Rows != p.Rows || s.Cols != p.Cols || len(s.Star) != p.Rows*p.Cols {
		return fmt.Errorf("the solution is not a %dx%d grid", p.Rows, p.Cols)
	}
	for r := 0; r < p.Rows; r++ {
		n := 0
		for c := 0; c < p.Cols; c++ {
			if s.At(r, c) {
				n++
			}
		}
		if n != p.Stars {
			return fmt.Errorf("row %d holds %d stars, want %d", r, n, p.Stars)
		}
	}
	for c := 0; c < p.Cols; c++ {
		n := 0
		for r := 0; r < p.Rows; r++ {
			if s.At(r, c) {
				n++
			}
		}
		if n != p.Stars {
			return fmt.Errorf("column %d holds %d stars, want %d", c, n, p.Stars)
		}
	}
	count := map[int]int{}
	for i, star := range s.Star {
		if !star {
			continue
		}
		k := p.Regions.Of[i]
		if k < 0 {
			return fmt.Errorf("the star at (%d,%d) is outside every region", i/p.Cols, i%p.Cols)
		}
		count[k]++
	}
	for k := 0; k < p.Regions.N; k++ {
		if count[k] != p.Stars {
			return fmt.Errorf("%s holds %d stars, want %d", p.RegionName(k), count[k], p.Stars)
		}
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			if !s.At(r, c) {
				continue
			}
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					rr, cc := r+dr, c+dc
					if (dr != 0 || dc != 0) && rr >= 0 && rr < p.Rows && cc >= 0 && cc < p.Cols && s.At(rr, cc) {
						return fmt.Errorf("the stars at (%d,%d) and (%d,%d) touch", r, c, rr, cc)
					}
				}
			}
		}
	}
	return nil
}
