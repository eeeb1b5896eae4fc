package cdcl

import (
	"cmp"
	"slices"
)

// locked reports whether long clause c is the reason of its first
// literal's current value (it must not be deleted then).
func (s *Solver) locked(c cref) bool {
	l := s.ar.lits(c)[0]
	return s.val[l] == 1 && s.reason[l.v()] == c
}

// remove deletes long clause c: a "d" line in the proof, the arena words
// counted as waste. Its watchers are dropped by purgeWatches.
func (s *Solver) remove(c cref) {
	s.proof.del(s.ar.lits(c))
	if s.ar.learnt(c) {
		s.stats.Deleted++
	}
	s.ar.free(c)
}

// reduceDB deletes about half of the learnt clauses of three literals or
// more: those with the highest LBD, ties broken by lower activity.
// Clauses with an LBD of 2 or less ("glue" clauses) and the reasons of
// current assignments are kept. Learnt binary clauses are never deleted.
func (s *Solver) reduceDB() {
	s.stats.Reductions++
	ar := &s.ar
	slices.SortFunc(s.learnts, func(a, b cref) int {
		if c := cmp.Compare(ar.lbd(b), ar.lbd(a)); c != 0 {
			return c
		}
		if c := cmp.Compare(ar.activity(a), ar.activity(b)); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	limit := len(s.learnts) / 2
	kept := s.learnts[:0]
	for i, c := range s.learnts {
		if i < limit && ar.lbd(c) > 2 && !s.locked(c) {
			s.remove(c)
			continue
		}
		kept = append(kept, c)
	}
	s.learnts = kept
	s.purgeWatches()
}

// simplify, at the root and when the root assignment grew since the last
// time (and enough propagation happened since, so that many short calls
// do not pay for it each time), deletes the long clauses a root literal
// satisfies.
func (s *Solver) simplify() {
	if s.decisionLevel() != 0 || len(s.trail) == s.simpTrail || s.stats.Propagations < s.simpProps {
		return
	}
	s.clauses = s.removeSatisfied(s.clauses)
	s.learnts = s.removeSatisfied(s.learnts)
	s.purgeWatches()
	s.simpTrail = len(s.trail)
	s.simpProps = s.stats.Propagations + int64(len(s.ar.mem)-s.ar.wasted)
}

func (s *Solver) removeSatisfied(cs []cref) []cref {
	kept := cs[:0]
	for _, c := range cs {
		if !s.locked(c) && s.satisfied(c) {
			s.remove(c)
			continue
		}
		kept = append(kept, c)
	}
	return kept
}

func (s *Solver) satisfied(c cref) bool {
	for _, l := range s.ar.lits(c) {
		if s.val[l] == 1 {
			return true
		}
	}
	return false
}

// purgeWatches drops the watchers of deleted clauses, and compacts the
// arena when a fifth or more of it is waste.
func (s *Solver) purgeWatches() {
	if s.ar.wasted*5 >= len(s.ar.mem) {
		s.collectGarbage()
		return
	}
	for l, ws := range s.watches {
		j := 0
		for _, w := range ws {
			if !s.ar.deleted(w.cref) {
				ws[j] = w
				j++
			}
		}
		s.watches[l] = ws[:j]
	}
}

// collectGarbage copies the live clauses into a new arena, in the order
// of the clause lists, and points the lists, watchers and reasons at the
// new places (each old header keeps its clause's new cref).
func (s *Solver) collectGarbage() {
	old := s.ar.mem
	live := len(old) - s.ar.wasted
	mem := make([]lit, 0, live+live/2) // room to grow before the next copy
	move := func(c cref) cref {
		if old[c]&flMoved != 0 {
			return cref(old[c+1])
		}
		end := c + hdrWords + cref(old[c]>>3)
		nc := cref(len(mem))
		mem = append(mem, old[c:end]...)
		old[c] |= flMoved
		old[c+1] = lit(nc)
		return nc
	}
	for i, c := range s.clauses {
		s.clauses[i] = move(c)
	}
	for i, c := range s.learnts {
		s.learnts[i] = move(c)
	}
	for l, ws := range s.watches {
		j := 0
		for _, w := range ws {
			if old[w.cref]&flDeleted == 0 {
				ws[j] = watcher{move(w.cref), w.blocker}
				j++
			}
		}
		s.watches[l] = ws[:j]
	}
	for _, l := range s.trail {
		if r := s.reason[l.v()]; r != noReason && r&binFlag == 0 {
			s.reason[l.v()] = move(r)
		}
	}
	s.ar = arena{mem: mem}
}
