package starbattle

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/regions"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the side of a grid a reader accepts, so that no input
// makes the encoder allocate without limit (janko.at's largest Star
// Battle is 25x25).
const MaxSide = 100

// Pos is a position in the input a puzzle came from (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string // the offending text for error messages
}

// Puzzle is a Star Battle: a Rows x Cols grid cut into regions, and the
// number of stars each row, column and region holds.
type Puzzle struct {
	Rows, Cols int
	Stars      int
	// Regions partitions the grid; a cell outside every region (janko.at's
	// '@' and '#' cells) holds no star.
	Regions *regions.Regions

	// Name is the puzzle's name in messages ("file:line", a JSON name).
	Name string
	Pos  Pos // where the puzzle starts in the input

	file string
	src  []byte
	ref  *Solution
}

// Solution is where the stars are: Star[r*Cols+c].
type Solution struct {
	Rows, Cols int
	Star       []bool
}

// At reports whether cell (r,c) holds a star.
func (s *Solution) At(r, c int) bool { return s.Star[r*s.Cols+c] }

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
		Summary: fmt.Sprintf("%dx%d, %d regions, %d star%s", p.Rows, p.Cols, nreg, p.Stars, plural(p.Stars))}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// puzzleErr is an error about the puzzle as a whole, at its start.
func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks what a reader cannot check token by token: the size,
// the star count, and that the regions cover the grid. A puzzle whose
// counts cannot add up (R rows of N stars, but K regions of N stars, K ≠
// R) is not an error here: the encoder says why it has no solution
// (Encoding.Note).
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("grid %dx%d is out of range (1 to %d a side)", p.Rows, p.Cols, MaxSide)
	}
	if p.Stars < 1 || p.Stars > (p.Cols+1)/2 {
		return p.puzzleErr("%d stars a row cannot fit in %d columns without touching (1 to %d)", p.Stars, p.Cols, (p.Cols+1)/2)
	}
	if p.Regions == nil {
		return p.puzzleErr("the puzzle has no regions: give %d rows of %d region labels after the header", p.Rows, p.Cols)
	}
	if p.Regions.Rows != p.Rows || p.Regions.Cols != p.Cols || len(p.Regions.Of) != p.Rows*p.Cols {
		return p.puzzleErr("the regions cover %dx%d cells, the grid is %dx%d", p.Regions.Rows, p.Regions.Cols, p.Rows, p.Cols)
	}
	return nil
}

// Note says why p cannot have a solution by counting alone, or "".
func (p *Puzzle) Note() string {
	if p.Rows != p.Cols {
		return fmt.Sprintf("%d rows of %d stars are %d stars, %d columns are %d", p.Rows, p.Stars, p.Rows*p.Stars, p.Cols, p.Cols*p.Stars)
	}
	if p.Regions.N != p.Rows {
		return fmt.Sprintf("%d rows of %d stars are %d stars, %d regions are %d", p.Rows, p.Stars, p.Rows*p.Stars, p.Regions.N, p.Regions.N*p.Stars)
	}
	for k := 0; k < p.Regions.N; k++ {
		if cs := p.Regions.Cells(k); len(cs) < p.Stars {
			return fmt.Sprintf("%s has %d cells, fewer than %d stars", p.RegionName(k), len(cs), p.Stars)
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
