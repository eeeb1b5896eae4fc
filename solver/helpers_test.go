package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	ps "github.com/mitchellh/go-ps"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
)

// realSolvers are the Debian solvers the tests run against; a missing one
// is a test failure that says how to install it.
var realSolvers = []struct{ name, pkg string }{
	{"minisat", "minisat"},
	{"picosat", "picosat"},
	{"cadical", "cadical"},
	{"cryptominisat5", "cryptominisat"},
}

// backend is a way to solve: a Solver plus whether to give it a deadline
// (for gophersat, a deadline means the worker process).
type backend struct {
	name     string
	s        Solver
	deadline bool
}

func (b backend) ctx() (context.Context, context.CancelFunc) {
	if b.deadline {
		return context.WithTimeout(context.Background(), time.Minute)
	}
	return context.WithCancel(context.Background())
}

// allBackends are gophersat in-process, gophersat in its worker, the
// cdcl engine (without and with a deadline), and every real solver
// (failing the test when one is missing).
func allBackends(t *testing.T) []backend {
	t.Helper()
	bs := []backend{
		{name: "gophersat", s: Gophersat{}},
		{name: "gophersat-worker", s: Gophersat{}, deadline: true},
		{name: "cdcl", s: CDCL{}},
		{name: "cdcl-deadline", s: CDCL{}, deadline: true},
	}
	for _, rs := range realSolvers {
		if _, err := exec.LookPath(rs.name); err != nil {
			t.Fatalf("%s is not installed: sudo apt-get install %s", rs.name, rs.pkg)
		}
		s, err := Lookup(rs.name)
		if err != nil {
			t.Fatal(err)
		}
		e := s.(*External)
		e.TempDir = t.TempDir()
		bs = append(bs, backend{name: rs.name, s: e, deadline: true})
	}
	return bs
}

// bruteSat decides f by trying every assignment (f.NumVars() <= 16).
func bruteSat(f *encode.Formula) bool {
	return bruteCount(f, nil) > 0
}

// bruteCount counts the models of f, projected on primary when not nil.
func bruteCount(f *encode.Formula, primary []encode.Lit) int {
	n := f.NumVars()
	seen := map[uint64]bool{}
	m := make(encode.Model, n+1)
	for a := uint64(0); a < 1<<n; a++ {
		for v := 1; v <= n; v++ {
			m[v] = a>>(v-1)&1 == 1
		}
		if f.Check(m) != nil {
			continue
		}
		key := a
		if primary != nil {
			key = 0
			for i, p := range primary {
				if m.Value(p) {
					key |= 1 << i
				}
			}
		}
		seen[key] = true
	}
	return len(seen)
}

// varsFormula is a formula of n variables (named x) and no clauses.
func varsFormula(n int) *encode.Formula {
	f := encode.NewFormula()
	for f.NumVars() < n {
		f.New("x")
	}
	return f
}

// randFormula is varsFormula(n) with up to 2n-1 random clauses of 1 to 4
// literals (randClause).
func randFormula(r *rand.Rand, n int) *encode.Formula {
	f := varsFormula(n)
	for j := r.IntN(2 * n); j > 0; j-- {
		f.AddClause(randClause(r, n, 2+r.IntN(3)))
	}
	return f
}

// randClause is a clause of 1..maxLen literals over vars 1..n (repeats and
// tautologies allowed: the backends must cope).
func randClause(r *rand.Rand, n, maxLen int) []encode.Lit {
	k := 1 + r.IntN(maxLen)
	c := make([]encode.Lit, k)
	for i := range c {
		c[i] = encode.Lit(1 + r.IntN(n))
		if r.IntN(2) == 0 {
			c[i] = -c[i]
		}
	}
	return c
}

// randLit is a random literal over vars 1..n.
func randLit(r *rand.Rand, n int) encode.Lit {
	l := encode.Lit(1 + r.IntN(n))
	if r.IntN(2) == 0 {
		return -l
	}
	return l
}

// readCNF reads a testdata file.
func readCNF(t *testing.T, name string) *encode.Formula {
	t.Helper()
	fh, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	f, _, err := ReadFormula(fh, dimacs.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// fake copies a fake solver script into a temporary directory (so that its
// executable bit does not depend on the checkout) and returns its path.
func fake(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, b, 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// gone reports whether pid no longer runs (absent, or a zombie nobody has
// reaped yet: it holds no resources but a table entry).
func gone(pid int) bool {
	p, err := ps.FindProcess(pid)
	return err == nil && (p == nil || !alive(pid))
}

// emptyDir fails when dir has entries.
func emptyDir(t *testing.T, dir string) {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range es {
		t.Errorf("temporary file left behind: %s", filepath.Join(dir, e.Name()))
	}
}

// describeProc says what process pid is (state, parent, command line),
// for a test failure about a process left behind.
func describeProc(pid int) string {
	st, ok := statOf(pid)
	if !ok {
		return "gone"
	}
	b, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/cmdline")
	return fmt.Sprintf("state %c, parent %d (we are %d), %q", st.state, st.ppid, os.Getpid(), strings.ReplaceAll(strings.TrimRight(string(b), "\x00"), "\x00", " "))
}
