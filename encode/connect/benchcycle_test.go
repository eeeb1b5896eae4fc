package connect

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// slitherGrid is the graph of the (r+1)×(c+1) lattice points of r×c
// cells and, per cell, its four edges.
func slitherGrid(r, c int) (*graph.Graph, [][4]int) {
	g := gridGraph(r+1, c+1)
	id := map[[2]int]int{}
	for e := 0; e < g.M(); e++ {
		u, v := g.Edge(e)
		id[[2]int{u, v}] = e
	}
	cells := make([][4]int, r*c)
	for i := 0; i < r; i++ {
		for j := 0; j < c; j++ {
			p := i*(c+1) + j
			cells[i*c+j] = [4]int{id[[2]int{p, p + 1}], id[[2]int{p, p + c + 1}], id[[2]int{p + 1, p + c + 2}], id[[2]int{p + c + 1, p + c + 2}]}
		}
	}
	return g, cells
}

// benchLoop grows a random region of about 40% of the cells whose
// boundary stays one simple loop, and returns the loop's edges.
func benchLoop(r, c int, seed int64) []bool {
	rng := rand.New(rand.NewSource(seed))
	g, cells := slitherGrid(r, c)
	in := make([]bool, r*c)
	loop := func() ([]bool, bool) {
		used := make([]bool, g.M())
		for i, cl := range cells {
			if in[i] {
				for _, e := range cl {
					used[e] = !used[e]
				}
			}
		}
		for v := 0; v < g.N(); v++ {
			d := 0
			for _, h := range g.Neighbors(v) {
				if used[h.ID] {
					d++
				}
			}
			if d > 2 {
				return used, false
			}
		}
		return used, connectedEdges(g, used)
	}
	in[r/2*c+c/2] = true
	for k := 1; k < r*c*2/5; k++ {
		for try := 0; try < 50; try++ {
			v := rng.Intn(r * c)
			if in[v] {
				continue
			}
			in[v] = true
			if _, ok := loop(); ok {
				break
			}
			in[v] = false
		}
	}
	used, _ := loop()
	return used
}

// benchCycle encodes a Slitherlink of r×c cells with the clues of a
// random loop in half of the cells and solves it with cdcl and the
// refinement loop.
func benchCycle(r, c int, method string, seed int64) (vars, clauses, rounds int, ok bool) {
	ctx, cancel := context.WithTimeout(context.Background(), benchTimeout)
	defer cancel()
	loop := benchLoop(r, c, seed)
	rng := rand.New(rand.NewSource(seed))
	g, cells := slitherGrid(r, c)
	f := encode.NewFormula()
	b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
	x := make([]encode.Lit, g.M())
	for e := range x {
		x[e] = f.Vars.New("edge")
	}
	for _, cl := range cells {
		if rng.Intn(2) == 0 {
			continue
		}
		k := 0
		ls := make([]encode.Lit, 4)
		for i, e := range cl {
			ls[i] = x[e]
			if loop[e] {
				k++
			}
		}
		b.Exactly(ls, k)
	}
	for v := 0; v < g.N(); v++ {
		var ls []encode.Lit
		for _, h := range g.Neighbors(v) {
			ls = append(ls, x[h.ID])
		}
		b.AtMost(ls, 2)
		for i, l := range ls {
			cl := []encode.Lit{-l}
			for j, k := range ls {
				if j != i {
					cl = append(cl, k)
				}
			}
			b.Clause(cl...)
		}
	}
	b.Clause(x...)
	ref, err := benchMethod(b, g, x, method, true)
	if err != nil {
		panic(err)
	}
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(f.Vars.NumVars())
	f.Each(0, func(cl []encode.Lit) { s.AddClause(cl) })
	for {
		rounds++
		if s.Solve(ctx, nil) != cdcl.Sat {
			return f.Vars.NumVars(), f.NumClauses(), rounds, false
		}
		if ref == nil {
			break
		}
		cuts := ref(s.Model())
		if len(cuts) == 0 {
			break
		}
		for _, cut := range cuts {
			s.AddClause(cut)
		}
	}
	used := make([]bool, g.M())
	for e, l := range x {
		used[e] = s.ModelValue(l)
	}
	return f.Vars.NumVars(), f.NumClauses(), rounds, connectedEdges(g, used)
}

// BenchmarkSingleCycle compares the methods on Slitherlinks of 10×10 and
// 20×20 cells with half the clues of a random loop, solved by cdcl to the
// first single loop.
//
//	go test -run '^$' -bench SingleCycle -benchtime 1x ./encode/connect/
func BenchmarkSingleCycle(b *testing.B) {
	for _, size := range []int{10, 20} {
		for _, method := range append(Methods(Cycle), "distance-free") {
			b.Run(fmt.Sprintf("%s/slither-%dx%d", method, size, size), func(b *testing.B) {
				var vars, clauses, rounds int
				for i := 0; i < b.N; i++ {
					var ok bool
					vars, clauses, rounds, ok = benchCycle(size, size, method, int64(size))
					if !ok {
						b.Skipf("no single loop within %v (%d variables, %d clauses)", benchTimeout, vars, clauses)
					}
				}
				b.ReportMetric(float64(vars), "vars")
				b.ReportMetric(float64(clauses), "clauses")
				b.ReportMetric(float64(rounds), "solves")
			})
		}
	}
}

// TestBenchInstances: the benchmark's random shapes keep their rules.
func TestBenchInstances(t *testing.T) {
	g, _ := slitherGrid(6, 6)
	if l := benchLoop(6, 6, 1); !connectedEdges(g, l) {
		t.Error("benchLoop: not connected")
	}
	if !connectedSet(gridGraph(8, 8), benchShape(8, 8, 1)) {
		t.Error("benchShape: not connected")
	}
	sh := benchHitori(8, 8, 1)
	un := make([]bool, len(sh))
	for i := range sh {
		un[i] = !sh[i]
	}
	if !connectedSet(gridGraph(8, 8), un) {
		t.Error("benchHitori: unshaded not connected")
	}
	if _, _, _, ok := benchCycle(5, 5, "lazy", 1); !ok {
		t.Error("benchCycle 5x5: no loop")
	}
	if _, _, _, ok := benchConnected(6, 6, "lazy", true, 1); !ok {
		t.Error("benchConnected 6x6: no model")
	}
}
