package encode

import (
	"fmt"
	"testing"
)

func buildAMO(t testing.TB, enc AMOEncoding, n int, exactlyOne bool) cnf {
	f := NewFormula()
	lits := make([]Lit, n)
	for i := range lits {
		lits[i] = f.New(fmt.Sprintf("x%d", i+1))
	}
	b := NewBuilder(f, Binomial, enc)
	if exactlyOne {
		b.ExactlyOne(lits)
	} else {
		b.AtMostOne(lits)
	}
	checkWellFormed(t, f, n)
	return cnfOf(f)
}

// Every at-most-one encoding, n <= 10: an input assignment extends to a
// model exactly when at most one (exactly one) input is true.
func TestAtMostOneSemantics(t *testing.T) {
	for _, enc := range AMOEncodings() {
		for _, eo := range []bool{false, true} {
			name := "amo"
			lo := -1
			if eo {
				name, lo = "exactlyone", 1
			}
			for n := 0; n <= 10; n++ {
				c := buildAMO(t, enc, n, eo)
				t.Run(fmt.Sprintf("%v/%s/n=%d", enc, name, n), func(t *testing.T) {
					checkSemantics(t, c, n, 1, lo)
				})
			}
		}
	}
}

// Every at-most-one encoding is arc-consistent: one true input forces the
// others false, two give a conflict (and for exactly-one, n-1 false inputs
// force the last true). Full check of all partial assignments up to n = 8,
// single-polarity ones up to 13 (the commander encoding recurses twice
// from n = 19 on: checked on one or two true inputs up to n = 40).
func TestAtMostOneArcConsistent(t *testing.T) {
	for _, enc := range AMOEncodings() {
		for _, eo := range []bool{false, true} {
			lo := -1
			if eo {
				lo = 1
			}
			for n := 0; n <= 13; n++ {
				c := buildAMO(t, enc, n, eo)
				t.Run(fmt.Sprintf("%v/eo=%v/n=%d", enc, eo, n), func(t *testing.T) {
					checkGAC(t, c, n, 1, lo, n <= 8)
				})
			}
			for n := 14; n <= 40; n += 13 {
				c := buildAMO(t, enc, n, eo)
				t.Run(fmt.Sprintf("%v/eo=%v/n=%d", enc, eo, n), func(t *testing.T) {
					for i := 1; i <= n; i++ {
						a := c.newAssignment()
						a[i] = 1
						if !c.propagate(a) {
							t.Fatalf("x%d true: conflict", i)
						}
						for j := 1; j <= n; j++ {
							if j != i && a[j] != -1 {
								t.Fatalf("x%d true: x%d not forced false", i, j)
							}
						}
						for j := i + 1; j <= n; j++ {
							b := c.newAssignment()
							b[i], b[j] = 1, 1
							if c.propagate(b) {
								t.Fatalf("x%d, x%d true: no conflict", i, j)
							}
						}
					}
					if !c.satisfiable(c.newAssignment()) {
						t.Fatal("unsatisfiable")
					}
				})
			}
		}
	}
}

// The sizes the package doc states.
func TestAtMostOneSizes(t *testing.T) {
	for _, tc := range []struct {
		enc          AMOEncoding
		n            int
		aux, clauses int
	}{
		{Pairwise, 10, 0, 45},
		{Ladder, 2, 1, 2},
		{Ladder, 10, 9, 26},
		{Ladder, 100, 99, 296},
		{Commander, 6, 0, 15},
		{Commander, 9, 3, 24},     // 3 groups of 3 (7 clauses each) + 3 pairwise
		{Commander, 27, 12, 87},   // 9 groups, then 3 groups, then 3 pairwise
		{Commander, 100, 48, 342}, // 33+1 groups, 11+1, 4, then 6 pairwise
	} {
		var vs Vars
		var cnt Counter
		lits := make([]Lit, tc.n)
		for i := range lits {
			lits[i] = vs.New("x")
		}
		b := Builder{Vars: &vs, Out: &cnt, AMO: tc.enc}
		b.AtMostOne(lits)
		if vs.NumAux() != tc.aux || cnt.Clauses != tc.clauses {
			t.Errorf("%v n=%d: %d aux, %d clauses; want %d, %d", tc.enc, tc.n, vs.NumAux(), cnt.Clauses, tc.aux, tc.clauses)
		}
	}
}
