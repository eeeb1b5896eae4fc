package connect

import "github.com/puzzlesat/puzzlesat/encode"

// The native propagators' incremental form (encode.IncrementalPropagator):
// the cdcl engine keeps one tracker per search and tells it which watched
// literals were assigned or undone since its last call. The tracker keeps
// the labels (cid) of its last depth-first search and "home", the label
// of the component that holds every in-vertex, and keeps home a whole
// component of the possible graph:
//
//   - an item of home goes out (a vertex, or an edge for SingleCycle and
//     ConnectedEdges): reconnect asks, by breadth-first searches of at
//     most reconnectBudget vertices, whether its neighbours (its ends)
//     still meet; a piece cut off without an in-vertex is relabelled out
//     of home; anything else (a piece with an in-vertex, two searches
//     over budget) makes the next call search;
//   - an item outside home goes out: nothing (home keeps its vertices);
//   - an item comes in inside home: nothing; outside home: the next call
//     searches (a conflict, or a component that merged after a backtrack);
//   - a backtrack undoes an out: components only merge; one that now
//     touches home is flooded into it.
//
// So no conflict is missed (every in-vertex stays in home, home stays
// connected), and a full assignment that breaks the rule always gives
// one. What waits for the next search is forcing: a vertex that became
// the last way between in-vertices (an articulation point, a bridge)
// after the last search. The vertex tracker's searches force nothing
// out: a vertex of a component without an in-vertex is left open, and
// makes the next call search if it comes in (measured faster on
// Nurikabe, the same on Hitori).

// trackEntry is one watched assignment the tracker was told of.
type trackEntry struct {
	pos  int   // trail position
	item int32 // vertex (Connected) or edge (SingleCycle)
	val  int8  // 1 in or chosen, -1 out or not chosen
}

// trackBase is what both trackers keep: the items of each variable, the
// assignments told, and the picture of the last search.
type trackBase struct {
	lits    []encode.Lit // by item; 0 for always-in/always-chosen
	byVar   []int32      // items of variable v: items[byVar[v]:byVar[v+1]]
	items   []int32
	stack   []trackEntry
	home    int32 // component of every in-vertex at the last search; -1: search next call
	watched []encode.Lit
	cur     []int8 // by item: 1 in, -1 out, 0 open (always-in items 1)
	// The graph for reconnect: the arcs of vertex x are to[start[x]:
	// start[x+1]], each usable unless its gate item is out (the arc's
	// head for vertex items, its edge for edge items).
	start, to, gate []int32
	vertexItems     bool
	allIn           bool       // every vertex in (ConnectedEdges)
	ends            [][2]int32 // edge items' ends
	cid             []int32    // the search's labels (the tracker's scratch)
	visit           []int32    // by vertex: the breadth-first search that last reached it
	stamp           int32
	queue           []int32
}

func newTrackBase(lits []encode.Lit) trackBase {
	b := trackBase{lits: lits, home: -1, cur: make([]int8, len(lits))}
	maxv := 0
	for _, l := range lits {
		maxv = max(maxv, l.Var())
	}
	b.byVar = make([]int32, maxv+2)
	for _, l := range lits {
		if l != 0 {
			b.byVar[l.Var()+1]++
		}
	}
	for v := 1; v < len(b.byVar); v++ {
		b.byVar[v] += b.byVar[v-1]
	}
	b.items = make([]int32, b.byVar[len(b.byVar)-1])
	fill := append([]int32(nil), b.byVar...)
	for i, l := range lits {
		if l == 0 {
			b.cur[i] = 1
		}
		if l != 0 {
			v := l.Var()
			b.items[fill[v]] = int32(i)
			fill[v]++
		}
	}
	for v := 1; v <= maxv; v++ {
		if b.byVar[v+1] > b.byVar[v] {
			b.watched = append(b.watched, encode.Lit(v))
		}
	}
	return b
}

// assigned records l's items and calls event for each with its new value.
func (b *trackBase) assigned(l encode.Lit, pos int, event func(item int32, val int8)) {
	v := l.Var()
	if v >= len(b.byVar)-1 {
		return
	}
	for _, it := range b.items[b.byVar[v]:b.byVar[v+1]] {
		val := int8(-1)
		if b.lits[it] == l {
			val = 1
		}
		b.stack = append(b.stack, trackEntry{pos: pos, item: it, val: val})
		b.cur[it] = val
		event(it, val)
	}
}

// backtrack drops the entries at pos and later. Undoing an out only
// joins components: when it joins one to home, that one is relabelled
// home (flood), so home stays a whole component of the possible graph
// holding every in-vertex.
func (b *trackBase) backtrack(pos int) bool {
	k := len(b.stack)
	for k > 0 && b.stack[k-1].pos >= pos {
		k--
		e := b.stack[k]
		b.cur[e.item] = 0
		if e.val > 0 || b.home < 0 {
			continue
		}
		if b.vertexItems {
			x := e.item
			join := b.cid[x] == b.home
			for i := b.start[x]; i < b.start[x+1] && !join; i++ {
				join = b.cur[b.to[i]] >= 0 && b.cid[b.to[i]] == b.home
			}
			if join {
				b.cid[x] = b.home
				b.flood(x)
			}
			continue
		}
		u, w := b.ends[e.item][0], b.ends[e.item][1]
		switch hu, hw := b.cid[u] == b.home, b.cid[w] == b.home; {
		case hu && !hw:
			b.cid[w] = b.home
			b.flood(w)
		case hw && !hu:
			b.cid[u] = b.home
			b.flood(u)
		}
	}
	changed := k < len(b.stack)
	b.stack = b.stack[:k]
	return changed
}

// flood labels home every vertex reachable from x (labelled home) in
// the possible graph.
func (b *trackBase) flood(x int32) {
	q := append(b.queue[:0], x)
	for len(q) > 0 {
		v := q[len(q)-1]
		q = q[:len(q)-1]
		for i := b.start[v]; i < b.start[v+1]; i++ {
			if u := b.to[i]; b.cur[b.gate[i]] >= 0 && b.cid[u] != b.home {
				b.cid[u] = b.home
				q = append(q, u)
			}
		}
	}
	b.queue = q
}

// reconnectBudget bounds the vertices one breadth-first search of
// reconnect visits.
const reconnectBudget = 256

// reconnect says whether the vertices ends, all in home before the out
// just told (the top entry), are still in one component of the possible
// graph, or those cut off lie in small pieces without an in-vertex: such
// pieces are relabelled out of home (cid -2). The
// possible graph is the arcs of start/to whose gate item is not out; an
// in-vertex is one whose own item is in (vertex items) or that has an
// arc whose gate is in (edge items). false: the next call searches.
func (b *trackBase) reconnect(cid []int32, ends []int32) bool {
	if len(ends) < 2 {
		return true // a leaf or an isolated item: nothing else was joined through it
	}
	if b.stamp > 1<<30 {
		clear(b.visit)
		b.stamp = 0
	}
	base := b.stamp
	big := int32(-1)  // the search that ran out of budget
	left := len(ends) // ends not yet known joined to the big piece
	for _, a := range ends {
		if b.visit[a] > base {
			continue // reached by an earlier search of this call
		}
		b.stamp++
		id := b.stamp
		b.visit[a] = id
		q := append(b.queue[:0], a)
		found := 0 // ends this search reached
		for _, e := range ends {
			if e == a {
				found++
			}
		}
		merged := false
	search:
		for i := 0; i < len(q); i++ {
			x := q[i]
			for k := b.start[x]; k < b.start[x+1]; k++ {
				if b.cur[b.gate[k]] < 0 {
					continue
				}
				u := b.to[k]
				s := b.visit[u]
				if s == id {
					continue
				}
				if s > base { // an earlier search of this call: the big one
					merged = true
					break search
				}
				b.visit[u] = id
				q = append(q, u)
				for _, e := range ends {
					if e == u {
						found++
					}
				}
				if big < 0 && found == left {
					b.queue = q
					return true // every end joined
				}
			}
			if len(q) > reconnectBudget {
				break
			}
		}
		b.queue = q
		switch {
		case merged:
			left -= found
			if left == 0 {
				return true
			}
		case len(q) > reconnectBudget:
			if big >= 0 {
				return false
			}
			big = id
			left -= found
			if left == 0 {
				return true
			}
		default: // a closed piece without every end
			for _, u := range q {
				if b.isIn(u) {
					return false
				}
			}
			for _, u := range q {
				cid[u] = -2
			}
			left -= found
		}
	}
	return true
}

// isIn says whether vertex x is an in-vertex now.
func (b *trackBase) isIn(x int32) bool {
	if b.allIn {
		return true
	}
	if b.vertexItems {
		return b.cur[x] > 0
	}
	for k := b.start[x]; k < b.start[x+1]; k++ {
		if b.cur[b.gate[k]] > 0 {
			return true
		}
	}
	return false
}

// NewTracker implements encode.IncrementalPropagator.
func (p *nativeProp) NewTracker() encode.Tracker {
	n := len(p.in)
	b := newTrackBase(p.in)
	b.visit = make([]int32, n)
	b.start, b.to, b.gate, b.vertexItems = p.start, p.to, p.to, true
	b.cid = make([]int32, n)
	return &nativeTracker{trackBase: b, p: p, sc: &nativeScratch{state: make([]int8, n),
		disc: make([]int32, n), low: make([]int32, n), size: make([]int32, n), inSub: make([]int32, n),
		firstIn: make([]int32, n), cid: b.cid, mark: make([]int8, n)}}
}

// nativeTracker is nativeProp's tracker: sc.cid are the components of
// the last search.
type nativeTracker struct {
	trackBase
	p  *nativeProp
	sc *nativeScratch
	nb []int32
}

func (t *nativeTracker) Watched() []encode.Lit { return t.watched }

func (t *nativeTracker) Backtrack(pos int) bool { return t.backtrack(pos) }

func (t *nativeTracker) Assigned(l encode.Lit, pos int) {
	t.assigned(l, pos, func(v int32, val int8) {
		if t.home < 0 {
			return
		}
		// v was open at the last search: sc.cid[v] is its component.
		cid := t.sc.cid
		if val > 0 {
			if cid[v] != t.home {
				t.home = -1
			}
			return
		}
		if cid[v] != t.home {
			return
		}
		p := t.p
		nb := t.nb[:0]
		for _, u := range p.to[p.start[v]:p.start[v+1]] {
			if t.cur[u] >= 0 && u != v {
				nb = append(nb, u)
			}
		}
		t.nb = nb
		if len(nb) == 0 {
			return // v alone: no in-vertex was left with it
		}
		if !t.reconnect(cid, nb) {
			t.home = -1
		}
	})
}

func (t *nativeTracker) Propagate(a encode.Valuation, full bool) [][]encode.Lit {
	if t.home >= 0 {
		return nil
	}
	cls, home := t.p.run(t.sc, a, full, false)
	t.home = home
	if home >= 0 {
		for v, st := range t.sc.state {
			if st < 0 {
				t.sc.cid[v] = -1 // not searched: its label is an older search's
			}
		}
	}
	return cls
}

// NewTracker implements encode.IncrementalPropagator.
func (p *nativeCycleProp) NewTracker() encode.Tracker {
	n := p.n
	b := newTrackBase(p.edge)
	b.visit = make([]int32, n)
	b.start, b.to, b.gate, b.ends, b.allIn = p.start, p.to, p.eid, p.ends, p.fixed
	b.cid = make([]int32, n)
	return &cycleTracker{trackBase: b, p: p, sc: &cycleScratch{est: make([]int8, len(p.edge)),
		inE: make([]int32, n), disc: make([]int32, n), low: make([]int32, n), size: make([]int32, n),
		cid: b.cid, inSub: make([]int32, n), mark: make([]bool, n)}}
}

// cycleTracker is nativeCycleProp's tracker: sc.cid are the components
// (of vertices) of the last search.
type cycleTracker struct {
	trackBase
	p  *nativeCycleProp
	sc *cycleScratch
	nb []int32
}

func (t *cycleTracker) Watched() []encode.Lit { return t.watched }

func (t *cycleTracker) Backtrack(pos int) bool { return t.backtrack(pos) }

func (t *cycleTracker) Assigned(l encode.Lit, pos int) {
	t.assigned(l, pos, func(e int32, val int8) {
		if t.home < 0 {
			return
		}
		// e was open at the last search: both ends are in one component.
		p, cid := t.p, t.sc.cid
		ends := p.ends[e]
		inHome := cid[ends[0]] == t.home
		if val > 0 || !inHome {
			if (val > 0) != inHome {
				t.home = -1
			}
			return
		}
		t.nb = append(t.nb[:0], ends[0], ends[1])
		if !t.reconnect(cid, t.nb) {
			t.home = -1
		}
	})
}

func (t *cycleTracker) Propagate(a encode.Valuation, full bool) [][]encode.Lit {
	if t.home >= 0 {
		return nil
	}
	cls, home := t.p.run(t.sc, a, full)
	t.home = home // every vertex was searched: sc.cid is all of this search
	return cls
}
