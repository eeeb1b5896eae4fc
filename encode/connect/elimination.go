package connect

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// elimination is the vertex-elimination method (after Rankooh and
// Rintanen, AAAI 2022), for Connected (avail nil) and for the touched
// vertices of SingleCycle (avail[e]: edge e is chosen). See the package
// doc, section "elimination".
//
// The vertices that may be in are eliminated one by one in a min-degree
// order (an always-in vertex, the root, last); eliminating v joins its
// remaining neighbours pairwise (fill edges). c[u,w], one per edge of this
// filled graph, means "u and w are in and joined by a path of
// in-vertices (through chosen edges) whose inner vertices were all
// eliminated before u and w"; for each vertex v and two later neighbours
// u, w of v, t[v,u,w] ⇔ c[v,u] ∧ c[v,w]:
//
//	c[u,w] ⇔ (in[u] ∧ in[w] ∧ ⋁ avail[e], e between u and w) ∨ ⋁ t[v,u,w]
//	t[v,u,w] → c[v,u], t[v,u,w] → c[v,w], c[v,u] ∧ c[v,w] → t[v,u,w]
//
// and every in-vertex but the top (the last in-vertex in the order, a
// chain like the root chain) has an upward c:
//
//	in[v] → top[v] ∨ ⋁ c[v,w], w later than v.
func elimination(b *encode.Builder, g *graph.Graph, inLits []encode.Lit, avail []encode.Lit) {
	c := &cnf{b: b}
	in := constants(inLits)
	n := len(in)
	// The graph over the vertices that may be in: distinct neighbours,
	// and per pair the literals of the edges that join them.
	type pair [2]int
	key := func(u, w int) pair {
		if u > w {
			u, w = w, u
		}
		return pair{u, w}
	}
	adj := make([]map[int]bool, n)
	for v := range adj {
		adj[v] = map[int]bool{}
	}
	origAvail := map[pair][]encode.Lit{}
	for e := 0; e < g.M(); e++ {
		u, w := g.Edge(e)
		if u == w || in[u] == fls || in[w] == fls {
			continue
		}
		a := tru
		if avail != nil {
			a = avail[e]
		}
		if a == fls {
			continue
		}
		adj[u][w], adj[w][u] = true, true
		origAvail[key(u, w)] = append(origAvail[key(u, w)], a)
	}
	fixed := -1
	var verts []int
	for v := 0; v < n; v++ {
		if in[v] == fls {
			continue
		}
		verts = append(verts, v)
		if in[v] == tru && fixed < 0 {
			fixed = v
		}
	}
	if len(verts) <= 1 {
		return
	}
	order, higher := minDegreeOrder(verts, adj, fixed)

	// c variables, one per filled edge, under its earlier end.
	cv := map[pair]encode.Lit{}
	for _, v := range order {
		for _, w := range higher[v] {
			cv[key(v, w)] = c.aux("connect.elimination.c", 1)[0]
		}
	}
	// triangles: t[v,u,w] for two later neighbours u, w of v.
	support := map[pair][]encode.Lit{}
	for _, v := range order {
		hs := higher[v]
		for i, u := range hs {
			for _, w := range hs[i+1:] {
				t := c.aux("connect.elimination.t", 1)[0]
				cu, cw := cv[key(v, u)], cv[key(v, w)]
				c.add(-t, cu)
				c.add(-t, cw)
				c.add(-cu, -cw, t)
				c.add(-t, cv[key(u, w)])
				support[key(u, w)] = append(support[key(u, w)], t)
			}
		}
	}
	// c's definitions.
	for _, v := range order {
		for _, w := range higher[v] {
			k := key(v, w)
			cl := []encode.Lit{-cv[k]}
			as, orig := origAvail[k]
			if orig {
				c.add(-cv[k], in[v])
				c.add(-cv[k], in[w])
				direct := false
				for _, a := range as {
					c.add(-in[v], -in[w], -a, cv[k])
					if a == tru {
						direct = true
					}
				}
				if direct {
					continue // c ⇔ in[v] ∧ in[w]: the t's imply both
				}
				cl = append(cl, as...)
			}
			c.add(append(cl, support[k]...)...)
		}
	}
	// the top, and an upward c for every other in-vertex.
	top := make(map[int]encode.Lit, len(verts))
	if fixed >= 0 {
		for _, v := range verts {
			top[v] = fls
		}
		top[fixed] = tru
	} else {
		seq := make([]encode.Lit, len(order))
		for i, v := range order {
			seq[len(order)-1-i] = in[v]
		}
		root, _ := roots(c, seq, "connect.elimination")
		for i, v := range order {
			top[v] = root[len(order)-1-i]
		}
	}
	for _, v := range order {
		cl := []encode.Lit{-in[v], top[v]}
		for _, w := range higher[v] {
			cl = append(cl, cv[key(v, w)])
		}
		c.add(cl...)
	}
}

// minDegreeOrder eliminates verts (adj: their neighbour sets, changed)
// one at a time, always one of least degree in the remaining graph (the
// smallest on ties), last (when >= 0) at the end; eliminating v joins its
// remaining neighbours pairwise. It returns the order and, per vertex,
// its neighbours in the filled graph that come later, in order.
func minDegreeOrder(verts []int, adj []map[int]bool, last int) (order []int, higher [][]int) {
	n := len(adj)
	higher = make([][]int, n)
	gone := make([]bool, n)
	pos := make([]int, n)
	left := len(verts)
	for left > 0 {
		best := -1
		for _, v := range verts {
			if gone[v] || (v == last && left > 1) {
				continue
			}
			if best < 0 || len(adj[v]) < len(adj[best]) {
				best = v
			}
		}
		v := best
		gone[v] = true
		pos[v] = len(order)
		order = append(order, v)
		left--
		hs := make([]int, 0, len(adj[v]))
		for w := range adj[v] {
			hs = append(hs, w)
		}
		slices.Sort(hs)
		for i, u := range hs {
			delete(adj[u], v)
			for _, w := range hs[i+1:] {
				adj[u][w], adj[w][u] = true, true
			}
		}
		higher[v] = hs
	}
	// later neighbours in elimination order (the order of the clauses)
	for _, v := range order {
		slices.SortFunc(higher[v], func(a, b int) int { return pos[a] - pos[b] })
	}
	return order, higher
}
