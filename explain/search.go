package explain

import (
	"fmt"
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver"
)

// cand is a step found but not finished: clues and facts (by index in
// x.facts) that entail target u; others are more targets the same clues
// (with all known facts) entail, worth trying with the step's premises.
type cand struct {
	clues   []int
	facts   []int
	u       encode.Lit
	others  []encode.Lit
	search  bool // found by a SAT call, not by propagation
	minimal bool // minimize has made the premises minimal
}

func (c *cand) cost() int { return clueWeight*len(c.clues) + len(c.facts) }

// clueWeight is the cost of a clue in a step; a fact costs 1. Bogaerts,
// Gamba and Guns weight a constraint far above a fact, so that every step
// with fewer clues comes first.
const clueWeight = 100

// findStep finds the next step: the fewest clues first (levels 0, 1, 2,
// then any number), and at each level propagation before search.
func (x *explainer) findStep(U []encode.Lit) (*cand, error) {
	if c := x.upLevel(U, nil); c != nil {
		return c, nil
	}
	if c, err := x.satLevel(U, nil); c != nil || err != nil {
		return c, err
	}
	var best *cand
	for i := range x.sels {
		best = better(best, x.upLevel(U, []int{i}))
	}
	if best != nil {
		return best, nil
	}
	for i := range x.sels {
		c, err := x.satLevel(U, []int{i})
		if err != nil {
			return nil, err
		}
		if c != nil {
			return c, nil
		}
	}
	for i := range x.sels {
		for _, j := range x.near[i] {
			if int(j) > i {
				best = better(best, x.upLevel(U, []int{i, int(j)}))
			}
		}
	}
	if best != nil {
		return best, nil
	}
	for i := range x.sels {
		for _, j := range x.near[i] {
			if int(j) > i {
				c, err := x.satLevel(U, []int{i, int(j)})
				if err != nil || c != nil {
					return c, err
				}
			}
		}
	}
	return x.anyLevel(U)
}

// better is the cheaper of two candidates (a when they tie).
func better(a, b *cand) *cand {
	switch {
	case b == nil:
		return a
	case a == nil:
		return b
	case b.cost() < a.cost():
		return b
	}
	return a
}

// upLevel looks for targets that unit propagation derives from the clues
// and the known facts, and returns the one whose propagation rests on
// the fewest facts.
func (x *explainer) upLevel(U []encode.Lit, clues []int) *cand {
	x.props++
	p := x.pa
	var found []encode.Lit
	if len(clues) == 0 {
		for _, u := range U {
			if p.value(u) > 0 {
				found = append(found, u)
			}
		}
	} else {
		ok := p.assume(x.sels[clues[0]])
		for _, c := range clues[1:] {
			ok = ok && p.also(x.sels[c])
		}
		if !ok {
			p.undo(0)
			return nil
		}
		for _, xl := range p.since(p.lim[0]) {
			l := decode(xl)
			if v := l.Var(); x.isFact[v] && x.known[v] == 0 && x.target[v] != 0 && (x.target[v] > 0) == (l > 0) {
				found = append(found, l)
			}
		}
	}
	var best *cand
	for _, u := range found {
		c := &cand{u: u, others: found}
		p.leaves([]int32{code(u)}, x.isKnown, func(l encode.Lit) {
			if ci := x.clueOf[l.Var()]; ci >= 0 {
				c.clues = append(c.clues, int(ci))
			} else if f := x.factOf[l.Var()]; f >= 0 && !containsInt(c.facts, int(f)) {
				c.facts = append(c.facts, int(f))
			}
		})
		best = better(best, c)
	}
	p.undo(0)
	return best
}

// satLevel asks the SAT solver whether the clues and the known facts
// entail some target that propagation does not reach. Models in the pool
// rule most targets out without a call; every model found joins the pool.
func (x *explainer) satLevel(U []encode.Lit, clues []int) (*cand, error) {
	assume := x.selsOf(clues)
	var rest []encode.Lit
	for _, u := range U {
		if !x.pool.refutes(clues, u) {
			rest = append(rest, u)
		}
	}
	for len(rest) > 0 {
		if err := x.check(); err != nil {
			return nil, err
		}
		// One call for all: "some target left is false". A model refutes
		// the targets false in it; UNSAT means the clues entail every one.
		act := encode.Lit(x.fa.NumVars() + 1)
		cl := []encode.Lit{-act}
		for _, u := range rest {
			cl = append(cl, -u)
		}
		x.fa.AddClause(cl)
		DebugCalls[fmt.Sprintf("sat%d", len(clues))]++
		st, err := x.a.solve(x.ctx, append(assume[:len(assume):len(assume)], act))
		x.fa.Add(-act)
		if err != nil {
			return nil, err
		}
		if st == solver.Unsat {
			c := &cand{u: rest[0], others: rest, search: true}
			for _, l := range x.a.core {
				if ci := x.clueIndex(l); ci >= 0 {
					c.clues = append(c.clues, int(ci))
				}
			}
			return c, x.factsFor(c)
		}
		x.pool.add(x.a.model)
		kept := rest[:0]
		for _, u := range rest {
			if x.a.model.Value(u) && !x.pool.refutes(clues, u) {
				kept = append(kept, u)
			}
		}
		rest = kept
	}
	return nil, nil
}

// factsFor finds known facts that, with c's clues, entail c.u: the core
// of one call to b with every known fact assumed.
func (x *explainer) factsFor(c *cand) error {
	assume := x.selsOf(c.clues)
	byLit := map[encode.Lit]int{}
	for i, f := range x.facts {
		for _, l := range f.Lits {
			assume = append(assume, l)
			byLit[l] = i
		}
	}
	st, err := x.b.solve(x.ctx, append(assume, -c.u))
	if err != nil {
		return err
	}
	if st != solver.Unsat {
		return errf("the known facts and clues %v entail %d in one session but not in the other", c.clues, c.u)
	}
	c.facts = c.facts[:0]
	for _, l := range x.b.core {
		if i, ok := byLit[l]; ok && !containsInt(c.facts, i) {
			c.facts = append(c.facts, i)
		}
	}
	return nil
}

// anyLevel is the last resort: for some targets, every clue and every
// known fact, made minimal by deletion (clues first); the cheapest wins.
func (x *explainer) anyLevel(U []encode.Lit) (*cand, error) {
	var best *cand
	for i, u := range U {
		if i >= anyLevelTries && best != nil {
			break
		}
		c := &cand{u: u, clues: allClues(len(x.sels)), facts: allClues(len(x.facts)), search: true}
		if err := x.minimize(c); err != nil {
			return nil, err
		}
		c.minimal = true
		best = better(best, c)
	}
	if best == nil {
		return nil, errf("no step found though %d facts are left", len(U))
	}
	return best, nil
}

// anyLevelTries is the number of targets the last resort looks at.
const anyLevelTries = 8

func (x *explainer) selsOf(clues []int) []encode.Lit {
	out := make([]encode.Lit, len(clues), len(clues)+8)
	for i, c := range clues {
		out[i] = x.sels[c]
	}
	return out
}

func allClues(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

func containsInt(xs []int, y int) bool {
	for _, x := range xs {
		if x == y {
			return true
		}
	}
	return false
}

// DebugCalls counts SAT calls by phase (temporary instrumentation).
var DebugCalls = map[string]int{}
