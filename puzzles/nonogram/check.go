package nonogram

import (
	"fmt"
	"slices"
)

// Check verifies a solution from the rules alone, sharing no code with
// the encoder: the grid has the puzzle's size, and the runs of shaded
// cells of every row and column, read off the grid, are its clue list.
func Check(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("no solution")
	}
	if s.Rows != p.Rows || s.Cols != p.Cols || len(s.Grid) != p.Rows*p.Cols {
		return fmt.Errorf("the solution is %dx%d with %d cells, the puzzle %dx%d", s.Rows, s.Cols, len(s.Grid), p.Rows, p.Cols)
	}
	line := make([]bool, 0, max(p.Rows, p.Cols))
	for r := 0; r < p.Rows; r++ {
		line = line[:0]
		for c := 0; c < p.Cols; c++ {
			line = append(line, s.At(r, c))
		}
		if got := Runs(line); !slices.Equal(got, p.RowClues[r]) {
			return fmt.Errorf("row %d has runs %s, its clue is %s", r, ClueString(got), ClueString(p.RowClues[r]))
		}
	}
	for c := 0; c < p.Cols; c++ {
		line = line[:0]
		for r := 0; r < p.Rows; r++ {
			line = append(line, s.At(r, c))
		}
		if got := Runs(line); !slices.Equal(got, p.ColClues[c]) {
			return fmt.Errorf("column %d has runs %s, its clue is %s", c, ClueString(got), ClueString(p.ColClues[c]))
		}
	}
	return nil
}
