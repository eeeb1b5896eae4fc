package explain

import (
	"cmp"
	"errors"
	"slices"
	"sort"

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

// findStep finds the next step. Steps with fewer clues come first, and
// steps found by propagation or contradiction (one literal's negation
// propagates to a conflict) before steps that need search:
//
//  1. no clue, then one clue: propagation, then contradiction;
//  2. no clue, then one clue: search (a SAT call);
//  3. two near clues, then three: propagation, contradiction, search;
//  4. any clues: the cheapest of a few cores made minimal.
//
// Options.ClueBound 2 ends the search after level 1 (errBound); 3 ends
// it before the last resort when no two clues that are not near entail
// a fact left (bound.go).
func (x *explainer) findStep(U []encode.Lit) (*cand, error) {
	x.probes.update(x)
	for _, level := range []int{0, 1} {
		if c := x.cheapLevel(U, x.clueSets(level)); c != nil {
			return c, nil
		}
	}
	for _, level := range []int{0, 1} {
		if c, err := x.searchLevel(U, x.clueSets(level)); c != nil || err != nil {
			return c, err
		}
	}
	if x.opt.ClueBound == 2 {
		return nil, errBound
	}
	for _, level := range []int{2, 3} {
		sets := x.clueSets(level)
		if c := x.cheapLevel(U, sets); c != nil {
			return c, nil
		}
		if c, err := x.searchLevel(U, sets); c != nil || err != nil {
			return c, err
		}
	}
	if x.opt.ClueBound == 3 {
		if some, err := x.farPairEntails(U); err != nil || !some {
			return nil, cmp.Or(err, errBound)
		}
	}
	if x.opt.GradeOnly {
		return nil, errGradeFallback
	}
	return x.anyLevel(U)
}

// errBound ends an explanation whose next step needs at least
// Options.ClueBound clues (bound.go).
var errBound = errors.New("explain: the next step needs at least the bound's clues")

// errGradeFallback stops a grade-only run that reaches the last resort,
// whose clue counts depend on the explanation's history: Run then
// explains the puzzle in full.
var errGradeFallback = errors.New("explain: grade-only run needs the full explanation")

// cheapLevel is the best step propagation finds from one of the clue
// sets, else the best contradiction finds.
// A grade-only run learns the targets every set found at once.
func (x *explainer) cheapLevel(U []encode.Lit, sets [][]int) *cand {
	var best *cand
	var all []encode.Lit
	for _, s := range sets {
		c := x.upLevel(U, s)
		if c != nil && x.opt.GradeOnly {
			all = append(all, c.others...)
		}
		best = better(best, c)
	}
	if best == nil {
		for _, s := range sets {
			c := x.probeLevel(U, s)
			if c != nil && x.opt.GradeOnly {
				all = append(all, c.others...)
			}
			best = better(best, c)
		}
	}
	if best != nil && x.opt.GradeOnly {
		best.others = all
	}
	return best
}

// searchLevel is the first step search finds from one of the clue sets.
func (x *explainer) searchLevel(U []encode.Lit, sets [][]int) (*cand, error) {
	for _, s := range sets {
		c, err := x.satLevel(U, s)
		if err != nil || c != nil {
			return c, err
		}
	}
	return nil, nil
}

// clueSets are the clue sets of a level: none; each clue; each two near
// clues; each three clues near each other (none when there would be more
// than maxTriples).
func (x *explainer) clueSets(level int) [][]int {
	if x.sets[level] == nil {
		x.sets[level] = x.makeClueSets(level)
	}
	return x.sets[level]
}

// makeClueSets makes the clue sets of a level (clueSets keeps them: the
// clues and which are near do not change).
func (x *explainer) makeClueSets(level int) [][]int {
	if level == 0 {
		return [][]int{nil}
	}
	var flat []int // the sets' clues, one after the other
	switch level {
	case 1:
		flat = allClues(len(x.sels))
	case 2:
		near := x.nearClues()
		for i := range x.sels {
			for _, j := range near[i] {
				if int(j) > i {
					flat = append(flat, i, int(j))
				}
			}
		}
	case 3:
		near := x.nearClues()
		for i := range x.sels {
			for _, j := range near[i] {
				for _, k := range near[i] {
					if int(j) > i && k > j && x.isNear(int(j), int(k)) {
						flat = append(flat, i, int(j), int(k))
						if len(flat) > 3*maxTriples {
							return [][]int{}
						}
					}
				}
			}
		}
	}
	out := make([][]int, 0, len(flat)/level)
	for k := 0; k < len(flat); k += level {
		out = append(out, flat[k:k+level:k+level])
	}
	return out
}

// maxTriples bounds the clue sets of level 3.
const maxTriples = 4000

// isNear reports whether clues i and j are near.
func (x *explainer) isNear(i, j int) bool {
	ns := x.nearClues()[i]
	k := sort.Search(len(ns), func(k int) bool { return int(ns[k]) >= j })
	return k < len(ns) && int(ns[k]) == j
}

// probeLevel looks for targets u whose negation, with the clues and the
// known facts, propagates to a conflict: u follows by contradiction.
// Targets a pool model refutes are not tried (no conflict can come of
// them), nor, with clues, targets outside the clues' regions (a conflict
// there would mostly not need the clues; search still finds those). The candidate whose conflict rests on the fewest facts wins.
func (x *explainer) probeLevel(U []encode.Lit, clues []int) *cand {
	p := x.pa
	defer p.undo(0)
	if len(clues) > 0 {
		ok := p.assume(x.sels[clues[0]])
		for _, c := range clues[1:] {
			ok = ok && p.also(x.sels[c])
		}
		if !ok {
			return nil
		}
	}
	base := len(p.lim)
	var best *cand
	var found []encode.Lit
	cache := len(clues) <= 1
	key := probeKey{}
	if len(clues) == 1 {
		key.clue = int32(clues[0]) + 1
	}
	m := x.pool.holding(clues)
	if len(clues) == 1 {
		U = x.regionTargets(clues[0])
	}
	for _, u := range U {
		key.u = u
		if p.value(u) != 0 || (len(clues) > 1 && !x.inRegion(clues, u.Var())) || x.pool.refutesIn(&m, u) {
			continue
		}
		if cache && x.probes.stillFails(key) {
			continue
		}
		x.props++
		if p.assume(-u) {
			if cache {
				x.probes.remember(key, p.since(p.lim[base]))
			}
			p.undo(base)
			continue
		}
		c := &cand{u: u, search: true}
		p.leaves(p.conflictLits(), x.isKnown, func(l encode.Lit) {
			if l == -u {
				return
			}
			if ci := x.clueIndex(l); ci >= 0 {
				c.clues = append(c.clues, int(ci))
			} else if f := x.factOf[l.Var()]; f >= 0 && !containsInt(c.facts, int(f)) {
				c.facts = append(c.facts, int(f))
			}
		})
		p.undo(base)
		found = append(found, u)
		best = better(best, c)
	}
	if best != nil {
		best.others = found
	}
	return best
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
		key := probeKey{clue: int32(clues[0]) + 1}
		if len(clues) == 1 && x.probes.stillFails(key) {
			return nil
		}
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
		if len(clues) == 1 && len(found) == 0 {
			x.probes.remember(key, p.since(p.lim[0]))
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
	m := x.pool.holding(clues)
	for _, u := range U {
		if !x.pool.refutesIn(&m, u) {
			rest = append(rest, u)
		}
	}
	for len(rest) > 0 {
		if err := x.check(); err != nil {
			return nil, err
		}
		// One call for all: a model refutes the targets false in it;
		// UNSAT means the clues entail every one.
		st, err := x.a.someFalse(x.ctx, assume, rest)
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
			if x.opt.GradeOnly {
				return c, nil
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

// anyLevel is the last resort. For every target, one call asks for the
// core of "every clue and every known fact entail it"; the targets whose
// cores hold the fewest clues are made minimal by deletion (the core's
// clues first, with every known fact at hand, then the facts), and the
// cheapest wins.
func (x *explainer) anyLevel(U []encode.Lit) (*cand, error) {
	var ranked []*cand
	for _, u := range U {
		c := &cand{u: u, clues: allClues(len(x.sels)), search: true}
		if err := x.factsFor(c); err != nil {
			return nil, err
		}
		c.clues = c.clues[:0]
		for _, l := range x.b.core {
			if ci := x.clueIndex(l); ci >= 0 {
				c.clues = append(c.clues, int(ci))
			}
		}
		ranked = append(ranked, c)
	}
	sort.SliceStable(ranked, func(i, j int) bool {
		a, b := ranked[i], ranked[j]
		return len(a.clues) < len(b.clues) || len(a.clues) == len(b.clues) && len(a.facts) < len(b.facts)
	})
	var best *cand
	for _, c := range ranked[:min(len(ranked), anyLevelTries)] {
		c.facts = allClues(len(x.facts))
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

// probeCache remembers, for propagations that found nothing (a probe
// without conflict, a clue's propagation without a new fact), the
// variables they assigned and when. Such a propagation can find
// something later only when a new root assignment (a known fact or its
// consequence) shares a clause with one of those variables (or is one):
// update, at the start of every step's search, stamps the variables of
// every clause of every root assignment since the last update, and
// stillFails spares a propagation whose variables carry no newer stamp.
type probeCache struct {
	failed map[probeKey]probeEntry
	epoch  int      // pa's root trail length at the last update
	mark   []uint32 // by variable: the stamp of the last update that affected it
	stamp  uint32
	// by variable: the rule clauses it is in, those of the first update
	// in one array (occIDs[occStart[v]:occStart[v+1]]: a 45x31
	// Shikaku's million clauses, appended one by one, spent most of an
	// explanation's set-up copying growing slices), the later ones (cuts)
	// in occMore
	occStart, occIDs []int32
	occMore          [][]int32
	nocc             int // rule clauses indexed
	// by clause: the stamp of the last update that marked its variables
	// (a clause is marked once per update, not once per variable of it
	// assigned: a Shikaku cell's clause lists hundreds of patterns)
	cmark []uint32
}

// probeKey names a propagation: clue+1 (0: no clue) and the target
// whose negation was probed (0: the clue's own propagation).
type probeKey struct {
	clue int32
	u    encode.Lit
}

type probeEntry struct {
	stamp uint32
	vars  []int32
}

// update stamps what changed since the last update.
func (c *probeCache) update(x *explainer) {
	if c.mark == nil {
		c.mark = make([]uint32, len(x.known))
		c.index(x)
	}
	if c.failed == nil {
		c.failed = map[probeKey]probeEntry{}
	}
	for ; c.nocc < x.rules.NumClauses(); c.nocc++ {
		for _, l := range x.rules.Clause(c.nocc) {
			if v := l.Var(); v < len(c.mark) {
				if c.occMore == nil {
					c.occMore = make([][]int32, len(c.mark))
				}
				c.occMore[v] = append(c.occMore[v], int32(c.nocc))
			}
		}
	}
	if n := x.rules.NumClauses(); len(c.cmark) < n {
		c.cmark = append(c.cmark, make([]uint32, n-len(c.cmark))...)
	}
	c.stamp++
	p := x.pa
	root := len(p.trail)
	if len(p.lim) > 0 {
		root = p.lim[0]
	}
	for _, xl := range p.trail[c.epoch:root] {
		v := xl >> 1
		if int(v) >= len(c.mark) {
			continue
		}
		c.mark[v] = c.stamp
		c.markClauses(x, c.occIDs[c.occStart[v]:c.occStart[v+1]])
		if c.occMore != nil {
			c.markClauses(x, c.occMore[v])
		}
	}
	c.epoch = root
}

// index lists the occurrences of every variable in the rule clauses
// there are, counted first and then filled in.
func (c *probeCache) index(x *explainer) {
	n := len(c.mark)
	c.nocc = x.rules.NumClauses()
	c.occStart = make([]int32, n+1)
	for id := range c.nocc {
		for _, l := range x.rules.Clause(id) {
			if v := l.Var(); v < n {
				c.occStart[v+1]++
			}
		}
	}
	for v := range n {
		c.occStart[v+1] += c.occStart[v]
	}
	c.occIDs = make([]int32, c.occStart[n])
	next := slices.Clone(c.occStart[:n])
	for id := range c.nocc {
		for _, l := range x.rules.Clause(id) {
			if v := l.Var(); v < n {
				c.occIDs[next[v]] = int32(id)
				next[v]++
			}
		}
	}
}

// markClauses stamps the variables of the clauses ids.
func (c *probeCache) markClauses(x *explainer, ids []int32) {
	for _, id := range ids {
		if c.cmark[id] == c.stamp {
			continue
		}
		c.cmark[id] = c.stamp
		for _, l := range x.rules.Clause(int(id)) {
			if w := l.Var(); w < len(c.mark) {
				c.mark[w] = c.stamp
			}
		}
	}
}

// stillFails reports whether the propagation k found nothing last time
// and nothing it assigned has been affected since.
func (c *probeCache) stillFails(k probeKey) bool {
	e, ok := c.failed[k]
	if !ok {
		return false
	}
	for _, v := range e.vars {
		if c.mark[v] > e.stamp {
			return false
		}
	}
	return true
}

// remember records the variables a propagation that found nothing
// assigned.
func (c *probeCache) remember(k probeKey, assigned []int32) {
	vars := c.failed[k].vars[:0]
	if vars == nil {
		vars = make([]int32, 0, len(assigned))
	}
	for _, xl := range assigned {
		vars = append(vars, xl>>1)
	}
	c.failed[k] = probeEntry{stamp: c.stamp, vars: vars}
}

// reset forgets every propagation (a new rule clause may change any);
// the clauses' occurrences stay (the new one joins them at update).
func (c *probeCache) reset() {
	clear(c.failed)
	c.epoch = 0
}
