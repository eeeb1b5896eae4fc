package connect

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// DistanceFreeRoot is the distance method without symmetry breaking of
// the root, for measurements: not a value of --connectivity (the names
// are a contract), so reachable only from Go (the package's benchmarks).
// Where no vertex is always in, root[v] is a free variable with
// root[v] → in[v] and at most one root (b's AMO encoding) instead of
// the chain "the smallest in-vertex": n variables and n clauses plus the
// AMO's, against 2n-3 and 6n-9, but every in-vertex of a connected set
// can be the root, so a set has as many models as in-vertices, and
// propagation learns nothing from the order. The rest is distance's.
// With an always-in vertex it is distance exactly. cycle: the chosen
// edges of g connected (in is then one literal per edge, as
// [SingleCycle]'s), through the line graph as distance does.
func DistanceFreeRoot(b *encode.Builder, g *graph.Graph, in []encode.Lit, cycle bool) error {
	if cycle {
		if len(in) != g.M() {
			return fmt.Errorf("connect.DistanceFreeRoot: %d edge literals for %d edges", len(in), g.M())
		}
		distanceConnected(b, lineGraph(g), in, true)
		return nil
	}
	if len(in) != g.N() {
		return fmt.Errorf("connect.DistanceFreeRoot: %d in-literals for %d vertices", len(in), g.N())
	}
	distanceConnected(b, g, in, true)
	return nil
}

// freeRoots returns root[v] free but for root[v] → in[v] and at most one
// root; the first always-in vertex is the root when there is one (as
// roots). It also returns the fixed root, or -1.
func freeRoots(c *cnf, in []encode.Lit) (root []encode.Lit, fixed int) {
	for _, l := range in {
		if l == tru {
			return roots(c, in, "")
		}
	}
	root = c.aux("connect.distance.root", len(in))
	var live []encode.Lit
	for v, r := range root {
		if in[v] == fls {
			c.add(-r)
			continue
		}
		c.add(-r, in[v])
		live = append(live, r)
	}
	if len(live) > 1 {
		c.b.AtMostOne(live)
	}
	return root, -1
}
