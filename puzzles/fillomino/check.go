package fillomino

import "fmt"

// Check checks s against p's rules with code of its own: every cell holds
// a number, the givens where given, and every group of cells joined
// through sides with equal numbers has exactly as many cells as its
// number (so two polyominoes of one size never share a side).
func Check(p *Puzzle, s *Solution) error {
	if s == nil || s.Rows != p.Rows || s.Cols != p.Cols || len(s.Values) != p.Rows*p.Cols || len(p.Given) != len(s.Values) {
		return fmt.Errorf("fillomino: the solution is not a %dx%d grid", p.Rows, p.Cols)
	}
	for i, v := range s.Values {
		if v < 1 {
			return fmt.Errorf("fillomino: (%d,%d) holds %d", i/p.Cols+1, i%p.Cols+1, v)
		}
		if g := p.Given[i]; g != None && g != v {
			return fmt.Errorf("fillomino: (%d,%d) is given %d but holds %d", i/p.Cols+1, i%p.Cols+1, g, v)
		}
	}
	// union-find over equal neighbours
	parent := make([]int, len(s.Values))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			if c+1 < p.Cols && s.Values[i] == s.Values[i+1] {
				parent[find(i)] = find(i + 1)
			}
			if r+1 < p.Rows && s.Values[i] == s.Values[i+p.Cols] {
				parent[find(i)] = find(i + p.Cols)
			}
		}
	}
	size := map[int]int{}
	for i := range s.Values {
		size[find(i)]++
	}
	for i, v := range s.Values {
		if n := size[find(i)]; n != v {
			return fmt.Errorf("fillomino: the polyomino of %d at (%d,%d) has %d cells", v, i/p.Cols+1, i%p.Cols+1, n)
		}
	}
	return nil
}
