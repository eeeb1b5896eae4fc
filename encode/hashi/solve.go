package hashi

import (
	"context"
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Problem is the encoding as the generic solve loop sees it: the formula,
// the edge variables as primary variables and, in lazy mode, Refine.
func (e *Encoding) Problem() solver.Problem {
	pr := solver.Problem{Formula: e.Formula, Primary: e.Primary}
	if e.Options.Connectivity == Lazy {
		pr.Refine = e.Refine
	}
	return pr
}

// Result is the outcome of solving one puzzle.
type Result struct {
	Puzzle   *Puzzle
	Encoding *Encoding
	Status   solver.Status
	// Unique is 1 when the solution is proved unique, 0 when a second
	// solution was found, -1 when not asked or unknown.
	Unique int
	// Solutions found, in order (at most the requested maximum).
	Solutions []*Solution
	Summary   solver.Summary
	// Vars and Clauses of the eager formula (before cuts and blocking).
	Vars, Clauses int
	Encode        time.Duration // encoding time
	Total         time.Duration // encode + solve + decode + check
}

// Solve encodes p, and looks for up to max solutions (max < 1: 1; 2 proves
// uniqueness) with s. Every solution is checked with Check before it is
// returned; a solution that fails the check is an error (a bug).
func Solve(ctx context.Context, s solver.Solver, p *Puzzle, opt Options, max int) (*Result, error) {
	start := time.Now()
	e := Encode(p, opt)
	r := &Result{Puzzle: p, Encoding: e, Unique: -1, Vars: e.Formula.NumVars(), Clauses: e.Formula.NumClauses()}
	r.Encode = time.Since(start)
	pr := e.Problem()
	sum, err := solver.Enumerate(ctx, s, pr, max, func(m encode.Model) error {
		sol := e.Decode(m)
		if err := Check(p, sol); err != nil {
			return fmt.Errorf("hashi: internal error: the solver's solution breaks a rule: %v", err)
		}
		r.Solutions = append(r.Solutions, sol)
		return nil
	})
	r.Summary = sum
	r.Total = time.Since(start)
	if err != nil {
		return r, err
	}
	r.Status = sum.Status()
	if max >= 2 {
		r.Unique = sum.Unique()
	}
	return r, nil
}
