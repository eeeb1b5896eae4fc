package yajilin

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the rows and columns of a grid a reader accepts.
const MaxSide = 200

// Directions of an arrow (and of a cell's links), in this order.
const (
	North = iota
	South
	West
	East
)

// Step is the move of one cell in each direction.
var Step = [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

// dirLetters names the directions in tokens.
const dirLetters = "nswe"

// Cell is one cell of the grid: a plain cell (Clue false), or a clue
// cell: an arrow (Dir) with a number (N), or a wall without number
// (N = -1).
type Cell struct {
	Clue bool
	Dir  int
	N    int
}

// Pos is a position in the input (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// Puzzle is a Yajilin: a grid of Rows x Cols cells, some of them clues.
type Puzzle struct {
	Rows, Cols int
	Cells      []Cell
	CellPos    map[int]Pos
	Name       string
	Pos        Pos
}

// Solution is the shaded cells and the loop: H[r*(Cols-1)+c] the line
// between cells (r,c) and (r,c+1), V[r*Cols+c] between (r,c) and (r+1,c).
type Solution struct {
	Rows, Cols int
	Shaded     []bool
	H, V       []bool
}

// NewPuzzle is a rows x cols puzzle without clues.
func NewPuzzle(rows, cols int) *Puzzle {
	return &Puzzle{Rows: rows, Cols: cols, Cells: make([]Cell, rows*cols)}
}

// NewSolution is an empty rows x cols solution.
func NewSolution(rows, cols int) *Solution {
	return &Solution{Rows: rows, Cols: cols, Shaded: make([]bool, rows*cols),
		H: make([]bool, rows*max(cols-1, 0)), V: make([]bool, max(rows-1, 0)*cols)}
}

// At is cell (r,c).
func (p *Puzzle) At(r, c int) Cell { return p.Cells[r*p.Cols+c] }

// NumClues counts the clue cells (walls too).
func (p *Puzzle) NumClues() int {
	n := 0
	for _, c := range p.Cells {
		if c.Clue {
			n++
		}
	}
	return n
}

// Info describes p.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols),
		Summary: fmt.Sprintf("%dx%d, %d clue cells", p.Rows, p.Cols, p.NumClues())}
}

// SourceLine is the line p starts on (puzzle.Parsed).
func (p *Puzzle) SourceLine() int { return p.Pos.Line }

func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks the size and the clues.
func (p *Puzzle) Validate() error {
	if p.Rows < 2 || p.Cols < 2 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("size %dx%d is out of range (2 to %d a side)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Cells) != p.Rows*p.Cols {
		return p.puzzleErr("the grid has %d cells, want %d", len(p.Cells), p.Rows*p.Cols)
	}
	for i, c := range p.Cells {
		if c.Clue && (c.Dir < 0 || c.Dir > 3 || c.N < -1 || c.N > MaxSide) {
			pos, ok := p.CellPos[i]
			if !ok {
				pos = p.Pos
			}
			return srcpos.Errorf(pos.Line, pos.Col, pos.Text, "cell (%d,%d): a bad clue", i/p.Cols, i%p.Cols)
		}
	}
	return nil
}

// NH is the number of horizontal edges.
func (p *Puzzle) NH() int { return p.Rows * (p.Cols - 1) }

// NumEdges is the number of edges between adjacent cells.
func (p *Puzzle) NumEdges() int { return p.NH() + (p.Rows-1)*p.Cols }

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

// EdgeBetween is the edge between two adjacent cells.
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

// CellEdges are the edges from (r,c) north, south, west, east; -1 past
// the side.
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

// Edge reports whether s uses edge e.
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

// Token is a cell as janko and text grids write it: "-" a plain cell,
// "x" a wall, "2s" an arrow.
func (c Cell) Token() string {
	switch {
	case !c.Clue:
		return "-"
	case c.N < 0:
		return "x"
	}
	return strconv.Itoa(c.N) + string(dirLetters[c.Dir])
}

// ClueWords names a clue: "the 2 pointing south at (1,2)".
func ClueWords(r, c int, cl Cell) string {
	return fmt.Sprintf("the %d pointing %s at (%d,%d)", cl.N, [4]string{"north", "south", "west", "east"}[cl.Dir], r, c)
}

// parseToken reads one cell token: "-" or "." plain, "x", "@" or "#" a
// wall, "Nd" an arrow (d one of n, s, w, e).
func parseToken(t string) (Cell, bool) {
	switch t {
	case "-", ".":
		return Cell{}, true
	case "x", "X", "@", "#":
		return Cell{Clue: true, N: -1}, true
	}
	if len(t) < 2 || len(t) > 4 {
		return Cell{}, false
	}
	d := -1
	switch t[len(t)-1] {
	case 'n', 'N':
		d = North
	case 's', 'S':
		d = South
	case 'w', 'W':
		d = West
	case 'e', 'E':
		d = East
	}
	n, err := strconv.Atoi(t[:len(t)-1])
	if d < 0 || err != nil || n < 0 || t[0] == '+' || t[0] == '-' {
		return Cell{}, false
	}
	return Cell{Clue: true, Dir: d, N: n}, true
}
