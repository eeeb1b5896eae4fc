package akari

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/sight"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Cell values besides the numbers 0..4 of numbered black cells.
const (
	White = -1 // a white cell: a light may go there
	Black = -2 // a black cell without a number
)

// MaxSide bounds a grid's rows and columns as every reader reads them
// (janko.at's biggest Light Up is 31x45; people share 100x100 ones), so
// that no input makes the encoder allocate without limit.
const MaxSide = 300

// Pos is a place in the input (1-based; 0: unknown) and the text there.
type Pos struct {
	Line, Col int
	Text      string
}

// Puzzle is a Light Up grid: Rows x Cols cells, row-major, each White,
// Black or a number 0..4 (a black cell counting the lights next to it).
type Puzzle struct {
	Rows, Cols int
	Cells      []int
	// Name is the puzzle's name in messages ("file:line").
	Name string
	Pos  Pos         // where the puzzle starts in the input
	At   map[int]Pos // where each black cell stands in the input (may be nil)

	file string
	src  []byte
	ref  *Solution
	grid *sight.Grid
}

// Solution is where the lights are: their cells (row, column), in
// row-major order.
type Solution struct {
	Rows   int      `json:"rows"`
	Cols   int      `json:"cols"`
	Lights [][2]int `json:"lights"`
}

// NewPuzzle is a puzzle of cells (row-major, len rows*cols).
func NewPuzzle(rows, cols int, cells []int) *Puzzle {
	return &Puzzle{Rows: rows, Cols: cols, Cells: cells}
}

// IsBlack reports whether cell i is black (numbered or not).
func (p *Puzzle) IsBlack(i int) bool { return p.Cells[i] != White }

// Sight is p's grid with the black cells as blockers.
func (p *Puzzle) Sight() *sight.Grid {
	if p.grid == nil || p.grid.Rows != p.Rows || p.grid.Cols != p.Cols {
		block := make([]bool, len(p.Cells))
		for i, v := range p.Cells {
			block[i] = v != White
		}
		p.grid, _ = sight.New(p.Rows, p.Cols, block)
	}
	return p.grid
}

// Counts are the numbers of white cells, black cells and numbered ones.
func (p *Puzzle) Counts() (white, black, numbered int) {
	for _, v := range p.Cells {
		switch {
		case v == White:
			white++
		case v >= 0:
			numbered++
			black++
		default:
			black++
		}
	}
	return
}

// Info describes p in messages and reports.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	_, black, numbered := p.Counts()
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols),
		Summary: fmt.Sprintf("%dx%d, %d black cells, %d numbered", p.Rows, p.Cols, black, numbered)}
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

// Validate checks the size and the cell values. A number larger than
// its white neighbours is not an error here: the puzzle has no solution,
// which the encoder says (Encoding.Note).
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("size %dx%d is out of range (1 to %d a side)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Cells) != p.Rows*p.Cols {
		return p.puzzleErr("the grid has %d cells, want %d", len(p.Cells), p.Rows*p.Cols)
	}
	for i, v := range p.Cells {
		if v < Black || v > 4 {
			return p.cellErr(i, "value %d is not a cell (white, black, or a number 0 to 4)", v)
		}
	}
	return nil
}

// Grid is the solution's lights as a row-major grid of cells.
func (s *Solution) Grid() []bool {
	g := make([]bool, s.Rows*s.Cols)
	for _, l := range s.Lights {
		if l[0] >= 0 && l[0] < s.Rows && l[1] >= 0 && l[1] < s.Cols {
			g[l[0]*s.Cols+l[1]] = true
		}
	}
	return g
}

// solutionOf is the solution with lights at the cells where light is true.
func solutionOf(rows, cols int, light []bool) *Solution {
	s := &Solution{Rows: rows, Cols: cols, Lights: [][2]int{}}
	for i, on := range light {
		if on {
			s.Lights = append(s.Lights, [2]int{i / cols, i % cols})
		}
	}
	return s
}

// equal reports whether two solutions have their lights in the same cells.
func equal(a, b *Solution) bool {
	if a == nil || b == nil || a.Rows != b.Rows || a.Cols != b.Cols {
		return false
	}
	return slices.Equal(a.Grid(), b.Grid()) && len(a.Lights) == len(b.Lights)
}
