package solve

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Problem is an encoded puzzle instance, as the generic solve loop sees
// it (see encode.Problem: encoders build it without importing solve).
type Problem = encode.Problem

// Summary is what the loop found.
type Summary struct {
	// Count is the number of distinct solutions found (on Primary).
	Count int
	// Complete is true when the search space was exhausted: Count is then
	// the exact number of solutions (0 = unsatisfiable). It is false when
	// the loop stopped at the requested maximum or on a timeout.
	Complete bool
	// TimedOut is true when a solve ended Unknown.
	TimedOut bool
	Rounds   int // refinement rounds that added cuts
	Cuts     int // refinement clauses added
	Solves   int // solver calls
	// Stats are summed over all solves; a counter is -1 when no solve
	// reported it (counters that only some solves reported are partial sums).
	Stats solver.Stats
	// Certificate is the checked proof of the final Unsat answer (no
	// solution, or no further one) when the backend is Certified.
	Certificate *solver.Certificate
}

// Status is the puzzle-level status: Sat when a solution was found, Unsat
// when none exists, Unknown otherwise.
func (s Summary) Status() solver.Status {
	switch {
	case s.Count > 0:
		return solver.Sat
	case s.Complete:
		return solver.Unsat
	}
	return solver.Unknown
}

// Unique answers "is the solution unique?" from what the loop saw:
// yes when exactly one solution was found and the search space exhausted,
// no when two were found, unknown otherwise (no solution, a limit of one,
// or a timeout).
func (s Summary) Unique() puzzle.Unique {
	switch {
	case s.Count == 1 && s.Complete:
		return puzzle.UniqueYes
	case s.Count >= 2:
		return puzzle.UniqueNo
	}
	return puzzle.UniqueUnknown
}

// Enumerate looks for up to limit solutions of p (limit < 1 means 1), calling
// fn with each accepted model in the order found. After each solution it
// blocks that solution on p.Primary and solves again, incrementally where
// the backend can. Refinement cuts are kept across solutions.
func Enumerate(ctx context.Context, s solver.Solver, p Problem, limit int, fn func(m encode.Model) error) (Summary, error) {
	limit = max(limit, 1)
	sum := Summary{Stats: solver.Stats{Conflicts: -1, Decisions: -1, Restarts: -1}}
	if len(p.Formula.Cards()) > 0 && !solver.NativeCards(s) {
		// Backends without native cardinality constraints get clauses.
		p.Formula = p.Formula.Lowered(encode.Totalizer)
	}
	sess, err := s.Open(p.Formula)
	if err != nil {
		return sum, err
	}
	defer sess.Close()
	// A caller's progress function (solver.WithProgress) hears the
	// engine's counters on top of the loop's so far, and the loop after
	// each call.
	report := solver.ProgressFunc(ctx)
	start := time.Now()
	loop := func(p solver.Progress) solver.Progress {
		p.Conflicts += max(sum.Stats.Conflicts, 0)
		p.Decisions += max(sum.Stats.Decisions, 0)
		p.Restarts += max(sum.Stats.Restarts, 0)
		p.Solves, p.Rounds, p.Solutions = sum.Solves, sum.Rounds, sum.Count
		return p.Since(start)
	}
	if report != nil {
		ctx = solver.WithProgress(ctx, func(p solver.Progress) { report(loop(p)) })
		defer func() { report(loop(solver.Progress{})) }() // the final figures
	}
	for {
		if report != nil && sum.Solves > 0 {
			report(loop(solver.Progress{}))
		}
		res, err := sess.Solve(ctx)
		sum.Solves++
		sum.Stats.Add(res.Stats)
		if err != nil {
			return sum, err
		}
		switch res.Status {
		case solver.Unsat:
			sum.Complete = true
			sum.Certificate = res.Certificate
			return sum, nil
		case solver.Unknown:
			sum.TimedOut = true
			return sum, nil
		}
		if p.Refine != nil {
			if cuts := p.Refine(res.Model); len(cuts) > 0 {
				if !cutsOff(res.Model, cuts) {
					return sum, fmt.Errorf("solve: Refine rejected a model but none of its %d clauses excludes it (the loop would not end)", len(cuts))
				}
				sum.Rounds++
				sum.Cuts += len(cuts)
				for _, c := range cuts {
					p.Formula.AddClause(c)
				}
				continue
			}
		}
		sum.Count++
		if fn != nil {
			if err := fn(res.Model); err != nil {
				return sum, err
			}
		}
		if sum.Count >= limit {
			return sum, nil
		}
		if sum.Count == 1 && p.Alternative != nil {
			if alt := p.Alternative(res.Model); alt != nil {
				sum.Count++
				if fn != nil {
					if err := fn(alt); err != nil {
						return sum, err
					}
				}
				if sum.Count >= limit {
					return sum, nil
				}
			}
		}
		p.Formula.AddClause(encode.Blocking(res.Model, p.Primary))
	}
}

// cutsOff reports whether some clause of cuts is false under m.
func cutsOff(m encode.Model, cuts [][]encode.Lit) bool {
	for _, c := range cuts {
		if !slices.ContainsFunc(c, m.Value) {
			return true
		}
	}
	return false
}
