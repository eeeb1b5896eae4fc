package yajilin

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder: clue cells are neither shaded nor touched by a line;
// every other cell is shaded (no line) or has exactly two lines; no two
// shaded cells share a side; each arrow sees as many shaded cells as it
// says; the lines, walked from the first loop cell, come back having
// used every line.
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	R, C := p.Rows, p.Cols
	if s.Rows != R || s.Cols != C || len(s.Shaded) != R*C || len(s.H) != R*(C-1) || len(s.V) != (R-1)*C {
		return fmt.Errorf("the solution is %dx%d, the puzzle %dx%d", s.Rows, s.Cols, R, C)
	}
	right := func(r, c int) bool { return r >= 0 && r < R && c >= 0 && c < C-1 && s.H[r*(C-1)+c] }
	down := func(r, c int) bool { return r >= 0 && r < R-1 && c >= 0 && c < C && s.V[r*C+c] }
	shaded := func(r, c int) bool { return r >= 0 && r < R && c >= 0 && c < C && s.Shaded[r*C+c] }
	total := 0
	start := [2]int{-1, -1}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			d := 0
			for _, on := range []bool{down(r-1, c), down(r, c), right(r, c-1), right(r, c)} {
				if on {
					d++
				}
			}
			cl := p.Cells[r*C+c]
			switch {
			case cl.Clue && (d > 0 || shaded(r, c)):
				return fmt.Errorf("the clue cell (%d,%d) is shaded or on the loop", r, c)
			case cl.Clue:
				continue
			case shaded(r, c) && d > 0:
				return fmt.Errorf("the shaded cell (%d,%d) has lines", r, c)
			case !shaded(r, c) && d != 2:
				return fmt.Errorf("cell (%d,%d) has %d lines, want 2 (or shading)", r, c, d)
			case shaded(r, c) && (shaded(r, c+1) || shaded(r+1, c)):
				return fmt.Errorf("shaded cells touch at (%d,%d)", r, c)
			}
			if d == 2 && start[0] < 0 {
				start = [2]int{r, c}
			}
			total += d
		}
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			cl := p.Cells[r*C+c]
			if !cl.Clue || cl.N < 0 {
				continue
			}
			dr, dc := [4]int{-1, 1, 0, 0}[cl.Dir], [4]int{0, 0, -1, 1}[cl.Dir]
			n := 0
			for rr, cc := r+dr, c+dc; rr >= 0 && rr < R && cc >= 0 && cc < C; rr, cc = rr+dr, cc+dc {
				if shaded(rr, cc) {
					n++
				}
			}
			if n != cl.N {
				return fmt.Errorf("%s sees %d shaded cells", ClueWords(r, c, cl), n)
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
