package encode

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"
	"testing"
)

// The contract of every cardinality encoding: for all n <= 8, 0 <= k <= n,
// the clauses have a satisfying extension of an input assignment exactly
// when the assignment meets the bound; and unit propagation maintains
// generalized arc consistency on the inputs.

type cardKind int

const (
	atMost cardKind = iota
	atLeast
	exactly
)

func (k cardKind) String() string { return [...]string{"atmost", "atleast", "exactly"}[k] }

// bounds are the (hi, lo) of a constraint kind (-1: none).
func (k cardKind) bounds(bound int) (hi, lo int) {
	switch k {
	case atMost:
		return bound, -1
	case atLeast:
		return -1, bound
	}
	return bound, bound
}

func meets(count, hi, lo int) bool {
	return (hi < 0 || count <= hi) && (lo < 0 || count >= lo)
}

// buildCard encodes one constraint over n fresh inputs (variables 1..n)
// through the public Builder API; Native is kept native in the formula and
// then lowered to clauses, as a DIMACS export does.
func buildCard(t testing.TB, enc CardEncoding, kind cardKind, n, k int) (*Formula, []Lit) {
	f := NewFormula()
	lits := make([]Lit, n)
	for i := range lits {
		lits[i] = f.New(fmt.Sprintf("x%d", i+1))
	}
	b := NewBuilder(f, enc, Pairwise)
	switch kind {
	case atMost:
		b.AtMost(lits, k)
	case atLeast:
		b.AtLeast(lits, k)
	case exactly:
		b.Exactly(lits, k)
	}
	if enc == Native {
		g := f.Lowered(Native)
		if len(g.Cards()) != 0 {
			t.Fatalf("Lowered left %d native constraints", len(g.Cards()))
		}
		f = g
	}
	checkWellFormed(t, f, n)
	return f, lits
}

// buildRaw calls the internal dispatch directly, so that bounds the public
// API answers without an encoding (k = 0, k = n-1, ...) are covered too.
func buildRaw(t testing.TB, enc CardEncoding, n, hi, lo int) *Formula {
	f := NewFormula()
	lits := make([]Lit, n)
	for i := range lits {
		lits[i] = f.New(fmt.Sprintf("x%d", i+1))
	}
	b := NewBuilder(f, enc, Pairwise)
	b.cardinality(lits, hi, lo)
	checkWellFormed(t, f, n)
	return f
}

// checkWellFormed: no constant wire leaked into a clause, every variable
// beyond the inputs is a named auxiliary variable.
func checkWellFormed(t testing.TB, f *Formula, n int) {
	t.Helper()
	if f.NumVars() > 10000 {
		t.Fatalf("%d variables: a constant literal leaked into a clause", f.NumVars())
	}
	for v := n + 1; v <= f.NumVars(); v++ {
		if !f.IsAux(v) || !strings.Contains(f.Name(v), "#") {
			t.Fatalf("variable %d (%s) is not a named auxiliary variable", v, f.Name(v))
		}
	}
}

// checkSemantics enumerates all 2^n input assignments.
func checkSemantics(t *testing.T, c cnf, n, hi, lo int) {
	t.Helper()
	for mask := 0; mask < 1<<n; mask++ {
		a := c.newAssignment()
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				a[i+1] = 1
			} else {
				a[i+1] = -1
			}
		}
		got := c.satisfiable(a)
		if want := meets(bits.OnesCount(uint(mask)), hi, lo); got != want {
			t.Fatalf("inputs %0*b: satisfiable=%v, want %v", n, mask, got, want)
		}
	}
}

// checkGAC checks that unit propagation on a partial assignment of the
// inputs finds a conflict exactly when no completion meets the bound, and
// otherwise forces exactly the inputs every completion agrees on: with hi
// inputs true the free ones false, with n-lo inputs false the free ones
// true. full: every partial assignment (3^n); otherwise only the ones that
// set inputs of a single polarity (all subsets true, all subsets false).
func checkGAC(t *testing.T, c cnf, n, hi, lo int, full bool) {
	t.Helper()
	pow3 := 1
	for i := 0; i < n; i++ {
		pow3 *= 3
	}
	try := func(vals []int8) {
		a := c.newAssignment()
		nt, nf := 0, 0
		for i, v := range vals {
			a[i+1] = v
			switch v {
			case 1:
				nt++
			case -1:
				nf++
			}
		}
		ok := c.propagate(a)
		feasible := (hi < 0 || nt <= hi) && (lo < 0 || n-nf >= lo)
		if ok != feasible {
			t.Fatalf("partial inputs %v: propagation conflict=%v, want %v", vals, !ok, !feasible)
		}
		if !ok {
			return
		}
		var want int8
		switch {
		case hi >= 0 && nt == hi:
			want = -1
		case lo >= 0 && n-nf == lo:
			want = 1
		}
		for i, v := range vals {
			if v == 0 && a[i+1] != want {
				t.Fatalf("partial inputs %v: input %d propagated to %d, want %d", vals, i+1, a[i+1], want)
			}
		}
	}
	vals := make([]int8, n)
	if full {
		for code := 0; code < pow3; code++ {
			x := code
			for i := range vals {
				vals[i] = int8(x%3) - 1
				x /= 3
			}
			try(vals)
		}
		return
	}
	for _, pol := range []int8{1, -1} {
		for mask := 0; mask < 1<<n; mask++ {
			for i := range vals {
				vals[i] = 0
				if mask&(1<<i) != 0 {
					vals[i] = pol
				}
			}
			try(vals)
		}
	}
}

func TestCardinalitySemantics(t *testing.T) {
	for _, enc := range CardEncodings() {
		for _, kind := range []cardKind{atMost, atLeast, exactly} {
			t.Run(enc.String()+"/"+kind.String(), func(t *testing.T) {
				for n := 0; n <= 8; n++ {
					for k := 0; k <= n; k++ {
						f, _ := buildCard(t, enc, kind, n, k)
						hi, lo := kind.bounds(k)
						t.Run(fmt.Sprintf("n=%d,k=%d", n, k), func(t *testing.T) {
							checkSemantics(t, cnfOf(f), n, hi, lo)
						})
					}
				}
			})
		}
	}
}

func TestCardinalityOutOfRange(t *testing.T) {
	for _, enc := range CardEncodings() {
		for _, kind := range []cardKind{atMost, atLeast, exactly} {
			for n := 0; n <= 4; n++ {
				for _, k := range []int{-2, -1, n + 1, n + 2} {
					f, _ := buildCard(t, enc, kind, n, k)
					// at most k<0, at least k>n and exactly either: never;
					// at least k<0 and at most k>n: always.
					always := (kind == atLeast && k < 0) || (kind == atMost && k > n)
					c := cnfOf(f)
					if got := c.satisfiable(c.newAssignment()); got != always {
						t.Errorf("%v/%v/n=%d,k=%d: satisfiable=%v, want %v", enc, kind, n, k, got, always)
					}
					if always && c.satisfiable(c.newAssignment()) {
						checkSemantics(t, c, n, -1, 0)
					}
				}
			}
		}
	}
}

// TestCardinalityInternal covers the encodings themselves at every bound,
// including those the public methods settle without them.
func TestCardinalityInternal(t *testing.T) {
	for _, enc := range CardEncodings() {
		if enc == Native {
			continue
		}
		for n := 1; n <= 7; n++ {
			for k := 0; k <= n; k++ {
				for _, kind := range []cardKind{atMost, atLeast, exactly} {
					hi, lo := kind.bounds(k)
					if hi >= n || lo == 0 {
						continue
					}
					f := buildRaw(t, enc, n, hi, lo)
					t.Run(fmt.Sprintf("%v/%v/n=%d,k=%d", enc, kind, n, k), func(t *testing.T) {
						c := cnfOf(f)
						checkSemantics(t, c, n, hi, lo)
						if arcConsistent(enc) {
							checkGAC(t, c, n, hi, lo, n <= 6)
						}
					})
				}
			}
		}
	}
}

// arcConsistent: the modulo totalizers are not (Ogawa et al. trade
// propagation for size); every other cardinality encoding is.
func arcConsistent(enc CardEncoding) bool { return enc != MTotalizer && enc != KMTotalizer }

func TestCardinalityArcConsistent(t *testing.T) {
	for _, enc := range CardEncodings() {
		if !arcConsistent(enc) {
			continue
		}
		for _, kind := range []cardKind{atMost, atLeast, exactly} {
			t.Run(enc.String()+"/"+kind.String(), func(t *testing.T) {
				for n := 0; n <= 8; n++ {
					for k := 0; k <= n; k++ {
						f, _ := buildCard(t, enc, kind, n, k)
						hi, lo := kind.bounds(k)
						t.Run(fmt.Sprintf("n=%d,k=%d", n, k), func(t *testing.T) {
							checkGAC(t, cnfOf(f), n, hi, lo, n <= 7)
						})
					}
				}
			})
		}
	}
}

// Duplicated and complementary literals are separate positions of the sum.
func TestCardinalityRepeatedLiterals(t *testing.T) {
	for _, enc := range CardEncodings() {
		t.Run(enc.String(), func(t *testing.T) {
			f := NewFormula()
			x, y := f.New("x"), f.New("y")
			lits := []Lit{x, x, -x, y, y}
			b := NewBuilder(f, enc, Pairwise)
			b.Exactly(lits, 3) // x counts twice, ¬x once, y twice
			c := cnfOf(f.Lowered(enc))
			for mask := 0; mask < 4; mask++ {
				a := c.newAssignment()
				a[x], a[y] = -1, -1
				cnt := 1
				if mask&1 != 0 {
					a[x], cnt = 1, 2
				}
				if mask&2 != 0 {
					a[y] = 1
					cnt += 2
				}
				if got := c.satisfiable(a); got != (cnt == 3) {
					t.Errorf("x=%v y=%v: satisfiable=%v, count %d", mask&1 != 0, mask&2 != 0, got, cnt)
				}
			}
		})
	}
}

func TestAuxiliaryNames(t *testing.T) {
	for _, tc := range []struct {
		enc  CardEncoding
		want string
	}{
		{SeqCounter, "seqcounter#1.s[0]"},
		{Totalizer, "totalizer#1.r[0]"},
		{CardNet, "cardnet#1.c[0]"},
	} {
		f := NewFormula()
		var lits []Lit
		for i := 0; i < 6; i++ {
			lits = append(lits, f.New(fmt.Sprintf("x%d", i)))
		}
		b := NewBuilder(f, tc.enc, Pairwise)
		b.AtMost(lits, 2)
		b.AtMost(lits, 2)
		if got := f.Name(7); got != tc.want {
			t.Errorf("%v: first auxiliary variable is %q, want %q", tc.enc, got, tc.want)
		}
		second := strings.Replace(tc.want, "#1", "#2", 1)
		found := false
		for v := 7; v <= f.NumVars(); v++ {
			found = found || f.Name(v) == second
		}
		if !found {
			t.Errorf("%v: no variable %q for the second constraint", tc.enc, second)
		}
		// Lowering continues the numbering instead of reusing it.
		g := NewFormula()
		var gl []Lit
		for i := 0; i < 6; i++ {
			gl = append(gl, g.New(fmt.Sprintf("x%d", i)))
		}
		NewBuilder(g, tc.enc, Pairwise).AtMost(gl, 2)
		NewBuilder(g, Native, Pairwise).AtMost(gl, 3)
		low := g.Lowered(tc.enc)
		last := low.Name(low.NumVars())
		if !strings.Contains(last, "#2.") {
			t.Errorf("%v: lowered native constraint's variable is %q, want block #2", tc.enc, last)
		}
	}
}

// Beyond n = 8: random assignments with counts around the bound (where an
// encoding would go wrong), for larger trees, more network blocks and
// padding.
func TestCardinalityRandomLarger(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 11))
	for _, enc := range CardEncodings() {
		for _, n := range []int{11, 16} {
			for k := 0; k <= n; k++ {
				for _, kind := range []cardKind{atMost, atLeast, exactly} {
					f, _ := buildCard(t, enc, kind, n, k)
					c := cnfOf(f)
					hi, lo := kind.bounds(k)
					for r := 0; r < 24; r++ {
						cnt := k - 1 + r%3 // k-1, k, k+1
						if r >= 18 {
							cnt = rng.IntN(n + 1)
						}
						cnt = max(0, min(n, cnt))
						a := c.newAssignment()
						for i := 1; i <= n; i++ {
							a[i] = -1
						}
						for _, i := range rng.Perm(n)[:cnt] {
							a[i+1] = 1
						}
						if got := c.satisfiable(a); got != meets(cnt, hi, lo) {
							t.Fatalf("%v/%v n=%d k=%d: %d true inputs %v: satisfiable=%v", enc, kind, n, k, cnt, a[1:n+1], got)
						}
					}
				}
			}
		}
	}
}
