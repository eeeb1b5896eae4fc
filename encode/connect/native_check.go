package connect

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// The cut checkers certify the native propagator's clauses. They share no
// code with it (nor with the lazy method): a clause is read as "some
// vertex of T is out, or some vertex of S is in", T being the vertices
// whose in-literal the clause negates plus the always-in vertices, S
// those whose in-literal it holds; it holds for every connected in-set
// exactly when two vertices of T are disconnected in g once S is removed
// (or when it names a literal and its negation). Literals that name no
// vertex are ignored (they only weaken the clause).

// vertexCutChecker checks cuts of Connected on g.
type vertexCutChecker struct {
	g      *graph.Graph
	in     []encode.Lit
	always []int
}

func newVertexCutChecker(g *graph.Graph, in []encode.Lit) *vertexCutChecker {
	c := &vertexCutChecker{g: g, in: append([]encode.Lit(nil), in...)}
	for v, l := range in {
		if l == 0 {
			c.always = append(c.always, v)
		}
	}
	return c
}

func (c *vertexCutChecker) check(clause []encode.Lit) error {
	pos, neg := litSets(clause)
	n := c.g.N()
	removed := make([]bool, n)
	var t []int
	for v, l := range c.in {
		switch {
		case l == 0:
			t = append(t, v)
		case pos[l] && neg[l]:
			return nil // a tautology
		case pos[l]:
			removed[v] = true
		case neg[l]:
			t = append(t, v)
		}
	}
	return separated("vertices", t, removed, func(v int, visit func(int)) {
		for _, h := range c.g.Neighbors(v) {
			visit(h.To)
		}
	}, clause)
}

// cycleCutChecker checks cuts of SingleCycle: its "vertices" are the
// edges of g, two of them adjacent when they share an end.
type cycleCutChecker struct {
	g    *graph.Graph
	edge []encode.Lit
}

func newCycleCutChecker(g *graph.Graph, edge []encode.Lit) *cycleCutChecker {
	return &cycleCutChecker{g: g, edge: append([]encode.Lit(nil), edge...)}
}

func (c *cycleCutChecker) check(clause []encode.Lit) error {
	pos, neg := litSets(clause)
	removed := make([]bool, c.g.M())
	var t []int
	for e, l := range c.edge {
		switch {
		case l == 0:
			t = append(t, e)
		case pos[l] && neg[l]:
			return nil
		case pos[l]:
			removed[e] = true
		case neg[l]:
			t = append(t, e)
		}
	}
	return separated("edges", t, removed, func(e int, visit func(int)) {
		u, v := c.g.Edge(e)
		for _, h := range c.g.Neighbors(u) {
			visit(h.ID)
		}
		for _, h := range c.g.Neighbors(v) {
			visit(h.ID)
		}
	}, clause)
}

// litSets are sets keyed by a vertex's literal l: pos[l] when l is in the
// clause, neg[l] when -l is.
func litSets(clause []encode.Lit) (pos, neg map[encode.Lit]bool) {
	pos, neg = map[encode.Lit]bool{}, map[encode.Lit]bool{}
	for _, l := range clause {
		pos[l] = true
		neg[-l] = true
	}
	return pos, neg
}

// separated is nil when some two items of t are disconnected once the
// removed ones are taken out (a breadth-first search from t[0]).
func separated(what string, t []int, removed []bool, next func(int, func(int)), clause []encode.Lit) error {
	if len(t) < 2 {
		return fmt.Errorf("clause %v is not a cut: it names %d of the %s that must be in, two are needed", clause, len(t), what)
	}
	for _, x := range t {
		if removed[x] {
			return nil // x must be in and out: unsatisfiable premise
		}
	}
	seen := make([]bool, len(removed))
	seen[t[0]] = true
	queue := []int{t[0]}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		next(x, func(y int) {
			if !seen[y] && !removed[y] {
				seen[y] = true
				queue = append(queue, y)
			}
		})
	}
	for _, x := range t {
		if !seen[x] {
			return nil
		}
	}
	return fmt.Errorf("clause %v is not a cut: the %d %s it says must be in stay connected once the %s it names in are removed", clause, len(t), what, what)
}
