package numberlink

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder: it reads each cell's four links from the solution's own H
// and V grids, checks every degree (1 at a number, 0 or 2 elsewhere, 2
// with FillAll), then walks from every number along its path to the
// path's other end, which must hold the same number, and finally asks
// that the walks used every line (no closed loop beside the paths).
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	R, C := p.Rows, p.Cols
	if s.Rows != R || s.Cols != C || len(s.H) != R*(C-1) || len(s.V) != (R-1)*C || len(p.Nums) != R*C {
		return fmt.Errorf("the solution is %dx%d, the puzzle %dx%d", s.Rows, s.Cols, R, C)
	}
	if lone := p.LoneEnds(); len(lone) > 0 {
		return fmt.Errorf("number %d has one end only: it pairs with no cell", lone[0])
	}
	right := func(r, c int) bool { return r >= 0 && r < R && c >= 0 && c < C-1 && s.H[r*(C-1)+c] }
	down := func(r, c int) bool { return r >= 0 && r < R-1 && c >= 0 && c < C && s.V[r*C+c] }
	// links: the neighbours (r,c) is joined to.
	links := func(r, c int) [][2]int {
		var out [][2]int
		if down(r-1, c) {
			out = append(out, [2]int{r - 1, c})
		}
		if down(r, c) {
			out = append(out, [2]int{r + 1, c})
		}
		if right(r, c-1) {
			out = append(out, [2]int{r, c - 1})
		}
		if right(r, c) {
			out = append(out, [2]int{r, c + 1})
		}
		return out
	}
	total := 0
	for _, b := range s.H {
		if b {
			total++
		}
	}
	for _, b := range s.V {
		if b {
			total++
		}
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			d := len(links(r, c))
			v := p.Nums[r*C+c]
			switch {
			case v != 0 && d != 1:
				return fmt.Errorf("the number %d at (%d,%d) has %d path lines, want 1", v, r, c, d)
			case v == 0 && d != 0 && d != 2:
				return fmt.Errorf("cell (%d,%d) has %d path lines, want 0 or 2", r, c, d)
			case v == 0 && d == 0 && s.FillAll:
				return fmt.Errorf("cell (%d,%d) is on no path (every cell must be used)", r, c)
			}
		}
	}
	walked := 0
	done := make([]bool, R*C)
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			v := p.Nums[r*C+c]
			if v == 0 || done[r*C+c] {
				continue
			}
			prev, cur := [2]int{-1, -1}, [2]int{r, c}
			for steps := 0; ; steps++ {
				if steps > R*C {
					return fmt.Errorf("the path from (%d,%d) does not end", r, c)
				}
				var next [2]int
				found := false
				for _, l := range links(cur[0], cur[1]) {
					if l != prev {
						next, found = l, true
						break
					}
				}
				if !found {
					return fmt.Errorf("the path from (%d,%d) breaks at (%d,%d)", r, c, cur[0], cur[1])
				}
				walked++
				prev, cur = cur, next
				if w := p.Nums[cur[0]*C+cur[1]]; w != 0 {
					if w != v {
						return fmt.Errorf("the path from the %d at (%d,%d) ends at the %d at (%d,%d)", v, r, c, w, cur[0], cur[1])
					}
					done[cur[0]*C+cur[1]] = true
					break
				}
			}
			done[r*C+c] = true
		}
	}
	if walked != total {
		return fmt.Errorf("%d of the %d lines are on no path between numbers (a closed loop)", total-walked, total)
	}
	return nil
}
