package latin

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// count counts the squares by blocking each found one on the direct
// variables, and checks each with Check.
func count(t *testing.T, n, maxv int, m Model, diag bool) int {
	f := encode.NewFormula()
	b := encode.NewBuilder(f, encode.SeqCounter, encode.Pairwise)
	s := New(b, n, maxv, m, diag)
	// ask for an order literal in the direct model too (made on demand)
	_ = s.Geq(0, 0, 1)
	sv := cdcl.New(cdcl.Options{})
	f.Each(0, func(c []encode.Lit) { sv.AddClause(c) })
	k := 0
	for sv.Solve(context.Background(), nil) == cdcl.Sat {
		mod := sv.Model()
		vs, err := s.Values(mod)
		if err != nil {
			t.Fatal(err)
		}
		if err := Check(n, maxv, diag, vs); err != nil {
			t.Fatalf("%v: %v", vs, err)
		}
		var block []encode.Lit
		for _, l := range s.Primary() {
			if mod.Value(l) {
				block = append(block, -l)
			}
		}
		sv.AddClause(block)
		k++
	}
	return k
}

// TestCounts: the number of Latin squares of order 3 and 4 (12, 576),
// of 4x4 with both diagonals (48), and of 3x3 with heights 1..2 and one
// empty cell per line (12: a Latin square of order 3 with 0 for 3),
// in both models.
func TestCounts(t *testing.T) {
	for _, m := range []Model{Direct, Order} {
		for _, tc := range []struct {
			n, max int
			diag   bool
			want   int
		}{{3, 3, false, 12}, {4, 4, false, 576}, {4, 4, true, 48}, {3, 2, false, 12}} {
			if got := count(t, tc.n, tc.max, m, tc.diag); got != tc.want {
				t.Errorf("%v n=%d max=%d diag=%v: %d squares, want %d", m, tc.n, tc.max, tc.diag, got, tc.want)
			}
		}
	}
}
