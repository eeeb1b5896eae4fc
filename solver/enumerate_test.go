package solver_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// The solve loop (package solve) on every backend: its blocking clauses
// and refinement cuts go to the backend's session incrementally.

// TestEnumerateBackends counts projected solutions with the generic loop on
// every backend and compares with brute force.
func TestEnumerateBackends(t *testing.T) {
	bs := solver.AllBackends(t)
	r := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 3; i++ {
		n := 6
		base := encode.NewFormula()
		for base.NumVars() < n {
			base.New("x")
		}
		for j := 0; j < 5; j++ {
			base.AddClause(solver.RandClause(r, n, 3))
		}
		primary := []encode.Lit{1, 2, 3}
		want := solver.BruteCount(base, primary)
		for _, b := range bs {
			f := solver.CopyFormula(base)
			ctx, cancel := b.Ctx()
			sum, err := solve.Enumerate(ctx, b.S, solve.Problem{Formula: f, Primary: primary}, 100, nil)
			cancel()
			if err != nil {
				t.Fatalf("%s: %v", b.Name, err)
			}
			if sum.Count != want || !sum.Complete {
				t.Errorf("formula %d, %s: %d solutions (complete %v), brute force %d", i, b.Name, sum.Count, sum.Complete, want)
			}
			if sum.Solves != want+1 {
				t.Errorf("%s: %d solves for %d solutions", b.Name, sum.Solves, want)
			}
		}
	}
}

// TestEnumerateCertified: the final "no further solution" of a
// uniqueness proof is certified on the formula with its blocking clause.
func TestEnumerateCertified(t *testing.T) {
	for _, s := range []solver.Solver{solver.Gophersat{}, solver.CDCL{}, solver.LookupExternal(t, "cadical")} {
		f := encode.NewFormula()
		a, b, c := f.New("a"), f.New("b"), f.New("c")
		f.Add(a, b)
		f.Add(-a, -b)
		f.Add(b, c)
		f.Add(-b, -c)
		f.Add(a) // the only solution: a, -b, c
		p := solve.Problem{Formula: f, Primary: []encode.Lit{a, b, c}}
		sum, err := solve.Enumerate(context.Background(), solver.Certified(s, solver.CertifyOptions{}), p, 2, nil)
		if err != nil {
			t.Fatal(err)
		}
		if sum.Unique() != 1 || sum.Certificate == nil {
			t.Fatalf("%s: unique %d, certificate %+v", s.Name(), sum.Unique(), sum.Certificate)
		}
	}
}

// TestCDCLEnumerateIncremental: the solve loop's appended blocking
// clauses go to the same engine.
func TestCDCLEnumerateIncremental(t *testing.T) {
	f := solver.ReadCNF(t, "uf20-satlib.cnf")
	primary := []encode.Lit{1, 2, 3, 4, 5, 6}
	sum, err := solve.Enumerate(context.Background(), solver.CDCL{}, solve.Problem{Formula: solver.CopyFormula(f), Primary: primary}, 1000, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := solver.BruteCount(f, primary); sum.Count != want || !sum.Complete {
		t.Fatalf("%d solutions, brute force %d", sum.Count, want)
	}
}
