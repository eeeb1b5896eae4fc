package hitori

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/shade"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Limits a reader accepts, so that no input makes the encoder allocate
// without bound: a side of MaxSide cells (janko.at's largest Hitori is
// 25x25, Tatham's Singles 62x62) and numbers up to MaxNumber.
const (
	MaxSide   = 100
	MaxNumber = 9999
)

// Pos is a position in the input a puzzle came from (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string // the offending text for error messages
}

// Puzzle is a Hitori grid: Rows x Cols cells, each holding a number
// (1..MaxNumber) or none (0: a cell without a number, which pzprjs
// allows: it may be shaded or not and never repeats).
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

// grid is p's cells as a shading grid.
func (p *Puzzle) grid() shade.Grid { return shade.Grid{Rows: p.Rows, Cols: p.Cols} }
