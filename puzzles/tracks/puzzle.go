package tracks

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the rows and columns of a grid a reader accepts, so
// that no input makes the encoder allocate without limit.
const MaxSide = 100

// Unknown is a row or column count that is not given.
const Unknown = -1

// The four directions, as bits of a piece (Piece) and indices of Step.
const (
	North = iota
	South
	West
	East
)

// Step is the move of one cell in direction d.
var Step = [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

// Opposite is the direction opposite d.
func Opposite(d int) int { return d ^ 1 }

// Piece is a track piece: a set of directions (bit 1<<d for direction
// d), two of them for a piece, 0 for no piece given.
type Piece uint8

// Has reports whether piece p points in direction d.
func (p Piece) Has(d int) bool { return p&(1<<d) != 0 }

// Count is the number of directions of p.
func (p Piece) Count() int {
	n := 0
	for d := 0; d < 4; d++ {
		if p.Has(d) {
			n++
		}
	}
	return n
}

// Pos is a position in the input (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// End is one end of the track: the border cell (R,C) where the track
// leaves the grid, in direction Dir (off the grid).
type End struct {
	R, C, Dir int
}

// Puzzle is a Tracks puzzle: a grid of Rows x Cols cells, the count of
// track cells of every row and column (Unknown: not given), the two ends
// where the track leaves the grid, and track pieces given in some cells.
// The track runs through the cells' centres.
type Puzzle struct {
	Rows, Cols int
	RowCount   []int // RowCount[r]: the track cells of row r, or Unknown
	ColCount   []int // ColCount[c]: the track cells of column c, or Unknown
	// Pieces holds each cell's given piece (0: none), row-major. A piece
	// may point off the grid only at an end, in the end's direction.
	Pieces []Piece
	// Ends are the track's two ends; Tatham's entrance (on the left side)
	// is Ends[0], the exit (at the bottom) Ends[1].
	Ends [2]End
	// PiecePos is where each given piece stands in the input (nil:
	// unknown).
	PiecePos map[int]Pos

	Name string
	Pos  Pos

	ref *Solution
}

// Solution is a track: the edges between adjacent cell centres it uses
// (the two edges off the grid at the ends are the puzzle's).
// H[r*(Cols-1)+c] is the edge between cells (r,c) and (r,c+1);
// V[r*Cols+c] the edge between cells (r,c) and (r+1,c).
type Solution struct {
	Rows, Cols int
	H, V       []bool
}

// NewPuzzle is a rows x cols puzzle without counts, ends or pieces.
func NewPuzzle(rows, cols int) *Puzzle {
	p := &Puzzle{Rows: rows, Cols: cols, Pieces: make([]Piece, rows*cols),
		RowCount: make([]int, rows), ColCount: make([]int, cols)}
	for i := range p.RowCount {
		p.RowCount[i] = Unknown
	}
	for i := range p.ColCount {
		p.ColCount[i] = Unknown
	}
	return p
}

// NewSolution is a rows x cols grid without track edges.
func NewSolution(rows, cols int) *Solution {
	return &Solution{Rows: rows, Cols: cols, H: make([]bool, rows*max(cols-1, 0)), V: make([]bool, max(rows-1, 0)*cols)}
}

// At is the given piece of cell (r,c).
func (p *Puzzle) At(r, c int) Piece { return p.Pieces[r*p.Cols+c] }

// NumPieces counts the given pieces.
func (p *Puzzle) NumPieces() int {
	n := 0
	for _, v := range p.Pieces {
		if v != 0 {
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
		Summary: fmt.Sprintf("%dx%d, %d given pieces", p.Rows, p.Cols, p.NumPieces())}
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

// inside reports whether (r,c) is a cell of the grid.
func (p *Puzzle) inside(r, c int) bool { return r >= 0 && r < p.Rows && c >= 0 && c < p.Cols }

// EndAt is the direction off the grid of the end at cell (r,c), or -1.
func (p *Puzzle) EndAt(r, c int) int {
	for _, e := range p.Ends {
		if e.R == r && e.C == c {
			return e.Dir
		}
	}
	return -1
}

// Validate checks the size, the counts, the ends and the pieces.
func (p *Puzzle) Validate() error {
	if p.Rows < 2 || p.Cols < 2 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("size %dx%d is out of range (2 to %d a side)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Pieces) != p.Rows*p.Cols || len(p.RowCount) != p.Rows || len(p.ColCount) != p.Cols {
		return p.puzzleErr("the grid has %d cells, %d row counts and %d column counts, want %d, %d and %d",
			len(p.Pieces), len(p.RowCount), len(p.ColCount), p.Rows*p.Cols, p.Rows, p.Cols)
	}
	for r, k := range p.RowCount {
		if k != Unknown && (k < 0 || k > p.Cols) {
			return p.puzzleErr("row %d: count %d is out of range (0 to %d)", r, k, p.Cols)
		}
	}
	for c, k := range p.ColCount {
		if k != Unknown && (k < 0 || k > p.Rows) {
			return p.puzzleErr("column %d: count %d is out of range (0 to %d)", c, k, p.Rows)
		}
	}
	for i, e := range p.Ends {
		if e.Dir < North || e.Dir > East || !p.inside(e.R, e.C) || p.inside(e.R+Step[e.Dir][0], e.C+Step[e.Dir][1]) {
			return p.puzzleErr("end %d: the track leaves no %dx%d grid at (%d,%d) going %s", i+1, p.Rows, p.Cols, e.R, e.C, DirName(e.Dir))
		}
	}
	if p.Ends[0].R == p.Ends[1].R && p.Ends[0].C == p.Ends[1].C {
		return p.puzzleErr("both ends of the track are at (%d,%d)", p.Ends[0].R, p.Ends[0].C)
	}
	for i, v := range p.Pieces {
		if v == 0 {
			continue
		}
		r, c := i/p.Cols, i%p.Cols
		errAt := func(format string, args ...any) error {
			pos, ok := p.PiecePos[i]
			if !ok {
				pos = p.Pos
			}
			return srcpos.Errorf(pos.Line, pos.Col, pos.Text, format, args...)
		}
		if v > 15 || v.Count() != 2 {
			return errAt("cell (%d,%d): a piece has two directions", r, c)
		}
		for d := 0; d < 4; d++ {
			if v.Has(d) && !p.inside(r+Step[d][0], c+Step[d][1]) && p.EndAt(r, c) != d {
				return errAt("cell (%d,%d): the piece leaves the grid going %s, where the track has no end", r, c, DirName(d))
			}
		}
	}
	return nil
}

// DirName is "north", "south", "west" or "east".
func DirName(d int) string {
	if d < North || d > East {
		return "nowhere"
	}
	return [4]string{"north", "south", "west", "east"}[d]
}

// The edges between adjacent cells: NumEdges of them, horizontal ones
// first. Edge e < NH is horizontal, H index e; else vertical, V index
// e-NH.

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

// PieceAt is the piece s lays in cell (r,c) of p, the end's direction off
// the grid included (0: no track there).
func (s *Solution) PieceAt(p *Puzzle, r, c int) Piece {
	var v Piece
	for d, e := range p.CellEdges(r, c) {
		if e >= 0 && s.Edge(e) {
			v |= 1 << d
		}
	}
	if d := p.EndAt(r, c); d >= 0 {
		v |= 1 << d
	}
	return v
}
