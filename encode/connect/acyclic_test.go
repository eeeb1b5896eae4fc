package connect

import (
	"fmt"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// isForest reports whether the chosen edges of g form no cycle, by its own
// union-find.
func isForest(g *graph.Graph, chosen []bool) bool {
	parent := make([]int, g.N())
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			x = parent[x]
		}
		return x
	}
	for e, ch := range chosen {
		if !ch {
			continue
		}
		u, v := g.Edge(e)
		ru, rv := find(u), find(v)
		if ru == rv {
			return false
		}
		parent[ru] = rv
	}
	return true
}

// slantGraph is the corner graph of an r×c Gokigen grid: both diagonals of
// every cell.
func slantGraph(r, c int) *graph.Graph {
	g := graph.New((r + 1) * (c + 1))
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			g.AddEdge(i*(c+1)+j, (i+1)*(c+1)+j+1)
			g.AddEdge(i*(c+1)+j+1, (i+1)*(c+1)+j)
		}
	}
	return g
}

// TestAcyclicBruteForce: for every method and every choice of edges of
// small graphs (parallel edges and self-loops included), the encoding
// accepts exactly the forests, and every lazy cut holds on every forest.
func TestAcyclicBruteForce(t *testing.T) {
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
	k4 := graph.New(4)
	for u := 0; u < 4; u++ {
		for v := u + 1; v < 4; v++ {
			k4.AddEdge(u, v)
		}
	}
	gs = append(gs, testGraph{"k4", k4}, testGraph{"slant2x2", slantGraph(2, 2)}, testGraph{"slant1x3", slantGraph(1, 3)})
	type run struct {
		method string
		degree int // hybridDegree for the hybrid method
	}
	runs := []run{}
	for _, m := range Methods(Forest) {
		runs = append(runs, run{m, hybridDegree})
	}
	// The hybrid's ranks only show on small graphs when elimination stops early.
	for _, d := range []int{0, 1, 2} {
		runs = append(runs, run{"hybrid", d})
	}
	saved := hybridDegree
	defer func() { hybridDegree = saved }()
	for _, rn := range runs {
		method := rn.method
		hybridDegree = rn.degree
		for _, tg := range gs {
			for _, always := range []bool{false, true} {
				t.Run(fmt.Sprintf("%s%d/%s/always=%v", method, rn.degree, tg.name, always), func(t *testing.T) {
					g := tg.g
					edge, f := literals(g.M(), always)
					nv := f.Vars.NumVars()
					b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
					r, err := Acyclic(b, g, edge, method)
					if err != nil {
						t.Fatal(err)
					}
					if (method == "lazy") != (r != nil) {
						t.Fatalf("method %s: Refine %v", method, r != nil)
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
						want := isForest(g, chosen)
						if want {
							good = append(good, bits)
						}
						if got := accepts(t, s, r, assumps, &cuts); got != want {
							t.Fatalf("chosen %v: accepted %v, forest %v", chosen, got, want)
						}
					}
					for _, c := range cuts {
						for _, bits := range good {
							if !slices.ContainsFunc(c, func(l encode.Lit) bool { return value(l, bits) }) {
								t.Fatalf("cut %v is false on a forest %b", c, bits)
							}
						}
					}
				})
			}
		}
	}
}

// TestAcyclicSlantCount: a 2×2 Gokigen grid (one diagonal per cell) has
// 2^4 - 1 = 15 fillings without a cycle (the diamond around the centre
// corner is the only cycle); every method counts them.
func TestAcyclicSlantCount(t *testing.T) {
	for _, method := range Methods(Forest) {
		t.Run(method, func(t *testing.T) {
			g := slantGraph(2, 2)
			f := encode.NewFormula()
			edge := make([]encode.Lit, g.M())
			for cell := 0; cell < 4; cell++ {
				x := f.Vars.New(fmt.Sprintf("c%d", cell))
				edge[2*cell], edge[2*cell+1] = x, -x
			}
			b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
			r, err := Acyclic(b, g, edge, method)
			if err != nil {
				t.Fatal(err)
			}
			s := loadSolver(f)
			var cuts [][]encode.Lit
			count := 0
			for accepts(t, s, r, nil, &cuts) {
				count++
				if count > 20 {
					t.Fatal("too many")
				}
				block := make([]encode.Lit, 4)
				for i := range block {
					block[i] = encode.Lit(i + 1)
					if s.ModelValue(block[i]) {
						block[i] = -block[i]
					}
				}
				s.AddClause(block)
			}
			if count != 15 {
				t.Errorf("%d fillings, want 15", count)
			}
		})
	}
}

func TestAcyclicErrors(t *testing.T) {
	g := gridGraph(2, 2)
	b := encode.NewBuilder(encode.NewFormula(), encode.Binomial, encode.Pairwise)
	if _, err := Acyclic(b, g, make([]encode.Lit, 3), "lazy"); err == nil {
		t.Error("no error for too few literals")
	}
	if _, err := Acyclic(b, g, make([]encode.Lit, 4), "eager"); err == nil {
		t.Error("no error for a method that does not apply")
	}
}
