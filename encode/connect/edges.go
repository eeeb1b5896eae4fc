package connect

import (
	"errors"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// ConnectedEdges adds "the chosen edges connect every vertex of g" (all
// vertices are in; Hashi's islands and bridges): edge[e] is the literal
// "edge e is chosen" (0: always chosen). Methods: native only (Hashi
// keeps its own lazy and eager encodings of this rule). The propagator
// is SingleCycle's (native_cycle.go) with every vertex in: in-vertices
// in two components of the possible graph (edges chosen or unassigned)
// are a conflict, an unassigned bridge of it is chosen, and every clause
// is ⋁ edge[f] over the edges f leaving one side of a cut: the side's
// other edges are not chosen. Its checker (native_check.go) takes the
// edges a clause names, removes them from g, and wants g to fall apart.
func ConnectedEdges(b *encode.Builder, g *graph.Graph, edge []encode.Lit, method string) (Refine, error) {
	if len(edge) != g.M() {
		return nil, fmt.Errorf("connect.ConnectedEdges: %d edge literals for %d edges", len(edge), g.M())
	}
	if method != "native" {
		return nil, fmt.Errorf("--connectivity %q does not apply to connected edges; use native", method)
	}
	f, ok := b.Out.(interface{ AddPropagator(encode.Propagator) })
	if !ok {
		return nil, errors.New("--connectivity native needs a formula to attach its propagator to (the builder writes elsewhere)")
	}
	edge = append([]encode.Lit(nil), edge...)
	p := newNativeCycleProp(g, edge)
	p.fixed = true
	p.check = newEdgeCutChecker(g, edge).check
	f.AddPropagator(p)
	return nil, nil
}

// runFixed is run with every vertex in (ConnectedEdges): one search of
// the possible graph; more than one component is a conflict (the edges
// leaving vertex 0's component, all not chosen), an unassigned bridge is
// chosen (the edges leaving the side below it: the others are not).
func (p *nativeCycleProp) runFixed(sc *cycleScratch, a encode.Valuation, full bool) ([][]encode.Lit, int32) {
	if p.n < 2 {
		return nil, -1
	}
	for e, l := range p.edge {
		sc.est[e] = 1
		if l != 0 {
			sc.est[e] = a.Value(l)
		}
	}
	for v := range sc.inE {
		sc.inE[v], sc.disc[v] = 0, 0 // every vertex in (no edge needed)
	}
	sc.order, sc.cands, sc.candEdge = sc.order[:0], sc.cands[:0], sc.candEdge[:0]
	comps := int32(0)
	for r := int32(0); r < int32(p.n); r++ {
		if sc.disc[r] == 0 {
			p.dfs(sc, r, comps)
			comps++
		}
	}
	if comps > 1 {
		c0 := sc.cid[0]
		return p.finish([][]encode.Lit{p.crossing(func(v int32) bool { return sc.cid[v] == c0 })}), -1
	}
	if full {
		return nil, 0
	}
	var out [][]encode.Lit
	for i, c := range sc.cands {
		if len(out) >= maxNativeClauses {
			break
		}
		if sc.est[sc.candEdge[i]] != 0 {
			continue
		}
		lo, hi := sc.disc[c.w], sc.disc[c.w]+sc.size[c.w]
		out = append(out, p.crossing(func(u int32) bool { return sc.disc[u] >= lo && sc.disc[u] < hi }))
	}
	home := int32(0)
	if len(out) >= maxNativeClauses {
		home = -1
	}
	return p.finish(out), home
}

// crossing is ⋁ edge[f] over the edges f with one end in A.
func (p *nativeCycleProp) crossing(inA func(int32) bool) []encode.Lit {
	var cl []encode.Lit
	for f, ends := range p.ends {
		if inA(ends[0]) != inA(ends[1]) && p.edge[f] != 0 {
			cl = append(cl, p.edge[f])
		}
	}
	return cl
}

// edgeCutChecker checks ConnectedEdges' clauses: the edges a clause names
// (as positive literals) removed, g must fall apart. It shares no code
// with the propagator.
type edgeCutChecker struct {
	g    *graph.Graph
	edge []encode.Lit
}

func newEdgeCutChecker(g *graph.Graph, edge []encode.Lit) *edgeCutChecker {
	return &edgeCutChecker{g: g, edge: append([]encode.Lit(nil), edge...)}
}

func (c *edgeCutChecker) check(clause []encode.Lit) error {
	pos, neg := litSets(clause)
	n := c.g.N()
	gone := make([]bool, c.g.M())
	for e, l := range c.edge {
		if l != 0 && pos[l] {
			if neg[l] {
				return nil // a tautology
			}
			gone[e] = true
		}
	}
	t := make([]int, n)
	for v := range t {
		t[v] = v
	}
	return separated("vertices", t, make([]bool, n), func(v int, visit func(int)) {
		for _, h := range c.g.Neighbors(v) {
			if !gone[h.ID] {
				visit(h.To)
			}
		}
	}, clause)
}
