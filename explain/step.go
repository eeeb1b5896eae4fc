package explain

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver"
)

// premise is a clue (fact < 0) or a known fact (clue < 0).
type premise struct{ clue, fact int }

func (x *explainer) premiseLits(ps []premise) []encode.Lit {
	var out []encode.Lit
	for _, p := range ps {
		if p.clue >= 0 {
			out = append(out, x.sels[p.clue])
		} else {
			out = append(out, x.facts[p.fact].Lits...)
		}
	}
	return out
}

// minimize makes c's premises a minimal set by deletion: first each clue
// in turn is dropped when the rest still entails c.u (the facts all
// kept, so that a clue is never kept for want of a fact that says the
// same), then each fact, oldest first. A premise found necessary stays
// necessary for every subset of the rest, so one pass suffices.
// Entailment is tried by unit propagation first and settled by a SAT
// call when propagation does not reach c.u; the core of an UNSAT answer
// drops every premise it does not use at once (only clues in the first
// phase).
func (x *explainer) minimize(c *cand) error {
	ps := make([]premise, 0, len(c.clues)+len(c.facts))
	for _, ci := range c.clues {
		ps = append(ps, premise{ci, -1})
	}
	sortInts(c.facts)
	for _, f := range c.facts {
		ps = append(ps, premise{-1, f})
	}
	for phase := 0; phase < 2; phase++ {
		for i := 0; i < len(ps); {
			if (ps[i].clue >= 0) != (phase == 0) {
				i++
				continue
			}
			if err := x.check(); err != nil {
				return err
			}
			rest := append(append([]premise(nil), ps[:i]...), ps[i+1:]...)
			ok, core, err := x.entails(rest, c.u)
			if err != nil {
				return err
			}
			if !ok {
				i++
				continue
			}
			ps = x.shrink(rest, core, phase == 0)
		}
	}
	c.clues, c.facts = c.clues[:0], c.facts[:0]
	for _, p := range ps {
		if p.clue >= 0 {
			c.clues = append(c.clues, p.clue)
		} else {
			c.facts = append(c.facts, p.fact)
		}
	}
	return nil
}

// entails reports whether the premises (with the rules) entail u; after
// a SAT call that says so, core is the call's core (nil otherwise).
func (x *explainer) entails(ps []premise, u encode.Lit) (bool, []encode.Lit, error) {
	lits := x.premiseLits(ps)
	if x.derives(lits, u) != notDerived {
		return true, nil, nil
	}
	if x.bank.refutes(lits, u) {
		return false, nil, nil
	}
	st, err := x.b.solve(x.ctx, append(lits, -u))
	if err != nil {
		return false, nil, err
	}
	if st == solver.Sat {
		x.pool.add(x.b.model)
		return false, nil, nil
	}
	return true, x.b.core, nil
}

// How premises derive a literal without search.
const (
	notDerived = iota
	byPropagation
	byContradiction
)

// derives says how unit propagation from lits derives u: by propagation
// (u is reached, or lits conflict), by contradiction (lits and the
// negation of u conflict), or not at all.
func (x *explainer) derives(lits []encode.Lit, u encode.Lit) int {
	x.props++
	p := x.pb
	defer p.undo(0)
	if p.value(u) > 0 {
		return byPropagation
	}
	if len(lits) > 0 {
		ok := p.assume(lits[0])
		for _, l := range lits[1:] {
			ok = ok && p.also(l)
		}
		if !ok || p.value(u) > 0 {
			return byPropagation
		}
	}
	if p.value(u) < 0 || p.assume(-u) {
		return notDerived
	}
	return byContradiction
}

// shrink keeps the premises with a literal in core (all when core is
// nil; every fact when keepFacts is set).
func (x *explainer) shrink(ps []premise, core []encode.Lit, keepFacts bool) []premise {
	if core == nil {
		return ps
	}
	in := make(map[encode.Lit]bool, len(core))
	for _, l := range core {
		in[l] = true
	}
	out := ps[:0]
	for _, p := range ps {
		if keepFacts && p.fact >= 0 {
			out = append(out, p)
			continue
		}
		for _, l := range x.premiseLits([]premise{p}) {
			if in[l] {
				out = append(out, p)
				break
			}
		}
	}
	return out
}

// consequences are the targets the minimal premises of c entail: those
// unit propagation reaches, c.u, and those of c.others a SAT call
// confirms.
func (x *explainer) consequences(c *cand) ([]encode.Lit, error) {
	var ps []premise
	for _, ci := range c.clues {
		ps = append(ps, premise{ci, -1})
	}
	for _, f := range c.facts {
		ps = append(ps, premise{-1, f})
	}
	lits := x.premiseLits(ps)
	x.props++
	p := x.pb
	in := map[encode.Lit]bool{}
	var out []encode.Lit
	add := func(l encode.Lit) {
		if !in[l] {
			in[l] = true
			out = append(out, l)
		}
	}
	isTarget := func(l encode.Lit) bool {
		v := l.Var()
		return x.isFact[v] && x.known[v] == 0 && x.target[v] != 0 && (x.target[v] > 0) == (l > 0)
	}
	if len(lits) > 0 && p.assume(lits[0]) {
		ok := true
		for _, l := range lits[1:] {
			ok = ok && p.also(l)
		}
		if ok {
			for _, xl := range p.since(p.lim[0]) {
				if l := decode(xl); isTarget(l) {
					add(l)
				}
			}
		}
	}
	p.undo(0)
	add(c.u)
	tries := 0
	for _, v := range c.others {
		if in[v] || !isTarget(v) || x.bank.refutes(lits, v) {
			continue
		}
		if x.derives(lits, v) != notDerived {
			add(v)
			continue
		}
		if !c.search || tries >= maxOtherTries {
			continue
		}
		tries++
		st, err := x.b.solve(x.ctx, append(lits[:len(lits):len(lits)], -v))
		if err != nil {
			return nil, err
		}
		if st == solver.Unsat {
			add(v)
		} else {
			x.pool.add(x.b.model)
		}
	}
	return out, nil
}

// maxOtherTries bounds the SAT calls that look for more facts of a step
// found by search.
const maxOtherTries = 8

// finish minimizes c, finds everything its premises entail, and records
// the step.
func (x *explainer) finish(c *cand) error {
	if x.opt.GradeOnly {
		x.finishGrade(c)
		return nil
	}
	if !c.minimal {
		if err := x.minimize(c); err != nil {
			return err
		}
	}
	lits, err := x.consequences(c)
	if err != nil {
		return err
	}
	n := len(x.steps) + 1
	st := Step{N: n, Clues: []Clue{}, Given: []Fact{}, Rules: x.reader().Rules(), Cost: c.cost(), Search: "propagation"}
	var ps []premise
	for _, ci := range c.clues {
		ps = append(ps, premise{ci, -1})
	}
	for _, f := range c.facts {
		ps = append(ps, premise{-1, f})
	}
	switch x.derives(x.premiseLits(ps), c.u) {
	case byContradiction:
		st.Search = "contradiction"
	case notDerived:
		st.Search = "search"
	}
	if st.Rules == nil {
		st.Rules = []string{}
	}
	sortInts(c.clues)
	sortInts(c.facts)
	for _, ci := range c.clues {
		cl := x.enc.Clues[ci]
		st.Clues = append(st.Clues, Clue{JSON: cl.JSON, Text: cl.Text, Index: ci})
	}
	for _, f := range c.facts {
		st.Given = append(st.Given, *x.facts[f])
	}
	for _, f := range x.group(lits) {
		f.Step = n
		id := len(x.facts)
		x.facts = append(x.facts, &f)
		st.Facts = append(st.Facts, f)
		for _, l := range f.Lits {
			x.learn(l, id)
		}
	}
	st.Text = x.stepText(&st)
	x.steps = append(x.steps, st)
	return nil
}

// finishGrade records c as a grade-only step: every target of c (c.u
// and c.others, all entailed by c's clues and the known facts) becomes a
// known fact at once, without minimizing c's premises, and the step
// keeps the indices of c's clues (without duplicates) and nothing else.
func (x *explainer) finishGrade(c *cand) {
	n := len(x.steps) + 1
	st := Step{N: n, Clues: []Clue{}, Cost: c.cost(), Search: "propagation"}
	if c.search {
		st.Search = "search"
	}
	sortInts(c.clues)
	for i, ci := range c.clues {
		if i == 0 || ci != c.clues[i-1] {
			st.Clues = append(st.Clues, Clue{Index: ci})
		}
	}
	for _, l := range append([]encode.Lit{c.u}, c.others...) {
		if x.known[l.Var()] != 0 {
			continue
		}
		id := len(x.facts)
		x.facts = append(x.facts, &Fact{Lits: []encode.Lit{l}, Step: n})
		x.learn(l, id)
	}
	x.steps = append(x.steps, st)
}

func sortInts(xs []int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}
