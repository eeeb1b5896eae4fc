package countryroad

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/regions"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Limits a reader accepts, so that no input makes the encoder allocate
// without bound: a side of MaxSide cells (the dataset's largest Country
// Road is 20x36) and region numbers up to MaxNumber.
const (
	MaxSide   = 100
	MaxNumber = 9999
)

// None is Nums' value for a cell without a number.
const None = -1

// Pos is a position in the input a puzzle came from (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string // the offending text for error messages
}

// Puzzle is a Country Road: Rows x Cols cells cut into regions, some
// regions numbered. Nums holds a region's number in the cell that shows
// it (None elsewhere); a region shows at most one number. A cell outside
// every region (Regions.Of[i] == regions.Outside: janko.at's '@', a
// blocked cell) is never visited, and the rule of empty cells across a
// border does not apply to it.
type Puzzle struct {
	Rows, Cols int
	Nums       []int // row-major; None: no number
	Regions    *regions.Regions

	// Name is the puzzle's name in messages ("file:line", a JSON name).
	Name string
	Pos  Pos // where the puzzle starts in the input

	file string
	src  []byte
	ref  *Solution
}

// Solution is a loop: the edges between adjacent cell centres it uses.
// H[r*(Cols-1)+c] is the edge between cells (r,c) and (r,c+1);
// V[r*Cols+c] the edge between cells (r,c) and (r+1,c).
type Solution struct {
	Rows, Cols int
	H, V       []bool
}

// NewPuzzle is a rows x cols puzzle with regions and no numbers.
func NewPuzzle(rows, cols int, g *regions.Regions) *Puzzle {
	return &Puzzle{Rows: rows, Cols: cols, Nums: newNums(rows * cols), Regions: g}
}

// NewSolution is a rows x cols grid without loop edges.
func NewSolution(rows, cols int) *Solution {
	return &Solution{Rows: rows, Cols: cols, H: make([]bool, rows*max(cols-1, 0)), V: make([]bool, max(rows-1, 0)*cols)}
}

func newNums(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = None
	}
	return out
}

// NumNumbers counts the numbered regions.
func (p *Puzzle) NumNumbers() int {
	n := 0
	for _, v := range p.Nums {
		if v != None {
			n++
		}
	}
	return n
}

// RegionNumber is region k's number and the cell showing it (-1, -1: none).
func (p *Puzzle) RegionNumber(k int) (num, cell int) {
	for _, i := range p.Regions.Cells(k) {
		if p.Nums[i] != None {
			return p.Nums[i], i
		}
	}
	return -1, -1
}

// Info describes p in messages and reports.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	n := 0
	if p.Regions != nil {
		n = p.Regions.N
	}
	sum := fmt.Sprintf("%dx%d, %d regions, %d numbered", p.Rows, p.Cols, n, p.NumNumbers())
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

func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks the size, the numbers' range, the regions (every cell
// in one, each connected) and at most one number a region.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide || p.Rows*p.Cols < 2 {
		return p.puzzleErr("a %dx%d grid: each side is 1 to %d, at least 2 cells", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Nums) != p.Rows*p.Cols {
		return p.puzzleErr("the grid has %d cells, want %d", len(p.Nums), p.Rows*p.Cols)
	}
	g := p.Regions
	if g == nil || g.Rows != p.Rows || g.Cols != p.Cols || len(g.Of) != len(p.Nums) {
		return p.puzzleErr("the regions do not cover the %dx%d grid", p.Rows, p.Cols)
	}
	for i, v := range p.Nums {
		if v != None && (v < 0 || v > MaxNumber) {
			return p.puzzleErr("cell (%d,%d) holds %d, want 0 to %d", i/p.Cols, i%p.Cols, v, MaxNumber)
		}
		if v != None && g.Of[i] < 0 {
			return p.puzzleErr("cell (%d,%d) holds a number and is in no region", i/p.Cols, i%p.Cols)
		}
	}
	if g.N == 0 {
		return p.puzzleErr("no region: every cell is blocked")
	}
	if i := g.Split(); i >= 0 {
		return p.puzzleErr("the region of (%d,%d) is not connected", i/p.Cols, i%p.Cols)
	}
	seen := make([]int, g.N)
	for i := range seen {
		seen[i] = -1
	}
	for i, v := range p.Nums {
		if v == None {
			continue
		}
		k := g.Of[i]
		if j := seen[k]; j >= 0 {
			return p.puzzleErr("the region of (%d,%d) has two numbers: at (%d,%d) and (%d,%d)", i/p.Cols, i%p.Cols, j/p.Cols, j%p.Cols, i/p.Cols, i%p.Cols)
		}
		seen[k] = i
	}
	if s := p.ref; s != nil && (s.Rows != p.Rows || s.Cols != p.Cols || len(s.H) != p.NH() || len(s.V) != p.NumEdges()-p.NH()) {
		p.ref = nil
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
	}
	e -= p.NH()
	r, c := e/p.Cols, e%p.Cols
	return [2]int{r, c}, [2]int{r + 1, c}
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

// Crosses reports whether edge e joins two cells of different regions
// (neither of them blocked).
func (p *Puzzle) Crosses(e int) bool {
	a, b := p.EdgeEnds(e)
	ka, kb := p.Regions.Of[p.Cell(a[0], a[1])], p.Regions.Of[p.Cell(b[0], b[1])]
	return ka >= 0 && kb >= 0 && ka != kb
}

// Blocked reports whether cell i is outside every region.
func (p *Puzzle) Blocked(i int) bool { return p.Regions.Of[i] < 0 }

// NumBlocked counts the cells outside every region.
func (p *Puzzle) NumBlocked() int {
	n := 0
	for _, k := range p.Regions.Of {
		if k < 0 {
			n++
		}
	}
	return n
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

// cellLinks are the loop's directions at cell (r,c) of s: north, south,
// west, east.
func (s *Solution) cellLinks(r, c int) [4]bool {
	var l [4]bool
	C := s.Cols
	if r > 0 {
		l[North] = s.V[(r-1)*C+c]
	}
	if r < s.Rows-1 {
		l[South] = s.V[r*C+c]
	}
	if c > 0 {
		l[West] = s.H[r*(C-1)+c-1]
	}
	if c < C-1 {
		l[East] = s.H[r*(C-1)+c]
	}
	return l
}

// Visited reports whether s's loop passes through cell (r,c).
func (s *Solution) Visited(r, c int) bool {
	l := s.cellLinks(r, c)
	return l[0] || l[1] || l[2] || l[3]
}
