package slitherlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the rows and columns of a grid a reader accepts (the
// dataset's largest is 60x60), so that no input makes the encoder
// allocate without limit.
const MaxSide = 200

// The values of a cell besides a clue 0..4.
const (
	None    = -1 // no clue
	Unknown = -2 // a clue of unknown value ("?"): no constraint
)

// Pos is a position in the input (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// Puzzle is a Slitherlink: a grid of Rows x Cols cells, some numbered 0
// to 4. The loop runs on the (Rows+1) x (Cols+1) lattice points of the
// cells' corners.
type Puzzle struct {
	Rows, Cols int
	// Clues holds each cell's clue (0..4), None or Unknown, row-major.
	Clues []int
	// CluePos is where each clue stands in the input (nil: unknown).
	CluePos map[int]Pos

	Name string
	Pos  Pos

	ref *Solution
}

// Solution is a loop: the lattice edges it uses. H[r*Cols+c] is the
// edge between points (r,c) and (r,c+1), for r in 0..Rows; V[r*(Cols+1)+c]
// the edge between points (r,c) and (r+1,c), for c in 0..Cols.
type Solution struct {
	Rows, Cols int
	H, V       []bool
}

// NewPuzzle is an empty rows x cols puzzle.
func NewPuzzle(rows, cols int) *Puzzle {
	p := &Puzzle{Rows: rows, Cols: cols, Clues: make([]int, rows*cols)}
	for i := range p.Clues {
		p.Clues[i] = None
	}
	return p
}

// NewSolution is a rows x cols grid without loop edges.
func NewSolution(rows, cols int) *Solution {
	return &Solution{Rows: rows, Cols: cols, H: make([]bool, (rows+1)*cols), V: make([]bool, rows*(cols+1))}
}

// At is the clue of cell (r,c).
func (p *Puzzle) At(r, c int) int { return p.Clues[r*p.Cols+c] }

// NumClues counts the numbered cells (unknown ones too).
func (p *Puzzle) NumClues() int {
	n := 0
	for _, v := range p.Clues {
		if v != None {
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
		Summary: fmt.Sprintf("%dx%d, %d clues", p.Rows, p.Cols, p.NumClues())}
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

// Validate checks the size and the clues' range.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("size %dx%d is out of range (1 to %d a side)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Clues) != p.Rows*p.Cols {
		return p.puzzleErr("the grid has %d cells, want %d", len(p.Clues), p.Rows*p.Cols)
	}
	for i, v := range p.Clues {
		if v < Unknown || v > 4 {
			pos, ok := p.CluePos[i]
			if !ok {
				pos = p.Pos
			}
			return srcpos.Errorf(pos.Line, pos.Col, pos.Text, "cell (%d,%d): clue %d is out of range (0 to 4)", i/p.Cols, i%p.Cols, v)
		}
	}
	return nil
}

// The lattice: NumEdges edges, horizontal ones first. Edge e < NH is
// horizontal: H index e; else vertical: V index e-NH.

// NH is the number of horizontal edges, (Rows+1)*Cols.
func (p *Puzzle) NH() int { return (p.Rows + 1) * p.Cols }

// NumEdges is the number of lattice edges.
func (p *Puzzle) NumEdges() int { return p.NH() + p.Rows*(p.Cols+1) }

// NumPoints is the number of lattice points.
func (p *Puzzle) NumPoints() int { return (p.Rows + 1) * (p.Cols + 1) }

// Point is the index of lattice point (r,c).
func (p *Puzzle) Point(r, c int) int { return r*(p.Cols+1) + c }

// EdgeEnds are the two lattice points of edge e, the upper or left one
// first.
func (p *Puzzle) EdgeEnds(e int) (a, b [2]int) {
	if nh := p.NH(); e < nh {
		r, c := e/p.Cols, e%p.Cols
		return [2]int{r, c}, [2]int{r, c + 1}
	} else {
		e -= nh
		r, c := e/(p.Cols+1), e%(p.Cols+1)
		return [2]int{r, c}, [2]int{r + 1, c}
	}
}

// EdgeBetween is the edge between two adjacent lattice points (ok false:
// they are not adjacent or not on the lattice).
func (p *Puzzle) EdgeBetween(a, b [2]int) (int, bool) {
	if a[0] > b[0] || a[0] == b[0] && a[1] > b[1] {
		a, b = b, a
	}
	if a[0] < 0 || a[1] < 0 || b[0] > p.Rows || b[1] > p.Cols {
		return 0, false
	}
	switch {
	case a[0] == b[0] && b[1] == a[1]+1:
		return a[0]*p.Cols + a[1], true
	case a[1] == b[1] && b[0] == a[0]+1:
		return p.NH() + a[0]*(p.Cols+1) + a[1], true
	}
	return 0, false
}

// CellEdges are the four edges around cell (r,c): top, bottom, left,
// right.
func (p *Puzzle) CellEdges(r, c int) [4]int {
	nh := p.NH()
	return [4]int{r*p.Cols + c, (r+1)*p.Cols + c, nh + r*(p.Cols+1) + c, nh + r*(p.Cols+1) + c + 1}
}

// PointEdges are the edges at lattice point (r,c) (2 to 4).
func (p *Puzzle) PointEdges(r, c int) []int {
	var es []int
	nh := p.NH()
	if c > 0 {
		es = append(es, r*p.Cols+c-1)
	}
	if c < p.Cols {
		es = append(es, r*p.Cols+c)
	}
	if r > 0 {
		es = append(es, nh+(r-1)*(p.Cols+1)+c)
	}
	if r < p.Rows {
		es = append(es, nh+r*(p.Cols+1)+c)
	}
	return es
}

// Edge reports whether s uses edge e (numbered as the puzzle's).
func (s *Solution) Edge(e int) bool {
	if e < len(s.H) {
		return s.H[e]
	}
	return s.V[e-len(s.H)]
}

// SetEdge sets edge e.
func (s *Solution) SetEdge(e int, on bool) {
	if e < len(s.H) {
		s.H[e] = on
	} else {
		s.V[e-len(s.H)] = on
	}
}

// Inside reports, for every cell, whether it lies inside the loop: a
// cell is inside when an odd number of loop edges lie above it in its
// column.
func (s *Solution) Inside() []bool {
	in := make([]bool, s.Rows*s.Cols)
	for c := 0; c < s.Cols; c++ {
		odd := false
		for r := 0; r < s.Rows; r++ {
			if s.H[r*s.Cols+c] {
				odd = !odd
			}
			in[r*s.Cols+c] = odd
		}
	}
	return in
}

// FromInside is the loop bounding the cells marked inside: the edges
// between an inside and an outside cell (the outside of the grid is
// outside).
func FromInside(rows, cols int, in []bool) *Solution {
	s := NewSolution(rows, cols)
	at := func(r, c int) bool { return r >= 0 && r < rows && c >= 0 && c < cols && in[r*cols+c] }
	for r := 0; r <= rows; r++ {
		for c := 0; c < cols; c++ {
			s.H[r*cols+c] = at(r-1, c) != at(r, c)
		}
	}
	for r := 0; r < rows; r++ {
		for c := 0; c <= cols; c++ {
			s.V[r*(cols+1)+c] = at(r, c-1) != at(r, c)
		}
	}
	return s
}

// clueChar is a clue as text grids write it.
func clueChar(v int) byte {
	switch {
	case v >= 0 && v <= 4:
		return byte('0' + v)
	case v == Unknown:
		return '?'
	}
	return '.'
}
