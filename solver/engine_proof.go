package solver

import (
	"context"
	"io"
	"os"

	"github.com/puzzlesat/puzzlesat/encode"
)

// WritesProofs implements ProofSolver: the engine writes DRAT proofs.
func (CDCL) WritesProofs() bool { return true }

// RunsPropagators implements PropagatorSolver: the engine calls the
// formula's propagators at each propagation fixpoint.
func (CDCL) RunsPropagators() bool { return true }

// sessionProof is the temporary file a cdcl session logs its proof to
// for SolveProof.
type sessionProof struct {
	path  string
	w     *os.File
	clean func()
}

// remove closes and removes the file (nothing when p is nil).
func (p *sessionProof) remove() {
	if p != nil {
		p.w.Close()
		p.clean()
	}
}

// SolveProof implements ProofSession. Unless the backend was given its
// own CDCL.Proof writer (then SolveProof is an error), the session's
// engine logs a binary DRAT proof to a temporary file from its first
// SolveProof on: an engine built earlier without a proof is rebuilt, so
// that the proof covers every lemma. Close removes the file. The proof
// is relative to the formula's clauses as they are at the Unsat answer:
// clauses added between solves join the engine incrementally, and the
// lemmas learnt before them stay valid (RUP) with more clauses.
func (c *cdclSession) SolveProof(ctx context.Context, check func(cnf *encode.Formula, proof io.Reader) error) (Result, error) {
	name := c.cfg.Name()
	if c.proof == nil {
		if c.cfg.Proof != nil {
			return Result{}, &Error{Solver: name, Msg: "the session writes its proof to the backend's own Proof writer"}
		}
		path, remove, err := tempFile("", "puzzlesat-*.drat")
		if err != nil {
			return Result{}, &Error{Solver: name, Msg: "cannot create its proof file", Err: err}
		}
		w, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			remove()
			return Result{}, &Error{Solver: name, Msg: "cannot open its proof file", Err: err}
		}
		c.proof = &sessionProof{path: path, w: w, clean: remove}
		c.cfg.Proof, c.cfg.BinaryProof = w, true
		c.s = nil // rebuilt by the next solve, with the proof on
	}
	res, err := c.Solve(ctx)
	if err != nil || res.Status != Unsat {
		return res, err
	}
	cnf, err := withExternal(c.f, c.s.External())
	if err != nil {
		return res, err
	}
	fh, err := os.Open(c.proof.path)
	if err != nil {
		return res, &Error{Solver: name, Msg: "cannot read its proof file", Err: err}
	}
	defer fh.Close()
	return res, check(cnf, fh)
}
