package tents

import "fmt"

// Check verifies s against p's rules with code that shares nothing with
// the encoder: tents stand only on cells without a tree; no two tents
// touch, diagonally included; every count given is met; and the trees
// and tents can be paired one to one, each tree with an orthogonally
// adjacent tent (a perfect matching of the tree-tent adjacency graph,
// found by augmenting paths, Kuhn's algorithm). As in Tatham's Tents, a
// tent may touch other trees besides its own, and the pairing need not
// be unique: the tents are the solution.
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	R, C := p.Rows, p.Cols
	if s.Rows != R || s.Cols != C || len(s.Tent) != R*C {
		return fmt.Errorf("the solution is %dx%d with %d cells, the puzzle %dx%d", s.Rows, s.Cols, len(s.Tent), R, C)
	}
	tent := func(r, c int) bool { return r >= 0 && r < R && c >= 0 && c < C && s.Tent[r*C+c] }
	var tents, trees []int
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			i := r*C + c
			if p.Tree[i] {
				trees = append(trees, i)
				if s.Tent[i] {
					return fmt.Errorf("a tent stands on the tree at (%d,%d)", r, c)
				}
				continue
			}
			if !s.Tent[i] {
				continue
			}
			tents = append(tents, i)
			// Look right, down-left, down, down-right: each touching
			// pair is seen once.
			for _, d := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
				if tent(r+d[0], c+d[1]) {
					return fmt.Errorf("the tents at (%d,%d) and (%d,%d) touch", r, c, r+d[0], c+d[1])
				}
			}
		}
	}
	for r := 0; r < R; r++ {
		if k := p.RowCount[r]; k != Unknown {
			n := 0
			for c := 0; c < C; c++ {
				if s.Tent[r*C+c] {
					n++
				}
			}
			if n != k {
				return fmt.Errorf("row %d has %d tents, its count is %d", r, n, k)
			}
		}
	}
	for c := 0; c < C; c++ {
		if k := p.ColCount[c]; k != Unknown {
			n := 0
			for r := 0; r < R; r++ {
				if s.Tent[r*C+c] {
					n++
				}
			}
			if n != k {
				return fmt.Errorf("column %d has %d tents, its count is %d", c, n, k)
			}
		}
	}
	if len(tents) != len(trees) {
		return fmt.Errorf("%d tents for %d trees", len(tents), len(trees))
	}
	// Kuhn's matching: owner[tent cell] = the tree cell paired with it.
	owner := map[int]int{}
	var seen map[int]bool
	var try func(tree int) bool
	try = func(tree int) bool {
		r, c := tree/C, tree%C
		for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			rr, cc := r+d[0], c+d[1]
			if !tent(rr, cc) {
				continue
			}
			j := rr*C + cc
			if seen[j] {
				continue
			}
			seen[j] = true
			if o, ok := owner[j]; !ok || try(o) {
				owner[j] = tree
				return true
			}
		}
		return false
	}
	for _, t := range trees {
		seen = map[int]bool{}
		if !try(t) {
			return fmt.Errorf("the tree at (%d,%d) gets no tent of its own beside it", t/C, t%C)
		}
	}
	return nil
}
