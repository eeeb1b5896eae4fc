package benchmarks

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCertifiedRuns: with Certify every UNSAT answer and every
// uniqueness proof of the bundled instances is certified, for every
// kind, with a proof-writing solver and with gophersat (re-proved).
func TestCertifiedRuns(t *testing.T) {
	s := Sweep{Paths: []string{"testdata/puzzles", "testdata/cnf"}, Unique: true, Certify: true, Solvers: []string{"gophersat", "cadical"}}
	p, err := NewPlan(s)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for j := range p.Jobs(Shard{0, 1}) {
		n++
		rec, _ := Execute(j)
		proved := rec.Status == StatusUnsat || rec.Unique == UniqueYes
		if rec.Status == StatusError || rec.Check == CheckFail || (rec.Certified == "yes") != proved {
			t.Errorf("%s %s: status %s check %q unique %q certified %q error %q", rec.Instance, rec.Solver, rec.Status, rec.Check, rec.Unique, rec.Certified, rec.Error)
		}
	}
	if n == 0 {
		t.Fatal("no jobs")
	}
}

// TestCertifyLiar: a solver that answers UNSAT for a satisfiable formula
// is caught: a failed check (a wrong answer), not a certified UNSAT.
func TestCertifyLiar(t *testing.T) {
	dir := t.TempDir()
	liar := filepath.Join(dir, "liar.sh")
	if err := os.WriteFile(liar, []byte("#!/bin/sh\necho 's UNSATISFIABLE'\nexit 20\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, certify := range []bool{false, true} {
		j := Job{Instance: "uf20", Path: "testdata/cnf/uf20-seed1.cnf", Kind: "dimacs", Solver: liar, Total: 1, Certify: certify}
		rec, _ := Execute(j)
		if certify && (rec.Check != CheckFail || !rec.Wrong() || rec.Certified != "") {
			t.Errorf("certified: %+v", rec)
		}
		if !certify && (rec.Status != StatusUnsat || rec.Check != CheckNone) {
			t.Errorf("uncertified: %+v", rec) // the lie goes through: what --certify is for
		}
	}
}
