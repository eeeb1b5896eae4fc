package skyscrapers

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the grid's side a reader accepts.
const MaxSide = 64

// None is a clue or a cell not given.
const None = -1

// Pos is a position in the input (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// Puzzle is a Skyscrapers grid: N x N cells, heights 1..Max once per row
// and column (0, an empty lot, N-Max times when Max < N), the clues
// around the grid (None where not given) and digits given in the grid.
type Puzzle struct {
	N, Max    int
	Diagonals bool  // each height once on each main diagonal too
	Top       []int // by column, seen from above
	Bottom    []int // by column, seen from below
	Left      []int // by row, seen from the left
	Right     []int // by row, seen from the right
	Given     []int // row-major, None where not given

	Name string
	Pos  Pos

	ref *Solution
}

// Reference is the solution that came with p, or nil (puzzle.Referenced).
func (p *Puzzle) Reference() puzzle.Solution {
	if p.ref == nil {
		return nil
	}
	return p.ref
}

// Solution holds the heights, row-major (0: an empty lot).
type Solution struct {
	N      int
	Values []int
}

// NewPuzzle is an empty n x n puzzle of heights 1..maxv.
func NewPuzzle(n, maxv int) *Puzzle {
	p := &Puzzle{N: n, Max: maxv}
	mk := func(k int) []int {
		s := make([]int, k)
		for i := range s {
			s[i] = None
		}
		return s
	}
	p.Top, p.Bottom, p.Left, p.Right, p.Given = mk(n), mk(n), mk(n), mk(n), mk(n*n)
	return p
}

// Clues counts the clues around the grid.
func (p *Puzzle) Clues() int {
	k := 0
	for _, s := range [][]int{p.Top, p.Bottom, p.Left, p.Right} {
		for _, v := range s {
			if v != None {
				k++
			}
		}
	}
	return k
}

// Givens counts the digits given in the grid.
func (p *Puzzle) Givens() int {
	k := 0
	for _, v := range p.Given {
		if v != None {
			k++
		}
	}
	return k
}

// Info describes p in messages and reports.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	sum := fmt.Sprintf("%dx%d, heights 1-%d, %d clues", p.N, p.N, p.Max, p.Clues())
	if g := p.Givens(); g > 0 {
		sum += fmt.Sprintf(", %d given", g)
	}
	if p.Diagonals {
		sum += ", diagonals"
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.N, p.N), Summary: sum}
}

// SourceLine is the line p starts on (puzzle.Parsed).
func (p *Puzzle) SourceLine() int { return p.Pos.Line }

func (p *Puzzle) errf(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks sizes and ranges: a clue is 1..Max (the towers seen),
// a given 0..Max (0 only when Max < N).
func (p *Puzzle) Validate() error {
	if p.N < 1 || p.N > MaxSide || p.Max < 1 || p.Max > p.N {
		return p.errf("a %dx%d grid of heights 1-%d is out of range (side 1 to %d, heights up to the side)", p.N, p.N, p.Max, MaxSide)
	}
	for _, s := range [][]int{p.Top, p.Bottom, p.Left, p.Right} {
		if len(s) != p.N {
			return p.errf("a side has %d clues, want %d", len(s), p.N)
		}
		for _, v := range s {
			if v != None && (v < 1 || v > p.Max) {
				return p.errf("a clue of %d towers, want 1 to %d", v, p.Max)
			}
		}
	}
	if len(p.Given) != p.N*p.N {
		return p.errf("%d cells, want %d", len(p.Given), p.N*p.N)
	}
	for i, v := range p.Given {
		if v != None && (v < 0 || v > p.Max || (v == 0 && p.Max == p.N)) {
			return p.errf("cell (%d,%d) is given %d, want 1 to %d", i/p.N+1, i%p.N+1, v, p.Max)
		}
	}
	return nil
}

// Side is one side of the grid.
type Side int

const (
	Top Side = iota
	Bottom
	Left
	Right
)

var sideNames = [...]string{"top", "bottom", "left", "right"}

func (s Side) String() string { return sideNames[s] }

// Clue is one clue around the grid: on side Side at index Index (the
// column for Top and Bottom, the row for Left and Right).
type Clue struct {
	Side  Side
	Index int
	Value int
}

// ClueList lists the clues given, side by side.
func (p *Puzzle) ClueList() []Clue {
	var out []Clue
	for s, vs := range [][]int{p.Top, p.Bottom, p.Left, p.Right} {
		for i, v := range vs {
			if v != None {
				out = append(out, Clue{Side(s), i, v})
			}
		}
	}
	return out
}

// Line is the cells (row-major) a clue looks along, nearest first.
func (p *Puzzle) Line(s Side, i int) []int {
	n := p.N
	out := make([]int, n)
	for k := range out {
		switch s {
		case Top:
			out[k] = k*n + i
		case Bottom:
			out[k] = (n-1-k)*n + i
		case Left:
			out[k] = i*n + k
		default:
			out[k] = i*n + n - 1 - k
		}
	}
	return out
}

// Words says where a clue stands: "the clue 3 above column 2".
func (c Clue) Words() string {
	switch c.Side {
	case Top:
		return fmt.Sprintf("the clue %d above column %d", c.Value, c.Index+1)
	case Bottom:
		return fmt.Sprintf("the clue %d below column %d", c.Value, c.Index+1)
	case Left:
		return fmt.Sprintf("the clue %d left of row %d", c.Value, c.Index+1)
	}
	return fmt.Sprintf("the clue %d right of row %d", c.Value, c.Index+1)
}
