package encode

import "testing"

// The sizes the package doc gives for PySAT's and PBLib's encodings
// (auxiliary variables / clauses).
func TestDocFiguresMore(t *testing.T) {
	card := []struct {
		enc          CardEncoding
		n, k         int
		aux, clauses int
	}{
		{SortNetwrk, 128, 4, 2942, 4414}, {SortNetwrk, 512, 16, 19454, 29182},
		{MTotalizer, 128, 4, 586, 2905}, {MTotalizer, 512, 16, 2827, 22368},
		{KMTotalizer, 128, 4, 444, 1197}, {KMTotalizer, 512, 16, 2040, 6720},
		{CardLadder, 128, 4, 496, 1112}, {Bitwise, 128, 4, 411, 1037},
		{Bitwise, 128, 1, 7, 896}, {CardLadder, 128, 1, 127, 380},
	}
	for _, tc := range card {
		var vs Vars
		lits := make([]Lit, tc.n)
		for i := range lits {
			lits[i] = vs.New("x")
		}
		var cnt Counter
		b := Builder{Vars: &vs, Out: &cnt, Card: tc.enc}
		b.AtMost(lits, tc.k)
		if vs.NumAux() != tc.aux || cnt.Clauses != tc.clauses {
			t.Errorf("%v n=%d k=%d: %d / %d, want %d / %d", tc.enc, tc.n, tc.k, vs.NumAux(), cnt.Clauses, tc.aux, tc.clauses)
		}
	}
	amo := []struct {
		enc          AMOEncoding
		n            int
		aux, clauses int
	}{
		{Bimander, 100, 4, 850}, {Binary, 100, 7, 700}, {KProduct, 100, 34, 258}, {Nested, 100, 63, 294},
		{Bimander, 10, 2, 29}, {Binary, 10, 4, 40}, {KProduct, 10, 7, 29}, {Nested, 10, 3, 24},
	}
	for _, tc := range amo {
		var vs Vars
		lits := make([]Lit, tc.n)
		for i := range lits {
			lits[i] = vs.New("x")
		}
		var cnt Counter
		b := Builder{Vars: &vs, Out: &cnt, AMO: tc.enc}
		b.AtMostOne(lits)
		if vs.NumAux() != tc.aux || cnt.Clauses != tc.clauses {
			t.Errorf("%v n=%d: %d / %d, want %d / %d", tc.enc, tc.n, vs.NumAux(), cnt.Clauses, tc.aux, tc.clauses)
		}
	}
	pb := []struct {
		enc          PBEncoding
		aux, clauses int
	}{
		{PBBDD, 252, 500}, {PBSWC, 1020, 1920}, {PBSortNetwrk, 3766, 5650}, {PBAdder, 62, 398}, {PBBinMerge, 376, 565},
	}
	for _, tc := range pb {
		var vs Vars
		lits := make([]Lit, 16)
		ws := make([]int, 16)
		for i := range lits {
			lits[i], ws[i] = vs.New("x"), i+1
		}
		var cnt Counter
		b := Builder{Vars: &vs, Out: &cnt, PBEnc: tc.enc}
		b.PB(lits, ws, LE, 68)
		if vs.NumAux() != tc.aux || cnt.Clauses != tc.clauses {
			t.Errorf("%v w=1..16 <= 68: %d / %d, want %d / %d", tc.enc, vs.NumAux(), cnt.Clauses, tc.aux, tc.clauses)
		}
	}
}
