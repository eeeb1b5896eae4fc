package cdcl

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
)

// aggressive makes s reduce its learnt clauses after every few conflicts,
// so that deletion and arena compaction run in small tests.
func aggressive(s *Solver) {
	s.nextReduce, s.reduceInterval, s.reduceInc = 3, 3, 1
}

// TestRandomIncremental drives thousands of small solvers through random
// sessions: clauses added between solves (units, repeats, tautologies,
// now and then the empty clause), each solve under random assumptions
// (repeated and contradictory ones too). Every answer is checked by brute
// force, every model against every clause and assumption, every core to
// be an ordered subset of the assumptions that is UNSAT with the clauses,
// and every proof line to be RUP or a deletion of a clause the proof
// holds.
func TestRandomIncremental(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 17))
	iters := 3000
	if testing.Short() {
		iters = 300
	}
	for it := 0; it < iters; it++ {
		n := 1 + r.IntN(10)
		se := newSession(t)
		if it%2 == 1 {
			aggressive(se.s)
		}
		for step := 0; step < 1+r.IntN(8); step++ {
			for k := r.IntN(3 * n); k > 0; k-- {
				c := randClause(r, n, 4)
				if r.IntN(300) == 0 {
					c = nil
				}
				se.add(c)
			}
			se.solveRandom(t, r, n)
		}
	}
}

// TestStructured checks answers and proofs on formulas that need real
// search: pigeonhole formulas (UNSAT) and random 3-SAT at the threshold
// ratio 4.26, with and without frequent reductions.
func TestStructured(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	type tc struct {
		name string
		cs   clauses
	}
	cases := []tc{{"php5-4", pigeonhole(5, 4)}, {"php6-5", pigeonhole(6, 5)}, {"php4-4", pigeonhole(4, 4)}}
	for i := 0; i < 6; i++ {
		cases = append(cases, tc{fmt.Sprintf("uf40-%d", i), random3SAT(r, 40, 170)})
	}
	for _, c := range cases {
		for _, aggr := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/aggressive=%v", c.name, aggr), func(t *testing.T) {
				se := newSession(t)
				if aggr {
					aggressive(se.s)
				}
				for _, cl := range c.cs {
					se.add(cl)
				}
				st := se.solve(t, nil)
				if st == Sat {
					if m := se.s.Model(); !satisfies(m, se.cs, nil) {
						t.Fatal("wrong model")
					}
				} else if st != Unsat || !se.rup.empty {
					t.Fatalf("status %v, empty clause in proof %v", st, se.rup.empty)
				}
				if strings.HasPrefix(c.name, "php") && (st == Sat) != (c.name == "php4-4") {
					t.Fatalf("status %v", st)
				}
				if aggr && se.s.Stats().Conflicts > 20 && se.s.Stats().Deleted == 0 {
					t.Errorf("no clause deleted: %+v", se.s.Stats())
				}
			})
		}
	}
}

// TestAssumptionsKeepLearnts: a long incremental session on one random
// 3-SAT formula, each call under different assumptions, every answer
// checked by brute force, learnt clauses carried from call to call, and
// the learnt database stays bounded.
func TestAssumptionsKeepLearnts(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	n := 12
	cs := random3SAT(r, n, 36)
	se := newSession(t)
	aggressive(se.s)
	for _, c := range cs {
		se.add(c)
	}
	answers := map[Status]int{}
	for call := 0; call < 1000; call++ {
		as := make([]encode.Lit, 1+r.IntN(6))
		for i := range as {
			as[i] = randLit(r, n)
		}
		st := se.solve(t, as)
		checkAnswer(t, se.s, st, se.cs, as, se.n)
		answers[st]++
		if call%250 == 249 {
			se.add(randClause(r, n, 3))
		}
	}
	st := se.s.Stats()
	t.Logf("answers %v; %+v", answers, st)
	if answers[Sat] < 100 || answers[Unsat] < 100 {
		t.Errorf("answers %v: want both kinds", answers)
	}
	if st.LearntKept > 500 {
		t.Errorf("learnt clauses not bounded: %+v", st)
	}
}

func TestCoreExamples(t *testing.T) {
	tests := []struct {
		name     string
		clauses  clauses
		as       []encode.Lit
		want     Status
		wantCore []encode.Lit
	}{
		{"false at root", clauses{{-1}}, []encode.Lit{2, 1, 3}, Unsat, []encode.Lit{1}},
		{"chain", clauses{{-1, 2}, {-2, 3}, {-3, -4}}, []encode.Lit{5, 1, 6, 4}, Unsat, []encode.Lit{1, 4}},
		{"contradictory", nil, []encode.Lit{1, 2, -1}, Unsat, []encode.Lit{1, -1}},
		{"repeats", clauses{{-1, -2}}, []encode.Lit{1, 1, 3, 2, 2}, Unsat, []encode.Lit{1, 2}},
		{"clauses unsat", clauses{{1}, {-1}}, []encode.Lit{2}, Unsat, nil},
		{"sat", clauses{{1, 2}}, []encode.Lit{-1}, Sat, nil},
		{"new variable", clauses{{1}}, []encode.Lit{-7}, Sat, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := New(Options{})
			for _, c := range tc.clauses {
				s.AddClause(c)
			}
			st := s.Solve(context.Background(), tc.as)
			if st != tc.want || !slices.Equal(s.Core(), tc.wantCore) {
				t.Fatalf("got %v core %v, want %v core %v", st, s.Core(), tc.want, tc.wantCore)
			}
		})
	}
}

func TestImpliedAndRoot(t *testing.T) {
	s := New(Options{})
	s.AddClause([]encode.Lit{-1, 2})
	s.AddClause([]encode.Lit{-2, 3})
	s.AddClause([]encode.Lit{-3, -4, 5})
	s.AddClause([]encode.Lit{6})
	s.AddClause([]encode.Lit{-6, 7})
	got, ok := s.Implied([]encode.Lit{1, 4}, nil)
	if !ok || !slices.Equal(got, []encode.Lit{1, 2, 3, 4, 5}) {
		t.Fatalf("Implied = %v %v", got, ok)
	}
	if _, ok := s.Implied([]encode.Lit{1, -3}, nil); ok {
		t.Fatal("no conflict for 1, -3")
	}
	if _, ok := s.Implied([]encode.Lit{1, -7}, nil); ok {
		t.Fatal("no conflict for -7, false at the root")
	}
	for l, want := range map[encode.Lit]int8{7: 1, -7: -1, 6: 1, 1: 0, 99: 0} {
		if got := s.RootValue(l); got != want {
			t.Errorf("RootValue(%d) = %d, want %d", l, got, want)
		}
	}
	if st := s.Solve(context.Background(), []encode.Lit{1, 4, -5}); st != Unsat || !slices.Equal(s.Core(), []encode.Lit{1, 4, -5}) {
		t.Fatalf("%v %v", st, s.Core())
	}
}

// TestCancel: a cancelled or expired context ends a hard solve (PHP(13,
// 12)) with Unknown, and the solver stays usable.
func TestCancel(t *testing.T) {
	s := New(Options{})
	for _, c := range pigeonhole(13, 12) {
		s.AddClause(c)
	}
	ctx, cancel := context.WithCancel(context.Background())
	var cancelled time.Time
	go func() {
		time.Sleep(100 * time.Millisecond)
		cancelled = time.Now()
		cancel()
	}()
	if st := s.Solve(ctx, nil); st != Unknown {
		t.Fatalf("status %v", st)
	}
	t.Logf("returned %v after the cancel; %+v", time.Since(cancelled), s.Stats())
	dctx, dcancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer dcancel()
	if st := s.Solve(dctx, nil); st != Unknown {
		t.Fatalf("deadline: status %v", st)
	}
	// Pigeons 1 and 2 in hole 1 (variables 1 and 13) contradict a clause.
	if st := s.Solve(context.Background(), []encode.Lit{5, 1, 13}); st != Unsat || !slices.Equal(s.Core(), []encode.Lit{1, 13}) {
		t.Fatalf("after cancel: %v %v", st, s.Core())
	}
}

func TestConflictLimit(t *testing.T) {
	s := New(Options{})
	for _, c := range pigeonhole(10, 9) {
		s.AddClause(c)
	}
	s.SetConflictLimit(100)
	before := s.Stats().Conflicts
	if st := s.Solve(context.Background(), nil); st != Unknown {
		t.Fatalf("status %v", st)
	}
	if got := s.Stats().Conflicts - before; got != 100 {
		t.Fatalf("%d conflicts, want 100", got)
	}
	s.SetConflictLimit(0)
	s2 := New(Options{})
	for _, c := range pigeonhole(6, 5) {
		s2.AddClause(c)
	}
	if st := s2.Solve(context.Background(), nil); st != Unsat {
		t.Fatalf("no limit: %v", st)
	}
}

// TestDeterministic: the same calls give the same answers, models, cores
// and counters.
func TestDeterministic(t *testing.T) {
	run := func() string {
		r := rand.New(rand.NewPCG(8, 9))
		s := New(Options{})
		var b strings.Builder
		for _, c := range random3SAT(r, 80, 330) {
			s.AddClause(c)
		}
		for call := 0; call < 50; call++ {
			as := []encode.Lit{randLit(r, 80), randLit(r, 80), randLit(r, 80)}
			st := s.Solve(context.Background(), as)
			fmt.Fprintln(&b, st, s.Core(), s.Model())
		}
		fmt.Fprintf(&b, "%+v", s.Stats())
		return b.String()
	}
	if a, b := run(), run(); a != b {
		t.Fatalf("two runs differ:\n%s\n%s", a, b)
	}
}

// TestBinaryProof: the binary proof is the text proof in the binary
// encoding.
func TestBinaryProof(t *testing.T) {
	var text, bin bytes.Buffer
	for _, o := range []Options{{Proof: &text}, {Proof: &bin, BinaryProof: true}} {
		s := New(o)
		aggressive(s)
		for _, c := range pigeonhole(6, 5) {
			s.AddClause(c)
		}
		s.AddClause([]encode.Lit{1, 1, 2, 3}) // stored as a lemma
		if st := s.Solve(context.Background(), nil); st != Unsat {
			t.Fatal(st)
		}
	}
	if got := decodeBinary(t, bin.Bytes()); got != text.String() {
		t.Fatalf("binary proof decodes to\n%.500s\ntext proof\n%.500s", got, text.String())
	}
	if !strings.HasSuffix(text.String(), "\n0\n") || !strings.Contains(text.String(), "\nd ") {
		t.Fatalf("text proof lacks the empty clause or deletions:\n%.300s", text.String())
	}
}

func decodeBinary(t *testing.T, b []byte) string {
	var out strings.Builder
	for i := 0; i < len(b); {
		switch b[i] {
		case 'a':
		case 'd':
			out.WriteString("d ")
		default:
			t.Fatalf("byte %d: %q", i, b[i])
		}
		i++
		for {
			var u uint64
			for shift := 0; ; shift += 7 {
				u |= uint64(b[i]&127) << shift
				i++
				if b[i-1] < 128 {
					break
				}
			}
			if u == 0 {
				out.WriteString("0\n")
				break
			}
			l := int64(u >> 1)
			if u&1 == 1 {
				l = -l
			}
			out.WriteString(strconv.FormatInt(l, 10) + " ")
		}
	}
	return out.String()
}

// TestProofWriteError: a failing proof writer does not stop the solver;
// FlushProof reports the error.
func TestProofWriteError(t *testing.T) {
	s := New(Options{Proof: failWriter{}})
	for _, c := range pigeonhole(5, 4) {
		s.AddClause(c)
	}
	if st := s.Solve(context.Background(), nil); st != Unsat {
		t.Fatal(st)
	}
	if s.FlushProof() == nil {
		t.Fatal("no error")
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, fmt.Errorf("disk full") }

// TestSetPhase: with no constraint on the variables, the model is the
// phases set; phase saving then keeps the last model's values; setting
// phases never changes an answer.
func TestSetPhase(t *testing.T) {
	s := New(Options{})
	s.EnsureVars(6)
	want := []encode.Lit{1, -2, 3, 4, -5, 6}
	for _, l := range want {
		s.SetPhase(l)
	}
	if st := s.Solve(context.Background(), nil); st != Sat {
		t.Fatalf("status %v", st)
	}
	for _, l := range want {
		if !s.ModelValue(l) {
			t.Fatalf("model %v, phases %v", s.Model(), want)
		}
	}
	s.SetPhase(7) // a new variable
	if s.NumVars() != 7 {
		t.Fatalf("NumVars %d after SetPhase(7)", s.NumVars())
	}
	if st := s.Solve(context.Background(), nil); st != Sat || !s.ModelValue(7) || !s.ModelValue(4) {
		t.Fatalf("%v %v", st, s.Model())
	}
	// Phases against the clauses: the answer stays, the model follows them
	// where it can.
	r := rand.New(rand.NewPCG(3, 4))
	for it := 0; it < 300; it++ {
		n := 3 + r.IntN(6)
		cs := random3SAT(r, n, r.IntN(5*n+1))
		s := New(Options{})
		s.EnsureVars(n)
		for _, c := range cs {
			s.AddClause(c)
		}
		for v := 1; v <= n; v++ {
			s.SetPhase(randLit(r, n))
		}
		st := s.Solve(context.Background(), nil)
		checkAnswer(t, s, st, cs, nil, n)
	}
}

// A Reset solver runs as a new one: the same answers, cores, models and
// statistics call for call, after it solved other formulas of more and
// of fewer variables (with reductions, so the arena was compacted), and
// its answers are right (brute force, every model, core and proof line
// checked) over thousands of reuses.
func TestReset(t *testing.T) {
	run := func(s *Solver, seed uint64, n int) string {
		r := rand.New(rand.NewPCG(seed, 9))
		var b strings.Builder
		for _, c := range random3SAT(r, n, n*43/10) {
			s.AddClause(c)
		}
		for call := 0; call < 30; call++ {
			as := []encode.Lit{randLit(r, n), randLit(r, n), randLit(r, n)}
			st := s.Solve(context.Background(), as)
			fmt.Fprintln(&b, st, s.Core(), s.Model())
		}
		fmt.Fprintf(&b, "%+v", s.Stats())
		return b.String()
	}
	reused := New(Options{})
	for i, n := range []int{80, 120, 40, 80, 10, 150} {
		want := run(New(Options{}), uint64(i), n)
		reused.Reset(Options{})
		if got := run(reused, uint64(i), n); got != want {
			t.Fatalf("formula %d (%d variables): the reset solver differs from a new one:\n%s\n%s", i, n, got, want)
		}
		aggressive(reused)
		run(reused, uint64(i+100), n+7) // leave it used, reduced and compacted
	}
	r := rand.New(rand.NewPCG(12, 18))
	iters := 2000
	if testing.Short() {
		iters = 200
	}
	se := newSession(t)
	for it := 0; it < iters; it++ {
		n := 1 + r.IntN(10)
		rc := newRUPChecker(t)
		se.s.Reset(Options{Proof: rc.proof})
		se.rup, se.cs, se.n = rc, nil, 0
		if it%2 == 1 {
			aggressive(se.s)
		}
		for step := 0; step < 1+r.IntN(8); step++ {
			for k := r.IntN(3 * n); k > 0; k-- {
				se.add(randClause(r, n, 4))
			}
			se.solveRandom(t, r, n)
		}
	}
}

// Spare gives back what Recycle kept (or nil: a pool may drop it), and
// Recycle takes nil.
func TestSpare(t *testing.T) {
	Recycle(nil)
	s := New(Options{})
	Recycle(s)
	if got := Spare(); got != nil && got != s {
		t.Fatalf("Spare gave a solver that was never recycled")
	}
}
