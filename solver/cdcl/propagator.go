package cdcl

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
)

// Propagator is the engine's hook for a rule kept out of the clauses (see
// the package doc, "Propagators"). encode.Propagator is one.
type Propagator interface {
	// Propagate is called at each unit-propagation fixpoint without a
	// conflict, with the solver as the current partial assignment
	// (Solver.Value), full when every variable is assigned. It returns
	// clauses that hold in every solution, each false (a conflict) or
	// unit (one literal unassigned, the others false) under the
	// assignment; nil when it has nothing to say. On a full assignment
	// that breaks the rule it must return a false clause.
	//
	// An encode.IncrementalPropagator is called through a Tracker of its
	// own per Solver (askPropagator): told the watched literals assigned
	// and undone since its last call, and not called when none was and
	// the assignment is not full.
	Propagate(a encode.Valuation, full bool) [][]encode.Lit
}

// Value is l's value in the current assignment (during a Propagator's
// call, the partial assignment of the search): 1 true, -1 false, 0
// unassigned.
func (s *Solver) Value(l encode.Lit) int8 {
	if l == 0 || l.Var() > s.n {
		return 0
	}
	return s.val[mkLit(int(l))]
}

// External are the clauses the propagator gave the engine, in order, as
// given: the input lemmas its DRAT proof rests on besides the clauses
// added with AddClause. A checker verifies them against the rule
// separately (DRAT cannot derive them). The slice is the solver's own.
func (s *Solver) External() [][]encode.Lit { return s.external }

// Outcomes of callPropagator.
const (
	propNone    = iota // nothing changed: go on to decide
	propMore           // units were assigned or the search backjumped: propagate again
	propUnsat          // the clauses are unsatisfiable (s.ok is false)
	propConflct        // the returned reason is a conflict at the current level
)

// callPropagator asks the propagator about the current assignment and
// takes its clauses, in order, until one of them is a conflict or needs a
// backjump (the others are dropped: the propagator says them again if
// they still matter). The clauses are kept for ever (never deleted by
// reductions: a deleted one said again would be a second copy of an
// input lemma the proof may already have deleted) and are not written to
// the proof: they are its input, recorded in External.
func (s *Solver) callPropagator() (reason, int) {
	cls := s.askPropagator(len(s.trail) == s.n)
	out := propNone
	for _, c := range cls {
		for _, l := range c {
			if l == 0 {
				panic("cdcl: zero literal in a propagator's clause")
			}
			if l.Var() > s.n {
				s.grow(l.Var())
			}
		}
		s.external = append(s.external, slices.Clone(c))
		cl := s.externalLits(c)
		if cl == nil && len(c) > 0 { // a tautology (the empty clause is no tautology)
			continue
		}
		switch {
		case len(cl) == 0:
			s.cancelUntil(0)
			s.ok = false
			s.proof.add(nil)
			return noReason, propUnsat
		case len(cl) == 1: // a root fact
			l := cl[0]
			if s.val[l] != 0 && s.level[l.v()] == 0 {
				if s.val[l] == 1 {
					continue
				}
				s.cancelUntil(0)
				s.ok = false
				s.proof.add(nil)
				return noReason, propUnsat
			}
			s.cancelUntil(0)
			s.enqueue(l, noReason)
			return noReason, propMore
		case s.val[cl[0]] == 1: // satisfied
			s.attachExternal(cl)
		case s.val[cl[0]] == 0 && s.val[cl[1]] == -1: // unit
			r := s.attachExternal(cl)
			s.enqueue(cl[0], r)
			out = propMore
		case s.val[cl[0]] == 0: // two unassigned: nothing to do
			s.attachExternal(cl)
		default: // all false
			hi := int(s.level[cl[0].v()])
			next := int(s.level[cl[1].v()])
			if next < hi { // cl[0] alone at the highest level: unit below it
				s.cancelUntil(next)
				r := s.attachExternal(cl)
				s.enqueue(cl[0], r)
				return noReason, propMore
			}
			if hi == 0 {
				s.ok = false
				s.proof.add(nil)
				return noReason, propUnsat
			}
			s.cancelUntil(hi)
			r := s.attachExternal(cl)
			if r&binFlag != 0 {
				s.confLit = cl[0]
			}
			return r, propConflct
		}
	}
	return noReason, out
}

// externalLits copies c into s.buf without repeats, ordered for watching:
// true literals first, then unassigned ones, then false ones from the
// highest level down. nil for a tautology.
func (s *Solver) externalLits(c []encode.Lit) []lit {
	cl := s.buf[:0]
	taut := false
	for _, x := range c {
		l := mkLit(int(x))
		v := l.v()
		if s.seen[v]&(1<<(l&1)) != 0 {
			continue
		}
		if s.seen[v] != 0 {
			taut = true
		}
		s.seen[v] |= 1 << (l & 1)
		cl = append(cl, l)
	}
	for _, l := range cl {
		s.seen[l.v()] = 0
	}
	s.buf = cl
	if taut {
		return nil
	}
	rank := func(l lit) int64 {
		switch s.val[l] {
		case 1:
			return 4<<32 - int64(s.level[l.v()]) // lowest level first
		case 0:
			return 2 << 32
		}
		return int64(s.level[l.v()])
	}
	slices.SortStableFunc(cl, func(a, b lit) int {
		ra, rb := rank(a), rank(b)
		switch {
		case ra > rb:
			return -1
		case ra < rb:
			return 1
		}
		return 0
	})
	return cl
}

// attachExternal stores cl (of two literals or more, watch order) and
// returns its reason for cl[0].
func (s *Solver) attachExternal(cl []lit) reason {
	if len(cl) == 2 {
		s.addBinary(cl[0], cl[1])
		return binFlag | reason(cl[1])
	}
	cr := s.ar.alloc(cl, false)
	s.clauses = append(s.clauses, cr)
	s.watch(cr, cl[0], cl[1])
	return cr
}

// tracking is what the engine keeps for an incremental propagator
// (encode.IncrementalPropagator): its Tracker, the variables it watches,
// and how much of the trail it has been told about.
type tracking struct {
	t       encode.Tracker // nil: the propagator is not incremental
	watched []bool         // by variable
	head    int            // trail length at the last call
	cut     int            // lowest trail length since the last call (cancelUntil lowers it)
}

func newTracking(p Propagator) *tracking {
	tr := &tracking{}
	ip, ok := p.(encode.IncrementalPropagator)
	if !ok {
		return tr
	}
	tr.t = ip.NewTracker()
	for _, l := range tr.t.Watched() {
		v := l.Var()
		if v >= len(tr.watched) {
			tr.watched = append(tr.watched, make([]bool, v+1-len(tr.watched))...)
		}
		tr.watched[v] = true
	}
	return tr
}

// askPropagator is the propagator's answer on the current assignment:
// with an incremental one, its tracker is first told what changed, and
// the call is skipped (nil) when nothing it watches did and the
// assignment is not full.
func (s *Solver) askPropagator(full bool) [][]encode.Lit {
	tr := s.ptrack
	if tr == nil {
		tr = newTracking(s.prop)
		s.ptrack = tr
	}
	if tr.t == nil {
		return s.prop.Propagate(s, full)
	}
	changed := false
	from := tr.head
	if tr.cut < from {
		from = tr.cut
		changed = tr.t.Backtrack(from)
	}
	w := tr.watched
	for i := from; i < len(s.trail); i++ {
		l := s.trail[i]
		if v := int(l.v()); v < len(w) && w[v] {
			tr.t.Assigned(encode.Lit(l.ext()), i)
			changed = true
		}
	}
	tr.head, tr.cut = len(s.trail), len(s.trail)
	if !changed && !full {
		return nil
	}
	return tr.t.Propagate(s, full)
}
