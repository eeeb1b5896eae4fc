package connect

import (
	"fmt"
	"math/bits"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// TestDocSizes checks the variable and clause counts the package doc
// gives, on grids with free in-literals (no fixed root).
func TestDocSizes(t *testing.T) {
	for _, size := range [][2]int{{3, 3}, {5, 7}, {15, 15}} {
		g := gridGraph(size[0], size[1])
		n, m := g.N(), g.M()
		L := bits.Len(uint(n - 1))
		pairs := 0 // Σ C(deg,2)
		for v := 0; v < n; v++ {
			d := g.Degree(v)
			pairs += d * (d - 1) / 2
		}
		want := map[string][2]int{
			"lazy":     {0, 0},
			"eager":    {0, 0}, // no seed: nothing to force
			"distance": {n*n - 3, 2*n*n + 4*n - 9},
			"tree":     {2*n - 3 + n*L + 2*m*(L+1), 6*n - 9 + 2*n*L + 2*m*(4+3*L) + n + pairs},
		}
		if size[0] == 15 {
			want["flow"] = [2]int{32015, 176134} // measured; the doc quotes it
		}
		for _, method := range Methods(Vertices) {
			f := encode.NewFormula()
			in := make([]encode.Lit, n)
			for v := range in {
				in[v] = f.Vars.New("in")
			}
			b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
			if _, err := Connected(b, g, in, method); err != nil {
				t.Fatal(err)
			}
			got := [2]int{f.Vars.NumVars() - n, f.NumClauses()}
			if w, ok := want[method]; ok && got != w {
				t.Errorf("%s on %dx%d: %d variables, %d clauses; doc says %v", method, size[0], size[1], got[0], got[1], want[method])
			}
			if size[0] == 15 {
				t.Logf("%s 15x15: %d vars %d clauses", method, got[0], got[1])
			}
		}
	}
}

// TestDistancePropagation: with a fixed root, unit propagation on the
// distance encoding derives that every vertex cut off from the root by
// out-vertices is out; the tree encoding does not.
func TestDistancePropagation(t *testing.T) {
	g := gridGraph(4, 4)
	for _, method := range []string{"distance", "tree"} {
		f := encode.NewFormula()
		in := make([]encode.Lit, 16)
		for v := 1; v < 16; v++ {
			in[v] = f.Vars.New("in") // in[0] = 0: vertex 0 always in, the root
		}
		b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
		if _, err := Connected(b, g, in, method); err != nil {
			t.Fatal(err)
		}
		for v := 8; v < 12; v++ { // row 2 out
			f.Add(-in[v])
		}
		a, conflict := encode.UnitPropagate(f)
		if conflict {
			t.Fatalf("%s: conflict", method)
		}
		derived := 0
		for v := 12; v < 16; v++ {
			if a.Value(in[v]) == -1 {
				derived++
			}
		}
		if want := map[string]int{"distance": 4, "tree": 0}[method]; derived != want {
			t.Errorf("%s: unit propagation puts %d of the 4 cut-off vertices out, want %d", method, derived, want)
		}
	}
}

// TestEagerForcing: the eager method's facts come out of unit
// propagation before any solving.
func TestEagerForcing(t *testing.T) {
	// A 1×5 path with both ends always in: the middle is in.
	g := gridGraph(1, 5)
	f := encode.NewFormula()
	in := []encode.Lit{0, f.Vars.New("b"), f.Vars.New("c"), f.Vars.New("d"), 0}
	b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
	if _, err := Connected(b, g, in, "eager"); err != nil {
		t.Fatal(err)
	}
	a, conflict := encode.UnitPropagate(f)
	for _, l := range in[1:4] {
		if conflict || a.Value(l) != 1 {
			t.Errorf("path: %s not forced in", f.Vars.LitString(l))
		}
	}
	// A 2×3 grid with the corners 0 and 5 always in: no vertex is forced,
	// but each corner needs one of its neighbours.
	g = gridGraph(2, 3)
	f = encode.NewFormula()
	in = []encode.Lit{0, f.Vars.New("1"), f.Vars.New("2"), f.Vars.New("3"), f.Vars.New("4"), 0}
	b = encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
	if _, err := Connected(b, g, in, "eager"); err != nil {
		t.Fatal(err)
	}
	var got []string
	for i := 0; i < f.NumClauses(); i++ {
		got = append(got, f.Vars.ClauseString(f.Clause(i)))
	}
	if want := "[(1 ∨ 3) (2 ∨ 4)]"; fmt.Sprint(got) != want {
		t.Errorf("2x3 grid: %v, want %s", got, want)
	}
	// A cycle through a bridge: two squares joined by one edge, a seed
	// edge in each square: the bridge is chosen.
	g = graph.New(8)
	for _, sq := range [][4]int{{0, 1, 2, 3}, {4, 5, 6, 7}} {
		for i := range sq {
			g.AddEdge(sq[i], sq[(i+1)%4])
		}
	}
	bridge := g.AddEdge(2, 4)
	f = encode.NewFormula()
	edge := make([]encode.Lit, g.M())
	for e := range edge {
		if e != 0 && e != 4 {
			edge[e] = f.Vars.New("e")
		}
	}
	b = encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
	if _, err := SingleCycle(b, g, edge, "eager"); err != nil {
		t.Fatal(err)
	}
	a, conflict = encode.UnitPropagate(f)
	if conflict || a.Value(edge[bridge]) != 1 {
		t.Error("the bridge between two seed edges is not forced")
	}
}
