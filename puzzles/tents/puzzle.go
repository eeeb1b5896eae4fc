package tents

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxCells bounds the grids a reader accepts (rows × cols), so that no
// input makes the encoder allocate without limit.
const MaxCells = 1 << 20

// Unknown is a row or column count the puzzle does not give.
const Unknown = -1

// Pos is a position in the input (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// Puzzle is a Tents grid: trees in some cells, and how many tents each
// row and column holds (Unknown where not given).
type Puzzle struct {
	Rows, Cols int
	Tree       []bool // row-major
	RowCount   []int  // len Rows
	ColCount   []int  // len Cols

	Name string
	Pos  Pos

	ref *Solution
}

// Solution says which cells hold a tent (row-major).
type Solution struct {
	Rows, Cols int
	Tent       []bool
}

// NewPuzzle is an empty rows x cols puzzle with every count unknown.
func NewPuzzle(rows, cols int) *Puzzle {
	p := &Puzzle{Rows: rows, Cols: cols, Tree: make([]bool, rows*cols), RowCount: make([]int, rows), ColCount: make([]int, cols)}
	for i := range p.RowCount {
		p.RowCount[i] = Unknown
	}
	for i := range p.ColCount {
		p.ColCount[i] = Unknown
	}
	return p
}

// Trees counts the trees.
func (p *Puzzle) Trees() int {
	n := 0
	for _, t := range p.Tree {
		if t {
			n++
		}
	}
	return n
}

// Counts counts the row and column counts given.
func (p *Puzzle) Counts() int {
	n := 0
	for _, c := range p.RowCount {
		if c != Unknown {
			n++
		}
	}
	for _, c := range p.ColCount {
		if c != Unknown {
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
	sum := fmt.Sprintf("%dx%d, %d trees", p.Rows, p.Cols, p.Trees())
	if k := p.Counts(); k != p.Rows+p.Cols {
		sum += fmt.Sprintf(", %d of %d counts", k, p.Rows+p.Cols)
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

func (p *Puzzle) errf(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks the size and the counts' range (a row count is 0 to
// Cols, a column count 0 to Rows).
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows*p.Cols > MaxCells || p.Rows > MaxCells || p.Cols > MaxCells {
		return p.errf("a %dx%d grid is out of range (1 to %d cells)", p.Rows, p.Cols, MaxCells)
	}
	if len(p.Tree) != p.Rows*p.Cols || len(p.RowCount) != p.Rows || len(p.ColCount) != p.Cols {
		return p.errf("the grid has %d cells, %d row and %d column counts, want %d, %d and %d",
			len(p.Tree), len(p.RowCount), len(p.ColCount), p.Rows*p.Cols, p.Rows, p.Cols)
	}
	for r, k := range p.RowCount {
		if k != Unknown && (k < 0 || k > p.Cols) {
			return p.errf("row %d counts %d tents, want 0 to %d", r, k, p.Cols)
		}
	}
	for c, k := range p.ColCount {
		if k != Unknown && (k < 0 || k > p.Rows) {
			return p.errf("column %d counts %d tents, want 0 to %d", c, k, p.Rows)
		}
	}
	if p.ref != nil && (p.ref.Rows != p.Rows || p.ref.Cols != p.Cols || len(p.ref.Tent) != p.Rows*p.Cols) {
		return p.errf("the solution given is not %dx%d", p.Rows, p.Cols)
	}
	return nil
}

// inside reports whether (r,c) is on the grid.
func (p *Puzzle) inside(r, c int) bool { return r >= 0 && r < p.Rows && c >= 0 && c < p.Cols }

// orth are the four orthogonal steps, in Tatham's order (up, left,
// right, down).
var orth = [4][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}}
