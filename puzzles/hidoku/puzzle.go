package hidoku

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds a grid's side, MaxCells its open cells (the encoding
// has up to MaxCells² cell-number variables before pruning).
const (
	MaxSide  = 40
	MaxCells = 900
)

// None is a cell without a given number; Blocked a cell that is not
// part of the puzzle (it holds no number).
const (
	None    = -1
	Blocked = -2
)

// Pos is a position in the input (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// Puzzle is a Hidoku: a grid of Rows x Cols cells, some blocked; the N
// open cells take the numbers 1..N once each, consecutive numbers in
// cells that touch (orthogonally or diagonally); Given holds the numbers
// given (None: not given, Blocked: a blocked cell), row-major.
type Puzzle struct {
	Rows, Cols int
	Given      []int

	Name string
	Pos  Pos

	ref *Solution
}

// Solution holds every cell's number, row-major (0 in a blocked cell).
type Solution struct {
	Rows   int   `json:"rows"`
	Cols   int   `json:"cols"`
	Values []int `json:"values"`
}

// NewPuzzle is an empty rows x cols puzzle without blocked cells.
func NewPuzzle(rows, cols int) *Puzzle {
	p := &Puzzle{Rows: rows, Cols: cols, Given: make([]int, rows*cols)}
	for i := range p.Given {
		p.Given[i] = None
	}
	return p
}

// Reference is the solution that came with p, or nil (puzzle.Referenced).
func (p *Puzzle) Reference() puzzle.Solution {
	if p.ref == nil {
		return nil
	}
	return p.ref
}

// Open counts the open (not blocked) cells: the largest number.
func (p *Puzzle) Open() int {
	n := 0
	for _, v := range p.Given {
		if v != Blocked {
			n++
		}
	}
	return n
}

// Givens counts the numbers given.
func (p *Puzzle) Givens() int {
	n := 0
	for _, v := range p.Given {
		if v > 0 {
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
	blocked := ""
	if b := p.Rows*p.Cols - p.Open(); b > 0 {
		blocked = fmt.Sprintf(", %d blocked", b)
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols),
		Summary: fmt.Sprintf("%dx%d, numbers 1..%d, %d given%s", p.Rows, p.Cols, p.Open(), p.Givens(), blocked)}
}

// SourceLine is the line p starts on (puzzle.Parsed).
func (p *Puzzle) SourceLine() int { return p.Pos.Line }

func (p *Puzzle) errf(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks sizes and ranges: numbers 1..N (N the open cells),
// none given twice.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.errf("a %dx%d grid is out of range (sides 1 to %d)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Given) != p.Rows*p.Cols {
		return p.errf("the grid has %d cells, want %d", len(p.Given), p.Rows*p.Cols)
	}
	n := p.Open()
	if n < 1 || n > MaxCells {
		return p.errf("%d open cells: want 1 to %d", n, MaxCells)
	}
	at := map[int]int{}
	for i, v := range p.Given {
		if v == None || v == Blocked {
			continue
		}
		if v < 1 || v > n {
			return p.errf("(%d,%d) is given %d, want 1 to %d (the open cells)", i/p.Cols+1, i%p.Cols+1, v, n)
		}
		if j, ok := at[v]; ok {
			return p.errf("%d is given twice: (%d,%d) and (%d,%d)", v, j/p.Cols+1, j%p.Cols+1, i/p.Cols+1, i%p.Cols+1)
		}
		at[v] = i
	}
	return nil
}

// Neighbours are the open cells touching cell i (8 directions), in
// row-major order.
func (p *Puzzle) Neighbours(i int) []int {
	var out []int
	r, c := i/p.Cols, i%p.Cols
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			rr, cc := r+dr, c+dc
			if (dr == 0 && dc == 0) || rr < 0 || cc < 0 || rr >= p.Rows || cc >= p.Cols {
				continue
			}
			if j := rr*p.Cols + cc; p.Given[j] != Blocked {
				out = append(out, j)
			}
		}
	}
	return out
}
