package galaxies

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder: every cell is in the galaxy of one dot; each galaxy holds
// the cells its dot touches (no dot on a wall), is connected (a flood
// fill from the dot's cell through cells of the same galaxy reaches all
// of them) and is symmetric about its dot (the cell opposite each of its
// cells, point-reflected through the dot, is on the grid and in the same
// galaxy).
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	R, C := p.Rows, p.Cols
	if s.Rows != R || s.Cols != C || len(s.Region) != R*C {
		return fmt.Errorf("the solution is %dx%d, the puzzle %dx%d", s.Rows, s.Cols, R, C)
	}
	size := make([]int, len(p.Dots))
	for i, g := range s.Region {
		if g < 0 || g >= len(p.Dots) {
			return fmt.Errorf("cell (%d,%d) is in no galaxy", i/C, i%C)
		}
		size[g]++
	}
	for g, d := range p.Dots {
		// The cells the dot touches: those whose centre is within half a
		// cell of the dot in both directions.
		var first = -1
		for r := 0; r < R; r++ {
			for c := 0; c < C; c++ {
				dy, dx := 2*r+1-d.Y, 2*c+1-d.X
				if dy >= -1 && dy <= 1 && dx >= -1 && dx <= 1 {
					if s.Region[r*C+c] != g {
						return fmt.Errorf("cell (%d,%d) touches %s but is in the galaxy of %s", r, c, p.DotWords(g), p.DotWords(s.Region[r*C+c]))
					}
					if first < 0 {
						first = r*C + c
					}
				}
			}
		}
		if first < 0 {
			return fmt.Errorf("%s touches no cell", p.DotWords(g))
		}
		// Symmetry: the centres of a cell and its opposite add up to
		// twice the dot.
		for i, h := range s.Region {
			if h != g {
				continue
			}
			r, c := i/C, i%C
			oy, ox := 2*d.Y-(2*r+1), 2*d.X-(2*c+1)
			or, oc := (oy-1)/2, (ox-1)/2
			if oy < 1 || ox < 1 || or >= R || oc >= C || s.Region[or*C+oc] != g {
				return fmt.Errorf("the galaxy of %s is not symmetric about it: (%d,%d) is in it, its opposite (%d,%d) is not", p.DotWords(g), r, c, (oy-1)/2, (ox-1)/2)
			}
		}
		// Connected: flood fill.
		seen := map[int]bool{first: true}
		stack := []int{first}
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, c := i/C, i%C
			for _, n := range [][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}} {
				if n[0] < 0 || n[0] >= R || n[1] < 0 || n[1] >= C {
					continue
				}
				j := n[0]*C + n[1]
				if s.Region[j] == g && !seen[j] {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		if len(seen) != size[g] {
			return fmt.Errorf("the galaxy of %s is in %s pieces: %d of its %d cells are not connected to the dot", p.DotWords(g), "several", size[g]-len(seen), size[g])
		}
	}
	return nil
}
