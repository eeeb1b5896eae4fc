package solver

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// joinPropagators is one cdcl.Propagator asking each of ps in turn (nil
// when ps is empty): the first that returns clauses answers.
func joinPropagators(ps []encode.Propagator) cdcl.Propagator {
	switch len(ps) {
	case 0:
		return nil
	case 1:
		return ps[0]
	}
	return joined(ps)
}

type joined []encode.Propagator

func (j joined) Propagate(a encode.Valuation, full bool) [][]encode.Lit {
	for _, p := range j {
		if cls := p.Propagate(a, full); len(cls) > 0 {
			return cls
		}
	}
	return nil
}

// modelValues reads a model as a full assignment.
type modelValues encode.Model

func (m modelValues) Value(l encode.Lit) int8 {
	if encode.Model(m).Value(l) {
		return 1
	}
	return -1
}

// checkPropagators fails when some propagator of f, asked about the full
// model m, returns a clause that m makes false (the model breaks its rule).
func checkPropagators(f *encode.Formula, m encode.Model) error {
	for _, p := range f.Propagators() {
		for _, c := range p.Propagate(modelValues(m), true) {
			sat := false
			for _, l := range c {
				sat = sat || m.Value(l)
			}
			if !sat {
				return fmt.Errorf("the model breaks a propagator's rule: clause %v is false", c)
			}
		}
	}
	return nil
}

// CutError is a clause that a propagator gave the engine and that its own
// checker rejects: the engine's answer rests on a clause that is not a
// consequence of the rule, and is not certified.
type CutError struct {
	Clause []encode.Lit
	Err    error
}

func (e *CutError) Error() string {
	return fmt.Sprintf("a propagator's clause %v fails its check: %v", e.Clause, e.Err)
}

func (e *CutError) Unwrap() error { return e.Err }

// withExternal checks every clause in ext against f's propagators (each
// must pass the Check of one of them) and returns the CNF a proof of the
// engine refutes: f's clauses plus ext (f itself when ext is empty).
func withExternal(f *encode.Formula, ext [][]encode.Lit) (*encode.Formula, error) {
	if len(ext) == 0 {
		return f, nil
	}
	ps := f.Propagators()
	for _, c := range ext {
		var first error
		ok := false
		for _, p := range ps {
			err := p.Check(c)
			if err == nil {
				ok = true
				break
			}
			if first == nil {
				first = err
			}
		}
		if !ok {
			if first == nil {
				first = fmt.Errorf("the formula has no propagator to check it")
			}
			return nil, &CutError{Clause: c, Err: first}
		}
	}
	g := encode.NewFormula()
	g.Grow(f.NumVars())
	g.Reserve(f.NumClauses()+len(ext), f.NumLiterals())
	f.Each(0, g.AddClause)
	for _, c := range ext {
		g.AddClause(c)
	}
	return g, nil
}
