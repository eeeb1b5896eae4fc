package solver

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
)

// agreeCases are the formulas every backend must decide the same way.
func agreeCases(t *testing.T) []struct {
	name string
	f    *encode.Formula
	want Status
} {
	small := encode.NewFormula()
	small.Add(1, -2)
	small.Add(2, 3)
	small.Add(-1, -3)
	small.Add(-3, -3, 1, 2) // repeated literal
	small.Add(2, -2)        // tautology

	empty := encode.NewFormula()

	emptyClause := encode.NewFormula()
	emptyClause.Add(1, 2)
	emptyClause.AddClause(nil)

	onlyEmptyClause := encode.NewFormula() // zero variables, one empty clause
	onlyEmptyClause.AddClause(nil)

	unusedVars := encode.NewFormula() // variables no clause mentions
	for i := 0; i < 5; i++ {
		unusedVars.New("v")
	}
	unusedVars.Add(-5)

	cards := encode.NewFormula() // native cards: exactly 2 of 1..4, 1 -> 2
	lits := []encode.Lit{1, 2, 3, 4}
	cards.AddAtLeast(lits, 2)
	cards.AddAtLeast([]encode.Lit{-1, -2, -3, -4}, 2)
	cards.Add(-1, 2)
	cards.Add(-2, -3)
	cards.AddAtLeast([]encode.Lit{3, 3, -4}, 2) // repeated variables

	cardsUnsat := encode.NewFormula()
	cardsUnsat.AddAtLeast([]encode.Lit{1, 2, 3}, 2)
	cardsUnsat.AddAtLeast([]encode.Lit{-1, -2, -3}, 2)

	units := encode.NewFormula()
	units.Add(1)
	units.Add(-1, 2)
	units.Add(-2, 3)
	units.Add(-3, -1)

	return []struct {
		name string
		f    *encode.Formula
		want Status
	}{
		{"small", small, Sat},
		{"php5-4", readCNF(t, "php5-4.cnf"), Unsat},
		{"uf20-satlib", readCNF(t, "uf20-satlib.cnf"), Sat},
		{"empty", empty, Sat},
		{"empty-clause", emptyClause, Unsat},
		{"only-empty-clause", onlyEmptyClause, Unsat},
		{"unused-vars", unusedVars, Sat},
		{"cards", cards, Sat},
		{"cards-unsat", cardsUnsat, Unsat},
		{"unit-chain", units, Unsat},
	}
}

// TestBackendsAgree runs every formula on every backend: gophersat in
// process, gophersat in its worker process, and each real solver.
func TestBackendsAgree(t *testing.T) {
	bs := allBackends(t)
	for _, tc := range agreeCases(t) {
		if tc.f.NumVars() <= 16 {
			if got := bruteSat(tc.f); got != (tc.want == Sat) {
				t.Fatalf("%s: brute force says sat=%v, table says %v", tc.name, got, tc.want)
			}
		}
		for _, b := range bs {
			t.Run(tc.name+"/"+b.name, func(t *testing.T) {
				ctx, cancel := b.ctx()
				defer cancel()
				res, err := Solve(ctx, b.s, tc.f)
				if err != nil {
					t.Fatal(err)
				}
				if res.Status != tc.want {
					t.Fatalf("status %v, want %v", res.Status, tc.want)
				}
				if res.Status == Sat {
					if len(res.Model) != tc.f.NumVars()+1 {
						t.Errorf("model has %d entries, want %d", len(res.Model), tc.f.NumVars()+1)
					}
					if err := tc.f.Check(res.Model); err != nil {
						t.Fatal(err)
					}
				} else if res.Model != nil {
					t.Errorf("model with status %v", res.Status)
				}
				if res.Stats.Wall <= 0 && tc.f.NumClauses() > 10 {
					t.Errorf("no wall time: %+v", res.Stats)
				}
			})
		}
		if e, ok := bs[len(bs)-1].s.(*External); ok {
			emptyDir(t, e.TempDir)
		}
	}
	for _, b := range bs {
		if e, ok := b.s.(*External); ok {
			emptyDir(t, e.TempDir)
		}
	}
}

// TestIncrementalSoundness proves the incremental use of gophersat
// (AppendClause between solves, never Assume) against brute force on many
// random small formulas: clauses are added after SAT and after UNSAT
// answers, including units, repeated literals, tautologies and empty
// clauses; every model is checked, every UNSAT is confirmed.
func TestIncrementalSoundness(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	sessions, solves, unsats, afterUnsat := 0, 0, 0, 0
	incremental, satThenUnsat := 0, 0 // solves on a reused solver after SAT
	for i := 0; i < 1000; i++ {
		n := 1 + r.IntN(9)
		f := randFormula(r, n)
		if r.IntN(4) == 0 { // some sessions start with native cards
			k := 1 + r.IntN(3)
			var lits []encode.Lit
			for j := 0; j < k+r.IntN(3); j++ {
				lits = append(lits, randClause(r, n, 1)...)
			}
			f.AddAtLeast(lits, k)
		}
		sess, err := Gophersat{}.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sessions++
		wasUnsat := false
		for step := 0; step < 6; step++ {
			if step > 0 {
				for j := 1 + r.IntN(4); j > 0; j-- {
					switch r.IntN(10) {
					case 0: // unit
						f.Add(randLit(r, n))
					case 1: // binary
						f.Add(randLit(r, n), randLit(r, n))
					case 2:
						if r.IntN(20) == 0 {
							f.AddClause(nil)
						}
					case 4: // a new variable appears
						f.New("y")
						n = f.NumVars()
						f.AddClause(randClause(r, n, 3))
					default:
						f.AddClause(randClause(r, n, 4))
					}
				}
				if wasUnsat {
					afterUnsat++
				}
			}
			before := sess.(*gophersatSession).st.s
			res, err := sess.Solve(context.Background())
			solves++
			if step > 0 && before != nil && before == sess.(*gophersatSession).st.s && !wasUnsat {
				incremental++
				if res.Status == Unsat {
					satThenUnsat++
				}
			}
			if err != nil {
				t.Fatalf("session %d step %d: %v", i, step, err)
			}
			want := bruteSat(f)
			if (res.Status == Sat) != want || res.Status == Unknown {
				t.Fatalf("session %d step %d: incremental gophersat says %v, brute force sat=%v\n%s", i, step, res.Status, want, dump(f))
			}
			fresh, err := Solve(context.Background(), Gophersat{}, f)
			if err != nil || fresh.Status != res.Status {
				t.Fatalf("session %d step %d: fresh solve %v %v, incremental %v", i, step, fresh.Status, err, res.Status)
			}
			if res.Status == Sat {
				if err := f.Check(res.Model); err != nil {
					t.Fatalf("session %d step %d: %v", i, step, err)
				}
			} else {
				unsats++
				wasUnsat = true
			}
		}
		sess.Close()
	}
	t.Logf("%d sessions, %d solves, %d UNSAT, %d solves after an UNSAT, %d incremental solves after SAT (%d of them UNSAT)",
		sessions, solves, unsats, afterUnsat, incremental, satThenUnsat)
	if unsats < 600 || unsats > solves*2/3 || afterUnsat < 200 || incremental < 700 || satThenUnsat < 150 {
		t.Errorf("the random mix is too easy: %d UNSAT, %d after UNSAT", unsats, afterUnsat)
	}
}

func dump(f *encode.Formula) string {
	var b strings.Builder
	f.Each(0, func(c []encode.Lit) { b.WriteString(f.ClauseString(c) + "\n") })
	for _, cd := range f.Cards() {
		b.WriteString("atleast " + f.ClauseString(cd.Lits) + " " + string(rune('0'+cd.K)) + "\n")
	}
	return b.String()
}

func copyFormula(f *encode.Formula) *encode.Formula {
	g := encode.NewFormula()
	for g.NumVars() < f.NumVars() {
		g.New("x")
	}
	f.Each(0, func(c []encode.Lit) { g.AddClause(c) })
	for _, cd := range f.Cards() {
		g.AddAtLeast(cd.Lits, cd.K)
	}
	return g
}

// TestGophersatCardsRandom checks native cardinality constraints (with
// repeated and complementary literals) against brute force.
func TestGophersatCardsRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 400; i++ {
		n := 1 + r.IntN(6)
		f := varsFormula(n)
		for j := r.IntN(3); j >= 0; j-- {
			var lits []encode.Lit
			for k := r.IntN(6); k >= 0; k-- {
				lits = append(lits, randClause(r, n, 1)...)
			}
			f.AddAtLeast(lits, r.IntN(len(lits)+2)-1)
		}
		for j := r.IntN(n); j > 0; j-- {
			f.AddClause(randClause(r, n, 3))
		}
		res, err := Solve(context.Background(), Gophersat{}, f)
		if err != nil {
			t.Fatal(err)
		}
		if want := bruteSat(f); (res.Status == Sat) != want {
			t.Fatalf("case %d: gophersat %v, brute force sat=%v\n%s", i, res.Status, want, dump(f))
		}
		// Cards added after a solve make the session rebuild.
		sess, _ := Gophersat{}.Open(f)
		sess.Solve(context.Background())
		f.AddAtLeast([]encode.Lit{1, -1, encode.Lit(n)}, 2)
		res, err = sess.Solve(context.Background())
		if err != nil {
			t.Fatalf("case %d: %v\n%s", i, err, dump(f))
		}
		if want := bruteSat(f); (res.Status == Sat) != want {
			t.Fatalf("case %d after a new card: gophersat %v, brute force sat=%v\n%s", i, res.Status, want, dump(f))
		}
	}
}

// TestWorkerTimeout: a deadline-bound gophersat solve of a hard formula
// ends Unknown at the deadline, and the worker process is gone.
func TestWorkerTimeout(t *testing.T) {
	f := pigeonhole(12)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	res, err := Solve(ctx, Gophersat{}, f)
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != Unknown {
		t.Fatalf("status %v, want UNKNOWN", res.Status)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v", d)
	}
	for _, pid := range Descendants(pidSelf()) {
		t.Errorf("process %d still runs after the timeout", pid)
	}
}

// TestCancel: cancelling the context stops an external solve.
func TestCancel(t *testing.T) {
	path := fake(t, "hang.sh")
	t.Setenv("PUZZLESAT_TEST_PIDS", t.TempDir()+"/pids")
	e := NewExternal(Generic, path)
	e.TempDir = t.TempDir()
	e.Grace = 100 * time.Millisecond
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(200 * time.Millisecond); cancel() }()
	res, err := Solve(ctx, e, pigeonhole(3))
	if err != nil || res.Status != Unknown {
		t.Fatalf("got %v, %v; want UNKNOWN", res.Status, err)
	}
	emptyDir(t, e.TempDir)
	// Already cancelled: no process at all.
	res, err = Solve(ctx, e, pigeonhole(3))
	if err != nil || res.Status != Unknown {
		t.Fatalf("got %v, %v; want UNKNOWN", res.Status, err)
	}
}

// TestRealSolverTimeout: cadical on a hard pigeonhole formula is stopped at
// the deadline.
func TestRealSolverTimeout(t *testing.T) {
	bs := allBackends(t)
	for _, b := range bs {
		if _, ok := b.s.(*External); !ok {
			continue // the in-process backends: TestWorkerTimeout, TestCDCLCancel
		}
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		res, err := Solve(ctx, b.s, pigeonhole(13))
		cancel()
		if err != nil {
			t.Fatalf("%s: %v", b.name, err)
		}
		if res.Status != Unknown {
			t.Errorf("%s: %v on php(14,13) in 200 ms", b.name, res.Status)
		}
		for _, pid := range Descendants(pidSelf()) {
			t.Errorf("%s: process %d still runs after the timeout", b.name, pid)
		}
		emptyDir(t, b.s.(*External).TempDir)
	}
}

// pigeonhole is php(h+1, h): unsatisfiable and hard for resolution.
func pigeonhole(h int) *encode.Formula {
	f := encode.NewFormula()
	v := func(i, j int) encode.Lit { return encode.Lit(i*h + j + 1) }
	for i := 0; i <= h; i++ {
		var c []encode.Lit
		for j := 0; j < h; j++ {
			c = append(c, v(i, j))
		}
		f.AddClause(c)
	}
	for j := 0; j < h; j++ {
		for i := 0; i <= h; i++ {
			for k := i + 1; k <= h; k++ {
				f.Add(-v(i, j), -v(k, j))
			}
		}
	}
	return f
}

func TestErrorUnwrap(t *testing.T) {
	inner := &encode.ViolationError{Index: 2, Clause: []encode.Lit{1}, Text: "(x1)"}
	var err error = &Error{Solver: "s", Msg: "wrong model", Err: inner, Printed: `it printed stdout "x"`}
	var ve *encode.ViolationError
	if !errors.As(err, &ve) || ve.Index != 2 {
		t.Fatal("Error does not unwrap to the violation")
	}
	want := `solver s: wrong model: model violates clause 3 [1]: (x1); it printed stdout "x"`
	if err.Error() != want {
		t.Errorf("got  %s\nwant %s", err, want)
	}
}
