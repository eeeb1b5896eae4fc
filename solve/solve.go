package solve

import (
	"context"
	"fmt"
	"github.com/puzzlesat/puzzlesat/solver/strength"
	"math"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Options say how to solve one puzzle.
type Options struct {
	Solver solver.Solver // nil: gophersat
	Encode puzzle.Options
	// Unique asks whether the solution is unique: the loop looks for a
	// second solution.
	Unique bool
	// Count, when at least 1, asks for up to Count solutions (and answers
	// Unique too when it is at least 2).
	Count int
	// Timeout bounds the solve of one puzzle (0: none).
	Timeout time.Duration
	// Ask holds questions for kinds that answer them (zebra's --ask).
	Ask []string
	// Strength, when at least 1, measures the encoding's propagation
	// strength on the first solution with that many sampled partial
	// assignments (package solver/strength) into Stats.UPStrength; the
	// time it takes is not in Stats.Total.
	Strength int
}

// CountAll is Options.Count for "every solution" (the command line's
// --count 0): the loop stops only when the search space is exhausted.
const CountAll = math.MaxInt32

// MaxKept is the number of solutions a result keeps (and the output
// shows): counting goes on beyond it in bounded memory.
const MaxKept = 1000

// Limit is the number of solutions the loop looks for.
func (o Options) Limit() int {
	n := 1
	if o.Unique {
		n = 2
	}
	return max(n, o.Count)
}

// WrongAnswerError is a solver's model that the encoding or the kind's
// rule checker rejects: the worst bug, reported as such.
type WrongAnswerError struct {
	Solver string
	Err    error
}

func (e *WrongAnswerError) Error() string {
	return fmt.Sprintf("solver %s returned a wrong solution: %v", e.Solver, e.Err)
}

func (e *WrongAnswerError) Unwrap() error { return e.Err }

// One encodes item's puzzle, solves it and checks every solution: the one
// solve loop of every command. A puzzle that cannot be encoded, or a
// solver failure, is an error; a solve cut short by ctx or the timeout is
// Status Unknown. Every solution in the result was decoded and passed the
// kind's Check; a model that fails either is a *WrongAnswerError.
func One(ctx context.Context, k puzzle.Kind, item puzzle.Item, opt Options) (*puzzle.Result, error) {
	if item.Err != nil {
		r := NewResult(item, opt)
		r.Status, r.Err = puzzle.Failed, item.Err
		return r, item.Err
	}
	start := time.Now()
	// A reduced encoding (encode.Problem.Alternative) answers one or two
	// solutions; a certified answer rests on the full formula only.
	if l := opt.Limit(); l <= 2 && !solver.IsCertified(opt.Solver) {
		opt.Encode.Solutions = l
	}
	e, err := k.Encode(item.Puzzle, opt.Encode)
	if err != nil {
		return NewResult(item, opt), err
	}
	return Encoded(ctx, k, item, e, start, opt)
}

func NewResult(item puzzle.Item, opt Options) *puzzle.Result {
	r := &puzzle.Result{Item: item, Ask: opt.Ask, Counting: opt.Count > 0, UniqueAsked: opt.Limit() >= 2}
	r.Stats.Solver = "gophersat"
	if opt.Solver != nil {
		r.Stats.Solver = opt.Solver.Name()
	}
	return r
}

// Encoded is One for a puzzle already encoded as e (start: when its
// encoding began, for the times). e.Formula grows by the loop's cuts and
// blocking clauses.
func Encoded(ctx context.Context, k puzzle.Kind, item puzzle.Item, e *puzzle.Encoding, start time.Time, opt Options) (*puzzle.Result, error) {
	s := opt.Solver
	if s == nil {
		s = solver.Gophersat{}
	}
	r := NewResult(item, opt)
	r.Encoding = e
	r.Stats.Encode = time.Since(start)
	r.Stats.Vars = e.Formula.NumVars()
	r.Stats.Clauses = e.Formula.NumClauses() + len(e.Formula.Cards())
	if opt.Timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opt.Timeout)
		defer cancel()
	}
	eager := e.Formula.NumClauses() // the formula before cuts and blocking clauses
	var first encode.Model
	sum, err := Enumerate(ctx, s, e.Problem, opt.Limit(), func(m encode.Model) error {
		if opt.Strength > 0 && first == nil {
			first = append(encode.Model(nil), m...)
		}
		sol, err := e.Decode(m)
		if err == nil {
			err = k.Check(item.Puzzle, sol)
		}
		if err != nil {
			return &WrongAnswerError{Solver: s.Name(), Err: err}
		}
		if len(r.Solutions) < MaxKept {
			r.Solutions = append(r.Solutions, sol)
		}
		return nil
	})
	r.Stats.Total = time.Since(start)
	r.Stats.Solves, r.Stats.Rounds, r.Stats.Cuts = sum.Solves, sum.Rounds, sum.Cuts
	r.Stats.Certified = sum.Certificate != nil // with a solver.Certified backend
	r.Stats.Conflicts, r.Stats.Decisions = sum.Stats.Conflicts, sum.Stats.Decisions
	r.Stats.Solve = sum.Stats.Wall
	if err != nil {
		return r, err
	}
	if first != nil {
		rep := strength.Measure(ctx, e.Formula.Prefix(eager), e.Primary, first, opt.Strength, 1)
		r.Stats.UPStrength = &rep.Strength
	}
	r.Count, r.Complete, r.TimedOut = sum.Count, sum.Complete, sum.TimedOut
	switch sum.Status() {
	case solver.Sat:
		r.Status = puzzle.Solved
	case solver.Unsat:
		r.Status = puzzle.Unsatisfiable
	}
	if opt.Limit() >= 2 {
		r.Unique = sum.Unique()
	}
	compareReference(k, r)
	return r, nil
}

// compareReference sets r.Matches when the puzzle came with a reference
// solution: whether some solution found equals it. When none does but
// the reference passes the rule check too, the puzzle has several
// solutions, and the reference proves it.
func compareReference(k puzzle.Kind, r *puzzle.Result) {
	ref := r.Item.Reference
	if ref == nil || len(r.Solutions) == 0 {
		return
	}
	eq, ok := k.(puzzle.Comparer)
	if !ok {
		return
	}
	m := false
	for _, s := range r.Solutions {
		m = m || eq.Equal(s, ref)
	}
	r.Matches = &m
	if !m && k.Check(r.Item.Puzzle, ref) == nil {
		r.Unique = puzzle.UniqueNo
	}
}

// Counter is a puzzle.Source.Count for readers that settle ambiguous
// readings by counting solutions: up to limit, with s (nil: gophersat).
// An encoding or solver failure counts as no solution.
func Counter(ctx context.Context, k puzzle.Kind, s solver.Solver, enc puzzle.Options) func(p puzzle.Puzzle, limit int) int {
	return func(p puzzle.Puzzle, limit int) int {
		r, err := One(ctx, k, puzzle.Item{Puzzle: p}, Options{Solver: s, Encode: enc, Count: limit})
		if err != nil {
			return 0
		}
		return r.Count
	}
}
