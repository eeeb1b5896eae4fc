package solver

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// CDCL is the in-process backend built on this project's own engine
// (package solver/cdcl), "cdcl" for --solver. Unlike Gophersat it stops
// within milliseconds when its context ends (no worker process is
// needed for a deadline), solves under assumptions soundly with a
// failed-assumption core (it implements AssumingSession), keeps one
// engine per session so that appended clauses are added incrementally,
// and can write a DRAT proof. Sessions share nothing, so several may
// solve at once.
type CDCL struct {
	// Proof, when not nil, receives the DRAT proof of each session's
	// engine (text, or binary with BinaryProof): the lemmas it learns and
	// the clauses it deletes, ending with the empty clause once the
	// formula is found unsatisfiable. The proof is relative to the
	// formula's clauses as they are when it is checked (all clauses ever
	// added). Open one session at a time when it is set; a formula with
	// native cardinality constraints is refused (lower them first, as the
	// solve loop does).
	Proof       io.Writer
	BinaryProof bool
}

// Name implements Solver.
func (CDCL) Name() string { return "cdcl" }

// Open implements Solver. Native cardinality constraints of f are
// lowered to clauses (encode.Totalizer) inside the session; the engine is
// rebuilt when constraints or variables are added after that, since the
// lowering's auxiliary variables follow f's.
func (c CDCL) Open(f *encode.Formula) (Session, error) {
	if c.Proof != nil && len(f.Cards()) > 0 {
		return nil, &Error{Solver: c.Name(), Msg: "a DRAT proof needs a formula without native cardinality constraints (lower them first)"}
	}
	return &cdclSession{cfg: c, f: f}, nil
}

type cdclSession struct {
	cfg    CDCL
	f      *encode.Formula
	s      *cdcl.Solver
	seen   int // clauses of f already in s
	ncards int // native constraints of f lowered into s
	nvars  int // f.NumVars() when they were lowered
	nprops int // f's propagators given to s
	last   cdcl.Stats
	core   []encode.Lit
	proof  *sessionProof // SolveProof's proof file (engine_proof.go)
}

// Close releases the engine (a later Solve would build a new one) and
// removes SolveProof's proof file.
func (c *cdclSession) Close() error {
	c.s = nil
	c.proof.remove()
	c.proof = nil
	return nil
}

// sync gives the engine the clauses appended to f since the last solve,
// building it first when there is none (or when f's native cardinality
// constraints changed).
func (c *cdclSession) sync() error {
	f := c.f
	cards := len(f.Cards())
	if cards > 0 && c.cfg.Proof != nil {
		return &Error{Solver: c.cfg.Name(), Msg: "a DRAT proof needs a formula without native cardinality constraints (lower them first)"}
	}
	if c.s != nil && cards > 0 && (cards != c.ncards || f.NumVars() > c.nvars) {
		c.s = nil
	}
	if c.s != nil && len(f.Propagators()) != c.nprops {
		c.s = nil
	}
	if c.s == nil {
		c.nprops = len(f.Propagators())
		c.s = cdcl.New(cdcl.Options{Proof: c.cfg.Proof, BinaryProof: c.cfg.BinaryProof, Propagator: joinPropagators(f.Propagators())})
		c.last = cdcl.Stats{}
		c.seen = 0
		if cards > 0 {
			g := f.Lowered(encode.Totalizer)
			c.s.EnsureVars(g.NumVars())
			c.s.AddFormula(g, 0)
			c.seen, c.ncards, c.nvars = f.NumClauses(), cards, f.NumVars()
			return nil
		}
	}
	c.s.EnsureVars(f.NumVars())
	c.s.AddFormula(f, c.seen)
	c.seen = f.NumClauses()
	return nil
}

// SetPhase implements PhaseSetter: the engine tries l first for l's
// variable (cdcl.Solver.SetPhase), from the formula as it is now.
func (c *cdclSession) SetPhase(l encode.Lit) error {
	if err := c.sync(); err != nil {
		return err
	}
	c.s.SetPhase(l)
	return nil
}

// Solve implements Session.
func (c *cdclSession) Solve(ctx context.Context) (Result, error) {
	return c.SolveAssuming(ctx, nil)
}

// Core implements AssumingSession.
func (c *cdclSession) Core() []encode.Lit { return c.core }

// SolveAssuming implements AssumingSession. Every model is checked
// against every clause and constraint of the formula and against the
// assumptions, every core to be a subset of the assumptions.
func (c *cdclSession) SolveAssuming(ctx context.Context, assumptions []encode.Lit) (Result, error) {
	start := time.Now()
	c.core = nil
	name := c.cfg.Name()
	for _, a := range assumptions {
		if a == 0 || a.Var() > c.f.NumVars() {
			return Result{Stats: Stats{Conflicts: -1, Decisions: -1, Restarts: -1}},
				&Error{Solver: name, Msg: fmt.Sprintf("assumption %d is not a literal of the formula's %d variables", a, c.f.NumVars())}
		}
	}
	if ctx.Err() != nil {
		return Result{Status: Unknown, Stats: Stats{Conflicts: -1, Decisions: -1, Restarts: -1}}, nil
	}
	if c.f.NumVars() > cdcl.MaxVars {
		return Result{}, &Error{Solver: name, Msg: fmt.Sprintf("%d variables: at most %d", c.f.NumVars(), cdcl.MaxVars)}
	}
	if err := c.sync(); err != nil {
		return Result{}, err
	}
	if fn := ProgressFunc(ctx); fn != nil {
		last := c.last
		c.s.SetProgress(func(now cdcl.Stats) {
			fn(Progress{Conflicts: now.Conflicts - last.Conflicts, Decisions: now.Decisions - last.Decisions, Restarts: now.Restarts - last.Restarts}.Since(start))
		})
		defer c.s.SetProgress(nil)
	}
	st := c.s.Solve(ctx, assumptions)
	now := c.s.Stats()
	res := Result{Stats: Stats{
		Conflicts: now.Conflicts - c.last.Conflicts,
		Decisions: now.Decisions - c.last.Decisions,
		Restarts:  now.Restarts - c.last.Restarts,
	}}
	c.last = now
	if err := c.s.FlushProof(); err != nil {
		return Result{Stats: res.Stats}, &Error{Solver: name, Msg: "cannot write its proof", Err: err}
	}
	switch st {
	case cdcl.Sat:
		m := c.s.Model()[:c.f.NumVars()+1]
		if err := c.checkModel(m, assumptions); err != nil {
			c.s = nil // never reuse an engine that lied
			return Result{Stats: res.Stats}, err
		}
		res.Status, res.Model = Sat, m
	case cdcl.Unsat:
		core := append([]encode.Lit{}, c.s.Core()...)
		if err := checkSubset(core, assumptions); err != nil {
			c.s = nil
			return Result{Stats: res.Stats}, &Error{Solver: name, Msg: "wrong core", Err: err}
		}
		res.Status, c.core = Unsat, core
	}
	res.Stats.Wall = time.Since(start)
	return res, nil
}

func (c *cdclSession) checkModel(m encode.Model, assumptions []encode.Lit) error {
	if err := c.f.Check(m); err != nil {
		return &Error{Solver: c.cfg.Name(), Msg: "wrong model", Err: err}
	}
	if err := checkPropagators(c.f, m); err != nil {
		return &Error{Solver: c.cfg.Name(), Msg: "wrong model", Err: err}
	}
	for _, a := range assumptions {
		if !m.Value(a) {
			return &Error{Solver: c.cfg.Name(), Msg: fmt.Sprintf("wrong model: assumption %d is false", a)}
		}
	}
	return nil
}

// checkSubset fails unless every literal of core is one of assumptions.
func checkSubset(core, assumptions []encode.Lit) error {
	if len(core) == 0 {
		return nil
	}
	in := make(map[encode.Lit]bool, len(assumptions))
	for _, a := range assumptions {
		in[a] = true
	}
	for _, l := range core {
		if !in[l] {
			return fmt.Errorf("core literal %d is not an assumption", l)
		}
	}
	return nil
}
