package explain

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Bounds (Options.ClueBound).
//
// Once levels 0 to 3 find nothing, the last resort's step needs three
// clues or more unless two clues that are not near entail a fact left.
// farPairEntails looks for such a pair among the clues still alive. A
// clue is dead when every fact variable of its clauses is known and its
// other variables (auxiliary ones) occur in no clause but its own
// (sealed): every model of the rules and the known facts then becomes
// one where the clue holds by setting its selector and its auxiliary
// variables as the solution does, so the clue adds nothing to any
// premise set and no pair with it entails anything the other clue alone
// does not.

// seal finds the sealed clues: those whose clauses' variables, other
// than fact variables and the clue's selector as the guard, occur in no
// other clause (of the rules as they are now, cuts included).
func (x *explainer) seal() {
	owner := make([]int32, len(x.isFact)) // by auxiliary variable: its clue, -1 none yet, -2 shared
	for i := range owner {
		owner[i] = -1
	}
	x.sealed = make([]bool, len(x.sels))
	for i := range x.sealed {
		x.sealed[i] = true
	}
	for id := 0; id < x.rules.NumClauses(); id++ {
		c := x.rules.Clause(id)
		guard := x.guardOf(c)
		for _, l := range c {
			x.own(owner, l, guard)
		}
	}
	for i, ids := range x.guarded {
		for _, id := range ids {
			for _, l := range x.rules.Clause(int(id)) {
				if v := l.Var(); !x.isFact[v] && x.clueOf[v] < 0 && owner[v] != int32(i) {
					x.sealed[i] = false
				}
			}
		}
	}
}

// guardOf is the clue whose selector guards clause c, or -1 (as index
// finds it).
func (x *explainer) guardOf(c []encode.Lit) int32 {
	for _, l := range c {
		if l < 0 && x.clueOf[-l] >= 0 {
			return x.clueOf[-l]
		}
	}
	return -1
}

// own records that literal l occurs in a clause guarded by clue guard
// (-1: a rule): a selector other than the guard unseals its clue, an
// auxiliary variable in clauses of two owners is shared.
func (x *explainer) own(owner []int32, l encode.Lit, guard int32) {
	v := l.Var()
	switch {
	case v >= len(owner): // a variable index has not seen: no clue it is in is sealed
		if guard >= 0 {
			x.sealed[guard] = false
		}
	case x.isFact[v]:
	case x.clueOf[v] >= 0:
		if c := x.clueOf[v]; c != guard || l > 0 {
			x.sealed[c] = false
		}
	case owner[v] == -1 && guard >= 0:
		owner[v] = guard
	case owner[v] != guard:
		if owner[v] >= 0 {
			x.sealed[owner[v]] = false
		}
		owner[v] = -2
	}
}

// alive reports whether clue i may still matter: it is not sealed, or
// some fact variable of its clauses is unknown.
func (x *explainer) alive(i int) bool {
	if !x.sealed[i] {
		return true
	}
	for _, id := range x.guarded[i] {
		for _, l := range x.rules.Clause(int(id)) {
			if v := l.Var(); x.isFact[v] && x.known[v] == 0 {
				return true
			}
		}
	}
	return false
}

// farPairEntails reports whether two clues that are not near, both
// alive, entail a fact left with the known facts. Past maxFarPairs
// pairs it says yes without asking (the explanation then goes on as
// without a bound). It asks a SAT session of its own, so that the
// explanation's sessions, pool and rules are left as they were: what
// the explanation does next is what it would have done without a bound.
func (x *explainer) farPairEntails(U []encode.Lit) (bool, error) {
	x.seal()
	var live []int
	for i := range x.sels {
		if x.alive(i) {
			live = append(live, i)
		}
	}
	var pairs [][2]int
	for a, i := range live {
		for _, j := range live[a+1:] {
			if !x.isNear(i, j) {
				pairs = append(pairs, [2]int{i, j})
				if len(pairs) > maxFarPairs {
					return true, nil
				}
			}
		}
	}
	if len(pairs) == 0 {
		return false, nil
	}
	q, err := x.newAsker()
	if err != nil {
		return false, err
	}
	defer q.o.close()
	for _, pr := range pairs {
		if some, err := q.entails(U, pr); err != nil || some {
			return some, err
		}
	}
	return false, nil
}

// maxFarPairs bounds the pairs farPairEntails asks about.
const maxFarPairs = 4000

// asker asks whether clue pairs entail a target in a session of its
// own on the rules and the known facts; its models (by the clues that
// hold in them) refute later pairs, as the pool's do.
type asker struct {
	x      *explainer
	f      *encode.Formula
	o      *oracle
	models []encode.Model
	holds  [][]bool // holds[m][i]: clue i holds in models[m]
}

func (x *explainer) newAsker() (*asker, error) {
	q := &asker{x: x, f: copyFormula(x.fa)}
	o, err := newOracle(x.a.s, q.f)
	if err != nil {
		return nil, err
	}
	if x.enc.Refine != nil {
		o.refine, o.addRule = x.enc.Refine, q.f.AddClause
	}
	q.o = o
	return q, nil
}

// entails reports whether the pair of clues and the known facts entail
// some target: one call per round for "some target left is false".
func (q *asker) entails(U []encode.Lit, pr [2]int) (bool, error) {
	x := q.x
	clues := pr[:]
	var rest []encode.Lit
	for _, u := range U {
		if !x.pool.refutes(clues, u) && !q.refutes(pr, u) {
			rest = append(rest, u)
		}
	}
	for len(rest) > 0 {
		if err := x.check(); err != nil {
			return false, err
		}
		st, err := q.o.someFalse(x.ctx, []encode.Lit{x.sels[pr[0]], x.sels[pr[1]]}, rest)
		if err != nil || st == solver.Unsat {
			return err == nil, err
		}
		m := q.o.model
		h := make([]bool, len(x.sels))
		for i, s := range x.sels {
			h[i] = m.Value(s) || x.holds(m, i)
		}
		q.models, q.holds = append(q.models, m), append(q.holds, h)
		kept := rest[:0]
		for _, u := range rest {
			if m.Value(u) {
				kept = append(kept, u)
			}
		}
		rest = kept
	}
	return false, nil
}

// refutes reports whether one of q's models makes the pair hold and u
// false.
func (q *asker) refutes(pr [2]int, u encode.Lit) bool {
	for k, m := range q.models {
		if q.holds[k][pr[0]] && q.holds[k][pr[1]] && !m.Value(u) {
			return true
		}
	}
	return false
}
