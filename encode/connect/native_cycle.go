package connect

import (
	"sync"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// nativeCycleProp is the native propagator of SingleCycle on g itself
// (not its line graph, which has about three times the arcs): the
// possible graph keeps the edges chosen or unassigned; a vertex is "in"
// when a chosen edge touches it. Conflict: in-vertices in two of its
// components. Forcing: an unassigned bridge of it with in-vertices on
// both sides is chosen; an unassigned edge of a component without an
// in-vertex is not. Every clause is the lazy subtour cut
// ¬edge[e1] ∨ ¬edge[e2] ∨ ⋁ edge[f], f ∈ δ(R), R being e2's side.
type nativeCycleProp struct {
	edge  []encode.Lit
	n     int
	ends  [][2]int32
	start []int32 // arcs of v: to[start[v]:start[v+1]], edge ids eid[...]
	to    []int32
	eid   []int32
	check func([]encode.Lit) error
	pool  sync.Pool // *cycleScratch
	fixed bool      // every vertex in (ConnectedEdges, edges.go)
}

func newNativeCycleProp(g *graph.Graph, edge []encode.Lit) *nativeCycleProp {
	n := g.N()
	p := &nativeCycleProp{edge: edge, n: n, start: make([]int32, n+1), ends: make([][2]int32, g.M())}
	for e := range p.ends {
		u, v := g.Edge(e)
		p.ends[e] = [2]int32{int32(u), int32(v)}
	}
	for v := 0; v < n; v++ {
		for _, h := range g.Neighbors(v) {
			p.to = append(p.to, int32(h.To))
			p.eid = append(p.eid, int32(h.ID))
		}
		p.start[v+1] = int32(len(p.to))
	}
	return p
}

// Check implements encode.Propagator with the independent cut checker.
func (p *nativeCycleProp) Check(clause []encode.Lit) error { return p.check(clause) }

type cycleScratch struct {
	est                  []int8  // by edge: 1 chosen, -1 not, 0 unassigned
	inE                  []int32 // by vertex: a chosen edge at it, or -1
	disc, low, size, cid []int32
	inSub, order         []int32
	stack                []nativeFrame
	cands                []nativeCand // (v, w): the tree edge into w is a bridge
	candEdge             []int32
	mark                 []bool
	queue                []int32
}

func (p *nativeCycleProp) scratch() *cycleScratch {
	if sc, ok := p.pool.Get().(*cycleScratch); ok {
		return sc
	}
	n := p.n
	return &cycleScratch{est: make([]int8, len(p.edge)), inE: make([]int32, n), disc: make([]int32, n),
		low: make([]int32, n), size: make([]int32, n), cid: make([]int32, n), inSub: make([]int32, n), mark: make([]bool, n)}
}

// Propagate implements encode.Propagator.
func (p *nativeCycleProp) Propagate(a encode.Valuation, full bool) [][]encode.Lit {
	sc := p.scratch()
	defer p.pool.Put(sc)
	cls, _ := p.run(sc, a, full)
	return cls
}

// run is Propagate with sc, and the component (sc.cid, of vertices) of
// the possible graph that holds every in-vertex when the answer is
// complete; -1 when there are no in-vertices, a conflict, or more
// clauses than one call returns.
func (p *nativeCycleProp) run(sc *cycleScratch, a encode.Valuation, full bool) ([][]encode.Lit, int32) {
	if p.fixed {
		return p.runFixed(sc, a, full)
	}
	for v := range sc.inE {
		sc.inE[v], sc.disc[v] = -1, 0
	}
	nin := 0
	for e, l := range p.edge {
		st := int8(1)
		if l != 0 {
			st = a.Value(l)
		}
		sc.est[e] = st
		if st == 1 {
			for _, x := range p.ends[e] {
				if sc.inE[x] < 0 || p.edge[e] == 0 {
					if sc.inE[x] < 0 {
						nin++
					}
					sc.inE[x] = int32(e)
				}
			}
		}
	}
	if nin == 0 {
		return nil, -1
	}
	sc.order, sc.cands, sc.candEdge = sc.order[:0], sc.cands[:0], sc.candEdge[:0]
	var roots, inRoots []int32
	for r := int32(0); r < int32(p.n); r++ {
		if sc.disc[r] != 0 {
			continue
		}
		p.dfs(sc, r, int32(len(roots)))
		roots = append(roots, r)
		if sc.inSub[r] > 0 {
			inRoots = append(inRoots, r)
		}
	}
	if len(inRoots) >= 2 {
		ca, cb := sc.cid[inRoots[0]], sc.cid[inRoots[1]]
		e1 := p.repEdge(sc, func(v int32) bool { return sc.cid[v] == ca })
		e2 := p.repEdge(sc, func(v int32) bool { return sc.cid[v] == cb })
		return p.finish([][]encode.Lit{p.cut(sc, func(v int32) bool { return sc.cid[v] == ca }, e1, e2)}), -1
	}
	if full {
		return nil, sc.cid[inRoots[0]]
	}
	var out [][]encode.Lit
	home := sc.cid[inRoots[0]]
	for i, c := range sc.cands {
		if len(out) >= maxNativeClauses {
			break
		}
		w := c.w
		if sc.cid[w] != home || sc.inSub[w] == 0 || sc.inSub[w] == int32(nin) {
			continue
		}
		if sc.est[sc.candEdge[i]] != 0 {
			continue
		}
		lo, hi := sc.disc[w], sc.disc[w]+sc.size[w]
		inA := func(u int32) bool { return sc.cid[u] == home && sc.disc[u] >= lo && sc.disc[u] < hi }
		e1 := p.repEdge(sc, inA)
		e2 := p.repEdge(sc, func(u int32) bool { return sc.cid[u] == home && !inA(u) })
		out = append(out, p.cut(sc, inA, e1, e2))
	}
	if len(out) < maxNativeClauses && len(roots) > 1 {
		// Unassigned edges outside home (isolated vertices are components
		// too: go by edges, one cut per component).
		e2 := int32(-1)
		var cuts map[int32][]encode.Lit
		for e, st := range sc.est {
			if len(out) >= maxNativeClauses {
				break
			}
			c := sc.cid[p.ends[e][0]]
			if st != 0 || c == home {
				continue
			}
			if e2 < 0 {
				e2 = p.repEdge(sc, func(u int32) bool { return sc.cid[u] == home })
				cuts = map[int32][]encode.Lit{}
			}
			cut, ok := cuts[c]
			if !ok {
				cut = p.cut(sc, func(u int32) bool { return sc.cid[u] == c }, int32(e), e2) // ¬edge[e] first: e is unassigned
				cuts[c] = cut
			}
			out = append(out, append([]encode.Lit{-p.edge[e]}, cut[1:]...))
		}
	}
	if len(out) >= maxNativeClauses {
		home = -1
	}
	return p.finish(out), home
}

func (p *nativeCycleProp) finish(cls [][]encode.Lit) [][]encode.Lit {
	if testCorruptCut != nil {
		for i, c := range cls {
			cls[i] = testCorruptCut(c)
		}
	}
	return cls
}

// dfs explores r's component of the possible graph (label c), with low
// points, subtree sizes and in-counts; a candidate (v, w) is a tree edge
// v→w (candEdge) that is a bridge.
func (p *nativeCycleProp) dfs(sc *cycleScratch, r, c int32) {
	enter := func(v, pe int32) {
		sc.order = append(sc.order, v)
		t := int32(len(sc.order))
		sc.disc[v], sc.low[v], sc.size[v], sc.cid[v] = t, t, 1, c
		sc.inSub[v] = 0
		if sc.inE[v] >= 0 {
			sc.inSub[v] = 1
		}
		sc.stack = append(sc.stack, nativeFrame{v, pe, p.start[v]})
	}
	sc.stack = sc.stack[:0]
	enter(r, -1)
	for len(sc.stack) > 0 {
		top := &sc.stack[len(sc.stack)-1]
		v := top.v
		if top.i < p.start[v+1] {
			i := top.i
			top.i++
			e := p.eid[i]
			if e == top.pe || sc.est[e] < 0 {
				continue
			}
			u := p.to[i]
			if sc.disc[u] == 0 {
				enter(u, e)
			} else if sc.disc[u] < sc.low[v] {
				sc.low[v] = sc.disc[u]
			}
			continue
		}
		pe := top.pe
		sc.stack = sc.stack[:len(sc.stack)-1]
		if len(sc.stack) == 0 {
			break
		}
		par := sc.stack[len(sc.stack)-1].v
		sc.low[par] = min(sc.low[par], sc.low[v])
		sc.size[par] += sc.size[v]
		sc.inSub[par] += sc.inSub[v]
		if sc.low[v] > sc.disc[par] && sc.inSub[v] > 0 {
			sc.cands = append(sc.cands, nativeCand{par, v})
			sc.candEdge = append(sc.candEdge, pe)
		}
	}
}

// repEdge is a chosen edge at an in-vertex with member(v), always-chosen
// if there is one.
func (p *nativeCycleProp) repEdge(sc *cycleScratch, member func(int32) bool) int32 {
	best := int32(-1)
	for v := int32(0); v < int32(p.n); v++ {
		if e := sc.inE[v]; e >= 0 && member(v) {
			if p.edge[e] == 0 {
				return e
			}
			if best < 0 {
				best = e
			}
		}
	}
	return best
}

// cut is ¬edge[e1] ∨ ¬edge[e2] ∨ ⋁ edge[f], f ∈ δ(R) (always-chosen
// edges left out), with e1 touching A (inA), e2 outside A, R the
// vertices reached from e2's end without entering A.
func (p *nativeCycleProp) cut(sc *cycleScratch, inA func(int32) bool, e1, e2 int32) []encode.Lit {
	inR := sc.mark
	clear(inR)
	s := p.ends[e2][0]
	if inA(s) {
		s = p.ends[e2][1]
	}
	inR[s] = true
	q := append(sc.queue[:0], s)
	for len(q) > 0 {
		v := q[len(q)-1]
		q = q[:len(q)-1]
		for _, u := range p.to[p.start[v]:p.start[v+1]] {
			if !inR[u] && !inA(u) {
				inR[u] = true
				q = append(q, u)
			}
		}
	}
	sc.queue = q
	var cut []encode.Lit
	if p.edge[e1] != 0 {
		cut = append(cut, -p.edge[e1])
	}
	if p.edge[e2] != 0 {
		cut = append(cut, -p.edge[e2])
	}
	for f, ends := range p.ends {
		if inR[ends[0]] != inR[ends[1]] {
			cut = append(cut, p.edge[f])
		}
	}
	return cut
}
