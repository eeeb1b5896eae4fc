package gen

import (
	"cmp"
	"slices"
)

// Two-clue closure: the generator's filter for hard candidates when it
// wants a medium puzzle.
//
// A medium candidate's explanation must run to its end (to rule out a
// step of three clues), and a hard one's until its first step of three
// clues: the most expensive explanations, for puzzles that are then
// thrown away (at 25x25 a hard candidate's explanation took about 15
// times a medium one's, 80% of the grading). The two-clue closure is
// the one-clue closure (oneclue.go) plus case analysis on two clues at
// once: islands i and j whose edges meet or cross or that share a
// neighbour; the pairs of their clues' tuples that agree on a shared
// edge, each refuted when the rules propagated from it reach a conflict;
// what every remaining pair makes true holds; then the one-clue closure
// again. Every fact it derives follows from at most two clues and
// earlier facts, and the two are near in package explain's sense (an
// edge joins them, their edges cross, or they share a neighbour k, whose
// rule "at least one bridge" is one clause over k's edges). So it solves
// no hard puzzle: at any point of an explanation, the first fact of the
// closure not yet known follows from at most two near clues and the
// known facts, and explain's levels up to two near clues are exhaustive
// and come before any step of three clues; a solved candidate's
// explanation only has to tell easy from medium (gradeCandidate grades it
// up to easy, with the report grading up to medium gives). By default the
// generator explains only the medium candidates it solves. It is not
// complete: a medium puzzle whose two-clue step only a SAT call finds
// (a choice among crossing edges, say) is dropped unexplained, 3 of 100
// 15x15 and 2 of 100 25x25 medium candidates measured
// (TestTwoClueFindsMedium). That changes which puzzle a seed gives in
// those cases, on purpose: the generator's medium puzzles are those the
// explanation grades medium and the closure solves.
// Options.ExplainAll explains every candidate instead.

// nearPairs lists the pairs of islands the two-clue closure tries: those
// joined by a candidate edge, those with crossing edges, and those with
// a common neighbour.
func (b *bounds) nearPairs() [][2]int {
	if b.pairsMade {
		return b.pairs
	}
	b.pairsMade = true
	l := b.l
	add := func(x, y int) {
		if x != y {
			b.pairs = append(b.pairs, [2]int{min(x, y), max(x, y)})
		}
	}
	for _, ed := range l.edges {
		add(ed.a, ed.b)
	}
	for _, c := range l.cross {
		h, v := l.edges[c[0]], l.edges[c[1]]
		for _, x := range [2]int{h.a, h.b} {
			add(x, v.a)
			add(x, v.b)
		}
	}
	for i := range l.islands {
		inc := l.inc[i]
		for x := range inc {
			for y := x + 1; y < len(inc); y++ {
				add(l.other(inc[x], i), l.other(inc[y], i))
			}
		}
	}
	slices.SortFunc(b.pairs, func(p, q [2]int) int { return cmp.Or(cmp.Compare(p[0], q[0]), cmp.Compare(p[1], q[1])) })
	b.pairs = slices.Compact(b.pairs)
	return b.pairs
}

// other is the end of edge e that is not island i.
func (l *layout) other(e, i int) int {
	if l.edges[e].a == i {
		return l.edges[e].b
	}
	return l.edges[e].a
}

// twoClueSolves reports whether the two-clue closure fixes every bridge
// of the puzzle with clue(i) on island i.
func (b *bounds) twoClueSolves(clue func(i int) int) bool {
	if b.oneClueEasy(clue) {
		return true
	}
	return b.pairRounds(clue)
}

// pairRounds runs the pairs' cases from the one-clue closure's fixpoint
// (each change followed by one-clue rounds) until one round of all pairs
// changes nothing; true when every bridge is fixed.
func (b *bounds) pairRounds(clue func(i int) int) bool {
	for {
		progress := false
		for _, p := range b.nearPairs() {
			if !b.open(p[0]) && !b.open(p[1]) {
				continue
			}
			changed, ok := b.pairCases(p[0], p[1], clue)
			if !ok {
				return false
			}
			if !changed {
				continue
			}
			progress = true
			if !b.fixpoint(clue) {
				return false
			}
			if solved, ok := b.oneClueRounds(clue); !ok || solved {
				return ok
			}
		}
		if !progress {
			return false
		}
	}
}

// tuples appends to dst the tuples of island i's edge multiplicities,
// within their bounds, that sum to k.
func (b *bounds) tuples(dst [][4]int8, i, k int) [][4]int8 {
	inc := b.l.inc[i]
	var t [4]int8
	var rec func(j, left int)
	rec = func(j, left int) {
		if j == len(inc) {
			if left == 0 {
				dst = append(dst, t)
			}
			return
		}
		e := inc[j]
		for v := b.lo[e]; v <= b.hi[e] && int(v) <= left; v++ {
			t[j] = v
			rec(j+1, left-int(v))
		}
	}
	rec(0, k)
	return dst
}

// pairCases narrows the bounds to what the possible pairs of tuples of
// islands i and j (clues together) allow; changed reports a narrowed
// bound, ok false that no pair is possible.
func (b *bounds) pairCases(i, j int, clue func(int) int) (changed, ok bool) {
	b.ti = b.tuples(b.ti[:0], i, clue(i))
	b.tj = b.tuples(b.tj[:0], j, clue(j))
	ii, ij := b.l.inc[i], b.l.inc[j]
	clear(b.verdict)
	found := false
	for _, a := range b.ti {
		for _, c := range b.tj {
			if !agree(ii, ij, &a, &c) {
				continue
			}
			pa, pc := pattern(len(ii), &a), pattern(len(ij), &c)
			k := pa<<4 | pc
			if b.verdict[k] == 0 {
				b.verdict[k] = b.possiblePair(ii, ij, pa, pc)
			}
			if b.verdict[k] < 0 {
				continue
			}
			found = true
			b.widen(ii, &a)
			b.widen(ij, &c)
		}
	}
	if !found {
		return false, false
	}
	return b.narrow()
}

// agree reports whether tuples a (of edges ii) and c (of edges ij) give
// a shared edge the same multiplicity.
func agree(ii, ij []int, a, c *[4]int8) bool {
	for x, e := range ii {
		for y, f := range ij {
			if e == f && a[x] != c[y] {
				return false
			}
		}
	}
	return true
}

// pattern is the bit set of the tuple's used edges.
func pattern(n int, t *[4]int8) int {
	p := 0
	for x := range n {
		if t[x] > 0 {
			p |= 1 << x
		}
	}
	return p
}

// possiblePair is judge for two islands' patterns at once.
func (b *bounds) possiblePair(ii, ij []int, pa, pc int) int8 {
	b.hyps = b.hyps[:0]
	b.suppose(ii, pa)
	b.suppose(ij, pc)
	return b.judge()
}

// widen stretches the seen ranges of edges inc to tuple t's values.
func (b *bounds) widen(inc []int, t *[4]int8) {
	for x, e := range inc {
		if !b.seen[e] {
			b.seen[e] = true
			b.seenLo[e], b.seenHi[e] = t[x], t[x]
			b.seenList = append(b.seenList, e)
			continue
		}
		b.seenLo[e], b.seenHi[e] = min(b.seenLo[e], t[x]), max(b.seenHi[e], t[x])
	}
}

// narrow applies the seen ranges and what the rules gave in every
// possible case, and clears both tallies.
func (b *bounds) narrow() (changed, ok bool) {
	ok = true
	for _, e := range b.seenList {
		if b.seenLo[e] > b.lo[e] {
			changed = true
			ok = ok && b.setLo(e, b.seenLo[e])
		}
		if b.seenHi[e] < b.hi[e] {
			changed = true
			ok = ok && b.setHi(e, b.seenHi[e])
		}
		b.seen[e] = false
	}
	b.seenList = b.seenList[:0]
	c, o := b.settle()
	return changed || c, ok && o
}

// twoClueSolves is the two-clue closure's verdict on the layout's
// puzzle, continuing from the one-clue closure's state when the bounds
// still hold it for this intended solution (knownEasy ran just before).
func (l *layout) twoClueSolves() bool {
	if l.oneClueEasy() {
		return true
	}
	b := l.bounds()
	if !b.closure || !slices.Equal(l.closedOn, l.bridges) {
		return b.twoClueSolves(l.clue)
	}
	return b.pairRounds(l.clue)
}
