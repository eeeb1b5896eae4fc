package solver

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/puzzlesat/puzzlesat/encode"
)

// ProofFormat is the format a solver writes its proofs in.
type ProofFormat int

// The proof formats.
const (
	// DRAT, text or binary (the drat package detects which).
	DRAT ProofFormat = iota
	// FRAT (cryptominisat5): clause ids and hints around DRAT's steps.
	// Its additions and deletions are read as DRAT; original ("o") and
	// final ("f") steps and the hints are dropped.
	FRAT
)

// proofPath is the proof argument of cadical, kissat and cryptominisat5:
// a second file name after the input.
func proofPath(p string) []string { return []string{p} }

// WritesProofs implements ProofSolver: the profile says how to ask the
// solver for a proof.
func (e *External) WritesProofs() bool { return e.Profile.ProofArgs != nil }

// SolveProof implements ProofSession. The solver writes its proof to a
// temporary file in External.TempDir, which is removed before SolveProof
// returns, whatever the answer (also on a timeout or a cancellation).
func (s *externalSession) SolveProof(ctx context.Context, check func(cnf *encode.Formula, proof io.Reader) error) (Result, error) {
	e := s.e
	if !e.WritesProofs() {
		return Result{}, &Error{Solver: e.Name(), Msg: "cannot write proofs (its profile has no proof arguments)"}
	}
	path, remove, err := tempFile(e.TempDir, "puzzlesat-*.proof")
	if err != nil {
		return Result{}, &Error{Solver: e.Name(), Msg: "cannot create its proof file", Err: err}
	}
	defer remove()
	g := s.cnf()
	res, err := s.solve(ctx, g, path)
	if err != nil || res.Status != Unsat {
		return res, err
	}
	fh, err := os.Open(path)
	if err != nil {
		return res, &Error{Solver: e.Name(), Msg: "answered UNSATISFIABLE but its proof file is unreadable", Err: err}
	}
	defer fh.Close()
	var proof io.Reader = fh
	if e.Profile.ProofFormat == FRAT {
		proof = newFRATReader(fh)
	}
	return res, check(g, proof)
}

// tempFile creates an empty temporary file and returns its path and a
// function that removes it. Every temporary file of a proof goes through
// here: the file is registered with KillAll (trackTemp), so that a stop
// signal removes it too.
func tempFile(dir, pattern string) (string, func(), error) {
	fh, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return "", func() {}, err
	}
	name := fh.Name()
	trackTemp(name)
	if err := fh.Close(); err != nil {
		untrackTemp(name)
		return "", func() {}, fmt.Errorf("closing %s: %w", name, err)
	}
	return name, func() { untrackTemp(name) }, nil
}
