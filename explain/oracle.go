package explain

import (
	"context"
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver"
)

// oracle answers "is the formula satisfiable under these assumptions?" on
// one growing formula. With a backend whose sessions solve under
// assumptions (solver.AssumingSession) it is one incremental session and
// the core after an UNSAT answer is the backend's; with any other backend
// every call is a fresh solve of the formula plus one unit clause per
// assumption, and the core is every assumption. Models that break a rule
// the formula leaves out (Hashi's lazy connectivity) are refined away
// inside solve: the cuts go to addRule, which hands them to every formula
// and propagator of the explanation.
type oracle struct {
	s       solver.Solver
	f       *encode.Formula
	sess    solver.Session
	as      solver.AssumingSession
	refine  func(encode.Model) [][]encode.Lit
	addRule func(c []encode.Lit)
	onModel func(m encode.Model)

	model encode.Model
	core  []encode.Lit

	calls int
	cuts  int
	wall  time.Duration
}

func newOracle(s solver.Solver, f *encode.Formula) (*oracle, error) {
	o := &oracle{s: s, f: f}
	sess, err := s.Open(f)
	if err != nil {
		return nil, err
	}
	if as, ok := sess.(solver.AssumingSession); ok {
		o.sess, o.as = sess, as
	} else {
		sess.Close()
	}
	return o, nil
}

func (o *oracle) close() {
	if o.sess != nil {
		o.sess.Close()
	}
}

// solve solves under the assumptions. After Sat, o.model is a model that
// every refinement accepts; after Unsat, o.core is a subset of the
// assumptions that is unsatisfiable with the formula.
func (o *oracle) solve(ctx context.Context, assumptions []encode.Lit) (solver.Status, error) {
	for {
		start := time.Now()
		res, core, err := o.once(ctx, assumptions)
		o.calls++
		o.wall += time.Since(start)
		if err != nil {
			return solver.Unknown, err
		}
		switch res.Status {
		case solver.Unsat:
			o.core, o.model = core, nil
			return solver.Unsat, nil
		case solver.Unknown:
			if ctx.Err() != nil {
				return solver.Unknown, ctx.Err()
			}
			return solver.Unknown, fmt.Errorf("explain: solver %s answered unknown", o.s.Name())
		}
		if o.refine != nil {
			if cuts := o.refine(res.Model); len(cuts) > 0 {
				o.cuts += len(cuts)
				for _, c := range cuts {
					o.addRule(c)
				}
				continue
			}
		}
		o.model, o.core = res.Model, nil
		if o.onModel != nil {
			o.onModel(res.Model)
		}
		return solver.Sat, nil
	}
}

func (o *oracle) once(ctx context.Context, assumptions []encode.Lit) (solver.Result, []encode.Lit, error) {
	if o.as != nil {
		res, err := o.as.SolveAssuming(ctx, assumptions)
		if err != nil || res.Status != solver.Unsat {
			return res, nil, err
		}
		return res, append([]encode.Lit(nil), o.as.Core()...), nil
	}
	g := copyFormula(o.f)
	for _, l := range assumptions {
		g.Add(l)
	}
	res, err := solver.Solve(ctx, o.s, g)
	if err != nil || res.Status != solver.Unsat {
		return res, nil, err
	}
	return res, append([]encode.Lit(nil), assumptions...), nil
}

// someFalse asks whether the formula, with assumptions, has a model in
// which some literal of rest is false: "some target left is false", one
// call for a whole set of targets. Unsat means the assumptions entail
// every one; a model (o.model) refutes those false in it. The clause is
// added under a fresh activation literal, retired after the call, and
// the call prefers every target false (prefer).
func (o *oracle) someFalse(ctx context.Context, assumptions, rest []encode.Lit) (solver.Status, error) {
	act := encode.Lit(o.f.NumVars() + 1)
	cl := make([]encode.Lit, 0, len(rest)+1)
	cl = append(cl, -act)
	for _, u := range rest {
		cl = append(cl, -u)
	}
	o.f.AddClause(cl)
	defer o.f.Add(-act)
	if err := o.prefer(cl[1:]); err != nil {
		return solver.Unknown, err
	}
	return o.solve(ctx, append(assumptions[:len(assumptions):len(assumptions)], act))
}

// prefer makes the backend try the literals lits first where it decides
// their variables (solver.PhaseSetter; a backend without it is left as
// it is). satLevel prefers the negation of every target it asks about:
// phase saving would otherwise keep the models next to the solution, each
// refuting one target or two (Hashi 15x15 medium puzzles: 38 calls per
// grade-only explanation up to easy, 27 with it). No answer changes,
// only which models come back.
func (o *oracle) prefer(lits []encode.Lit) error {
	ps, ok := o.as.(solver.PhaseSetter)
	if !ok {
		return nil
	}
	for _, l := range lits {
		if err := ps.SetPhase(l); err != nil {
			return err
		}
	}
	return nil
}

// copyFormula is a copy of f's clauses (names are not needed).
func copyFormula(f *encode.Formula) *encode.Formula {
	g := encode.NewFormula()
	// Room for the copy and a unit clause per variable (session a's
	// known facts join its formula): no slab copied again.
	g.Reserve(f.NumClauses()+f.NumVars(), f.NumLiterals()+f.NumVars())
	f.Each(0, g.AddClause)
	for _, c := range f.Cards() {
		g.AddAtLeast(c.Lits, c.K)
	}
	for _, p := range f.Propagators() { // rules the engine runs (--connectivity native)
		g.AddPropagator(p)
	}
	for g.NumVars() < f.NumVars() {
		g.New("")
	}
	return g
}
