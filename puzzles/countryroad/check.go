package countryroad

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder: it reads each cell's links from the solution's own H and
// V grids, checks every cell's degree (0 or 2), walks the loop from its
// first cell (it must come back having used every line: one loop), and
// reads the regions along the walk: each region's cells on the loop make
// one unbroken stretch of the walk (the loop enters the region once),
// no blocked cell is on the loop,
// every region has one, a numbered region has as many loop cells as its
// number, and no two cells off the loop touch across a region border.
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
	on := make([]bool, R*C)
	total := 0
	start := -1
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			d := 0
			for _, b := range []bool{down(r-1, c), down(r, c), right(r, c-1), right(r, c)} {
				if b {
					d++
				}
			}
			if d != 0 && d != 2 {
				return fmt.Errorf("cell (%d,%d) has %d loop lines, want 0 or 2", r, c, d)
			}
			if d == 2 {
				on[r*C+c] = true
				if start < 0 {
					start = r*C + c
				}
			}
			total += d
		}
	}
	total /= 2
	if total == 0 {
		return fmt.Errorf("no loop")
	}
	// The walk: the cells of the loop in order.
	walk := []int{start}
	prev, cur := -1, start
	for {
		r, c := cur/C, cur%C
		next := -1
		for _, st := range []struct {
			on bool
			to int
		}{{down(r-1, c), cur - C}, {down(r, c), cur + C}, {right(r, c-1), cur - 1}, {right(r, c), cur + 1}} {
			if st.on && st.to != prev {
				next = st.to
				break
			}
		}
		if next < 0 {
			return fmt.Errorf("the loop breaks at (%d,%d)", r, c)
		}
		prev, cur = cur, next
		if cur == start {
			break
		}
		walk = append(walk, cur)
		if len(walk) > total {
			return fmt.Errorf("the loop does not close")
		}
	}
	if len(walk) != total {
		return fmt.Errorf("the lines form more than one loop: the loop through (%d,%d) has %d of the %d lines", start/C, start%C, len(walk), total)
	}
	of := p.Regions.Of
	for _, i := range walk {
		if of[i] < 0 {
			return fmt.Errorf("the loop visits the blocked cell (%d,%d)", i/C, i%C)
		}
	}
	// Stretches: the number of times the walk enters each region.
	enters := map[int]int{}
	for j, i := range walk {
		before := walk[(j+len(walk)-1)%len(walk)]
		if of[before] != of[i] {
			enters[of[i]]++
		}
	}
	visited := make([]int, p.Regions.N)
	for _, i := range walk {
		visited[of[i]]++
	}
	for k := 0; k < p.Regions.N; k++ {
		cells := p.Regions.Cells(k)
		first := cells[0]
		switch {
		case visited[k] == 0:
			return fmt.Errorf("the loop does not visit the region of (%d,%d)", first/C, first%C)
		case enters[k] > 1:
			return fmt.Errorf("the loop enters the region of (%d,%d) %d times", first/C, first%C, enters[k])
		}
		for _, i := range cells {
			if p.Nums[i] != None && visited[k] != p.Nums[i] {
				return fmt.Errorf("the %d at (%d,%d): the loop visits %d cells of its region", p.Nums[i], i/C, i%C, visited[k])
			}
		}
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			i := r*C + c
			if on[i] || of[i] < 0 {
				continue
			}
			if c+1 < C && !on[i+1] && of[i+1] >= 0 && of[i] != of[i+1] {
				return fmt.Errorf("(%d,%d) and (%d,%d) are both off the loop, side by side across a region border", r, c, r, c+1)
			}
			if r+1 < R && !on[i+C] && of[i+C] >= 0 && of[i] != of[i+C] {
				return fmt.Errorf("(%d,%d) and (%d,%d) are both off the loop, side by side across a region border", r, c, r+1, c)
			}
		}
	}
	return nil
}
