package cdcl

import "github.com/puzzlesat/puzzlesat/encode"

// reasonLits are the literals of the clause behind reason r of the
// literal implied: for a long clause the clause itself (implied first),
// for a binary one {implied, other}. The slice is valid until the next
// call.
func (s *Solver) reasonLits(r reason, implied lit) []lit {
	if r&binFlag != 0 {
		s.bin = [2]lit{implied, lit(r &^ binFlag)}
		return s.bin[:]
	}
	return s.ar.lits(r)
}

// analyze derives the first-UIP clause of a conflict (MiniSat's analyze):
// it resolves the conflict clause with the reasons of the current level's
// literals, latest first, until one literal of that level is left. The
// clause is left in s.buf, asserting literal first and a literal of the
// highest other level second; analyze returns that level (where to
// backjump) and the clause's LBD (the number of distinct levels in it).
func (s *Solver) analyze(confl reason) (bt, lbd int) {
	out := append(s.buf[:0], litUndef)
	pathC := 0
	p := litUndef
	idx := len(s.trail) - 1
	dl := int32(s.decisionLevel())
	for {
		var c []lit
		if confl&binFlag != 0 && p == litUndef {
			c = s.reasonLits(confl, s.confLit)
		} else {
			c = s.reasonLits(confl, p)
			if confl&binFlag == 0 && s.ar.learnt(confl) {
				s.touchLearnt(confl)
			}
		}
		start := 0
		if p != litUndef {
			start = 1 // c[0] is p itself
		}
		for _, q := range c[start:] {
			v := q.v()
			if s.seen[v] == 0 && s.level[v] > 0 {
				s.bumpVar(v)
				s.seen[v] = 1
				if s.level[v] >= dl {
					pathC++
				} else {
					out = append(out, q)
				}
			}
		}
		for s.seen[s.trail[idx].v()] == 0 {
			idx--
		}
		p = s.trail[idx]
		idx--
		confl = s.reason[p.v()]
		s.seen[p.v()] = 0
		pathC--
		if pathC == 0 {
			break
		}
	}
	out[0] = p ^ 1
	out = s.minimize(out)
	s.buf = out
	if len(out) > 1 {
		hi := 1
		for i := 2; i < len(out); i++ {
			if s.level[out[i].v()] > s.level[out[hi].v()] {
				hi = i
			}
		}
		out[1], out[hi] = out[hi], out[1]
		bt = int(s.level[out[1].v()])
	}
	return bt, s.computeLBD(out)
}

// touchLearnt bumps a learnt clause that took part in a conflict and
// lowers its LBD when the current assignment shows a smaller one
// (Glucose's dynamic LBD update).
func (s *Solver) touchLearnt(c cref) {
	s.bumpClause(c)
	if old := s.ar.lbd(c); old > 2 {
		if n := s.computeLBD(s.ar.lits(c)); n+1 < old {
			s.ar.setLBD(c, n)
		}
	}
}

// minimize removes the literals of out[1:] implied by the others
// (recursive minimization, with MiniSat 2.2's later refinement: the
// verdict on every literal met is cached for the rest of this conflict).
// The marks of analyze are cleared on the way out.
func (s *Solver) minimize(out []lit) []lit {
	var abstract uint32
	for _, q := range out[1:] {
		abstract |= s.abstractLevel(q.v())
	}
	s.toClear = append(s.toClear[:0], out...)
	j := 1
	for i := 1; i < len(out); i++ {
		if s.reason[out[i].v()] == noReason || !s.redundant(out[i], abstract) {
			out[j] = out[i]
			j++
		}
	}
	for _, q := range s.toClear {
		s.seen[q.v()] = 0
	}
	return out[:j]
}

func (s *Solver) abstractLevel(v int32) uint32 { return 1 << (uint32(s.level[v]) & 31) }

// Marks in s.seen during minimization, by variable.
const (
	seenSource    = 1 // in the learnt clause (set by analyze)
	seenRemovable = 2 // implied by literals of the clause
	seenFailed    = 3 // not implied by them
)

// frame is a suspended step of redundant's depth-first search: the
// literal whose reason is being scanned and the next index to look at.
type frame struct {
	i int
	p lit
}

// redundant reports whether p (a false literal of the learnt clause,
// with a reason) is implied by the clause's other literals: whether
// every path back through the reasons from p ends in a clause literal or
// a root literal. It is a depth-first search over the reasons; each
// literal finished is marked removable or failed (all literals on the
// path to a failure fail), so no literal is searched twice in one
// conflict. A literal without a reason, or at a level no clause literal
// has (the abstract levels), fails at once.
func (s *Solver) redundant(p lit, abstract uint32) bool {
	stack := s.frames[:0]
	c := s.reasonLits(s.reason[p.v()], p^1)
	for i := 1; ; i++ {
		if i < len(c) {
			l := c[i]
			v := l.v()
			if s.level[v] == 0 || s.seen[v] == seenSource || s.seen[v] == seenRemovable {
				continue
			}
			if s.reason[v] == noReason || s.seen[v] == seenFailed || s.abstractLevel(v)&abstract == 0 {
				stack = append(stack, frame{0, p})
				for _, f := range stack {
					if s.seen[f.p.v()] == 0 {
						s.seen[f.p.v()] = seenFailed
						s.toClear = append(s.toClear, f.p)
					}
				}
				s.frames = stack
				return false
			}
			stack = append(stack, frame{i, p})
			i, p = 0, l
			c = s.reasonLits(s.reason[v], l^1)
			continue
		}
		if s.seen[p.v()] == 0 {
			s.seen[p.v()] = seenRemovable
			s.toClear = append(s.toClear, p)
		}
		if len(stack) == 0 {
			break
		}
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		i, p = f.i, f.p
		c = s.reasonLits(s.reason[p.v()], p^1)
	}
	s.frames = stack
	return true
}

// computeLBD is the number of distinct decision levels among c's
// literals (root level excluded).
func (s *Solver) computeLBD(c []lit) int {
	s.stampN++
	if s.stampN == 0 { // wrapped: clear the stamps
		clear(s.stamp)
		s.stampN = 1
	}
	n := 0
	for _, l := range c {
		lv := s.level[l.v()]
		if lv == 0 {
			continue
		}
		for int(lv) >= len(s.stamp) {
			s.stamp = append(s.stamp, 0)
		}
		if s.stamp[lv] != s.stampN {
			s.stamp[lv] = s.stampN
			n++
		}
	}
	return n
}

// analyzeFinal computes the core after assumption a was found false:
// a, and every assumption from which a's negation was propagated. Every
// decision on the trail is an assumption here (assumptions are the first
// decisions, and a is checked before any other decision is made). The
// core keeps the order of the assumptions and has no repeats.
//
// Marks in s.seen: 1 = on the path to a's negation, 2 = a decision on it;
// 4 and 8 = the positive or negative literal of the variable is already
// in the core.
func (s *Solver) analyzeFinal(a lit) {
	s.core = s.core[:0]
	s.seen[a.v()] = 1
	if s.decisionLevel() > 0 {
		for i := len(s.trail) - 1; i >= s.lim[0]; i-- {
			l := s.trail[i]
			v := l.v()
			if s.seen[v] == 0 {
				continue
			}
			r := s.reason[v]
			if r == noReason {
				s.seen[v] = 2
				continue
			}
			for _, q := range s.reasonLits(r, l)[1:] {
				if s.level[q.v()] > 0 {
					s.seen[q.v()] = 1
				}
			}
			s.seen[v] = 0
		}
	}
	for _, x := range s.assumps {
		v := x.v()
		taken := uint8(4) << (x & 1)
		if s.seen[v]&taken != 0 {
			continue
		}
		if x == a || (s.seen[v]&2 != 0 && s.val[x] == 1) {
			s.core = append(s.core, encode.Lit(x.ext()))
			s.seen[v] |= taken
		}
	}
	for _, x := range s.assumps {
		s.seen[x.v()] = 0
	}
	s.seen[a.v()] = 0
}
