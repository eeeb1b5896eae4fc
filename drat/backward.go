package drat

// The backward pass: from the conflict the forward pass found, the
// proof is undone step by step. Clauses the refutation uses are marked
// (the core); a lemma is checked only if it is marked by the time the
// pass reaches it, against the clause set just before it, and its check
// marks the clauses it uses in turn. Lemmas nobody needs are never checked.

// backward checks the core lemmas from the conflict step down to the first.
func (c *Checker) backward() error {
	c.coreFirst = true
	c.topLen = len(c.trail)
	c.analyze(c.conflict)
	for s := c.confStep; s >= 0; s-- {
		e := c.steps[s]
		if e < 0 {
			c.reattach(^e)
			continue
		}
		c.undoLemma(e)
		if c.cls[e].flags&fCore == 0 {
			continue
		}
		if err := c.checkLemma(e); err != nil {
			return err
		}
	}
	return nil
}

// reattach undoes a deletion. The trail is then what it was when the
// clause was deleted, a fixpoint with the clause present: the clause is
// satisfied or has two unassigned literals.
func (c *Checker) reattach(id int32) {
	c.attach(id)
}

// undoLemma removes a lemma; if it implied a literal at the top level,
// that literal and everything propagated after it are unassigned (they
// were all found after the lemma was added).
func (c *Checker) undoLemma(id int32) {
	implied := c.isReason(id)
	c.detach(id)
	if implied {
		c.backtrack(int(c.tpos[c.clauseLits(id)[0]>>1]))
	}
	c.topLen = len(c.trail)
}

// checkLemma checks that lemma id is RUP, else RAT on its pivot, with
// respect to the current clause set, and marks the clauses the check used.
func (c *Checker) checkLemma(id int32) error {
	c.res.Checked++
	ls := c.clauseLits(id)
	for _, l := range ls {
		if c.vals[l] == 1 { // implied at the top level
			c.analyzeLit(l)
			return nil
		}
	}
	for _, l := range ls {
		if c.vals[l] == 0 {
			c.assign(l^1, -1)
		}
	}
	if cf := c.propagate(); cf >= 0 {
		c.analyze(cf)
		c.backtrack(c.topLen)
		return nil
	}
	pivot := c.cls[id].pivot
	ok := c.vals[pivot] != -1 || c.tpos[pivot>>1] >= int32(c.topLen)
	ok = ok && c.checkRAT(pivot)
	c.backtrack(c.topLen)
	if !ok {
		return c.failure(id, "neither RUP nor RAT on its first literal")
	}
	c.res.RAT++
	return nil
}

// checkRAT checks, with the lemma's negation assigned and propagated
// without conflict, that every resolvent on pivot with a core clause
// containing its negation is RUP. Clauses not in the core are left out,
// as drat-trim does: a trimmed proof deletes them before this lemma. A
// clause that joins the core during the check is a candidate too, so the
// scan repeats until it finds no new candidate.
func (c *Checker) checkRAT(pivot uint32) bool {
	n := len(c.trail)
	neg := pivot ^ 1
	var done []int32
	defer func() {
		for _, id := range done {
			c.cls[id].flags &^= fRAT
		}
	}()
	for again := true; again; {
		again = false
		for id := int32(0); id < int32(len(c.cls)); id++ {
			cl := &c.cls[id]
			if cl.flags&(fActive|fCore|fRAT) != fActive|fCore || !c.contains(id, neg) {
				continue
			}
			cl.flags |= fRAT
			done = append(done, id)
			again = true
			if !c.resolventRUP(id, neg) {
				return false
			}
			c.backtrack(n)
		}
	}
	return true
}

// resolventRUP checks that the lemma (whose negation is assigned) joined
// with clause id minus neg is RUP, and marks what the check used.
func (c *Checker) resolventRUP(id int32, neg uint32) bool {
	for _, m := range c.clauseLits(id) {
		if m != neg && c.vals[m] == 1 {
			c.analyzeLit(m)
			return true
		}
	}
	for _, m := range c.clauseLits(id) {
		if m != neg && c.vals[m] == 0 {
			c.assign(m^1, -1)
		}
	}
	cf := c.propagate()
	if cf < 0 {
		return false
	}
	c.analyze(cf)
	return true
}

func (c *Checker) contains(id int32, l uint32) bool {
	for _, m := range c.clauseLits(id) {
		if m == l {
			return true
		}
	}
	return false
}

// markCore adds a clause to the core, and flags its watches so that
// core-first propagation sees it.
func (c *Checker) markCore(id int32) {
	cl := &c.cls[id]
	if cl.flags&fCore != 0 {
		return
	}
	cl.flags |= fCore
	ls := c.clauseLits(id)
	if cl.flags&fActive == 0 || len(ls) < 2 {
		return
	}
	for _, l := range ls[:2] {
		for i, w := range c.watch[l] {
			if int32(w.w>>2) == id {
				c.watch[l][i].w |= wCore
				break
			}
		}
	}
}

// analyze marks the false clause id and every reason that led to it.
func (c *Checker) analyze(id int32) {
	c.markCore(id)
	for _, l := range c.clauseLits(id) {
		c.visit(l >> 1)
	}
	c.explain()
}

// analyzeLit marks every reason behind the true literal l.
func (c *Checker) analyzeLit(l uint32) {
	c.visit(l >> 1)
	c.explain()
}

func (c *Checker) visit(v uint32) {
	if c.vflag[v]&(vSeen|vJustified) == 0 {
		c.vflag[v] |= vSeen
		c.stack = append(c.stack, v)
	}
}

// explain marks the reasons of the visited variables, depth first. Top
// level variables whose reasons are all marked become justified: later
// analyses stop at them.
func (c *Checker) explain() {
	for len(c.stack) > 0 {
		v := c.stack[len(c.stack)-1]
		c.stack = c.stack[:len(c.stack)-1]
		c.visited = append(c.visited, v)
		r := c.reason[v]
		if r < 0 {
			continue
		}
		c.markCore(r)
		for _, l := range c.clauseLits(r) {
			if l>>1 != v {
				c.visit(l >> 1)
			}
		}
	}
	for _, v := range c.visited {
		c.vflag[v] &^= vSeen
		if c.tpos[v] < int32(c.topLen) {
			c.vflag[v] |= vJustified
		}
	}
	c.visited = c.visited[:0]
}
