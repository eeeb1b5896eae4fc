package cdcl

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
)

// clauses is a formula as the tests keep it: every clause ever added.
type clauses [][]encode.Lit

// bruteSat reports whether cs with every literal of as true has a model
// over variables 1..n (n <= 16), and returns one.
func bruteSat(cs clauses, as []encode.Lit, n int) (encode.Model, bool) {
	m := make(encode.Model, n+1)
	for a := uint32(0); a < 1<<n; a++ {
		for v := 1; v <= n; v++ {
			m[v] = a>>(v-1)&1 == 1
		}
		if satisfies(m, cs, as) {
			return m, true
		}
	}
	return nil, false
}

// satisfies reports whether m makes every clause of cs and every literal
// of as true.
func satisfies(m encode.Model, cs clauses, as []encode.Lit) bool {
	for _, a := range as {
		if !m.Value(a) {
			return false
		}
	}
next:
	for _, c := range cs {
		for _, l := range c {
			if m.Value(l) {
				continue next
			}
		}
		return false
	}
	return true
}

// checkAnswer checks one Solve answer against brute force: the status,
// the model (every clause and assumption true), and the core (a subset
// of the assumptions, unsatisfiable with the clauses).
func checkAnswer(t testing.TB, s *Solver, st Status, cs clauses, as []encode.Lit, n int) {
	t.Helper()
	_, want := bruteSat(cs, as, n)
	switch st {
	case Sat:
		if !want {
			t.Fatalf("Sat, brute force says UNSAT\n%s", show(cs, as))
		}
		if m := s.Model(); !satisfies(m, cs, as) {
			t.Fatalf("model %v does not satisfy\n%s", m, show(cs, as))
		}
	case Unsat:
		if want {
			t.Fatalf("Unsat, brute force says SAT\n%s", show(cs, as))
		}
		checkCore(t, s.Core(), as)
		if _, sat := bruteSat(cs, s.Core(), n); sat {
			t.Fatalf("core %v is satisfiable with the clauses\n%s", s.Core(), show(cs, as))
		}
		if len(s.Core()) == 0 && s.Okay() {
			t.Fatalf("empty core but Okay\n%s", show(cs, as))
		}
	default:
		t.Fatalf("status %v without limits", st)
	}
}

// checkCore fails unless core is a subset of as without repeats, in the
// order of as.
func checkCore(t testing.TB, core, as []encode.Lit) {
	t.Helper()
	pos := 0
	for _, c := range core {
		i := slices.Index(as[pos:], c)
		if i < 0 {
			t.Fatalf("core %v is not an ordered subset of the assumptions %v", core, as)
		}
		pos += i + 1
	}
	for i, c := range core {
		if slices.Contains(core[:i], c) {
			t.Fatalf("core %v repeats %d", core, c)
		}
	}
}

func show(cs clauses, as []encode.Lit) string {
	var b strings.Builder
	for _, c := range cs {
		fmt.Fprintln(&b, c)
	}
	fmt.Fprintf(&b, "assumptions %v", as)
	return b.String()
}

// randClause is a clause of 1..maxLen literals over 1..n (repeats and
// tautologies allowed).
func randClause(r *rand.Rand, n, maxLen int) []encode.Lit {
	c := make([]encode.Lit, 1+r.IntN(maxLen))
	for i := range c {
		c[i] = randLit(r, n)
	}
	return c
}

func randLit(r *rand.Rand, n int) encode.Lit {
	l := encode.Lit(1 + r.IntN(n))
	if r.IntN(2) == 0 {
		return -l
	}
	return l
}

// random3SAT is a uniform random 3-SAT formula (distinct variables per
// clause) with n variables and m clauses.
func random3SAT(r *rand.Rand, n, m int) clauses {
	cs := make(clauses, m)
	for i := range cs {
		var c []encode.Lit
		for len(c) < 3 {
			l := randLit(r, n)
			if !slices.Contains(c, l) && !slices.Contains(c, -l) {
				c = append(c, l)
			}
		}
		cs[i] = c
	}
	return cs
}

// pigeonhole is PHP(p, h): p pigeons in h holes, each in one hole, no two
// in the same; variable (i-1)*h + j says pigeon i sits in hole j.
// Unsatisfiable when p > h.
func pigeonhole(p, h int) clauses {
	x := func(i, j int) encode.Lit { return encode.Lit((i-1)*h + j) }
	var cs clauses
	for i := 1; i <= p; i++ {
		var c []encode.Lit
		for j := 1; j <= h; j++ {
			c = append(c, x(i, j))
		}
		cs = append(cs, c)
	}
	for j := 1; j <= h; j++ {
		for i := 1; i <= p; i++ {
			for k := i + 1; k <= p; k++ {
				cs = append(cs, []encode.Lit{-x(i, j), -x(k, j)})
			}
		}
	}
	return cs
}

// rupChecker checks a text DRAT proof while it is written: every lemma
// must be RUP (unit propagation on the negated lemma reaches a conflict,
// by encode.UnitPropagate, which shares no code with the solver) with
// respect to the clauses added so far plus the earlier lemmas, minus the
// deleted clauses; every deletion must name a clause in that database.
type rupChecker struct {
	t      testing.TB
	db     [][]encode.Lit // sorted literals
	proof  *bytes.Buffer
	off    int
	lemmas int
	dels   int
	empty  bool // the empty clause was derived
}

func newRUPChecker(t testing.TB) *rupChecker {
	return &rupChecker{t: t, proof: new(bytes.Buffer)}
}

// add records an original clause (call before the solver sees it).
func (r *rupChecker) add(c []encode.Lit) {
	r.db = append(r.db, sortedSet(c))
}

// sync checks the proof lines written since the last call.
func (r *rupChecker) sync() {
	r.t.Helper()
	data := r.proof.Bytes()[r.off:]
	end := bytes.LastIndexByte(data, '\n')
	if end < 0 {
		return
	}
	r.off += end + 1
	for _, line := range strings.Split(string(data[:end]), "\n") {
		r.line(line)
	}
}

func (r *rupChecker) line(line string) {
	r.t.Helper()
	del := strings.HasPrefix(line, "d ")
	fields := strings.Fields(strings.TrimPrefix(line, "d "))
	if len(fields) == 0 || fields[len(fields)-1] != "0" {
		r.t.Fatalf("proof line %q does not end with 0", line)
	}
	var c []encode.Lit
	for _, f := range fields[:len(fields)-1] {
		n, err := strconv.Atoi(f)
		if err != nil || n == 0 {
			r.t.Fatalf("proof line %q: bad literal %q", line, f)
		}
		c = append(c, encode.Lit(n))
	}
	c = sortedSet(c)
	if del {
		r.dels++
		for i, d := range r.db {
			if slices.Equal(d, c) {
				r.db = slices.Delete(r.db, i, i+1)
				return
			}
		}
		r.t.Fatalf("proof deletes %v, which is not in the database", c)
	}
	r.lemmas++
	if !r.rup(c) {
		r.t.Fatalf("lemma %d %v is not RUP", r.lemmas, c)
	}
	if len(c) == 0 {
		r.empty = true
	}
	r.db = append(r.db, c)
}

// rup reports whether unit propagation on the database plus the negation
// of c reaches a conflict.
func (r *rupChecker) rup(c []encode.Lit) bool {
	f := encode.NewFormula()
	for _, d := range r.db {
		f.AddClause(d)
	}
	for _, l := range c {
		f.Add(-l)
	}
	_, conflict := encode.UnitPropagate(f)
	return conflict
}

func sortedSet(c []encode.Lit) []encode.Lit {
	d := slices.Clone(c)
	slices.Sort(d)
	return slices.Compact(d)
}

// session drives a solver with a proof and a RUP checker, keeping every
// clause added.
type session struct {
	s   *Solver
	rup *rupChecker
	cs  clauses
	n   int
}

func newSession(t testing.TB) *session {
	r := newRUPChecker(t)
	return &session{s: New(Options{Proof: r.proof}), rup: r}
}

func (se *session) add(c []encode.Lit) {
	se.cs = append(se.cs, slices.Clone(c))
	for _, l := range c {
		se.n = max(se.n, l.Var())
	}
	se.rup.add(c)
	se.s.AddClause(c)
	se.s.FlushProof()
	se.rup.sync()
}

// solveRandom solves under random assumptions over variables 1..n and
// checks the answer (model, core, proof) against every clause added.
func (se *session) solveRandom(t testing.TB, r *rand.Rand, n int) {
	t.Helper()
	as := make([]encode.Lit, r.IntN(n+2))
	for i := range as {
		as[i] = randLit(r, n)
	}
	st := se.solve(t, as)
	checkAnswer(t, se.s, st, se.cs, as, se.n)
}

func (se *session) solve(t testing.TB, as []encode.Lit) Status {
	t.Helper()
	for _, a := range as {
		se.n = max(se.n, a.Var())
	}
	st := se.s.Solve(t.Context(), as)
	se.rup.sync()
	if !se.s.Okay() && !se.rup.empty {
		t.Fatalf("clauses proved UNSAT but the proof has no empty clause")
	}
	return st
}
