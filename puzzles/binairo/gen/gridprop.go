package gen

// gridProp is unit propagation on a binairo's rules, on the grid: the
// same consequences unit propagation draws from the encoding (clauses
// of three in a row; the balance rule, which a sequential counter keeps
// arc consistent; the distinct rule's "differ somewhere" clauses), without
// an engine. It runs the failed-literal probes of the generator's grade
// test: a probe restores the state after the givens rather than
// propagating them again. TestGridPropAgrees checks it against the engine.
type gridProp struct {
	rows, cols int
	distinct   bool
	lines      [][]int32 // rows, then columns: their cells
	lineOf     [][2]int32
	val        []int8 // by cell: -1 open, 0, 1
	trail      []int32
	queue      []int32
	queued     []bool
}

func newGridProp(rows, cols int, distinct bool) *gridProp {
	g := &gridProp{rows: rows, cols: cols, distinct: distinct, lineOf: make([][2]int32, rows*cols),
		val: make([]int8, rows*cols), queued: make([]bool, rows+cols)}
	for r := 0; r < rows; r++ {
		l := make([]int32, cols)
		for c := range l {
			l[c] = int32(r*cols + c)
			g.lineOf[r*cols+c][0] = int32(r)
		}
		g.lines = append(g.lines, l)
	}
	for c := 0; c < cols; c++ {
		l := make([]int32, rows)
		for r := range l {
			l[r] = int32(r*cols + c)
			g.lineOf[r*cols+c][1] = int32(rows + c)
		}
		g.lines = append(g.lines, l)
	}
	g.clear()
	return g
}

func (g *gridProp) clear() {
	for i := range g.val {
		g.val[i] = -1
	}
	g.trail = g.trail[:0]
}

// set gives cell its digit and queues its lines; false: it had the other.
func (g *gridProp) set(cell int32, v int8) bool {
	switch g.val[cell] {
	case v:
		return true
	case 1 - v:
		return false
	}
	g.val[cell] = v
	g.trail = append(g.trail, cell)
	for _, l := range g.lineOf[cell] {
		if !g.queued[l] {
			g.queued[l] = true
			g.queue = append(g.queue, l)
		}
	}
	return true
}

// run propagates to the fixpoint; false: a conflict.
func (g *gridProp) run() bool {
	ok := true
	for ok && len(g.queue) > 0 {
		l := g.queue[len(g.queue)-1]
		g.queue = g.queue[:len(g.queue)-1]
		g.queued[l] = false
		ok = g.line(int(l))
	}
	for _, l := range g.queue {
		g.queued[l] = false
	}
	g.queue = g.queue[:0]
	return ok
}

// line applies the rules to line l (and, distinct, to its pairs).
func (g *gridProp) line(l int) bool {
	cells := g.lines[l]
	n := len(cells)
	var count [2]int
	for _, c := range cells {
		if v := g.val[c]; v >= 0 {
			count[v]++
		}
	}
	for d := int8(0); d < 2; d++ {
		if 2*count[d] > n {
			return false
		}
		if 2*count[d] == n {
			for _, c := range cells {
				if g.val[c] < 0 && !g.set(c, 1-d) {
					return false
				}
			}
		}
	}
	for k := 0; k+2 < n; k++ {
		a, b, c := cells[k], cells[k+1], cells[k+2]
		va, vb, vc := g.val[a], g.val[b], g.val[c]
		switch {
		case va >= 0 && va == vb && vb == vc:
			return false
		case va >= 0 && va == vb && vc < 0:
			if !g.set(c, 1-va) {
				return false
			}
		case va >= 0 && va == vc && vb < 0:
			if !g.set(b, 1-va) {
				return false
			}
		case vb >= 0 && vb == vc && va < 0:
			if !g.set(a, 1-vb) {
				return false
			}
		}
	}
	if !g.distinct {
		return true
	}
	lo, hi := 0, g.rows
	if l >= g.rows {
		lo, hi = g.rows, g.rows+g.cols
	}
	for m := lo; m < hi; m++ {
		if m == l {
			continue
		}
		other := g.lines[m]
		open, at := 0, -1
		for k := 0; k < n; k++ {
			x, y := g.val[cells[k]], g.val[other[k]]
			if x < 0 || y < 0 || x != y {
				open++
				at = k
				if open > 1 {
					break
				}
			}
		}
		switch {
		case open == 0:
			return false
		case open == 1:
			x, y := g.val[cells[at]], g.val[other[at]]
			if x >= 0 && y < 0 && !g.set(other[at], 1-x) || y >= 0 && x < 0 && !g.set(cells[at], 1-y) {
				return false
			}
		}
	}
	return true
}
