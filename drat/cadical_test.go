package drat

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/dimacs"
)

// Proofs written by the real cadical (installed as a Debian package; CI
// installs it), checked as written and after corruption.

type cnfCase struct {
	name    string
	vars    int
	clauses [][]int
}

// pigeonhole is PHP(n+1, n): n+1 pigeons, n holes, unsatisfiable.
func pigeonhole(n int) cnfCase {
	v := func(p, h int) int { return p*n + h + 1 }
	var cls [][]int
	for p := 0; p <= n; p++ {
		var c []int
		for h := 0; h < n; h++ {
			c = append(c, v(p, h))
		}
		cls = append(cls, c)
	}
	for h := 0; h < n; h++ {
		for p := 0; p <= n; p++ {
			for q := p + 1; q <= n; q++ {
				cls = append(cls, []int{-v(p, h), -v(q, h)})
			}
		}
	}
	return cnfCase{fmt.Sprintf("php%d", n), (n + 1) * n, cls}
}

// random3SAT has ratio 6.5 clauses per variable: unsatisfiable with
// overwhelming probability (cadical confirms it in the test).
func random3SAT(seed uint64, n int) cnfCase {
	rng := rand.New(rand.NewPCG(seed, 7))
	var cls [][]int
	for i := 0; i < n*13/2; i++ {
		var c []int
		for len(c) < 3 {
			l := 1 + rng.IntN(n)
			if containsInt(c, l) || containsInt(c, -l) {
				continue
			}
			if rng.IntN(2) == 0 {
				l = -l
			}
			c = append(c, l)
		}
		cls = append(cls, c)
	}
	return cnfCase{fmt.Sprintf("uf%d-%d", n, seed), n, cls}
}

func readCNFCase(t testing.TB, path string) cnfCase {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if strings.HasSuffix(path, ".gz") {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if data, err = io.ReadAll(zr); err != nil {
			t.Fatal(err)
		}
	}
	h := &collect{}
	info, err := dimacs.Read(bytes.NewReader(data), h, dimacs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return cnfCase{filepath.Base(path), info.NumVars(), h.cls}
}

type collect struct{ cls [][]int }

func (c *collect) Header(int, int) error { return nil }
func (c *collect) Clause(l []int) error {
	c.cls = append(c.cls, append([]int{}, l...))
	return nil
}

func (cc cnfCase) dimacs() string {
	var b strings.Builder
	fmt.Fprintf(&b, "p cnf %d %d\n", cc.vars, len(cc.clauses))
	b.WriteString(textProof(toSteps(cc.clauses)))
	return b.String()
}

func toSteps(cls [][]int) []refStep {
	out := make([]refStep, len(cls))
	for i, c := range cls {
		out[i] = refStep{lits: c}
	}
	return out
}

// cadicalProof runs cadical on the case and returns its proof.
func cadicalProof(t testing.TB, cc cnfCase, binary bool) []byte {
	t.Helper()
	path, err := exec.LookPath("cadical")
	if err != nil {
		t.Fatalf("cadical is needed (apt-get install cadical): %v", err)
	}
	dir := t.TempDir()
	cnf, proof := filepath.Join(dir, "f.cnf"), filepath.Join(dir, "f.drat")
	if err := os.WriteFile(cnf, []byte(cc.dimacs()), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"-q", cnf, proof}
	if !binary {
		args = append([]string{"--no-binary"}, args...)
	}
	out, err := exec.Command(path, args...).Output()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 20 {
		t.Fatalf("cadical on %s: %v (want exit 20, UNSATISFIABLE): %s", cc.name, err, out)
	}
	data, err := os.ReadFile(proof)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func checkCase(cc cnfCase, proof []byte) (Result, error) {
	c := NewChecker(Options{})
	for _, cl := range cc.clauses {
		if err := c.AddClause(cl); err != nil {
			return Result{}, err
		}
	}
	return c.Verify(bytes.NewReader(proof))
}

func cadicalCases(t *testing.T) []cnfCase {
	return []cnfCase{
		pigeonhole(4), pigeonhole(5),
		random3SAT(1, 30), random3SAT(2, 40),
		readCNFCase(t, "testdata/hashi-10x10-impossible.cnf"),
	}
}

func TestCadicalProofs(t *testing.T) {
	cases := append(cadicalCases(t), pigeonhole(6), pigeonhole(7), random3SAT(3, 50), readCNFCase(t, "testdata/hashi-cllv100-impossible.cnf.gz"))
	for _, cc := range cases {
		for _, binary := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/binary=%v", cc.name, binary), func(t *testing.T) {
				proof := cadicalProof(t, cc, binary)
				r, err := checkCase(cc, proof)
				if err != nil {
					t.Fatalf("cadical's proof rejected: %v", err)
				}
				if (r.Format == Binary) != binary || r.Checked == 0 && !r.Trivial {
					t.Errorf("result %+v", r)
				}
				// The proof of one formula does not refute a weaker one.
				if !r.Trivial && len(cc.clauses) > 1 {
					weaker := cnfCase{cc.name, cc.vars, cc.clauses[1:]}
					if _, err := checkCase(weaker, proof); err == nil && len(cc.clauses) < 5000 && !refKeepOK(weaker, proof, binary) {
						t.Errorf("proof accepted for the formula without its first clause")
					}
				}
			})
		}
	}
}

func refKeepOK(cc cnfCase, proof []byte, binary bool) bool {
	steps, ok := readRefProof(proof, binary)
	return ok && refKeep(cc.clauses, steps)
}

// TestCorruptedProofs corrupts cadical's proofs in every way the issue
// names and checks each verdict against the reference: a corrupted proof
// whose valid lemmas no longer derive a conflict (refKeep) must be
// rejected, and one that still passes the strict reference must be
// accepted. One difference is legitimate: a changed literal can turn a
// lemma into one that is RAT on the core clauses only (drat-trim accepts
// those too, see the package doc) while refKeep, which sees every clause
// ever added as a candidate, rejects it; such acceptances must show RAT
// lemmas in the result.
func TestCorruptedProofs(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	per := 8
	if testing.Short() {
		per = 3
	}
	for _, cc := range cadicalCases(t) {
		for _, binary := range []bool{false, true} {
			proof := cadicalProof(t, cc, binary)
			steps, ok := readRefProof(proof, binary)
			if !ok {
				t.Fatalf("%s: the reference cannot read cadical's proof", cc.name)
			}
			stats := map[string][2]int{}
			t0 := time.Now()
			for kind, corrupt := range corruptions(cc) {
				n := per
				if len(cc.clauses) > 500 {
					n = max(per/4, 2) // the reference is quadratic
				}
				for i := 0; i < n; i++ {
					bad := corrupt(rng, steps)
					data := []byte(textProof(bad))
					if binary {
						data = binaryProof(bad)
					}
					if kind == "truncated" {
						data = proof[:rng.IntN(len(proof)+1)]
						var ok bool
						if bad, ok = readRefProof(data, binary); !ok {
							bad = nil // cut inside a lemma: must be rejected
						}
					}
					r, err := checkCase(cc, data)
					accepted := err == nil
					keep := bad != nil && refKeep(cc.clauses, bad)
					strict := bad != nil && refStrict(cc.clauses, bad)
					if accepted && !keep && r.RAT == 0 {
						t.Fatalf("%s %s: corrupted proof accepted, but its valid lemmas derive no conflict:\n%s", cc.name, kind, textProof(bad))
					}
					if strict && !accepted {
						t.Fatalf("%s %s: valid corrupted proof rejected: %v\n%s", cc.name, kind, err, textProof(bad))
					}
					s := stats[kind]
					s[btoi(accepted)]++
					stats[kind] = s
				}
			}
			t.Logf("%s binary=%v: rejected/accepted per corruption: %v (%v)", cc.name, binary, stats, time.Since(t0))
		}
	}
}

// corruptions are the ways to break a proof, by name.
func corruptions(cc cnfCase) map[string]func(*rand.Rand, []refStep) []refStep {
	lemmas := func(steps []refStep) []int {
		var idx []int
		for i, s := range steps {
			if !s.del && len(s.lits) > 0 {
				idx = append(idx, i)
			}
		}
		return idx
	}
	clone := func(steps []refStep) []refStep {
		out := make([]refStep, len(steps))
		for i, s := range steps {
			out[i] = refStep{s.del, append([]int{}, s.lits...)}
		}
		return out
	}
	return map[string]func(*rand.Rand, []refStep) []refStep{
		"literal changed": func(rng *rand.Rand, steps []refStep) []refStep {
			out := clone(steps)
			idx := lemmas(out)
			if len(idx) == 0 {
				return out
			}
			s := &out[idx[rng.IntN(len(idx))]]
			j := rng.IntN(len(s.lits))
			if rng.IntN(2) == 0 {
				s.lits[j] = -s.lits[j]
			} else {
				s.lits[j] = 1 + rng.IntN(cc.vars)
			}
			return out
		},
		"lemma removed": func(rng *rand.Rand, steps []refStep) []refStep {
			out := clone(steps)
			idx := lemmas(out)
			if len(idx) == 0 {
				return out
			}
			i := idx[rng.IntN(len(idx))]
			return append(out[:i], out[i+1:]...)
		},
		"needed clause deleted": func(rng *rand.Rand, steps []refStep) []refStep {
			out := clone(steps)
			c := cc.clauses[rng.IntN(len(cc.clauses))]
			i := rng.IntN(len(out) + 1)
			return append(out[:i], append([]refStep{{true, append([]int{}, c...)}}, out[i:]...)...)
		},
		"empty clause missing": func(rng *rand.Rand, steps []refStep) []refStep {
			out := clone(steps)
			for i := len(out) - 1; i >= 0; i-- {
				if !out[i].del && len(out[i].lits) == 0 {
					return append(out[:i], out[i+1:]...)
				}
			}
			return out
		},
		"truncated": func(rng *rand.Rand, steps []refStep) []refStep { return steps },
	}
}
