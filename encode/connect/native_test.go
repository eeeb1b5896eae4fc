package connect

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/solver"
)

// nativeOf builds the native method of kind on g and returns its propagator.
func nativeOf(t *testing.T, g *graph.Graph, kind Constraint, always bool) (encode.Propagator, []encode.Lit, *encode.Formula) {
	t.Helper()
	n := g.N()
	if kind == Cycle {
		n = g.M()
	}
	lits, f := literals(n, always)
	b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
	var err error
	if kind == Cycle {
		_, err = SingleCycle(b, g, lits, "native")
	} else {
		_, err = Connected(b, g, lits, "native")
	}
	if err != nil {
		t.Fatal(err)
	}
	if f.NumClauses() != 0 || len(f.Propagators()) != 1 {
		t.Fatalf("native: %d clauses, %d propagators", f.NumClauses(), len(f.Propagators()))
	}
	return f.Propagators()[0], lits, f
}

// TestNativePartial: on random partial assignments of small graphs, every
// clause the propagator returns passes the cut checker, holds on every
// connected completion (brute force), and is false or unit; it reports a
// conflict exactly when no completion is connected, and on a full
// assignment exactly when the set is disconnected.
func TestNativePartial(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, kind := range []Constraint{Vertices, Cycle} {
		for _, tg := range smallGraphs(8) {
			if kind == Cycle && tg.g.M() > 12 {
				continue
			}
			for _, always := range []bool{false, true} {
				t.Run(fmt.Sprintf("%v/%s/always=%v", kind, tg.name, always), func(t *testing.T) {
					p, lits, f := nativeOf(t, tg.g, kind, always)
					nv := f.NumVars()
					good := func(bits int) bool {
						set := make([]bool, len(lits))
						for i, l := range lits {
							set[i] = value(l, bits)
						}
						if kind == Cycle {
							return connectedEdges(tg.g, set)
						}
						return connectedSet(tg.g, set)
					}
					var goods []int
					for bits := 0; bits < 1<<nv; bits++ {
						if good(bits) {
							goods = append(goods, bits)
						}
					}
					for trial := 0; trial < 60; trial++ {
						a := make(encode.Assignment, nv+1)
						full := trial%4 == 0
						for v := 1; v <= nv; v++ {
							if full || rng.Intn(3) > 0 {
								a[v] = int8(2*rng.Intn(2) - 1)
							}
						}
						extendable := false
						for _, bits := range goods {
							ok := true
							for v := 1; v <= nv; v++ {
								if a[v] != 0 && (a[v] == 1) != (bits>>(v-1)&1 == 1) {
									ok = false
								}
							}
							extendable = extendable || ok
						}
						cls := p.Propagate(a, full)
						conflict := false
						for _, c := range cls {
							if err := p.Check(c); err != nil {
								t.Fatalf("assignment %v: clause %v rejected: %v", a, c, err)
							}
							for _, bits := range goods {
								if !slices.ContainsFunc(c, func(l encode.Lit) bool { return value(l, bits) }) {
									t.Fatalf("clause %v is false on connected %b", c, bits)
								}
							}
							free, tru := 0, 0
							for _, l := range c {
								switch a.Value(l) {
								case 0:
									free++
								case 1:
									tru++
								}
							}
							if tru > 0 || free > 1 {
								t.Fatalf("assignment %v: clause %v is neither false nor unit", a, c)
							}
							conflict = conflict || free == 0
						}
						if full && conflict == extendable {
							t.Fatalf("full assignment %v: conflict %v, connected %v", a, conflict, extendable)
						}
						if conflict && extendable {
							t.Fatalf("assignment %v: conflict, but a connected completion exists", a)
						}
					}
				})
			}
		}
	}
}

// TestNativeCheckerRejects: the checker rejects clauses that are no cut.
func TestNativeCheckerRejects(t *testing.T) {
	g := gridGraph(2, 3) // 0 1 2 / 3 4 5
	p, in, _ := nativeOf(t, g, Vertices, false)
	good := []encode.Lit{-in[0], -in[2], in[1], in[4]} // 1 and 4 separate 0 from 2
	if err := p.Check(good); err != nil {
		t.Errorf("a real cut rejected: %v", err)
	}
	for _, bad := range [][]encode.Lit{
		{-in[0], -in[2], in[1]}, // 0-3-4-5-2 avoids 1
		{-in[0], in[1], in[3]},  // one vertex only
		{-in[0], -in[1]},        // neighbours
	} {
		if err := p.Check(bad); err == nil {
			t.Errorf("clause %v accepted", bad)
		}
	}
	pc, edge, _ := nativeOf(t, g, Cycle, false)
	// Edges of gridGraph(2,3): 0:0-1 1:0-3 2:1-2 3:1-4 4:2-5 5:3-4 6:4-5.
	if err := pc.Check([]encode.Lit{-edge[1], -edge[4], edge[0], edge[5]}); err != nil {
		t.Errorf("a real edge cut rejected: %v", err)
	}
	if err := pc.Check([]encode.Lit{-edge[1], -edge[4], edge[0]}); err == nil {
		t.Error("an edge clause that is no cut accepted")
	}
}

// disconnectedProblem is "the cells of a 4×4 grid, corners in, are
// connected, and the middle column pair is out": unsatisfiable, only
// through connectivity.
func disconnectedProblem(t *testing.T, method string) *encode.Formula {
	g := gridGraph(4, 4)
	f := encode.NewFormula()
	in := make([]encode.Lit, g.N())
	for v := range in {
		in[v] = f.Vars.New(fmt.Sprintf("x%d", v))
	}
	b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
	if _, err := Connected(b, g, in, method); err != nil {
		t.Fatal(err)
	}
	f.Add(in[0])
	f.Add(in[15])
	for _, v := range []int{1, 5, 9, 13} { // column 1 out: 0 and 15 apart
		f.Add(-in[v])
	}
	return f
}

// TestNativeCertify: an Unsat answer of the native method certifies (cuts
// checked, DRAT over the CNF plus the cuts); a propagator that emits a
// wrong cut makes the certificate fail with a CutError; gophersat refuses
// the formula.
func TestNativeCertify(t *testing.T) {
	ctx := context.Background()
	f := disconnectedProblem(t, "native")
	res, err := solver.Solve(ctx, solver.Certified(solver.CDCL{}, solver.CertifyOptions{}), f)
	if err != nil || res.Status != solver.Unsat || res.Certificate == nil {
		t.Fatalf("native: %v %v certificate %v", res.Status, err, res.Certificate != nil)
	}
	if _, err := solver.Solve(ctx, solver.Gophersat{}, f); err == nil {
		t.Error("gophersat took a formula with a propagator")
	}

	testCorruptCut = func(c []encode.Lit) []encode.Lit {
		// Drop the last literal of S: no longer a cut.
		if len(c) > 2 {
			return c[:len(c)-1]
		}
		return c
	}
	defer func() { testCorruptCut = nil }()
	f = disconnectedProblem(t, "native")
	res, err = solver.Solve(ctx, solver.Certified(solver.CDCL{}, solver.CertifyOptions{}), f)
	var ce *solver.CertifyError
	var cut *solver.CutError
	if !errors.As(err, &ce) || !errors.As(err, &cut) || res.Certificate != nil {
		t.Fatalf("a wrong cut was not rejected: status %v, error %v", res.Status, err)
	}
	t.Logf("rejected as: %v", err)
}
