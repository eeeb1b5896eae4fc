package gen

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
)

// layout is a puzzle under construction: islands on a grid, the
// candidate edges between islands that see each other, and the intended
// solution as a multiplicity per candidate edge.
type layout struct {
	w, h, m int
	islands []cell // in creation order until finish sorts them row-major
	at      []int  // by cell: island index or -1
	line    []int8 // by cell: 0 water, 1 a horizontal bridge, 2 a vertical one
	built   []bridge

	// after finish:
	edges   []edge  // candidate edges, in the order of hashi.Encode
	bridges []int   // intended multiplicity of each candidate edge
	inc     [][]int // candidate edges at each island
	cross   [][2]int
	bnds    *bounds // the engine's propagation on this layout (made on first use)
	bndsOK  bool    // bnds is this layout's (not one reset since)
	// the intended solution the one-clue closure last ran on, its verdict
	// and, when it did not solve the puzzle, the bounds it reached
	closedOn     []int
	closed, ran  bool // ran: closedOn and closed are set
	oneLo, oneHi []int8

	// scratch kept for the next layout grown in this memory (reset)
	spare []cell
	renum []int
	hAt   []int32
}

// reset empties layout l (nil: a new one) for a w x h grid of M = m,
// keeping its memory: a generator grows each candidate in the memory of
// the one it dropped.
func (l *layout) reset(w, h, m int) *layout {
	if l == nil {
		l = &layout{}
	}
	l.w, l.h, l.m = w, h, m
	l.at = resized(l.at, w*h)
	for i := range l.at {
		l.at[i] = -1
	}
	l.line = resized(l.line, w*h)
	l.islands, l.built, l.edges, l.cross = l.islands[:0], l.built[:0], l.edges[:0], l.cross[:0]
	l.bridges, l.closedOn, l.oneLo, l.oneHi = l.bridges[:0], l.closedOn[:0], l.oneLo[:0], l.oneHi[:0]
	l.closed, l.ran, l.bndsOK = false, false, false
	return l
}

// resized is s with length n, cleared, in s's memory when it is large
// enough.
func resized[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

type cell struct{ r, c int }

// bridge is a bridge placed while growing: islands a, b, multiplicity k.
type bridge struct{ a, b, k int }

// edge is a candidate edge between islands a and b (a upper or left).
type edge struct {
	a, b       int
	horizontal bool
}

// directions: right, left, down, up.
var dirs = [4]cell{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}

// maxBadTries is how many failed extensions in a row end the growth, as
// in Tatham's generator (MAX_NEWISLAND_TRIES).
const maxBadTries = 50

// grow is growInto on a new layout.
func grow(r *rng.Rand, w, h, m, want, expansion int, exact bool) (*layout, bool) {
	return growInto(nil, r, w, h, m, want, expansion, exact)
}

// grow builds a random connected solution the way Tatham's Bridges does:
// a first island anywhere; then, repeatedly, a random island and
// direction, and either a bridge to the island seen that way (loops, with
// probability expansion%) or a new island somewhere along the free run
// (at its far end with probability expansion%), never next to another
// island, joined by 1..M bridges. It stops at want islands or after
// maxBadTries failed attempts in a row. exact asks for want islands or
// nothing (false); otherwise the result has an island on every border
// of the grid, as Tatham's has, or grow reports false. growInto grows in
// the memory of layout l (reset; nil: a new one), and returns the layout
// even when it reports false, for the next try.
func growInto(l *layout, r *rng.Rand, w, h, m, want, expansion int, exact bool) (*layout, bool) {
	l = l.reset(w, h, m)
	l.add(cell{r.IntN(h), r.IntN(w)})
	for bad := 0; len(l.islands) < want && bad <= maxBadTries; {
		switch l.extend(r, expansion) {
		case grown:
			bad = 0
		case failed:
			bad++
		}
	}
	if len(l.islands) < 2 || (exact && len(l.islands) < want) || (!exact && !l.bordered()) {
		return l, false
	}
	l.finish()
	return l, true
}

func (l *layout) in(c cell) bool { return c.r >= 0 && c.r < l.h && c.c >= 0 && c.c < l.w }

func (l *layout) idx(c cell) int { return c.r*l.w + c.c }

func (l *layout) add(c cell) int {
	l.at[l.idx(c)] = len(l.islands)
	l.islands = append(l.islands, c)
	return len(l.islands) - 1
}

func (l *layout) island(c cell) bool { return l.in(c) && l.at[l.idx(c)] >= 0 }

// The outcomes of an extension.
const (
	failed = iota // nothing placed
	grown         // a new island
	looped        // a bridge between two islands already placed
)

// extend tries one extension from a random island in a random direction.
func (l *layout) extend(r *rng.Rand, expansion int) int {
	i := r.IntN(len(l.islands))
	from := l.islands[i]
	var ds [4]cell
	nd := 0
	for _, d := range dirs {
		if l.in(cell{from.r + d.r, from.c + d.c}) {
			ds[nd] = d
			nd++
		}
	}
	d := ds[r.IntN(nd)]
	next := cell{from.r + d.r, from.c + d.c}
	if l.line[l.idx(next)] != 0 || l.island(next) {
		return failed
	}
	// Walk to the first island, line or border: new islands may go at
	// steps 2..far, and the island met (if any) may be joined.
	far, join := 0, -1
	for s := 1; ; s++ {
		c := cell{from.r + s*d.r, from.c + s*d.c}
		if !l.in(c) {
			far = s - 1
			break
		}
		if k := l.at[l.idx(c)]; k >= 0 {
			far, join = s-2, k
			break
		}
		if l.line[l.idx(c)] != 0 {
			far = s - 1
			break
		}
	}
	if join >= 0 && r.Percent(expansion) {
		l.join(i, join, 1+r.IntN(l.m))
		return looped
	}
	if far < 2 {
		return failed
	}
	s := 2 + r.IntN(far-1)
	if r.Percent(expansion) {
		s = far
	}
	c := cell{from.r + s*d.r, from.c + s*d.c}
	// Not next to an island across the direction of the bridge.
	side := cell{d.c, d.r}
	if l.island(cell{c.r + side.r, c.c + side.c}) || l.island(cell{c.r - side.r, c.c - side.c}) {
		return failed
	}
	j := l.add(c)
	l.join(i, j, 1+r.IntN(l.m))
	return grown
}

// join draws k bridges between islands i and j (in line, water between).
func (l *layout) join(i, j, k int) {
	a, b := l.islands[i], l.islands[j]
	var mark int8 = 1
	if a.c == b.c {
		mark = 2
	}
	dr, dc := sign(b.r-a.r), sign(b.c-a.c)
	for c := (cell{a.r + dr, a.c + dc}); c != b; c = (cell{c.r + dr, c.c + dc}) {
		l.line[l.idx(c)] = mark
	}
	l.built = append(l.built, bridge{i, j, k})
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// bordered reports whether every border of the grid has an island.
func (l *layout) bordered() bool {
	var top, bottom, left, right bool
	for _, c := range l.islands {
		top = top || c.r == 0
		bottom = bottom || c.r == l.h-1
		left = left || c.c == 0
		right = right || c.c == l.w-1
	}
	return top && bottom && left && right
}

// finish numbers the islands row-major (as hashi.Puzzle does), finds the
// candidate edges (in hashi.Encode's order: rows, then columns), their
// crossings, and the intended multiplicity of each.
func (l *layout) finish() {
	old := l.islands
	l.islands, l.spare = l.spare[:0], old
	renum := resized(l.renum, len(old))
	l.renum = renum
	for i := range l.at {
		if k := l.at[i]; k >= 0 {
			renum[k] = len(l.islands)
			l.at[i] = len(l.islands)
			l.islands = append(l.islands, cell{i / l.w, i % l.w})
		}
	}
	n := len(l.islands)
	l.inc = slices.Grow(l.inc[:0], n)[:n]
	for i := range l.inc {
		l.inc[i] = l.inc[i][:0]
	}
	l.edges = l.edges[:0]
	addEdge := func(a, b int, horizontal bool) {
		l.inc[a] = append(l.inc[a], len(l.edges))
		l.inc[b] = append(l.inc[b], len(l.edges))
		l.edges = append(l.edges, edge{a, b, horizontal})
	}
	for i := 0; i+1 < n; i++ {
		if l.islands[i].r == l.islands[i+1].r {
			addEdge(i, i+1, true)
		}
	}
	for c := 0; c < l.w; c++ {
		prev := -1
		for r := 0; r < l.h; r++ {
			if k := l.at[r*l.w+c]; k >= 0 {
				if prev >= 0 {
					addEdge(prev, k, false)
				}
				prev = k
			}
		}
	}
	l.bridges = resized(l.bridges, len(l.edges))
	for _, b := range l.built {
		l.bridges[l.edgeOf(renum[b.a], renum[b.b])] = b.k
	}
	l.built = l.built[:0]
	l.cross = l.crossings(l.cross[:0])
}

// edgeOf is the candidate edge between islands a and b (-1: none).
func (l *layout) edgeOf(a, b int) int {
	for _, e := range l.inc[a] {
		if ed := l.edges[e]; (ed.a == a && ed.b == b) || (ed.a == b && ed.b == a) {
			return e
		}
	}
	return -1
}

// crossings appends to out the pairs (horizontal, vertical) of candidate
// edges that cross.
func (l *layout) crossings(out [][2]int) [][2]int {
	hAt := resized(l.hAt, l.w*l.h)
	l.hAt = hAt
	for i := range hAt {
		hAt[i] = -1
	}
	for id, ed := range l.edges {
		if ed.horizontal {
			a, b := l.islands[ed.a], l.islands[ed.b]
			for c := a.c + 1; c < b.c; c++ {
				hAt[a.r*l.w+c] = int32(id)
			}
		}
	}
	for id, ed := range l.edges {
		if !ed.horizontal {
			a, b := l.islands[ed.a], l.islands[ed.b]
			for r := a.r + 1; r < b.r; r++ {
				if h := hAt[r*l.w+a.c]; h >= 0 {
					out = append(out, [2]int{int(h), id})
				}
			}
		}
	}
	return out
}

// clue is island i's clue under the intended solution.
func (l *layout) clue(i int) int {
	s := 0
	for _, e := range l.inc[i] {
		s += l.bridges[e]
	}
	return s
}

// puzzle is the layout as a Hashi puzzle with the intended solution's
// clues.
func (l *layout) puzzle() *hashi.Puzzle {
	p := &hashi.Puzzle{Width: l.w, Height: l.h, MaxBridges: l.m, Islands: make([]hashi.Island, len(l.islands))}
	for i, c := range l.islands {
		p.Islands[i] = hashi.Island{Row: c.r, Col: c.c, Clue: l.clue(i)}
	}
	return p
}

// solution is the intended solution.
func (l *layout) solution() *hashi.Solution {
	s := &hashi.Solution{}
	for e, k := range l.bridges {
		if k > 0 {
			a, b := l.islands[l.edges[e].a], l.islands[l.edges[e].b]
			s.Bridges = append(s.Bridges, hashi.Bridge{From: [2]int{a.r, a.c}, To: [2]int{b.r, b.c}, Count: k})
		}
	}
	slices.SortFunc(s.Bridges, func(x, y hashi.Bridge) int {
		if c := cmp.Compare(x.From[0]*1<<20+x.From[1], y.From[0]*1<<20+y.From[1]); c != 0 {
			return c
		}
		return cmp.Compare(x.To[0]*1<<20+x.To[1], y.To[0]*1<<20+y.To[1])
	})
	return s
}

// bounds is the layout's propagator (bounds), made on first use.
func (l *layout) bounds() *bounds {
	switch {
	case l.bnds == nil:
		l.bnds = newBounds(l)
	case !l.bndsOK:
		l.bnds.init(l)
	}
	l.bndsOK = true
	return l.bnds
}

// oneClueEasy is the one-clue closure's verdict on the layout's puzzle
// (bounds.oneClueEasy), kept until the intended solution changes.
func (l *layout) oneClueEasy() bool {
	if l.ran && slices.Equal(l.closedOn, l.bridges) {
		return l.closed
	}
	b := l.bounds()
	l.closed, l.ran = b.oneClueEasy(l.clue), true
	l.closedOn = append(l.closedOn[:0], l.bridges...)
	l.oneLo, l.oneHi = l.oneLo[:0], l.oneHi[:0]
	if b.closure && !l.closed {
		l.oneLo, l.oneHi = append(l.oneLo, b.lo...), append(l.oneHi, b.hi...)
	}
	return l.closed
}

// oneClueFacts are the facts the one-clue closure derived on the layout's
// puzzle, in the JSON shape of explain's Hashi facts ({"from","to","min",
// "max"}), when it ran on the intended solution as it is and did not
// solve the puzzle (ok). Each is entailed by one clue or none and the
// facts before it.
func (l *layout) oneClueFacts() (facts []json.RawMessage, ok bool) {
	if l.oneClueEasy() || len(l.oneLo) != len(l.edges) {
		return nil, false
	}
	for e, ed := range l.edges {
		lo, hi := int(l.oneLo[e]), int(l.oneHi[e])
		if lo == 0 && hi == l.m {
			continue
		}
		a, b := l.islands[ed.a], l.islands[ed.b]
		facts = append(facts, json.RawMessage(fmt.Sprintf(`{"from":[%d,%d],"to":[%d,%d],"min":%d,"max":%d}`, a.r, a.c, b.r, b.c, lo, hi)))
	}
	return facts, true
}
