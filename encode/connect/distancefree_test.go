package connect

import (
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// TestDistanceFreeRootBruteForce: like TestConnectedBruteForce and
// TestSingleCycleBruteForce, for the distance variant without symmetry
// breaking of the root.
func TestDistanceFreeRootBruteForce(t *testing.T) {
	for _, tg := range smallGraphs(8) {
		for _, cycle := range []bool{false, true} {
			for _, always := range []bool{false, true} {
				g := tg.g
				k := g.N()
				if cycle {
					k = g.M()
				}
				if k > 10 {
					continue
				}
				t.Run(fmt.Sprintf("%s/cycle=%v/always=%v", tg.name, cycle, always), func(t *testing.T) {
					lits, f := literals(k, always)
					nv := f.Vars.NumVars()
					b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
					if err := DistanceFreeRoot(b, g, lits, cycle); err != nil {
						t.Fatal(err)
					}
					s := loadSolver(f)
					var cuts [][]encode.Lit
					for bits := 0; bits < 1<<nv; bits++ {
						assumps := make([]encode.Lit, nv)
						for v := 1; v <= nv; v++ {
							assumps[v-1] = encode.Lit(v)
							if bits>>(v-1)&1 == 0 {
								assumps[v-1] = -encode.Lit(v)
							}
						}
						set := make([]bool, k)
						for i, l := range lits {
							set[i] = value(l, bits)
						}
						var want bool
						if cycle {
							want = connectedEdges(g, set)
						} else {
							want = connectedSet(g, set)
						}
						if got := accepts(t, s, nil, assumps, &cuts); got != want {
							t.Fatalf("set %v: accepted %v, connected %v", set, got, want)
						}
					}
				})
			}
		}
	}
	if err := DistanceFreeRoot(nil, gridGraph(2, 2), make([]encode.Lit, 3), false); err == nil {
		t.Error("no error for too few literals")
	}
}
