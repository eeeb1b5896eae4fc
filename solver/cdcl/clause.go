package cdcl

import (
	"math"
	"slices"
)

// lit is the internal literal code: 2*v for variable v, 2*v+1 for its
// negation (v >= 1; codes 0 and 1 are unused). l^1 is the negation.
type lit uint32

const litUndef lit = 0

func mkLit(l int) lit {
	if l < 0 {
		return lit(2*(-l) + 1)
	}
	return lit(2 * l)
}

func (l lit) v() int32 { return int32(l >> 1) }

// ext is the DIMACS form of l.
func (l lit) ext() int {
	if l&1 == 1 {
		return -int(l >> 1)
	}
	return int(l >> 1)
}

// cref is a clause's offset in the arena.
type cref = uint32

// A reason tells why a variable has its value: noReason for decisions
// and root units, a cref for a long clause (the implied literal is the
// clause's first literal), or binFlag|other for the binary clause
// {implied, other}.
type reason = uint32

const (
	noReason reason = math.MaxUint32
	binFlag  reason = 1 << 31
)

// The arena keeps every clause of three literals or more in one []lit:
// a three-word header, then the literals. One slab holds no pointers, so
// the garbage collector never scans it, and a clause is one cache line
// more often than not.
//
//	word 0: size<<3 | relocated<<2 | deleted<<1 | learnt
//	word 1: LBD (learnt clauses); the new cref once relocated
//	word 2: activity as float32 bits (learnt clauses)
const (
	hdrWords  = 3
	flLearnt  = 1
	flDeleted = 2
	flMoved   = 4
)

type arena struct {
	mem    []lit // headers are stored as lit values too
	wasted int   // words of deleted clauses
}

func (a *arena) alloc(lits []lit, learnt bool) cref {
	if n := hdrWords + len(lits); len(a.mem)+n > cap(a.mem) {
		// Double: append grows a large slice by a quarter only, which
		// copies a growing arena several times as often.
		a.mem = slices.Grow(a.mem, max(n, len(a.mem)))
	}
	c := cref(len(a.mem))
	h := uint32(len(lits)) << 3
	if learnt {
		h |= flLearnt
	}
	a.mem = append(a.mem, lit(h), 0, 0)
	a.mem = append(a.mem, lits...)
	return c
}

func (a *arena) size(c cref) int      { return int(a.mem[c] >> 3) }
func (a *arena) learnt(c cref) bool   { return a.mem[c]&flLearnt != 0 }
func (a *arena) deleted(c cref) bool  { return a.mem[c]&flDeleted != 0 }
func (a *arena) lbd(c cref) int       { return int(a.mem[c+1]) }
func (a *arena) setLBD(c cref, n int) { a.mem[c+1] = lit(n) }

// lits is clause c's literals; the slice aliases the arena and is valid
// until the next allocation.
func (a *arena) lits(c cref) []lit {
	end := c + hdrWords + cref(a.mem[c]>>3)
	return a.mem[c+hdrWords : end : end]
}

func (a *arena) activity(c cref) float32 { return math.Float32frombits(uint32(a.mem[c+2])) }
func (a *arena) setActivity(c cref, x float32) {
	a.mem[c+2] = lit(math.Float32bits(x))
}

func (a *arena) free(c cref) {
	a.mem[c] |= flDeleted
	a.wasted += hdrWords + a.size(c)
}
