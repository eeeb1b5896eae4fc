package explain

import (
	"math/bits"

	"github.com/puzzlesat/puzzlesat/encode"
)

// poolWords is the pool's size in 64-bit words: it keeps up to 64 times
// as many models.
const poolWords = 16

// set is a set of pool slots.
type set [poolWords]uint64

// pool keeps up to 64·poolWords models of the rules and the known facts,
// as one bit per model and variable. A model where literal u is false and
// clues S hold refutes "S and the known facts entail u" without a SAT
// call; most candidate steps die that way, step after step, since a
// model stays a witness as long as the new facts are true in it. A model
// leaves the pool when a new known fact is false in it (its slot is
// reused first) or, when the pool is full, by turns. A clue holds in a
// model when its selector is true there, or when the model satisfies
// every clause the clue guards anyway (add sets the selector's bit then,
// so one model serves many clues).
type pool struct {
	x     *explainer
	pos   []set // by variable: the models where it is true
	valid set   // the slots holding a model consistent with the known facts
	next  int
}

func (p *pool) init(n int, x *explainer) {
	p.x = x
	p.pos = make([]set, n+1)
}

// free picks a slot: an empty one if there is one, else the next by turns.
func (p *pool) free() int {
	for w := range p.valid {
		if p.valid[w] != ^uint64(0) {
			return w*64 + bits.TrailingZeros64(^p.valid[w])
		}
	}
	s := p.next
	p.next = (p.next + 1) % (64 * poolWords)
	return s
}

// add puts m in the pool if it satisfies every known fact.
func (p *pool) add(m encode.Model) {
	x := p.x
	for v := 1; v < len(x.known); v++ {
		if x.known[v] != 0 && m.Value(encode.Lit(v)) != (x.known[v] > 0) {
			return
		}
	}
	slot := p.free()
	w, bit := slot/64, uint64(1)<<(slot%64)
	for v := 1; v < len(p.pos); v++ {
		if m.Value(encode.Lit(v)) {
			p.pos[v][w] |= bit
		} else {
			p.pos[v][w] &^= bit
		}
	}
	for i, s := range x.sels {
		if !m.Value(s) && x.holds(m, i) {
			p.pos[s.Var()][w] |= bit
		}
	}
	p.valid[w] |= bit
}

// learn drops the models in which the new known fact l is false.
func (p *pool) learn(l encode.Lit) {
	t := p.trueIn(l)
	for w := range p.valid {
		p.valid[w] &= t[w]
	}
}

// trueIn is the set of models where l is true.
func (p *pool) trueIn(l encode.Lit) set {
	if l > 0 {
		return p.pos[l]
	}
	s := p.pos[-l]
	for w := range s {
		s[w] = ^s[w]
	}
	return s
}

// refutes reports whether some model makes the clues hold and u false.
func (p *pool) refutes(clues []int, u encode.Lit) bool {
	f := p.trueIn(-u)
	for w := range f {
		m := p.valid[w] & f[w]
		for _, c := range clues {
			m &= p.pos[p.x.sels[c].Var()][w]
		}
		if m != 0 {
			return true
		}
	}
	return false
}

// holding is the set of valid models where the clues hold.
func (p *pool) holding(clues []int) set {
	m := p.valid
	for _, c := range clues {
		s := &p.pos[p.x.sels[c].Var()]
		for w := range m {
			m[w] &= s[w]
		}
	}
	return m
}

// refutesIn reports whether one of the models m (holding's answer) makes
// u false: refutes(clues, u) for m = holding(clues).
func (p *pool) refutesIn(m *set, u encode.Lit) bool {
	if u > 0 {
		s := &p.pos[u]
		for w := range m {
			if m[w]&^s[w] != 0 {
				return true
			}
		}
		return false
	}
	s := &p.pos[-u]
	for w := range m {
		if m[w]&s[w] != 0 {
			return true
		}
	}
	return false
}

// holds reports whether m satisfies every clause clue i guards (with
// other clues, too) by the clause's other literals than selectors.
func (x *explainer) holds(m encode.Model, i int) bool {
	for _, ids := range [2][]int32{x.guarded[i], x.alsoBy[i]} {
		for _, id := range ids {
			ok := false
			for _, l := range x.rules.Clause(int(id)) {
				// Every clue's selector counts as on: a clause two clues
				// guard (Hitori's "not both of these equal numbers
				// unshaded") is kept only by its other literals, so that
				// clues marked as holding in m hold together.
				if l < 0 && x.clueOf[-l] >= 0 {
					continue
				}
				if m.Value(l) {
					ok = true
					break
				}
			}
			if !ok {
				return false
			}
		}
	}
	return true
}

// bank keeps the last 64·poolWords models of every SAT answer, known
// facts or not: a model where premises P hold and u is false shows that P
// does not entail u, which is what most calls of minimize and
// consequences would otherwise ask the solver.
type bank struct {
	x    *explainer
	pos  []set
	full set
	next int
}

func (b *bank) init(n int, x *explainer) {
	b.x = x
	b.pos = make([]set, n+1)
}

// add stores m (by turns, over the oldest).
func (b *bank) add(m encode.Model) {
	slot := b.next
	b.next = (b.next + 1) % (64 * poolWords)
	w, bit := slot/64, uint64(1)<<(slot%64)
	for v := 1; v < len(b.pos); v++ {
		if m.Value(encode.Lit(v)) {
			b.pos[v][w] |= bit
		} else {
			b.pos[v][w] &^= bit
		}
	}
	for i, s := range b.x.sels {
		if !m.Value(s) && b.x.holds(m, i) {
			b.pos[s.Var()][w] |= bit
		}
	}
	b.full[w] |= bit
}

// refutes reports whether some model makes every literal of lits true and
// u false.
func (b *bank) refutes(lits []encode.Lit, u encode.Lit) bool {
	for w := range b.full {
		m := b.full[w]
		if u > 0 {
			m &^= b.pos[u][w]
		} else {
			m &= b.pos[-u][w]
		}
		for _, l := range lits {
			if m == 0 {
				break
			}
			if l > 0 {
				m &= b.pos[l][w]
			} else {
				m &^= b.pos[-l][w]
			}
		}
		if m != 0 {
			return true
		}
	}
	return false
}
