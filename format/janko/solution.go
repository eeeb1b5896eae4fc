package janko

import (
	"fmt"
	"sort"
	"strconv"
)

// Bridge is N bridges between the islands (R1, C1) and (R2, C2), the first
// one the upper or left end; rows and columns are 0-based.
type Bridge struct {
	R1, C1, R2, C2 int
	N              int
}

// HashiBridges reads a Hashi solution grid (see the package doc): "-" on
// islands and empty water, k for k horizontal bridges, a letter for
// vertical ones ("a" one, "b" two, ...). Every run of bridge cells must
// join two islands with one token. The bridges come sorted by (R1, C1, R2,
// C2). Errors name the cell and, for a grid read from a file, its position.
func (g *Grid) HashiBridges() ([]Bridge, error) {
	h, v, err := g.bridgeCounts()
	if err != nil {
		return nil, err
	}
	bs, err := g.bridgeRuns(h, true)
	if err != nil {
		return nil, err
	}
	vs, err := g.bridgeRuns(v, false)
	if err != nil {
		return nil, err
	}
	bs = append(bs, vs...)
	sort.Slice(bs, func(i, j int) bool {
		a, b := bs[i], bs[j]
		if a.R1 != b.R1 {
			return a.R1 < b.R1
		}
		if a.C1 != b.C1 {
			return a.C1 < b.C1
		}
		if a.R2 != b.R2 {
			return a.R2 < b.R2
		}
		return a.C2 < b.C2
	})
	return bs, nil
}

// bridgeCounts reads the tokens: the horizontal and vertical bridges over
// each cell.
func (g *Grid) bridgeCounts() (h, v []int, err error) {
	n := g.Rows * g.Cols
	if g.Solution == nil {
		return nil, nil, fmt.Errorf("janko: the puzzle has no solution grid")
	}
	if len(g.Solution) != n || len(g.Cells) != n {
		return nil, nil, fmt.Errorf("janko: %d solution tokens and %d cells for a %dx%d grid", len(g.Solution), len(g.Cells), g.Rows, g.Cols)
	}
	h, v = make([]int, n), make([]int, n)
	for i, t := range g.Solution {
		if t == "-" {
			continue
		}
		if g.Cells[i] != Empty {
			return nil, nil, g.errAt(i, t, "an island's cell holds %q in the solution, want \"-\"", t)
		}
		if k, ok := number(t); ok && k > 0 {
			h[i] = k
		} else if len(t) == 1 && t[0] >= 'a' && t[0] <= 'z' {
			v[i] = int(t[0]-'a') + 1
		} else {
			return nil, nil, g.errAt(i, t, "want - (no bridge), a number (horizontal bridges) or a letter a-z (vertical bridges)")
		}
	}
	return h, v, nil
}

// bridgeRuns turns the runs of equal counts along each row (horizontal) or
// column into bridges between the islands at their ends.
func (g *Grid) bridgeRuns(counts []int, horizontal bool) ([]Bridge, error) {
	outer, inner, dir := g.Cols, g.Rows, "vertical"
	idx := func(o, k int) int { return k*g.Cols + o }
	if horizontal {
		outer, inner, dir = g.Rows, g.Cols, "horizontal"
		idx = func(o, k int) int { return o*g.Cols + k }
	}
	var bs []Bridge
	for o := 0; o < outer; o++ {
		for k := 0; k < inner; {
			c := counts[idx(o, k)]
			if c == 0 {
				k++
				continue
			}
			start := k
			for k < inner && counts[idx(o, k)] == c {
				k++
			}
			if k < inner && counts[idx(o, k)] != 0 {
				i := idx(o, k)
				return nil, g.errAt(i, g.Solution[i], "a %s bridge changes from %d to %d between two islands", dir, c, counts[i])
			}
			if start == 0 || g.Cells[idx(o, start-1)] == Empty {
				i := idx(o, start)
				return nil, g.errAt(i, g.Solution[i], "a %s bridge that does not start at an island", dir)
			}
			if k == inner || g.Cells[idx(o, k)] == Empty {
				i := idx(o, k-1)
				return nil, g.errAt(i, g.Solution[i], "a %s bridge that does not end at an island", dir)
			}
			if horizontal {
				bs = append(bs, Bridge{o, start - 1, o, k, c})
			} else {
				bs = append(bs, Bridge{start - 1, o, k, o, c})
			}
		}
	}
	return bs, nil
}

// SetHashiBridges sets g's solution grid to the bridges bs (janko.at's
// tokens). Each bridge must join two islands in a row or a column over
// water, with 1 or more bridges (at most 26 vertical ones, the letters);
// bridges may not cross or overlap.
func (g *Grid) SetHashiBridges(bs []Bridge) error {
	n := g.Rows * g.Cols
	if len(g.Cells) != n || n == 0 {
		return fmt.Errorf("janko: %d cells for a %dx%d grid", len(g.Cells), g.Rows, g.Cols)
	}
	sol := make([]string, n)
	for i := range sol {
		sol[i] = "-"
	}
	island := func(r, c int) bool {
		return r >= 0 && r < g.Rows && c >= 0 && c < g.Cols && g.Cells[r*g.Cols+c] != Empty
	}
	for _, b := range bs {
		horizontal := b.R1 == b.R2 && b.C1 < b.C2
		vertical := b.C1 == b.C2 && b.R1 < b.R2
		if !horizontal && !vertical || !island(b.R1, b.C1) || !island(b.R2, b.C2) {
			return fmt.Errorf("janko: bridge %v does not join two islands in a row or column, upper or left end first", b)
		}
		if b.N < 1 || vertical && b.N > 26 {
			return fmt.Errorf("janko: bridge %v: want 1 or more bridges (at most 26 vertical ones)", b)
		}
		tok := strconv.Itoa(b.N)
		if vertical {
			tok = string(rune('a' + b.N - 1))
		}
		for r, c := b.R1, b.C1; ; {
			if horizontal {
				c++
			} else {
				r++
			}
			if r == b.R2 && c == b.C2 {
				break
			}
			i := r*g.Cols + c
			if g.Cells[i] != Empty {
				return fmt.Errorf("janko: bridge %v passes over the island at (%d,%d)", b, r, c)
			}
			if sol[i] != "-" {
				return fmt.Errorf("janko: bridge %v crosses or overlaps another one at (%d,%d)", b, r, c)
			}
			sol[i] = tok
		}
	}
	g.Solution, g.solPos = sol, nil
	return nil
}

// Rect is a rectangle of cells: its top-left cell and its size.
type Rect struct {
	Row, Col, Rows, Cols int
}

// Regions reads a Shikaku solution grid: each distinct token labels one
// room, which must be a rectangle. The rooms come in the order of their
// top-left cells (row-major).
func (g *Grid) Regions() ([]Rect, error) {
	n := g.Rows * g.Cols
	if g.Solution == nil {
		return nil, fmt.Errorf("janko: the puzzle has no solution grid")
	}
	if len(g.Solution) != n {
		return nil, fmt.Errorf("janko: %d solution tokens for a %dx%d grid", len(g.Solution), g.Rows, g.Cols)
	}
	type box struct {
		label                 string
		r0, c0, r1, c1, count int
	}
	index := map[string]int{}
	var boxes []box
	for i, t := range g.Solution {
		r, c := i/g.Cols, i%g.Cols
		k, ok := index[t]
		if !ok {
			k = len(boxes)
			index[t] = k
			boxes = append(boxes, box{t, r, c, r, c, 0})
		}
		b := &boxes[k]
		b.r0, b.c0, b.r1, b.c1 = min(b.r0, r), min(b.c0, c), max(b.r1, r), max(b.c1, c)
		b.count++
	}
	rs := make([]Rect, len(boxes))
	for k, b := range boxes {
		rs[k] = Rect{b.r0, b.c0, b.r1 - b.r0 + 1, b.c1 - b.c0 + 1}
		if rs[k].Rows*rs[k].Cols == b.count {
			continue
		}
		for r := b.r0; r <= b.r1; r++ {
			for c := b.c0; c <= b.c1; c++ {
				if i := r*g.Cols + c; g.Solution[i] != b.label {
					return nil, g.errAt(i, g.Solution[i], "room %q is not a rectangle: this cell inside it belongs to room %q", b.label, g.Solution[i])
				}
			}
		}
	}
	sort.Slice(rs, func(i, j int) bool {
		if rs[i].Row != rs[j].Row {
			return rs[i].Row < rs[j].Row
		}
		return rs[i].Col < rs[j].Col
	})
	return rs, nil
}

// SetRegions sets g's solution grid to the rooms rs, labelled 1, 2, ... in
// the order given. The rooms must tile the grid.
func (g *Grid) SetRegions(rs []Rect) error {
	n := g.Rows * g.Cols
	if n == 0 || len(g.Cells) != n {
		return fmt.Errorf("janko: %d cells for a %dx%d grid", len(g.Cells), g.Rows, g.Cols)
	}
	sol := make([]string, n)
	for k, rc := range rs {
		if rc.Row < 0 || rc.Col < 0 || rc.Rows < 1 || rc.Cols < 1 || rc.Row+rc.Rows > g.Rows || rc.Col+rc.Cols > g.Cols {
			return fmt.Errorf("janko: room %v is not inside the %dx%d grid", rc, g.Rows, g.Cols)
		}
		label := strconv.Itoa(k + 1)
		for r := rc.Row; r < rc.Row+rc.Rows; r++ {
			for c := rc.Col; c < rc.Col+rc.Cols; c++ {
				if sol[r*g.Cols+c] != "" {
					return fmt.Errorf("janko: rooms %s and %d overlap at (%d,%d)", sol[r*g.Cols+c], k+1, r, c)
				}
				sol[r*g.Cols+c] = label
			}
		}
	}
	for i, s := range sol {
		if s == "" {
			return fmt.Errorf("janko: cell (%d,%d) is in no room", i/g.Cols, i%g.Cols)
		}
	}
	g.Solution, g.solPos = sol, nil
	return nil
}
