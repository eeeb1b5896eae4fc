package suguru

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/regions"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the side of a grid a reader accepts, so that no input
// makes the encoder allocate without limit.
const MaxSide = 100

// MaxRegion bounds a region's size: its cells hold 1..n, and a digit is
// written as one character in the text form and the page.
const MaxRegion = 9

// Pos is a position in the input a puzzle came from (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string // the offending text for error messages
}

// Puzzle is a Suguru (Tectonic): a Rows x Cols grid cut into regions, some
// cells given a digit. Fill every cell so that a region of n cells holds
// 1..n, and two equal digits never touch, diagonally included.
type Puzzle struct {
	Rows, Cols int
	// Givens[r*Cols+c] is the given digit of cell (r,c), 0 none.
	Givens []int
	// Regions partitions the grid; every cell is in a region.
	Regions *regions.Regions

	// Name is the puzzle's name in messages ("file:line", a JSON name).
	Name string
	Pos  Pos // where the puzzle starts in the input

	file string
	src  []byte
	ref  *Solution
	size []int // size[i]: the size of cell i's region (Validate fills it)
}

// Solution is the filled grid: Grid[r*Cols+c] is cell (r,c)'s digit.
type Solution struct {
	Rows, Cols int
	Grid       []int
}

// At is cell (r,c)'s digit.
func (s *Solution) At(r, c int) int { return s.Grid[r*s.Cols+c] }

// At is cell (r,c)'s given digit, 0 none.
func (p *Puzzle) At(r, c int) int { return p.Givens[r*p.Cols+c] }

// Size is the size of the region of cell i (the largest digit it may hold).
func (p *Puzzle) Size(i int) int {
	if p.size == nil {
		p.sizes()
	}
	return p.size[i]
}

func (p *Puzzle) sizes() {
	n := make([]int, p.Regions.N)
	for _, k := range p.Regions.Of {
		if k >= 0 {
			n[k]++
		}
	}
	p.size = make([]int, len(p.Regions.Of))
	for i, k := range p.Regions.Of {
		if k >= 0 {
			p.size[i] = n[k]
		}
	}
}

// Info describes p in messages and reports.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	nreg, giv := 0, 0
	if p.Regions != nil {
		nreg = p.Regions.N
	}
	for _, g := range p.Givens {
		if g != 0 {
			giv++
		}
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols),
		Summary: fmt.Sprintf("%dx%d, %d regions, %d givens", p.Rows, p.Cols, nreg, giv)}
}

// puzzleErr is an error about the puzzle as a whole, at its start.
func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks what a reader cannot check token by token: the size,
// that the regions cover the grid (every cell in one, none larger than
// MaxRegion), and that every given is a digit 1..9.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("grid %dx%d is out of range (1 to %d a side)", p.Rows, p.Cols, MaxSide)
	}
	if p.Regions == nil {
		return p.puzzleErr("the puzzle has no regions: give %d rows of %d region labels after the grid", p.Rows, p.Cols)
	}
	if p.Regions.Rows != p.Rows || p.Regions.Cols != p.Cols || len(p.Regions.Of) != p.Rows*p.Cols {
		return p.puzzleErr("the regions cover %dx%d cells, the grid is %dx%d", p.Regions.Rows, p.Regions.Cols, p.Rows, p.Cols)
	}
	if len(p.Givens) != p.Rows*p.Cols {
		return p.puzzleErr("%d givens for a %dx%d grid", len(p.Givens), p.Rows, p.Cols)
	}
	for i, k := range p.Regions.Of {
		if k < 0 {
			return p.puzzleErr("cell (%d,%d) is in no region (every Suguru cell is in one)", i/p.Cols, i%p.Cols)
		}
	}
	p.sizes()
	for k := 0; k < p.Regions.N; k++ {
		if n := len(p.Regions.Cells(k)); n > MaxRegion {
			return p.puzzleErr("%s has %d cells, more than %d", p.RegionName(k), n, MaxRegion)
		}
	}
	for i, g := range p.Givens {
		if g < 0 || g > MaxRegion {
			return p.puzzleErr("the given at (%d,%d) is %d, not a digit 1 to %d", i/p.Cols, i%p.Cols, g, MaxRegion)
		}
	}
	return nil
}

// Note says why p cannot have a solution at a glance (a given larger
// than its region), or "".
func (p *Puzzle) Note() string {
	for i, g := range p.Givens {
		if g > p.Size(i) {
			return fmt.Sprintf("the given %d at (%d,%d) is larger than its region of %d cells", g, i/p.Cols, i%p.Cols, p.Size(i))
		}
	}
	return ""
}

// RegionName names region k by its first cell: "the region at (0,3)".
func (p *Puzzle) RegionName(k int) string {
	first := p.Regions.Cells(k)[0]
	return fmt.Sprintf("the region at (%d,%d)", first/p.Cols, first%p.Cols)
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
