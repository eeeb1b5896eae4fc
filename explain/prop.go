package explain

import "github.com/puzzlesat/puzzlesat/encode"

// prop is a unit propagator over a CNF, with decision levels, reasons and
// undo: the explanation's cheap query ("what do these premises imply by
// propagation alone?") and the trace of an implied literal back to the
// premises it rests on. It shares no code with any solver.
//
// Literals are coded 2v (v) and 2v+1 (¬v). A clause that becomes unit is
// the reason of the literal it implies; literals assigned by assume or
// assert have no reason and are the leaves of every trace.
type prop struct {
	lits     []int32   // all clauses, concatenated (coded literals)
	start    []int32   // start[i]: offset of clause i; start[len] = len(lits)
	watches  [][]int32 // watches[l]: clauses watching coded literal l
	val      []int8    // by coded literal: 1 true, -1 false, 0 unassigned
	reason   []int32   // by variable: clause id, or -1
	level    []int32   // by variable
	trail    []int32   // coded literals in assignment order
	lim      []int     // trail length at the start of each decision level
	qhead    int
	conflict bool  // a clause is false at level 0: the formula is unsatisfiable
	failed   int32 // the clause found false by the last assume/also that failed
	seen     []bool
	stack    []int32
	marked   []int32
}

func code(l encode.Lit) int32 {
	if l < 0 {
		return int32(-l)*2 + 1
	}
	return int32(l) * 2
}

func decode(c int32) encode.Lit {
	if c&1 == 1 {
		return -encode.Lit(c >> 1)
	}
	return encode.Lit(c >> 1)
}

// newProp loads every clause of f (native cardinality constraints must have
// been lowered) and propagates its unit clauses.
func newProp(f *encode.Formula) *prop {
	n := f.NumVars()
	p := &prop{
		watches: make([][]int32, 2*n+2),
		val:     make([]int8, 2*n+2),
		reason:  make([]int32, n+1),
		level:   make([]int32, n+1),
		seen:    make([]bool, n+1),
		lits:    make([]int32, 0, f.NumLiterals()),
		start:   make([]int32, 0, f.NumClauses()+1),
	}
	f.Each(0, func(c []encode.Lit) { p.addClause(c) })
	return p
}

// grow makes room for variables up to n.
func (p *prop) grow(n int) {
	for len(p.reason) <= n {
		p.watches = append(p.watches, nil, nil)
		p.val = append(p.val, 0, 0)
		p.reason = append(p.reason, -1)
		p.level = append(p.level, 0)
		p.seen = append(p.seen, false)
	}
}

func (p *prop) clause(id int32) []int32 {
	end := int32(len(p.lits))
	if int(id)+1 < len(p.start) {
		end = p.start[id+1]
	}
	return p.lits[p.start[id]:end]
}

// addClause adds a clause at level 0 (the caller has backtracked there)
// and propagates what it implies.
func (p *prop) addClause(c []encode.Lit) {
	for _, l := range c {
		p.grow(l.Var())
	}
	id := int32(len(p.start))
	p.start = append(p.start, int32(len(p.lits)))
	for _, l := range c {
		p.lits = append(p.lits, code(l))
	}
	cl := p.clause(id)
	// Put two non-false literals first (or a true one), so the watches hold.
	nf := 0
	for i, x := range cl {
		if p.val[x] >= 0 && nf < 2 {
			cl[nf], cl[i] = cl[i], cl[nf]
			nf++
		}
	}
	switch {
	case len(cl) == 0 || nf == 0:
		if !p.satisfied(cl) {
			p.conflict = true
		}
		return
	case len(cl) == 1 || nf == 1:
		if len(cl) >= 2 {
			p.watch(id, cl)
		}
		if p.val[cl[0]] == 0 {
			p.enqueue(cl[0], id)
			if p.propagate() >= 0 {
				p.conflict = true
			}
		}
		return
	}
	p.watch(id, cl)
}

func (p *prop) satisfied(cl []int32) bool {
	for _, x := range cl {
		if p.val[x] > 0 {
			return true
		}
	}
	return false
}

func (p *prop) watch(id int32, cl []int32) {
	p.watches[cl[0]] = append(p.watches[cl[0]], id)
	p.watches[cl[1]] = append(p.watches[cl[1]], id)
}

func (p *prop) enqueue(x int32, r int32) {
	p.val[x], p.val[x^1] = 1, -1
	v := x >> 1
	p.reason[v] = r
	p.level[v] = int32(len(p.lim))
	p.trail = append(p.trail, x)
}

// value is l's value: 1 true, -1 false, 0 unassigned.
func (p *prop) value(l encode.Lit) int8 {
	x := code(l)
	if int(x) >= len(p.val) {
		return 0
	}
	return p.val[x]
}

// propagate runs unit propagation; it returns a false clause's id, or -1.
func (p *prop) propagate() int32 {
	for p.qhead < len(p.trail) {
		f := p.trail[p.qhead] ^ 1 // this literal just became false
		p.qhead++
		ws := p.watches[f]
		kept := ws[:0]
		for wi := 0; wi < len(ws); wi++ {
			id := ws[wi]
			cl := p.clause(id)
			if cl[0] == f {
				cl[0], cl[1] = cl[1], cl[0]
			}
			if p.val[cl[0]] > 0 {
				kept = append(kept, id)
				continue
			}
			moved := false
			for j := 2; j < len(cl); j++ {
				if p.val[cl[j]] >= 0 {
					cl[1], cl[j] = cl[j], cl[1]
					p.watches[cl[1]] = append(p.watches[cl[1]], id)
					moved = true
					break
				}
			}
			if moved {
				continue
			}
			kept = append(kept, id)
			if p.val[cl[0]] < 0 {
				kept = append(kept, ws[wi+1:]...)
				p.watches[f] = kept
				p.qhead = len(p.trail)
				return id
			}
			p.enqueue(cl[0], id)
		}
		p.watches[f] = kept
	}
	return -1
}

// assume opens a decision level and makes l true there (a leaf of
// traces); it reports false on a conflict (the level stays open: undo it).
func (p *prop) assume(l encode.Lit) bool {
	p.grow(l.Var())
	p.lim = append(p.lim, len(p.trail))
	return p.set(l)
}

// also makes l true at the current level, as a leaf; false on a conflict.
func (p *prop) also(l encode.Lit) bool {
	p.grow(l.Var())
	return p.set(l)
}

func (p *prop) set(l encode.Lit) bool {
	x := code(l)
	switch p.val[x] {
	case 1:
		return true
	case -1:
		p.failed = -1
		return false
	}
	p.enqueue(x, -1)
	p.failed = p.propagate()
	return p.failed < 0
}

// conflictLits are the assigned literals whose clause the last failed
// assume or also found false (the negations of its literals), or nil
// when the failure was an assumption already false.
func (p *prop) conflictLits() []int32 {
	if p.failed < 0 {
		return nil
	}
	cl := p.clause(p.failed)
	out := make([]int32, len(cl))
	for i, y := range cl {
		out[i] = y ^ 1
	}
	return out
}

// assert makes l true at level 0 for good (a known fact).
func (p *prop) assert(l encode.Lit) {
	p.undo(0)
	if !p.set(l) {
		p.conflict = true
	}
}

// undo backtracks to decision level lvl.
func (p *prop) undo(lvl int) {
	if len(p.lim) <= lvl {
		return
	}
	t := p.lim[lvl]
	for i := len(p.trail) - 1; i >= t; i-- {
		x := p.trail[i]
		p.val[x], p.val[x^1] = 0, 0
	}
	p.trail = p.trail[:t]
	p.lim = p.lim[:lvl]
	p.qhead = t
}

// since returns the literals assigned from trail position t on.
func (p *prop) since(t int) []int32 { return p.trail[t:] }

// leaves walks the implication graph back from the assigned literals xs
// and calls fn with every literal it reaches that has no reason (assumed
// or asserted literals) or where stop says to stop (a known fact, which
// is a premise even when propagation had reached it before it was
// known).
func (p *prop) leaves(xs []int32, stop func(l encode.Lit) bool, fn func(l encode.Lit)) {
	p.stack = p.stack[:0]
	marked := p.marked[:0]
	for _, x := range xs {
		if v := x >> 1; !p.seen[v] {
			p.seen[v] = true
			marked = append(marked, v)
			p.stack = append(p.stack, x)
		}
	}
	for len(p.stack) > 0 {
		x := p.stack[len(p.stack)-1]
		p.stack = p.stack[:len(p.stack)-1]
		r := p.reason[x>>1]
		if r < 0 || (stop != nil && stop(decode(x))) {
			fn(decode(x))
			continue
		}
		for _, y := range p.clause(r) {
			if y == x {
				continue
			}
			if v := y >> 1; !p.seen[v] {
				p.seen[v] = true
				marked = append(marked, v)
				p.stack = append(p.stack, y^1) // y is false: its negation was assigned
			}
		}
	}
	for _, v := range marked {
		p.seen[v] = false
	}
	p.marked = marked
}
