package hitori

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder (no at-most-one groups, no grid graph): no two shaded
// cells share a side; walking each row and each column, no number is met
// twice in unshaded cells; a flood fill from one unshaded cell reaches
// every unshaded cell. The error names the first broken rule and its
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
	for r := 0; r < R; r++ {
		seen := map[int]int{}
		for c := 0; c < C; c++ {
			v := p.Nums[r*C+c]
			if v == 0 || shaded(r, c) {
				continue
			}
			if c0, ok := seen[v]; ok {
				return fmt.Errorf("%d twice in row %d among unshaded cells: (%d,%d) and (%d,%d)", v, r, r, c0, r, c)
			}
			seen[v] = c
		}
	}
	for c := 0; c < C; c++ {
		seen := map[int]int{}
		for r := 0; r < R; r++ {
			v := p.Nums[r*C+c]
			if v == 0 || shaded(r, c) {
				continue
			}
			if r0, ok := seen[v]; ok {
				return fmt.Errorf("%d twice in column %d among unshaded cells: (%d,%d) and (%d,%d)", v, c, r0, c, r, c)
			}
			seen[v] = r
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
