package gokigen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the rows and columns of cells a reader accepts (the
// dataset's largest is 24x36, Tatham's Slant goes to any size), so that
// no input makes the encoder allocate without limit.
const MaxSide = 200

// None is a corner without a clue.
const None = -1

// Pos is a position in the input (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string
}

// Puzzle is a Gokigen Naname: Rows x Cols cells, each to get one diagonal,
// and (Rows+1) x (Cols+1) corners, some holding a clue 0 to 4: the number
// of diagonals that touch that corner.
type Puzzle struct {
	Rows, Cols int
	// Clues holds each corner's clue (None: no clue), row-major over the
	// (Rows+1) x (Cols+1) corners.
	Clues []int
	// CluePos is where each clue stands in the input (nil: unknown).
	CluePos map[int]Pos

	Name string
	Pos  Pos

	file string
	src  []byte
	ref  *Solution
}

// Solution gives every cell its diagonal: Back[r*Cols+c] is true for a
// backslash '\' (joining the cell's top-left and bottom-right corners),
// false for a slash '/' (top-right to bottom-left).
type Solution struct {
	Rows, Cols int
	Back       []bool
}

// NewPuzzle is a rows x cols puzzle without clues.
func NewPuzzle(rows, cols int) *Puzzle {
	p := &Puzzle{Rows: rows, Cols: cols, Clues: make([]int, (rows+1)*(cols+1))}
	for i := range p.Clues {
		p.Clues[i] = None
	}
	return p
}

// NewSolution is a rows x cols grid of slashes.
func NewSolution(rows, cols int) *Solution {
	return &Solution{Rows: rows, Cols: cols, Back: make([]bool, rows*cols)}
}

// Corner is the index of corner (i,j), 0 <= i <= Rows, 0 <= j <= Cols.
func (p *Puzzle) Corner(i, j int) int { return i*(p.Cols+1) + j }

// ClueAt is the clue of corner (i,j) (None: none).
func (p *Puzzle) ClueAt(i, j int) int { return p.Clues[p.Corner(i, j)] }

// NumClues counts the clues.
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

// Validate checks the size and the clues' values.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("size %dx%d is out of range (1 to %d a side)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Clues) != (p.Rows+1)*(p.Cols+1) {
		return p.puzzleErr("the grid has %d corners, want %d", len(p.Clues), (p.Rows+1)*(p.Cols+1))
	}
	for k, v := range p.Clues {
		if v < None || v > 4 {
			pos, ok := p.CluePos[k]
			if !ok {
				pos = p.Pos
			}
			return srcpos.Errorf(pos.Line, pos.Col, pos.Text, "corner (%d,%d): clue %d, want 0 to 4", k/(p.Cols+1), k%(p.Cols+1), v)
		}
	}
	if p.ref != nil && (p.ref.Rows != p.Rows || p.ref.Cols != p.Cols || len(p.ref.Back) != p.Rows*p.Cols) {
		p.ref = nil
	}
	return nil
}

// Touching lists the cells around corner (i,j) and, for each, whether
// the diagonal touching the corner is a backslash: the cell up-left
// (backslash), up-right (slash), down-left (slash), down-right
// (backslash), those on the grid.
func (p *Puzzle) Touching(i, j int) (cells []int, back []bool) {
	for _, d := range [4]struct {
		dr, dc int
		back   bool
	}{{-1, -1, true}, {-1, 0, false}, {0, -1, false}, {0, 0, true}} {
		r, c := i+d.dr, j+d.dc
		if r >= 0 && r < p.Rows && c >= 0 && c < p.Cols {
			cells = append(cells, r*p.Cols+c)
			back = append(back, d.back)
		}
	}
	return cells, back
}

// Ends are the two corners a cell's diagonal joins: for a backslash
// (r,c)-(r+1,c+1), for a slash (r,c+1)-(r+1,c).
func (p *Puzzle) Ends(r, c int, back bool) (a, b int) {
	if back {
		return p.Corner(r, c), p.Corner(r+1, c+1)
	}
	return p.Corner(r, c+1), p.Corner(r+1, c)
}

// slashChar is a diagonal as text.
func slashChar(back bool) byte {
	if back {
		return '\\'
	}
	return '/'
}

// clueChar is a corner as text ('.' no clue).
func clueChar(v int) byte {
	if v == None {
		return '.'
	}
	return byte('0' + v)
}
