package regions

// Random partitions a rows x cols grid into about n connected regions
// of at least min cells: Grow from n distinct random seed cells, then
// every region smaller than min merged into a random neighbouring region
// (merging keeps regions connected). intn(n) draws a random number in
// [0,n) (the generator's own source: the same seed, the same regions).
// For generators (Norinori, LITS): a random layout to plant a solution in.
func Random(rows, cols, n, min int, intn func(int) int) *Regions {
	size := rows * cols
	if n < 1 {
		n = 1
	}
	if n > size {
		n = size
	}
	// n distinct seeds: a partial Fisher-Yates shuffle.
	perm := make([]int, size)
	for i := range perm {
		perm[i] = i
	}
	for i := 0; i < n; i++ {
		j := i + intn(size-i)
		perm[i], perm[j] = perm[j], perm[i]
	}
	g := Grow(rows, cols, perm[:n], intn)
	of := append([]int(nil), g.Of...)
	for {
		count := map[int]int{}
		for _, k := range of {
			count[k]++
		}
		small := -1
		for i, k := range of { // the first small region in row-major order
			if count[k] < min && count[k] < size {
				small = of[i]
				break
			}
		}
		if small < 0 {
			break
		}
		var into []int
		for i, k := range of {
			if k != small {
				continue
			}
			for _, j := range g.neighbours(i) {
				if of[j] != small {
					into = append(into, of[j])
				}
			}
		}
		if len(into) == 0 {
			break // the whole grid
		}
		to := into[intn(len(into))]
		for i, k := range of {
			if k == small {
				of[i] = to
			}
		}
	}
	r, _ := New(rows, cols, of)
	return r
}

// Moved is g with cell moved into region to, which must lie beside it:
// false when it does not, or when the region the cell leaves would be
// empty or no longer connected. g is left as it was. Generators move a
// cell where a second solution differs from the planted one, so that
// the region it leaves, or the one it joins, no longer fits the second.
func (g *Regions) Moved(cell, to int) (*Regions, bool) {
	if cell < 0 || cell >= len(g.Of) || to < 0 || to >= g.N {
		return nil, false
	}
	from := g.Of[cell]
	if from == to || from < 0 {
		return nil, false
	}
	beside := false
	for _, j := range g.neighbours(cell) {
		beside = beside || g.Of[j] == to
	}
	if !beside {
		return nil, false
	}
	of := append([]int(nil), g.Of...)
	of[cell] = to
	// The cells left in from must stay connected (and be some).
	start, left := -1, 0
	for i, k := range of {
		if k == from {
			left++
			if start < 0 {
				start = i
			}
		}
	}
	if left == 0 {
		return nil, false
	}
	h := &Regions{Rows: g.Rows, Cols: g.Cols, Of: of}
	seen := map[int]bool{start: true}
	stack := []int{start}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, j := range h.neighbours(i) {
			if of[j] == from && !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	if len(seen) != left {
		return nil, false
	}
	r, err := New(g.Rows, g.Cols, of)
	return r, err == nil
}

// MoveOne is g with one of cells moved into a neighbouring region (Moved),
// the first such layout ok accepts, trying the cells and then their
// neighbouring regions in a random order; false when none is accepted.
// A generator's Fix passes the cells where a second solution shades and
// the planted one does not, and ok "the planted solution fits, the
// second does not".
func (g *Regions) MoveOne(cells []int, intn func(int) int, ok func(*Regions) bool) (*Regions, bool) {
	order := append([]int(nil), cells...)
	for i := len(order) - 1; i > 0; i-- {
		j := intn(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	for _, c := range order {
		if c < 0 || c >= len(g.Of) {
			continue
		}
		var to []int
		for _, j := range g.neighbours(c) {
			if k := g.Of[j]; k >= 0 && k != g.Of[c] && !containsInt(to, k) {
				to = append(to, k)
			}
		}
		for len(to) > 0 {
			i := intn(len(to))
			k := to[i]
			to[i] = to[len(to)-1]
			to = to[:len(to)-1]
			if h, moved := g.Moved(c, k); moved && ok(h) {
				return h, true
			}
		}
	}
	return nil, false
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Join groups g's regions in connected groups of k regions each (a
// random greedy grouping: regions in a random order, each that has no
// group yet starting one that takes random neighbouring regions without
// a group until it has k), false when a group got stuck (too few
// neighbours without a group: grow again). Star Battle's generator
// groups its one-star regions this way (in its own copy, kept for its
// seeds' puzzles); Norinori's groups one-shaded-cell regions in pairs.
func (g *Regions) Join(k int, intn func(int) int) (*Regions, bool) {
	if k <= 1 {
		return g, true
	}
	adj := make([][]int, g.N) // sorted neighbouring regions
	for i, a := range g.Of {
		if a < 0 {
			continue
		}
		for _, j := range g.neighbours(i) {
			if b := g.Of[j]; b >= 0 && b != a && !containsInt(adj[a], b) {
				adj[a] = append(adj[a], b)
			}
		}
	}
	for _, l := range adj {
		sortInts(l)
	}
	group := make([]int, g.N)
	for i := range group {
		group[i] = -1
	}
	perm := make([]int, g.N)
	for i := range perm {
		perm[i] = i
	}
	for i := len(perm) - 1; i > 0; i-- {
		j := intn(i + 1)
		perm[i], perm[j] = perm[j], perm[i]
	}
	ng := 0
	for _, a := range perm {
		if group[a] >= 0 {
			continue
		}
		members := []int{a}
		group[a] = ng
		for len(members) < k {
			var cand []int
			for _, m := range members {
				for _, b := range adj[m] {
					if group[b] < 0 && !containsInt(cand, b) {
						cand = append(cand, b)
					}
				}
			}
			if len(cand) == 0 {
				return nil, false
			}
			sortInts(cand)
			b := cand[intn(len(cand))]
			group[b] = ng
			members = append(members, b)
		}
		ng++
	}
	of := make([]int, len(g.Of))
	for i, a := range g.Of {
		of[i] = Outside
		if a >= 0 {
			of[i] = group[a]
		}
	}
	r, err := New(g.Rows, g.Cols, of)
	return r, err == nil
}

func sortInts(xs []int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// Moves are up to max layouts changed from g by one cell moved into a
// neighbouring region (Moved), for generators that make a layout
// unique: the cells moved are those that other solutions shade and the
// planted one (shade) does not, the most often shaded first (ties in a
// random order); ok filters the layouts (the planted solution fits).
// When none of those cells can move, unshaded cells of their regions
// (the planted solution's and every other's) are tried instead.
func (g *Regions) Moves(shade []bool, others [][]bool, max int, intn func(int) int, ok func(*Regions) bool) []*Regions {
	freq := make([]int, len(g.Of))
	var cells []int
	for _, o := range others {
		for i, s := range o {
			if s && !shade[i] {
				if freq[i] == 0 {
					cells = append(cells, i)
				}
				freq[i]++
			}
		}
	}
	out := g.moves(cells, freq, max, intn, ok)
	if len(out) > 0 {
		return out
	}
	regionHit := map[int]bool{}
	for _, c := range cells {
		regionHit[g.Of[c]] = true
	}
	var inner []int
	for i, k := range g.Of {
		if regionHit[k] && !shade[i] && freq[i] == 0 {
			inner = append(inner, i)
		}
	}
	return g.moves(inner, freq, max, intn, ok)
}

func (g *Regions) moves(cells, freq []int, max int, intn func(int) int, ok func(*Regions) bool) []*Regions {
	for i := len(cells) - 1; i > 0; i-- {
		j := intn(i + 1)
		cells[i], cells[j] = cells[j], cells[i]
	}
	// stable by frequency, highest first
	for i := 1; i < len(cells); i++ {
		for j := i; j > 0 && freq[cells[j]] > freq[cells[j-1]]; j-- {
			cells[j], cells[j-1] = cells[j-1], cells[j]
		}
	}
	var out []*Regions
	for _, c := range cells {
		var to []int
		for _, j := range g.neighbours(c) {
			if k := g.Of[j]; k >= 0 && k != g.Of[c] && !containsInt(to, k) {
				to = append(to, k)
			}
		}
		for _, k := range to {
			if h, moved := g.Moved(c, k); moved && ok(h) {
				out = append(out, h)
				if len(out) >= max {
					return out
				}
			}
		}
	}
	return out
}
