package kakuro

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSide bounds the side of a grid a reader accepts, so that no input
// makes the encoder allocate without limit.
const MaxSide = 100

// MaxClue is the largest sum a run can have: 1+2+...+9.
const MaxClue = 45

// Pos is a position in the input a puzzle came from (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string // the offending text for error messages
}

// Cell is one cell of the grid: white (a digit goes in), or black with
// the sums of the runs below it (Down) and to its right (Across), 0 for
// none.
type Cell struct {
	White        bool
	Down, Across int
}

// Direction of a run.
const (
	Across = 0
	Down   = 1
)

// Run is a maximal line of white cells in a row (Across) or a column
// (Down): its cells, in order, and the clue that sums it (Sum, 0 none)
// in the black cell before it (At; -1 at the grid's edge).
type Run struct {
	Dir   int
	Cells []int
	Sum   int
	At    int
}

// Puzzle is a Kakuro: a Rows x Cols grid of black and white cells. Write
// a digit 1..9 in every white cell so that each run of white cells sums
// to its clue and holds no digit twice.
type Puzzle struct {
	Rows, Cols int
	Cells      []Cell // Cells[r*Cols+c]

	// Name is the puzzle's name in messages ("file:line", a JSON name).
	Name string
	Pos  Pos // where the puzzle starts in the input

	file string
	src  []byte
	ref  *Solution
}

// Solution is the filled grid: Grid[r*Cols+c] is the digit of a white
// cell, 0 for a black one.
type Solution struct {
	Rows, Cols int
	Grid       []int
}

// At is cell (r,c)'s digit (0: black).
func (s *Solution) At(r, c int) int { return s.Grid[r*s.Cols+c] }

// Whites are the indices of p's white cells in row-major order.
func (p *Puzzle) Whites() []int {
	var out []int
	for i, c := range p.Cells {
		if c.White {
			out = append(out, i)
		}
	}
	return out
}

// Runs are p's runs: the across runs in row-major order of their first
// cells, then the down runs in the same order. Every run, clued or not,
// holds no digit twice.
func (p *Puzzle) Runs() []Run {
	var out []Run
	R, C := p.Rows, p.Cols
	for _, dir := range []int{Across, Down} {
		for r := 0; r < R; r++ {
			for c := 0; c < C; c++ {
				i := r*C + c
				if !p.Cells[i].White {
					continue
				}
				// i starts a run when the cell before it is black or outside
				pr, pc := r, c-1
				if dir == Down {
					pr, pc = r-1, c
				}
				if pr >= 0 && pc >= 0 && p.Cells[pr*C+pc].White {
					continue
				}
				run := Run{Dir: dir, At: -1}
				if pr >= 0 && pc >= 0 {
					run.At = pr*C + pc
					if dir == Across {
						run.Sum = p.Cells[run.At].Across
					} else {
						run.Sum = p.Cells[run.At].Down
					}
				}
				for rr, cc := r, c; rr < R && cc < C && p.Cells[rr*C+cc].White; {
					run.Cells = append(run.Cells, rr*C+cc)
					if dir == Across {
						cc++
					} else {
						rr++
					}
				}
				out = append(out, run)
			}
		}
	}
	return out
}

// RunName names a run: "the across 16 in 2 at (2,3)" (its sum, its
// number of cells, the clue cell), as Kakuro players say "16 in 2".
func (p *Puzzle) RunName(run Run) string {
	dir := "across"
	if run.Dir == Down {
		dir = "down"
	}
	if run.At < 0 {
		return fmt.Sprintf("the %s run at (%d,%d)", dir, run.Cells[0]/p.Cols, run.Cells[0]%p.Cols)
	}
	if run.Sum == 0 {
		return fmt.Sprintf("the %s run after (%d,%d)", dir, run.At/p.Cols, run.At%p.Cols)
	}
	return fmt.Sprintf("the %s %d in %d at (%d,%d)", dir, run.Sum, len(run.Cells), run.At/p.Cols, run.At%p.Cols)
}

// Info describes p in messages and reports.
func (p *Puzzle) Info() puzzle.Info {
	name := p.Name
	if name == "" {
		name = "puzzle"
	}
	whites, clues := 0, 0
	for _, c := range p.Cells {
		if c.White {
			whites++
		}
		if c.Down > 0 {
			clues++
		}
		if c.Across > 0 {
			clues++
		}
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.Rows, p.Cols),
		Summary: fmt.Sprintf("%dx%d, %d white cells, %d sums", p.Rows, p.Cols, whites, clues)}
}

// puzzleErr is an error about the puzzle as a whole, at its start.
func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks what a reader cannot check token by token: the size,
// the clues in range (1..45), no clue in a white cell, and every clue
// followed by a run of white cells.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("grid %dx%d is out of range (1 to %d a side)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Cells) != p.Rows*p.Cols {
		return p.puzzleErr("%d cells for a %dx%d grid", len(p.Cells), p.Rows, p.Cols)
	}
	C := p.Cols
	for i, c := range p.Cells {
		r, col := i/C, i%C
		if c.White && (c.Down != 0 || c.Across != 0) {
			return p.puzzleErr("the white cell (%d,%d) has a clue", r, col)
		}
		if c.Down < 0 || c.Down > MaxClue || c.Across < 0 || c.Across > MaxClue {
			return p.puzzleErr("a clue at (%d,%d) is out of range (1 to %d)", r, col, MaxClue)
		}
		if c.Down > 0 && (r+1 >= p.Rows || !p.Cells[i+C].White) {
			return p.puzzleErr("the down clue %d at (%d,%d) has no white cell below it", c.Down, r, col)
		}
		if c.Across > 0 && (col+1 >= C || !p.Cells[i+1].White) {
			return p.puzzleErr("the across clue %d at (%d,%d) has no white cell right of it", c.Across, r, col)
		}
	}
	return nil
}

// Note says why p cannot have a solution at a glance (a run of more than
// 9 cells, a sum no digits make), or "".
func (p *Puzzle) Note() string {
	for _, run := range p.Runs() {
		k := len(run.Cells)
		if k > 9 {
			return fmt.Sprintf("%s has %d cells: nine digits cannot fill it without a repeat", p.RunName(run), k)
		}
		if run.Sum > 0 && (run.Sum < k*(k+1)/2 || run.Sum > k*(19-k)/2) {
			return fmt.Sprintf("%s: %d different digits cannot sum to %d", p.RunName(run), k, run.Sum)
		}
	}
	return ""
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
