package drat

import "fmt"

// The forward pass: lemmas are added and deleted in proof order while
// unit propagation at the top level (no assumptions) is kept complete,
// until a lemma makes it find a conflict. Nothing is checked yet; the
// backward pass checks the lemmas the conflict depends on.

// addStep adds a lemma.
func (c *Checker) addStep(ls []uint32, pos int64) error {
	c.res.Lemmas++
	ls, taut, err := c.normalize(ls)
	if err != nil {
		return err
	}
	if taut {
		c.res.Tautologies++ // valid in any clause set; not needed by any check
		return nil
	}
	if len(ls) == 0 {
		return &Failure{Pos: pos, Msg: "the empty clause is claimed, but unit propagation on the clauses before it finds no conflict"}
	}
	pivot := ls[0]
	id, err := c.store(ls, fLemma, pos)
	if err != nil {
		return err
	}
	c.cls[id].pivot = pivot
	c.steps = append(c.steps, id)
	if len(ls) == 1 {
		if c.vals[ls[0]] == -1 {
			return c.falsified(id)
		}
		if c.unit(id) {
			return nil
		}
	} else {
		free, sat := c.attach(id)
		switch {
		case sat:
			return nil
		case free == 0:
			return c.falsified(id)
		case free == 1:
			c.assign(c.clauseLits(id)[0], id)
		}
	}
	if cf := c.propagate(); cf >= 0 {
		c.conflict = cf
		c.confStep = len(c.steps) - 1
	}
	return nil
}

// falsified reports a lemma whose every literal is false at the top level
// while propagation finds no conflict: it is not RUP, and not RAT either
// (its pivot is false).
func (c *Checker) falsified(id int32) error {
	return c.failure(id, "every literal of the lemma is false by unit propagation, which finds no conflict: it is neither RUP nor RAT")
}

// deleteStep removes a clause, or ignores the deletion as drat-trim does.
func (c *Checker) deleteStep(ls []uint32) error {
	c.res.Deletions++
	ls, taut, err := c.normalize(ls)
	if err != nil {
		return err
	}
	if len(ls) <= 1 || taut {
		c.res.IgnoredUnitDeletions += btoi(!taut)
		c.res.MissingDeletions += btoi(taut)
		return nil
	}
	id, isReason := c.find(ls)
	switch {
	case id < 0:
		c.res.MissingDeletions++
		return nil
	case isReason:
		c.res.IgnoredReasonDeletions++
		return nil
	}
	c.unindex(id, ls)
	c.detach(id)
	c.steps = append(c.steps, ^id)
	return nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// isReason reports whether clause id implies a literal on the trail.
func (c *Checker) isReason(id int32) bool {
	l := c.clauseLits(id)[0]
	return c.vals[l] == 1 && c.reason[l>>1] == id
}

// find looks up an active clause with exactly the literals ls, preferring
// one that is no reason; -1 when there is none.
func (c *Checker) find(ls []uint32) (id int32, isReason bool) {
	for _, l := range ls {
		c.lmark[l] = true
	}
	id = -1
	c.index.each(hashLits(ls), func(cand int32) bool {
		if c.cls[cand].size != uint32(len(ls)) || !c.sameMarked(cand) {
			return true
		}
		id, isReason = cand, c.isReason(cand)
		return isReason // go on looking for one that is no reason
	})
	for _, l := range ls {
		c.lmark[l] = false
	}
	return id, isReason
}

func (c *Checker) sameMarked(id int32) bool {
	for _, l := range c.clauseLits(id) {
		if !c.lmark[l] {
			return false
		}
	}
	return true
}

// unindex removes clause id from the deletion index.
func (c *Checker) unindex(id int32, ls []uint32) {
	c.index.remove(hashLits(ls), id)
}

// attach orders a clause's literals for watching and watches its first
// two. Literals that are not false come first; when fewer than two are,
// the false ones assigned last follow. It returns how many literals are
// unassigned and whether one is true.
func (c *Checker) attach(id int32) (free int, sat bool) {
	ls := c.clauseLits(id)
	k := 0
	for i, l := range ls {
		if c.vals[l] != -1 {
			sat = sat || c.vals[l] == 1
			free += btoi(c.vals[l] == 0)
			ls[k], ls[i] = ls[i], ls[k]
			k++
		}
	}
	for ; k < 2; k++ {
		best := k
		for i := k + 1; i < len(ls); i++ {
			if c.tpos[ls[i]>>1] > c.tpos[ls[best]>>1] {
				best = i
			}
		}
		ls[k], ls[best] = ls[best], ls[k]
	}
	w := uint32(id) << 2
	if len(ls) == 2 {
		w |= wBinary
	}
	if c.cls[id].flags&fCore != 0 {
		w |= wCore
	}
	c.watch[ls[0]] = append(c.watch[ls[0]], watcher{w, ls[1]})
	c.watch[ls[1]] = append(c.watch[ls[1]], watcher{w, ls[0]})
	c.cls[id].flags |= fActive
	return free, sat
}

// detach removes a clause from the clause set.
func (c *Checker) detach(id int32) {
	ls := c.clauseLits(id)
	if len(ls) >= 2 {
		c.unwatch(ls[0], id)
		c.unwatch(ls[1], id)
	}
	c.cls[id].flags &^= fActive
}

func (c *Checker) unwatch(l uint32, id int32) {
	ws := c.watch[l]
	// From the end: backward checking undoes the lemmas newest first, and
	// a lemma's watches are at the end of their lists then (many copies of
	// one lemma share two lists: a scan from the front was quadratic).
	for i := len(ws) - 1; i >= 0; i-- {
		if w := ws[i]; int32(w.w>>2) == id {
			ws[i] = ws[len(ws)-1]
			c.watch[l] = ws[:len(ws)-1]
			return
		}
	}
}

// assign makes l true with the given reason clause (-1: an assumption).
func (c *Checker) assign(l uint32, reason int32) {
	v := l >> 1
	c.vals[l], c.vals[l^1] = 1, -1
	c.reason[v] = reason
	c.tpos[v] = int32(len(c.trail))
	c.trail = append(c.trail, l)
}

// backtrack unassigns the trail from position n on.
func (c *Checker) backtrack(n int) {
	for i := len(c.trail) - 1; i >= n; i-- {
		l := c.trail[i]
		v := l >> 1
		c.vals[l], c.vals[l^1] = 0, 0
		c.reason[v] = -1
		c.vflag[v] = 0
	}
	c.trail = c.trail[:n]
	c.qCore = min(c.qCore, n)
	c.qAll = min(c.qAll, n)
}

// propagate runs unit propagation to its fixpoint and returns a clause
// that became false, or -1. In the backward pass (coreFirst) clauses
// already in the core are propagated first, so that conflicts are found
// through them when possible and fewer lemmas join the core.
func (c *Checker) propagate() int32 {
	for {
		if c.coreFirst {
			for c.qCore < len(c.trail) {
				fl := c.trail[c.qCore] ^ 1
				c.qCore++
				if cf := c.scan(fl, wCore); cf >= 0 {
					return cf
				}
			}
		}
		if c.qAll >= len(c.trail) {
			return -1
		}
		fl := c.trail[c.qAll] ^ 1
		c.qAll++
		if cf := c.scan(fl, 0); cf >= 0 {
			return cf
		}
	}
}

// scan visits the clauses watching fl, which just became false (only
// those whose core bit is want, in coreFirst mode): each finds another
// literal to watch, or is satisfied, or implies its other watched
// literal, or is false (returned). A watcher's blocker is a literal of
// its clause: when it is true the clause is not even looked at; a binary
// clause's blocker is its other literal, so it is never looked at.
func (c *Checker) scan(fl uint32, want uint32) int32 {
	ws := c.watch[fl]
	j := 0
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if (c.coreFirst && w.w&wCore != want) || c.vals[w.blocker] == 1 {
			ws[j] = w
			j++
			continue
		}
		id := int32(w.w >> 2)
		if w.w&wBinary != 0 {
			ws[j] = w
			j++
			if c.vals[w.blocker] == -1 {
				j += copy(ws[j:], ws[i+1:])
				c.watch[fl] = ws[:j]
				return id
			}
			ls := c.clauseLits(id)
			ls[0], ls[1] = w.blocker, fl
			c.assign(w.blocker, id)
			continue
		}
		cl := &c.cls[id]
		ls := c.lits[cl.start : cl.start+cl.size]
		if ls[0] == fl {
			ls[0], ls[1] = ls[1], fl
		}
		first := ls[0]
		if c.vals[first] == 1 {
			ws[j] = watcher{w.w, first}
			j++
			continue
		}
		moved := false
		for k := 2; k < len(ls); k++ {
			if c.vals[ls[k]] != -1 {
				ls[1], ls[k] = ls[k], fl
				c.watch[ls[1]] = append(c.watch[ls[1]], watcher{w.w, first})
				moved = true
				break
			}
		}
		if moved {
			continue
		}
		ws[j] = watcher{w.w, first}
		j++
		if c.vals[first] == -1 {
			j += copy(ws[j:], ws[i+1:])
			c.watch[fl] = ws[:j]
			return id
		}
		c.assign(first, id)
	}
	c.watch[fl] = ws[:j]
	return -1
}

// failure is a *Failure about lemma id.
func (c *Checker) failure(id int32, msg string) *Failure {
	cl := &c.cls[id]
	ls := append([]uint32{cl.pivot}, c.clauseLits(id)...)
	// The pivot first, then the other literals (watching reorders them).
	out := ls[:1]
	for _, l := range ls[1:] {
		if l != cl.pivot {
			out = append(out, l)
		}
	}
	return &Failure{Pos: cl.pos, Lemma: ints(out), Msg: msg}
}

// Failure is a proof that does not refute the formula: a lemma that is
// neither RUP nor RAT, or no derivation of the empty clause.
type Failure struct {
	// Pos is where the failing lemma starts: line<<32|column in a text
	// proof, the byte offset in a binary one; -1 when the failure is
	// about the whole proof.
	Pos    int64
	Binary bool
	Lemma  []int // the lemma, pivot first (nil when about the whole proof)
	Msg    string
}

// Line and Col are the failing lemma's position in a text proof (0 when
// unknown or binary).
func (f *Failure) Line() int {
	if f.Binary || f.Pos < 0 {
		return 0
	}
	return int(f.Pos >> 32)
}

// Col is the failing lemma's column in a text proof.
func (f *Failure) Col() int {
	if f.Binary || f.Pos < 0 {
		return 0
	}
	return int(f.Pos & (1<<32 - 1))
}

func (f *Failure) Error() string {
	s := "proof rejected: "
	switch {
	case f.Pos < 0:
	case f.Binary:
		s += fmt.Sprintf("byte %d: ", f.Pos)
	default:
		s += fmt.Sprintf("%d:%d: ", f.Line(), f.Col())
	}
	if f.Lemma != nil {
		s += "lemma " + clauseString(f.Lemma) + ": "
	}
	return s + f.Msg
}

func clauseString(ls []int) string {
	s := ""
	for _, l := range ls {
		s += fmt.Sprint(l) + " "
	}
	if len(s) > 200 {
		s = s[:200] + "... "
	}
	return s + "0"
}
