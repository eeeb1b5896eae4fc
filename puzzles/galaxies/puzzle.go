package galaxies

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the rows and columns of a grid a reader accepts (the
// dataset's largest is 20x36, a garbled one 51 rows), so that no input
// makes the encoder allocate without limit (the candidates take cells x
// dots bits).
const MaxSide = 60

// Pos is a position in the input (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// Dot is a galaxy's centre in doubled coordinates: cell (r,c) has its
// centre at (2r+1, 2c+1), the edge between (r,c) and (r,c+1) its middle
// at (2r+1, 2c+2), the corner below right of (r,c) is (2r+2, 2c+2).
// Inside the grid 1 <= Y <= 2*Rows-1 and 1 <= X <= 2*Cols-1 (a dot on the
// grid's outline would have a galaxy outside it). Black is Tatham's and
// pzprjs' black dot: the rules are the same.
type Dot struct {
	Y, X  int
	Black bool
}

// Puzzle is a Galaxies (Tentai Show) puzzle: a grid of Rows x Cols cells
// and its dots.
type Puzzle struct {
	Rows, Cols int
	Dots       []Dot
	// DotPos is where each dot stands in the input (nil or shorter:
	// unknown).
	DotPos []Pos

	Name string
	Pos  Pos

	ref *Solution
}

// Solution gives each cell its galaxy: Region[r*Cols+c] is the index of
// the dot (in Puzzle.Dots) whose galaxy holds cell (r,c), -1 for none
// (only in a published solution that does not fit the dots).
type Solution struct {
	Rows, Cols int
	Region     []int
}

// NewSolution is a rows x cols grid of cells in no galaxy.
func NewSolution(rows, cols int) *Solution {
	s := &Solution{Rows: rows, Cols: cols, Region: make([]int, rows*cols)}
	for i := range s.Region {
		s.Region[i] = -1
	}
	return s
}

// At is the galaxy of cell (r,c).
func (s *Solution) At(r, c int) int { return s.Region[r*s.Cols+c] }

// Cell is the index of cell (r,c).
func (p *Puzzle) Cell(r, c int) int { return r*p.Cols + c }

// Mirror is the cell opposite (r,c) about dot d; ok false when it is off
// the grid.
func (p *Puzzle) Mirror(d Dot, r, c int) (mr, mc int, ok bool) {
	mr, mc = d.Y-r-1, d.X-c-1
	return mr, mc, mr >= 0 && mr < p.Rows && mc >= 0 && mc < p.Cols
}

// Touching are the cells dot d touches (1, 2 or 4: the cell it is the
// centre of, the two cells of its edge, the four cells of its corner),
// which belong to its galaxy; the top left one first.
func (p *Puzzle) Touching(d Dot) [][2]int {
	rows := []int{(d.Y - 1) / 2}
	if d.Y%2 == 0 {
		rows = []int{d.Y/2 - 1, d.Y / 2}
	}
	cols := []int{(d.X - 1) / 2}
	if d.X%2 == 0 {
		cols = []int{d.X/2 - 1, d.X / 2}
	}
	var out [][2]int
	for _, r := range rows {
		for _, c := range cols {
			out = append(out, [2]int{r, c})
		}
	}
	return out
}

// DotWords names dot i as people do: "the dot in (2,3)", "the dot between
// (2,3) and (2,4)", "the dot at the corner of (2,3) and (3,4)".
func (p *Puzzle) DotWords(i int) string {
	t := p.Touching(p.Dots[i])
	switch len(t) {
	case 1:
		return fmt.Sprintf("the dot in (%d,%d)", t[0][0], t[0][1])
	case 2:
		return fmt.Sprintf("the dot between (%d,%d) and (%d,%d)", t[0][0], t[0][1], t[1][0], t[1][1])
	}
	return fmt.Sprintf("the dot at the corner of (%d,%d) and (%d,%d)", t[0][0], t[0][1], t[3][0], t[3][1])
}

// DotAt is the dot at doubled coordinates (y,x), or -1.
func (p *Puzzle) DotAt(y, x int) int {
	for i, d := range p.Dots {
		if d.Y == y && d.X == x {
			return i
		}
	}
	return -1
}

// Info describes p in messages and reports.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols),
		Summary: fmt.Sprintf("%dx%d, %d dots", p.Rows, p.Cols, len(p.Dots))}
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

func (p *Puzzle) dotErr(i int, format string, args ...any) *srcpos.Error {
	if i < len(p.DotPos) && p.DotPos[i].Line > 0 {
		q := p.DotPos[i]
		return srcpos.Errorf(q.Line, q.Col, q.Text, format, args...)
	}
	return p.puzzleErr(format, args...)
}

// Validate checks the size and the dots: inside the grid, no two at one
// place, at least one.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("size %dx%d is out of range (1 to %d a side)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Dots) == 0 {
		return p.puzzleErr("the puzzle has no dot")
	}
	seen := make(map[[2]int]int, len(p.Dots))
	for i, d := range p.Dots {
		if d.Y < 1 || d.X < 1 || d.Y > 2*p.Rows-1 || d.X > 2*p.Cols-1 {
			return p.dotErr(i, "dot %d at half-cell (%d,%d) is not inside the %dx%d grid", i, d.Y, d.X, p.Rows, p.Cols)
		}
		if j, ok := seen[[2]int{d.Y, d.X}]; ok {
			return p.dotErr(i, "two dots at one place (dots %d and %d)", j, i)
		}
		seen[[2]int{d.Y, d.X}] = i
	}
	if p.ref != nil && (p.ref.Rows != p.Rows || p.ref.Cols != p.Cols) {
		return p.puzzleErr("the solution is %dx%d, the puzzle %dx%d", p.ref.Rows, p.ref.Cols, p.Rows, p.Cols)
	}
	return nil
}
