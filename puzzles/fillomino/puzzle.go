package fillomino

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds a grid's side, MaxClue a given number.
const (
	MaxSide = 100
	MaxClue = 999
)

// None is a cell without a given number.
const None = -1

// Pos is a position in the input (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// Puzzle is a Fillomino: a grid of Rows x Cols cells, some numbered
// (Given, row-major, None where not given). A solution writes a number
// in every cell so that each polyomino, a connected group of cells with
// equal numbers that no cell of the same number touches from outside,
// has as many cells as its number.
type Puzzle struct {
	Rows, Cols int
	Given      []int

	Name string
	Pos  Pos

	ref *Solution
}

// Solution holds every cell's number, row-major.
type Solution struct {
	Rows   int   `json:"rows"`
	Cols   int   `json:"cols"`
	Values []int `json:"values"`
}

// NewPuzzle is an empty rows x cols puzzle.
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
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols),
		Summary: fmt.Sprintf("%dx%d, %d given", p.Rows, p.Cols, p.Givens())}
}

// SourceLine is the line p starts on (puzzle.Parsed).
func (p *Puzzle) SourceLine() int { return p.Pos.Line }

func (p *Puzzle) errf(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks sizes and ranges.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.errf("a %dx%d grid is out of range (sides 1 to %d)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Given) != p.Rows*p.Cols {
		return p.errf("the grid has %d cells, want %d", len(p.Given), p.Rows*p.Cols)
	}
	for i, v := range p.Given {
		if v != None && (v < 1 || v > MaxClue) {
			return p.errf("(%d,%d) is given %d, want 1 to %d", i/p.Cols+1, i%p.Cols+1, v, MaxClue)
		}
	}
	return nil
}

// Neighbours are the cells sharing a side with cell i.
func (p *Puzzle) Neighbours(i int) []int {
	out := make([]int, 0, 4)
	r, c := i/p.Cols, i%p.Cols
	if r > 0 {
		out = append(out, i-p.Cols)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	if c < p.Cols-1 {
		out = append(out, i+1)
	}
	if r < p.Rows-1 {
		out = append(out, i+p.Cols)
	}
	return out
}

// Room is the component of cell i among the cells whose given number is
// none or k, and the given cells (of other numbers) that border it.
func (p *Puzzle) Room(i, k int) (cells, border []int) {
	seen := map[int]bool{i: true}
	queue := []int{i}
	bseen := map[int]bool{}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		cells = append(cells, c)
		for _, d := range p.Neighbours(c) {
			if seen[d] || bseen[d] {
				continue
			}
			if g := p.Given[d]; g == None || g == k {
				seen[d] = true
				queue = append(queue, d)
			} else {
				bseen[d] = true
				border = append(border, d)
			}
		}
	}
	return cells, border
}
