package akari

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder (which uses package sight's runs and seen sets): it walks
// the grid itself. Every light is on a white cell of the grid; walking
// out from each light in the four directions to a black cell or the
// edge, it meets no other light and lights every cell it passes; every
// white cell is lit; every number has that many lights next to it.
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	if s.Rows != p.Rows || s.Cols != p.Cols {
		return fmt.Errorf("the solution is %dx%d, the puzzle %dx%d", s.Rows, s.Cols, p.Rows, p.Cols)
	}
	rows, cols := p.Rows, p.Cols
	light := make([]bool, rows*cols)
	for _, l := range s.Lights {
		r, c := l[0], l[1]
		if r < 0 || r >= rows || c < 0 || c >= cols {
			return fmt.Errorf("a light at (%d,%d) is outside the %dx%d grid", r, c, rows, cols)
		}
		if p.Cells[r*cols+c] != White {
			return fmt.Errorf("a light at (%d,%d) is on a black cell", r, c)
		}
		if light[r*cols+c] {
			return fmt.Errorf("two lights at (%d,%d)", r, c)
		}
		light[r*cols+c] = true
	}
	lit := make([]bool, rows*cols)
	dirs := [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	for i, on := range light {
		if !on {
			continue
		}
		lit[i] = true
		r0, c0 := i/cols, i%cols
		for _, d := range dirs {
			for r, c := r0+d[0], c0+d[1]; r >= 0 && r < rows && c >= 0 && c < cols; r, c = r+d[0], c+d[1] {
				j := r*cols + c
				if p.Cells[j] != White {
					break
				}
				if light[j] {
					return fmt.Errorf("the lights at (%d,%d) and (%d,%d) see each other", r0, c0, r, c)
				}
				lit[j] = true
			}
		}
	}
	for i, v := range p.Cells {
		r, c := i/cols, i%cols
		if v == White && !lit[i] {
			return fmt.Errorf("(%d,%d) is not lit", r, c)
		}
		if v < 0 {
			continue
		}
		n := 0
		for _, d := range dirs {
			if rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < rows && cc >= 0 && cc < cols && light[rr*cols+cc] {
				n++
			}
		}
		if n != v {
			return fmt.Errorf("%s has %d lights next to it", NumberWords(r, c, v), n)
		}
	}
	return nil
}
