package solver

import (
	"bytes"
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
)

// FuzzSolveSmall reads arbitrary input as worker input (DIMACS plus card
// comments); whatever parses, with few variables, is solved by gophersat
// in-process and decided again by brute force. It fuzzes our reader's
// use, the workarounds for gophersat's traps, and gophersat itself.
func FuzzSolveSmall(f *testing.F) {
	f.Add([]byte("p cnf 3 2\n1 -2 0\n2 3 0\n"))
	f.Add([]byte("p cnf 3 1\nc puzzlesat-atleast 2 1 -1 3 0\n1 0\n"))
	f.Add([]byte("p cnf 2 2\n1 2 0\n0\n"))
	f.Add([]byte("p cnf 0 0\n"))
	f.Add([]byte("p cnf 4 2\nc puzzlesat-atleast 2 1 2 3 4 0\nc puzzlesat-atleast 3 -1 -2 -3 -4 0\n1 0\n-2 0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		form, _, err := readFormula(bytes.NewReader(data), dimacs.Options{MaxVars: 12}, true)
		if err != nil || form.NumClauses() > 300 {
			return
		}
		res, err := Solve(context.Background(), Gophersat{}, form)
		if err != nil {
			t.Fatal(err)
		}
		want := bruteSat(form)
		if (res.Status == Sat) != want {
			t.Fatalf("gophersat %v, brute force sat=%v\n%s", res.Status, want, dump(form))
		}
		// Incrementally: the first half, a solve, then the rest one clause
		// at a time with a solve after each.
		inc := encode.NewFormula()
		for inc.NumVars() < form.NumVars() {
			inc.New("x")
		}
		for _, cd := range form.Cards() {
			inc.AddAtLeast(cd.Lits, cd.K)
		}
		half := form.NumClauses() / 2
		form.Each(0, func(c []encode.Lit) {
			if inc.NumClauses() < half {
				inc.AddClause(c)
			}
		})
		sess, _ := Gophersat{}.Open(inc)
		for i := half; ; i++ {
			r, err := sess.Solve(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if w := bruteSat(inc); (r.Status == Sat) != w {
				t.Fatalf("incremental gophersat %v after %d clauses, brute force sat=%v\n%s", r.Status, i, w, dump(inc))
			}
			if i == form.NumClauses() {
				break
			}
			inc.AddClause(form.Clause(i))
		}
	})
}

// FuzzParseStats: solver output never makes the statistics parser panic.
func FuzzParseStats(f *testing.F) {
	f.Add([]byte("c conflicts: 12\nc --- [ statistics ]\n"), true)
	f.Add([]byte("restarts : 99999999999999999999999\n"), false)
	f.Fuzz(func(t *testing.T, out []byte, zero bool) {
		st := parseStats(out, zero)
		if st.Conflicts < -1 || st.Decisions < -1 || st.Restarts < -1 {
			t.Fatalf("negative counter %+v", st)
		}
	})
}
