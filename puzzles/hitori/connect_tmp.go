package hitori

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// TEMPORARY: a stand-in for encode/connect (lazy method only), written
// against its announced API, to be deleted when encode/connect is merged.

var connectMethods = []string{"lazy"}

// connected: the vertices v with in[v] true form one connected subgraph
// of g, lazily: the returned refine cuts off a model whose vertices in
// fall apart.
func connected(_ *encode.Builder, g *graph.Graph, in []encode.Lit, method string) (func(encode.Model) [][]encode.Lit, error) {
	if method != "lazy" {
		return nil, fmt.Errorf("connectivity %q: want lazy", method)
	}
	n := g.N()
	isIn := func(m encode.Model, v int) bool { return in[v] == 0 || m.Value(in[v]) }
	return func(m encode.Model) [][]encode.Lit {
		d := graph.NewDSU(n)
		for id := 0; id < g.M(); id++ {
			u, v := g.Edge(id)
			if isIn(m, u) && isIn(m, v) {
				d.Union(u, v)
			}
		}
		var reps []int // one vertex of each component of the vertices in
		seen := map[int]bool{}
		for v := 0; v < n; v++ {
			if isIn(m, v) && !seen[d.Find(v)] {
				seen[d.Find(v)] = true
				reps = append(reps, v)
			}
		}
		if len(reps) < 2 {
			return nil
		}
		var cuts [][]encode.Lit
		for k, v := range reps {
			if len(reps) == 2 && k == 1 {
				break
			}
			u := reps[(k+1)%len(reps)]
			// Some vertex next to v's component (all out in m) is in, if
			// v and u are.
			root := d.Find(v)
			mark := map[int]bool{}
			var c []encode.Lit
			if in[v] != 0 {
				c = append(c, -in[v])
			}
			if in[u] != 0 {
				c = append(c, -in[u])
			}
			for w := 0; w < n; w++ {
				if !isIn(m, w) || d.Find(w) != root {
					continue
				}
				for _, h := range g.Neighbors(w) {
					x := h.To
					if !mark[x] && !(isIn(m, x) && d.Find(x) == root) {
						mark[x] = true
						c = append(c, in[x])
					}
				}
			}
			cuts = append(cuts, c)
		}
		return cuts
	}, nil
}
