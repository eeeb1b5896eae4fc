package connect

import (
	"math/bits"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// tru and fls stand for the constants true and false inside the eager
// encodings; cnf.add drops them from clauses (or the clause).
const (
	tru = encode.Lit(1<<31 - 1)
	fls = -tru
)

// cnf writes clauses with constants folded.
type cnf struct {
	b   *encode.Builder
	buf []encode.Lit
	t   encode.Lit // a variable fixed true, when one was needed
}

// add adds the clause of lits: nothing when one is tru, without the fls.
func (c *cnf) add(lits ...encode.Lit) {
	c.buf = c.buf[:0]
	for _, l := range lits {
		switch l {
		case tru:
			return
		case fls:
			continue
		}
		c.buf = append(c.buf, l)
	}
	c.b.Clause(c.buf...)
}

// aux allocates n auxiliary variables named name[0..n-1].
func (c *cnf) aux(name string, n int) []encode.Lit {
	ls := make([]encode.Lit, n)
	if n == 0 {
		return ls
	}
	first := c.b.Vars.AuxBlock(name, n)
	for i := range ls {
		ls[i] = first + encode.Lit(i)
	}
	return ls
}

// constants returns in with 0 (always in) replaced by tru.
func constants(in []encode.Lit) []encode.Lit {
	out := make([]encode.Lit, len(in))
	for i, l := range in {
		out[i] = l
		if l == 0 {
			out[i] = tru
		}
	}
	return out
}

// roots returns root[v], "v is the root": the first always-in vertex when
// there is one (constants, no clauses), else the smallest in-vertex, with
// the chain p[v] ⇔ in[0] ∨ … ∨ in[v] and root[v] ⇔ in[v] ∧ ¬p[v-1]
// (n-2 and n-1 auxiliary variables, 3 clauses each). It also returns the
// fixed root, or -1.
func roots(c *cnf, in []encode.Lit, name string) (root []encode.Lit, fixed int) {
	n := len(in)
	root = make([]encode.Lit, n)
	for v, l := range in {
		if l == tru {
			for u := range root {
				root[u] = fls
			}
			root[v] = tru
			return root, v
		}
	}
	if n == 0 {
		return root, -1
	}
	p := make([]encode.Lit, n-1)
	if n > 1 {
		p[0] = in[0]
		copy(p[1:], c.aux(name+".p", n-2))
	}
	for v := 1; v < n-1; v++ {
		c.add(-in[v], p[v])
		c.add(-p[v-1], p[v])
		c.add(-p[v], p[v-1], in[v])
	}
	root[0] = in[0]
	copy(root[1:], c.aux(name+".root", n-1))
	for v := 1; v < n; v++ {
		c.add(-root[v], in[v])
		c.add(-root[v], -p[v-1])
		c.add(-in[v], p[v-1], root[v])
	}
	return root, -1
}

// distanceConnected is the distance method: d[v][k] "v is in and at most
// k steps from the root through in-vertices", for k = 0..D with D = n-1,
// d[v][0] = root[v] and d[v][D] = in[v]:
//
//	d[v][k] → d[v][k-1] ∨ ⋁ d[u][k-1], u ∈ N(v)   (v got there, or a neighbour was one step closer)
//	d[v][k-1] → d[v][k]                             (monotone)
//
// With a fixed root r, d[r][k] is true and d[v][k] false for k below v's
// distance from r in g: those are constants, not variables.
//
// free drops the symmetry breaking of the root (see [DistanceFreeRoot]).
func distanceConnected(b *encode.Builder, g *graph.Graph, inLits []encode.Lit, free bool) {
	c := &cnf{b: b}
	in := constants(inLits)
	n := len(in)
	if n <= 1 {
		return
	}
	var root []encode.Lit
	var fixed int
	if free {
		root, fixed = freeRoots(c, in)
	} else {
		root, fixed = roots(c, in, "connect.distance")
	}
	D := n - 1
	var dist []int
	if fixed >= 0 {
		dist = bfs(g, fixed)
	}
	nbrs := neighbourSets(g)
	d := make([][]encode.Lit, n)
	for v := range d {
		d[v] = make([]encode.Lit, D+1)
		d[v][0] = root[v]
		d[v][D] = in[v]
		lo := 1
		if fixed >= 0 {
			if dist[v] < 0 {
				lo = D // unreachable from the root: out
				for k := 0; k < D; k++ {
					d[v][k] = fls
				}
			} else {
				lo = max(dist[v], 1)
				for k := 0; k < lo; k++ {
					d[v][k] = fls
				}
				if v == fixed {
					for k := range d[v] {
						d[v][k] = tru
					}
					lo = D
				}
			}
		}
		if lo < D {
			copy(d[v][lo:D], c.aux("connect.distance.d", D-lo))
		}
	}
	cl := make([]encode.Lit, 0, 8)
	for v := 0; v < n; v++ {
		for k := 1; k <= D; k++ {
			c.add(-d[v][k-1], d[v][k])
			cl = append(cl[:0], -d[v][k], d[v][k-1])
			for _, u := range nbrs[v] {
				cl = append(cl, d[u][k-1])
			}
			c.add(cl...)
		}
	}
}

// treeConnected is the tree method: every in-vertex but the root picks a
// parent among its in-neighbours, and parents have smaller ranks, so
// following parents ends at the root. avail[e] (nil: all tru) is the
// literal "edge e may be used"; par[v→u] through e implies it.
//
//	par[v→u] → in[u], par[v→u] → in[v], par[v→u] → ¬root[v], par[v→u] → avail[e]
//	in[v] → root[v] ∨ ⋁ par[v→u]
//	at most one par[v→u] per v (b.AMO)
//	par[v→u] → rank[u] < rank[v]   (L-bit ranks, L = ⌈log2 n⌉)
//	rank[v] = 0 when v is the root or out (pins the free bits)
//
// The comparison has L auxiliary variables t[i] per arc, "the bits above i
// are equal and rank[u] < rank[v] is decided at bit i or below":
// par → t[L-1]; t[i] → ¬u[i] ∨ v[i]; t[i] ∧ u[i] → t[i-1];
// t[i] ∧ ¬v[i] → t[i-1]; at i = 0 the last two become t[0] → ¬u[0] and
// t[0] → v[0].
func treeConnected(b *encode.Builder, g *graph.Graph, inLits []encode.Lit, avail []encode.Lit) {
	c := &cnf{b: b}
	in := constants(inLits)
	n := len(in)
	if n <= 1 {
		return
	}
	root, _ := roots(c, in, "connect.tree")
	L := bits.Len(uint(n - 1))
	rank := c.aux("connect.tree.rank", n*L)
	for v := 0; v < n; v++ {
		for i := 0; i < L; i++ {
			c.add(-root[v], -rank[v*L+i])
			c.add(in[v], -rank[v*L+i])
		}
	}
	for v := 0; v < n; v++ {
		// arcs v→u, one per neighbour u (the first edge when parallel;
		// with avail, one per edge).
		var par []encode.Lit
		seen := map[int]bool{}
		for _, h := range g.Neighbors(v) {
			u, e := h.To, h.ID
			if u == v || in[u] == fls || root[v] == tru {
				continue
			}
			a := tru
			if avail != nil {
				a = avail[e]
			} else if seen[u] {
				continue
			}
			seen[u] = true
			p := c.aux("connect.tree.par", 1)[0]
			par = append(par, p)
			c.add(-p, in[u])
			c.add(-p, in[v])
			c.add(-p, -root[v])
			c.add(-p, a)
			ru, rv := rank[u*L:(u+1)*L], rank[v*L:(v+1)*L]
			t := c.aux("connect.tree.less", L)
			c.add(-p, t[L-1])
			for i := L - 1; i >= 0; i-- {
				c.add(-t[i], -ru[i], rv[i])
				if i > 0 {
					c.add(-t[i], -ru[i], t[i-1])
					c.add(-t[i], rv[i], t[i-1])
				} else {
					c.add(-t[0], -ru[0])
					c.add(-t[0], rv[0])
				}
			}
		}
		c.add(append([]encode.Lit{-in[v], root[v]}, par...)...)
		if len(par) > 1 {
			b.AtMostOne(par)
		}
	}
}

// bfs returns the distance in g from s to every vertex (-1: unreachable).
func bfs(g *graph.Graph, s int) []int {
	dist := make([]int, g.N())
	for i := range dist {
		dist[i] = -1
	}
	dist[s] = 0
	q := []int{s}
	for len(q) > 0 {
		v := q[0]
		q = q[1:]
		for _, h := range g.Neighbors(v) {
			if dist[h.To] < 0 {
				dist[h.To] = dist[v] + 1
				q = append(q, h.To)
			}
		}
	}
	return dist
}

// neighbourSets lists each vertex's distinct neighbours other than itself.
func neighbourSets(g *graph.Graph) [][]int {
	ns := make([][]int, g.N())
	for v := range ns {
		for _, h := range g.Neighbors(v) {
			if h.To != v && !containsInt(ns[v], h.To) {
				ns[v] = append(ns[v], h.To)
			}
		}
	}
	return ns
}

func containsInt(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}
