package connect

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// forceConnected adds the eager method's facts for Connected, from the
// always-in vertices (the seed) and g alone, before solving:
//
//   - a vertex in no component of g with a seed vertex is out;
//   - a vertex v whose removal leaves seed vertices in two or more parts
//     (or one part, v itself being seed) is in, and for each such part P,
//     some neighbour of v in P is in (a path from P to the rest passes v).
//
// One search of g - v per vertex: O(n(n+m)).
func forceConnected(b *encode.Builder, g *graph.Graph, in []encode.Lit) {
	n := g.N()
	var seed []int
	for v, l := range in {
		if l == 0 {
			seed = append(seed, v)
		}
	}
	if len(seed) == 0 {
		return
	}
	comp := componentsWithout(g, -1, nil)
	for v := 0; v < n; v++ {
		if comp[v] != comp[seed[0]] && in[v] != 0 {
			b.Clause(-in[v])
		}
		// (two seed vertices in different components: the empty clause
		// comes from the lazy cut; nothing to force here.)
	}
	for v := 0; v < n; v++ {
		c := componentsWithout(g, v, nil)
		sides := map[int]bool{}
		for _, s := range seed {
			if s != v {
				sides[c[s]] = true
			}
		}
		places := len(sides)
		if in[v] == 0 {
			places++
		}
		if places < 2 || len(sides) == 0 {
			continue
		}
		if in[v] != 0 {
			b.Clause(in[v])
		}
		for side := range sides {
			var cl []encode.Lit
			sat := false
			for _, h := range g.Neighbors(v) {
				if h.To != v && c[h.To] == side {
					if in[h.To] == 0 {
						sat = true
						break
					}
					cl = append(cl, in[h.To])
				}
			}
			if !sat {
				b.Clause(cl...)
			}
		}
	}
}

// forceCycle adds the eager method's facts for SingleCycle from the
// always-chosen edges (the seed):
//
//   - an edge in no component of g with a seed edge is not chosen;
//   - an edge whose removal leaves seed edges in two parts is chosen;
//   - a vertex v whose removal leaves seed edges in two or more places
//     (parts of g - v, or at v itself): for each part P, some edge
//     between v and P is chosen.
func forceCycle(b *encode.Builder, g *graph.Graph, edge []encode.Lit) {
	var seed []int
	for e, l := range edge {
		if l == 0 {
			seed = append(seed, e)
		}
	}
	if len(seed) == 0 {
		return
	}
	s0, _ := g.Edge(seed[0])
	comp := componentsWithout(g, -1, nil)
	for e, l := range edge {
		if u, _ := g.Edge(e); comp[u] != comp[s0] && l != 0 {
			b.Clause(-l)
		}
	}
	skip := make([]bool, g.M())
	for e, l := range edge {
		if l == 0 {
			continue
		}
		skip[e] = true
		c := componentsWithout(g, -1, skip)
		skip[e] = false
		sides := map[int]bool{}
		for _, s := range seed {
			u, _ := g.Edge(s)
			sides[c[u]] = true
		}
		if len(sides) >= 2 {
			b.Clause(l)
		}
	}
	for v := 0; v < g.N(); v++ {
		c := componentsWithout(g, v, nil)
		sides := map[int]bool{}
		places := 0
		for _, s := range seed {
			x, y := g.Edge(s)
			switch {
			case x == v || y == v:
				places = 1 // a seed edge at v
			default:
				sides[c[x]] = true
			}
		}
		places += len(sides)
		if places < 2 {
			continue
		}
		for side := range sides {
			var cl []encode.Lit
			sat := false
			for _, h := range g.Neighbors(v) {
				if h.To != v && c[h.To] == side {
					if edge[h.ID] == 0 {
						sat = true
						break
					}
					cl = append(cl, edge[h.ID])
				}
			}
			if !sat {
				b.Clause(cl...)
			}
		}
	}
}

// componentsWithout labels the components of g without vertex skipV (-1:
// none; it gets -1) and without the edges with skipE[id].
func componentsWithout(g *graph.Graph, skipV int, skipE []bool) []int {
	comp := make([]int, g.N())
	for i := range comp {
		comp[i] = -1
	}
	var stack []int
	count := 0
	for s := range comp {
		if s == skipV || comp[s] >= 0 {
			continue
		}
		comp[s] = count
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, h := range g.Neighbors(v) {
				if h.To == skipV || comp[h.To] >= 0 || (skipE != nil && skipE[h.ID]) {
					continue
				}
				comp[h.To] = count
				stack = append(stack, h.To)
			}
		}
		count++
	}
	return comp
}
