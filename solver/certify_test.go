package solver

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/drat"
	"github.com/puzzlesat/puzzlesat/encode"
)

// proofBackends are the Debian solvers that write proofs, by profile.
var proofBackends = []string{"cadical", "picosat", "cryptominisat5"}

func lookupExternal(t *testing.T, name string) *External {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		t.Fatalf("%s is not installed (apt-get install %s)", name, name)
	}
	s, err := Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	e := s.(*External)
	e.TempDir = t.TempDir()
	return e
}

func TestWritesProofs(t *testing.T) {
	for _, p := range Profiles {
		want := p.Name != "minisat" && p.Name != "glucose" && p.Name != "lingeling"
		if got := WritesProofs(NewExternal(p, "/bin/true")); got != want {
			t.Errorf("%s: WritesProofs = %v, want %v", p.Name, got, want)
		}
	}
	if WritesProofs(Gophersat{}) || WritesProofs(NewExternal(Generic, "/bin/true")) {
		t.Error("gophersat or a generic binary claims to write proofs")
	}
}

// TestOwnProofs: a backend that writes proofs proves its own answer.
func TestOwnProofs(t *testing.T) {
	for _, name := range proofBackends {
		t.Run(name, func(t *testing.T) {
			e := lookupExternal(t, name)
			for _, f := range []*encode.Formula{pigeonhole(4), readCNF(t, "php5-4.cnf")} {
				res, err := Solve(context.Background(), Certified(e, CertifyOptions{}), f)
				if err != nil {
					t.Fatal(err)
				}
				c := res.Certificate
				if res.Status != Unsat || c == nil || c.Prover != name || c.Reproved || c.Proof.Checked == 0 {
					t.Fatalf("status %v, certificate %+v", res.Status, c)
				}
			}
			// A satisfiable formula has no certificate.
			res, err := Solve(context.Background(), Certified(e, CertifyOptions{}), readCNF(t, "uf20-satlib.cnf"))
			if err != nil || res.Status != Sat || res.Certificate != nil {
				t.Fatalf("SAT: %v %v %+v", err, res.Status, res.Certificate)
			}
			emptyDir(t, e.TempDir)
		})
	}
}

// TestReproved: gophersat (in-process and worker) and minisat write no
// proofs; the engine (the default prover), or cadical when asked,
// re-proves their Unsat answers.
func TestReproved(t *testing.T) {
	mini := lookupExternal(t, "minisat")
	cad := lookupExternal(t, "cadical")
	for _, b := range []backend{{name: "gophersat", s: Gophersat{}}, {name: "worker", s: Gophersat{}, deadline: true}, {name: "minisat", s: mini, deadline: true}} {
		for _, prover := range []Solver{nil, cad} {
			t.Run(b.name, func(t *testing.T) {
				ctx, cancel := b.ctx()
				defer cancel()
				opt, want := CertifyOptions{}, "cdcl"
				if prover != nil {
					opt.Provers, want = []Solver{prover}, "cadical"
				}
				res, err := Solve(ctx, Certified(b.s, opt), pigeonhole(5))
				if err != nil {
					t.Fatal(err)
				}
				c := res.Certificate
				if res.Status != Unsat || c == nil || c.Prover != want || !c.Reproved {
					t.Fatalf("status %v, certificate %+v", res.Status, c)
				}
			})
		}
	}
	emptyDir(t, mini.TempDir)
	emptyDir(t, cad.TempDir)
}

// TestProverFallback: a prover whose proof fails is passed over for the
// next one; the error names every failure when none succeeds.
func TestProverFallback(t *testing.T) {
	liar := proofLiar(t)
	t.Setenv("PUZZLESAT_TEST_PROOF", "1 0\\n0\\n")
	cert, err := Certify(context.Background(), "gophersat", pigeonhole(4), CertifyOptions{Provers: []Solver{liar, CDCL{}}})
	if err != nil || cert.Prover != "cdcl" {
		t.Fatalf("cert %+v, err %v", cert, err)
	}
	_, err = Certify(context.Background(), "gophersat", pigeonhole(4), CertifyOptions{Provers: []Solver{liar}})
	var ce *CertifyError
	if !errors.As(err, &ce) || ce.Wrong || !strings.Contains(err.Error(), "liar's proof: proof rejected") {
		t.Fatalf("err = %v", err)
	}
}

// TestCDCLProofs: the engine proves its own answers, incrementally
// (a uniqueness proof's blocking clauses join the proof's formula), and
// its proof file goes with the session.
func TestCDCLProofs(t *testing.T) {
	res, err := Solve(context.Background(), Certified(CDCL{}, CertifyOptions{}), pigeonhole(5))
	if err != nil || res.Status != Unsat || res.Certificate == nil || res.Certificate.Prover != "cdcl" || res.Certificate.Reproved {
		t.Fatalf("%v %v %+v", err, res.Status, res.Certificate)
	}
	// A plain Solve first: SolveProof rebuilds the engine with the proof on.
	f := pigeonhole(4)
	sess, err := CDCL{}.Open(f)
	if err != nil {
		t.Fatal(err)
	}
	if res, err := sess.Solve(context.Background()); err != nil || res.Status != Unsat {
		t.Fatal(res.Status, err)
	}
	var path string
	res, err = sess.(ProofSession).SolveProof(context.Background(), func(cnf *encode.Formula, proof io.Reader) error {
		path = proof.(*os.File).Name()
		_, err := CheckProof(cnf, proof, drat.Options{})
		return err
	})
	if err != nil || res.Status != Unsat {
		t.Fatal(res.Status, err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("the proof file is gone before Close: %v", err)
	}
	sess.Close()
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the proof file %s is left after Close: %v", path, err)
	}
	// A backend with its own proof writer keeps it.
	sess, _ = CDCL{Proof: io.Discard}.Open(f)
	if _, err := sess.(ProofSession).SolveProof(context.Background(), nil); err == nil {
		t.Error("SolveProof took over the backend's own proof writer")
	}
}

// TestLiars: wrong Unsat answers and bad proofs are errors, never a
// certified (or uncertified) Unsat.
func TestLiars(t *testing.T) {
	sat := readCNF(t, "uf20-satlib.cnf")
	t.Run("no proof, satisfiable", func(t *testing.T) {
		e := NewExternal(Generic, fake(t, "liar.sh"))
		e.TempDir = t.TempDir()
		_, err := Solve(context.Background(), Certified(e, CertifyOptions{}), sat)
		var ce *CertifyError
		if !errors.As(err, &ce) || !ce.Wrong || !strings.Contains(err.Error(), "cdcl found a model") {
			t.Fatalf("err = %v", err)
		}
		emptyDir(t, e.TempDir)
	})
	proofs := map[string]string{
		"empty proof":        "",
		"bogus lemma":        "1 0\\n0\\n",
		"malformed":          "1 x 0\\n",
		"truncated binary":   "a\\x02",
		"only the empty one": "0\\n",
	}
	for name, proof := range proofs {
		for _, f := range []*encode.Formula{sat, pigeonhole(4)} {
			t.Run(name, func(t *testing.T) {
				e := proofLiar(t)
				t.Setenv("PUZZLESAT_TEST_PROOF", proof)
				res, err := Solve(context.Background(), Certified(e, CertifyOptions{}), f)
				var ce *CertifyError
				if !errors.As(err, &ce) || res.Certificate != nil {
					t.Fatalf("err = %v, certificate %+v", err, res.Certificate)
				}
				emptyDir(t, e.TempDir)
			})
		}
	}
}

// proofLiar is unsatproof.sh with a proof-writing profile.
func proofLiar(t *testing.T) *External {
	p := Generic
	p.Name, p.ProofArgs = "liar", proofPath
	e := NewExternal(p, fake(t, "unsatproof.sh"))
	e.SolverName = "liar"
	e.TempDir = t.TempDir()
	return e
}

// TestProofLiarWithValidProof: a liar that happens to write a valid
// proof of an unsatisfiable formula is certified: the proof is what
// counts, not who wrote it.
func TestProofLiarWithValidProof(t *testing.T) {
	e := proofLiar(t)
	f := encode.NewFormula()
	f.Add(1, 2)
	f.Add(1, -2)
	f.Add(-1, 2)
	f.Add(-1, -2)
	t.Setenv("PUZZLESAT_TEST_PROOF", "1 0\\n0\\n")
	res, err := Solve(context.Background(), Certified(e, CertifyOptions{}), f)
	if err != nil || res.Certificate == nil || res.Certificate.Prover != "liar" {
		t.Fatalf("err = %v, certificate %+v", err, res.Certificate)
	}
}

func TestCertifyNoProver(t *testing.T) {
	_, err := Certify(context.Background(), "x", pigeonhole(3), CertifyOptions{Provers: []Solver{Gophersat{}}})
	var ce *CertifyError
	if !errors.As(err, &ce) || !strings.Contains(err.Error(), "no backend that writes proofs") {
		t.Fatalf("err = %v", err)
	}
}

// TestCertifyTimeout: a prover that runs out of time is an error, and
// its files are gone.
func TestCertifyTimeout(t *testing.T) {
	e := hangingProver(t)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	_, err := Certify(ctx, "gophersat", pigeonhole(3), CertifyOptions{Provers: []Solver{e}})
	var ce *CertifyError
	if !errors.As(err, &ce) || !strings.Contains(err.Error(), "gave up") {
		t.Fatalf("err = %v", err)
	}
	emptyDir(t, e.TempDir)
}

// TestCertifiedCutShort: a certification that the deadline cuts short
// makes the answer Unknown, not an error and not an uncertified Unsat.
func TestCertifiedCutShort(t *testing.T) {
	e := hangingProver(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	res, err := Solve(ctx, Certified(Gophersat{}, CertifyOptions{Provers: []Solver{e}}), pigeonhole(3))
	if err != nil || res.Status != Unknown || res.Certificate != nil {
		t.Fatalf("status %v, certificate %+v, err %v", res.Status, res.Certificate, err)
	}
	emptyDir(t, e.TempDir)
}

// TestCertifyCards: native cardinality constraints are lowered; the
// certificate covers the totalizer CNF.
func TestCertifyCards(t *testing.T) {
	f := encode.NewFormula()
	x := []encode.Lit{f.New("a"), f.New("b"), f.New("c")}
	f.AddAtLeast(x, 2)
	f.Add(-x[0], -x[1])
	f.Add(-x[1], -x[2])
	f.Add(-x[0], -x[2])
	res, err := Solve(context.Background(), Certified(Gophersat{}, CertifyOptions{}), f)
	if err != nil || res.Status != Unsat || res.Certificate == nil {
		t.Fatalf("%v %v %+v", err, res.Status, res.Certificate)
	}
	if _, err := CheckProof(f, strings.NewReader(""), drat.Options{}); err == nil {
		t.Error("CheckProof accepted a formula with native constraints")
	}
}

func TestFRATReader(t *testing.T) {
	in := "o 1 1 2 0\no 2 -1 0\nc comment\n\na 3 2 0 l 1 2 0\nd 2 -1 0\nr 3 4\nf 1 1 2 0\na 4 0\n"
	b, err := io.ReadAll(newFRATReader(strings.NewReader(in)))
	if err != nil || string(b) != "2 0\nd -1 0\n0\n" {
		t.Fatalf("got %q, %v", b, err)
	}
	for in, want := range map[string]string{
		"a 3 2\n":         "line 1: clause without its terminating 0",
		"o 1 1 0\nx 2\n":  "line 2: unknown step",
		"a\n":             "line 1: step without clause id",
		"\x00\x01\x02a\n": "binary FRAT is not supported",
	} {
		_, err := io.ReadAll(newFRATReader(strings.NewReader(in)))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: err = %v, want %q", in, err, want)
		}
	}
}

func TestTempFileRemoved(t *testing.T) {
	dir := t.TempDir()
	path, remove, err := tempFile(dir, "x-*.proof")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatal(err)
	}
	remove()
	emptyDir(t, dir)
}

// hangingProver is a backend that writes proofs (as far as its arguments
// go) but never answers: hang.sh, with a short grace period.
func hangingProver(t *testing.T) *External {
	p := Generic
	p.ProofArgs = proofPath
	e := NewExternal(p, fake(t, "hang.sh"))
	e.TempDir = t.TempDir()
	e.Grace = 100 * time.Millisecond
	t.Setenv("PUZZLESAT_TEST_PIDS", e.TempDir+"-pids")
	return e
}
