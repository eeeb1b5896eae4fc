package masyu

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the rows and columns of a grid a reader accepts (the
// dataset's largest is 40x40), so that no input makes the encoder
// allocate without limit.
const MaxSide = 200

// The values of a cell (pzprjs' numbers: 1 white, 2 black).
const (
	Empty = 0 // no pearl
	White = 1 // the loop goes straight through it and turns next to it
	Black = 2 // the loop turns in it and goes straight on both sides
)

// Pos is a position in the input (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// Puzzle is a Masyu: a grid of Rows x Cols cells, some holding a white
// or a black pearl. The loop runs through the cells' centres.
type Puzzle struct {
	Rows, Cols int
	// Pearls holds each cell's Empty, White or Black, row-major.
	Pearls []int
	// PearlPos is where each pearl stands in the input (nil: unknown).
	PearlPos map[int]Pos

	Name string
	Pos  Pos

	ref *Solution
}

// Solution is a loop: the edges between adjacent cell centres it uses.
// H[r*(Cols-1)+c] is the edge between cells (r,c) and (r,c+1);
// V[r*Cols+c] the edge between cells (r,c) and (r+1,c).
type Solution struct {
	Rows, Cols int
	H, V       []bool
}

// NewPuzzle is a rows x cols puzzle without pearls.
func NewPuzzle(rows, cols int) *Puzzle {
	return &Puzzle{Rows: rows, Cols: cols, Pearls: make([]int, rows*cols)}
}

// NewSolution is a rows x cols grid without loop edges.
func NewSolution(rows, cols int) *Solution {
	return &Solution{Rows: rows, Cols: cols, H: make([]bool, rows*max(cols-1, 0)), V: make([]bool, max(rows-1, 0)*cols)}
}

// At is the pearl of cell (r,c).
func (p *Puzzle) At(r, c int) int { return p.Pearls[r*p.Cols+c] }

// NumPearls counts the pearls.
func (p *Puzzle) NumPearls() (white, black int) {
	for _, v := range p.Pearls {
		switch v {
		case White:
			white++
		case Black:
			black++
		}
	}
	return white, black
}

// Info describes p in messages and reports.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	w, b := p.NumPearls()
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols),
		Summary: fmt.Sprintf("%dx%d, %d white and %d black pearls", p.Rows, p.Cols, w, b)}
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

// Validate checks the size and the cells' values.
func (p *Puzzle) Validate() error {
	if p.Rows < 2 || p.Cols < 2 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("size %dx%d is out of range (2 to %d a side)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Pearls) != p.Rows*p.Cols {
		return p.puzzleErr("the grid has %d cells, want %d", len(p.Pearls), p.Rows*p.Cols)
	}
	for i, v := range p.Pearls {
		if v < Empty || v > Black {
			pos, ok := p.PearlPos[i]
			if !ok {
				pos = p.Pos
			}
			return srcpos.Errorf(pos.Line, pos.Col, pos.Text, "cell (%d,%d): value %d is no pearl (0 none, 1 white, 2 black)", i/p.Cols, i%p.Cols, v)
		}
	}
	return nil
}

// The edges: NumEdges of them, horizontal ones first. Edge e < NH is
// horizontal, H index e; else vertical, V index e-NH.

// NH is the number of horizontal edges, Rows*(Cols-1).
func (p *Puzzle) NH() int { return p.Rows * (p.Cols - 1) }

// NumEdges is the number of edges between adjacent cells.
func (p *Puzzle) NumEdges() int { return p.NH() + (p.Rows-1)*p.Cols }

// Cell is the index of cell (r,c).
func (p *Puzzle) Cell(r, c int) int { return r*p.Cols + c }

// EdgeEnds are the two cells of edge e, the upper or left one first.
func (p *Puzzle) EdgeEnds(e int) (a, b [2]int) {
	if nh := p.NH(); e < nh {
		r, c := e/(p.Cols-1), e%(p.Cols-1)
		return [2]int{r, c}, [2]int{r, c + 1}
	} else {
		e -= nh
		r, c := e/p.Cols, e%p.Cols
		return [2]int{r, c}, [2]int{r + 1, c}
	}
}

// EdgeBetween is the edge between two adjacent cells (ok false: they
// are not adjacent or not on the grid).
func (p *Puzzle) EdgeBetween(a, b [2]int) (int, bool) {
	if a[0] > b[0] || a[0] == b[0] && a[1] > b[1] {
		a, b = b, a
	}
	if a[0] < 0 || a[1] < 0 || b[0] >= p.Rows || b[1] >= p.Cols {
		return 0, false
	}
	switch {
	case a[0] == b[0] && b[1] == a[1]+1:
		return a[0]*(p.Cols-1) + a[1], true
	case a[1] == b[1] && b[0] == a[0]+1:
		return p.NH() + a[0]*p.Cols + a[1], true
	}
	return 0, false
}

// The four directions, in the order of CellEdges.
const (
	North = iota
	South
	West
	East
)

// Step is the move of one cell in direction d.
var Step = [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

// CellEdges are the edges from cell (r,c) north, south, west and east;
// -1 where the grid ends.
func (p *Puzzle) CellEdges(r, c int) [4]int {
	var es [4]int
	for d, s := range Step {
		e, ok := p.EdgeBetween([2]int{r, c}, [2]int{r + s[0], c + s[1]})
		if !ok {
			e = -1
		}
		es[d] = e
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

// pearlChar is a cell as text grids write it.
func pearlChar(v int) byte {
	switch v {
	case White:
		return 'w'
	case Black:
		return 'b'
	}
	return '.'
}

// PearlName is "white" or "black".
func PearlName(v int) string {
	if v == Black {
		return "black"
	}
	return "white"
}
