package solver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
)

var _ AssumingSession = (*cdclSession)(nil)

// withUnits is f plus the unit clauses lits (a fresh formula).
func withUnits(f *encode.Formula, lits []encode.Lit) *encode.Formula {
	g := copyFormula(f)
	for _, l := range lits {
		g.Add(l)
	}
	return g
}

// checkCDCLAnswer checks an answer of SolveAssuming: the model holds the
// assumptions (the backend checked the clauses), the core is a subset of
// the assumptions, and the formula with the core as unit clauses is
// unsatisfiable for the independent solve judge.
func checkCDCLAnswer(t *testing.T, sess Session, res Result, f *encode.Formula, as []encode.Lit, judge func(*encode.Formula) Status) {
	t.Helper()
	want := judge(withUnits(f, as))
	if res.Status != want {
		t.Fatalf("cdcl %v, judge %v under %v\n%s", res.Status, want, as, dump(f))
	}
	core := sess.(AssumingSession).Core()
	switch res.Status {
	case Sat:
		if err := f.Check(res.Model); err != nil {
			t.Fatal(err)
		}
		for _, a := range as {
			if !res.Model.Value(a) {
				t.Fatalf("model falsifies assumption %d", a)
			}
		}
		if core != nil {
			t.Fatalf("core %v after Sat", core)
		}
	case Unsat:
		if core == nil {
			t.Fatal("nil core after Unsat")
		}
		for _, c := range core {
			if !slices.Contains(as, c) {
				t.Fatalf("core %v is not a subset of %v", core, as)
			}
		}
		if got := judge(withUnits(f, core)); got != Unsat {
			t.Fatalf("core %v of %v: judge says %v\n%s", core, as, got, dump(f))
		}
	}
}

func bruteJudge(f *encode.Formula) Status {
	if bruteSat(f) {
		return Sat
	}
	return Unsat
}

// TestCDCLSessions: random incremental sessions (clauses and new
// variables added between solves, units, repeats, tautologies, empty
// clauses, native cardinality constraints) solved under random
// assumptions; every answer and core is judged by brute force.
func TestCDCLSessions(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	sat, unsat, withCore := 0, 0, 0
	for i := 0; i < 600; i++ {
		n := 1 + r.IntN(9)
		f := randFormula(r, n)
		sess, err := CDCL{}.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 6; step++ {
			if step > 0 {
				growRandom(r, f)
			}
			as := make([]encode.Lit, r.IntN(f.NumVars()/2+2))
			for k := range as {
				as[k] = randLit(r, f.NumVars())
			}
			res, err := sess.(AssumingSession).SolveAssuming(context.Background(), as)
			if err != nil {
				t.Fatalf("session %d step %d: %v", i, step, err)
			}
			checkCDCLAnswer(t, sess, res, f, as, bruteJudge)
			if res.Status == Sat {
				sat++
			}
			if res.Status == Unsat {
				unsat++
				if len(sess.(AssumingSession).Core()) > 0 {
					withCore++
				}
			}
		}
	}
	t.Logf("%d SAT answers, %d UNSAT, %d with a non-empty core", sat, unsat, withCore)
	if sat < 600 || unsat < 600 || withCore < 300 {
		t.Errorf("the random mix is too easy: %d UNSAT, %d with a core", unsat, withCore)
	}
}

// growRandom appends a few random clauses to f: units, binaries, now and
// then the empty clause, a new variable or a native constraint.
func growRandom(r *rand.Rand, f *encode.Formula) {
	n := f.NumVars()
	for j := 1 + r.IntN(3); j > 0; j-- {
		switch r.IntN(12) {
		case 0:
			f.Add(randLit(r, n))
		case 1:
			f.Add(randLit(r, n), randLit(r, n))
		case 2:
			if r.IntN(30) == 0 {
				f.AddClause(nil)
			}
		case 3:
			f.New("y")
			n = f.NumVars()
			f.AddClause(randClause(r, n, 3))
		case 4:
			if n <= 8 && r.IntN(3) == 0 {
				k := 1 + r.IntN(2)
				f.AddAtLeast(randClause(r, n, 3+k), k)
			}
		default:
			f.AddClause(randClause(r, n, 4))
		}
	}
}

// crossJudges are gophersat (fresh, in-process) and the cadical binary.
func crossJudges(t *testing.T) map[string]func(*encode.Formula) Status {
	cad, err := Lookup("cadical")
	if err != nil {
		t.Fatalf("%v (sudo apt-get install cadical)", err)
	}
	cad.(*External).TempDir = t.TempDir()
	judge := func(s Solver) func(*encode.Formula) Status {
		return func(f *encode.Formula) Status {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			res, err := Solve(ctx, s, f)
			if err != nil {
				t.Fatalf("%s: %v", s.Name(), err)
			}
			return res.Status
		}
	}
	return map[string]func(*encode.Formula) Status{"gophersat": judge(Gophersat{}), "cadical": judge(cad)}
}

// TestCDCLCrossCheck solves random 3-SAT near the threshold, pigeonhole
// formulas and puzzle encodings, each under several random assumption
// sets in one session, and compares every answer with gophersat and
// cadical; every core must be UNSAT for both.
func TestCDCLCrossCheck(t *testing.T) {
	judges := crossJudges(t)
	r := rand.New(rand.NewPCG(31, 32))
	type tc struct {
		name string
		f    *encode.Formula
	}
	var cases []tc
	for i, n := range []int{50, 80, 120} {
		f := varsFormula(n)
		for j := 0; j < n*426/100; j++ {
			f.AddClause(randClause3(r, n))
		}
		cases = append(cases, tc{fmt.Sprintf("uf%d-%d", n, i), f})
	}
	cases = append(cases, tc{"php6", pigeonhole(6)}, tc{"php5-4", readCNF(t, "php5-4.cnf")},
		tc{"hashi-cllv-100", readCNF(t, "hashi-cllv-100.cnf")}, tc{"zebra1962", readCNF(t, "zebra1962.cnf")},
		tc{"shikaku-tatham7x7", readCNF(t, "shikaku-tatham7x7.cnf")})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sess, _ := CDCL{}.Open(c.f)
			for call := 0; call < 6; call++ {
				var as []encode.Lit
				for k := call * 3; k > 0; k-- {
					as = append(as, randLit(r, c.f.NumVars()))
				}
				res, err := sess.(AssumingSession).SolveAssuming(context.Background(), as)
				if err != nil {
					t.Fatal(err)
				}
				for name, j := range judges {
					t.Run(name, func(t *testing.T) { checkCDCLAnswer(t, sess, res, c.f, as, j) })
				}
			}
		})
	}
}

func randClause3(r *rand.Rand, n int) []encode.Lit {
	var c []encode.Lit
	for len(c) < 3 {
		l := randLit(r, n)
		if !slices.Contains(c, l) && !slices.Contains(c, -l) {
			c = append(c, l)
		}
	}
	return c
}

// TestCDCLCancel: the engine honours cancellation and deadlines in
// process, on a formula (php(14,13)) it cannot finish.
func TestCDCLCancel(t *testing.T) {
	f := pigeonhole(13)
	sess, _ := CDCL{}.Open(f)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	res, err := sess.Solve(ctx)
	cancel()
	if err != nil || res.Status != Unknown {
		t.Fatalf("deadline: %v %v", res.Status, err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	go func() { time.Sleep(50 * time.Millisecond); cancel() }()
	res, err = sess.Solve(ctx)
	if err != nil || res.Status != Unknown || res.Stats.Conflicts <= 0 {
		t.Fatalf("cancel: %v %v %+v", res.Status, err, res.Stats)
	}
	res, err = sess.Solve(ctx) // already cancelled
	if err != nil || res.Status != Unknown {
		t.Fatalf("cancelled: %v %v", res.Status, err)
	}
	for _, pid := range Descendants(pidSelf()) {
		t.Errorf("process %d runs: the engine needs none", pid)
	}
}

func TestCDCLBadAssumption(t *testing.T) {
	f := encode.NewFormula()
	f.Add(1, 2)
	sess, _ := CDCL{}.Open(f)
	for _, a := range []encode.Lit{0, 3, -3} {
		_, err := sess.(AssumingSession).SolveAssuming(context.Background(), []encode.Lit{a})
		var e *Error
		if !errors.As(err, &e) || e.Solver != "cdcl" || !strings.Contains(err.Error(), "assumption") {
			t.Errorf("assumption %d: %v", a, err)
		}
	}
}

// TestCDCLProof: the backend writes the engine's proof, which ends in the
// empty clause for an unsatisfiable formula; cards are refused.
func TestCDCLProof(t *testing.T) {
	var proof bytes.Buffer
	res, err := Solve(context.Background(), CDCL{Proof: &proof}, readCNF(t, "php5-4.cnf"))
	if err != nil || res.Status != Unsat {
		t.Fatal(res.Status, err)
	}
	if !strings.HasSuffix(proof.String(), "\n0\n") {
		t.Fatalf("proof does not end with the empty clause:\n%s", proof.String())
	}
	f := encode.NewFormula()
	f.AddAtLeast([]encode.Lit{1, 2}, 1)
	if _, err := (CDCL{Proof: &proof}).Open(f); err == nil {
		t.Fatal("cards accepted with a proof")
	}
}
