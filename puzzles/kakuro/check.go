package kakuro

import "fmt"

// Check reports the first rule s breaks, or nil: every white cell holds
// a digit 1..9 and every black cell none; walking each row and each
// column, every maximal line of white cells holds no digit twice and
// adds up to the sum in the black cell before it, when that cell has
// one. It walks the grid itself and shares nothing with the encoder.
func Check(p *Puzzle, s *Solution) error {
	if s == nil || s.Rows != p.Rows || s.Cols != p.Cols || len(s.Grid) != p.Rows*p.Cols {
		return fmt.Errorf("the solution is not a %dx%d grid", p.Rows, p.Cols)
	}
	R, C := p.Rows, p.Cols
	for i, c := range p.Cells {
		d := s.Grid[i]
		if c.White && (d < 1 || d > 9) {
			return fmt.Errorf("the white cell (%d,%d) holds %d, not a digit 1 to 9", i/C, i%C, d)
		}
		if !c.White && d != 0 {
			return fmt.Errorf("the black cell (%d,%d) holds %d", i/C, i%C, d)
		}
	}
	// line checks one row (dr=0) or column (dc=0) from (r,c).
	line := func(r, c, dr, dc int, what string) error {
		clue := 0
		total, seen := 0, [10]bool{}
		start := [2]int{-1, -1}
		end := func() error {
			if start[0] >= 0 && clue > 0 && total != clue {
				return fmt.Errorf("the %s run from (%d,%d) adds up to %d, its sum is %d", what, start[0], start[1], total, clue)
			}
			return nil
		}
		for ; r < R && c < C; r, c = r+dr, c+dc {
			cell := p.Cells[r*C+c]
			if !cell.White {
				if err := end(); err != nil {
					return err
				}
				clue, total, seen, start = cell.Across, 0, [10]bool{}, [2]int{-1, -1}
				if dr == 1 {
					clue = cell.Down
				}
				continue
			}
			if start[0] < 0 {
				start = [2]int{r, c}
			}
			d := s.Grid[r*C+c]
			if seen[d] {
				return fmt.Errorf("the %s run from (%d,%d) holds %d twice", what, start[0], start[1], d)
			}
			seen[d] = true
			total += d
		}
		return end()
	}
	for r := 0; r < R; r++ {
		if err := line(r, 0, 0, 1, "across"); err != nil {
			return err
		}
	}
	for c := 0; c < C; c++ {
		if err := line(0, c, 1, 0, "down"); err != nil {
			return err
		}
	}
	return nil
}
