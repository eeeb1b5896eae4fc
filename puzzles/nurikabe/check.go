package nurikabe

import "fmt"

// Check checks s against p's rules, with code of its own (it shares
// nothing with the encoder): every number's cell is unshaded; no 2x2
// block is all shaded; the shaded cells are connected; every connected
// group of unshaded cells (an island) holds exactly one number, and as
// many cells as that number says.
func Check(p *Puzzle, s *Solution) error {
	if s.Rows != p.Rows || s.Cols != p.Cols {
		return fmt.Errorf("the solution is %dx%d, the puzzle %dx%d", s.Rows, s.Cols, p.Rows, p.Cols)
	}
	shaded, err := s.Mask()
	if err != nil {
		return err
	}
	R, C := p.Rows, p.Cols
	for i, v := range p.Cells {
		if v != Empty && shaded[i] {
			return fmt.Errorf("(%d,%d) holds a number and is shaded", i/C, i%C)
		}
	}
	for r := 0; r+1 < R; r++ {
		for c := 0; c+1 < C; c++ {
			i := r*C + c
			if shaded[i] && shaded[i+1] && shaded[i+C] && shaded[i+C+1] {
				return fmt.Errorf("the 2x2 block at (%d,%d) is all shaded", r, c)
			}
		}
	}
	// Flood fill each colour.
	seen := make([]bool, R*C)
	stack := []int{}
	fill := func(start int) []int {
		var group []int
		stack = append(stack[:0], start)
		seen[start] = true
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			group = append(group, i)
			r, c := i/C, i%C
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := r+d[0], c+d[1]
				if rr < 0 || rr >= R || cc < 0 || cc >= C {
					continue
				}
				j := rr*C + cc
				if !seen[j] && shaded[j] == shaded[i] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		return group
	}
	walls := 0
	for i := range shaded {
		if seen[i] {
			continue
		}
		g := fill(i)
		if shaded[i] {
			walls++
			if walls > 1 {
				return fmt.Errorf("the shaded cells are not connected: (%d,%d) is cut off from the shaded cells before it", i/C, i%C)
			}
			continue
		}
		numbers := 0
		var at int
		for _, j := range g {
			if p.Cells[j] != Empty {
				if numbers == 0 {
					at = j
				}
				numbers++
				if numbers == 2 {
					return fmt.Errorf("the island of (%d,%d) holds two numbers, at (%d,%d) and (%d,%d)", i/C, i%C, at/C, at%C, j/C, j%C)
				}
			}
		}
		if numbers == 0 {
			return fmt.Errorf("the island of (%d,%d) (%d cells) holds no number", i/C, i%C, len(g))
		}
		if n := p.Cells[at]; n != Unknown && n != len(g) {
			return fmt.Errorf("the island of the %d at (%d,%d) has %d cells", n, at/C, at%C, len(g))
		}
	}
	return nil
}

func equal(a, b *Solution) bool {
	if a.Rows != b.Rows || a.Cols != b.Cols || len(a.Shaded) != len(b.Shaded) {
		return false
	}
	ma, err1 := a.Mask()
	mb, err2 := b.Mask()
	if err1 != nil || err2 != nil {
		return false
	}
	for i := range ma {
		if ma[i] != mb[i] {
			return false
		}
	}
	return true
}
