package solver

import (
	"context"
	"io"

	"github.com/puzzlesat/puzzlesat/encode"
)

// What a backend can do beyond Solver and Session is told by the
// interfaces below, never by its name. Callers test for them with a type
// assertion and fall back to the plain interface when a backend lacks one.

// CardSolver is implemented by backends that take a formula's native
// cardinality constraints (encode.Formula.Cards) as they are. The solve
// loop gives every other backend the formula with its native constraints
// lowered to clauses (encode.Totalizer).
type CardSolver interface {
	Solver
	// NativeCards reports whether Open accepts native constraints.
	NativeCards() bool
}

// AssumingSession is implemented by sessions that solve under
// assumptions soundly: the assumptions hold for one call only, learnt
// clauses stay valid for every later call, and after an Unsat answer Core
// names the assumptions that the refutation used.
type AssumingSession interface {
	Session
	// SolveAssuming solves the formula as it is now with every literal of
	// assumptions forced true for this call only.
	SolveAssuming(ctx context.Context, assumptions []encode.Lit) (Result, error)
	// Core is, after an Unsat answer of SolveAssuming, a subset of that
	// call's assumptions that is unsatisfiable together with the formula
	// (empty when the refutation needed no assumption: the formula alone
	// is then unsatisfiable; a non-empty core does not prove the formula
	// alone satisfiable). It need not be minimal. It is nil after any
	// other answer.
	Core() []encode.Lit
}

// PhaseSetter is a session that can be told which value to try first
// for a variable when it decides it (its saved phase): it changes which
// model a Sat answer finds and how long a call takes, never an answer.
// The cdcl backend's sessions have it.
type PhaseSetter interface {
	// SetPhase makes the search try l first for l's variable.
	SetPhase(l encode.Lit) error
}

// NativeCards reports whether s takes native cardinality constraints.
func NativeCards(s Solver) bool {
	c, ok := s.(CardSolver)
	return ok && c.NativeCards()
}

// ProofSolver is implemented by backends whose sessions can back an
// Unsat answer with a DRAT proof (they implement ProofSession). Like
// NativeCards, the answer depends on the configured backend: an External
// writes proofs only when its profile says how (cadical, kissat,
// picosat, cryptominisat5; not minisat).
type ProofSolver interface {
	Solver
	// WritesProofs reports whether sessions of this backend can prove
	// their Unsat answers.
	WritesProofs() bool
}

// ProofSession is implemented by sessions of proof-writing backends.
type ProofSession interface {
	Session
	// SolveProof solves the formula as it is now, like Solve. When the
	// answer is Unsat it calls check with the CNF the proof refutes (the
	// session's formula, with native cardinality constraints lowered to
	// clauses as the solver got them) and the proof as DRAT (text or
	// binary), before the proof's temporary file is removed; check's
	// error is returned as is, with the Result. check is not called for
	// other answers.
	SolveProof(ctx context.Context, check func(cnf *encode.Formula, proof io.Reader) error) (Result, error)
}

// WritesProofs reports whether s can prove its Unsat answers.
func WritesProofs(s Solver) bool {
	p, ok := s.(ProofSolver)
	return ok && p.WritesProofs()
}

// PropagatorSolver is implemented by backends that run a formula's
// propagators (encode.Formula.Propagators, such as --connectivity native)
// inside their search: the cdcl engine. Every other backend's Open refuses a
// formula that has one, saying why: its rule is in no clause.
type PropagatorSolver interface {
	Solver
	// RunsPropagators reports whether Open accepts propagators.
	RunsPropagators() bool
}

// RunsPropagators reports whether s runs formulas' propagators.
func RunsPropagators(s Solver) bool {
	p, ok := s.(PropagatorSolver)
	return ok && p.RunsPropagators()
}

// refusePropagators is the error of a backend that cannot run f's
// propagators; nil when f has none.
func refusePropagators(name string, f *encode.Formula) error {
	if len(f.Propagators()) == 0 {
		return nil
	}
	return &Error{Solver: name, Msg: "the formula has a propagator (an encoding option such as --connectivity native), which runs only inside the cdcl engine: use --solver cdcl, or another encoding"}
}

// IsCertified reports whether s checks a proof of every Unsat answer
// (Certified): a solve loop then encodes the puzzle in full, never a
// reduced form whose answers rest on an argument outside the proof.
func IsCertified(s Solver) bool {
	_, ok := s.(*certified)
	return ok
}
