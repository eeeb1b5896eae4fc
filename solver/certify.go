package solver

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/drat"
	"github.com/puzzlesat/puzzlesat/encode"
)

// Certificate is a checked DRAT proof of an Unsat answer.
type Certificate struct {
	// Prover is the backend whose proof was checked.
	Prover string
	// Reproved: the proof comes from a second solve by Prover, because
	// the backend that answered writes no proofs.
	Reproved bool
	// Proof is what the checker found (lemmas, core, ignored deletions).
	Proof drat.Result
	// Solve is the second solve's time when Reproved (0 otherwise);
	// Check is the time spent reading and checking the proof.
	Solve, Check time.Duration
}

// CertifyOptions tune certification.
type CertifyOptions struct {
	// Provers re-prove the Unsat answers of backends that write no
	// proofs, tried in order until one proof checks (nil: DefaultProvers).
	Provers []Solver
	// Check bounds the checker (zero: the drat package's defaults).
	Check drat.Options
}

// CertifyError is an Unsat answer that could not be certified. Never
// take it for an Unsat answer: the proof was rejected, no prover was
// available, the second solve gave up, or it found the formula
// satisfiable (Wrong: the first answer was wrong).
type CertifyError struct {
	Solver string // the backend whose answer was to be certified
	Wrong  bool   // a prover found a model: the Unsat answer is wrong
	Err    error
}

func (e *CertifyError) Error() string {
	return fmt.Sprintf("certify: the UNSATISFIABLE answer of %s: %v", e.Solver, e.Err)
}

func (e *CertifyError) Unwrap() error { return e.Err }

// DefaultProvers are the backends Certify re-proves with when the
// answering one writes no proofs: the in-process engine (CDCL), then
// cadical when it is on PATH. The engine comes first because it starts
// no process: on puzzle formulas a cadical run costs more in process
// start-up than the whole solve. Certify tries the next prover only when
// one fails; an engine that runs out of time ends the certification.
func DefaultProvers() []Solver {
	out := []Solver{CDCL{}}
	if _, err := exec.LookPath("cadical"); err == nil {
		if s, err := Lookup("cadical"); err == nil {
			out = append(out, s)
		}
	}
	return out
}

// CheckProof checks that proof (DRAT, text or binary) refutes the
// clauses of f, which must have no native cardinality constraints.
func CheckProof(f *encode.Formula, proof io.Reader, opt drat.Options) (drat.Result, error) {
	if len(f.Cards()) > 0 {
		return drat.Result{}, errors.New("CheckProof: the formula has native cardinality constraints; lower them first")
	}
	c := drat.NewChecker(opt)
	if err := c.Header(f.NumVars(), f.NumClauses()); err != nil {
		return drat.Result{}, err
	}
	var buf []int
	var err error
	f.Each(0, func(cl []encode.Lit) {
		if err != nil {
			return
		}
		buf = buf[:0]
		for _, l := range cl {
			buf = append(buf, int(l))
		}
		err = c.AddClause(buf)
	})
	if err != nil {
		return drat.Result{}, err
	}
	return c.Verify(proof)
}

// proveAndCheck solves with a proof session and checks the proof of an
// Unsat answer. The certificate is nil when the answer is not Unsat.
func proveAndCheck(ctx context.Context, ps ProofSession, prover string, opt drat.Options) (Result, *Certificate, error) {
	var cert *Certificate
	res, err := ps.SolveProof(ctx, func(cnf *encode.Formula, proof io.Reader) error {
		start := time.Now()
		r, err := CheckProof(cnf, proof, opt)
		if err != nil {
			return fmt.Errorf("%s's proof: %w", prover, err)
		}
		cert = &Certificate{Prover: prover, Proof: r, Check: time.Since(start)}
		return nil
	})
	return res, cert, err
}

// Certify proves the clauses of f unsatisfiable with a proof-writing
// backend (opt.Provers, else DefaultProvers) and checks the proof. f's
// native cardinality constraints are lowered first (totalizer): the
// certificate covers that CNF. The error is a *CertifyError; a prover
// that finds a model makes it Wrong. solverName names the backend whose
// answer is being certified, for the error.
func Certify(ctx context.Context, solverName string, f *encode.Formula, opt CertifyOptions) (*Certificate, error) {
	provers := opt.Provers
	if provers == nil {
		provers = DefaultProvers()
	}
	g := f.Lowered(encode.Totalizer)
	var errs []string
	for _, p := range provers {
		if !WritesProofs(p) {
			continue
		}
		start := time.Now()
		res, cert, err := reprove(ctx, p, g, opt.Check)
		switch {
		case err != nil:
			errs = append(errs, err.Error())
			continue
		case res.Status == Sat:
			return nil, &CertifyError{Solver: solverName, Wrong: true,
				Err: fmt.Errorf("%s found a model that satisfies every clause: the answer is wrong", p.Name())}
		case res.Status == Unknown:
			errs = append(errs, p.Name()+" gave up (time limit or interruption)")
			if ctx.Err() != nil {
				return nil, &CertifyError{Solver: solverName, Err: errors.New(strings.Join(errs, "; "))}
			}
			continue
		}
		cert.Reproved = true
		cert.Solve = time.Since(start) - cert.Check
		return cert, nil
	}
	if len(errs) == 0 {
		return nil, &CertifyError{Solver: solverName, Err: errors.New("no backend that writes proofs is available (install cadical: sudo apt-get install cadical)")}
	}
	return nil, &CertifyError{Solver: solverName, Err: errors.New(strings.Join(errs, "; "))}
}

func reprove(ctx context.Context, p Solver, g *encode.Formula, opt drat.Options) (Result, *Certificate, error) {
	sess, err := p.Open(g)
	if err != nil {
		return Result{}, nil, err
	}
	defer sess.Close()
	ps, ok := sess.(ProofSession)
	if !ok {
		return Result{}, nil, fmt.Errorf("%s: its sessions write no proofs", p.Name())
	}
	return proveAndCheck(ctx, ps, p.Name(), opt)
}

// Certified wraps s so that every Unsat answer of its sessions carries a
// checked certificate (Result.Certificate), or comes with a
// *CertifyError instead; when the context ends before the certificate is
// checked, the answer is Unknown (with a nil error), as for any solve cut
// short. A backend that writes proofs proves its own
// answers (one solve); the others' Unsat answers are re-proved by
// Certify. The wrapper takes native cardinality constraints when s does
// (gophersat keeps its native constraints and its speed); the proofs are
// always of CNF: a proof-writing backend gets clauses from the solve
// loop, and Certify lowers the constraints to totalizer clauses before
// it re-proves, so the certificate then covers that CNF.
//
// For the generic loop: Enumerate(ctx, Certified(s, opt), p, n, fn)
// certifies its final Unsat answer — "no solution", or "no further
// solution" after n-1 of them (uniqueness, counting) — on the formula
// as it is then, with every refinement cut and blocking clause added so
// far; Summary.Certificate holds the certificate.
func Certified(s Solver, opt CertifyOptions) Solver {
	return &certified{s: s, opt: opt}
}

type certified struct {
	s   Solver
	opt CertifyOptions
}

func (c *certified) Name() string { return c.s.Name() }

// NativeCards implements CardSolver: as the wrapped backend.
func (c *certified) NativeCards() bool { return NativeCards(c.s) }

// RunsPropagators implements PropagatorSolver: as the wrapped backend.
func (c *certified) RunsPropagators() bool { return RunsPropagators(c.s) }

func (c *certified) Open(f *encode.Formula) (Session, error) {
	sess, err := c.s.Open(f)
	if err != nil {
		return nil, err
	}
	return &certifiedSession{inner: sess, f: f, name: c.s.Name(), proves: WritesProofs(c.s), opt: c.opt}, nil
}

type certifiedSession struct {
	inner  Session
	f      *encode.Formula
	name   string
	proves bool
	opt    CertifyOptions
}

func (c *certifiedSession) Close() error { return c.inner.Close() }

func (c *certifiedSession) Solve(ctx context.Context) (Result, error) {
	if ps, ok := c.inner.(ProofSession); ok && c.proves {
		res, cert, err := proveAndCheck(ctx, ps, c.name, c.opt.Check)
		if err != nil {
			var se *Error
			if res.Status == Unsat && !errors.As(err, &se) {
				err = &CertifyError{Solver: c.name, Err: err}
			}
			return res, err
		}
		res.Certificate = cert
		return res, nil
	}
	res, err := c.inner.Solve(ctx)
	if err != nil || res.Status != Unsat {
		return res, err
	}
	cert, err := Certify(ctx, c.name, c.f, c.opt)
	if err != nil && ctx.Err() != nil {
		// The deadline or a cancellation cut the second solve short: like
		// any solve cut short, the answer is unknown (not an error, and
		// never an uncertified Unsat).
		return Result{Status: Unknown, Stats: res.Stats}, nil
	}
	res.Certificate = cert
	return res, err
}
