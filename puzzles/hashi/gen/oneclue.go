package gen

import "github.com/puzzlesat/puzzlesat/encode"

// One-clue closure: a cheap sufficient test for "easy by the
// explanations", which the generator uses to reject easy candidates
// when it wants medium ones without explaining them.
//
// The explanations' grade is easy when steps of at most one clue solve
// the puzzle, and package explain's levels 0 and 1 are exhaustive: the
// facts known when they find nothing more are the least fixpoint of
// "add every fact that one clue (or none) and the known facts entail"
// (explain's package doc, Grade only). Every fact the closure below
// derives is entailed by one clue, the rules and facts derived before
// it, so the closure's facts are a subset of that fixpoint: when the
// closure fixes every bridge, so does the fixpoint, and the puzzle is
// easy by the explanations. (The converse fails: explain's one-clue
// steps may need a SAT call the closure does not make; then the
// explanation decides.)
//
// The closure is the engine's propagation (bounds) plus case analysis
// on one clue: island i's clue v is one of the tuples of multiplicities
// of its edges, within their bounds, that sum to v. A tuple is
// impossible when an edge it uses crosses an edge known to be used, or
// when the edges it leaves empty, with the edges crossing the ones it
// uses, disconnect the islands (connectivity, a rule). The edges take
// the bounds of the possible tuples; the engine's propagation follows;
// and so on until nothing changes. When a round of one-clue cases
// changes nothing, each open edge is supposed used, then empty, under
// the rules alone (no clue); a refuted supposition fixes the edge.

// oneClueEasy reports whether the closure fixes every bridge of the
// puzzle with clue(i) on island i of the layout: then the puzzle is easy
// by the explanations. b's bounds are the closure's afterwards.
func (b *bounds) oneClueEasy(clue func(i int) int) bool {
	if !b.run(clue) {
		return false
	}
	solved, ok := b.oneClueRounds(clue)
	b.closure = ok
	return solved
}

// oneClueRounds runs rounds of one-clue cases (and probes of the rules
// alone when a round finds nothing) from the engine's fixpoint until
// nothing changes: solved when every bridge is fixed, ok false on a
// conflict.
func (b *bounds) oneClueRounds(clue func(i int) int) (solved, ok bool) {
	for {
		changed := false
		for i := range b.l.islands {
			if !b.open(i) {
				continue
			}
			c, ok := b.cases(i, clue(i))
			if !ok {
				return false, false
			}
			changed = changed || c
		}
		if !changed { // the rules alone, when one clue gave nothing
			c, ok := b.probeRules()
			if !ok {
				return false, false
			}
			changed = c
		}
		if !changed {
			return b.fixed() == b.l.m*len(b.l.edges), true
		}
		if !b.fixpoint(clue) {
			return false, false
		}
	}
}

// open reports whether some edge of island i is not fixed.
func (b *bounds) open(i int) bool {
	for _, e := range b.l.inc[i] {
		if b.lo[e] != b.hi[e] {
			return true
		}
	}
	return false
}

// cases narrows island i's edges to the bounds of the tuples of clue k
// that are possible (see above), and the other edges to what the rules
// give in every possible case; changed reports a narrowed bound, ok
// false that no tuple is possible.
func (b *bounds) cases(i, k int) (changed, ok bool) {
	inc := b.l.inc[i]
	b.ti = b.tuples(b.ti[:0], i, k)
	var verdict [16]int8 // by pattern of used edges: 0 unknown, 1 possible, -1 not
	found := false
	for _, t := range b.ti {
		p := pattern(len(inc), &t)
		if verdict[p] == 0 {
			b.hyps = b.hyps[:0]
			b.suppose(inc, p)
			verdict[p] = b.judge()
		}
		if verdict[p] > 0 {
			found = true
			b.widen(inc, &t)
		}
	}
	if !found {
		return false, false
	}
	return b.narrow()
}

// suppose supposes edges inc used or empty as pattern p says (bit j:
// inc[j] used), where the bounds leave it open and no supposition was
// made yet.
func (b *bounds) suppose(inc []int, p int) {
	for j, e := range inc {
		switch {
		case b.hyp[e] != 0:
		case p&(1<<j) == 0 && b.hi[e] > 0:
			b.hypo(e, -1)
		case p&(1<<j) != 0 && b.lo[e] == 0:
			b.hypo(e, 1)
		}
	}
}

// judge is the verdict on the suppositions made: -1 when the rules
// (crossings, connectivity) refute them with the known facts, else 1,
// and then what the rules made of every edge is tallied (settle).
//
// In exact mode (exact.go) the verdict and the tally are those of the
// rules themselves: crossings among the open edges are split into cases.
func (b *bounds) judge() int8 {
	var ok bool
	if b.exact != nil {
		ok = b.exact.judge(b)
	} else if ok = b.consistent(); ok {
		b.tally()
	}
	b.undo()
	if ok {
		return 1
	}
	return -1
}

// tally counts the current suppositions as one possible case: each edge
// supposed (or made by the rules) used or empty in it.
func (b *bounds) tally() {
	b.nCases++
	for _, e := range b.hyps {
		if b.usedIn[e] == 0 && b.deadIn[e] == 0 {
			b.touched = append(b.touched, e)
		}
		if b.hyp[e] > 0 {
			b.usedIn[e]++
		} else {
			b.deadIn[e]++
		}
	}
}

// settle fixes the edges the rules made used (empty) in every possible
// case judged since the last settle, and clears the tally.
func (b *bounds) settle() (changed, ok bool) {
	ok = true
	for _, e := range b.touched {
		if b.usedIn[e] == b.nCases && b.lo[e] == 0 {
			changed = true
			ok = ok && b.setLo(e, 1)
		}
		if b.deadIn[e] == b.nCases && b.hi[e] > 0 {
			changed = true
			ok = ok && b.setHi(e, 0)
		}
		b.usedIn[e], b.deadIn[e] = 0, 0
	}
	b.touched, b.nCases = b.touched[:0], 0
	return changed, ok
}

// hypo supposes edge e used (1) or empty (-1).
func (b *bounds) hypo(e int, v int8) {
	b.hyp[e] = v
	b.hyps = append(b.hyps, e)
}

func (b *bounds) undo() { b.undoTo(0) }

// undoTo takes back the suppositions made after the first n.
func (b *bounds) undoTo(n int) {
	for _, e := range b.hyps[n:] {
		b.hyp[e] = 0
	}
	b.hyps = b.hyps[:n]
}

// used is edge e's value under the hypothesis: 1 used, -1 empty, 0 open.
func (b *bounds) used(u encode.Lit) int8 {
	e := int(u) - 1
	switch {
	case b.hyp[e] != 0:
		return b.hyp[e]
	case b.lo[e] >= 1:
		return 1
	case b.hi[e] == 0:
		return -1
	}
	return 0
}

// consistent propagates the rules alone (crossings, connectivity) from
// the known bounds and the hypothesis; false on a conflict. Connectivity
// is checked only once an edge is supposed empty: between two passes the
// bounds are the engine's fixpoint, where the edges not excluded connect
// the islands and none of their bridges is open, so a hypothesis that
// only uses edges changes nothing there (within a pass, skipping it
// only defers what the next fixpoint finds).
func (b *bounds) consistent() bool {
	done, dead, ruled := 0, 0, 0
	for {
		for ; done < len(b.hyps); done++ {
			e := b.hyps[done]
			if b.hyp[e] != 1 {
				dead++
				continue
			}
			for _, f := range b.across[e] {
				switch b.used(encode.Lit(f + 1)) {
				case 1:
					return false
				case 0:
					b.hypo(f, -1)
				}
			}
		}
		if dead == ruled {
			return true
		}
		ruled = dead
		for e := range b.conn.alive { // b.used(e+1) >= 0, inline
			b.conn.alive[e] = b.hyp[e] > 0 || b.hyp[e] == 0 && b.hi[e] > 0
		}
		forced, conflict := b.conn.bridges(b.used)
		if conflict {
			return false
		}
		if len(forced) == 0 {
			return true
		}
		for _, u := range forced {
			b.hypo(int(u)-1, 1)
		}
	}
}

// probeRules fixes the open edges that the rules alone, with the known
// facts, show used or empty (steps of no clue by contradiction); changed
// reports a new fact, ok false a conflict.
func (b *bounds) probeRules() (changed, ok bool) {
	for e := range b.l.edges {
		if b.lo[e] != 0 || b.hi[e] == 0 {
			continue
		}
		for _, v := range [2]int8{1, -1} {
			b.hypo(e, v)
			c := b.consistent()
			b.undo()
			if c {
				continue
			}
			changed = true
			if v == 1 && !b.setHi(e, 0) || v == -1 && !b.setLo(e, 1) {
				return true, false
			}
			break
		}
	}
	return changed, true
}
