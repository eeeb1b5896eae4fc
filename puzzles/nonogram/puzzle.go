package nonogram

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// MaxSide bounds the grid's sides.
const MaxSide = 200

// Puzzle is a Nonogram: the clue list (run lengths, in order) of every
// row, top to bottom, and every column, left to right. An empty list is
// a line with no shaded cell (written "0").
type Puzzle struct {
	Rows, Cols int
	RowClues   [][]int
	ColClues   [][]int
	Name       string

	file string
	src  []byte
	line int
	ref  *Solution
}

// Solution is the shaded cells, row by row.
type Solution struct {
	Rows, Cols int
	Grid       []bool
}

// At reports whether cell (r,c) is shaded.
func (s *Solution) At(r, c int) bool { return s.Grid[r*s.Cols+c] }

func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = p.file
		if p.line > 0 {
			name = fmt.Sprintf("%s:%d", p.file, p.line)
		}
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols),
		Summary: fmt.Sprintf("%dx%d, %d runs", p.Rows, p.Cols, p.NumRuns())}
}

func (p *Puzzle) SourceLine() int { return p.line }

// Reference is the solution that came with the puzzle, or nil.
func (p *Puzzle) Reference() puzzle.Solution {
	if p.ref == nil {
		return nil
	}
	return p.ref
}

// NumRuns is the number of runs of all row clues.
func (p *Puzzle) NumRuns() int {
	n := 0
	for _, c := range p.RowClues {
		n += len(c)
	}
	return n
}

// Validate checks the sizes and that every clue fits its line.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return fmt.Errorf("the grid is %dx%d, want 1 to %d a side", p.Rows, p.Cols, MaxSide)
	}
	if len(p.RowClues) != p.Rows || len(p.ColClues) != p.Cols {
		return fmt.Errorf("%d row clues and %d column clues for a %dx%d grid", len(p.RowClues), len(p.ColClues), p.Rows, p.Cols)
	}
	check := func(what string, i int, cl []int, n int) error {
		if need := minLen(cl); need > n {
			return fmt.Errorf("%s %d: the clue %s needs %d cells, the line has %d", what, i, ClueString(cl), need, n)
		}
		for _, v := range cl {
			if v < 1 {
				return fmt.Errorf("%s %d: a run of %d", what, i, v)
			}
		}
		return nil
	}
	for i, cl := range p.RowClues {
		if err := check("row", i, cl, p.Cols); err != nil {
			return err
		}
	}
	for i, cl := range p.ColClues {
		if err := check("column", i, cl, p.Rows); err != nil {
			return err
		}
	}
	return nil
}

// minLen is the fewest cells a clue needs: its runs and a gap between
// each two.
func minLen(cl []int) int {
	if len(cl) == 0 {
		return 0
	}
	n := len(cl) - 1
	for _, v := range cl {
		n += v
	}
	return n
}

// ClueString is a clue list as written: "3 1 2", "0" for none.
func ClueString(cl []int) string {
	if len(cl) == 0 {
		return "0"
	}
	s := make([]string, len(cl))
	for i, v := range cl {
		s[i] = strconv.Itoa(v)
	}
	return strings.Join(s, " ")
}

// Runs are the run lengths of a line of cells, in order.
func Runs(cells []bool) []int {
	var out []int
	run := 0
	for _, v := range cells {
		if v {
			run++
		} else if run > 0 {
			out = append(out, run)
			run = 0
		}
	}
	if run > 0 {
		out = append(out, run)
	}
	return out
}
