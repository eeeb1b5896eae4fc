package tracks

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder: it reads each cell's links from the solution's own H and
// V grids (plus the ends' links off the grid), checks every cell's
// degree (0 or 2), the given pieces, the row and column counts, and
// walks the track from the first end, which must arrive at the second
// having used every line (one track, no loop besides).
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	R, C := p.Rows, p.Cols
	if s.Rows != R || s.Cols != C || len(s.H) != R*(C-1) || len(s.V) != (R-1)*C {
		return fmt.Errorf("the solution is %dx%d, the puzzle %dx%d", s.Rows, s.Cols, R, C)
	}
	right := func(r, c int) bool { return r >= 0 && r < R && c >= 0 && c < C-1 && s.H[r*(C-1)+c] }
	down := func(r, c int) bool { return r >= 0 && r < R-1 && c >= 0 && c < C && s.V[r*C+c] }
	// links(r,c): north, south, west, east.
	links := func(r, c int) [4]bool {
		l := [4]bool{down(r-1, c), down(r, c), right(r, c-1), right(r, c)}
		for _, e := range p.Ends {
			if e.R == r && e.C == c {
				l[e.Dir] = true
			}
		}
		return l
	}
	rowN := make([]int, R)
	colN := make([]int, C)
	lines := 2 // the two lines off the grid
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			l := links(r, c)
			d := 0
			var got Piece
			for k, on := range l {
				if on {
					d++
					got |= 1 << k
				}
			}
			if d != 0 && d != 2 {
				return fmt.Errorf("cell (%d,%d) has %d track links, want 0 or 2", r, c, d)
			}
			if d == 2 {
				rowN[r]++
				colN[c]++
			}
			if right(r, c) {
				lines++
			}
			if down(r, c) {
				lines++
			}
			if want := p.Pieces[r*C+c]; want != 0 && want != got {
				return fmt.Errorf("cell (%d,%d) does not hold its given piece", r, c)
			}
		}
	}
	for r, k := range p.RowCount {
		if k != Unknown && rowN[r] != k {
			return fmt.Errorf("row %d has %d track cells, its count is %d", r, rowN[r], k)
		}
	}
	for c, k := range p.ColCount {
		if k != Unknown && colN[c] != k {
			return fmt.Errorf("column %d has %d track cells, its count is %d", c, colN[c], k)
		}
	}
	// Walk from the first end, entering from off the grid.
	a, z := p.Ends[0], p.Ends[1]
	cur, from := [2]int{a.R, a.C}, a.Dir
	walked := 1
	for steps := 0; steps <= R*C; steps++ {
		l := links(cur[0], cur[1])
		next := -1
		for d := 0; d < 4; d++ {
			if l[d] && d != from {
				next = d
				break
			}
		}
		if next < 0 {
			return fmt.Errorf("the track breaks at (%d,%d)", cur[0], cur[1])
		}
		walked++
		nr, nc := cur[0]+Step[next][0], cur[1]+Step[next][1]
		if nr < 0 || nr >= R || nc < 0 || nc >= C {
			if cur[0] != z.R || cur[1] != z.C || next != z.Dir {
				return fmt.Errorf("the track leaves the grid at (%d,%d), not at its end", cur[0], cur[1])
			}
			if walked != lines {
				return fmt.Errorf("the track from end to end has %d of the %d lines: the others make a loop", walked, lines)
			}
			return nil
		}
		cur, from = [2]int{nr, nc}, next^1
	}
	return fmt.Errorf("the track does not reach its other end")
}
