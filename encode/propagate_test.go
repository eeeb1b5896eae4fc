package encode

import (
	"fmt"
	"math/rand"
	"testing"
)

// TestUnitPropagate compares the propagator with brute force on random
// small formulas: every literal it assigns is implied, a conflict means
// unsatisfiable, and the result is a fixpoint (no clause is unit or false).
func TestUnitPropagate(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for trial := 0; trial < 2000; trial++ {
		n := 1 + rng.Intn(6)
		f := NewFormula()
		for v := 1; v <= n; v++ {
			f.New(fmt.Sprint("x", v))
		}
		for c := rng.Intn(3 * n); c > 0; c-- {
			var cl []Lit
			for k := rng.Intn(4); k >= 0; k-- {
				l := Lit(1 + rng.Intn(n))
				if rng.Intn(2) == 0 {
					l = -l
				}
				cl = append(cl, l)
			}
			f.AddClause(cl)
		}
		if rng.Intn(3) == 0 {
			lits := []Lit{}
			for v := 1; v <= n; v++ {
				if rng.Intn(2) == 0 {
					lits = append(lits, Lit(v))
				}
			}
			f.AddAtLeast(lits, rng.Intn(len(lits)+1))
		}
		a, conflict := UnitPropagate(f)
		var models []Model
		for bits := 0; bits < 1<<n; bits++ {
			m := make(Model, n+1)
			for v := 1; v <= n; v++ {
				m[v] = bits>>(v-1)&1 == 1
			}
			if f.Check(m) == nil {
				models = append(models, m)
			}
		}
		if conflict {
			if len(models) > 0 {
				t.Fatalf("trial %d: conflict on a satisfiable formula", trial)
			}
			continue
		}
		for _, m := range models {
			for v := 1; v <= n; v++ {
				if a[v] != 0 && (a[v] == 1) != m[v] {
					t.Fatalf("trial %d: x%d assigned %d but a model has %v", trial, v, a[v], m[v])
				}
			}
		}
		for i := 0; i < f.NumClauses(); i++ {
			free, sat := 0, false
			for _, l := range f.Clause(i) {
				switch a.Value(l) {
				case 1:
					sat = true
				case 0:
					free++
				}
			}
			if !sat && free <= 1 {
				t.Fatalf("trial %d: not a fixpoint: clause %v under %v", trial, f.Clause(i), a)
			}
		}
	}
}
