package kurodoko

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/shade"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Limits a reader accepts, so that no input makes the encoder allocate
// without bound: a side of MaxSide cells (the PuzzleKit dataset's largest
// Kuromasu is 31x45) and numbers up to MaxNumber.
const (
	MaxSide   = 100
	MaxNumber = 9999
)

// Pos is a position in the input a puzzle came from (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string // the offending text for error messages
}

// Puzzle is a Kurodoko grid: Rows x Cols cells, each holding a number
// (1..MaxNumber: the cells it sees, itself included) or none (0).
type Puzzle struct {
	Rows, Cols int
	Nums       []int // row-major

	// Name is the puzzle's name in messages ("file:line", a JSON name).
	Name string
	Pos  Pos // where the puzzle starts in the input

	file string
	src  []byte
	ref  *Solution
}

// Solution says which cells are shaded, row-major.
type Solution struct {
	Rows, Cols int
	Shaded     []bool
}

// At is the number in row r, column c (0: none).
func (p *Puzzle) At(r, c int) int { return p.Nums[r*p.Cols+c] }

// NumNumbers counts the cells with a number.
func (p *Puzzle) NumNumbers() int {
	n := 0
	for _, v := range p.Nums {
		if v != 0 {
			n++
		}
	}
	return n
}

// Info describes p in messages and reports.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	sum := fmt.Sprintf("%dx%d", p.Rows, p.Cols)
	if k := p.Rows*p.Cols - p.NumNumbers(); k > 0 {
		sum += fmt.Sprintf(", %d cells without a number", k)
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols), Summary: sum}
}

// SourceLine is the line p starts on (puzzle.Parsed).
func (p *Puzzle) SourceLine() int { return p.Pos.Line }

// Reference is the solution that came with p, or nil (puzzle.Referenced).
func (p *Puzzle) Reference() puzzle.Solution {
	if p.ref == nil {
		return nil
	}
	return p.ref
}

// puzzleErr is an error about the puzzle as a whole, at its start.
func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks the size and the numbers' range.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("a %dx%d grid: each side is 1 to %d", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Nums) != p.Rows*p.Cols {
		return p.puzzleErr("the grid has %d cells, want %d", len(p.Nums), p.Rows*p.Cols)
	}
	for i, v := range p.Nums {
		if v < 0 || v > MaxNumber {
			return p.puzzleErr("cell (%d,%d) holds %d, want 1 to %d (0: no number)", i/p.Cols, i%p.Cols, v, MaxNumber)
		}
	}
	if p.ref != nil && (p.ref.Rows != p.Rows || p.ref.Cols != p.Cols || len(p.ref.Shaded) != len(p.Nums)) {
		p.ref = nil
	}
	return nil
}

// newPuzzle is an empty rows x cols puzzle.
func newPuzzle(rows, cols int) *Puzzle {
	return &Puzzle{Rows: rows, Cols: cols, Nums: make([]int, rows*cols)}
}

// NewPuzzle is a rows x cols puzzle without numbers (a generator's
// start: its solutions are every shading with no two shaded cells side
// by side and the unshaded cells connected).
func NewPuzzle(rows, cols int) *Puzzle {
	p := newPuzzle(rows, cols)
	p.Name = fmt.Sprintf("%dx%d", cols, rows)
	return p
}

// Numbered is the puzzle s shows in full: every unshaded cell holds the
// count of cells it sees (itself included).
func Numbered(s *Solution) *Puzzle {
	p := newPuzzle(s.Rows, s.Cols)
	for r := 0; r < s.Rows; r++ {
		for c := 0; c < s.Cols; c++ {
			if s.Shaded[r*s.Cols+c] {
				continue
			}
			n := 1
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				for rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < s.Rows && cc >= 0 && cc < s.Cols && !s.Shaded[rr*s.Cols+cc]; rr, cc = rr+d[0], cc+d[1] {
					n++
				}
			}
			p.Nums[r*s.Cols+c] = n
		}
	}
	return p
}

// KeepNumbers is full with the numbers of its clues where kept (clue i
// is the i-th numbered cell in row-major order, as Encode lists them).
func KeepNumbers(full *Puzzle, kept []bool) *Puzzle {
	p := newPuzzle(full.Rows, full.Cols)
	k := 0
	for i, v := range full.Nums {
		if v == 0 {
			continue
		}
		if k < len(kept) && kept[k] {
			p.Nums[i] = v
		}
		k++
	}
	return p
}

// NumberSome is the puzzle of s with numbers only at the unshaded cells
// where keep says so (the count each sees).
func NumberSome(s *Solution, keep func(i int) bool) *Puzzle {
	p := Numbered(s)
	for i := range p.Nums {
		if p.Nums[i] != 0 && !keep(i) {
			p.Nums[i] = 0
		}
	}
	return p
}

// AddNumberWhereDiffer is p with one more number that sol obeys and
// other breaks: at a cell unshaded in sol and shaded in other, else at a
// cell unshaded in both that sees a different count in each; the first
// such cell from start on in row-major order, wrapping. False when there
// is none.
func AddNumberWhereDiffer(p *Puzzle, sol, other *Solution, start int) (*Puzzle, bool) {
	n := len(p.Nums)
	mine, theirs := Numbered(sol), Numbered(other)
	for pass := 0; pass < 2; pass++ {
		for k := 0; k < n; k++ {
			i := (start + k) % n
			if sol.Shaded[i] || p.Nums[i] != 0 {
				continue
			}
			if pass == 0 && other.Shaded[i] || pass == 1 && !other.Shaded[i] && theirs.Nums[i] != mine.Nums[i] {
				q := newPuzzle(p.Rows, p.Cols)
				copy(q.Nums, p.Nums)
				q.Nums[i] = mine.Nums[i]
				return q, true
			}
		}
	}
	return nil, false
}

// grid is p's cells as a shading grid.
func (p *Puzzle) grid() shade.Grid { return shade.Grid{Rows: p.Rows, Cols: p.Cols} }
