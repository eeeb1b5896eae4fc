package benchmarks

import (
	"errors"
	"fmt"

	"github.com/puzzlesat/puzzlesat/solver"
)

// certifiedColumn is the certified column of a run.
func certifiedColumn(ok bool) string {
	if ok {
		return "yes"
	}
	return ""
}

// certifyFailure records an UNSAT answer that a prover refuted with a
// model (solver.CertifyError.Wrong) as a wrong answer, not a mere error:
// the check fails. Other certification failures stay errors.
func certifyFailure(rec *Record, err error) {
	var ce *solver.CertifyError
	if errors.As(err, &ce) && ce.Wrong {
		rec.Status, rec.Check = StatusUnsat, CheckFail
	}
}

// certifiedNote is the summary's line on certificates: how many runs had
// their UNSAT answer (or uniqueness proof) checked with a DRAT proof, of
// the runs that answered UNSAT or proved a solution unique. Empty when no
// run was certified.
func certifiedNote(certified, provable int) string {
	if certified == 0 {
		return ""
	}
	return fmt.Sprintf("\nCertified (--certify): %d of the %d runs that answered UNSAT or proved a solution unique; each UNSAT answer was checked with a DRAT proof.\n", certified, provable)
}

// btoi is 1 for true.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
