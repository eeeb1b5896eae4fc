package sudoku

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// MaxSize bounds the side of a grid a reader accepts (25: Tatham's 5x5),
// so that no input can make the encoder allocate without limit (N³
// variables).
const MaxSize = 25

// Pos is a position in the input a puzzle came from (1-based; 0 = unknown).
type Pos struct {
	Line, Col int
	Text      string // the offending text for error messages
}

// Puzzle is a Sudoku instance: an N×N grid split into N regions of N
// cells (the boxes, or a jigsaw's irregular regions), some cells given.
type Puzzle struct {
	N int
	// BoxRows and BoxCols are the boxes' height and width (BoxRows ×
	// BoxCols = N); both 0 for a jigsaw.
	BoxRows, BoxCols int
	// Regions holds each cell's region (0..N-1), row-major; for a
	// classic puzzle the boxes, numbered row-major.
	Regions []int
	// X is the X variant: both main diagonals hold every digit once.
	X bool
	// Givens holds each cell's given digit (1..N) or 0, row-major.
	Givens []int
	// GivenPos is where each given stands in the input (nil: unknown).
	GivenPos map[int]Pos

	// Name is the puzzle's name in messages ("file:line", a JSON name).
	Name string
	Pos  Pos // where the puzzle starts in the input

	file string
	src  []byte
	ref  *Solution
	kind string // the kind that read p: "sudoku" (also "") or JigsawName
}

// KindName is the name of the kind that read p ("sudoku" or
// "jigsawsudoku"), the name its JSON forms carry.
func (p *Puzzle) KindName() string {
	if p.kind == "" {
		return "sudoku"
	}
	return p.kind
}

// Solution is a filled grid: Grid holds each cell's digit, row-major.
type Solution struct {
	N    int
	Grid []int
}

// Jigsaw reports whether p's regions are irregular (not boxes).
func (p *Puzzle) Jigsaw() bool { return p.BoxRows == 0 }

// At is the given of row r, column c (0: empty).
func (p *Puzzle) At(r, c int) int { return p.Givens[r*p.N+c] }

// Variant names p's rules: "classic", "jigsaw", "x" or "jigsaw x".
func (p *Puzzle) Variant() string {
	switch {
	case p.Jigsaw() && p.X:
		return "jigsaw x"
	case p.Jigsaw():
		return "jigsaw"
	case p.X:
		return "x"
	}
	return "classic"
}

// NumGivens counts the given cells.
func (p *Puzzle) NumGivens() int {
	n := 0
	for _, v := range p.Givens {
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
	shape := fmt.Sprintf("%dx%d boxes", p.BoxRows, p.BoxCols)
	if p.Jigsaw() {
		shape = "jigsaw"
	}
	sum := fmt.Sprintf("%dx%d, %s, %d givens", p.N, p.N, shape, p.NumGivens())
	if p.X {
		sum += ", X diagonals"
	}
	return puzzle.Info{Name: name, Class: fmt.Sprintf("%dx%d", p.N, p.N), Summary: sum}
}

// BoxShape is the usual box shape of an N×N classic grid: the largest
// divisor of N not above √N rows, N/rows columns (6: 2x3, 8: 2x4, 12:
// 3x4). ok is false when N has no such shape (a prime N > 1 gives 1xN).
func BoxShape(n int) (rows, cols int, ok bool) {
	rows = 1
	for d := 1; d*d <= n; d++ {
		if n%d == 0 {
			rows = d
		}
	}
	if n > 1 && rows == 1 {
		return 0, 0, false
	}
	return rows, n / rows, true
}

// BoxRegions are the regions of boxes br×bc in an N×N grid, numbered
// row-major.
func BoxRegions(n, br, bc int) []int {
	reg := make([]int, n*n)
	per := n / bc // boxes per band
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			reg[r*n+c] = (r/br)*per + c/bc
		}
	}
	return reg
}

// newPuzzle is an empty classic puzzle of boxes br×bc.
func newPuzzle(br, bc int) *Puzzle {
	n := br * bc
	return &Puzzle{N: n, BoxRows: br, BoxCols: bc, Regions: BoxRegions(n, br, bc), Givens: make([]int, n*n)}
}

// newJigsaw is an empty jigsaw puzzle with regions reg.
func newJigsaw(n int, reg []int) *Puzzle {
	return &Puzzle{N: n, Regions: reg, Givens: make([]int, n*n)}
}

// puzzleErr is an error about the puzzle as a whole, at its start.
func (p *Puzzle) puzzleErr(format string, args ...any) *srcpos.Error {
	return srcpos.Errorf(p.Pos.Line, p.Pos.Col, p.Pos.Text, format, args...)
}

// givenErr is an error about the given of cell i, at its token.
func (p *Puzzle) givenErr(i int, format string, args ...any) *srcpos.Error {
	pos, ok := p.GivenPos[i]
	if !ok {
		pos = p.Pos
	}
	return srcpos.Errorf(pos.Line, pos.Col, pos.Text, "cell (%d,%d): %s", i/p.N, i%p.N, fmt.Sprintf(format, args...))
}

// Validate checks what a reader cannot check token by token: the size,
// the regions (N regions of N cells each; connectivity is not required,
// as Tatham's Solo does not require it either), the givens' range.
// A jigsaw's N regions may be uneven (each non-empty, any size), the
// way a setter passes through them while moving cells one at a time in
// the region editor: such a puzzle reads and writes in every format,
// has no solution (Uneven says why; Encode makes the empty clause with
// that Note; Check refuses every answer). Two equal givens in a row are not an error here: the puzzle is
// then unsatisfiable, which the encoder says (Encoding.Note).
func (p *Puzzle) Validate() error {
	n := p.N
	if n < 1 || n > MaxSize {
		return p.puzzleErr("size %d is out of range (1 to %d)", n, MaxSize)
	}
	if len(p.Givens) != n*n || len(p.Regions) != n*n {
		return p.puzzleErr("the grid has %d cells and %d region cells, want %d", len(p.Givens), len(p.Regions), n*n)
	}
	if !p.Jigsaw() && (p.BoxRows*p.BoxCols != n || p.BoxRows < 1 || p.BoxCols < 1) {
		return p.puzzleErr("boxes %dx%d do not tile a %dx%d grid", p.BoxRows, p.BoxCols, n, n)
	}
	size := make([]int, n)
	for i, r := range p.Regions {
		if r < 0 || r >= n {
			return p.puzzleErr("cell (%d,%d) is in region %d, want 0 to %d", i/n, i%n, r, n-1)
		}
		size[r]++
	}
	for r, s := range size {
		if s != n && (!p.Jigsaw() || s == 0) {
			return p.puzzleErr("region %d has %d cells, want %d (one per digit)", r+1, s, n)
		}
	}
	for i, v := range p.Givens {
		if v < 0 || v > n {
			return p.givenErr(i, "digit %d is out of range (1 to %d)", v, n)
		}
	}
	return nil
}

// Uneven says why p's regions cannot hold each digit once, "region 3
// has 10 cells: each region needs 9" for the first region (by number)
// whose size is not N, or "" when every region has N cells. It counts
// the cells itself.
func (p *Puzzle) Uneven() string {
	n := p.N
	size := make([]int, n)
	for _, r := range p.Regions {
		if r >= 0 && r < n {
			size[r]++
		}
	}
	for r, s := range size {
		if s != n {
			return fmt.Sprintf("region %d has %d cells: each region needs %d", r+1, s, n)
		}
	}
	return ""
}

// Units are the groups of N cells that hold every digit once: rows,
// columns, regions, and with X the two diagonals, each named for messages.
func (p *Puzzle) Units() []Unit {
	n := p.N
	var us []Unit
	for r := 0; r < n; r++ {
		u := Unit{Kind: "row", Name: fmt.Sprintf("row %d", r)}
		for c := 0; c < n; c++ {
			u.Cells = append(u.Cells, r*n+c)
		}
		us = append(us, u)
	}
	for c := 0; c < n; c++ {
		u := Unit{Kind: "column", Name: fmt.Sprintf("column %d", c)}
		for r := 0; r < n; r++ {
			u.Cells = append(u.Cells, r*n+c)
		}
		us = append(us, u)
	}
	what := "box"
	if p.Jigsaw() {
		what = "region"
	}
	regs := make([]Unit, n)
	for i, r := range p.Regions {
		regs[r].Cells = append(regs[r].Cells, i)
	}
	for r := range regs {
		first := regs[r].Cells[0]
		regs[r].Kind = what
		regs[r].Name = fmt.Sprintf("the %s at (%d,%d)", what, first/n, first%n)
	}
	us = append(us, regs...)
	if p.X {
		d1 := Unit{Kind: "diagonal", Name: "the main diagonal"}
		d2 := Unit{Kind: "diagonal", Name: "the anti-diagonal"}
		for k := 0; k < n; k++ {
			d1.Cells = append(d1.Cells, k*n+k)
			d2.Cells = append(d2.Cells, k*n+n-1-k)
		}
		us = append(us, d1, d2)
	}
	return us
}

// Unit is a group of cells that holds every digit once.
type Unit struct {
	Kind  string // "row", "column", "box", "region", "diagonal"
	Name  string // "row 3", "the box at (3,0)"
	Cells []int  // row-major cell indexes
}

// digitName is digit d as grids write it: 1-9, then A, B, ... for 10 on.
func digitName(d int) string {
	if d >= 1 && d <= 9 {
		return string(rune('0' + d))
	}
	if d >= 10 && d <= 35 {
		return string(rune('A' + d - 10))
	}
	return "?"
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
