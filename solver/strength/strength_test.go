package strength

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

func model(t *testing.T, f *encode.Formula) encode.Model {
	t.Helper()
	s := cdcl.New(cdcl.Options{})
	g := f.Lowered(encode.Totalizer)
	s.EnsureVars(g.NumVars())
	g.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	if s.Solve(context.Background(), nil) != cdcl.Sat {
		t.Fatal("unsatisfiable")
	}
	return append(encode.Model(nil), s.Model()...)
}

// x is implied by (x ∨ y) ∧ (x ∨ ¬y) but unit propagation derives
// nothing: strength 0. Stated as the unit clause x: strength 1.
func TestResolutionNotPropagation(t *testing.T) {
	weak := encode.NewFormula()
	x, y := weak.New("x"), weak.New("y")
	weak.Add(x, y)
	weak.Add(x, -y)
	r := Measure(context.Background(), weak, []encode.Lit{x}, model(t, weak), 10, 1)
	if r.Samples != 10 || r.Implied != 10 || r.Propagated != 0 || r.Strength != 0 {
		t.Errorf("weak: %+v, want 10 samples, 10 implied, 0 propagated, strength 0", r)
	}
	strong := encode.NewFormula()
	x = strong.New("x")
	strong.New("y")
	strong.Add(x)
	r = Measure(context.Background(), strong, []encode.Lit{x}, model(t, strong), 10, 1)
	if r.Implied != 10 || r.Propagated != 10 || r.Strength != 1 {
		t.Errorf("strong: %+v, want strength 1", r)
	}
}

// Arc-consistent encodings of exactly-one and exactly-k have strength 1
// on their inputs, natively or in clauses.
func TestArcConsistentIsOne(t *testing.T) {
	for _, tc := range []struct {
		card encode.CardEncoding
		amo  encode.AMOEncoding
		k    int
	}{
		{encode.Binomial, encode.Pairwise, 1}, {encode.Binomial, encode.Ladder, 1}, {encode.Totalizer, encode.Pairwise, 3},
		{encode.SeqCounter, encode.Pairwise, 2}, {encode.Native, encode.Pairwise, 3}, {encode.CardNet, encode.Pairwise, 4},
	} {
		t.Run(fmt.Sprintf("%v/%v/k=%d", tc.card, tc.amo, tc.k), func(t *testing.T) {
			f := encode.NewFormula()
			var xs []encode.Lit
			for i := 0; i < 7; i++ {
				xs = append(xs, f.New(fmt.Sprint("x", i)))
			}
			b := encode.NewBuilder(f, tc.card, tc.amo)
			if tc.k == 1 {
				b.ExactlyOne(xs)
			} else {
				b.Exactly(xs, tc.k)
			}
			r := Measure(context.Background(), f, xs, model(t, f), 40, 2)
			if r.Strength != 1 || r.Implied == 0 {
				t.Errorf("%+v, want strength 1 with something implied", r)
			}
		})
	}
}

// The modulo totalizer is not arc-consistent (encode's tests find x1, x2
// true not forcing x3 false under at most 2): its strength on at most 2 of
// 5 is below 1, the totalizer's is 1, on the same samples.
func TestModuloTotalizerWeaker(t *testing.T) {
	got := map[encode.CardEncoding]float64{}
	for _, enc := range []encode.CardEncoding{encode.Totalizer, encode.MTotalizer} {
		f := encode.NewFormula()
		var xs []encode.Lit
		for i := 0; i < 5; i++ {
			xs = append(xs, f.New(fmt.Sprint("x", i)))
		}
		encode.NewBuilder(f, enc, encode.Pairwise).AtMost(xs, 2)
		got[enc] = Measure(context.Background(), f, xs, make(encode.Model, f.NumVars()+1), 200, 4).Strength
	}
	if got[encode.Totalizer] != 1 || got[encode.MTotalizer] >= 1 {
		t.Errorf("strength %v, want totalizer 1 and mtotalizer below 1", got)
	}
}
