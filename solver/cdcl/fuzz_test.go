package cdcl

import (
	"slices"
	"testing"

	gs "github.com/crillab/gophersat/solver"

	"github.com/puzzlesat/puzzlesat/encode"
)

// FuzzCDCL reads the input as a script for one incremental session over
// at most 10 variables and checks every answer: against brute force and
// against a fresh gophersat solve of the clauses with the assumptions as
// unit clauses; every model against every clause and assumption; every
// core to be an ordered subset of the assumptions that is UNSAT with the
// clauses (brute force); every proof line RUP (or a deletion of a clause
// the proof holds), with the empty clause once the clauses are UNSAT.
// Half the sessions reduce their learnt clauses every few conflicts.
//
// Script: byte 0 gives the variable count (1 + b%10) and the reduction
// mode (b&16); then each byte b is an operation: b%4 < 3 adds a clause of
// 1 + (b>>2)%4 literals, b%4 == 3 solves under (b>>2)%8 assumptions (0x03
// with no assumptions; 0xff adds the empty clause); each literal is the
// next byte l: variable 1 + (l>>1)%n, negated when l is odd.
func FuzzCDCL(f *testing.F) {
	f.Add([]byte{3, 0, 2, 4, 5, 3, 3, 7, 1})
	f.Add([]byte{0x13, 0x0c, 0, 2, 4, 0x0c, 1, 3, 5, 0x03, 0x07, 0, 0x0b, 1, 2})
	f.Add([]byte{9, 0x0c, 0, 2, 4, 0x0c, 1, 3, 5, 0x0c, 1, 2, 5, 0x0c, 0, 3, 4, 0x1f, 0, 2, 4, 6, 8, 10, 12, 0xff, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 || len(data) > 2000 {
			return
		}
		n := 1 + int(data[0])%10
		se := newSession(t)
		if data[0]&16 != 0 {
			aggressive(se.s)
		}
		se.s.EnsureVars(n)
		se.n = n
		next := 1
		lit := func() encode.Lit {
			b := 0
			if next < len(data) {
				b = int(data[next])
				next++
			}
			l := encode.Lit(1 + (b>>1)%n)
			if b&1 == 1 {
				return -l
			}
			return l
		}
		for next < len(data) {
			b := data[next]
			next++
			switch {
			case b == 0xff:
				se.add(nil)
			case b%4 < 3:
				c := make([]encode.Lit, 1+(b>>2)%4)
				for i := range c {
					c[i] = lit()
				}
				se.add(c)
			default:
				as := make([]encode.Lit, (b>>2)%8)
				for i := range as {
					as[i] = lit()
				}
				st := se.solve(t, as)
				checkAnswer(t, se.s, st, se.cs, as, n)
				if want := gophersatSat(se.cs, as, n); (st == Sat) != want {
					t.Fatalf("cdcl %v, gophersat sat=%v\n%s", st, want, show(se.cs, as))
				}
			}
		}
	})
}

// gophersatSat solves cs with the assumptions as unit clauses in a fresh
// gophersat solver (never its Assume, which wipes the formula's own unit clauses).
func gophersatSat(cs clauses, as []encode.Lit, n int) bool {
	var constrs []gs.CardConstr
	for _, c := range slices.Concat(cs, unitClauses(as)) {
		if len(c) == 0 {
			return false
		}
		lits := make([]int, 0, len(c))
		taut := false
		for _, l := range c {
			taut = taut || slices.Contains(lits, -int(l))
			if !slices.Contains(lits, int(l)) {
				lits = append(lits, int(l))
			}
		}
		if !taut {
			constrs = append(constrs, gs.CardConstr{Lits: lits, AtLeast: 1})
		}
	}
	pb := gs.ParseCardConstrs(constrs)
	if pb.Status == gs.Unsat {
		return false
	}
	for len(pb.Model) < n {
		pb.Model = append(pb.Model, 0)
	}
	if pb.NbVars < n {
		pb.NbVars = n
	}
	return gs.New(pb).Solve() == gs.Sat
}

func unitClauses(as []encode.Lit) clauses {
	cs := make(clauses, len(as))
	for i, a := range as {
		cs[i] = []encode.Lit{a}
	}
	return cs
}
