package numberlink

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the rows and columns of a grid a reader accepts (the
// dataset's largest is 35x48), so that no input makes the encoder
// allocate without limit.
const MaxSide = 100

// MaxNumber bounds the numbers of a grid (a pair per number: at most
// MaxSide² / 2 pairs anyway).
const MaxNumber = 9999

// Pos is a position in the input (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// Puzzle is a Numberlink: a grid of Rows x Cols cells, some holding a
// number; every number appears in exactly two cells, which a path joins.
type Puzzle struct {
	Rows, Cols int
	// Nums holds each cell's number, 0 for none, row-major.
	Nums []int
	// NumPos is where each number stands in the input (nil: unknown).
	NumPos map[int]Pos

	Name string
	Pos  Pos

	ref *Solution
}

// Solution is a set of paths: the edges between adjacent cell centres
// they use. H[r*(Cols-1)+c] is the edge between cells (r,c) and
// (r,c+1); V[r*Cols+c] the edge between cells (r,c) and (r+1,c).
// FillAll records that it answers the rule "every cell is used"
// (--fill all), which Check then checks too.
type Solution struct {
	Rows, Cols int
	H, V       []bool
	FillAll    bool
}

// NewPuzzle is a rows x cols puzzle without numbers.
func NewPuzzle(rows, cols int) *Puzzle {
	return &Puzzle{Rows: rows, Cols: cols, Nums: make([]int, rows*cols)}
}

// NewSolution is a rows x cols grid without path edges.
func NewSolution(rows, cols int) *Solution {
	return &Solution{Rows: rows, Cols: cols, H: make([]bool, rows*max(cols-1, 0)), V: make([]bool, max(rows-1, 0)*cols)}
}

// At is the number of cell (r,c) (0: none).
func (p *Puzzle) At(r, c int) int { return p.Nums[r*p.Cols+c] }

// Pairs are the puzzle's numbers in increasing order, each with its two
// cells (row-major order); a number seen once or more than twice has
// that many cells.
func (p *Puzzle) Pairs() (nums []int, cells [][]int) {
	at := map[int][]int{}
	for i, v := range p.Nums {
		if v != 0 {
			if _, ok := at[v]; !ok {
				nums = append(nums, v)
			}
			at[v] = append(at[v], i)
		}
	}
	sort.Ints(nums)
	for _, v := range nums {
		cells = append(cells, at[v])
	}
	return nums, cells
}

// Info describes p in messages and reports.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	nums, _ := p.Pairs()
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols),
		Summary: fmt.Sprintf("%dx%d, %d pairs", p.Rows, p.Cols, len(nums))}
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

func (p *Puzzle) cellErr(i int, format string, args ...any) *srcpos.Error {
	pos, ok := p.NumPos[i]
	if !ok {
		pos = p.Pos
	}
	return srcpos.Errorf(pos.Line, pos.Col, pos.Text, format, args...)
}

// Validate checks the size, the numbers' range, and that every number
// appears in one or two cells: a number in one cell is a lone end (a
// setter's editor places a pair's numbers one at a time), which reads,
// but the puzzle has no solution (Encode's formula is then the empty
// clause, Note and Reason say why, Check refuses any lines).
func (p *Puzzle) Validate() error {
	if p.Rows < 2 || p.Cols < 2 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("size %dx%d is out of range (2 to %d a side)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Nums) != p.Rows*p.Cols {
		return p.puzzleErr("the grid has %d cells, want %d", len(p.Nums), p.Rows*p.Cols)
	}
	for i, v := range p.Nums {
		if v < 0 || v > MaxNumber {
			return p.cellErr(i, "cell (%d,%d): number %d is out of range (1 to %d, 0 none)", i/p.Cols, i%p.Cols, v, MaxNumber)
		}
	}
	nums, cells := p.Pairs()
	if len(nums) == 0 {
		return p.puzzleErr("no numbers: a Numberlink needs at least one pair")
	}
	for k, v := range nums {
		if n := len(cells[k]); n > 2 {
			last := cells[k][n-1]
			return p.cellErr(last, "number %d appears %d time(s), want exactly 2 (a pair)", v, n)
		}
	}
	return nil
}

// LoneEnds are the numbers that appear in one cell only (a pair with
// one end placed), in increasing order.
func (p *Puzzle) LoneEnds() []int {
	var out []int
	nums, cells := p.Pairs()
	for k, v := range nums {
		if len(cells[k]) == 1 {
			out = append(out, v)
		}
	}
	return out
}

// Note says why p has no solution when a number has one end only ("").
func (p *Puzzle) Note() string {
	lone := p.LoneEnds()
	if len(lone) == 0 {
		return ""
	}
	var s []string
	for _, v := range lone {
		s = append(s, strconv.Itoa(v))
	}
	w := "number " + strings.Join(s, ", ") + " has"
	if len(lone) > 1 {
		w = "numbers " + strings.Join(s, ", ") + " have"
	}
	return w + " one end only (a number is a pair of cells that a path joins)"
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
