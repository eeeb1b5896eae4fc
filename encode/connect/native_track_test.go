package connect

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// allJoined says whether the chosen edges join every vertex of g.
func allJoined(g *graph.Graph, chosen []bool) bool {
	d := graph.NewDSU(g.N())
	for e, ch := range chosen {
		if ch {
			u, v := g.Edge(e)
			d.Union(u, v)
		}
	}
	for v := 1; v < g.N(); v++ {
		if d.Find(v) != d.Find(0) {
			return false
		}
	}
	return true
}

// TestConnectedEdgesBruteForce: for every small graph and choice of
// edges, ConnectedEdges' native propagator accepts exactly the choices
// that join every vertex, and every clause it gave holds on them and
// passes its checker.
func TestConnectedEdgesBruteForce(t *testing.T) {
	for _, tg := range smallGraphs(8) {
		if tg.g.M() > 10 || tg.g.N() < 1 {
			continue
		}
		for _, always := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/always=%v", tg.name, always), func(t *testing.T) {
				g := tg.g
				edge, f := literals(g.M(), always)
				nv := f.Vars.NumVars()
				b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
				if _, err := ConnectedEdges(b, g, edge, "native"); err != nil {
					t.Fatal(err)
				}
				s := loadSolver(f)
				var good []int
				for bits := 0; bits < 1<<nv; bits++ {
					chosen := make([]bool, g.M())
					assumps := make([]encode.Lit, nv)
					for v := 1; v <= nv; v++ {
						assumps[v-1] = encode.Lit(v)
						if bits>>(v-1)&1 == 0 {
							assumps[v-1] = -encode.Lit(v)
						}
					}
					for e, l := range edge {
						chosen[e] = value(l, bits)
					}
					want := allJoined(g, chosen)
					if want {
						good = append(good, bits)
					}
					if got := s.Solve(context.Background(), assumps) == cdcl.Sat; got != want {
						t.Fatalf("chosen %v: accepted %v, joined %v", chosen, got, want)
					}
				}
				p := f.Propagators()[0]
				for _, c := range s.External() {
					if err := p.Check(c); err != nil {
						t.Fatal(err)
					}
					for _, bits := range good {
						if !slices.ContainsFunc(c, func(l encode.Lit) bool { return value(l, bits) }) {
							t.Fatalf("cut %v is false on a joining choice %b", c, bits)
						}
					}
				}
			})
		}
	}
	if _, err := ConnectedEdges(encode.NewBuilder(encode.NewFormula(), encode.Binomial, encode.Pairwise), graph.New(2), nil, "lazy"); err == nil {
		t.Fatal("ConnectedEdges took lazy")
	}
}

// TestNativeTrackerSearch: the incremental propagators inside a real
// search (random clauses over the literals, no assumptions, so the
// engine decides, learns, backjumps and restarts) answer as brute force
// does, and every model they give keeps the rule.
func TestNativeTrackerSearch(t *testing.T) {
	rng := rand.New(rand.NewSource(29))
	rounds := 300
	if testing.Short() {
		rounds = 120
	}
	for round := 0; round < rounds; round++ {
		n := 3 + rng.Intn(6)
		g := randomGraph(rng, n, 0.3+rng.Float64()*0.4, round%3 == 0)
		kind := []string{"vertices", "cycle", "edges"}[round%3]
		items := g.N()
		if kind != "vertices" {
			items = g.M()
		}
		if items == 0 || items > 14 {
			continue
		}
		lits, f := literals(items, round%2 == 0)
		b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
		var err error
		switch kind {
		case "vertices":
			_, err = Connected(b, g, lits, "native")
		case "cycle":
			_, err = SingleCycle(b, g, lits, "native")
		default:
			_, err = ConnectedEdges(b, g, lits, "native")
		}
		if err != nil {
			t.Fatal(err)
		}
		nv := f.Vars.NumVars()
		var extra [][]encode.Lit
		for k := rng.Intn(2 * nv); k > 0; k-- {
			var c []encode.Lit
			for j := 0; j < 3; j++ {
				l := encode.Lit(1 + rng.Intn(nv))
				if rng.Intn(2) == 0 {
					l = -l
				}
				c = append(c, l)
			}
			extra = append(extra, c)
			f.AddClause(c)
		}
		rule := func(bits int) bool {
			set := make([]bool, items)
			for i, l := range lits {
				set[i] = value(l, bits)
			}
			switch kind {
			case "vertices":
				return connectedSet(g, set)
			case "cycle":
				return connectedEdges(g, set)
			}
			return allJoined(g, set)
		}
		want := false
		for bits := 0; bits < 1<<nv && !want; bits++ {
			ok := rule(bits)
			for _, c := range extra {
				ok = ok && slices.ContainsFunc(c, func(l encode.Lit) bool { return value(l, bits) })
			}
			want = ok
		}
		s := loadSolver(f)
		got := s.Solve(context.Background(), nil) == cdcl.Sat
		if got != want {
			t.Fatalf("round %d (%s, %d vertices, %d edges): sat %v, brute force %v", round, kind, g.N(), g.M(), got, want)
		}
		if got {
			m := s.Model()
			bits := 0
			for v := 1; v <= nv; v++ {
				if m.Value(encode.Lit(v)) {
					bits |= 1 << (v - 1)
				}
			}
			if !rule(bits) {
				t.Fatalf("round %d (%s): the model breaks the rule", round, kind)
			}
		}
		p := f.Propagators()[0]
		for _, c := range s.External() {
			if err := p.Check(c); err != nil {
				t.Fatalf("round %d (%s): %v", round, kind, err)
			}
		}
	}
}

// TestEdgeCutCheckerRejects: ConnectedEdges' checker takes a real cut
// (the edges at a vertex) and rejects a clause that leaves one out.
func TestEdgeCutCheckerRejects(t *testing.T) {
	g := graph.New(4) // a 4-cycle 0-1-2-3-0
	for v := 0; v < 4; v++ {
		g.AddEdge(v, (v+1)%4)
	}
	f := encode.NewFormula()
	edge := make([]encode.Lit, 4)
	for e := range edge {
		edge[e] = f.Vars.New(fmt.Sprintf("e%d", e))
	}
	b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
	if _, err := ConnectedEdges(b, g, edge, "native"); err != nil {
		t.Fatal(err)
	}
	p := f.Propagators()[0]
	if err := p.Check([]encode.Lit{edge[0], edge[3]}); err != nil { // the edges at vertex 0
		t.Fatalf("a real cut rejected: %v", err)
	}
	if err := p.Check([]encode.Lit{edge[0]}); err == nil {
		t.Fatal("a clause naming one edge of a cycle passed as a cut")
	}
	if err := p.Check([]encode.Lit{edge[0], -edge[2]}); err == nil {
		t.Fatal("a negated edge counted as a cut edge")
	}
}
