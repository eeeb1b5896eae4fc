package sum

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

func TestSets(t *testing.T) {
	for _, tc := range []struct {
		n, k, target int
		want         string
	}{
		{9, 2, 3, "[[1 2]]"},
		{9, 2, 10, "[[1 9] [2 8] [3 7] [4 6]]"},
		{9, 9, 45, "[[1 2 3 4 5 6 7 8 9]]"},
		{9, 3, 6, "[[1 2 3]]"},
		{9, 3, 5, "[]"},
		{4, 1, 4, "[[4]]"},
	} {
		if got := fmt.Sprint(Sets(tc.n, tc.k, tc.target)); got != tc.want {
			t.Errorf("Sets(%d,%d,%d) = %s, want %s", tc.n, tc.k, tc.target, got, tc.want)
		}
	}
}

func TestTuples(t *testing.T) {
	got, err := Tuples(3, 2, 4)
	if err != nil || fmt.Sprint(got) != "[[1 3] [2 2] [3 1]]" {
		t.Errorf("Tuples(3,2,4) = %v, %v", got, err)
	}
}

func TestParse(t *testing.T) {
	for _, n := range Names() {
		e, err := Parse(n)
		if err != nil || e.String() != n {
			t.Errorf("Parse(%q) = %v, %v", n, e, err)
		}
	}
	if _, err := Parse("bdd"); err == nil {
		t.Error("Parse(bdd): no error")
	}
}

// TestEncodingsCount: every encoding, for cages of 1 to 3 different
// digits 1..9 and every target, has exactly the assignments the digit
// sets give (k! orders of each set), and, with its guard assumed false,
// every assignment of different digits.
func TestEncodingsCount(t *testing.T) {
	fact := []int{1, 1, 2, 6}
	type encoder struct {
		name string
		enc  func(*encode.Formula, Cage, encode.Lit) error
	}
	var encoders []encoder
	for _, name := range AllNames() {
		enc, _ := Parse(name)
		encoders = append(encoders, encoder{name, func(f *encode.Formula, c Cage, g encode.Lit) error { return Encode(f, c, enc, g, "t") }})
	}
	for _, pb := range encode.PBEncodings() {
		encoders = append(encoders, encoder{"pb=" + pb.String(), func(f *encode.Formula, c Cage, g encode.Lit) error { EncodePB(f, c, pb, g); return nil }})
	}
	for _, e := range encoders {
		name := e.name
		maxK := 3
		if testing.Short() && strings.HasPrefix(name, "pb=") {
			maxK = 2 // three cells with the big pseudo-Boolean encodings take seconds
		}
		for k := 1; k <= maxK; k++ {
			for target := k; target <= 9*k; target += 4 {
				for _, guardOff := range []bool{false, true} {
					f := encode.NewFormula()
					c := Cage{Target: target, Distinct: true}
					var prim []encode.Lit
					for j := 0; j < k; j++ {
						ds := make([]encode.Lit, 9)
						for d := range ds {
							ds[d] = f.New("x")
							prim = append(prim, ds[d])
						}
						c.Digits = append(c.Digits, ds)
						f.AddClause(ds)
						for a := 0; a < 9; a++ {
							for b := a + 1; b < 9; b++ {
								f.Add(-ds[a], -ds[b])
							}
						}
					}
					for d := 0; d < 9; d++ { // the genre's all-different
						for a := 0; a < k; a++ {
							for b := a + 1; b < k; b++ {
								f.Add(-c.Digits[a][d], -c.Digits[b][d])
							}
						}
					}
					g := f.New("guard")
					if err := e.enc(f, c, g); err != nil {
						t.Fatal(err)
					}
					want := len(Sets(9, k, target)) * fact[k]
					assume := []encode.Lit{g}
					if guardOff {
						want = 1
						for j := 0; j < k; j++ {
							want *= 9 - j
						}
						assume = []encode.Lit{-g}
					}
					s := cdcl.New(cdcl.Options{})
					lowered := f.Lowered(encode.Totalizer)
					s.EnsureVars(lowered.Vars.NumVars())
					lowered.Each(0, func(cl []encode.Lit) { s.AddClause(cl) })
					got := 0
					for s.Solve(context.Background(), assume) == cdcl.Sat {
						got++
						m := s.Model()
						var block []encode.Lit
						for _, x := range prim {
							if m.Value(x) {
								block = append(block, -x)
							}
						}
						s.AddClause(block)
					}
					if got != want {
						t.Errorf("%s, %d cells, target %d, guard off %v: %d solutions, want %d", name, k, target, guardOff, got, want)
					}
				}
			}
		}
	}
}
