// Package sight is the sightline shape of grid puzzles: a rectangular grid
// of cells, some of them blockers (Light Up's black cells, Kurodoko's
// shaded ones), and what a cell sees: the cells in line with it in the
// four directions up to the first blocker or the grid's edge.
//
// A cell's Rays are those cells direction by direction, nearest first
// (Kurodoko counts them); its Seen set is the cell itself and its rays
// (the cells a Light Up light lights, and the cells that can light it).
// The maximal runs of unblocked cells in a row or a column are the
// Segments: two cells see each other exactly when they share a segment,
// so "no two lights see each other" is one at-most-one per segment, and a
// cell's Seen set is the union of its two segments.
//
// Cells are numbered row-major, i = r*Cols + c. The grid is immutable
// once built; every method is safe for concurrent use.
package sight

import "fmt"

// Directions of Rays, clockwise from up.
const (
	Up = iota
	Right
	Down
	Left
)

// Step is the row and column offset of each direction.
var Step = [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}

// Segment is a maximal run of unblocked cells in one row (Horizontal) or
// one column, its cells in order (left to right, top to bottom).
type Segment struct {
	Horizontal bool
	Cells      []int
}

// Grid is a grid with blockers and its segments.
type Grid struct {
	Rows, Cols int
	block      []bool
	segs       []Segment
	hseg, vseg []int // each cell's segment index (-1: a blocker)
}

// New is the grid of rows x cols cells where block[i] marks cell i as a
// blocker (len(block) must be rows*cols).
func New(rows, cols int, block []bool) (*Grid, error) {
	if rows < 1 || cols < 1 || len(block) != rows*cols {
		return nil, fmt.Errorf("sight: a %dx%d grid with %d cells", rows, cols, len(block))
	}
	g := &Grid{Rows: rows, Cols: cols, block: append([]bool(nil), block...)}
	g.hseg = make([]int, rows*cols)
	g.vseg = make([]int, rows*cols)
	for i := range g.hseg {
		g.hseg[i], g.vseg[i] = -1, -1
	}
	run := func(horizontal bool, cells []int) {
		var cur []int
		flush := func() {
			if len(cur) > 0 {
				k := len(g.segs)
				for _, c := range cur {
					if horizontal {
						g.hseg[c] = k
					} else {
						g.vseg[c] = k
					}
				}
				g.segs = append(g.segs, Segment{Horizontal: horizontal, Cells: cur})
				cur = nil
			}
		}
		for _, c := range cells {
			if g.block[c] {
				flush()
				continue
			}
			cur = append(cur, c)
		}
		flush()
	}
	line := make([]int, 0, max(rows, cols))
	for r := 0; r < rows; r++ {
		line = line[:0]
		for c := 0; c < cols; c++ {
			line = append(line, r*cols+c)
		}
		run(true, line)
	}
	for c := 0; c < cols; c++ {
		line = line[:0]
		for r := 0; r < rows; r++ {
			line = append(line, r*cols+c)
		}
		run(false, line)
	}
	return g, nil
}

// Blocked reports whether cell i is a blocker.
func (g *Grid) Blocked(i int) bool { return g.block[i] }

// Inside reports whether (r,c) is on the grid.
func (g *Grid) Inside(r, c int) bool { return r >= 0 && r < g.Rows && c >= 0 && c < g.Cols }

// Segments are the maximal runs of unblocked cells: the rows' runs (top
// to bottom, left to right), then the columns'. A lone unblocked cell
// between blockers is a run of one.
func (g *Grid) Segments() []Segment { return g.segs }

// SegmentsOf are the indices (into Segments) of cell i's row run and
// column run; -1, -1 for a blocker.
func (g *Grid) SegmentsOf(i int) (row, col int) { return g.hseg[i], g.vseg[i] }

// Rays are the cells seen from cell i in each direction (Up, Right,
// Down, Left), nearest first, up to the first blocker or the edge;
// cell i itself is in none of them. A blocker sees nothing.
func (g *Grid) Rays(i int) [4][]int {
	var out [4][]int
	if g.block[i] {
		return out
	}
	r0, c0 := i/g.Cols, i%g.Cols
	for d, st := range Step {
		for r, c := r0+st[0], c0+st[1]; g.Inside(r, c) && !g.block[r*g.Cols+c]; r, c = r+st[0], c+st[1] {
			out[d] = append(out[d], r*g.Cols+c)
		}
	}
	return out
}

// Seen is cell i followed by every cell of its rays (the union of its
// two segments, i first, then the row's other cells, then the column's);
// nil for a blocker.
func (g *Grid) Seen(i int) []int {
	if g.block[i] {
		return nil
	}
	h, v := g.segs[g.hseg[i]].Cells, g.segs[g.vseg[i]].Cells
	out := make([]int, 0, len(h)+len(v)-1)
	out = append(out, i)
	for _, c := range h {
		if c != i {
			out = append(out, c)
		}
	}
	for _, c := range v {
		if c != i {
			out = append(out, c)
		}
	}
	return out
}

// Sees reports whether unblocked cells i and j (i != j) see each other:
// they share a row run or a column run.
func (g *Grid) Sees(i, j int) bool {
	if g.block[i] || g.block[j] {
		return false
	}
	return g.hseg[i] == g.hseg[j] || g.vseg[i] == g.vseg[j]
}

// Neighbours are the up to four cells orthogonally next to cell i, in
// the order Up, Right, Down, Left, blockers included.
func (g *Grid) Neighbours(i int) []int {
	r0, c0 := i/g.Cols, i%g.Cols
	out := make([]int, 0, 4)
	for _, st := range Step {
		if r, c := r0+st[0], c0+st[1]; g.Inside(r, c) {
			out = append(out, r*g.Cols+c)
		}
	}
	return out
}
