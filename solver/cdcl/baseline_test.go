package cdcl

// This file is a copy of an earlier zebra generator's sat.go (the zebra
// generator's former solver, from which this package grew; the
// generator, now puzzles/zebra/gen, uses this package instead), with its names
// prefixed so that they do not clash. The benchmarks compare the engine
// with it; TestGeneratorTrace replays the generator's calls on both.
//
// A small CDCL SAT solver for the generator's uniqueness checks. The
// formulas are tiny (at most a few thousand variables) and solved hundreds
// of times per puzzle under different clue subsets, so an in-process solver
// with MiniSat-style assumptions (assumptions are the first decisions, so
// learnt clauses stay valid for every later call) is much faster than a
// fresh gophersat solve per check; gophersat's own Assume is unusable (it wipes the
// problem's own unit clauses). The tests cross-check every answer against fresh gophersat
// solves.
//
// Features: two watched literals, 1UIP learning, VSIDS with a binary heap,
// phase saving, Luby restarts. No clause deletion: the generator's sessions
// are short. Everything is deterministic (no maps, no randomness).

import (
	"github.com/puzzlesat/puzzlesat/encode"
)

// Internal literal code: 2*v for v, 2*v+1 for -v (v >= 1).
type baseLit int32

func baseToI(l encode.Lit) baseLit {
	if l < 0 {
		return baseLit(2*(-l) + 1)
	}
	return baseLit(2 * l)
}

func (l baseLit) v() int32 { return int32(l >> 1) }

const (
	bUndef int8 = 0
	bTrue  int8 = 1
	bFalse int8 = -1
)

type baseWatcher struct {
	cref    int32
	blocker baseLit
}

// baseSat is the solver. Variables are 1..n; add more with grow.
type baseSat struct {
	n        int
	clauses  [][]baseLit
	watches  [][]baseWatcher // watches[l]: clauses (3 literals or more) watching literal l
	bins     [][]baseWatcher // bins[l]: binary clauses containing l, blocker = the other literal
	assigns  []int8          // by variable
	level    []int32
	reason   []int32 // clause index, -1 for decisions and units
	trail    []baseLit
	trailLim []int
	qhead    int
	unsat    bool // the clauses alone are unsatisfiable

	activity []float64
	varInc   float64
	heap     []int32 // binary max-heap of variables by activity
	heapIdx  []int32 // position in heap, -1 when absent
	phase    []bool  // saved polarity (true = positive)
	seen     []bool

	// statistics
	Conflicts, Decisions, Propagations int64
}

func newBaseSat(n int) *baseSat {
	s := &baseSat{varInc: 1}
	s.grow(n)
	return s
}

// grow makes variables up to n available.
func (s *baseSat) grow(n int) {
	for s.n < n {
		s.n++
		if len(s.assigns) == 0 {
			// index 0 unused
			s.assigns = append(s.assigns, 0)
			s.level = append(s.level, 0)
			s.reason = append(s.reason, -1)
			s.activity = append(s.activity, 0)
			s.heapIdx = append(s.heapIdx, -1)
			s.phase = append(s.phase, false)
			s.seen = append(s.seen, false)
			s.watches = append(s.watches, nil, nil)
			s.bins = append(s.bins, nil, nil)
		}
		s.assigns = append(s.assigns, bUndef)
		s.level = append(s.level, 0)
		s.reason = append(s.reason, -1)
		s.activity = append(s.activity, 0)
		s.heapIdx = append(s.heapIdx, -1)
		s.phase = append(s.phase, false)
		s.seen = append(s.seen, false)
		s.watches = append(s.watches, nil, nil)
		s.bins = append(s.bins, nil, nil)
		s.heapInsert(int32(s.n))
	}
}

func (s *baseSat) value(l baseLit) int8 {
	a := s.assigns[l>>1]
	if l&1 == 1 {
		return -a
	}
	return a
}

func (s *baseSat) decisionLevel() int { return len(s.trailLim) }

func (s *baseSat) enqueue(l baseLit, from int32) {
	v := l >> 1
	if l&1 == 1 {
		s.assigns[v] = bFalse
	} else {
		s.assigns[v] = bTrue
	}
	s.level[v] = int32(s.decisionLevel())
	s.reason[v] = from
	s.trail = append(s.trail, l)
}

// add adds a clause. It must be called at decision level 0. Literals false
// at level 0 are dropped, clauses true at level 0 are skipped.
func (s *baseSat) add(c []encode.Lit) {
	if s.unsat {
		return
	}
	if s.decisionLevel() != 0 {
		s.cancelUntil(0)
	}
	maxv := 0
	for _, l := range c {
		if l.Var() > maxv {
			maxv = l.Var()
		}
	}
	s.grow(maxv)
	cl := make([]baseLit, 0, len(c))
outer:
	for _, l := range c {
		il := baseToI(l)
		switch s.value(il) {
		case bTrue:
			return
		case bFalse:
			continue
		}
		for _, x := range cl {
			if x == il {
				continue outer
			}
			if x == il^1 {
				return // tautology
			}
		}
		cl = append(cl, il)
	}
	switch len(cl) {
	case 0:
		s.unsat = true
		return
	case 1:
		s.enqueue(cl[0], -1)
		if s.propagate() >= 0 {
			s.unsat = true
		}
		return
	}
	s.attach(cl)
}

func (s *baseSat) attach(cl []baseLit) int32 {
	cref := int32(len(s.clauses))
	s.clauses = append(s.clauses, cl)
	if len(cl) == 2 {
		s.bins[cl[0]] = append(s.bins[cl[0]], baseWatcher{cref, cl[1]})
		s.bins[cl[1]] = append(s.bins[cl[1]], baseWatcher{cref, cl[0]})
		return cref
	}
	s.watches[cl[0]] = append(s.watches[cl[0]], baseWatcher{cref, cl[1]})
	s.watches[cl[1]] = append(s.watches[cl[1]], baseWatcher{cref, cl[0]})
	return cref
}

// propagate runs unit propagation; it returns a conflicting clause or -1.
func (s *baseSat) propagate() int32 {
	confl := int32(-1)
	for s.qhead < len(s.trail) {
		p := s.trail[s.qhead]
		s.qhead++
		s.Propagations++
		falseLit := p ^ 1
		// Binary clauses first: the other literal is implied. The
		// implied literal is moved to the clause's front, as analyze
		// expects of a reason.
		for _, w := range s.bins[falseLit] {
			switch s.value(w.blocker) {
			case bTrue:
				continue
			case bFalse:
				s.qhead = len(s.trail)
				return w.cref
			}
			c := s.clauses[w.cref]
			c[0], c[1] = w.blocker, falseLit
			s.enqueue(w.blocker, w.cref)
		}
		ws := s.watches[falseLit]
		i, j := 0, 0
		for i < len(ws) {
			w := ws[i]
			if s.value(w.blocker) == bTrue {
				ws[j] = w
				i++
				j++
				continue
			}
			c := s.clauses[w.cref]
			if c[0] == falseLit {
				c[0], c[1] = c[1], c[0]
			}
			first := c[0]
			if first != w.blocker && s.value(first) == bTrue {
				ws[j] = baseWatcher{w.cref, first}
				i++
				j++
				continue
			}
			found := false
			for k := 2; k < len(c); k++ {
				if s.value(c[k]) != bFalse {
					c[1], c[k] = c[k], c[1]
					s.watches[c[1]] = append(s.watches[c[1]], baseWatcher{w.cref, first})
					found = true
					break
				}
			}
			i++
			if found {
				continue
			}
			ws[j] = baseWatcher{w.cref, first}
			j++
			if s.value(first) == bFalse {
				confl = w.cref
				for i < len(ws) {
					ws[j] = ws[i]
					i++
					j++
				}
				s.qhead = len(s.trail)
			} else {
				s.enqueue(first, w.cref)
			}
		}
		s.watches[falseLit] = ws[:j]
		if confl >= 0 {
			return confl
		}
	}
	return confl
}

func (s *baseSat) newLevel() { s.trailLim = append(s.trailLim, len(s.trail)) }

func (s *baseSat) cancelUntil(lvl int) {
	if s.decisionLevel() <= lvl {
		return
	}
	lim := s.trailLim[lvl]
	for i := len(s.trail) - 1; i >= lim; i-- {
		v := s.trail[i].v()
		s.phase[v] = s.trail[i]&1 == 0
		s.assigns[v] = bUndef
		s.reason[v] = -1
		if s.heapIdx[v] < 0 {
			s.heapInsert(v)
		}
	}
	s.trail = s.trail[:lim]
	s.trailLim = s.trailLim[:lvl]
	s.qhead = lim
}

// analyze derives a 1UIP clause from a conflict; it returns the clause
// (asserting literal first) and the level to backtrack to.
func (s *baseSat) analyze(confl int32) ([]baseLit, int) {
	learnt := []baseLit{0}
	pathC := 0
	p := baseLit(-1)
	idx := len(s.trail) - 1
	for {
		c := s.clauses[confl]
		start := 0
		if p >= 0 {
			start = 1
		}
		for _, q := range c[start:] {
			v := q.v()
			if !s.seen[v] && s.level[v] > 0 {
				s.bump(v)
				s.seen[v] = true
				if int(s.level[v]) >= s.decisionLevel() {
					pathC++
				} else {
					learnt = append(learnt, q)
				}
			}
		}
		for !s.seen[s.trail[idx].v()] {
			idx--
		}
		p = s.trail[idx]
		idx--
		confl = s.reason[p.v()]
		s.seen[p.v()] = false
		pathC--
		if pathC == 0 {
			break
		}
	}
	learnt[0] = p ^ 1
	for _, q := range learnt[1:] {
		s.seen[q.v()] = false
	}
	bt := 0
	if len(learnt) > 1 {
		mi := 1
		for i := 2; i < len(learnt); i++ {
			if s.level[learnt[i].v()] > s.level[learnt[mi].v()] {
				mi = i
			}
		}
		learnt[1], learnt[mi] = learnt[mi], learnt[1]
		bt = int(s.level[learnt[1].v()])
	}
	return learnt, bt
}

func (s *baseSat) bump(v int32) {
	s.activity[v] += s.varInc
	if s.activity[v] > 1e100 {
		for i := range s.activity {
			s.activity[i] *= 1e-100
		}
		s.varInc *= 1e-100
	}
	if s.heapIdx[v] >= 0 {
		s.heapUp(int(s.heapIdx[v]))
	}
}

// solve returns bTrue (a model is in assigns until the next call), or
// bFalse when the clauses together with the assumptions are unsatisfiable.
// maxConflicts < 0 means no limit; when the limit is hit it returns bUndef.
func (s *baseSat) solve(assumptions []encode.Lit, maxConflicts int64) int8 {
	s.cancelUntil(0)
	if s.unsat {
		return bFalse
	}
	if s.propagate() >= 0 {
		s.unsat = true
		return bFalse
	}
	as := make([]baseLit, len(assumptions))
	for i, a := range assumptions {
		s.grow(a.Var())
		as[i] = baseToI(a)
	}
	var conflicts int64
	restart := 0
	budget := baseLuby(restart) * 64
	for {
		confl := s.propagate()
		if confl >= 0 {
			s.Conflicts++
			conflicts++
			budget--
			if s.decisionLevel() == 0 {
				s.unsat = true
				return bFalse
			}
			learnt, bt := s.analyze(confl)
			s.cancelUntil(bt)
			if len(learnt) == 1 {
				s.enqueue(learnt[0], -1)
			} else {
				cref := s.attach(learnt)
				s.enqueue(learnt[0], cref)
			}
			s.varInc /= 0.95
			continue
		}
		if maxConflicts >= 0 && conflicts >= maxConflicts {
			s.cancelUntil(0)
			return bUndef
		}
		if budget <= 0 {
			restart++
			budget = baseLuby(restart) * 64
			s.cancelUntil(0)
			continue
		}
		// next decision: pending assumptions first
		var next baseLit = -1
		for s.decisionLevel() < len(as) {
			a := as[s.decisionLevel()]
			switch s.value(a) {
			case bTrue:
				s.newLevel()
				continue
			case bFalse:
				s.cancelUntil(0)
				return bFalse
			}
			next = a
			break
		}
		if next < 0 {
			v := s.pickBranch()
			if v == 0 {
				return bTrue // all assigned: model found (left on the trail)
			}
			next = baseLit(2 * v)
			if !s.phase[v] {
				next++
			}
		}
		s.Decisions++
		s.newLevel()
		s.enqueue(next, -1)
	}
}

// modelValue is the value of l in the model of the last bTrue solve.
func (s *baseSat) modelValue(l encode.Lit) bool {
	return s.value(baseToI(l)) == bTrue
}

func baseLuby(i int) int64 {
	// Luby sequence 1 1 2 1 1 2 4 ...
	size, seq := 1, 0
	for size < i+1 {
		seq++
		size = 2*size + 1
	}
	x := i
	for size-1 != x {
		size = (size - 1) >> 1
		seq--
		x = x % size
	}
	return int64(1) << seq
}

func (s *baseSat) pickBranch() int32 {
	for len(s.heap) > 0 {
		v := s.heapPop()
		if s.assigns[v] == bUndef {
			return v
		}
	}
	return 0
}

func (s *baseSat) heapLess(a, b int32) bool {
	if s.activity[a] != s.activity[b] {
		return s.activity[a] > s.activity[b]
	}
	return a < b
}

func (s *baseSat) heapInsert(v int32) {
	s.heapIdx[v] = int32(len(s.heap))
	s.heap = append(s.heap, v)
	s.heapUp(len(s.heap) - 1)
}

func (s *baseSat) heapUp(i int) {
	v := s.heap[i]
	for i > 0 {
		p := (i - 1) / 2
		if !s.heapLess(v, s.heap[p]) {
			break
		}
		s.heap[i] = s.heap[p]
		s.heapIdx[s.heap[i]] = int32(i)
		i = p
	}
	s.heap[i] = v
	s.heapIdx[v] = int32(i)
}

func (s *baseSat) heapPop() int32 {
	v := s.heap[0]
	last := s.heap[len(s.heap)-1]
	s.heap = s.heap[:len(s.heap)-1]
	s.heapIdx[v] = -1
	if len(s.heap) > 0 {
		s.heap[0] = last
		s.heapIdx[last] = 0
		s.heapDown(0)
	}
	return v
}

func (s *baseSat) heapDown(i int) {
	v := s.heap[i]
	n := len(s.heap)
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if c+1 < n && s.heapLess(s.heap[c+1], s.heap[c]) {
			c++
		}
		if !s.heapLess(s.heap[c], v) {
			break
		}
		s.heap[i] = s.heap[c]
		s.heapIdx[s.heap[i]] = int32(i)
		i = c
	}
	s.heap[i] = v
	s.heapIdx[v] = int32(i)
}

// probe assigns l at a new decision level and propagates; it reports
// whether that led to a conflict and leaves the level in place (the
// caller undoes it with cancelUntil).
func (s *baseSat) probe(l encode.Lit) (conflict bool) {
	s.newLevel()
	s.enqueue(baseToI(l), -1)
	return s.propagate() >= 0
}
