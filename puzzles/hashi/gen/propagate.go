package gen

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
)

// bounds is the engine grader's propagation from the clues (Levels.Run
// up to its first verdict), computed on the layout itself without an
// engine: a multiplicity interval lo..hi per candidate edge. Unit
// propagation on the order literals keeps each edge's literals an
// interval (the order clauses), and on Tamura's order encoding of a sum
// it is bounds consistency: a clause of "at most k" becomes unit on edge
// t exactly when the other edges' lower bounds leave t at most
// k - sum(lo of the others), and a clause of "at least k" when their
// upper bounds leave t at least k - sum(hi of the others). A crossing
// clause sets hi = 0 on the other edge once lo >= 1 on one. The
// connectivity rule is the grader's own (connectivity.rule), on literals
// that stand for "edge e is used". All these rules are monotone, so their
// common fixpoint does not depend on the order they run in: it is the
// engine's, and the bridges it leaves open are the engine's open
// variables (TestBoundsSameAsEngine checks that on thousands of puzzles).
type bounds struct {
	l      *layout
	lo, hi []int8
	across [][]int // by edge: the candidate edges crossing it
	queue  []int   // islands whose sums to revisit
	queued []bool
	conn   *connectivity
	// for the one-clue closure (oneclue.go)
	hyp  []int8 // by edge: supposed used (1) or empty (-1), 0 not
	hyps []int  // the edges supposed
	// by edge: in how many of an island's possible cases the rules make
	// it used, empty; the edges counted; the cases
	usedIn, deadIn []int32
	touched        []int
	nCases         int32
	// the tuples of an island's (two islands') edges, the range each edge
	// took in the possible ones, the pairs' verdicts (twoclue.go)
	ti, tj         [][4]int8
	seen           []bool
	seenLo, seenHi []int8
	seenList       []int
	verdict        []int8
	pairs          [][2]int
	pairsMade      bool
	// exact is set while the one-clue closure runs in exact mode (exact.go)
	exact *exactSearch
	// closure is set while lo, hi are the one-clue closure's fixpoint
	// for the clues it last ran on (oneClueEasy; run clears it)
	closure bool
}

func newBounds(l *layout) *bounds {
	b := &bounds{}
	b.init(l)
	return b
}

// init makes b the propagator of layout l, in b's memory.
func (b *bounds) init(l *layout) {
	n := len(l.edges)
	*b = bounds{l: l, lo: resized(b.lo, n), hi: resized(b.hi, n),
		across: slices.Grow(b.across[:0], n)[:n], queue: b.queue[:0], queued: resized(b.queued, len(l.islands)), conn: b.conn,
		hyp: resized(b.hyp, n), hyps: b.hyps[:0], usedIn: resized(b.usedIn, n), deadIn: resized(b.deadIn, n), touched: b.touched[:0],
		ti: b.ti[:0], tj: b.tj[:0], seen: resized(b.seen, n), seenLo: resized(b.seenLo, n), seenHi: resized(b.seenHi, n),
		seenList: b.seenList[:0], verdict: resized(b.verdict, 256), pairs: b.pairs[:0]}
	for e := range b.across {
		b.across[e] = b.across[e][:0]
	}
	for _, c := range l.cross {
		b.across[c[0]] = append(b.across[c[0]], c[1])
		b.across[c[1]] = append(b.across[c[1]], c[0])
	}
	if b.conn == nil {
		b.conn = &connectivity{}
	}
	b.conn.init(l)
}

// value is the connectivity rule's view: literal e+1 is "edge e is used".
func (b *bounds) value(u encode.Lit) int8 {
	e := int(u) - 1
	switch {
	case b.lo[e] >= 1:
		return 1
	case b.hi[e] == 0:
		return -1
	}
	return 0
}

// run propagates the layout's clues (clue(i) for island i) to the
// fixpoint from no facts; false on a conflict (no solution has these
// clues).
func (b *bounds) run(clue func(i int) int) bool {
	m := int8(b.l.m)
	for e := range b.lo {
		b.lo[e], b.hi[e] = 0, m
	}
	b.closure = false
	b.queue = b.queue[:0]
	for i := range b.l.islands {
		b.queue = append(b.queue, i)
		b.queued[i] = true
	}
	return b.fixpoint(clue)
}

// fixpoint propagates from the islands queued to the fixpoint.
func (b *bounds) fixpoint(clue func(i int) int) bool {
	for {
		for len(b.queue) > 0 {
			i := b.queue[len(b.queue)-1]
			b.queue = b.queue[:len(b.queue)-1]
			b.queued[i] = false
			if !b.sum(i, clue(i)) {
				return false
			}
		}
		forced, conflict := b.conn.rule(b.value)
		if conflict {
			return false
		}
		if len(forced) == 0 {
			return true
		}
		for _, u := range forced {
			if !b.setLo(int(u)-1, 1) {
				return false
			}
		}
	}
}

// sum makes island i's edges bounds consistent with its clue k.
func (b *bounds) sum(i, k int) bool {
	inc := b.l.inc[i]
	sumLo, sumHi := 0, 0
	for _, e := range inc {
		sumLo += int(b.lo[e])
		sumHi += int(b.hi[e])
	}
	if sumLo > k || sumHi < k {
		return false
	}
	for _, e := range inc {
		lo, hi := int(b.lo[e]), int(b.hi[e])
		if h := k - (sumLo - lo); h < hi {
			if !b.setHi(e, int8(h)) {
				return false
			}
			sumHi -= hi - h
		}
		if l := k - (sumHi - int(b.hi[e])); l > lo {
			if !b.setLo(e, int8(l)) {
				return false
			}
			sumLo += l - lo
		}
	}
	return true
}

// setLo raises edge e's lower bound to k, with what that implies across.
func (b *bounds) setLo(e int, k int8) bool {
	if k <= b.lo[e] {
		return true
	}
	if k > b.hi[e] {
		return false
	}
	first := b.lo[e] == 0
	b.lo[e] = k
	b.touch(e)
	if first {
		for _, f := range b.across[e] {
			if !b.setHi(f, 0) {
				return false
			}
		}
	}
	return true
}

// setHi lowers edge e's upper bound to k.
func (b *bounds) setHi(e int, k int8) bool {
	if k >= b.hi[e] {
		return true
	}
	if k < b.lo[e] {
		return false
	}
	b.hi[e] = k
	b.touch(e)
	return true
}

// touch queues the ends of edge e.
func (b *bounds) touch(e int) {
	for _, i := range [2]int{b.l.edges[e].a, b.l.edges[e].b} {
		if !b.queued[i] {
			b.queued[i] = true
			b.queue = append(b.queue, i)
		}
	}
}

// fixed counts the order literals the bounds fix (x_e>=k for k <= lo is
// true, for k > hi false).
func (b *bounds) fixed() int {
	n := 0
	for e := range b.lo {
		n += int(b.lo[e]) + b.l.m - int(b.hi[e])
	}
	return n
}

// engineUptoEasy is the engine grader's report on the puzzle with
// clue(i) on island i of the layout, with Upto = Easy: Easy when
// propagation fixes every bridge, else Medium with Bound set; the
// figures are those of propagation. It equals the report of
// Grader{}.GradeUpto(puzzle, generate.Easy).
func (b *bounds) engineUptoEasy(clue func(i int) int) (generate.Report, error) {
	if !b.run(clue) {
		return generate.Report{}, generate.ErrNoSolution
	}
	rep := generate.Report{Primary: b.l.m * len(b.l.edges), Propagated: b.fixed(), Grade: generate.Easy}
	if rep.Propagated < rep.Primary {
		rep.Grade, rep.Bound = generate.Medium, true
	}
	return rep, nil
}
