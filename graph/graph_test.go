package graph

import (
	"math/rand"
	"reflect"
	"testing"
)

// build returns a graph with n vertices and the given edges.
func build(n int, edges [][2]int) *Graph {
	g := New(n)
	for _, e := range edges {
		g.AddEdge(e[0], e[1])
	}
	return g
}

// bruteCount counts the components of the graph on the vertices with
// alive[v], using the edges with use[id], by repeated relaxation over the
// edge list. It shares no code with the package.
func bruteCount(n int, edges [][2]int, alive, use []bool) int {
	label := make([]int, n)
	for v := range label {
		label[v] = v
	}
	for changed := true; changed; {
		changed = false
		for id, e := range edges {
			if !use[id] || !alive[e[0]] || !alive[e[1]] {
				continue
			}
			a, b := label[e[0]], label[e[1]]
			if a != b {
				m := min(a, b)
				label[e[0]], label[e[1]] = m, m
				changed = true
			}
		}
	}
	seen := map[int]bool{}
	for v := 0; v < n; v++ {
		if alive[v] {
			seen[label[v]] = true
		}
	}
	return len(seen)
}

func allTrue(n int) []bool {
	b := make([]bool, n)
	for i := range b {
		b[i] = true
	}
	return b
}

// bruteBridges: e is a bridge iff removing it increases the component count.
func bruteBridges(n int, edges [][2]int) []int {
	alive, use := allTrue(n), allTrue(len(edges))
	base := bruteCount(n, edges, alive, use)
	out := []int{}
	for id := range edges {
		use[id] = false
		if bruteCount(n, edges, alive, use) > base {
			out = append(out, id)
		}
		use[id] = true
	}
	return out
}

// bruteCut: v is a cut vertex iff removing it (and its edges) leaves more
// components than the graph had.
func bruteCut(n int, edges [][2]int) []int {
	alive, use := allTrue(n), allTrue(len(edges))
	base := bruteCount(n, edges, alive, use)
	out := []int{}
	for v := 0; v < n; v++ {
		alive[v] = false
		if bruteCount(n, edges, alive, use) > base {
			out = append(out, v)
		}
		alive[v] = true
	}
	return out
}

// randomGraph draws a small multigraph, often disconnected, with parallel
// edges and self-loops.
func randomGraph(r *rand.Rand) (int, [][2]int) {
	n := r.Intn(13) // 0..12
	if n == 0 {
		return 0, nil
	}
	m := r.Intn(2*n + 1)
	var edges [][2]int
	for len(edges) < m {
		switch k := r.Intn(10); {
		case k == 0: // self-loop
			v := r.Intn(n)
			edges = append(edges, [2]int{v, v})
		case k == 1 && len(edges) > 0: // parallel edge, maybe reversed
			e := edges[r.Intn(len(edges))]
			if r.Intn(2) == 0 {
				e[0], e[1] = e[1], e[0]
			}
			edges = append(edges, e)
		default:
			edges = append(edges, [2]int{r.Intn(n), r.Intn(n)})
		}
	}
	return n, edges
}

func TestRandomAgainstBruteForce(t *testing.T) {
	for seed := int64(0); seed < 3000; seed++ {
		r := rand.New(rand.NewSource(seed))
		n, edges := randomGraph(r)
		g := build(n, edges)

		comp, count := g.Components()
		if want := bruteCount(n, edges, allTrue(n), allTrue(len(edges))); count != want {
			t.Fatalf("seed %d: %v: %d components, want %d", seed, edges, count, want)
		}
		checkLabels(t, g, comp, count, nil)

		if got, want := g.Bridges(), bruteBridges(n, edges); !reflect.DeepEqual(got, want) {
			t.Fatalf("seed %d: n=%d %v: bridges %v, want %v", seed, n, edges, got, want)
		}
		if got, want := g.ArticulationPoints(), bruteCut(n, edges); !reflect.DeepEqual(got, want) {
			t.Fatalf("seed %d: n=%d %v: articulation points %v, want %v", seed, n, edges, got, want)
		}
		b, p := g.BridgesAndArticulationPoints()
		if !reflect.DeepEqual(b, g.Bridges()) || !reflect.DeepEqual(p, g.ArticulationPoints()) {
			t.Fatalf("seed %d: combined search differs", seed)
		}

		// Forest: no edge lies on a cycle, i.e. every edge is a bridge.
		if got, want := g.IsForest(), len(g.Bridges()) == len(edges); got != want {
			t.Fatalf("seed %d: %v: IsForest %v, want %v", seed, edges, got, want)
		}

		// ComponentsOf a random subset against the brute force, and the DSU.
		use := make([]bool, len(edges))
		var subset []int
		d := NewDSU(n)
		for id := range edges {
			if r.Intn(2) == 0 {
				use[id] = true
				subset = append(subset, id)
				d.Union(edges[id][0], edges[id][1])
			}
		}
		sc, scount := g.ComponentsOf(subset)
		if want := bruteCount(n, edges, allTrue(n), use); scount != want || d.Sets() != want {
			t.Fatalf("seed %d: subset %v: ComponentsOf %d, DSU %d, want %d", seed, subset, scount, d.Sets(), want)
		}
		checkLabels(t, g, sc, scount, use)
		for u := 0; u < n; u++ {
			for v := 0; v < n; v++ {
				if (sc[u] == sc[v]) != d.Same(u, v) {
					t.Fatalf("seed %d: DSU and ComponentsOf disagree on %d,%d", seed, u, v)
				}
			}
		}
		// CutEdges of component 0 of the subset: exactly the edges joining it
		// to another component of the subgraph (none of which are used).
		if n > 0 {
			in := make([]bool, n)
			for v := range in {
				in[v] = sc[v] == 0
			}
			for _, id := range g.CutEdges(in) {
				u, v := g.Edge(id)
				if use[id] || (sc[u] == 0) == (sc[v] == 0) {
					t.Fatalf("seed %d: bad cut edge %d", seed, id)
				}
			}
		}
	}
}

// checkLabels verifies a component labelling: edges (with use, or all) join
// equal labels, and labels are numbered by smallest vertex.
func checkLabels(t *testing.T, g *Graph, comp []int, count int, use []bool) {
	t.Helper()
	next := 0
	for v, c := range comp {
		if c > next || c < 0 || c >= count {
			t.Fatalf("label %d of vertex %d out of order (next %d, count %d)", c, v, next, count)
		}
		if c == next {
			next++
		}
	}
	if next != count {
		t.Fatalf("%d labels used, count %d", next, count)
	}
	for id := 0; id < g.M(); id++ {
		u, v := g.Edge(id)
		if (use == nil || use[id]) && comp[u] != comp[v] {
			t.Fatalf("edge %d joins labels %d and %d", id, comp[u], comp[v])
		}
	}
}

func TestNamedGraphs(t *testing.T) {
	tests := []struct {
		name    string
		n       int
		edges   [][2]int
		comps   int
		bridges []int
		cuts    []int
		forest  bool
	}{
		{"empty", 0, nil, 0, []int{}, []int{}, true},
		{"single vertex", 1, nil, 1, []int{}, []int{}, true},
		{"self-loop", 1, [][2]int{{0, 0}}, 1, []int{}, []int{}, false},
		{"two isolated", 2, nil, 2, []int{}, []int{}, true},
		{"K2", 2, [][2]int{{0, 1}}, 1, []int{0}, []int{}, true},
		{"double edge", 2, [][2]int{{0, 1}, {1, 0}}, 1, []int{}, []int{}, false},
		{"P3", 3, [][2]int{{0, 1}, {1, 2}}, 1, []int{0, 1}, []int{1}, true},
		{"P3 with doubled edge", 3, [][2]int{{0, 1}, {0, 1}, {1, 2}}, 1, []int{2}, []int{1}, false},
		{"P3 with loop at middle", 3, [][2]int{{0, 1}, {1, 1}, {1, 2}}, 1, []int{0, 2}, []int{1}, false},
		{"triangle", 3, [][2]int{{0, 1}, {1, 2}, {2, 0}}, 1, []int{}, []int{}, false},
		{"C4", 4, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}}, 1, []int{}, []int{}, false},
		{"K4", 4, [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}, 1, []int{}, []int{}, false},
		{"star K1,3", 4, [][2]int{{0, 1}, {0, 2}, {0, 3}}, 1, []int{0, 1, 2}, []int{0}, true},
		// Two triangles sharing vertex 2: 2 is a cut vertex, no bridges.
		{"bowtie", 5, [][2]int{{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}, {4, 2}}, 1, []int{}, []int{2}, false},
		// Two triangles joined by the edge 2-3.
		{"barbell", 6, [][2]int{{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}, {4, 5}, {5, 3}}, 1, []int{3}, []int{2, 3}, false},
		// Triangle plus a pendant edge, and a separate K2.
		{"paw + K2", 6, [][2]int{{0, 1}, {1, 2}, {2, 0}, {2, 3}, {4, 5}}, 2, []int{3, 4}, []int{2}, false},
		// Bridges found from a non-zero root in a later component.
		{"isolated then path", 4, [][2]int{{3, 2}, {2, 1}}, 2, []int{0, 1}, []int{2}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := build(tt.n, tt.edges)
			if _, c := g.Components(); c != tt.comps {
				t.Errorf("components %d, want %d", c, tt.comps)
			}
			if got := g.Bridges(); !reflect.DeepEqual(got, tt.bridges) {
				t.Errorf("bridges %v, want %v", got, tt.bridges)
			}
			if got := g.ArticulationPoints(); !reflect.DeepEqual(got, tt.cuts) {
				t.Errorf("articulation points %v, want %v", got, tt.cuts)
			}
			if got := g.IsForest(); got != tt.forest {
				t.Errorf("IsForest %v, want %v", got, tt.forest)
			}
			if got := g.HasCycle(); got == tt.forest {
				t.Errorf("HasCycle %v, want %v", got, !tt.forest)
			}
			if got := g.Connected(); got != (tt.comps <= 1) {
				t.Errorf("Connected %v", got)
			}
		})
	}
}

const bigN = 100000

func seq(from, to int) []int {
	out := []int{}
	for i := from; i < to; i++ {
		out = append(out, i)
	}
	return out
}

func path(n int) *Graph {
	g := New(n)
	for v := 0; v+1 < n; v++ {
		g.AddEdge(v, v+1)
	}
	return g
}

// TestBigPath is the deep-recursion case: the DFS goes 100,000 levels down.
func TestBigPath(t *testing.T) {
	g := path(bigN)
	b, p := g.BridgesAndArticulationPoints()
	if !reflect.DeepEqual(b, seq(0, bigN-1)) {
		t.Fatalf("path: %d bridges, want all %d edges", len(b), bigN-1)
	}
	if !reflect.DeepEqual(p, seq(1, bigN-1)) {
		t.Fatalf("path: %d articulation points, want %d", len(p), bigN-2)
	}
	if _, c := g.Components(); c != 1 {
		t.Fatalf("path: %d components", c)
	}
	// Closing the path into a cycle kills every bridge and cut vertex.
	g.AddEdge(bigN-1, 0)
	b, p = g.BridgesAndArticulationPoints()
	if len(b) != 0 || len(p) != 0 {
		t.Fatalf("cycle: %d bridges, %d articulation points", len(b), len(p))
	}
}

// TestBigPathReversed numbers the path backwards so the search starts at
// the far end and runs the other way through the adjacency lists.
func TestBigPathReversed(t *testing.T) {
	g := New(bigN)
	for v := bigN - 1; v > 0; v-- {
		g.AddEdge(v, v-1)
	}
	if b := g.Bridges(); len(b) != bigN-1 {
		t.Fatalf("%d bridges", len(b))
	}
	if p := g.ArticulationPoints(); !reflect.DeepEqual(p, seq(1, bigN-1)) {
		t.Fatalf("%d articulation points", len(p))
	}
}

func TestBigStar(t *testing.T) {
	g := New(bigN)
	for v := 1; v < bigN; v++ {
		g.AddEdge(0, v)
	}
	b, p := g.BridgesAndArticulationPoints()
	if !reflect.DeepEqual(b, seq(0, bigN-1)) {
		t.Fatalf("star: %d bridges", len(b))
	}
	if !reflect.DeepEqual(p, []int{0}) {
		t.Fatalf("star: articulation points %v", p[:min(len(p), 5)])
	}
	// Star rooted at a leaf: vertex 0 is still the only cut vertex.
	g = New(bigN)
	for v := 0; v < bigN-1; v++ {
		g.AddEdge(v, bigN-1)
	}
	if p := g.ArticulationPoints(); !reflect.DeepEqual(p, []int{bigN - 1}) {
		t.Fatalf("leaf-rooted star: articulation points %v", p[:min(len(p), 5)])
	}
}

func TestBigCycle(t *testing.T) {
	g := New(bigN)
	for v := 0; v < bigN; v++ {
		g.AddEdge(v, (v+1)%bigN)
	}
	b, p := g.BridgesAndArticulationPoints()
	if len(b) != 0 || len(p) != 0 {
		t.Fatalf("cycle: %d bridges, %d articulation points", len(b), len(p))
	}
	if g.IsForest() {
		t.Fatal("cycle is a forest")
	}
	// Doubling every edge of a path: no bridges, but every inner vertex cuts.
	g = New(bigN)
	for v := 0; v+1 < bigN; v++ {
		g.AddEdge(v, v+1)
		g.AddEdge(v+1, v)
	}
	b, p = g.BridgesAndArticulationPoints()
	if len(b) != 0 || !reflect.DeepEqual(p, seq(1, bigN-1)) {
		t.Fatalf("doubled path: %d bridges, %d articulation points", len(b), len(p))
	}
}

func TestDSU(t *testing.T) {
	d := NewDSU(5)
	if d.Sets() != 5 || d.Len() != 5 {
		t.Fatalf("new DSU: %d sets", d.Sets())
	}
	if !d.Union(0, 1) || !d.Union(3, 4) || d.Union(1, 0) {
		t.Fatal("Union results wrong")
	}
	if !d.Union(1, 4) || d.Sets() != 2 || d.Size(3) != 4 || !d.Same(0, 3) || d.Same(2, 0) {
		t.Fatalf("after unions: %d sets, size %d", d.Sets(), d.Size(3))
	}
	// A long chain of unions stays shallow enough for Find to be fast.
	d = NewDSU(bigN)
	for v := 0; v+1 < bigN; v++ {
		d.Union(v, v+1)
	}
	if d.Sets() != 1 || d.Size(bigN-1) != bigN {
		t.Fatalf("chain: %d sets", d.Sets())
	}
}

func TestPanics(t *testing.T) {
	for name, f := range map[string]func(){
		"negative n":      func() { New(-1) },
		"vertex too big":  func() { New(2).AddEdge(0, 2) },
		"negative vertex": func() { New(2).AddEdge(-1, 0) },
		"bad edge id":     func() { New(2).ComponentsOf([]int{0}) },
		"short cut mask":  func() { New(2).CutEdges([]bool{true}) },
		"negative DSU":    func() { NewDSU(-1) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}

func TestNeighbors(t *testing.T) {
	g := build(3, [][2]int{{0, 1}, {1, 1}, {1, 2}})
	want := []Half{{0, 0}, {1, 1}, {1, 1}, {2, 2}}
	if got := g.Neighbors(1); !reflect.DeepEqual(got, want) {
		t.Fatalf("Neighbors(1) = %v, want %v", got, want)
	}
	if g.Degree(1) != 4 || g.Other(2, 1) != 2 || g.Other(1, 1) != 1 || g.Other(0, 1) != 0 {
		t.Fatal("Degree/Other wrong")
	}
}

// randomBig is a random connected-ish graph: a random tree on n vertices plus
// extra random edges.
func randomBig(n, extra int, seed int64) *Graph {
	r := rand.New(rand.NewSource(seed))
	g := New(n)
	for v := 1; v < n; v++ {
		g.AddEdge(v, r.Intn(v))
	}
	for i := 0; i < extra; i++ {
		g.AddEdge(r.Intn(n), r.Intn(n))
	}
	return g
}

func BenchmarkBridgesRandom100k(b *testing.B) {
	g := randomBig(bigN, bigN/10, 1)
	b.ResetTimer()
	for b.Loop() {
		g.BridgesAndArticulationPoints()
	}
}

func BenchmarkBridgesPath100k(b *testing.B) {
	g := path(bigN)
	for b.Loop() {
		g.BridgesAndArticulationPoints()
	}
}

func BenchmarkComponentsRandom100k(b *testing.B) {
	g := randomBig(bigN, bigN/10, 1)
	b.ResetTimer()
	for b.Loop() {
		g.Components()
	}
}

func BenchmarkDSURandom100k(b *testing.B) {
	g := randomBig(bigN, bigN/10, 1)
	for b.Loop() {
		d := NewDSU(g.N())
		for id := 0; id < g.M(); id++ {
			d.Union(g.Edge(id))
		}
	}
}
