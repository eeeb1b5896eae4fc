package solver_test

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestCertifiedHashi proves the uniqueness of a Hashi solution and the
// impossibility of a puzzle with certificates, through the puzzle's own
// solve loop (lazy connectivity: the final formula holds the cuts of
// every refinement round and the blocking clause of the solution).
func TestCertifiedHashi(t *testing.T) {
	tests := []struct {
		id     string
		status solver.Status
		unique puzzle.Unique
	}{
		// examples/hashi/classic.txt: one solution.
		{"7x7m2:a3d4b2b3a1g4c3i2b1b3e4", solver.Sat, puzzle.UniqueYes},
		// The same with two clues changed: no solution.
		{"7x7m2:a4d4b2b3a1g4c3i2b1b3e3", solver.Unsat, puzzle.UniqueUnknown},
		// shared hashi/tatham/10x10i30e10m2d2.txt line 3, a clue raised: no
		// solution, and unit propagation alone does not show it.
		{"10x10m2:2a4f4j3g2k4a6e3u2a3a4d4j4a3a3b3a1", solver.Unsat, puzzle.UniqueUnknown},
	}
	backends := []solver.Solver{solver.Gophersat{}, solver.CDCL{}}
	if s, err := solver.Lookup("cadical"); err == nil {
		backends = append(backends, s)
	} else {
		t.Fatal(err)
	}
	for _, tc := range tests {
		ps, err := hashi.Parse("", []byte(tc.id), hashi.Auto)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range backends {
			e, err := hashi.Encode(ps[0], hashi.DefaultOptions())
			if err != nil {
				t.Fatal(err)
			}
			sum, err := solve.Enumerate(context.Background(), solver.Certified(s, solver.CertifyOptions{}), e.Problem(), 2, func(m encode.Model) error {
				sol, err := e.Decode(m)
				if err == nil {
					err = hashi.Check(ps[0], sol)
				}
				return err
			})
			if err != nil {
				t.Fatalf("%s with %s: %v", tc.id, s.Name(), err)
			}
			if sum.Status() != tc.status || sum.Unique() != tc.unique || sum.Certificate == nil {
				t.Errorf("%s with %s: status %v unique %v certificate %+v", tc.id, s.Name(), sum.Status(), sum.Unique(), sum.Certificate)
			}
		}
	}
}
