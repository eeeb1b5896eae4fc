package slitherlink

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder: it counts each clue's edges from the solution's own H and
// V grids, counts each point's lines, and walks the loop from its first
// edge, which must come back having used every line of the grid (one
// loop, no other).
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	R, C := p.Rows, p.Cols
	if s.Rows != R || s.Cols != C || len(s.H) != (R+1)*C || len(s.V) != R*(C+1) {
		return fmt.Errorf("the solution is %dx%d, the puzzle %dx%d", s.Rows, s.Cols, R, C)
	}
	h := func(r, c int) bool { return r >= 0 && r <= R && c >= 0 && c < C && s.H[r*C+c] }
	v := func(r, c int) bool { return r >= 0 && r < R && c >= 0 && c <= C && s.V[r*(C+1)+c] }
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			k := p.Clues[r*C+c]
			if k < 0 {
				continue
			}
			n := 0
			for _, on := range []bool{h(r, c), h(r+1, c), v(r, c), v(r, c+1)} {
				if on {
					n++
				}
			}
			if n != k {
				return fmt.Errorf("the %d at (%d,%d) has %d loop edges", k, r, c, n)
			}
		}
	}
	total := 0
	start := [2]int{-1, -1}
	for r := 0; r <= R; r++ {
		for c := 0; c <= C; c++ {
			d := 0
			for _, on := range []bool{h(r, c-1), h(r, c), v(r-1, c), v(r, c)} {
				if on {
					d++
				}
			}
			if d != 0 && d != 2 {
				return fmt.Errorf("point (%d,%d) has %d loop edges, want 0 or 2", r, c, d)
			}
			if d == 2 && start[0] < 0 {
				start = [2]int{r, c}
			}
			total += d
		}
	}
	total /= 2
	if total == 0 {
		return fmt.Errorf("no loop")
	}
	// Walk: from start, never back along the edge just used.
	cur, prev := start, [2]int{-1, -1}
	steps := 0
	for {
		var next [2]int
		found := false
		r, c := cur[0], cur[1]
		for _, st := range []struct {
			on bool
			to [2]int
		}{{h(r, c-1), [2]int{r, c - 1}}, {h(r, c), [2]int{r, c + 1}}, {v(r-1, c), [2]int{r - 1, c}}, {v(r, c), [2]int{r + 1, c}}} {
			if st.on && st.to != prev {
				next, found = st.to, true
				break
			}
		}
		if !found { // a loop of two points cannot happen on a lattice
			return fmt.Errorf("the loop breaks at (%d,%d)", r, c)
		}
		prev, cur = cur, next
		steps++
		if cur == start {
			break
		}
		if steps > total {
			return fmt.Errorf("the loop does not close")
		}
	}
	if steps != total {
		return fmt.Errorf("the lines form more than one loop: the loop through (%d,%d) has %d of the %d edges", start[0], start[1], steps, total)
	}
	return nil
}
