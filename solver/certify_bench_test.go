package solver

import (
	"bytes"
	"context"
	"io"
	"strconv"
	"testing"

	"github.com/puzzlesat/puzzlesat/drat"

	"github.com/puzzlesat/puzzlesat/encode"
)

// BenchmarkCertify compares a plain solve of an unsatisfiable formula
// (pigeonhole PHP(6,5) and PHP(7,6)) with a certified one, for a backend
// that proves its own answers (cadical) and one that is re-proved
// (gophersat): the ratio is what --certify costs.
func BenchmarkCertify(b *testing.B) {
	cad, err := Lookup("cadical")
	if err != nil {
		b.Skip("cadical is not installed") // benchmarks measure, tests enforce
	}
	for _, h := range []int{5, 6} {
		for _, be := range []struct {
			name string
			s    Solver
		}{{"gophersat", Gophersat{}}, {"cadical", cad}} {
			for _, certify := range []bool{false, true} {
				s := be.s
				name := be.name + "/php" + strconv.Itoa(h+1) + "/plain"
				if certify {
					s, name = Certified(s, CertifyOptions{}), be.name+"/php"+strconv.Itoa(h+1)+"/certified"
				}
				f := pigeonhole(h)
				b.Run(name, func(b *testing.B) {
					for b.Loop() {
						res, err := Solve(context.Background(), s, f)
						if err != nil || res.Status != Unsat || certify != (res.Certificate != nil) {
							b.Fatal(res.Status, err)
						}
					}
				})
			}
		}
	}
}

// BenchmarkCheckProof is the checker alone on a formula in memory
// (CheckProof, as certification runs it) with cadical's proof of
// PHP(7,6).
func BenchmarkCheckProof(b *testing.B) {
	cad, err := Lookup("cadical")
	if err != nil {
		b.Skip("cadical is not installed")
	}
	f := pigeonhole(6)
	sess, err := cad.Open(f)
	if err != nil {
		b.Fatal(err)
	}
	var proof []byte
	if _, err := sess.(ProofSession).SolveProof(context.Background(), func(_ *encode.Formula, r io.Reader) error {
		proof, err = io.ReadAll(r)
		return err
	}); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(proof)))
	for b.Loop() {
		if _, err := CheckProof(f, bytes.NewReader(proof), drat.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
