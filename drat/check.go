package drat

import (
	"io"

	"github.com/puzzlesat/puzzlesat/dimacs"
)

// Check reads a DIMACS CNF formula (leniently, as dimacs.Read does) and
// a DRAT proof, and verifies that the proof refutes the formula. The
// errors are those of dimacs.Read for the formula and of Verify for the
// proof.
func Check(cnf, proof io.Reader, opt Options) (Result, error) {
	c := NewChecker(opt)
	if _, err := dimacs.Read(cnf, c, dimacs.Options{MaxVars: c.opt.MaxVars}); err != nil {
		return Result{}, err
	}
	return c.Verify(proof)
}
