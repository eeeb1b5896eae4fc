package connect

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// gridGraph is the r×c grid: vertex i*c+j, edges to the right and down.
func gridGraph(r, c int) *graph.Graph {
	g := graph.New(r * c)
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			if j+1 < c {
				g.AddEdge(i*c+j, i*c+j+1)
			}
			if i+1 < r {
				g.AddEdge(i*c+j, (i+1)*c+j)
			}
		}
	}
	return g
}

// randomGraph has n vertices and each pair joined with probability p,
// plus, when extra, a parallel edge and a self-loop.
func randomGraph(rng *rand.Rand, n int, p float64, extra bool) *graph.Graph {
	g := graph.New(n)
	for u := 0; u < n; u++ {
		for v := u + 1; v < n; v++ {
			if rng.Float64() < p {
				g.AddEdge(u, v)
			}
		}
	}
	if extra && n >= 2 {
		g.AddEdge(0, 1)
		g.AddEdge(n-1, n-1)
	}
	return g
}

type testGraph struct {
	name string
	g    *graph.Graph
}

// smallGraphs are the graphs of the brute-force tests (at most maxN vertices).
func smallGraphs(maxN int) []testGraph {
	gs := []testGraph{
		{"empty", graph.New(0)},
		{"single", graph.New(1)},
		{"two-apart", graph.New(2)},
		{"grid1x4", gridGraph(1, 4)},
		{"grid2x3", gridGraph(2, 3)},
		{"grid3x3", gridGraph(3, 3)},
		{"grid2x4", gridGraph(2, 4)},
	}
	// two squares 0-1-2-3 and 4-5-6-7 joined by the bridge 3-4 (edge 0)
	sq := graph.New(8)
	sq.AddEdge(3, 4)
	for _, c := range [][4]int{{0, 1, 2, 3}, {4, 5, 6, 7}} {
		for i := range c {
			sq.AddEdge(c[i], c[(i+1)%4])
		}
	}
	gs = append(gs, testGraph{"squares", sq})
	if maxN >= 10 {
		gs = append(gs, testGraph{"grid2x5", gridGraph(2, 5)})
	}
	rng := rand.New(rand.NewSource(29))
	for i := 0; i < 8; i++ {
		n := 3 + rng.Intn(maxN-2)
		p := []float64{0.2, 0.35, 0.5}[i%3]
		gs = append(gs, testGraph{fmt.Sprintf("random%d-n%d", i, n), randomGraph(rng, n, p, i%2 == 1)})
	}
	return gs
}

// connectedSet reports whether the vertices with in[v] are connected in g
// (no vertex counts as connected), by its own search.
func connectedSet(g *graph.Graph, in []bool) bool {
	start := slices.Index(in, true)
	if start < 0 {
		return true
	}
	seen := make([]bool, g.N())
	seen[start] = true
	todo := []int{start}
	for len(todo) > 0 {
		v := todo[0]
		todo = todo[1:]
		for _, h := range g.Neighbors(v) {
			if in[h.To] && !seen[h.To] {
				seen[h.To] = true
				todo = append(todo, h.To)
			}
		}
	}
	for v := range in {
		if in[v] && !seen[v] {
			return false
		}
	}
	return true
}

// connectedEdges reports whether the chosen edges are connected: any two
// are joined by a path of chosen edges.
func connectedEdges(g *graph.Graph, chosen []bool) bool {
	touched := make([]bool, g.N())
	d := graph.NewDSU(g.N())
	for e, ch := range chosen {
		if ch {
			u, v := g.Edge(e)
			touched[u], touched[v] = true, true
			d.Union(u, v)
		}
	}
	root := -1
	for v, t := range touched {
		if !t {
			continue
		}
		if root < 0 {
			root = d.Find(v)
		} else if d.Find(v) != root {
			return false
		}
	}
	return true
}

// literals gives element i a literal: pattern i%3 == 0 the variable itself,
// 1 its negation, 2 (when always) 0 for "always in". vars are 1..n.
func literals(n int, always bool) (lits []encode.Lit, f *encode.Formula) {
	f = encode.NewFormula()
	lits = make([]encode.Lit, n)
	for i := range lits {
		switch {
		case always && i%3 == 2:
			lits[i] = 0
		case i%3 == 1:
			lits[i] = -f.Vars.New(fmt.Sprintf("x%d", i))
		default:
			lits[i] = f.Vars.New(fmt.Sprintf("x%d", i))
		}
	}
	return lits, f
}

// accepts decides with cdcl and the refinement loop whether the formula
// plus the assumptions is satisfiable; it checks that every cut is false
// in the model it cuts. s keeps the formula; cuts are added to s.
func accepts(t *testing.T, s *cdcl.Solver, r Refine, assumps []encode.Lit, cuts *[][]encode.Lit) bool {
	t.Helper()
	for round := 0; ; round++ {
		if round > 1000 {
			t.Fatal("refinement does not end")
		}
		if s.Solve(context.Background(), assumps) != cdcl.Sat {
			return false
		}
		if r == nil {
			return true
		}
		m := s.Model()
		cs := r(m)
		if len(cs) == 0 {
			return true
		}
		for _, c := range cs {
			for _, l := range c {
				if m.Value(l) {
					t.Fatalf("cut %v is true in the model it cuts", c)
				}
			}
			s.AddClause(c)
			*cuts = append(*cuts, slices.Clone(c))
		}
	}
}

func loadSolver(f *encode.Formula) *cdcl.Solver {
	var opts cdcl.Options
	if ps := f.Propagators(); len(ps) > 0 { // native: one propagator
		opts.Propagator = ps[0]
	}
	s := cdcl.New(opts)
	s.EnsureVars(f.Vars.NumVars())
	f.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	return s
}

// value is the value of lit under the assignment bits of variables 1..n.
func value(l encode.Lit, bits int) bool {
	if l == 0 {
		return true
	}
	v := bits>>(l.Var()-1)&1 == 1
	if l < 0 {
		return !v
	}
	return v
}

// TestConnectedBruteForce: for every method, graph and assignment of the
// in-variables, the encoding (with the refinement loop for lazy) is
// satisfiable exactly when the in-vertices are connected, and every cut
// holds on every connected assignment.
func TestConnectedBruteForce(t *testing.T) {
	maxN := 10
	if testing.Short() {
		maxN = 8
	}
	for _, method := range Methods(Vertices) {
		for _, tg := range smallGraphs(maxN) {
			for _, always := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s/%s/always=%v", method, tg.name, always), func(t *testing.T) {
					g := tg.g
					if method == "flow" && (g.N() > 8 || testing.Short() && g.N() > 7) {
						t.Skip("flow refutes a disconnected set by counting: slow; without -short")
					}
					in, f := literals(g.N(), always)
					nv := f.Vars.NumVars()
					b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
					r, err := Connected(b, g, in, method)
					if err != nil {
						t.Fatal(err)
					}
					if (method == "lazy" || method == "eager") != (r != nil) {
						t.Fatalf("method %s: Refine %v", method, r != nil)
					}
					s := loadSolver(f)
					var cuts [][]encode.Lit
					var connected []int
					for bits := 0; bits < 1<<nv; bits++ {
						set := make([]bool, g.N())
						assumps := make([]encode.Lit, nv)
						for v := 1; v <= nv; v++ {
							assumps[v-1] = encode.Lit(v)
							if bits>>(v-1)&1 == 0 {
								assumps[v-1] = -encode.Lit(v)
							}
						}
						for v, l := range in {
							set[v] = value(l, bits)
						}
						want := connectedSet(g, set)
						if want {
							connected = append(connected, bits)
						}
						if got := accepts(t, s, r, assumps, &cuts); got != want {
							t.Fatalf("in-set %v: accepted %v, connected %v", set, got, want)
						}
					}
					cuts = append(cuts, s.External()...) // native's clauses
					for _, c := range cuts {
						for _, bits := range connected {
							if !slices.ContainsFunc(c, func(l encode.Lit) bool { return value(l, bits) }) {
								t.Fatalf("cut %v is false on a connected assignment %b", c, bits)
							}
						}
					}
				})
			}
		}
	}
}

// TestSingleCycleBruteForce: for every method and every choice of edges
// of small graphs, the encoding accepts exactly the connected choices.
func TestSingleCycleBruteForce(t *testing.T) {
	maxM := 12
	if testing.Short() {
		maxM = 10
	}
	var gs []testGraph
	for _, tg := range smallGraphs(8) {
		if tg.g.M() <= maxM {
			gs = append(gs, tg)
		}
	}
	for _, method := range Methods(Cycle) {
		for _, tg := range gs {
			for _, always := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s/%s/always=%v", method, tg.name, always), func(t *testing.T) {
					g := tg.g
					if method == "flow" && (g.M() > 10 || testing.Short() && g.M() > 8) {
						t.Skip("flow refutes a disconnected set by counting: slow; without -short")
					}
					edge, f := literals(g.M(), always)
					nv := f.Vars.NumVars()
					b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
					r, err := SingleCycle(b, g, edge, method)
					if err != nil {
						t.Fatal(err)
					}
					s := loadSolver(f)
					var cuts [][]encode.Lit
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
						want := connectedEdges(g, chosen)
						if want {
							good = append(good, bits)
						}
						if got := accepts(t, s, r, assumps, &cuts); got != want {
							t.Fatalf("chosen %v: accepted %v, connected %v", chosen, got, want)
						}
					}
					cuts = append(cuts, s.External()...) // native's clauses
					for _, c := range cuts {
						for _, bits := range good {
							if !slices.ContainsFunc(c, func(l encode.Lit) bool { return value(l, bits) }) {
								t.Fatalf("cut %v is false on a connected choice %b", c, bits)
							}
						}
					}
				})
			}
		}
	}
}

// TestCycleCount: with the degree 0-or-2 rule, the 3×3 grid has 13 cycles;
// every method finds them all and nothing else (plus the empty choice).
func TestCycleCount(t *testing.T) {
	for _, method := range Methods(Cycle) {
		t.Run(method, func(t *testing.T) {
			g := gridGraph(3, 3)
			f := encode.NewFormula()
			edge := make([]encode.Lit, g.M())
			for e := range edge {
				edge[e] = f.Vars.New(fmt.Sprintf("e%d", e))
			}
			b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
			for v := 0; v < g.N(); v++ {
				var ls []encode.Lit
				for _, h := range g.Neighbors(v) {
					ls = append(ls, edge[h.ID])
				}
				// degree 0 or 2: not exactly 1, not 3 or more.
				b.AtMost(ls, 2)
				for i, l := range ls {
					c := []encode.Lit{-l}
					for j, k := range ls {
						if j != i {
							c = append(c, k)
						}
					}
					b.Clause(c...)
				}
			}
			r, err := SingleCycle(b, g, edge, method)
			if err != nil {
				t.Fatal(err)
			}
			s := loadSolver(f)
			var cuts [][]encode.Lit
			count := 0
			for accepts(t, s, r, nil, &cuts) {
				count++
				if count > 100 {
					t.Fatal("too many")
				}
				block := make([]encode.Lit, len(edge))
				for e, l := range edge {
					block[e] = l
					if s.ModelValue(l) {
						block[e] = -l
					}
				}
				s.AddClause(block)
			}
			if count != 14 {
				t.Errorf("%d solutions, want 13 cycles and the empty choice", count)
			}
		})
	}
}

func TestMethodErrors(t *testing.T) {
	g := gridGraph(2, 2)
	f := encode.NewFormula()
	b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
	in := make([]encode.Lit, 4)
	for _, m := range []string{"", "bogus", "leaf"} {
		_, err := Connected(b, g, in, m)
		if err == nil || !strings.Contains(err.Error(), strings.Join(Methods(Vertices), ", ")) {
			t.Errorf("Connected %q: error %v does not name the methods", m, err)
		}
		_, err = SingleCycle(b, g, make([]encode.Lit, 4), m)
		if err == nil || !strings.Contains(err.Error(), strings.Join(Methods(Cycle), ", ")) {
			t.Errorf("SingleCycle %q: error %v does not name the methods", m, err)
		}
	}
	if _, err := Connected(b, g, in[:3], "lazy"); err == nil {
		t.Error("Connected: no error for too few literals")
	}
	if _, err := SingleCycle(b, g, in[:3], "lazy"); err == nil {
		t.Error("SingleCycle: no error for too few literals")
	}
	if Methods(Vertices)[0] != "lazy" || Methods(Cycle)[0] != "lazy" {
		t.Error("lazy is not the default")
	}
	o := Option(Vertices)
	if o.Name != "connectivity" || o.Default != "lazy" || !slices.Equal(o.Values, Methods(Vertices)) {
		t.Errorf("Option: %+v", o)
	}
}

func TestJoin(t *testing.T) {
	if Join() != nil || Join(nil, nil) != nil {
		t.Error("Join of nothing is not nil")
	}
	a := Refine(func(encode.Model) [][]encode.Lit { return [][]encode.Lit{{1}} })
	b := Refine(func(encode.Model) [][]encode.Lit { return [][]encode.Lit{{2}, {3}} })
	got := Join(a, nil, b)(nil)
	if len(got) != 3 || got[0][0] != 1 || got[2][0] != 3 {
		t.Errorf("Join: %v", got)
	}
}
