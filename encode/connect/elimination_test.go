package connect

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// fillAndTriangles eliminates g's vertices as the elimination method does
// (no fixed root) and returns the filled graph's edge count F and the
// triangle count T = Σ C(later neighbours, 2).
func fillAndTriangles(g *graph.Graph) (F, T int) {
	adj := make([]map[int]bool, g.N())
	verts := make([]int, g.N())
	for v := range adj {
		adj[v] = map[int]bool{}
		verts[v] = v
	}
	for e := 0; e < g.M(); e++ {
		u, w := g.Edge(e)
		if u != w {
			adj[u][w], adj[w][u] = true, true
		}
	}
	_, higher := minDegreeOrder(verts, adj, -1)
	for _, hs := range higher {
		F += len(hs)
		T += len(hs) * (len(hs) - 1) / 2
	}
	return F, T
}

// TestEliminationSizes checks the counts of the package doc: on a simple
// graph with n vertices, m edges and free in-literals, F + T + 2n-3
// variables and 2m + F + 4T + 7n - 9 clauses.
func TestEliminationSizes(t *testing.T) {
	for _, size := range [][2]int{{3, 3}, {5, 7}, {10, 10}, {15, 15}, {30, 30}} {
		g := gridGraph(size[0], size[1])
		n, m := g.N(), g.M()
		F, T := fillAndTriangles(g)
		f := encode.NewFormula()
		in := make([]encode.Lit, n)
		for v := range in {
			in[v] = f.Vars.New("in")
		}
		b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
		if _, err := Connected(b, g, in, "elimination"); err != nil {
			t.Fatal(err)
		}
		got := [2]int{f.Vars.NumVars() - n, f.NumClauses()}
		want := [2]int{F + T + 2*n - 3, 2*m + F + 4*T + 7*n - 9}
		if got != want {
			t.Errorf("%dx%d: %v variables and clauses, want %v", size[0], size[1], got, want)
		}
		t.Logf("%dx%d: fill edges %d (of them %d new), triangles %d: %d variables, %d clauses", size[0], size[1], F, F-m, T, got[0], got[1])
	}
}

// TestEliminationPropagation: with a fixed root, unit propagation derives
// that an in-vertex whose neighbours are all out is a conflict, and that
// vertices cut off from the root by out-vertices are out (4×4 grid,
// vertex 0 always in).
func TestEliminationPropagation(t *testing.T) {
	setup := func() (*encode.Formula, []encode.Lit) {
		g := gridGraph(4, 4)
		f := encode.NewFormula()
		in := make([]encode.Lit, 16)
		for v := 1; v < 16; v++ {
			in[v] = f.Vars.New("in")
		}
		b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
		if _, err := Connected(b, g, in, "elimination"); err != nil {
			t.Fatal(err)
		}
		return f, in
	}
	// An in-vertex whose neighbours are all out: a conflict.
	f, in := setup()
	for _, v := range []int{1, 4, 6, 9} { // the neighbours of 5
		f.Add(-in[v])
	}
	f.Add(in[5])
	if _, conflict := encode.UnitPropagate(f); !conflict {
		t.Error("an isolated in-vertex is no conflict")
	}
	// Row 2 out: the cut-off row 3 is out.
	f, in = setup()
	for v := 8; v < 12; v++ {
		f.Add(-in[v])
	}
	a, conflict := encode.UnitPropagate(f)
	derived := 0
	for v := 12; v < 16; v++ {
		if a.Value(in[v]) == -1 {
			derived++
		}
	}
	if conflict || derived != 4 {
		t.Errorf("row 2 out: conflict %v, %d of the 4 cut-off vertices out", conflict, derived)
	}
}

// TestEliminationNoExtraModels: the auxiliary variables are functions of
// the in-literals, so the formula has exactly one model per connected
// in-set (no model multiplies).
func TestEliminationNoExtraModels(t *testing.T) {
	for _, tg := range smallGraphs(8) {
		for _, cycle := range []bool{false, true} {
			g := tg.g
			if cycle && g.M() > 10 || !cycle && g.N() > 8 {
				continue
			}
			t.Run(fmt.Sprintf("%s/cycle=%v", tg.name, cycle), func(t *testing.T) {
				f := encode.NewFormula()
				k := g.N()
				if cycle {
					k = g.M()
				}
				lits := make([]encode.Lit, k)
				for i := range lits {
					lits[i] = f.Vars.New("x")
				}
				b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
				var err error
				if cycle {
					_, err = SingleCycle(b, g, lits, "elimination")
				} else {
					_, err = Connected(b, g, lits, "elimination")
				}
				if err != nil {
					t.Fatal(err)
				}
				want := 0
				for bits := 0; bits < 1<<k; bits++ {
					set := make([]bool, k)
					for i := range set {
						set[i] = bits>>i&1 == 1
					}
					if cycle && connectedEdges(g, set) || !cycle && connectedSet(g, set) {
						want++
					}
				}
				s := loadSolver(f)
				nv := f.Vars.NumVars()
				got := 0
				for s.Solve(context.Background(), nil) == cdcl.Sat {
					got++
					if got > want {
						break
					}
					block := make([]encode.Lit, nv)
					for v := 1; v <= nv; v++ {
						block[v-1] = -encode.Lit(v)
						if !s.ModelValue(encode.Lit(v)) {
							block[v-1] = encode.Lit(v)
						}
					}
					s.AddClause(block)
				}
				if got != want {
					t.Errorf("%d models over all variables, %d connected sets", got, want)
				}
			})
		}
	}
}
