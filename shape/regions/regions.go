// Package regions is the region grid many genres give after their puzzle
// grid (Star Battle, Heyawake, Norinori, LITS, Suguru, jigsaw Sudoku): a
// partition of a rows x cols grid into numbered regions, read from the
// plain grid form (a region label per cell) or built from pzprjs' region
// borders, and drawn as walls and fills on the board model.
//
// # Regions
//
// Regions.Of[i] is the region of cell i = r*Cols+c, 0..N-1, or Outside
// for a cell that belongs to no region (janko.at's Star Battles mark such
// cells '@' or '#'). Regions are numbered in the order their first cell
// comes in row-major order, so that equal partitions are equal values.
//
// # The plain form
//
// Scan reads ROWS lines of COLS labels with a janko.Scanner, after the
// puzzle's own grid:
//
//	1 1 2 2        or    a a b b
//	1 3 3 2              a c c b
//
// A label is any token: numbers or letters, each naming one region. The
// labels a genre names as outside (Scan's outside argument) put their
// cells in no region. Errors are positioned: a missing region grid or
// row, a row of the wrong length, and a region that is not connected (at
// the first cell of its second piece; FromLabels with connected false
// lets a genre take such regions).
//
// # puzz.link
//
// pzprjs gives regions as borders between cells (format/puzzlink's
// DecodeBorder and EncodeBorder read and write the bits); FromBorders
// makes the regions of a border set (the connected pieces of the grid
// cut at the borders, as pzprjs' room manager does) and Borders gives the
// borders of regions back. The dependency runs one way: this package
// imports format/janko and puzzle/board, format/puzzlink imports
// neither it nor any shape.
package regions

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// Outside is Of's value for a cell in no region.
const Outside = -1

// Regions partitions a Rows x Cols grid.
type Regions struct {
	Rows, Cols int
	Of         []int // region of each cell, row-major; Outside: none
	N          int   // the number of regions
	cells      [][]int
}

// New makes the regions of of (a region number per cell, any numbers
// >= 0, or Outside), renumbered in the order of first appearance.
func New(rows, cols int, of []int) (*Regions, error) {
	if rows < 1 || cols < 1 || len(of) != rows*cols {
		return nil, fmt.Errorf("regions: %d values for a %dx%d grid", len(of), rows, cols)
	}
	g := &Regions{Rows: rows, Cols: cols, Of: make([]int, len(of))}
	ids := map[int]int{}
	for i, v := range of {
		if v < 0 {
			if v != Outside {
				return nil, fmt.Errorf("regions: cell %d has region %d", i, v)
			}
			g.Of[i] = Outside
			continue
		}
		k, ok := ids[v]
		if !ok {
			k = len(ids)
			ids[v] = k
		}
		g.Of[i] = k
	}
	g.N = len(ids)
	return g, nil
}

// Cells are region k's cells, in row-major order.
func (g *Regions) Cells(k int) []int {
	if g.cells == nil {
		g.cells = make([][]int, g.N)
		for i, v := range g.Of {
			if v >= 0 {
				g.cells[v] = append(g.cells[v], i)
			}
		}
	}
	return g.cells[k]
}

// Equal reports whether g and h are the same partition.
func (g *Regions) Equal(h *Regions) bool {
	if g.Rows != h.Rows || g.Cols != h.Cols || g.N != h.N {
		return false
	}
	for i, v := range g.Of {
		if h.Of[i] != v {
			return false
		}
	}
	return true
}

// Split is a cell of a region that is not connected: the first cell (in
// row-major order) not reached from the region's first cell, or -1 when
// every region is connected.
func (g *Regions) Split() int {
	seen := make([]bool, len(g.Of))
	done := make([]bool, g.N)
	var stack []int
	for i, k := range g.Of {
		if k < 0 || seen[i] {
			continue
		}
		if done[k] {
			return i
		}
		done[k] = true
		seen[i] = true
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, n := range g.neighbours(j) {
				if !seen[n] && g.Of[n] == k {
					seen[n] = true
					stack = append(stack, n)
				}
			}
		}
	}
	return -1
}

// neighbours are the up to four cells beside cell i.
func (g *Regions) neighbours(i int) []int {
	r, c := i/g.Cols, i%g.Cols
	out := make([]int, 0, 4)
	if r > 0 {
		out = append(out, i-g.Cols)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	if c+1 < g.Cols {
		out = append(out, i+1)
	}
	if r+1 < g.Rows {
		out = append(out, i+g.Cols)
	}
	return out
}

// Scan reads a region grid of rows lines of cols labels from sc (what
// names it in messages: "region grid"); labels in outside put their cells
// in no region. It returns the regions and the tokens read (for errors a
// genre positions at a cell). A region whose cells are not connected is
// an error at its second piece.
func Scan(sc *janko.Scanner, rows, cols int, what string, outside ...string) (*Regions, [][]janko.Token, error) {
	if !sc.More() {
		return nil, nil, sc.Missing("missing the %s: %d rows of %d region labels after the grid", what, rows, cols)
	}
	toks, err := sc.Rows(rows, cols, what)
	if err != nil {
		return nil, nil, err
	}
	g, err := FromLabels(toks, true, outside...)
	return g, toks, err
}

// FromLabels makes the regions of a grid of labels (Scan's tokens);
// connected asks for every region to be connected (the error is at the
// first cell of a second piece).
func FromLabels(toks [][]janko.Token, connected bool, outside ...string) (*Regions, error) {
	rows := len(toks)
	if rows == 0 {
		return nil, fmt.Errorf("regions: no rows")
	}
	cols := len(toks[0])
	of := make([]int, 0, rows*cols)
	ids := map[string]int{}
	for _, row := range toks {
		if len(row) != cols {
			return nil, row[0].Errorf("a region row of %d labels, want %d", len(row), cols)
		}
	next:
		for _, t := range row {
			for _, o := range outside {
				if t.Text == o {
					of = append(of, Outside)
					continue next
				}
			}
			k, ok := ids[t.Text]
			if !ok {
				k = len(ids)
				ids[t.Text] = k
			}
			of = append(of, k)
		}
	}
	g, err := New(rows, cols, of)
	if err != nil {
		return nil, err
	}
	if connected {
		if i := g.Split(); i >= 0 {
			t := toks[i/cols][i%cols]
			return nil, t.Errorf("region %q is not connected: (%d,%d) is cut off from its other cells", t.Text, i/cols, i%cols)
		}
	}
	return g, nil
}

// Labels are g's cells as the plain form writes them: region k as the
// number k+1, a cell outside every region as outside.
func (g *Regions) Labels(outside string) [][]string {
	out := make([][]string, g.Rows)
	for r := range out {
		out[r] = make([]string, g.Cols)
		for c := range out[r] {
			if k := g.Of[r*g.Cols+c]; k >= 0 {
				out[r][c] = strconv.Itoa(k + 1)
			} else {
				out[r][c] = outside
			}
		}
	}
	return out
}

// FromBorders makes the regions of a rows x cols grid cut at borders
// (vert[r*(cols-1)+c] between (r,c) and (r,c+1), horiz[r*cols+c] between
// (r,c) and (r+1,c), as puzzlink.DecodeBorder gives them): each connected
// piece is a region. A border with the same region on both sides (a dead
// end inside a region) is ignored, as pzprjs does.
func FromBorders(rows, cols int, vert, horiz []bool) *Regions {
	of := make([]int, rows*cols)
	for i := range of {
		of[i] = Outside
	}
	n := 0
	var stack []int
	for s := range of {
		if of[s] != Outside {
			continue
		}
		of[s] = n
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, c := i/cols, i%cols
			try := func(j int, wall bool) {
				if !wall && of[j] == Outside {
					of[j] = n
					stack = append(stack, j)
				}
			}
			if c+1 < cols {
				try(i+1, vert[r*(cols-1)+c])
			}
			if c > 0 {
				try(i-1, vert[r*(cols-1)+c-1])
			}
			if r+1 < rows {
				try(i+cols, horiz[r*cols+c])
			}
			if r > 0 {
				try(i-cols, horiz[(r-1)*cols+c])
			}
		}
		n++
	}
	return &Regions{Rows: rows, Cols: cols, Of: of, N: n}
}

// Borders are the borders between cells of different regions, in
// FromBorders' layout (a cell outside every region is a region of its
// own for this: it has a border to each neighbour).
func (g *Regions) Borders() (vert, horiz []bool) {
	rows, cols := g.Rows, g.Cols
	vert, horiz = make([]bool, (cols-1)*rows), make([]bool, cols*(rows-1))
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			i := r*cols + c
			if c+1 < cols {
				vert[r*(cols-1)+c] = g.differ(i, i+1)
			}
			if r+1 < rows {
				horiz[r*cols+c] = g.differ(i, i+cols)
			}
		}
	}
	return vert, horiz
}

func (g *Regions) differ(i, j int) bool {
	return g.Of[i] != g.Of[j] || g.Of[i] == Outside
}

// Walls are the board's walls between cells of different regions (and
// around cells outside every region).
func (g *Regions) Walls() []board.Wall {
	var ws []board.Wall
	for r := 0; r < g.Rows; r++ {
		for c := 0; c < g.Cols; c++ {
			i := r*g.Cols + c
			if c+1 < g.Cols && g.differ(i, i+1) {
				ws = append(ws, board.Wall{At: [2]int{r, c}, Side: "r"})
			}
			if r+1 < g.Rows && g.differ(i, i+g.Cols) {
				ws = append(ws, board.Wall{At: [2]int{r, c}, Side: "b"})
			}
		}
	}
	return ws
}

// Colours gives each region a palette index (board.Fill, 1-based) such
// that regions that touch get different ones where the palette allows
// (greedy, in region order).
func (g *Regions) Colours() []int {
	np := len(board.Palette)
	col := make([]int, g.N)
	for k := 0; k < g.N; k++ {
		used := make([]bool, np+1)
		for _, i := range g.Cells(k) {
			for _, j := range g.neighbours(i) {
				if o := g.Of[j]; o >= 0 && o < k {
					used[col[o]] = true
				}
			}
		}
		col[k] = board.FillOf(k)
		for f := 1; f <= np; f++ {
			if !used[f] {
				col[k] = f
				break
			}
		}
	}
	return col
}

// Fills are board cells filling every cell of a region with its colour
// (Colours); cells outside every region are shaded.
func (g *Regions) Fills() []board.Cell {
	col := g.Colours()
	out := make([]board.Cell, 0, len(g.Of))
	for i, k := range g.Of {
		c := board.Cell{At: [2]int{i / g.Cols, i % g.Cols}}
		if k >= 0 {
			c.Fill = col[k]
		} else {
			c.Shade = true
		}
		out = append(out, c)
	}
	return out
}

// Grow partitions a rows x cols grid into len(seeds) connected regions
// grown at random from the seed cells (distinct cell indices; the
// region of seeds[k] is Of[seeds[k]], numbered as New numbers); in each round a random region with a free cell
// beside it takes one such cell at random, until every cell is taken.
// intn(n) draws a random number in [0,n) (a generator's own source, so
// that its puzzles stay reproducible from a seed).
func Grow(rows, cols int, seeds []int, intn func(int) int) *Regions {
	of := make([]int, rows*cols)
	for i := range of {
		of[i] = Outside
	}
	for k, s := range seeds {
		of[s] = k
	}
	return GrowFrom(rows, cols, of, len(seeds), intn)
}

// GrowFrom is Grow from regions 0..n-1 already holding some cells (of,
// Outside for a free cell; of is filled in): in each round a random
// region with a free cell beside it takes one such cell at random, until
// no region can grow. With one cell a region, it is Grow.
func GrowFrom(rows, cols int, of []int, n int, intn func(int) int) *Regions {
	g := &Regions{Rows: rows, Cols: cols, Of: of, N: n}
	// frontier[k]: candidate cells beside region k (may hold taken ones).
	frontier := make([][]int, n)
	for i, k := range of {
		if k >= 0 && k < n {
			frontier[k] = append(frontier[k], g.neighbours(i)...)
		}
	}
	active := make([]int, n)
	for k := range active {
		active[k] = k
	}
	for len(active) > 0 {
		a := intn(len(active))
		k := active[a]
		f := frontier[k]
		took := false
		for len(f) > 0 {
			j := intn(len(f))
			cell := f[j]
			f[j] = f[len(f)-1]
			f = f[:len(f)-1]
			if of[cell] == Outside {
				of[cell] = k
				f = append(f, g.neighbours(cell)...)
				took = true
				break
			}
		}
		frontier[k] = f
		if !took {
			active[a] = active[len(active)-1]
			active = active[:len(active)-1]
		}
	}
	r, _ := New(rows, cols, of)
	return r
}

// Map is g as a region map, map[r][c] the region of cell (r,c) or
// Outside (the form of puzzle.RegionEditor's Regions).
func (g *Regions) Map() [][]int {
	out := make([][]int, g.Rows)
	for r := range out {
		out[r] = append([]int(nil), g.Of[r*g.Cols:(r+1)*g.Cols]...)
	}
	return out
}

// FromMap makes the regions of a rows x cols region map (any numbers
// >= 0, a negative number for a cell in no region), renumbered as New
// does. Cells of one number stay one region even when apart: a genre
// that wants each connected part a region of its own renumbers the map
// first (puzzle/edit's Renumber). An error for a map of another shape.
func FromMap(rows, cols int, regs [][]int) (*Regions, error) {
	if len(regs) != rows {
		return nil, fmt.Errorf("the region map has %d rows, the grid %d", len(regs), rows)
	}
	of := make([]int, 0, rows*cols)
	for r, row := range regs {
		if len(row) != cols {
			return nil, fmt.Errorf("row %d of the region map has %d cells, the grid %d columns", r+1, len(row), cols)
		}
		for _, v := range row {
			of = append(of, max(v, Outside))
		}
	}
	return New(rows, cols, of)
}
