package masyu

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder: it reads each cell's four links from the solution's own H
// and V grids, checks every cell's degree (0 or 2) and every pearl's
// shape from its links and its neighbours' links, and walks the loop
// from its first cell, which must come back having used every line (one
// loop, no other).
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	R, C := p.Rows, p.Cols
	if s.Rows != R || s.Cols != C || len(s.H) != R*(C-1) || len(s.V) != (R-1)*C {
		return fmt.Errorf("the solution is %dx%d, the puzzle %dx%d", s.Rows, s.Cols, R, C)
	}
	// right(r,c): a line from (r,c) to (r,c+1); down(r,c): to (r+1,c).
	right := func(r, c int) bool { return r >= 0 && r < R && c >= 0 && c < C-1 && s.H[r*(C-1)+c] }
	down := func(r, c int) bool { return r >= 0 && r < R-1 && c >= 0 && c < C && s.V[r*C+c] }
	type links struct{ up, dn, lt, rt bool }
	at := func(r, c int) links {
		return links{up: down(r-1, c), dn: down(r, c), lt: right(r, c-1), rt: right(r, c)}
	}
	deg := func(l links) int {
		n := 0
		for _, b := range []bool{l.up, l.dn, l.lt, l.rt} {
			if b {
				n++
			}
		}
		return n
	}
	straight := func(l links) bool { return (l.up && l.dn) || (l.lt && l.rt) }
	total := 0
	start := [2]int{-1, -1}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			l := at(r, c)
			d := deg(l)
			if d != 0 && d != 2 {
				return fmt.Errorf("cell (%d,%d) has %d loop lines, want 0 or 2", r, c, d)
			}
			if d == 2 && start[0] < 0 {
				start = [2]int{r, c}
			}
			total += d
			switch p.Pearls[r*C+c] {
			case White:
				if d == 0 {
					return fmt.Errorf("the white pearl at (%d,%d) is not on the loop", r, c)
				}
				if !straight(l) {
					return fmt.Errorf("the loop turns in the white pearl at (%d,%d)", r, c)
				}
				var n1, n2 links
				if l.up {
					n1, n2 = at(r-1, c), at(r+1, c)
				} else {
					n1, n2 = at(r, c-1), at(r, c+1)
				}
				if straight(n1) && straight(n2) {
					return fmt.Errorf("the loop goes straight on both sides of the white pearl at (%d,%d)", r, c)
				}
			case Black:
				if d == 0 {
					return fmt.Errorf("the black pearl at (%d,%d) is not on the loop", r, c)
				}
				if straight(l) {
					return fmt.Errorf("the loop goes straight through the black pearl at (%d,%d)", r, c)
				}
				for _, nb := range []struct {
					on   bool
					r, c int
				}{{l.up, r - 1, c}, {l.dn, r + 1, c}, {l.lt, r, c - 1}, {l.rt, r, c + 1}} {
					if nb.on && !straight(at(nb.r, nb.c)) {
						return fmt.Errorf("the loop turns at (%d,%d), next to the black pearl at (%d,%d)", nb.r, nb.c, r, c)
					}
				}
			}
		}
	}
	total /= 2
	if total == 0 {
		return fmt.Errorf("no loop")
	}
	cur, prev := start, [2]int{-1, -1}
	steps := 0
	for {
		r, c := cur[0], cur[1]
		var next [2]int
		found := false
		for _, st := range []struct {
			on bool
			to [2]int
		}{{down(r-1, c), [2]int{r - 1, c}}, {down(r, c), [2]int{r + 1, c}}, {right(r, c-1), [2]int{r, c - 1}}, {right(r, c), [2]int{r, c + 1}}} {
			if st.on && st.to != prev {
				next, found = st.to, true
				break
			}
		}
		if !found {
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
		return fmt.Errorf("the lines form more than one loop: the loop through (%d,%d) has %d of the %d lines", start[0], start[1], steps, total)
	}
	return nil
}
