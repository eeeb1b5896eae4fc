package lits

import "fmt"

// Check reports the first rule s breaks, or nil: every region holds
// exactly four shaded cells (a cell in no region none) joined side by side, not a 2x2 square (an L,
// I, T or S tetromino); no 2x2 block of the grid is all shaded; the shaded
// cells are connected; and two shaded cells beside each other in
// different regions belong to tetrominoes of different shapes. It walks
// the grid itself and shares nothing with the encoder (which enumerates
// placements of package shape/poly; the shapes here are told apart by
// their bounding boxes).
func Check(p *Puzzle, s *Solution) error {
	if s == nil || s.Rows != p.Rows || s.Cols != p.Cols || len(s.Shade) != p.Rows*p.Cols {
		return fmt.Errorf("the solution is not a %dx%d grid", p.Rows, p.Cols)
	}
	R, C := p.Rows, p.Cols
	letters := Letters(p, s)
	for i, sh := range s.Shade {
		if sh && p.Regions.Of[i] < 0 {
			return fmt.Errorf("the shaded cell (%d,%d) is in no region", i/C, i%C)
		}
	}
	for k := 0; k < p.Regions.N; k++ {
		var cells []int
		for _, i := range p.Regions.Cells(k) {
			if s.Shade[i] {
				cells = append(cells, i)
			}
		}
		if len(cells) != 4 {
			return fmt.Errorf("%s holds %d shaded cells, want 4", p.RegionName(k), len(cells))
		}
		if letters[cells[0]] == '?' {
			return fmt.Errorf("the shaded cells of %s are not an L, I, T or S tetromino", p.RegionName(k))
		}
	}
	for r := 0; r+1 < R; r++ {
		for c := 0; c+1 < C; c++ {
			if s.At(r, c) && s.At(r+1, c) && s.At(r, c+1) && s.At(r+1, c+1) {
				return fmt.Errorf("the 2x2 block at (%d,%d) is all shaded", r, c)
			}
		}
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			i := r*C + c
			if !s.Shade[i] {
				continue
			}
			for _, j := range []int{i + 1, i + C} {
				if (j == i+1 && c+1 >= C) || j >= R*C || !s.Shade[j] || p.Regions.Of[i] == p.Regions.Of[j] {
					continue
				}
				if letters[i] == letters[j] {
					return fmt.Errorf("two %c tetrominoes touch at (%d,%d) and (%d,%d)", letters[i], r, c, j/C, j%C)
				}
			}
		}
	}
	// Connected: a flood from the first shaded cell reaches them all.
	start, total := -1, 0
	for i, sh := range s.Shade {
		if sh {
			total++
			if start < 0 {
				start = i
			}
		}
	}
	if total > 0 {
		seen := make([]bool, R*C)
		stack := []int{start}
		seen[start] = true
		reached := 0
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			reached++
			r, c := i/C, i%C
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				rr, cc := r+d[0], c+d[1]
				if rr >= 0 && rr < R && cc >= 0 && cc < C {
					if j := rr*C + cc; s.Shade[j] && !seen[j] {
						seen[j] = true
						stack = append(stack, j)
					}
				}
			}
		}
		if reached != total {
			for i, sh := range s.Shade {
				if sh && !seen[i] {
					return fmt.Errorf("the shaded cells are not connected: (%d,%d) is cut off from (%d,%d)", i/C, i%C, start/C, start%C)
				}
			}
		}
	}
	return nil
}

// Letters names the shape of each shaded cell's region: 'L', 'I', 'T',
// 'S', or '?' where the region's shaded cells are not four cells side by
// side of one of those shapes; 0 for an unshaded cell.
func Letters(p *Puzzle, s *Solution) []byte {
	out := make([]byte, p.Rows*p.Cols)
	for k := 0; k < p.Regions.N; k++ {
		var cells []int
		for _, i := range p.Regions.Cells(k) {
			if s.Shade[i] {
				cells = append(cells, i)
			}
		}
		l := Classify(p.Cols, cells)
		for _, i := range cells {
			out[i] = l
		}
	}
	return out
}

// Classify names the tetromino of cells (indices r*cols+c): 'I' in a
// 1x4 box; in a 2x3 box, 'T' when a cell has three of the others beside
// it, else 'L' when a line of the box's long side holds three cells,
// else 'S'; '?' for anything else (not four cells, not joined, a 2x2
// square).
func Classify(cols int, cells []int) byte {
	if len(cells) != 4 {
		return '?'
	}
	minR, maxR, minC, maxC := cells[0]/cols, cells[0]/cols, cells[0]%cols, cells[0]%cols
	for _, i := range cells {
		r, c := i/cols, i%cols
		minR, maxR, minC, maxC = min(minR, r), max(maxR, r), min(minC, c), max(maxC, c)
	}
	h, w := maxR-minR+1, maxC-minC+1
	beside := func(a, b int) bool {
		ra, ca, rb, cb := a/cols, a%cols, b/cols, b%cols
		return (ra == rb && (ca-cb == 1 || cb-ca == 1)) || (ca == cb && (ra-rb == 1 || rb-ra == 1))
	}
	degree := make([]int, 4)
	edges := 0
	for x := 0; x < 4; x++ {
		for y := x + 1; y < 4; y++ {
			if beside(cells[x], cells[y]) {
				degree[x]++
				degree[y]++
				edges++
			}
		}
	}
	// Four distinct cells in a box of area at most 6 with at least 3
	// side-by-side pairs and no cell alone are joined, except two
	// dominoes apart, which have only 2 pairs.
	for _, d := range degree {
		if d == 0 {
			return '?'
		}
	}
	if edges < 3 {
		return '?'
	}
	switch {
	case (h == 1 && w == 4) || (h == 4 && w == 1):
		return 'I'
	case h == 2 && w == 2:
		return '?'
	case !(h == 2 && w == 3) && !(h == 3 && w == 2):
		return '?'
	}
	for _, d := range degree {
		if d == 3 {
			return 'T'
		}
	}
	// Lines along the long side: rows of a 2x3 box, columns of a 3x2.
	count := map[int]int{}
	for _, i := range cells {
		if w == 3 {
			count[i/cols]++
		} else {
			count[i%cols]++
		}
	}
	for _, n := range count {
		if n == 3 {
			return 'L'
		}
	}
	return 'S'
}
