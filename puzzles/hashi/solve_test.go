package hashi

import (
	"context"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Settings are o as the contract's option settings.
func (o Options) settings() map[string]string {
	s := map[string]string{"card": o.CardName(), "connectivity": o.Connectivity.String(),
		"forcing": onOff(!o.NoForcing), "deductions": onOff(o.Deductions)}
	return s
}

// testResult is what the tests look at after a solve.
type testResult struct {
	*puzzle.Result
	Status    solver.Status
	Unique    int // 1 unique, 0 not, -1 unknown
	Solutions []*Solution
	Summary   struct {
		Count    int
		Complete bool
	}
}

// Solve solves p through the one solve loop (package solve), as the
// commands do, and returns the result in the tests' terms.
func Solve(ctx context.Context, s solver.Solver, p *Puzzle, opt Options, limit int) (*testResult, error) {
	r, err := solve.One(ctx, Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: s, Encode: puzzle.Options{Settings: opt.settings(), Explain: opt.Explain}, Count: limit})
	if err != nil {
		return nil, err
	}
	t := &testResult{Result: r, Unique: -1}
	switch r.Status {
	case puzzle.Solved:
		t.Status = solver.Sat
	case puzzle.Unsatisfiable:
		t.Status = solver.Unsat
	}
	switch r.Unique {
	case puzzle.UniqueYes:
		t.Unique = 1
	case puzzle.UniqueNo:
		t.Unique = 0
	}
	for _, s := range r.Solutions {
		t.Solutions = append(t.Solutions, s.(*Solution))
	}
	t.Summary.Count, t.Summary.Complete = r.Count, r.Complete
	return t, nil
}
