package nurikabe

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Cell values besides the clues (1 or more).
const (
	Empty   = 0  // a cell without a number
	Unknown = -1 // a number of unknown value ("?"): an island's cell, any size
)

// MaxSide bounds a grid's rows and columns as every reader reads them
// (janko.at's biggest Nurikabe is 50x50), so that no input makes the
// encoder allocate without limit.
const MaxSide = 100

// Pos is a place in the input (1-based; 0: unknown) and the text there.
type Pos struct {
	Line, Col int
	Text      string
}

// Puzzle is a Nurikabe grid: Rows x Cols cells, row-major, each Empty,
// Unknown or a number n >= 1 (an island of n cells holds it).
type Puzzle struct {
	Rows, Cols int
	Cells      []int
	// Name is the puzzle's name in messages ("file:line").
	Name string
	Pos  Pos         // where the puzzle starts in the input
	At   map[int]Pos // where each number stands in the input (may be nil)

	file string
	src  []byte
	ref  *Solution
}

// Solution is the shaded cells (row, column), in row-major order.
type Solution struct {
	Rows   int      `json:"rows"`
	Cols   int      `json:"cols"`
	Shaded [][2]int `json:"shaded"`
}

// NewPuzzle is a puzzle of cells (row-major, len rows*cols).
func NewPuzzle(rows, cols int, cells []int) *Puzzle {
	return &Puzzle{Rows: rows, Cols: cols, Cells: cells}
}

// IsClue reports whether cell i holds a number (known or not).
func (p *Puzzle) IsClue(i int) bool { return p.Cells[i] != Empty }

// NumClues counts the numbered cells.
func (p *Puzzle) NumClues() int {
	n := 0
	for _, v := range p.Cells {
		if v != Empty {
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
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols),
		Summary: fmt.Sprintf("%dx%d, %d numbers", p.Rows, p.Cols, p.NumClues())}
}

func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

func (p *Puzzle) cellErr(i int, format string, args ...any) *srcpos.Error {
	pos, ok := p.At[i]
	if !ok {
		pos = p.Pos
	}
	return srcpos.Errorf(pos.Line, pos.Col, pos.Text, "cell (%d,%d): %s", i/p.Cols, i%p.Cols, fmt.Sprintf(format, args...))
}

// Validate checks the size and the numbers (1 to Rows*Cols, or Unknown).
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("grid %dx%d: want 1 to %d a side", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Cells) != p.Rows*p.Cols {
		return p.puzzleErr("the grid has %d cells, want %d", len(p.Cells), p.Rows*p.Cols)
	}
	for i, v := range p.Cells {
		if v < Unknown || v > p.Rows*p.Cols {
			return p.cellErr(i, "number %d is out of range (1 to %d)", v, p.Rows*p.Cols)
		}
	}
	return nil
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

// neighbours are the orthogonal neighbours of cell i in a rows x cols grid.
func neighbours(rows, cols, i int, out []int) []int {
	out = out[:0]
	r, c := i/cols, i%cols
	if r > 0 {
		out = append(out, i-cols)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	if c+1 < cols {
		out = append(out, i+1)
	}
	if r+1 < rows {
		out = append(out, i+cols)
	}
	return out
}

// solutionOf is the solution of the shaded cells given as a mask.
func solutionOf(rows, cols int, shaded []bool) *Solution {
	s := &Solution{Rows: rows, Cols: cols, Shaded: [][2]int{}}
	for i, b := range shaded {
		if b {
			s.Shaded = append(s.Shaded, [2]int{i / cols, i % cols})
		}
	}
	return s
}

// Mask is s as one bool per cell, or an error when a cell is outside the
// grid or given twice.
func (s *Solution) Mask() ([]bool, error) {
	if s.Rows < 1 || s.Cols < 1 || s.Rows > MaxSide || s.Cols > MaxSide {
		return nil, fmt.Errorf("solution grid %dx%d: want 1 to %d a side", s.Rows, s.Cols, MaxSide)
	}
	m := make([]bool, s.Rows*s.Cols)
	for _, rc := range s.Shaded {
		if rc[0] < 0 || rc[0] >= s.Rows || rc[1] < 0 || rc[1] >= s.Cols {
			return nil, fmt.Errorf("shaded cell (%d,%d) is outside the %dx%d grid", rc[0], rc[1], s.Rows, s.Cols)
		}
		i := rc[0]*s.Cols + rc[1]
		if m[i] {
			return nil, fmt.Errorf("shaded cell (%d,%d) is given twice", rc[0], rc[1])
		}
		m[i] = true
	}
	return m, nil
}
