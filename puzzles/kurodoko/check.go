package kurodoko

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder (no ladders, no grid graph): no two shaded cells share a
// side; every number's cell is unshaded and, walking out from it in the
// four directions to a shaded cell or the edge, it sees as many cells as
// its number, itself included; a flood fill from one unshaded cell
// reaches every unshaded cell. The error names the first broken rule and its
// cells.
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	R, C := p.Rows, p.Cols
	if s.Rows != R || s.Cols != C || len(s.Shaded) != R*C {
		return fmt.Errorf("the solution is %dx%d with %d cells, the puzzle %dx%d", s.Rows, s.Cols, len(s.Shaded), R, C)
	}
	shaded := func(r, c int) bool { return s.Shaded[r*C+c] }
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			if !shaded(r, c) {
				continue
			}
			if c+1 < C && shaded(r, c+1) {
				return fmt.Errorf("shaded cells (%d,%d) and (%d,%d) are adjacent", r, c, r, c+1)
			}
			if r+1 < R && shaded(r+1, c) {
				return fmt.Errorf("shaded cells (%d,%d) and (%d,%d) are adjacent", r, c, r+1, c)
			}
		}
	}
	// Every number: its cell unshaded, and the count of cells seen,
	// walked outwards from it in the four directions up to a shaded cell
	// or the edge, itself included.
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			k := p.Nums[r*C+c]
			if k == 0 {
				continue
			}
			if shaded(r, c) {
				return fmt.Errorf("the %d at (%d,%d) is shaded", k, r, c)
			}
			seen := 1
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				for rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < R && cc >= 0 && cc < C && !shaded(rr, cc); rr, cc = rr+d[0], cc+d[1] {
					seen++
				}
			}
			if seen != k {
				return fmt.Errorf("the %d at (%d,%d) sees %d cells", k, r, c, seen)
			}
		}
	}
	// Flood fill the unshaded cells from the first one.
	reached := make([]bool, R*C)
	var stack [][2]int
	total := 0
	for i, sh := range s.Shaded {
		if sh {
			continue
		}
		total++
		if len(stack) == 0 && total == 1 {
			stack = append(stack, [2]int{i / C, i % C})
			reached[i] = true
		}
	}
	count := 0
	for len(stack) > 0 {
		cur := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		count++
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			r, c := cur[0]+d[0], cur[1]+d[1]
			if r < 0 || r >= R || c < 0 || c >= C || shaded(r, c) || reached[r*C+c] {
				continue
			}
			reached[r*C+c] = true
			stack = append(stack, [2]int{r, c})
		}
	}
	if count < total {
		for i, sh := range s.Shaded {
			if !sh && !reached[i] {
				return fmt.Errorf("the unshaded cells are not connected: (%d,%d) is cut off from the unshaded cells around (%d,%d)", i/C, i%C, firstUnshaded(s)/C, firstUnshaded(s)%C)
			}
		}
	}
	return nil
}

func firstUnshaded(s *Solution) int {
	for i, sh := range s.Shaded {
		if !sh {
			return i
		}
	}
	return 0
}
