package drat

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/srcpos"
)

// verify checks a proof against clauses given in DIMACS form.
func verify(t *testing.T, formula [][]int, proof string) (Result, error) {
	t.Helper()
	c := NewChecker(Options{})
	for _, cl := range formula {
		if err := c.AddClause(cl); err != nil {
			t.Fatal(err)
		}
	}
	return c.Verify(strings.NewReader(proof))
}

// square is unsatisfiable: every assignment of c and d falsifies one of
// its four clauses; its refutation needs one lemma.
var square = [][]int{{1, 2}, {1, -2}, {-1, 2}, {-1, -2}}

func TestVerifyTable(t *testing.T) {
	tests := []struct {
		name    string
		formula [][]int
		proof   string
		ok      bool
		check   func(t *testing.T, r Result)
	}{
		{"RUP", square, "1 0\n0\n", true, func(t *testing.T, r Result) {
			if r.Lemmas != 1 || r.Checked != 1 || r.Core != 4 || r.Unused != 1 {
				t.Errorf("result %+v", r)
			}
		}},
		{"no empty clause needed once propagation conflicts", square, "1 0\n", true, nil},
		{"empty clause without conflict", square, "0\n", false, nil},
		{"empty proof", square, "", false, nil},
		{"two lemmas", square, "1 2 0\n-1 0\n0\n", true, nil},
		{"wrong unit", [][]int{{-1, 2}, {-2}, {3, 4}}, "1 0\n0\n", false, nil},
		{"unneeded bad lemma is not checked", square, "5 6 0\n1 0\n0\n", true, func(t *testing.T, r Result) {
			if r.Lemmas != 2 || r.Checked != 1 {
				t.Errorf("result %+v", r)
			}
		}},
		{"trivial: empty clause in the formula", [][]int{{1}, {}}, "", true, func(t *testing.T, r Result) {
			if !r.Trivial {
				t.Error("not trivial")
			}
		}},
		{"trivial: complementary units", [][]int{{1}, {2, 3}, {-1}}, "", true, nil},
		{"trivial, malformed proof", [][]int{{1}, {2, 3}, {-1}}, "junk 0\n", false, nil}, // still an error
		{"trivial: propagation", [][]int{{1}, {-1, 2}, {-2, -1}}, "", true, func(t *testing.T, r Result) {
			if !r.Trivial || r.Core != 3 {
				t.Errorf("result %+v", r)
			}
		}},
		// 2 is RUP; the square on 3, 4 then needs it.
		{"unit deletion ignored", [][]int{{2, 5}, {2, -5}, {-2, 3, 4}, {-2, 3, -4}, {-2, -3, 4}, {-2, -3, -4}},
			"2 0\nd 2 0\n3 0\n0\n", true, func(t *testing.T, r Result) {
				if r.IgnoredUnitDeletions != 1 {
					t.Errorf("result %+v", r)
				}
			}},
		{"missing deletion ignored", square, "d 1 3 0\n1 0\n0\n", true, func(t *testing.T, r Result) {
			if r.MissingDeletions != 1 {
				t.Errorf("result %+v", r)
			}
		}},
		// a and b are true at the top level; the rest is the square on c, d.
		{"reason deletion ignored", [][]int{{1}, {-1, 2}, {-2, 3, 4}, {-2, 3, -4}, {-2, -3, 4}, {-2, -3, -4}},
			"d -1 2 0\n3 0\n0\n", true, func(t *testing.T, r Result) {
				if r.IgnoredReasonDeletions != 1 {
					t.Errorf("result %+v", r)
				}
			}},
		{"deletion of a needed clause", square, "d 1 -2 0\n1 0\n0\n", false, nil},
		{"deletion of an unneeded clause", append([][]int{{5, 6}}, square...), "d 5 6 0\n1 0\n0\n", true, nil},
		{"tautology skipped", square, "3 -3 0\n1 0\n0\n", true, func(t *testing.T, r Result) {
			if r.Tautologies != 1 {
				t.Errorf("result %+v", r)
			}
		}},
		{"repeated literals", square, "1 1 1 0\n0\n", true, nil},
		{"falsified lemma", [][]int{{1}, {2, 3}, {-2, 3}, {2, -3}, {-2, -3, 4}}, "-1 0\n0\n", false, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := verify(t, tc.formula, tc.proof)
			if (err == nil) != tc.ok {
				t.Fatalf("err = %v, want ok %v (result %+v)", err, tc.ok, r)
			}
			if tc.check != nil {
				tc.check(t, r)
			}
		})
	}
}

func TestRAT(t *testing.T) {
	// Extended resolution: x <-> (1 and 2) for a fresh x = 9, on the
	// square over 1 and 2. The definition's clauses are RAT on x or -x,
	// not RUP; the refutation then uses them.
	def := "9 -1 -2 0\n-9 1 0\n-9 2 0\n"
	t.Run("definition", func(t *testing.T) {
		r, err := verify(t, square, def+"-9 0\n1 0\n0\n")
		if err != nil {
			t.Fatal(err)
		}
		if r.Checked == 0 {
			t.Errorf("result %+v", r)
		}
	})
	// "9" (fresh) is RAT, not RUP; the refutation needs it.
	t.Run("needed RAT lemma", func(t *testing.T) {
		r, err := verify(t, square, "9 0\n-9 1 0\n0\n")
		if err != nil {
			t.Fatal(err)
		}
		if r.Checked != 2 || r.RAT != 1 {
			t.Errorf("result %+v", r)
		}
	})
	// "1" is not RAT on 1: (-1 2) resolves to (2), which is not RUP.
	t.Run("not RAT", func(t *testing.T) {
		f := [][]int{{-1, 2}, {-2}}
		_, err := verify(t, f, "1 0\n0\n")
		var fl *Failure
		if !errors.As(err, &fl) || fl.Line() != 1 || fl.Col() != 1 || len(fl.Lemma) != 1 || fl.Lemma[0] != 1 {
			t.Fatalf("err = %v", err)
		}
		if !strings.Contains(err.Error(), "1:1: lemma 1 0: ") {
			t.Errorf("message %q", err)
		}
	})
}

// lemmaOK runs the lemma check alone: the formula is the clause set,
// every clause in the core (so RAT sees every candidate).
func lemmaOK(formula [][]int, lemma []int) bool {
	c := NewChecker(Options{})
	for _, cl := range formula {
		c.AddClause(cl)
	}
	c.start()
	if c.conflict >= 0 {
		return true
	}
	for id := range c.cls {
		c.markCore(int32(id))
	}
	ls := make([]uint32, len(lemma))
	for i, l := range lemma {
		ls[i] = litCode(l)
	}
	ls, taut, _ := c.normalize(ls)
	if taut {
		return true
	}
	id, _ := c.store(ls, fLemma, 0)
	c.cls[id].flags &^= fActive
	c.coreFirst = true
	c.topLen = len(c.trail)
	return c.checkLemma(id) == nil
}

// refRAT is RAT on the first literal with every clause a candidate.
func refRAT(formula [][]int, lemma []int) bool {
	if len(lemma) == 0 {
		return false
	}
	p := lemma[0]
	for _, d := range formula {
		if !containsInt(d, -p) || isTaut(d) {
			continue // tautologies are no clauses: the checker drops them
		}
		r := append([]int(nil), lemma[1:]...)
		for _, l := range d {
			if l != -p {
				r = append(r, l)
			}
		}
		if !isTaut(r) && !refRUP(formula, r) {
			return false
		}
	}
	return true
}

func isTaut(c []int) bool {
	for _, l := range c {
		if containsInt(c, -l) {
			return true
		}
	}
	return false
}

func containsInt(c []int, l int) bool {
	for _, m := range c {
		if m == l {
			return true
		}
	}
	return false
}

func TestLemmaCheck(t *testing.T) {
	f := [][]int{{3, 4}}
	if !lemmaOK(f, []int{9, -3}) {
		t.Error("9 -3 (RAT on 9) rejected")
	}
	if lemmaOK(f, []int{-3, 9}) {
		t.Error("-3 9 accepted: RAT is tried on the first literal only")
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 20000; i++ {
		nv := 2 + rng.IntN(5)
		formula := randomCNF(rng, nv, 1+rng.IntN(3*nv))
		lemma := randomCNF(rng, nv+1, 1)[0]
		lemma = lemma[:1+rng.IntN(len(lemma))]
		want := refRUP(formula, lemma) || refRAT(formula, lemma)
		if got := lemmaOK(formula, lemma); got != (want || isTaut(lemma)) {
			t.Fatalf("formula %v lemma %v: checker %v, reference %v", formula, lemma, got, want)
		}
	}
}

func TestFailurePositions(t *testing.T) {
	f := [][]int{{-1, 2}, {-2}}
	_, err := verify(t, f, "c comment\n  1 0\n0\n")
	var fl *Failure
	if !errors.As(err, &fl) || fl.Line() != 2 || fl.Col() != 3 {
		t.Fatalf("err = %v", err)
	}
	c := NewChecker(Options{})
	for _, cl := range f {
		c.AddClause(cl)
	}
	_, err = c.Verify(strings.NewReader(string(binaryProof([]refStep{{lits: []int{1}}, {}}))))
	if !errors.As(err, &fl) || !fl.Binary || fl.Pos != 0 || !strings.Contains(err.Error(), "byte 0: lemma 1 0") {
		t.Fatalf("binary: err = %v", err)
	}
	_, err = verify(t, square, "")
	if !errors.As(err, &fl) || fl.Pos != -1 || !strings.Contains(err.Error(), "no conflict") {
		t.Fatalf("empty: err = %v", err)
	}
}

func TestMalformedBeforeFailure(t *testing.T) {
	// A bad token after a failing lemma is still reported as malformed.
	_, err := verify(t, square, "0\n1 x 0\n")
	var pe *srcpos.Error
	if !errors.As(err, &pe) || pe.Line != 2 || pe.Col != 3 {
		t.Fatalf("err = %v", err)
	}
}

// TestRandomProofs cross-checks the checker against the reference on
// random small formulas and random proofs made of resolvents (RUP),
// junk clauses and deletions: what the reference accepts strictly the
// checker accepts; what the checker accepts, the reference accepts with
// the invalid lemmas dropped, and brute force finds no model.
func TestRandomProofs(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	n := 3000
	if testing.Short() {
		n = 300
	}
	accepted := 0
	for i := 0; i < n; i++ {
		nv := 3 + rng.IntN(5)
		formula := randomCNF(rng, nv, 2+rng.IntN(4*nv))
		steps := randomProof(rng, nv, formula)
		strict, keep := refStrict(formula, steps), refKeep(formula, steps)
		for _, binary := range []bool{false, true} {
			proof := textProof(steps)
			if binary {
				proof = string(binaryProof(steps))
			}
			c := NewChecker(Options{})
			for _, cl := range formula {
				c.AddClause(cl)
			}
			_, err := c.Verify(strings.NewReader(proof))
			ok := err == nil
			if strict && !ok {
				t.Fatalf("case %d: reference accepts, checker rejects: %v\nformula %v\nproof:\n%s", i, err, formula, textProof(steps))
			}
			if ok && (!keep || bruteSat(nv+2, formula)) {
				t.Fatalf("case %d: checker accepts an invalid proof (keep %v)\nformula %v\nproof:\n%s", i, keep, formula, textProof(steps))
			}
			accepted += btoi(ok)
		}
	}
	if accepted < n/10 {
		t.Errorf("only %d of %d proofs accepted: the generator is too weak", accepted, 2*n)
	}
}

func randomCNF(rng *rand.Rand, nv, m int) [][]int {
	var f [][]int
	for j := 0; j < m; j++ {
		k := 1 + rng.IntN(3)
		var c []int
		for len(c) < k {
			l := 1 + rng.IntN(nv)
			if rng.IntN(2) == 0 {
				l = -l
			}
			c = append(c, l)
		}
		f = append(f, c)
	}
	return f
}

// randomProof mixes resolvents of clauses so far (RUP), random clauses
// (often invalid) over nv+2 variables, deletions of existing clauses and
// of absent ones, and usually ends with the empty clause.
func randomProof(rng *rand.Rand, nv int, formula [][]int) []refStep {
	cls := append([][]int(nil), formula...)
	var steps []refStep
	for k := rng.IntN(12); k > 0; k-- {
		switch r := rng.IntN(10); {
		case r < 5:
			if c := randomResolvent(rng, cls); c != nil {
				steps = append(steps, refStep{lits: c})
				cls = append(cls, c)
			}
		case r < 7:
			c := randomCNF(rng, nv+2, 1)[0]
			steps = append(steps, refStep{lits: c})
			cls = append(cls, c)
		case r < 9:
			c := cls[rng.IntN(len(cls))]
			steps = append(steps, refStep{del: true, lits: c})
		default:
			steps = append(steps, refStep{del: true, lits: randomCNF(rng, nv, 1)[0]})
		}
	}
	if rng.IntN(5) > 0 {
		steps = append(steps, refStep{})
	}
	return steps
}

func randomResolvent(rng *rand.Rand, cls [][]int) []int {
	for try := 0; try < 20; try++ {
		a, b := cls[rng.IntN(len(cls))], cls[rng.IntN(len(cls))]
		for _, l := range a {
			for _, m := range b {
				if l == -m {
					var out []int
					for _, x := range a {
						if x != l {
							out = append(out, x)
						}
					}
					for _, x := range b {
						if x != m {
							out = append(out, x)
						}
					}
					return out
				}
			}
		}
	}
	return nil
}

func TestLimits(t *testing.T) {
	c := NewChecker(Options{MaxVars: 100})
	if err := c.AddClause([]int{101}); err == nil {
		t.Error("variable beyond MaxVars accepted in the formula")
	}
	c = NewChecker(Options{MaxVars: 100})
	_, err := c.Verify(strings.NewReader("d 2147483647 0\n"))
	var pe *srcpos.Error
	if !errors.As(err, &pe) || pe.Line != 1 || pe.Col != 3 {
		t.Errorf("err = %v", err)
	}
	c = NewChecker(Options{MaxMemory: 10 << 10})
	var le *LimitError
	var b strings.Builder
	for i := 0; i < 1000; i++ {
		b.WriteString("1 2 3 0\n")
	}
	_, err = c.Verify(strings.NewReader(b.String()))
	if !errors.As(err, &le) {
		t.Errorf("err = %v, want a *LimitError", err)
	}
}

func TestVerifyTwice(t *testing.T) {
	c := NewChecker(Options{})
	for _, cl := range square {
		c.AddClause(cl)
	}
	if _, err := c.Verify(strings.NewReader("1 0\n")); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Verify(strings.NewReader("1 0\n")); err == nil {
		t.Error("second Verify accepted")
	}
	if err := c.AddClause([]int{1}); err == nil {
		t.Error("AddClause after Verify accepted")
	}
}
