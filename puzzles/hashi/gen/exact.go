package gen

import "github.com/puzzlesat/puzzlesat/encode"

// The one-clue closure in exact mode: "easy or not" by the explanations
// without explaining.
//
// The explanations' grade is easy when the least fixpoint of "add every
// fact that one clue (or none), the rules and the known facts entail"
// fixes every bridge (oneclue.go). The one-clue closure's facts lie
// inside that fixpoint; it misses a fact only where its rule propagation
// does, and that propagation is exact except for crossings:
//
//   - The rules are the order of each edge's literals, crossings and
//     connectivity; the last two see only whether an edge is used. Let
//     U be the edges known used, O the open ones (neither used nor
//     empty), with every edge crossing U empty (propagation sees to
//     that). When no two edges of O cross, the models of the rules are
//     exactly "U plus any S within O that connects the islands", with
//     each used edge's multiplicity free within its bounds. So the rules
//     are satisfiable iff U and O together connect the islands, and
//     they make an edge of O used iff it is a bridge of that graph:
//     what the closure's connectivity rule computes. They make no edge
//     of O empty (S = O is a model) and fix no multiplicity beyond the
//     bounds.
//   - A case of one clue fixes its island's edges. So when no two open
//     edges cross in a case after propagation, the closure judges the
//     case as the rules do, and its tally over the possible cases (the
//     hull of the island's tuples, the edges used or empty in every
//     case) is what the clue entails with the known facts.
//
// Exact mode resolves the remaining crossings by search. A way is a
// choice, for two open edges that cross, of one of them used (which
// makes the other empty) or empty, again until no two open edges cross,
// each choice propagated; it is consistent when propagation finds no
// conflict, and then its facts are exactly what the rules give with it
// (above). A case of the clue is possible when some way is consistent,
// and it gives the facts that hold in every consistent way: each fact
// of the first way found is checked by a search for a way that
// contradicts it, and a way found drops every fact it lacks. Then
// every round of one-clue cases is exact. A round that changes nothing
// runs on the bounds of the engine fixpoint before it, so the closure's
// fixpoint is closed under every one-clue step: it is the explanations'
// fixpoint, and the puzzle is easy iff it fixes every bridge. (The
// search can grow exponentially with crossings; past exactBudget
// propagations the verdict is unknown and the explanation decides.)
// TestOneClueExactIsExplainEasy compares the verdict with grade-only
// explanations on thousands of candidates.

// exactBudget bounds the branches (propagations) exact mode may take on
// one candidate.
const exactBudget = 1 << 14

// exactSearch is the state of exact mode: the propagations made,
// whether the budget ran out, and the facts a case is checked for.
type exactSearch struct {
	nodes, budget int
	over          bool
	cand          []exactFact
}

// exactFact is edge e used (v = 1) or empty (-1), dropped once some
// consistent way contradicts it.
type exactFact struct {
	e       int
	v       int8
	dropped bool
}

// judge reports whether the case supposed (the suppositions made) is
// possible, and then tallies the facts it gives (above). The caller
// undoes the suppositions.
func (x *exactSearch) judge(b *bounds) bool {
	if !b.consistent() {
		return false
	}
	root := len(b.hyps)
	if !x.way(b) {
		return false
	}
	x.cand = x.cand[:0]
	for _, e := range b.hyps[root:] {
		x.cand = append(x.cand, exactFact{e: e, v: b.hyp[e]})
	}
	b.undoTo(root)
	for i := range x.cand {
		if x.cand[i].dropped {
			continue
		}
		c := x.cand[i]
		b.hypo(c.e, -c.v)
		if x.way(b) {
			// An edge the way leaves open may be used or empty (it is no
			// bridge): only the facts it has hold in it.
			for j := range x.cand {
				if b.hyp[x.cand[j].e] != x.cand[j].v {
					x.cand[j].dropped = true
				}
			}
		}
		b.undoTo(root)
	}
	for _, c := range x.cand {
		if !c.dropped {
			b.hypo(c.e, c.v)
		}
	}
	b.tally()
	return true
}

// way searches for a consistent way from the suppositions made: true
// with its suppositions added to them, false when none exists (or the
// budget ran out; the caller undoes what was added).
func (x *exactSearch) way(b *bounds) bool {
	if x.nodes++; x.nodes > x.budget {
		x.over = true
	}
	if x.over || !b.consistent() {
		return false
	}
	e, ok := b.openCrossing()
	if !ok {
		return true
	}
	n := len(b.hyps)
	for _, v := range [2]int8{1, -1} {
		b.hypo(e, v)
		if x.way(b) {
			return true
		}
		b.undoTo(n)
	}
	return false
}

// openCrossing is an open edge that crosses another open edge, under
// the bounds and the suppositions.
func (b *bounds) openCrossing() (int, bool) {
	for _, c := range b.l.cross {
		if b.used(edgeLit(c[0])) == 0 && b.used(edgeLit(c[1])) == 0 {
			return c[0], true
		}
	}
	return 0, false
}

// oneClueExact is the explanations' verdict "easy" on the layout's
// puzzle, known (known) unless exact mode ran out of budget: the
// one-clue closure's fixpoint, continued in exact mode, fixes every
// bridge. It leaves the layout's bounds as they were not: the two-clue
// closure then starts again from nothing.
func (l *layout) oneClueExact() (easy, known bool) { return l.oneClueExactWithin(exactBudget) }

// oneClueExactWithin is oneClueExact within budget branches.
func (l *layout) oneClueExactWithin(budget int) (easy, known bool) {
	if l.oneClueEasy() {
		return true, true
	}
	if len(l.oneLo) != len(l.edges) {
		return false, false
	}
	b := l.bounds()
	copy(b.lo, l.oneLo)
	copy(b.hi, l.oneHi)
	b.queue = b.queue[:0]
	clear(b.queued)
	b.closure = false
	x := &exactSearch{budget: budget}
	b.exact = x
	defer func() { b.exact = nil }()
	solved, ok := b.oneClueRounds(l.clue)
	if x.over || !ok {
		b.clearTallies() // a search cut short leaves cases counted
		return false, false
	}
	return solved, true
}

// clearTallies forgets the cases counted since the last narrow.
func (b *bounds) clearTallies() {
	for _, e := range b.touched {
		b.usedIn[e], b.deadIn[e] = 0, 0
	}
	for _, e := range b.seenList {
		b.seen[e] = false
	}
	b.touched, b.seenList, b.nCases = b.touched[:0], b.seenList[:0], 0
}

// edgeLit is the connectivity rule's literal "edge e is used".
func edgeLit(e int) encode.Lit { return encode.Lit(e + 1) }
