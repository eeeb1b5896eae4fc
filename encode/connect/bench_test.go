package connect

import (
	"context"
	"fmt"
	"math/rand"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// benchShape is a random connected set of about a third of the r×c
// cells, grown from the centre: its row and column counts make a puzzle
// with at least one solution (the shape) and many near misses.
func benchShape(r, c int, seed int64) []bool {
	rng := rand.New(rand.NewSource(seed))
	g := gridGraph(r, c)
	in := make([]bool, r*c)
	start := r/2*c + c/2
	in[start] = true
	frontier := []int{start}
	for k := 1; k < r*c/3; k++ {
		// a random in-cell's random out-neighbour
		for {
			v := frontier[rng.Intn(len(frontier))]
			hs := g.Neighbors(v)
			u := hs[rng.Intn(len(hs))].To
			if !in[u] {
				in[u] = true
				frontier = append(frontier, u)
				break
			}
		}
	}
	return in
}

// benchHitori is a random shading of the r×c grid with no two shaded cells
// adjacent and the unshaded cells connected (Hitori's rules), shading
// cells in random order while the rules allow.
func benchHitori(r, c int, seed int64) []bool {
	rng := rand.New(rand.NewSource(seed))
	g := gridGraph(r, c)
	shaded := make([]bool, r*c)
	unshaded := make([]bool, r*c)
	for i := range unshaded {
		unshaded[i] = true
	}
	for _, v := range rng.Perm(r * c) {
		ok := true
		for _, h := range g.Neighbors(v) {
			ok = ok && !shaded[h.To]
		}
		if !ok {
			continue
		}
		unshaded[v] = false
		if connectedSet(g, unshaded) {
			shaded[v] = true
		} else {
			unshaded[v] = true
		}
	}
	return shaded
}

// benchConnected encodes "shaded cells connected, each row and column has
// the shape's count" (or, hitori, "unshaded cells connected, no two
// shaded cells adjacent, the counts of a random Hitori shading") and solves it with cdcl and the refinement loop.
// It returns the size, the refinement rounds and whether it found a
// connected model.
func benchConnected(r, c int, method string, hitori bool, seed int64) (vars, clauses, rounds int, ok bool) {
	ctx, cancel := context.WithTimeout(context.Background(), benchTimeout)
	defer cancel()
	shape := benchShape(r, c, seed)
	if hitori {
		shape = benchHitori(r, c, seed)
	}
	g := gridGraph(r, c)
	f := encode.NewFormula()
	b := encode.NewBuilder(f, encode.Totalizer, encode.Pairwise)
	x := make([]encode.Lit, r*c)
	for i := range x {
		x[i] = f.Vars.New("shaded")
	}
	for i := 0; i < r; i++ {
		k := 0
		var ls []encode.Lit
		for j := 0; j < c; j++ {
			ls = append(ls, x[i*c+j])
			if shape[i*c+j] {
				k++
			}
		}
		b.Exactly(ls, k)
	}
	for j := 0; j < c; j++ {
		k := 0
		var ls []encode.Lit
		for i := 0; i < r; i++ {
			ls = append(ls, x[i*c+j])
			if shape[i*c+j] {
				k++
			}
		}
		b.Exactly(ls, k)
	}
	in := x
	if hitori {
		in = make([]encode.Lit, len(x))
		for i, l := range x {
			in[i] = -l
		}
		for e := 0; e < g.M(); e++ {
			u, v := g.Edge(e)
			b.Clause(-x[u], -x[v])
		}
	}
	ref, err := benchMethod(b, g, in, method, false)
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
	set := make([]bool, r*c)
	for i, l := range in {
		set[i] = s.ModelValue(l)
	}
	return f.Vars.NumVars(), f.NumClauses(), rounds, connectedSet(g, set)
}

// benchMethod applies method, or with "distance-free" the distance
// method without root symmetry breaking ([DistanceFreeRoot]: not a
// --connectivity value).
func benchMethod(b *encode.Builder, g *graph.Graph, in []encode.Lit, method string, cycle bool) (Refine, error) {
	switch {
	case method == "distance-free":
		return nil, DistanceFreeRoot(b, g, in, cycle)
	case cycle:
		return SingleCycle(b, g, in, method)
	}
	return Connected(b, g, in, method)
}

// benchTimeout bounds one run of the benchmark (all its solves); a method that needs
// more is reported as skipped.
const benchTimeout = 60 * time.Second

// BenchmarkConnected compares the methods on the two row-and-column-count
// puzzles of benchConnected (region: shaded connected; hitori: unshaded
// connected, shaded apart) on 15×15 and 30×30 grids, solved by cdcl to
// the first connected model.
//
//	go test -run '^$' -bench Connected -benchtime 3x ./encode/connect/
func BenchmarkConnected(b *testing.B) {
	for _, size := range []int{15, 30} {
		for _, hitori := range []bool{false, true} {
			for _, method := range append(Methods(Vertices), "distance-free") {
				name := "region"
				if hitori {
					name = "hitori"
				}
				b.Run(fmt.Sprintf("%s/%s-%dx%d", method, name, size, size), func(b *testing.B) {
					var vars, clauses, rounds int
					for i := 0; i < b.N; i++ {
						var ok bool
						vars, clauses, rounds, ok = benchConnected(size, size, method, hitori, int64(size*1000+size))
						if !ok {
							b.Skipf("no connected model within %v (%d variables, %d clauses)", benchTimeout, vars, clauses)
						}
					}
					b.ReportMetric(float64(vars), "vars")
					b.ReportMetric(float64(clauses), "clauses")
					b.ReportMetric(float64(rounds), "solves")
				})
			}
		}
	}
}
