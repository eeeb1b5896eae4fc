// Package strength measures an encoding's propagation strength on one
// puzzle: how much of what a partial assignment of the primary variables
// implies unit propagation alone derives.
//
// Measure samples partial assignments A of the primary variables, half of
// them random prefixes of a solution (the primary variables in a random
// order, a random number of them, with the solution's values), half random
// search paths (random variables given random values, each value checked
// with the oracle and flipped when the formula with it is unsatisfiable,
// so that A stays satisfiable). For each A, a primary literal l outside A
// is implied when the formula with A and ¬l is unsatisfiable; the oracle
// is package solver/cdcl under assumptions (native cardinality constraints
// lowered to a totalizer), and unit propagation is encode's own
// (encode.UnitPropagateAssuming, which reads native constraints as they
// are). The strength is (primary literals unit propagation derives) /
// (primary literals implied), summed over the samples: 1 when unit
// propagation finds everything the formula implies, as with an
// arc-consistent encoding of a single constraint.
//
// Oracle calls: one per unassigned primary variable that unit propagation
// left open and no earlier model has shown free, per sample, plus one per
// step of a search path. A model of A ∧ ¬l shows every variable where it
// differs from the first model free, which prunes most calls.
package strength

import (
	"context"
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Report is a measure's figures.
type Report struct {
	Samples    int     // partial assignments sampled
	Implied    int     // primary literals implied, summed over the samples
	Propagated int     // of those, the ones unit propagation derives
	Strength   float64 // Propagated / Implied (1 when nothing is implied)
}

// Measure samples n partial assignments of primary over f (see the
// package doc); solution is a model of f. seed fixes the samples. It
// returns early with what it has when ctx is done.
func Measure(ctx context.Context, f *encode.Formula, primary []encode.Lit, solution encode.Model, n int, seed uint64) Report {
	g := f.Lowered(encode.Totalizer)
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(g.NumVars())
	g.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	rng := rand.New(rand.NewPCG(seed, 29))
	var r Report
	vars := make([]encode.Lit, 0, len(primary))
	for _, l := range primary {
		if l < 0 {
			l = -l
		}
		vars = append(vars, l)
	}
	if len(vars) == 0 {
		r.Strength = 1
		return r
	}
	sat := func(as []encode.Lit) bool { return s.Solve(ctx, as) == cdcl.Sat }
	for i := 0; i < n && ctx.Err() == nil; i++ {
		perm := rng.Perm(len(vars))
		size := rng.IntN(len(vars))
		var as []encode.Lit
		if i%2 == 0 { // a prefix of the solution
			for _, j := range perm[:size] {
				v := vars[j]
				if !solution.Value(v) {
					v = -v
				}
				as = append(as, v)
			}
		} else { // a random search path that stays satisfiable
			for _, j := range perm[:size] {
				v := vars[j]
				if rng.IntN(2) == 0 {
					v = -v
				}
				as = append(as, v)
				if !sat(as) {
					as[len(as)-1] = -v
				}
			}
		}
		if !sat(as) { // cut short by ctx
			break
		}
		first := s.Model()
		a, conflict := encode.UnitPropagateAssuming(f, as)
		if conflict { // cannot happen for a satisfiable A; count nothing
			continue
		}
		in := make(map[int]bool, len(as))
		for _, l := range as {
			in[l.Var()] = true
		}
		free := make(map[int]bool)
		for _, v := range vars {
			if in[v.Var()] {
				continue
			}
			if a.Value(v) != 0 {
				r.Implied++
				r.Propagated++
				continue
			}
			if free[v.Var()] {
				continue
			}
			l := v
			if !first.Value(v) {
				l = -v
			}
			if !sat(append(as, -l)) {
				if ctx.Err() != nil {
					break
				}
				r.Implied++
				continue
			}
			m := s.Model()
			for _, w := range vars {
				if m.Value(w) != first.Value(w) {
					free[w.Var()] = true
				}
			}
		}
		r.Samples++
	}
	r.Strength = 1
	if r.Implied > 0 {
		r.Strength = float64(r.Propagated) / float64(r.Implied)
	}
	return r
}
