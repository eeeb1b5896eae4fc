package futoshiki

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the grid's side a reader accepts.
const MaxSide = 64

// None is a cell not given.
const None = -1

// Rel is the sign between a cell and its right or lower neighbour.
type Rel int8

const (
	NoRel   Rel = iota // no sign (in Adjacent mode: the two do NOT differ by 1)
	Greater            // the cell is greater than its neighbour
	Less               // the cell is less than its neighbour
	Next               // Adjacent mode: the two differ by exactly 1
)

// Pos is a position in the input (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// Puzzle is a Futoshiki grid: N x N cells, values 1..N once per row and
// column, some given, signs between orthogonal neighbours. In Adjacent
// mode (Tatham's Unequal "a") a bar marks neighbours that differ by
// exactly 1, and neighbours without a bar do not.
type Puzzle struct {
	N        int
	Adjacent bool
	Given    []int // row-major, None where not given
	Right    []Rel // cell and its right neighbour (last column: NoRel)
	Down     []Rel // cell and the one below (last row: NoRel)

	Name string
	Pos  Pos
}

// Solution holds the values, row-major.
type Solution struct {
	N      int
	Values []int
}

// NewPuzzle is an empty n x n puzzle.
func NewPuzzle(n int) *Puzzle {
	p := &Puzzle{N: n, Given: make([]int, n*n), Right: make([]Rel, n*n), Down: make([]Rel, n*n)}
	for i := range p.Given {
		p.Given[i] = None
	}
	return p
}

// Signs counts the signs (bars in Adjacent mode).
func (p *Puzzle) Signs() int {
	k := 0
	for i := range p.Right {
		if p.Right[i] != NoRel {
			k++
		}
		if p.Down[i] != NoRel {
			k++
		}
	}
	return k
}

// Givens counts the values given.
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
	what := "signs"
	if p.Adjacent {
		what = "bars (adjacent mode)"
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.N, p.N),
		Summary: fmt.Sprintf("%dx%d, %d %s, %d given", p.N, p.N, p.Signs(), what, p.Givens())}
}

// SourceLine is the line p starts on (puzzle.Parsed).
func (p *Puzzle) SourceLine() int { return p.Pos.Line }

func (p *Puzzle) errf(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks sizes and ranges.
func (p *Puzzle) Validate() error {
	n := p.N
	if n < 1 || n > MaxSide {
		return p.errf("a %dx%d grid is out of range (side 1 to %d)", n, n, MaxSide)
	}
	if len(p.Given) != n*n || len(p.Right) != n*n || len(p.Down) != n*n {
		return p.errf("the grid's arrays are not %d long", n*n)
	}
	for i := range p.Given {
		if v := p.Given[i]; v != None && (v < 1 || v > n) {
			return p.errf("(%d,%d) is given %d, want 1 to %d", i/n+1, i%n+1, v, n)
		}
		for _, rel := range []Rel{p.Right[i], p.Down[i]} {
			if rel < NoRel || rel > Next || (rel == Next) != (p.Adjacent && rel != NoRel) {
				return p.errf("(%d,%d): a sign that does not fit the mode", i/n+1, i%n+1)
			}
		}
		if (i%n == n-1 && p.Right[i] != NoRel) || (i/n == n-1 && p.Down[i] != NoRel) {
			return p.errf("(%d,%d): a sign at the edge", i/n+1, i%n+1)
		}
	}
	return nil
}

// Pair is two orthogonal neighbours A (left or above) and B, and their
// relation.
type Pair struct {
	A, B int
	Rel  Rel
}

// Pairs lists every pair of neighbours (with NoRel too), right then down
// for each cell in row-major order.
func (p *Puzzle) Pairs() []Pair {
	n := p.N
	var out []Pair
	for i := 0; i < n*n; i++ {
		if i%n < n-1 {
			out = append(out, Pair{i, i + 1, p.Right[i]})
		}
		if i/n < n-1 {
			out = append(out, Pair{i, i + n, p.Down[i]})
		}
	}
	return out
}

// Words says a pair's rule: "(1,2) > (1,3)" (1-based, as players count).
func (p *Puzzle) Words(q Pair) string { return p.words(q, 1) }

// words says a pair's rule with cells counted from base (0: the
// explanations' words, which the page counts from 1).
func (p *Puzzle) words(q Pair, base int) string {
	n := p.N
	a := fmt.Sprintf("(%d,%d)", q.A/n+base, q.A%n+base)
	b := fmt.Sprintf("(%d,%d)", q.B/n+base, q.B%n+base)
	switch q.Rel {
	case Greater:
		return a + " > " + b
	case Less:
		return a + " < " + b
	case Next:
		return a + " and " + b + " differ by 1"
	}
	if p.Adjacent {
		return a + " and " + b + " do not differ by 1"
	}
	return ""
}
