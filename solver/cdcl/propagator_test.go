package cdcl

import (
	"context"
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// parity is a propagator for "an even number of variables 1..n are
// true", kept out of the clauses: with one variable open it forces it,
// with none open and odd parity it returns the conflict (reasons: the
// other variables' values).
type parity struct {
	n     int
	calls int
}

func (p *parity) Propagate(a encode.Valuation, full bool) [][]encode.Lit {
	p.calls++
	open, odd := 0, false
	var free encode.Lit
	reason := make([]encode.Lit, 0, p.n)
	for v := 1; v <= p.n; v++ {
		l := encode.Lit(v)
		switch a.Value(l) {
		case 0:
			open++
			free = l
		case 1:
			odd = !odd
			reason = append(reason, -l)
		default:
			reason = append(reason, l)
		}
	}
	switch {
	case open == 1 && odd:
		return [][]encode.Lit{append(reason, free)}
	case open == 1:
		return [][]encode.Lit{append(reason, -free)}
	case open == 0 && odd:
		return [][]encode.Lit{reason}
	}
	return nil
}

// TestPropagatorBruteForce: random clauses over n variables plus the
// parity propagator are satisfiable exactly when brute force finds an
// even model of the clauses; Sat models are even and satisfy the
// clauses; every External clause holds on every even assignment.
func TestPropagatorBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for trial := 0; trial < 300; trial++ {
		n := 3 + rng.Intn(8)
		var cls [][]encode.Lit
		for i := 0; i < rng.Intn(4*n); i++ {
			c := make([]encode.Lit, 1+rng.Intn(3))
			for j := range c {
				c[j] = encode.Lit(1 + rng.Intn(n))
				if rng.Intn(2) == 0 {
					c[j] = -c[j]
				}
			}
			cls = append(cls, c)
		}
		holds := func(c []encode.Lit, bits int) bool {
			for _, l := range c {
				if (bits>>(l.Var()-1)&1 == 1) == (l > 0) {
					return true
				}
			}
			return false
		}
		even := func(bits int) bool {
			k := 0
			for v := 0; v < n; v++ {
				k += bits >> v & 1
			}
			return k%2 == 0
		}
		want := false
		for bits := 0; bits < 1<<n && !want; bits++ {
			ok := even(bits)
			for _, c := range cls {
				ok = ok && holds(c, bits)
			}
			want = ok
		}
		p := &parity{n: n}
		s := New(Options{Propagator: p})
		s.EnsureVars(n)
		for _, c := range cls {
			s.AddClause(c)
		}
		st := s.Solve(context.Background(), nil)
		if (st == Sat) != want {
			t.Fatalf("trial %d: %v, want sat %v", trial, st, want)
		}
		if st == Sat {
			m, k := s.Model(), 0
			for v := 1; v <= n; v++ {
				if m[v] {
					k++
				}
			}
			if k%2 != 0 {
				t.Fatalf("trial %d: odd model", trial)
			}
		}
		for _, c := range s.External() {
			for bits := 0; bits < 1<<n; bits++ {
				if even(bits) && !holds(c, bits) {
					t.Fatalf("trial %d: external clause %v false on an even assignment", trial, c)
				}
			}
		}
	}
}

// emptyClause is a propagator that finds the rules unsatisfiable
// whatever the assignment: it returns the empty clause.
type emptyClause struct{}

func (emptyClause) Propagate(encode.Valuation, bool) [][]encode.Lit { return [][]encode.Lit{{}} }

// The empty clause from a propagator is Unsat, never taken for a
// tautology (it was, on a fresh engine, and a disconnected set passed as
// connected: TestConnectedBruteForce's native runs with always-in
// vertices caught it).
func TestPropagatorEmptyClause(t *testing.T) {
	s := New(Options{Propagator: emptyClause{}})
	s.EnsureVars(2) // no clause yet: the engine's buffers are fresh
	if st := s.Solve(context.Background(), nil); st != Unsat {
		t.Fatalf("status %v, want Unsat", st)
	}
	if s.Okay() {
		t.Error("the clauses with the propagator are unsatisfiable: Okay must be false")
	}
}
