package binairo

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds a grid's side a reader accepts, so that no input makes
// the encoder allocate without limit (the distinct-lines rule grows with
// Rows²·Cols).
const MaxSide = 64

// Empty is a cell without a given.
const Empty = -1

// Pos is a position in the input a puzzle came from (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string // the offending text for error messages
}

// Puzzle is a Binairo instance: a Rows×Cols grid (both even), some cells
// given as 0 or 1.
type Puzzle struct {
	Rows, Cols int
	// Givens holds each cell's given digit (0 or 1) or Empty, row-major.
	Givens []int
	// Distinct is the rule "no two rows and no two columns are equal"
	// (Tatham's 'u' flag; janko.at's Binairo sets as the PuzzleKit dataset
	// has them do not require it).
	Distinct bool
	// GivenPos is where each given stands in the input (nil: unknown).
	GivenPos map[int]Pos

	// Name is the puzzle's name in messages ("file:line", a JSON name).
	Name string
	Pos  Pos // where the puzzle starts in the input

	named bool // Name came with the puzzle (JSON "name")
	file  string
	src   []byte
	ref   *Solution
}

// Solution is a filled grid: Grid holds each cell's digit (0 or 1),
// row-major.
type Solution struct {
	Rows, Cols int
	Grid       []int
}

// newPuzzle is an empty puzzle of rows×cols.
func newPuzzle(rows, cols int) *Puzzle {
	g := make([]int, rows*cols)
	for i := range g {
		g[i] = Empty
	}
	return &Puzzle{Rows: rows, Cols: cols, Givens: g}
}

// At is the given of row r, column c (Empty: none).
func (p *Puzzle) At(r, c int) int { return p.Givens[r*p.Cols+c] }

// NumGivens counts the given cells.
func (p *Puzzle) NumGivens() int {
	n := 0
	for _, v := range p.Givens {
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
	sum := fmt.Sprintf("%dx%d, %d givens", p.Rows, p.Cols, p.NumGivens())
	if p.Distinct {
		sum += ", distinct lines"
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols), Summary: sum}
}

// puzzleErr is an error about the puzzle as a whole, at its start.
func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks what a reader cannot check token by token: the sides
// (even, 2 to MaxSide) and the givens' values. Givens that break a rule
// (three equal in a row, too many 1s in a line) are not an error here:
// the puzzle then has no solution, which the solver says.
func (p *Puzzle) Validate() error {
	if p.Rows < 2 || p.Cols < 2 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("grid %dx%d is out of range (sides 2 to %d)", p.Rows, p.Cols, MaxSide)
	}
	if p.Rows%2 != 0 || p.Cols%2 != 0 {
		return p.puzzleErr("grid %dx%d: both sides must be even (a row or column holds as many 0s as 1s)", p.Rows, p.Cols)
	}
	if len(p.Givens) != p.Rows*p.Cols {
		return p.puzzleErr("the grid has %d cells, want %d", len(p.Givens), p.Rows*p.Cols)
	}
	for i, v := range p.Givens {
		if v != Empty && v != 0 && v != 1 {
			pos, ok := p.GivenPos[i]
			if !ok {
				pos = p.Pos
			}
			return srcpos.Errorf(pos.Line, pos.Col, pos.Text, "cell (%d,%d) holds %d, want 0, 1 or empty", i/p.Cols, i%p.Cols, v)
		}
	}
	return nil
}

// inside reports whether cell is on p's grid.
func (p *Puzzle) inside(cell [2]int) bool {
	return cell[0] >= 0 && cell[0] < p.Rows && cell[1] >= 0 && cell[1] < p.Cols
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

// samePuzzle reports whether a and b are the same puzzle (sizes, rule,
// givens).
func samePuzzle(a, b *Puzzle) bool {
	if a.Rows != b.Rows || a.Cols != b.Cols || a.Distinct != b.Distinct || len(a.Givens) != len(b.Givens) {
		return false
	}
	for i := range a.Givens {
		if a.Givens[i] != b.Givens[i] {
			return false
		}
	}
	return true
}
