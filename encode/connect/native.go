package connect

import (
	"errors"
	"sync"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// native attaches the native propagator of kind to b's formula: no
// clauses, no variables; the cdcl engine calls it during search.
func native(b *encode.Builder, g *graph.Graph, lits []encode.Lit, kind Constraint) error {
	f, ok := b.Out.(interface{ AddPropagator(encode.Propagator) })
	if !ok {
		return errors.New("--connectivity native needs a formula to attach its propagator to (the builder writes elsewhere)")
	}
	lits = append([]encode.Lit(nil), lits...)
	if kind == Cycle {
		p := newNativeCycleProp(g, lits)
		p.check = newCycleCutChecker(g, lits).check
		f.AddPropagator(p)
		return nil
	}
	p := newNativeProp(g, lits)
	p.check = newVertexCutChecker(g, lits).check
	f.AddPropagator(p)
	return nil
}

// maxNativeClauses bounds the clauses one Propagate call returns (the
// engine calls again once it has propagated them).
const maxNativeClauses = 64

// testCorruptCut, set by tests only, rewrites every clause the
// propagator returns (to check that certification rejects a wrong cut).
var testCorruptCut func([]encode.Lit) []encode.Lit

// nativeProp is the native connectivity propagator over the vertices of
// a graph (Connected; SingleCycle has native_cycle.go): in[v] == 0 is an always-in
// vertex. The graph is kept in compressed rows.
type nativeProp struct {
	in    []encode.Lit
	start []int32 // neighbours of v: to[start[v]:start[v+1]], edge ids eid[...]
	to    []int32
	eid   []int32
	check func([]encode.Lit) error
	pool  sync.Pool // *nativeScratch
}

func newNativeProp(g *graph.Graph, in []encode.Lit) *nativeProp {
	n := g.N()
	p := &nativeProp{in: in, start: make([]int32, n+1)}
	for v := 0; v < n; v++ {
		for _, h := range g.Neighbors(v) {
			p.to = append(p.to, int32(h.To))
			p.eid = append(p.eid, int32(h.ID))
		}
		p.start[v+1] = int32(len(p.to))
	}
	return p
}

// Check implements encode.Propagator with the independent cut checker
// (native_check.go).
func (p *nativeProp) Check(clause []encode.Lit) error { return p.check(clause) }

type nativeFrame struct {
	v, pe, i int32 // vertex, the edge it was entered by (-1: root), next neighbour index
}

type nativeCand struct{ v, w int32 } // v separates w's DFS subtree

type nativeScratch struct {
	state               []int8 // 1 in, -1 out, 0 unassigned
	disc, low, size     []int32
	inSub, firstIn, cid []int32
	order               []int32 // vertices by discovery time - 1
	stack               []nativeFrame
	cands               []nativeCand
	mark                []int8
	queue               []int32
}

func (p *nativeProp) scratch() *nativeScratch {
	if sc, ok := p.pool.Get().(*nativeScratch); ok {
		return sc
	}
	n := len(p.in)
	return &nativeScratch{state: make([]int8, n), disc: make([]int32, n), low: make([]int32, n),
		size: make([]int32, n), inSub: make([]int32, n), firstIn: make([]int32, n), cid: make([]int32, n),
		mark: make([]int8, n)}
}

// Propagate implements encode.Propagator. On the current assignment it
// takes the possible graph (vertices in or unassigned) and its
// components (a DFS with Tarjan's low points):
//
//   - in-vertices in two components: the cut of the lazy method, with
//     the component of one as C, is false: a conflict;
//   - an unassigned vertex v whose removal separates in-vertices (an
//     articulation point of the possible graph between them) is forced
//     in, the reason being the cut around the separated part A (v and
//     out-vertices only border A);
//   - an unassigned vertex of a component with no in-vertex is forced
//     out, the reason being the cut around its component.
//
// Every clause has the form ¬in[a] ∨ ¬in[b] ∨ ⋁ in[s] of the lazy
// method, with S separating a and b in g.
func (p *nativeProp) Propagate(a encode.Valuation, full bool) [][]encode.Lit {
	sc := p.scratch()
	defer p.pool.Put(sc)
	cls, _ := p.run(sc, a, full, true)
	return cls
}

// run is Propagate with sc, and the component of the possible graph that
// holds every in-vertex when the answer is complete (sc.cid labels the
// components of the vertices not out): -1 when there are no in-vertices,
// a conflict, or more clauses than one call returns. outs: force out
// the vertices of components without an in-vertex (the tracker leaves
// them: one coming in makes its next call search; measured faster on
// Nurikabe).
func (p *nativeProp) run(sc *nativeScratch, a encode.Valuation, full, outs bool) ([][]encode.Lit, int32) {
	n := len(p.in)
	nin := 0
	for v, l := range p.in {
		if l == 0 {
			sc.state[v] = 1
		} else {
			sc.state[v] = a.Value(l)
		}
		if sc.state[v] == 1 {
			nin++
		}
		sc.disc[v] = 0
	}
	if nin == 0 {
		return nil, -1
	}
	// DFS over the possible graph.
	sc.order, sc.cands = sc.order[:0], sc.cands[:0]
	var roots []int32 // one per component; the first holding in-vertices first
	var inRoots []int32
	for r := 0; r < n; r++ {
		if sc.state[r] < 0 || sc.disc[r] != 0 {
			continue
		}
		p.dfs(sc, int32(r), int32(len(roots)))
		roots = append(roots, int32(r))
		if sc.inSub[r] > 0 {
			inRoots = append(inRoots, int32(r))
		}
	}
	if len(inRoots) >= 2 {
		ca, cb := sc.cid[inRoots[0]], sc.cid[inRoots[1]]
		a := p.repIn(sc, func(v int32) bool { return sc.cid[v] == ca })
		b := p.repIn(sc, func(v int32) bool { return sc.cid[v] == cb })
		cut := p.cut(sc, func(v int32) bool { return sc.state[v] >= 0 && sc.disc[v] != 0 && sc.cid[v] == ca }, a, b)
		return p.finish([][]encode.Lit{cut}), -1
	}
	if full {
		return nil, sc.cid[inRoots[0]]
	}
	var out [][]encode.Lit
	home := sc.cid[inRoots[0]]
	var forced map[int32]bool
	if len(sc.cands) > 0 {
		forced = map[int32]bool{}
	}
	for _, c := range sc.cands {
		if len(out) >= maxNativeClauses {
			break
		}
		v, w := c.v, c.w
		if sc.cid[v] != home || forced[v] || sc.inSub[w] == 0 || sc.inSub[w] == int32(nin) {
			continue
		}
		forced[v] = true
		lo, hi := sc.disc[w], sc.disc[w]+sc.size[w]
		inA := func(u int32) bool {
			return sc.state[u] >= 0 && sc.cid[u] == home && sc.disc[u] >= lo && sc.disc[u] < hi
		}
		a := p.repIn(sc, inA)
		b := p.repIn(sc, func(u int32) bool { return sc.cid[u] == home && !inA(u) })
		out = append(out, p.cut(sc, inA, a, b))
	}
	// Components without an in-vertex: out.
	if outs && len(out) < maxNativeClauses && len(roots) > 1 {
		// The vertices of the other components (all unassigned), one cut
		// per component.
		b := int32(-1)
		var cuts map[int32][]encode.Lit
		for u := int32(0); u < int32(n) && len(out) < maxNativeClauses; u++ {
			c := sc.cid[u]
			if sc.state[u] < 0 || c == home {
				continue
			}
			if b < 0 {
				b = p.repIn(sc, func(v int32) bool { return sc.cid[v] == home })
				cuts = map[int32][]encode.Lit{}
			}
			cut, ok := cuts[c]
			if !ok {
				inD := func(v int32) bool { return sc.state[v] >= 0 && sc.cid[v] == c }
				cut = p.cut(sc, inD, u, b) // ¬in[u] ∨ ¬in[b] ∨ S
				cuts[c] = cut
			}
			// cut[0] is ¬in of the component's first vertex (unassigned,
			// so not always-in): the same cut holds for every vertex of it.
			out = append(out, append([]encode.Lit{-p.in[u]}, cut[1:]...))
		}
	}
	if len(out) >= maxNativeClauses {
		home = -1
	}
	return p.finish(out), home
}

func (p *nativeProp) finish(cls [][]encode.Lit) [][]encode.Lit {
	if testCorruptCut != nil {
		for i, c := range cls {
			cls[i] = testCorruptCut(c)
		}
	}
	return cls
}

// dfs explores r's component of the possible graph, labelled c: discovery
// times, low points, subtree sizes and in-counts, and the candidates
// (v, w): v's removal cuts w's subtree off.
func (p *nativeProp) dfs(sc *nativeScratch, r, c int32) {
	enter := func(v, pe int32) {
		sc.order = append(sc.order, v)
		t := int32(len(sc.order))
		sc.disc[v], sc.low[v], sc.size[v], sc.cid[v] = t, t, 1, c
		sc.inSub[v], sc.firstIn[v] = 0, -1
		if sc.state[v] == 1 {
			sc.inSub[v], sc.firstIn[v] = 1, v
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
			if p.eid[i] == top.pe {
				continue
			}
			u := p.to[i]
			if sc.state[u] < 0 {
				continue
			}
			if sc.disc[u] == 0 {
				enter(u, p.eid[i])
			} else if sc.disc[u] < sc.low[v] {
				sc.low[v] = sc.disc[u]
			}
			continue
		}
		sc.stack = sc.stack[:len(sc.stack)-1]
		if len(sc.stack) == 0 {
			break
		}
		par := sc.stack[len(sc.stack)-1].v
		sc.low[par] = min(sc.low[par], sc.low[v])
		sc.size[par] += sc.size[v]
		sc.inSub[par] += sc.inSub[v]
		if sc.firstIn[par] < 0 {
			sc.firstIn[par] = sc.firstIn[v]
		}
		if sc.low[v] >= sc.disc[par] && sc.state[par] == 0 && sc.inSub[v] > 0 {
			sc.cands = append(sc.cands, nativeCand{par, v})
		}
	}
}

// repIn is an in-vertex with member(v), always-in if there is one.
func (p *nativeProp) repIn(sc *nativeScratch, member func(int32) bool) int32 {
	best := int32(-1)
	for v := int32(0); v < int32(len(p.in)); v++ {
		if sc.state[v] == 1 && member(v) {
			if p.in[v] == 0 {
				return v
			}
			if best < 0 {
				best = v
			}
		}
	}
	return best
}

// cut is the clause ¬in[a] ∨ ¬in[b] ∨ ⋁ in[s], s ∈ S (the first two left
// out for always-in vertices), a ∈ A, b ∉ A: N(A) is what borders A, R is
// b's component once N(A) is removed, and S the part of N(A) next to R.
// Every path from a to b enters R through S.
func (p *nativeProp) cut(sc *nativeScratch, inA func(int32) bool, a, b int32) []encode.Lit {
	n := int32(len(p.in))
	mark := sc.mark // 1: A, 2: N(A), 3: R
	clear(mark)
	for v := int32(0); v < n; v++ {
		if inA(v) {
			mark[v] = 1
		}
	}
	for v := int32(0); v < n; v++ {
		if mark[v] != 1 {
			continue
		}
		for _, u := range p.to[p.start[v]:p.start[v+1]] {
			if mark[u] == 0 {
				mark[u] = 2
			}
		}
	}
	mark[b] = 3
	q := append(sc.queue[:0], b)
	for len(q) > 0 {
		v := q[len(q)-1]
		q = q[:len(q)-1]
		for _, u := range p.to[p.start[v]:p.start[v+1]] {
			if mark[u] == 0 {
				mark[u] = 3
				q = append(q, u)
			}
		}
	}
	sc.queue = q
	var cut []encode.Lit
	if p.in[a] != 0 {
		cut = append(cut, -p.in[a])
	}
	if p.in[b] != 0 {
		cut = append(cut, -p.in[b])
	}
	for v := int32(0); v < n; v++ {
		if mark[v] != 2 {
			continue
		}
		for _, u := range p.to[p.start[v]:p.start[v+1]] {
			if mark[u] == 3 {
				cut = append(cut, p.in[v])
				break
			}
		}
	}
	return cut
}
