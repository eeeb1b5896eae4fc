package connect

import (
	"math/bits"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
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
