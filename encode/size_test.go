package encode

import (
	"fmt"
	"math/big"
	"math/bits"
	"testing"
)

// measure encodes one constraint over n fresh inputs into a Counter and
// returns the auxiliary variables and clauses it cost.
func measure(enc CardEncoding, kind cardKind, n, k int) (aux, clauses int) {
	var vs Vars
	var cnt Counter
	lits := make([]Lit, n)
	for i := range lits {
		lits[i] = vs.New("x")
	}
	b := Builder{Vars: &vs, Out: &cnt, Card: enc}
	switch kind {
	case atMost:
		b.AtMost(lits, k)
	case atLeast:
		b.AtLeast(lits, k)
	default:
		b.Exactly(lits, k)
	}
	return vs.NumAux(), cnt.Clauses
}

// TestDocFigures pins the table of the package doc (at most k of n).
// If an encoding changes, this test fails until doc.go is updated.
func TestDocFigures(t *testing.T) {
	for _, tc := range []struct {
		enc          CardEncoding
		n, k         int
		aux, clauses int
	}{
		{SeqCounter, 128, 4, 496, 1112},
		{SeqCounter, 512, 16, 7936, 16352},
		{Totalizer, 128, 4, 411, 1037},
		{Totalizer, 512, 16, 2575, 11127},
		{CardNet, 128, 4, 1208, 1813},
		{CardNet, 512, 16, 9472, 14209},
		{Native, 128, 4, 411, 1037}, // into a plain Sink: the totalizer
		{Native, 512, 16, 2575, 11127},
		// doc.go and docs/encode.md, choosing an encoding
		{SeqCounter, 64, 3, 183, 424},
		{Totalizer, 64, 3, 188, 435},
		{CardNet, 64, 3, 400, 601},
		{SeqCounter, 16, 2, 28, 68},
		{Totalizer, 16, 2, 37, 80},
		{CardNet, 16, 2, 88, 133},
		{SeqCounter, 1024, 64, 61440, 123776},
		{Totalizer, 1024, 64, 7119, 71535},
		{CardNet, 1024, 64, 31600, 47401},
	} {
		aux, clauses := measure(tc.enc, atMost, tc.n, tc.k)
		if aux != tc.aux || clauses != tc.clauses {
			t.Errorf("%v n=%d k=%d: %d aux, %d clauses; the doc says %d, %d", tc.enc, tc.n, tc.k, aux, clauses, tc.aux, tc.clauses)
		}
	}
	// exactly k
	for _, tc := range []struct {
		enc          CardEncoding
		n, k         int
		aux, clauses int
	}{
		{SeqCounter, 128, 4, 496, 1984},
		{SeqCounter, 512, 16, 7936, 31744},
		{Totalizer, 128, 4, 411, 1951},
		{Totalizer, 512, 16, 2575, 21759},
		{CardNet, 128, 4, 1208, 3626},
		{CardNet, 512, 16, 9472, 28418},
	} {
		aux, clauses := measure(tc.enc, exactly, tc.n, tc.k)
		if aux != tc.aux || clauses != tc.clauses {
			t.Errorf("%v exactly n=%d k=%d: %d aux, %d clauses; the doc says %d, %d", tc.enc, tc.n, tc.k, aux, clauses, tc.aux, tc.clauses)
		}
	}
	// Binomial: C(n,k+1) clauses, by formula (C(512,17) is about 2.5e31).
	for _, tc := range []struct {
		n, k int
		want string
	}{{128, 4, "264566400"}, {512, 16, "24541538975487905882448419955200"}} {
		if got := new(big.Int).Binomial(int64(tc.n), int64(tc.k+1)).String(); got != tc.want {
			t.Errorf("C(%d,%d) = %s, the doc says %s", tc.n, tc.k+1, got, tc.want)
		}
	}
}

// The closed forms of the package doc, against measurements.
func TestSizeFormulas(t *testing.T) {
	for _, sz := range [][2]int{{2, 1}, {8, 3}, {20, 4}, {21, 5}, {64, 7}, {100, 3}, {128, 4}, {96, 8}, {300, 31}, {1000, 1}, {1000, 2}, {777, 100}} {
		n, k := sz[0], sz[1]
		t.Run(fmt.Sprintf("n=%d,k=%d", n, k), func(t *testing.T) {
			// binomial, generated
			if n <= 64 && k <= 4 {
				aux, clauses := measure(Binomial, atMost, n, k)
				if want := new(big.Int).Binomial(int64(n), int64(k+1)); aux != 0 || int64(clauses) != want.Int64() {
					t.Errorf("binomial: %d aux, %d clauses; want 0, %v", aux, clauses, want)
				}
			}
			// sequential counter: k(n-k) registers for each kind;
			// (2k+1)(n-k)-k, (2k-1)(n-k)+k and 4k(n-k) clauses.
			for kind, want := range map[cardKind]int{
				atMost:  (2*k+1)*(n-k) - k,
				atLeast: (2*k-1)*(n-k) + k,
				exactly: 4 * k * (n - k),
			} {
				if k < 2 || k >= n-1 {
					break // answered without an encoding
				}
				aux, clauses := measure(SeqCounter, kind, n, k)
				if aux != k*(n-k) || clauses != want {
					t.Errorf("seqcounter %v: %d aux, %d clauses; want %d, %d", kind, aux, clauses, k*(n-k), want)
				}
			}
			// totalizer and cardinality network, at most k, up to the
			// orientation choice (k+1 <= n-k).
			if k >= 1 && k+1 <= n-k {
				aux, clauses := measure(Totalizer, atMost, n, k)
				wa, wc := totalizerSize(n, k+1, true)
				if aux != wa || clauses != wc+1 {
					t.Errorf("totalizer: %d aux, %d clauses; want %d, %d", aux, clauses, wa, wc+1)
				}
				if lg := bits.Len(uint(k)); aux > n*lg+n { // ⌈log2(k+1)⌉ = bits.Len(k)
					t.Errorf("totalizer: %d aux > n·⌈log2(k+1)⌉+n = %d", aux, n*lg+n)
				}
				m := 1
				for m < k+1 {
					m *= 2
				}
				if n%m == 0 {
					aux, clauses := measure(CardNet, atMost, n, k)
					comps := cardNetComparators(n, m)
					if aux != 2*comps || clauses != 3*comps+1 {
						t.Errorf("cardnet: %d aux, %d clauses; want %d, %d", aux, clauses, 2*comps, 3*comps+1)
					}
				}
			}
		})
	}
}

// totalizerSize counts the variables and clauses (without the final unit)
// of a totalizer over n inputs whose nodes count up to cap, the way
// Bailleux and Boufkhad describe it: a node with children of p and q
// outputs has min(p+q, cap) outputs and one upward clause for each
// (i, j) with 1 <= i+j <= its outputs. cap >= n is the full totalizer.
func totalizerSize(n, cap int, split bool) (vars, clauses int) {
	if n == 1 {
		return 0, 0
	}
	l, r := n/2, n-n/2
	if !split { // PySAT's to_TO puts the odd input in the first half
		l, r = n-n/2, n/2
	}
	va, ca := totalizerSize(l, cap, split)
	vb, cb := totalizerSize(r, cap, split)
	p, q, size := min(l, cap), min(r, cap), min(n, cap)
	c := 0
	for i := 0; i <= p; i++ {
		for j := 0; j <= q; j++ {
			if i+j >= 1 && i+j <= size {
				c++
			}
		}
	}
	return va + vb + size, ca + cb + c
}

// cardNetComparators counts the 2-comparators of the m-cardinality network
// over n inputs (n a multiple of m, m a power of two): n/m odd-even merge
// sorters of m, (p²-p+4)·2^(p-2)-1 comparators each (m = 2^p), and n/m-1
// simplified merges of two m-sequences, (m·p)/2+m comparators each.
func cardNetComparators(n, m int) int {
	p := 0
	for 1<<p < m {
		p++
	}
	sorter := 1 // m = 2: one comparator
	if p == 0 {
		sorter = 0
	} else if p >= 2 {
		sorter = (p*p-p+4)*(1<<(p-2)) - 1
	}
	merge := m*p/2 + m
	return n/m*sorter + (n/m-1)*merge
}

// PySAT's published figures and where the differences come from (the
// package doc explains them): the sequential counter and the cardinality
// network figures are the same constructions as ours; PySAT's
// EncType.totalizer (cardenc/mto.hh, to_TO) is the full totalizer, which
// counts every node up to its number of inputs, not up to k+1. The
// textbook Sinz counter keeps the (n-1)k registers our trimming drops.
func TestPySATFigures(t *testing.T) {
	for _, tc := range []struct {
		n, k                 int
		seqAux, seqClauses   int // PySAT seqcounter
		netAux, netClauses   int // PySAT cardnetwrk
		totAux, totClauses   int // PySAT totalizer
		sinzAux, sinzClauses int // textbook Sinz LTseq
		itotAux, itotClauses int // k-simplified (PySAT's ITotalizer), + unit
	}{
		{128, 4, 496, 1112, 1208, 1813, 896, 9025, 508, 1139, 411, 1037},
		{512, 16, 7936, 16352, 9472, 14209, 4608, 135425, 8176, 16847, 2575, 11127},
	} {
		n, k := tc.n, tc.k
		if a, c := measure(SeqCounter, atMost, n, k); a != tc.seqAux || c != tc.seqClauses {
			t.Errorf("n=%d k=%d: our seqcounter %d/%d, PySAT %d/%d", n, k, a, c, tc.seqAux, tc.seqClauses)
		}
		if a, c := measure(CardNet, atMost, n, k); a != tc.netAux || c != tc.netClauses {
			t.Errorf("n=%d k=%d: our cardnet %d/%d, PySAT %d/%d", n, k, a, c, tc.netAux, tc.netClauses)
		}
		if a, c := (n-1)*k, 2*n*k+n-3*k-1; a != tc.sinzAux || c != tc.sinzClauses {
			t.Errorf("n=%d k=%d: textbook Sinz %d/%d", n, k, a, c)
		}
		if a, c := totalizerSize(n, n, false); a != tc.totAux || c+1 != tc.totClauses {
			t.Errorf("n=%d k=%d: full totalizer %d/%d, PySAT totalizer %d/%d", n, k, a, c+1, tc.totAux, tc.totClauses)
		}
		if a, c := totalizerSize(n, k+1, true); a != tc.itotAux || c+1 != tc.itotClauses {
			t.Errorf("n=%d k=%d: k-simplified totalizer %d/%d", n, k, a, c+1)
		}
	}
}
