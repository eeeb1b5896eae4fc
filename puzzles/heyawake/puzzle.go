package heyawake

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/regions"
	"github.com/puzzlesat/puzzlesat/shape/shade"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Limits a reader accepts, so that no input makes the encoder allocate
// without bound: a side of MaxSide cells (janko.at's largest Heyawake is
// 31x45) and room numbers up to MaxNumber.
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

// Puzzle is a Heyawake: Rows x Cols cells cut into rooms, some rooms
// numbered. Nums holds a room's number in the cell that shows it (None
// elsewhere); a room shows at most one number.
type Puzzle struct {
	Rows, Cols int
	Nums       []int // row-major; None: no number
	Rooms      *regions.Regions

	// Name is the puzzle's name in messages ("file:line", a JSON name).
	Name string
	Pos  Pos // where the puzzle starts in the input

	file string
	src  []byte
	ref  *Solution
}

// Solution says which cells are shaded, row-major.
type Solution struct {
	Rows, Cols int
	Shaded     []bool
}

// inside reports whether cell is on p's grid.
func (p *Puzzle) inside(cell [2]int) bool {
	return cell[0] >= 0 && cell[0] < p.Rows && cell[1] >= 0 && cell[1] < p.Cols
}

// NumNumbers counts the numbered rooms.
func (p *Puzzle) NumNumbers() int {
	n := 0
	for _, v := range p.Nums {
		if v != None {
			n++
		}
	}
	return n
}

// RoomNumber is room k's number and the cell showing it (-1, -1: none).
func (p *Puzzle) RoomNumber(k int) (num, cell int) {
	for _, i := range p.Rooms.Cells(k) {
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
	if p.Rooms != nil {
		n = p.Rooms.N
	}
	sum := fmt.Sprintf("%dx%d, %d rooms, %d numbered", p.Rows, p.Cols, n, p.NumNumbers())
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

// puzzleErr is an error about the puzzle as a whole, at its start.
func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// Validate checks the size, the numbers' range, the rooms (every cell in
// a room; a room's cells need not be connected) and at most one number a
// room.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return p.puzzleErr("a %dx%d grid: each side is 1 to %d", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Nums) != p.Rows*p.Cols {
		return p.puzzleErr("the grid has %d cells, want %d", len(p.Nums), p.Rows*p.Cols)
	}
	if p.Rooms == nil || p.Rooms.Rows != p.Rows || p.Rooms.Cols != p.Cols || len(p.Rooms.Of) != len(p.Nums) {
		return p.puzzleErr("the rooms do not cover the %dx%d grid", p.Rows, p.Cols)
	}
	for i, v := range p.Nums {
		if v != None && (v < 0 || v > MaxNumber) {
			return p.puzzleErr("cell (%d,%d) holds %d, want 0 to %d", i/p.Cols, i%p.Cols, v, MaxNumber)
		}
		if p.Rooms.Of[i] < 0 {
			return p.puzzleErr("cell (%d,%d) is in no room", i/p.Cols, i%p.Cols)
		}
	}
	seen := make([]int, p.Rooms.N)
	for i := range seen {
		seen[i] = -1
	}
	for i, v := range p.Nums {
		if v == None {
			continue
		}
		k := p.Rooms.Of[i]
		if j := seen[k]; j >= 0 {
			return p.puzzleErr("the room of (%d,%d) has two numbers: at (%d,%d) and (%d,%d)", i/p.Cols, i%p.Cols, j/p.Cols, j%p.Cols, i/p.Cols, i%p.Cols)
		}
		seen[k] = i
	}
	if p.ref != nil && (p.ref.Rows != p.Rows || p.ref.Cols != p.Cols || len(p.ref.Shaded) != len(p.Nums)) {
		p.ref = nil
	}
	return nil
}

// newNums is a grid of rows x cols cells without numbers.
func newNums(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = None
	}
	return out
}

// Windows are the shortest straight runs of cells that cross two room
// borders: in each row and each column, for two borders in a row
// (between cells j,j+1 and k,k+1, j < k, no border between), the cells
// j..k+1. A white run crosses two borders exactly when it holds one of
// them. Each window is a list of cell indexes.
func (p *Puzzle) Windows() [][]int {
	var out [][]int
	line := func(cells []int) {
		prev := -1 // position of the last border seen: between prev and prev+1
		for j := 0; j+1 < len(cells); j++ {
			if p.Rooms.Of[cells[j]] == p.Rooms.Of[cells[j+1]] {
				continue
			}
			if prev >= 0 {
				out = append(out, append([]int(nil), cells[prev:j+2]...))
			}
			prev = j
		}
	}
	cells := make([]int, 0, max(p.Rows, p.Cols))
	for r := 0; r < p.Rows; r++ {
		cells = cells[:0]
		for c := 0; c < p.Cols; c++ {
			cells = append(cells, r*p.Cols+c)
		}
		line(cells)
	}
	for c := 0; c < p.Cols; c++ {
		cells = cells[:0]
		for r := 0; r < p.Rows; r++ {
			cells = append(cells, r*p.Cols+c)
		}
		line(cells)
	}
	return out
}

// NewPuzzle is a rows x cols puzzle with rooms and no numbers.
func NewPuzzle(rows, cols int, rooms *regions.Regions) *Puzzle {
	return &Puzzle{Rows: rows, Cols: cols, Nums: newNums(rows * cols), Rooms: rooms}
}

// grid is p's cells as a shading grid.
func (p *Puzzle) grid() shade.Grid { return shade.Grid{Rows: p.Rows, Cols: p.Cols} }
