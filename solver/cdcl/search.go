package cdcl

import "github.com/puzzlesat/puzzlesat/encode"

func (s *Solver) decisionLevel() int { return len(s.lim) }

func (s *Solver) newLevel() { s.lim = append(s.lim, len(s.trail)) }

func (s *Solver) enqueue(l lit, r reason) {
	s.val[l] = 1
	s.val[l^1] = -1
	v := l.v()
	s.level[v] = int32(len(s.lim))
	s.reason[v] = r
	s.trail = append(s.trail, l)
}

// cancelUntil undoes every decision level above lvl, saving the phases.
func (s *Solver) cancelUntil(lvl int) {
	if len(s.lim) <= lvl {
		return
	}
	start := s.lim[lvl]
	for i := len(s.trail) - 1; i >= start; i-- {
		l := s.trail[i]
		v := l.v()
		s.val[l] = 0
		s.val[l^1] = 0
		s.phase[v] = l&1 == 0
		if s.heapIdx[v] < 0 {
			s.heapInsert(v)
		}
	}
	if s.ptrack != nil && start < s.ptrack.cut {
		s.ptrack.cut = start
	}
	s.trail = s.trail[:start]
	s.lim = s.lim[:lvl]
	s.qhead = start
}

// propagate runs unit propagation over the trail. It returns noReason, or
// the conflict: a long clause's cref, or binFlag|b for the binary clause
// {s.confLit, b}.
func (s *Solver) propagate() reason {
	for s.qhead < len(s.trail) {
		p := s.trail[s.qhead]
		s.qhead++
		s.stats.Propagations++
		fl := p ^ 1 // the literal that just became false
		for _, o := range s.bins[fl] {
			switch s.val[o] {
			case 1:
				continue
			case -1:
				s.confLit = fl
				s.qhead = len(s.trail)
				return binFlag | reason(o)
			}
			s.enqueue(o, binFlag|reason(fl))
		}
		if confl := s.propagateLong(fl); confl != noReason {
			s.qhead = len(s.trail)
			return confl
		}
	}
	return noReason
}

// propagateLong visits the long clauses watching fl, which just became
// false. The watched literals of a clause are its first two; a clause
// that becomes unit is the reason of its first literal.
func (s *Solver) propagateLong(fl lit) reason {
	ws := s.watches[fl]
	val, mem := s.val, s.ar.mem // neither moves during propagation
	i, j := 0, 0
	confl := noReason
	for i < len(ws) {
		w := ws[i]
		i++
		if val[w.blocker] == 1 {
			ws[j] = w
			j++
			continue
		}
		start := w.cref + hdrWords
		end := start + cref(mem[w.cref]>>3)
		c := mem[start:end:end]
		if c[0] == fl {
			c[0], c[1] = c[1], fl
		}
		first := c[0]
		if first != w.blocker && val[first] == 1 {
			ws[j] = watcher{w.cref, first}
			j++
			continue
		}
		moved := false
		for k := 2; k < len(c); k++ {
			if val[c[k]] != -1 {
				c[1], c[k] = c[k], fl
				s.watches[c[1]] = append(s.watches[c[1]], watcher{w.cref, first})
				moved = true
				break
			}
		}
		if moved {
			continue
		}
		ws[j] = watcher{w.cref, first}
		j++
		if val[first] == -1 {
			confl = w.cref
			j += copy(ws[j:], ws[i:])
			break
		}
		s.enqueue(first, w.cref)
	}
	s.watches[fl] = ws[:j]
	return confl
}

// search runs CDCL until an answer, a closed done channel, or the
// conflict limit. It starts and may end at any level; Solve backtracks.
func (s *Solver) search(done <-chan struct{}) Status {
	var conflicts int64 // in this call
	restarts := 0
	budget := luby(restarts) * restartUnit
	for {
		confl := s.propagate()
		if confl == noReason && s.prop != nil {
			var out int
			switch confl, out = s.callPropagator(); out {
			case propUnsat:
				return Unsat
			case propMore:
				continue
			}
		}
		if confl != noReason {
			s.stats.Conflicts++
			conflicts++
			budget--
			if s.decisionLevel() == 0 {
				s.ok = false
				s.proof.add(nil)
				return Unsat
			}
			s.learn(s.analyze(confl))
			s.varInc /= 0.95
			s.claInc /= 0.999
			if s.progress != nil && s.stats.Conflicts&(ProgressEvery-1) == 0 {
				s.progress(s.Stats())
			}
			if s.conflictLimit > 0 && conflicts >= s.conflictLimit {
				return Unknown
			}
			if done != nil && interrupted(done) {
				return Unknown
			}
			continue
		}
		if budget <= 0 {
			restarts++
			s.stats.Restarts++
			budget = luby(restarts) * restartUnit
			s.cancelUntil(0)
			s.simplify()
			continue
		}
		if s.stats.Conflicts >= s.nextReduce {
			s.reduceInterval += s.reduceInc
			s.nextReduce = s.stats.Conflicts + s.reduceInterval
			s.reduceDB()
		}
		next, st := s.decide()
		if st != Unknown {
			return st
		}
		s.newLevel()
		s.enqueue(next, noReason)
		if done != nil && s.stats.Decisions&255 == 0 && interrupted(done) {
			return Unknown
		}
	}
}

// decide picks the next decision: the next pending assumption, else the
// unassigned variable of highest activity in its saved phase. It answers
// Unsat (with the core) when an assumption is false, Sat (with the
// model) when every variable is assigned.
func (s *Solver) decide() (lit, Status) {
	for s.decisionLevel() < len(s.assumps) {
		a := s.assumps[s.decisionLevel()]
		switch s.val[a] {
		case 1:
			s.newLevel() // an empty level keeps levels and assumptions aligned
			continue
		case -1:
			s.analyzeFinal(a)
			return litUndef, Unsat
		}
		return a, Unknown
	}
	v := s.pickBranch()
	if v == 0 {
		s.saveModel()
		return litUndef, Sat
	}
	s.stats.Decisions++
	if s.phase[v] {
		return lit(2 * v), Unknown
	}
	return lit(2*v + 1), Unknown
}

func interrupted(done <-chan struct{}) bool {
	select {
	case <-done:
		return true
	default:
		return false
	}
}

func (s *Solver) saveModel() {
	if cap(s.model) < s.n+1 {
		s.model = make(encode.Model, s.n+1)
	}
	s.model = s.model[:s.n+1]
	for v := 1; v <= s.n; v++ {
		s.model[v] = s.val[2*v] == 1
	}
}

// learn adds the clause analyze left in s.buf (asserting literal first,
// a literal of the backjump level second) after backjumping, and asserts
// its first literal.
func (s *Solver) learn(bt, lbd int) {
	s.cancelUntil(bt)
	cl := s.buf
	s.proof.add(cl)
	s.stats.Learnt++
	switch len(cl) {
	case 1:
		s.enqueue(cl[0], noReason)
	case 2:
		s.addBinary(cl[0], cl[1])
		s.enqueue(cl[0], binFlag|reason(cl[1]))
	default:
		cr := s.ar.alloc(cl, true)
		s.ar.setLBD(cr, lbd)
		s.ar.setActivity(cr, s.claInc)
		s.learnts = append(s.learnts, cr)
		s.watch(cr, cl[0], cl[1])
		s.enqueue(cl[0], cr)
	}
}

// luby is the i-th element (from 0) of the Luby sequence 1 1 2 1 1 2 4 ...
func luby(i int) int64 {
	size, seq := 1, 0
	for size < i+1 {
		seq++
		size = 2*size + 1
	}
	x := i
	for size-1 != x {
		size = (size - 1) >> 1
		seq--
		x %= size
	}
	return int64(1) << seq
}
