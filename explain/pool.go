package explain

import (
	"math/bits"

	"github.com/puzzlesat/puzzlesat/encode"
)

// pool keeps up to 64 models of the rules and the known facts, as one bit
// per model and variable. A model where literal u is false and clues S
// hold refutes "S and the known facts entail u" without a SAT call; most
// candidate steps die that way. A model leaves the pool when a new known
// fact is false in it. A clue holds in a model when its selector is true
// there, or when the model satisfies every clause the clue guards anyway
// (add sets the selector's bit then, so one model serves many clues).
type pool struct {
	x     *explainer
	pos   []uint64 // by variable: the models where it is true
	valid uint64   // the slots holding a model consistent with the known facts
	next  int
}

func (p *pool) init(n int, x *explainer) {
	p.x = x
	p.pos = make([]uint64, n+1)
}

// add puts m in the pool if it satisfies every known fact.
func (p *pool) add(m encode.Model) {
	x := p.x
	for v := 1; v < len(x.known); v++ {
		if x.known[v] != 0 && m.Value(encode.Lit(v)) != (x.known[v] > 0) {
			return
		}
	}
	slot := p.next
	p.next = (p.next + 1) % 64
	bit := uint64(1) << slot
	for v := 1; v < len(p.pos); v++ {
		if m.Value(encode.Lit(v)) {
			p.pos[v] |= bit
		} else {
			p.pos[v] &^= bit
		}
	}
	for i, s := range x.sels {
		if m.Value(s) {
			continue
		}
		if x.holds(m, i) {
			p.pos[s.Var()] |= bit
		}
	}
	p.valid |= bit
}

// learn drops the models in which the new known fact l is false.
func (p *pool) learn(l encode.Lit) { p.valid &= p.trueIn(l) }

// trueIn is the set of models where l is true.
func (p *pool) trueIn(l encode.Lit) uint64 {
	if l > 0 {
		return p.pos[l]
	}
	return ^p.pos[-l]
}

// refutes reports whether some model makes the clues hold and u false.
func (p *pool) refutes(clues []int, u encode.Lit) bool {
	m := p.valid & p.trueIn(-u)
	for _, c := range clues {
		m &= p.pos[p.x.sels[c].Var()]
	}
	return m != 0
}

// size is the number of models in the pool.
func (p *pool) size() int { return bits.OnesCount64(p.valid) }

// holds reports whether m satisfies every clause clue i guards.
func (x *explainer) holds(m encode.Model, i int) bool {
	sel := x.sels[i]
	for _, id := range x.guarded[i] {
		ok := false
		for _, l := range x.rules.Clause(int(id)) {
			if l != -sel && m.Value(l) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}
