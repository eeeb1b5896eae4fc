package heyawake

import "fmt"

// Check verifies a solution from the rules alone, sharing no code with
// the encoder (no windows, no cardinality, no grid graph): no two shaded
// cells share a side; each numbered room holds its number of shaded
// cells; walking each row and column, no maximal run of unshaded cells
// crosses two room borders; a flood fill from one unshaded cell reaches
// every unshaded cell. The error names the first broken rule.
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	R, C := p.Rows, p.Cols
	if s.Rows != R || s.Cols != C || len(s.Shaded) != R*C {
		return fmt.Errorf("the solution is %dx%d with %d cells, the puzzle %dx%d", s.Rows, s.Cols, len(s.Shaded), R, C)
	}
	shaded := func(r, c int) bool { return s.Shaded[r*C+c] }
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			if !shaded(r, c) {
				continue
			}
			if c+1 < C && shaded(r, c+1) {
				return fmt.Errorf("shaded cells (%d,%d) and (%d,%d) are adjacent", r, c, r, c+1)
			}
			if r+1 < R && shaded(r+1, c) {
				return fmt.Errorf("shaded cells (%d,%d) and (%d,%d) are adjacent", r, c, r+1, c)
			}
		}
	}
	// Room counts: count per room label, compare with the number shown.
	count := map[int]int{}
	for i, sh := range s.Shaded {
		if sh {
			count[p.Rooms.Of[i]]++
		}
	}
	for i, v := range p.Nums {
		if v == None {
			continue
		}
		if got := count[p.Rooms.Of[i]]; got != v {
			return fmt.Errorf("the room of (%d,%d) holds %d shaded cells, its number says %d", i/C, i%C, got, v)
		}
	}
	// Runs: a maximal unshaded run crossing two borders.
	run := func(cells [][2]int) error {
		borders, start := 0, 0
		for k := range cells {
			r, c := cells[k][0], cells[k][1]
			if shaded(r, c) {
				borders, start = 0, k+1
				continue
			}
			if k > start {
				pr, pc := cells[k-1][0], cells[k-1][1]
				if p.Rooms.Of[pr*C+pc] != p.Rooms.Of[r*C+c] {
					borders++
				}
			}
			if borders == 2 {
				a := cells[start]
				return fmt.Errorf("the unshaded run from (%d,%d) to (%d,%d) crosses two room borders", a[0], a[1], r, c)
			}
		}
		return nil
	}
	for r := 0; r < R; r++ {
		var cells [][2]int
		for c := 0; c < C; c++ {
			cells = append(cells, [2]int{r, c})
		}
		if err := run(cells); err != nil {
			return err
		}
	}
	for c := 0; c < C; c++ {
		var cells [][2]int
		for r := 0; r < R; r++ {
			cells = append(cells, [2]int{r, c})
		}
		if err := run(cells); err != nil {
			return err
		}
	}
	// Flood fill the unshaded cells from the first one.
	first := -1
	total := 0
	for i, sh := range s.Shaded {
		if !sh {
			total++
			if first < 0 {
				first = i
			}
		}
	}
	if first < 0 {
		return nil
	}
	reached := make([]bool, R*C)
	reached[first] = true
	stack := [][2]int{{first / C, first % C}}
	n := 0
	for len(stack) > 0 {
		cur := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n++
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			r, c := cur[0]+d[0], cur[1]+d[1]
			if r < 0 || r >= R || c < 0 || c >= C || shaded(r, c) || reached[r*C+c] {
				continue
			}
			reached[r*C+c] = true
			stack = append(stack, [2]int{r, c})
		}
	}
	if n < total {
		for i, sh := range s.Shaded {
			if !sh && !reached[i] {
				return fmt.Errorf("the unshaded cells are not connected: (%d,%d) is cut off from (%d,%d)", i/C, i%C, first/C, first%C)
			}
		}
	}
	return nil
}
