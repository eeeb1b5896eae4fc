package norinori

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/regions"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the side of a grid a reader accepts, so that no input
// makes the encoder allocate without limit.
const MaxSide = 100

// Pos is a position in the input a puzzle came from (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string // the offending text for error messages
}

// Puzzle is a Norinori: a Rows x Cols grid cut into regions. Shade
// exactly two cells of each region so that every shaded cell has exactly
// one shaded neighbour (the shaded cells are dominoes).
type Puzzle struct {
	Rows, Cols int
	// Regions partitions the grid; every cell is in a region.
	Regions *regions.Regions

	// Name is the puzzle's name in messages ("file:line", a JSON name).
	Name string
	Pos  Pos // where the puzzle starts in the input

	file string
	src  []byte
	ref  *Solution
}

// Solution is the shading: Shade[r*Cols+c].
type Solution struct {
	Rows, Cols int
	Shade      []bool
}

// At reports whether cell (r,c) is shaded.
func (s *Solution) At(r, c int) bool { return s.Shade[r*s.Cols+c] }

// Info describes p in messages and reports.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	nreg := 0
	if p.Regions != nil {
		nreg = p.Regions.N
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols),
		Summary: fmt.Sprintf("%dx%d, %d regions", p.Rows, p.Cols, nreg)}
}

// puzzleErr is an error about the puzzle as a whole, at its start.
func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks what a reader cannot check token by token: the size,
// and that the regions cover the grid, every cell in one.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("grid %dx%d is out of range (1 to %d a side)", p.Rows, p.Cols, MaxSide)
	}
	if p.Regions == nil {
		return p.puzzleErr("the puzzle has no regions: give %d rows of %d region labels after the header", p.Rows, p.Cols)
	}
	if p.Regions.Rows != p.Rows || p.Regions.Cols != p.Cols || len(p.Regions.Of) != p.Rows*p.Cols {
		return p.puzzleErr("the regions cover %dx%d cells, the grid is %dx%d", p.Regions.Rows, p.Regions.Cols, p.Rows, p.Cols)
	}
	for i, k := range p.Regions.Of {
		if k < 0 {
			return p.puzzleErr("cell (%d,%d) is in no region (every Norinori cell is in one)", i/p.Cols, i%p.Cols)
		}
	}
	return nil
}

// Note says why p cannot have a solution by counting alone, or "".
func (p *Puzzle) Note() string {
	for k := 0; k < p.Regions.N; k++ {
		if cs := p.Regions.Cells(k); len(cs) < 2 {
			return fmt.Sprintf("%s has %d cell, fewer than 2 shaded", p.RegionName(k), len(cs))
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
