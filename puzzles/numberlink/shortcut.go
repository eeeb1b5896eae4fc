package numberlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
)

// Reduced solutions (--shortcuts reduce, --fill free only, when the
// loop looks for one or two solutions; the general form of the U-turns
// of uturn.go). Two moves turn a solution under --fill free into
// another one:
//
//   - a shortcut: two adjacent cells u, v on one path with the line u-v
//     unused; the path's part strictly between u and v (m ≥ 1 cells) is
//     replaced by the line u-v. u and v keep their degrees, the m cells
//     are left empty, the path still joins the same numbers, no loop
//     appears, and m lines fewer are used;
//   - a flip: a corner a-b-c of a path round a 2x2 block whose fourth
//     cell d is empty, with index(d) < index(b) (row-major); a-b-c is
//     replaced by a-d-c (b is left empty). As many lines are used and
//     the sum of the used cells' indices falls;
//   - a bump (bumps, 3 to maxBump cells): lines p-a1-...-ak-q round a
//     run a1..ak beside the run p, b2, ..., b(k-1), q whose inner cells
//     are empty; replaced by p-b2-...-b(k-1)-q, two lines fewer.
//
// Each move lowers (used lines, sum of used cells' indices)
// lexicographically, so repeated moves end at a reduced solution: one
// with neither a shortcut nor a flip. Hence
//
//  1. the puzzle has a solution iff it has a reduced one;
//  2. it has two or more iff it has two reduced ones, or its one reduced
//     solution S is the result of a move on another solution T' (if
//     T ≠ S, the last move of T's chain turns some T' into S): T' is S
//     with a used line u-v replaced by a detour u-x1-...-xm-v through
//     cells empty in S, S with a corner a-d-c replaced by a-b-c, b
//     empty in S and index(d) < index(b), or S with a straight run
//     p-b2-...-q replaced by a bump through k cells empty in S.
//
// The formula asks for a reduced solution: used(c) for an unnumbered
// cell (a line at c); per pair of adjacent cells u, v joined by line x
// the clause "u empty, or v empty, or x used, or u's colour differs
// from v's" (binary colours: a differ variable a bit); per corner b of
// a block with lines a-b, b-c and fourth cell d, index(d) < index(b),
// the clause "a-b unused, or b-c unused, or d used"; per bump "a line
// of it unused, or an inner cell of the run beside it used". Its models
// are solutions, and Alternative(S) looks for T' in S itself (a corner
// to flip back; a straight run beside k empty cells; a used line whose
// two cells touch one component of empty cells): the encoding answers existence and uniqueness exactly
// (encode.Problem.Alternative), not counts beyond two.
//
// Under --fill all the moves leave cells empty, which that rule
// forbids: none of this applies.
func reduce(f *encode.Formula, b *encode.Builder, p *Puzzle, edge []encode.Lit, col [][]encode.Lit, onehot bool, pair []int) {
	n := p.Rows * p.Cols
	used := make([]encode.Lit, n) // 0: a numbered cell, always used
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := p.Cell(r, c)
			if pair[i] > 0 {
				continue
			}
			used[i] = f.New(fmt.Sprintf("numberlink.used(%d,%d)", r, c))
			var es []encode.Lit
			for _, x := range p.CellEdges(r, c) {
				if x >= 0 {
					es = append(es, edge[x])
					b.Clause(-edge[x], used[i])
				}
			}
			b.Clause(append([]encode.Lit{-used[i]}, es...)...)
		}
	}
	// Flips.
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < p.Cols; c++ {
			cs := [4][2]int{{r, c}, {r, c + 1}, {r + 1, c + 1}, {r + 1, c}}
			for k := 0; k < 4; k++ {
				bc, ac, cc, dc := cs[k], cs[(k+1)%4], cs[(k+3)%4], cs[(k+2)%4]
				bi, di := p.Cell(bc[0], bc[1]), p.Cell(dc[0], dc[1])
				if di > bi || pair[di] > 0 || pair[bi] > 0 {
					continue // no flip: d is no smaller, d is never empty, or b never has two lines
				}
				x, _ := p.EdgeBetween(ac, bc)
				y, _ := p.EdgeBetween(bc, cc)
				b.Clause(-edge[x], -edge[y], used[di])
			}
		}
	}
	// Bumps.
	p.bumps(func(lines []int, base []int) {
		var cl []encode.Lit
		for _, x := range lines {
			cl = append(cl, -edge[x])
		}
		for _, i := range base {
			if used[i] == 0 {
				return // a number: never empty
			}
			cl = append(cl, used[i])
		}
		b.Clause(cl...)
	})
	// Shortcuts.
	width := len(col[0])
	for x := 0; x < p.NumEdges(); x++ {
		a, c := p.EdgeEnds(x)
		u, v := p.Cell(a[0], a[1]), p.Cell(c[0], c[1])
		if pair[u] > 0 && pair[v] > 0 && pair[u] != pair[v] {
			continue // different numbers: never one path
		}
		base := []encode.Lit{edge[x]}
		for _, w := range [2]int{u, v} {
			if used[w] != 0 {
				base = append(base, -used[w])
			}
		}
		switch {
		case width == 0: // one pair: every used cell is on its path
			b.Clause(base...)
		case onehot:
			for k := 0; k < width; k++ {
				b.Clause(append(append([]encode.Lit(nil), base...), -col[u][k], -col[v][k])...)
			}
		default:
			cl := append([]encode.Lit(nil), base...)
			for j := 0; j < width; j++ {
				d := f.New(fmt.Sprintf("numberlink.differ(%d)#%d", x, j))
				b.Clause(-d, col[u][j], col[v][j])
				b.Clause(-d, -col[u][j], -col[v][j])
				cl = append(cl, d)
			}
			b.Clause(cl...)
		}
	}
}

// alternative returns the model of a solution T' ≠ S that a move turns
// into S (see reduce), or nil when there is none. Only the lines of the
// returned model are set.
func (e *Encoding) alternative(m encode.Model) encode.Model {
	p := e.Puzzle
	ne, n := p.NumEdges(), p.Rows*p.Cols
	on := make([]bool, ne)
	deg := make([]int, n)
	for x := range on {
		on[x] = m.Value(e.Lit(x))
		if on[x] {
			a, c := p.EdgeEnds(x)
			deg[p.Cell(a[0], a[1])]++
			deg[p.Cell(c[0], c[1])]++
		}
	}
	empty := func(i int) bool { return deg[i] == 0 && p.Nums[i] == 0 }
	out := func(lines map[int]bool) encode.Model {
		t := make(encode.Model, len(m))
		copy(t, m)
		for x, v := range lines {
			t[e.Lit(x).Var()] = v
		}
		return t
	}
	// A corner a-d-c of S with b empty and index(d) < index(b): T' has a-b-c.
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < p.Cols; c++ {
			cs := [4][2]int{{r, c}, {r, c + 1}, {r + 1, c + 1}, {r + 1, c}}
			for k := 0; k < 4; k++ {
				dc, ac, cc, bc := cs[k], cs[(k+1)%4], cs[(k+3)%4], cs[(k+2)%4]
				bi, di := p.Cell(bc[0], bc[1]), p.Cell(dc[0], dc[1])
				if di > bi || !empty(bi) {
					continue
				}
				ad, _ := p.EdgeBetween(ac, dc)
				dcx, _ := p.EdgeBetween(dc, cc)
				if !on[ad] || !on[dcx] {
					continue
				}
				ab, _ := p.EdgeBetween(ac, bc)
				bcx, _ := p.EdgeBetween(bc, cc)
				return out(map[int]bool{ad: false, dcx: false, ab: true, bcx: true})
			}
		}
	}
	// A straight run p-b2-...-b(k-1)-q of S beside k empty cells: T' has
	// the bump p-a1-...-ak-q instead.
	var alt encode.Model
	p.bumps(func(lines []int, base []int) {
		if alt != nil {
			return
		}
		k := len(base) + 2
		straight := p.straight(base, lines)
		for _, x := range straight {
			if !on[x] {
				return
			}
		}
		for _, x := range lines[1:k] { // a1..ak: the cells of the bump's run
			a, c := p.EdgeEnds(x)
			if !empty(p.Cell(a[0], a[1])) || !empty(p.Cell(c[0], c[1])) {
				return
			}
		}
		t := map[int]bool{}
		for _, x := range straight {
			t[x] = false
		}
		for _, x := range lines {
			t[x] = true
		}
		alt = out(t)
	})
	if alt != nil {
		return alt
	}
	// A used line u-v whose cells both touch one component of empty
	// cells: T' has a detour through it instead.
	comp := make([]int, n)
	for i := range comp {
		comp[i] = -1
	}
	from := make([]int, n) // BFS parent within a component
	for i := 0; i < n; i++ {
		if !empty(i) || comp[i] >= 0 {
			continue
		}
		comp[i], from[i] = i, -1
		queue := []int{i}
		for len(queue) > 0 {
			j := queue[0]
			queue = queue[1:]
			for _, w := range p.neighbours(j) {
				if empty(w) && comp[w] < 0 {
					comp[w], from[w] = i, j
					queue = append(queue, w)
				}
			}
		}
	}
	for x := 0; x < ne; x++ {
		if !on[x] {
			continue
		}
		a, c := p.EdgeEnds(x)
		u, v := p.Cell(a[0], a[1]), p.Cell(c[0], c[1])
		for _, su := range p.neighbours(u) {
			if !empty(su) {
				continue
			}
			for _, sv := range p.neighbours(v) {
				if !empty(sv) || comp[sv] != comp[su] {
					continue
				}
				// The path su ... sv within the component: both to its
				// root, then joined where they meet.
				lines := map[int]bool{x: false}
				link := func(i, j int) {
					y, _ := p.EdgeBetween([2]int{i / p.Cols, i % p.Cols}, [2]int{j / p.Cols, j % p.Cols})
					lines[y] = true
				}
				onPath := map[int]int{} // cell of su's root path → its position
				var pu []int
				for i := su; i >= 0; i = from[i] {
					onPath[i] = len(pu)
					pu = append(pu, i)
				}
				var pv []int
				i := sv
				for ; ; i = from[i] {
					if _, ok := onPath[i]; ok {
						break
					}
					pv = append(pv, i)
				}
				cells := append([]int{u}, pu[:onPath[i]+1]...)
				for k := len(pv) - 1; k >= 0; k-- {
					cells = append(cells, pv[k])
				}
				cells = append(cells, v)
				for k := 0; k+1 < len(cells); k++ {
					link(cells[k], cells[k+1])
				}
				return out(lines)
			}
		}
	}
	return nil
}

// neighbours are the cells next to cell i.
func (p *Puzzle) neighbours(i int) []int {
	r, c := i/p.Cols, i%p.Cols
	var out []int
	for _, s := range Step {
		if rr, cc := r+s[0], c+s[1]; rr >= 0 && rr < p.Rows && cc >= 0 && cc < p.Cols {
			out = append(out, p.Cell(rr, cc))
		}
	}
	return out
}

// maxBump is the widest bump (see bumps).
const maxBump = 6

// bumps calls fn with each bump of 3 to maxBump cells: a run a1...ak of
// k cells in a row (or column) beside the run p, b2, ..., b(k-1), q of
// the next row (column) on either side. lines are the bump's k+1 lines
// p-a1, a1-a2, ..., ak-q; base the cells b2..b(k-1). A path with these
// lines and b2..b(k-1) empty has a shorter one: p-b2-...-b(k-1)-q.
func (p *Puzzle) bumps(fn func(lines []int, base []int)) {
	for _, vertical := range []bool{false, true} {
		rows, cols := p.Rows, p.Cols
		at := func(i, j int) [2]int { return [2]int{i, j} } // i along the rows (vertical: columns)
		if vertical {
			rows, cols = p.Cols, p.Rows
			at = func(i, j int) [2]int { return [2]int{j, i} }
		}
		for i := 0; i < rows; i++ {
			for _, side := range []int{-1, 1} {
				if i+side < 0 || i+side >= rows {
					continue
				}
				for k := 3; k <= maxBump; k++ {
					for j := 0; j+k <= cols; j++ {
						var lines []int
						x, _ := p.EdgeBetween(at(i, j), at(i+side, j))
						lines = append(lines, x)
						for m := j; m+1 < j+k; m++ {
							x, _ := p.EdgeBetween(at(i+side, m), at(i+side, m+1))
							lines = append(lines, x)
						}
						x, _ = p.EdgeBetween(at(i+side, j+k-1), at(i, j+k-1))
						lines = append(lines, x)
						var base []int
						for m := j + 1; m < j+k-1; m++ {
							c := at(i, m)
							base = append(base, p.Cell(c[0], c[1]))
						}
						fn(lines, base)
					}
				}
			}
		}
	}
}

// straight are the lines p-b2, ..., b(k-1)-q of the run under a bump
// (lines[0] joins p to a1, lines[len-1] ak to q).
func (p *Puzzle) straight(base []int, lines []int) []int {
	pc := p.runEnd(lines[0], lines[1])
	qc := p.runEnd(lines[len(lines)-1], lines[len(lines)-2])
	cells := append(append([]int{pc}, base...), qc)
	var out []int
	for m := 0; m+1 < len(cells); m++ {
		x, _ := p.EdgeBetween([2]int{cells[m] / p.Cols, cells[m] % p.Cols}, [2]int{cells[m+1] / p.Cols, cells[m+1] % p.Cols})
		out = append(out, x)
	}
	return out
}

// runEnd is the cell of line x that line y does not touch.
func (p *Puzzle) runEnd(x, y int) int {
	a, b := p.EdgeEnds(x)
	c, d := p.EdgeEnds(y)
	if a == c || a == d {
		return p.Cell(b[0], b[1])
	}
	return p.Cell(a[0], a[1])
}
