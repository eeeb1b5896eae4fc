package connect

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// Acyclic constrains the edges e of g with edge[e] true to form a forest:
// no cycle of chosen edges (a self-loop is a cycle, and so are two
// parallel edges). edge[e] == 0 means e is always chosen. len(edge) must
// be g.M(). method is one of Methods(Forest):
//
// # lazy (Forest)
//
// No variables, no clauses up front. For a model, the chosen edges are
// added one by one to a union-find; an edge e = uv whose ends are already
// joined closes the cycle C = e plus the path u..v of the edges kept so
// far, and the cut
//
//	⋁ ¬edge[f], f ∈ C
//
// ("not all of this cycle") is returned, one per such edge (at most
// m-n+1 cuts, each at most n literals). Every forest keeps every cut.
//
// # leaf (Forest)
//
// A complete CNF: the chosen edges form a forest iff the vertices can be
// removed one by one, each with at most one chosen edge to the vertices
// not yet removed (a leaf or an isolated vertex of what is left). The
// edge to a later vertex is the vertex's parent arc: p[e,u] reads "e is
// chosen and points from u to its other end v, removed later".
//
//	edge[e] → p[e,u] ∨ p[e,v],  p[e,u] → edge[e],  ¬p[e,u] ∨ ¬p[e,v]
//	at most one p[e,v] over the edges e at v   (the Builder's AMO encoding)
//
// On a cycle of k chosen edges each vertex then has exactly one outgoing
// arc, so the arcs form a directed cycle: the removal order exists iff the
// parent arcs are acyclic. That is encoded by vertex elimination
// (Rankooh and Rintanen, AAAI 2022) over a static order of g's vertices
// (greedy minimum degree on the simple graph under g): eliminating v joins
// every two of its remaining neighbours (fill edges). a[u,w], for both
// directions of every edge and fill edge, reads "a path of arcs leads
// from u to w":
//
//	p[e,u] → a[u,v]
//	a[u,v] ∧ a[v,w] → a[u,w]   for v eliminated before u and w, u ≠ w both its neighbours then
//	¬a[u,w] ∨ ¬a[w,u]           for every edge and fill edge
//
// A directed cycle shortens at its first eliminated vertex until it is two
// opposite arcs, which the last clauses forbid; a forest rooted anywhere
// gives the arcs toward the roots and a = their transitive closure. A self-loop
// gets ¬edge[e]. With m edges (no self-loop) and F edges plus fill edges,
// 2m+2F variables and 3m + Σ_v d_v(d_v-1) + F clauses plus the AMO's,
// d_v the number of neighbours v has when it is eliminated. On the
// corners of an R×C Gokigen grid (two rotated grids) the fill is
// O(n^1.5) and the clauses O(n·w²), w the width of the order.
//
// # Which one (Forest)
//
// lazy, the default, by measurement: on the 780 Gokigen Naname puzzles
// of the PuzzleKit set (up to 24x36 cells, 925 corners), solved with
// uniqueness proved by gophersat, lazy took a mean 3.6 ms of CPU per
// puzzle (max 52 ms) and leaf 50 ms (max 822 ms): leaf's 24x36 formula
// has 18,926 variables and 117,333 clauses against lazy's 864 and
// 3,136, and a few dozen rounds of cuts cost less than propagating it
// (docs/gokigen.md).
//
// # hybrid (Forest)
//
// leaf's elimination stopped early, after the comparison of Zhou, Wang
// and Yap (SAT 2023), whose hybrid joins vertex elimination with leaf
// elimination by binary times: the minimum-degree order eliminates
// vertices while the next has at most 16 neighbours (hybridDegree); the
// vertices left get binary ranks of ⌈log2 r⌉ bits, and every arc between
// two of them implies a strictly smaller rank at its tail (3B-1 clauses
// and B-1 variables per arc, B bits). Vertex elimination's fill grows on
// dense graphs; ranks stay O(m log n). On Gokigen's sparse corner graphs
// the elimination is cheap and ranks propagate little: leaf is faster
// (docs/gokigen.md has the figures). It is here to compare.
//
// Acyclic returns the Refine of lazy, nil for leaf. g must not change
// afterwards.
func Acyclic(b *encode.Builder, g *graph.Graph, edge []encode.Lit, method string) (Refine, error) {
	if len(edge) != g.M() {
		return nil, fmt.Errorf("connect.Acyclic: %d edge literals for %d edges", len(edge), g.M())
	}
	if err := checkMethod(Forest, method); err != nil {
		return nil, err
	}
	switch method {
	case "lazy":
		return lazyForest(g, edge), nil
	case "leaf":
		leafForest(b, g, edge, -1)
	case "hybrid":
		leafForest(b, g, edge, hybridDegree)
	}
	return nil, nil
}

// lazyForest is the Refine of the lazy method for Acyclic.
func lazyForest(g *graph.Graph, edge []encode.Lit) Refine {
	edge = append([]encode.Lit(nil), edge...)
	return func(m encode.Model) [][]encode.Lit {
		n := g.N()
		dsu := graph.NewDSU(n)
		// forest adjacency: the kept edges by vertex.
		adj := make([][]int, n)
		var cuts [][]encode.Lit
		prev := make([]int, n) // BFS: the edge that reached a vertex
		seen := make([]int, n) // BFS stamp
		stamp := 0
		var queue []int
		for e, l := range edge {
			if l != 0 && !m.Value(l) {
				continue
			}
			u, v := g.Edge(e)
			if !dsu.Same(u, v) {
				dsu.Union(u, v)
				adj[u] = append(adj[u], e)
				adj[v] = append(adj[v], e)
				continue
			}
			// the cycle: e and the forest path v..u.
			cut := make([]encode.Lit, 0, 8)
			if l != 0 {
				cut = append(cut, -l)
			}
			if u != v {
				stamp++
				seen[u] = stamp
				queue = append(queue[:0], u)
				for len(queue) > 0 && seen[v] != stamp {
					x := queue[0]
					queue = queue[1:]
					for _, f := range adj[x] {
						y := g.Other(f, x)
						if seen[y] != stamp {
							seen[y] = stamp
							prev[y] = f
							queue = append(queue, y)
						}
					}
				}
				for x := v; x != u; {
					f := prev[x]
					if edge[f] != 0 {
						cut = append(cut, -edge[f])
					}
					x = g.Other(f, x)
				}
			}
			cuts = append(cuts, cut)
		}
		return cuts
	}
}

// leafForest adds the leaf method's clauses for Acyclic. With maxDeg >= 0
// it is the hybrid method: elimination stops when every remaining vertex
// has more than maxDeg neighbours, and the remaining arcs are ordered by
// binary ranks (rankArcs).
func leafForest(b *encode.Builder, g *graph.Graph, edge []encode.Lit, maxDeg int) {
	c := &cnf{b: b}
	edge = constants(edge)
	n := g.N()
	// The simple graph under g, as neighbour sets; filled by elimination.
	nb := make([]map[int]bool, n)
	for v := range nb {
		nb[v] = map[int]bool{}
	}
	for e := 0; e < g.M(); e++ {
		u, v := g.Edge(e)
		if u == v {
			c.add(-edge[e])
			continue
		}
		nb[u][v], nb[v][u] = true, true
	}
	// a[u,w] for the directed pairs of edges and fill edges, made on demand.
	a := map[[2]int]encode.Lit{}
	arc := func(u, w int) encode.Lit {
		if l, ok := a[[2]int{u, w}]; ok {
			return l
		}
		l := c.aux("connect.leaf.reach", 1)[0]
		a[[2]int{u, w}] = l
		return l
	}
	// parent arcs.
	out := make([][]encode.Lit, n)
	for e := 0; e < g.M(); e++ {
		u, v := g.Edge(e)
		if u == v {
			continue
		}
		p := c.aux("connect.leaf.parent", 2)
		c.add(-edge[e], p[0], p[1])
		c.add(-p[0], edge[e])
		c.add(-p[1], edge[e])
		c.add(-p[0], -p[1])
		c.add(-p[0], arc(u, v))
		c.add(-p[1], arc(v, u))
		out[u] = append(out[u], p[0])
		out[v] = append(out[v], p[1])
	}
	for v := 0; v < n; v++ {
		if len(out[v]) > 1 {
			b.AtMostOne(out[v])
		}
	}
	// Elimination, greedy minimum degree (ties: smallest vertex).
	done := make([]bool, n)
	var pairs [][2]int
	for range n {
		best := -1
		for v := 0; v < n; v++ {
			if !done[v] && (best < 0 || len(nb[v]) < len(nb[best])) {
				best = v
			}
		}
		v := best
		if maxDeg >= 0 && len(nb[v]) > maxDeg {
			rankArcs(c, nb, done, arc)
			break
		}
		done[v] = true
		ns := make([]int, 0, len(nb[v]))
		for u := 0; u < n && len(ns) < len(nb[v]); u++ {
			if nb[v][u] {
				ns = append(ns, u)
			}
		}
		for _, u := range ns {
			pairs = append(pairs, [2]int{min(u, v), max(u, v)})
			delete(nb[u], v)
		}
		for i, u := range ns {
			for _, w := range ns[i+1:] {
				nb[u][w], nb[w][u] = true, true
			}
		}
		for _, u := range ns {
			for _, w := range ns {
				if u != w {
					c.add(-arc(u, v), -arc(v, w), arc(u, w))
				}
			}
		}
	}
	for _, p := range pairs {
		c.add(-arc(p[0], p[1]), -arc(p[1], p[0]))
	}
}
