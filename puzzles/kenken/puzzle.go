package kenken

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/regions"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the side of a grid a reader accepts (digits 1..N; the
// dataset's largest KenKen is 9x9, Tatham's Keen goes to 9).
const MaxSide = 16

// MaxTarget bounds a cage's target, so that no input asks for numbers
// the cage arithmetic cannot hold.
const MaxTarget = 1 << 40

// Op is a cage's operation.
type Op byte

// The operations. Unknown is a cage whose clue gives the target but not
// the operation (janko.at prints a bare number): any of the four may make
// it. Given is a one-cell cage: the cell holds the target.
const (
	Add     Op = '+'
	Sub     Op = '-'
	Mul     Op = '*'
	Div     Op = '/'
	Unknown Op = '?'
	Given   Op = '='
	// NoTarget is a cage the setter has not given a target yet (the
	// editor's new cage; "?" in the janko and JSON forms): its digits
	// obey the Latin square only (a Killer Sudoku's cage: no digit
	// twice, any sum). Its clue cell is its anchor, where the target
	// goes when typed.
	NoTarget Op = 0
)

// Pos is a position in the input a puzzle came from (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// Cage is a group of cells with a target and an operation.
type Cage struct {
	Cells  []int // cell indexes r*N+c, row-major
	Target int
	Op     Op
	Clue   int // the cell the clue stands in
}

// Puzzle is a KenKen: an N x N Latin square of digits 1..N cut into cages.
type Puzzle struct {
	N     int
	Cages []Cage
	// CageOf[i] is the cage of cell i.
	CageOf []int
	// Killer marks a Killer Sudoku: every cage is a sum with no digit
	// twice, and the grid's boxes (BoxRows x BoxCols) hold each digit once.
	Killer           bool
	BoxRows, BoxCols int
	// Jigsaw, when not nil, gives a Killer Sudoku irregular boxes (Solo's
	// jigsaw killer, "9jk"): Jigsaw[i] in 0..N-1 is cell i's box, each box
	// N cells; BoxRows x BoxCols are then N x 1 and unused.
	Jigsaw []int
	// Givens, when not nil, are a Killer Sudoku's given digits (0 none):
	// a Solo killer ID may carry them besides its cages.
	Givens []int

	Name string
	Pos  Pos

	file string
	src  []byte
	ref  *Solution
}

// Solution is the grid of digits: Grid[r*N+c] in 1..N.
type Solution struct {
	N    int
	Grid []int
}

// At is the digit at (r,c).
func (s *Solution) At(r, c int) int { return s.Grid[r*s.N+c] }

// Label is a cage's clue as printed: "12+", "2/", "3" (Given or Unknown;
// a Killer Sudoku's sums are bare numbers).
func (c Cage) Label(killer bool) string {
	if c.Op == NoTarget {
		return "?"
	}
	t := strconv.Itoa(c.Target)
	if c.Op == Unknown || c.Op == Given || c.Op == Add && killer {
		return t
	}
	return t + string(c.Op)
}

// genre is the kind's name for messages.
func (p *Puzzle) genre() string { return genreName(p.Killer) }

func genreName(killer bool) string {
	if killer {
		return "killersudoku"
	}
	return "kenken"
}

// Boxes are the box sides of an N x N Killer Sudoku: the most nearly
// square BoxRows x BoxCols = N with BoxRows <= BoxCols (9: 3x3, 6: 2x3,
// 4: 2x2, 8: 2x4).
func Boxes(n int) (rows, cols int) {
	rows = 1
	for d := 1; d*d <= n; d++ {
		if n%d == 0 {
			rows = d
		}
	}
	return rows, n / rows
}

// BoxCells are a Killer Sudoku's boxes, each box's cells in row-major
// order: the BoxRows x BoxCols rectangles, left to right and top to
// bottom, or the Jigsaw boxes 0..N-1. A KenKen has none.
func (p *Puzzle) BoxCells() [][]int {
	if !p.Killer {
		return nil
	}
	n := p.N
	out := make([][]int, n)
	for i := 0; i < n*n; i++ {
		b := p.BoxOf(i)
		if b >= 0 && b < n {
			out[b] = append(out[b], i)
		}
	}
	return out
}

// BoxOf is the box of cell i in a Killer Sudoku (see BoxCells), -1 in
// a KenKen.
func (p *Puzzle) BoxOf(i int) int {
	if !p.Killer {
		return -1
	}
	if p.Jigsaw != nil {
		return p.Jigsaw[i]
	}
	if p.BoxRows < 1 || p.BoxCols < 1 {
		return -1
	}
	r, c := i/p.N, i%p.N
	return r/p.BoxRows*(p.N/p.BoxCols) + c/p.BoxCols
}

// BoxName names box b in messages: "the box at (1,4)" (its first cell).
func (p *Puzzle) BoxName(b int) string {
	for i := 0; i < p.N*p.N; i++ {
		if p.BoxOf(i) == b {
			return fmt.Sprintf("the box at (%d,%d)", i/p.N+1, i%p.N+1)
		}
	}
	return fmt.Sprintf("box %d", b+1)
}

// CageName names cage k in the genre's words: "the 12+ cage at (1,1)"
// (its first cell, 1-based row and column).
func (p *Puzzle) CageName(k int) string {
	c := p.Cages[k]
	f := c.Cells[0]
	if c.Op == NoTarget {
		return fmt.Sprintf("the cage at (%d,%d) (no target)", f/p.N+1, f%p.N+1)
	}
	return fmt.Sprintf("the %s cage at (%d,%d)", c.Label(p.Killer), f/p.N+1, f%p.N+1)
}

// Info describes p.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.N, p.N),
		Summary: fmt.Sprintf("%dx%d, %d cages", p.N, p.N, len(p.Cages))}
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

// Validate checks the size and that the cages partition the grid, each
// with a target the cage's cells can reach at all.
func (p *Puzzle) Validate() error {
	if p.N < 1 || p.N > MaxSide {
		return p.puzzleErr("grid %dx%d is out of range (1 to %d a side)", p.N, p.N, MaxSide)
	}
	if p.Killer && (p.BoxRows*p.BoxCols != p.N || p.BoxRows < 1) {
		return p.puzzleErr("boxes of %dx%d do not tile a %dx%d grid", p.BoxRows, p.BoxCols, p.N, p.N)
	}
	if len(p.CageOf) != p.N*p.N {
		return p.puzzleErr("the cages cover %d cells, the grid has %d", len(p.CageOf), p.N*p.N)
	}
	if (p.Jigsaw != nil || p.Givens != nil) && !p.Killer {
		return p.puzzleErr("only a Killer Sudoku has givens or jigsaw boxes")
	}
	if p.Jigsaw != nil {
		if len(p.Jigsaw) != p.N*p.N {
			return p.puzzleErr("the jigsaw boxes cover %d cells, the grid has %d", len(p.Jigsaw), p.N*p.N)
		}
		size := make([]int, p.N)
		for i, b := range p.Jigsaw {
			if b < 0 || b >= p.N {
				return p.puzzleErr("cell (%d,%d) is in jigsaw box %d, boxes are 0 to %d", i/p.N+1, i%p.N+1, b, p.N-1)
			}
			size[b]++
		}
		for b, k := range size {
			if k != p.N {
				return p.puzzleErr("jigsaw box %d has %d cells, a box has %d", b+1, k, p.N)
			}
		}
	}
	if p.Givens != nil {
		if len(p.Givens) != p.N*p.N {
			return p.puzzleErr("the givens cover %d cells, the grid has %d", len(p.Givens), p.N*p.N)
		}
		for i, d := range p.Givens {
			if d < 0 || d > p.N {
				return p.puzzleErr("the given %d at (%d,%d) is not a digit 1 to %d", d, i/p.N+1, i%p.N+1, p.N)
			}
		}
	}
	seen := make([]bool, p.N*p.N)
	for k, c := range p.Cages {
		if len(c.Cells) == 0 {
			return p.puzzleErr("cage %d has no cells", k+1)
		}
		for _, i := range c.Cells {
			if i < 0 || i >= p.N*p.N || seen[i] || p.CageOf[i] != k {
				return p.puzzleErr("cage %d: cell %d is outside the grid or in two cages", k+1, i)
			}
			seen[i] = true
		}
		if c.Target < 0 || c.Target > MaxTarget {
			return p.puzzleErr("%s: target out of range", p.CageName(k))
		}
		if (c.Op == Sub || c.Op == Div) && len(c.Cells) != 2 {
			return p.puzzleErr("%s: a %c cage has two cells, this one %d", p.CageName(k), c.Op, len(c.Cells))
		}
		if c.Clue >= 0 && (c.Clue >= len(p.CageOf) || p.CageOf[c.Clue] != k) {
			return p.puzzleErr("%s: its clue cell is not one of its cells", p.CageName(k))
		}
		if p.Killer && c.Op != Add && c.Op != Given && c.Op != NoTarget {
			return p.puzzleErr("%s: a Killer Sudoku cage is a sum", p.CageName(k))
		}
		if c.Op == Given && len(c.Cells) != 1 {
			return p.puzzleErr("%s: a cage without operation has one cell", p.CageName(k))
		}
	}
	return nil
}

// newPuzzle makes a puzzle of n x n cells from its cages (each cell's
// cage in of, regions numbered in first-appearance order) and clues.
func fromRegions(n int, g *regions.Regions, killer bool) *Puzzle {
	p := &Puzzle{N: n, CageOf: append([]int(nil), g.Of...), Killer: killer}
	if killer {
		p.BoxRows, p.BoxCols = Boxes(n)
	}
	p.Cages = make([]Cage, g.N)
	for k := range p.Cages {
		p.Cages[k].Cells = g.Cells(k)
		p.Cages[k].Clue = -1
	}
	return p
}

// parseClue reads a clue token: a number, optionally followed by an
// operation (+, -, *, x or X, /, : or ÷), or "?": a cage without target
// (NoTarget).
func parseClue(t string) (target int, op Op, ok bool) {
	if t == "?" {
		return 0, NoTarget, true
	}
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 || i > 13 {
		return 0, 0, false
	}
	v, err := strconv.Atoi(t[:i])
	if err != nil || v > MaxTarget {
		return 0, 0, false
	}
	switch t[i:] {
	case "":
		return v, Unknown, true
	case "+":
		return v, Add, true
	case "-":
		return v, Sub, true
	case "*", "x", "X", "×":
		return v, Mul, true
	case "/", ":", "÷":
		return v, Div, true
	}
	return 0, 0, false
}

// setClue gives cell i's cage the clue (target, op); a cage takes one clue.
func (p *Puzzle) setClue(i, target int, op Op) error {
	k := p.CageOf[i]
	c := &p.Cages[k]
	if c.Clue >= 0 {
		return fmt.Errorf("the cage of this cell has a clue already, at (%d,%d)", c.Clue/p.N+1, c.Clue%p.N+1)
	}
	if p.Killer && op == Unknown {
		op = Add
	}
	if len(c.Cells) == 1 && (op == Unknown || op == Add || op == Mul) {
		op = Given
	}
	if (op == Sub || op == Div) && len(c.Cells) != 2 {
		return fmt.Errorf("a %c cage has two cells, this one has %d", op, len(c.Cells))
	}
	c.Clue, c.Target, c.Op = i, target, op
	return nil
}
