package cdcl

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// TestAddFormula: a solver loaded by AddFormula (lists sized at once,
// in two batches) answers as one loaded clause by clause does: the
// same status, model, core and statistics (the sizing changes no order),
// on random formulas with units, binaries, repeats and tautologies, some
// unsatisfiable.
func TestAddFormula(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 1))
	for i := range 200 {
		n := 5 + r.IntN(60)
		f := encode.NewFormula()
		m := minReserve + r.IntN(4*n+minReserve)
		for range m {
			f.AddClause(randClause(r, n, 2+r.IntN(5)))
		}
		half := r.IntN(f.NumClauses())
		one, batch := New(Options{}), New(Options{})
		for j := range f.NumClauses() {
			one.AddClause(f.Clause(j))
		}
		// Two batches: the second sizes lists that already hold clauses.
		g := encode.NewFormula()
		for j := range half {
			g.AddClause(f.Clause(j))
		}
		batch.AddFormula(g, 0)
		batch.AddFormula(f, half)
		as := []encode.Lit{randLit(r, n), randLit(r, n)}
		st1, st2 := one.Solve(context.Background(), as), batch.Solve(context.Background(), as)
		if st1 != st2 || !slices.Equal(one.Model(), batch.Model()) || !slices.Equal(one.Core(), batch.Core()) || one.Stats() != batch.Stats() {
			t.Fatalf("formula %d: clause by clause %v %v %+v, AddFormula %v %v %+v", i, st1, one.Core(), one.Stats(), st2, batch.Core(), batch.Stats())
		}
	}
}
