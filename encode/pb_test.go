package encode

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// pbHolds is the constraint's truth for a full assignment of the inputs.
func pbHolds(sum int, cmp Cmp, k int) bool {
	switch cmp {
	case LE:
		return sum <= k
	case GE:
		return sum >= k
	}
	return sum == k
}

func buildPB(t testing.TB, enc PBEncoding, ws []int, cmp Cmp, k int) (*Formula, cnf) {
	f := NewFormula()
	lits := make([]Lit, len(ws))
	for i := range lits {
		lits[i] = f.New(fmt.Sprintf("x%d", i+1))
	}
	b := NewBuilder(f, Totalizer, Pairwise)
	b.PBEnc = enc
	b.PB(lits, ws, cmp, k)
	if len(f.Cards()) > 0 {
		f = f.Lowered(Totalizer)
	}
	checkWellFormed(t, f, len(ws))
	return f, cnfOf(f)
}

// pbWeights are the weight vectors of the tests: all ones, 1..n, random
// positive ones, and random ones with zeros and negatives.
func pbWeights(n int, rng *rand.Rand) [][]int {
	var out [][]int
	ones, inc, pos, mixed := make([]int, n), make([]int, n), make([]int, n), make([]int, n)
	for i := 0; i < n; i++ {
		ones[i], inc[i] = 1, i+1
		pos[i] = 1 + rng.IntN(9)
		mixed[i] = rng.IntN(11) - 4
	}
	return append(out, ones, inc, pos, mixed)
}

// Every pseudo-Boolean encoding, every n <= 8 (6 with -short), four weight vectors, every
// bound from below the least sum to above the greatest, each comparison:
// the clauses have a satisfying extension of an input assignment exactly
// when the constraint holds.
func TestPBSemantics(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 2))
	maxN := 8
	if testing.Short() {
		maxN = 6
	}
	for n := 0; n <= maxN; n++ {
		for _, ws := range pbWeights(n, rng) {
			lo, hi := 0, 0
			for _, w := range ws {
				lo += min(w, 0)
				hi += max(w, 0)
			}
			for _, enc := range PBEncodings() {
				for _, cmp := range []Cmp{LE, GE, EQ} {
					for k := lo - 1; k <= hi+1; k++ {
						_, c := buildPB(t, enc, ws, cmp, k)
						for mask := 0; mask < 1<<n; mask++ {
							a := c.newAssignment()
							sum := 0
							for i := 0; i < n; i++ {
								a[i+1] = -1
								if mask&(1<<i) != 0 {
									a[i+1] = 1
									sum += ws[i]
								}
							}
							if got, want := c.satisfiable(a), pbHolds(sum, cmp, k); got != want {
								t.Fatalf("%v %v %v %d, inputs %0*b: satisfiable=%v, want %v", enc, ws, cmp, k, n, mask, got, want)
							}
						}
					}
				}
			}
		}
	}
}

// pbGAC: on every partial assignment of up to 5 inputs, unit propagation
// finds a conflict exactly when no completion satisfies the constraint and
// otherwise fixes exactly the inputs all completions agree on.
func pbGAC(t *testing.T, enc PBEncoding, ws []int, cmp Cmp, k int) {
	n := len(ws)
	_, c := buildPB(t, enc, ws, cmp, k)
	pow3 := 1
	for i := 0; i < n; i++ {
		pow3 *= 3
	}
	vals := make([]int8, n)
	for code := 0; code < pow3; code++ {
		x := code
		for i := range vals {
			vals[i] = int8(x%3) - 1
			x /= 3
		}
		can := [2][]bool{make([]bool, n), make([]bool, n)} // can[0][i]: false possible, can[1][i]: true
		feasible := false
		for mask := 0; mask < 1<<n; mask++ {
			ok, sum := true, 0
			for i := 0; i < n; i++ {
				on := mask&(1<<i) != 0
				if (vals[i] == 1 && !on) || (vals[i] == -1 && on) {
					ok = false
				}
				if on {
					sum += ws[i]
				}
			}
			if !ok || !pbHolds(sum, cmp, k) {
				continue
			}
			feasible = true
			for i := 0; i < n; i++ {
				if mask&(1<<i) != 0 {
					can[1][i] = true
				} else {
					can[0][i] = true
				}
			}
		}
		a := c.newAssignment()
		copy(a[1:], vals)
		if ok := c.propagate(a); ok != feasible {
			t.Fatalf("%v %v %v %d, partial %v: no conflict=%v, want %v", enc, ws, cmp, k, vals, ok, feasible)
		}
		if !feasible {
			continue
		}
		for i := 0; i < n; i++ {
			var want int8
			switch {
			case !can[0][i]:
				want = 1
			case !can[1][i]:
				want = -1
			}
			if vals[i] == 0 && a[i+1] != want {
				t.Fatalf("%v %v %v %d, partial %v: x%d propagated to %d, want %d", enc, ws, cmp, k, vals, i+1, a[i+1], want)
			}
		}
	}
}

// The BDD and the weight counter are arc-consistent for <= and >= (one
// structure each); = is two structures and is not. The adder, the unary
// sorter and our binary merge are not (binmerge [7 6] <= 10 with x2 true
// does not force x1 false).
func TestPBArcConsistent(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 3))
	for n := 1; n <= 5; n++ {
		for _, ws := range pbWeights(n, rng) {
			total := 0
			for _, w := range ws {
				total += max(w, 0)
			}
			for _, enc := range []PBEncoding{PBBDD, PBSWC} {
				for _, cmp := range []Cmp{LE, GE} {
					for k := 0; k <= total; k++ {
						pbGAC(t, enc, ws, cmp, k)
					}
				}
			}
		}
	}
}
