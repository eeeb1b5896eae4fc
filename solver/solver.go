package solver

import (
	"context"
	"github.com/puzzlesat/puzzlesat/dimacs"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
)

// Status is a solve's outcome: dimacs.Status, the project's one status
// type, numbered as SAT-competition exit codes.
type Status = dimacs.Status

// The statuses.
const (
	Unknown = dimacs.Unknown
	Sat     = dimacs.Sat
	Unsat   = dimacs.Unsat
)

// Stats are what a backend reports about one solve. Counters are -1 when
// the backend does not report them.
type Stats struct {
	Conflicts int64
	Decisions int64
	Restarts  int64
	Wall      time.Duration
}

// Result is the outcome of one solve. Model is set only when Status is Sat;
// it has been checked against every clause of the formula.
type Result struct {
	Status Status
	Model  encode.Model
	Stats  Stats
	// Certificate is the checked proof of an Unsat answer, from a
	// Certified backend (nil otherwise).
	Certificate *Certificate
}

// Solver is a SAT backend.
type Solver interface {
	// Name is the backend's name as given to --solver.
	Name() string
	// Open starts a session on f. Clauses may be appended to f between
	// the session's solves (never removed); each Solve sees f as it is then.
	Open(f *encode.Formula) (Session, error)
}

// Session solves one growing formula, incrementally where the backend can.
type Session interface {
	// Solve solves the formula as it is now. A context deadline or
	// cancellation ends the solve with Unknown (and a nil error) and frees
	// the CPU it used.
	Solve(ctx context.Context) (Result, error)
	// Close releases the session's resources.
	Close() error
}

// Solve is a one-shot solve of f with s. A formula that declares far
// more variables than its clauses use (a DIMACS "p cnf 9999999 1") is
// solved with its used variables renumbered, so that no backend spends
// memory on the others; the model is given back in f's numbering (the
// unused variables false) and checked against f.
func Solve(ctx context.Context, s Solver, f *encode.Formula) (Result, error) {
	g, c := compactFormula(f)
	if g == nil {
		return solveOnce(ctx, s, f)
	}
	res, err := solveOnce(ctx, s, g)
	if err == nil && res.Status == Sat {
		res.Model = c.expand(res.Model, f.NumVars())
		if cerr := f.Check(res.Model); cerr != nil {
			return Result{Stats: res.Stats}, &Error{Solver: s.Name(), Msg: "wrong model", Err: cerr}
		}
	}
	return res, err
}

func solveOnce(ctx context.Context, s Solver, f *encode.Formula) (Result, error) {
	sess, err := s.Open(f)
	if err != nil {
		return Result{}, err
	}
	defer sess.Close()
	return sess.Solve(ctx)
}

// Add sums o into s (the solve loop sums its solves). A counter of -1 means "not reported": it adds nothing,
// and a sum stays -1 only while no solve reported that counter.
func (s *Stats) Add(o Stats) {
	for _, p := range [][2]*int64{{&s.Conflicts, &o.Conflicts}, {&s.Decisions, &o.Decisions}, {&s.Restarts, &o.Restarts}} {
		if *p[1] < 0 {
			continue
		}
		if *p[0] < 0 {
			*p[0] = 0
		}
		*p[0] += *p[1]
	}
	s.Wall += o.Wall
}
