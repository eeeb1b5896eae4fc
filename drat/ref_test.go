package drat

import (
	"fmt"
	"strconv"
	"strings"
)

// A reference checker for the tests: naive unit propagation over clause
// lists (no watches, no core, no passes), written independently of the
// checker, and a brute-force satisfiability test.

type refStep struct {
	del  bool
	lits []int
}

// upConflict reports whether unit propagation on cls with the literals
// of assume set true finds a conflict. It counts false literals per
// clause through occurrence lists: simple, and fast enough for proofs of
// a few thousand steps.
func upConflict(cls [][]int, assume []int) bool {
	top := 0
	for _, c := range cls {
		for _, l := range c {
			top = max(top, abs(l))
		}
	}
	for _, l := range assume {
		top = max(top, abs(l))
	}
	occ := make([][]int32, 2*top+2) // literal -> clauses containing it
	idx := func(l int) int {
		if l < 0 {
			return 2*(-l) + 1
		}
		return 2 * l
	}
	for i, c := range cls {
		for _, l := range c {
			occ[idx(l)] = append(occ[idx(l)], int32(i))
		}
	}
	val := make([]int8, top+1) // 1 true, -1 false
	var queue []int
	set := func(l int) bool { // false on a contradiction
		want := int8(1)
		if l < 0 {
			want = -1
		}
		if val[abs(l)] != 0 {
			return val[abs(l)] == want
		}
		val[abs(l)] = want
		queue = append(queue, l)
		return true
	}
	status := func(c []int) (free int, unset int, sat bool) {
		for _, l := range c {
			switch v := val[abs(l)]; {
			case v == 0 && l != unset:
				free++
				unset = l
			case v != 0 && (v > 0) == (l > 0):
				return 0, 0, true
			}
		}
		return free, unset, false
	}
	for _, l := range assume {
		if !set(l) {
			return true
		}
	}
	for _, c := range cls { // units and empty clauses
		if free, unset, sat := status(c); !sat && free == 0 {
			return true
		} else if !sat && free == 1 && !set(unset) {
			return true
		}
	}
	for len(queue) > 0 {
		l := queue[0]
		queue = queue[1:]
		for _, i := range occ[idx(-l)] {
			free, unset, sat := status(cls[i])
			switch {
			case sat:
			case free == 0:
				return true
			case free == 1:
				if !set(unset) {
					return true
				}
			}
		}
	}
	return false
}

func negate(c []int) []int {
	out := make([]int, len(c))
	for i, l := range c {
		out[i] = -l
	}
	return out
}

// refRUP reports whether lemma is RUP in cls.
func refRUP(cls [][]int, lemma []int) bool { return upConflict(cls, negate(lemma)) }

// refStrict checks every lemma up to the first top-level conflict (each
// must be RUP), honouring every deletion. It accepts a proof that this
// package must accept: the package keeps at least these clauses.
func refStrict(formula [][]int, steps []refStep) bool {
	cls := append([][]int(nil), formula...)
	if upConflict(cls, nil) {
		return true
	}
	for _, s := range steps {
		if s.del {
			cls = removeClause(cls, s.lits)
			continue
		}
		if !refRUP(cls, s.lits) {
			return false
		}
		cls = append(cls, s.lits)
		if upConflict(cls, nil) {
			return true
		}
	}
	return false
}

// refKeep ignores every deletion and drops the lemmas that are neither
// RUP nor RAT (instead of failing); it accepts when the valid lemmas
// alone derive a conflict. Whatever this package accepts, refKeep
// accepts: the package's checked lemmas use only clauses it checked too
// (up to RAT checks, where the package sees only core candidates).
func refKeep(formula [][]int, steps []refStep) bool {
	cls := append([][]int(nil), formula...)
	if upConflict(cls, nil) {
		return true
	}
	for _, s := range steps {
		if s.del || !refRUP(cls, s.lits) && !refRAT(cls, s.lits) {
			continue
		}
		cls = append(cls, s.lits)
		if upConflict(cls, nil) {
			return true
		}
	}
	return false
}

func removeClause(cls [][]int, c []int) [][]int {
	key := setKey(c)
	for i, d := range cls {
		if setKey(d) == key {
			return append(cls[:i:i], cls[i+1:]...)
		}
	}
	return cls
}

func setKey(c []int) string {
	m := map[int]bool{}
	for _, l := range c {
		m[l] = true
	}
	var ks []int
	for l := range m {
		ks = append(ks, l)
	}
	for i := range ks {
		for j := i + 1; j < len(ks); j++ {
			if ks[j] < ks[i] {
				ks[i], ks[j] = ks[j], ks[i]
			}
		}
	}
	return fmt.Sprint(ks)
}

// bruteSat reports whether cls over variables 1..n is satisfiable.
func bruteSat(n int, cls [][]int) bool {
	for m := 0; m < 1<<n; m++ {
		ok := true
		for _, c := range cls {
			sat := false
			for _, l := range c {
				if (m>>(abs(l)-1)&1 == 1) == (l > 0) {
					sat = true
					break
				}
			}
			if !sat {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// textProof writes steps as a text proof.
func textProof(steps []refStep) string {
	var b strings.Builder
	for _, s := range steps {
		if s.del {
			b.WriteString("d ")
		}
		for _, l := range s.lits {
			b.WriteString(strconv.Itoa(l))
			b.WriteByte(' ')
		}
		b.WriteString("0\n")
	}
	return b.String()
}

// binaryProof writes steps as a binary proof.
func binaryProof(steps []refStep) []byte {
	var b []byte
	for _, s := range steps {
		if s.del {
			b = append(b, 'd')
		} else {
			b = append(b, 'a')
		}
		for _, l := range append(append([]int(nil), s.lits...), 0) {
			u := uint64(2 * abs(l))
			if l < 0 {
				u++
			}
			for u >= 0x80 {
				b = append(b, byte(u)|0x80)
				u >>= 7
			}
			b = append(b, byte(u))
		}
	}
	return b
}

// readRefProof parses a proof for the reference, independently of the
// package's parser: text by fields, binary by the varint rule.
func readRefProof(data []byte, binary bool) ([]refStep, bool) {
	var steps []refStep
	if binary {
		for i := 0; i < len(data); {
			del := data[i] == 'd'
			if data[i] != 'a' && !del {
				return nil, false
			}
			i++
			var lits []int
			for {
				var u uint64
				shift := 0
				for {
					if i >= len(data) {
						return nil, false
					}
					c := data[i]
					i++
					u |= uint64(c&0x7f) << shift
					shift += 7
					if c < 0x80 {
						break
					}
				}
				if u == 0 {
					break
				}
				l := int(u >> 1)
				if u&1 == 1 {
					l = -l
				}
				lits = append(lits, l)
			}
			steps = append(steps, refStep{del, lits})
		}
		return steps, true
	}
	var cur refStep
	open := false
	for _, f := range strings.Fields(string(data)) {
		if f == "d" {
			cur.del, open = true, true
			continue
		}
		n, err := strconv.Atoi(f)
		if err != nil {
			return nil, false
		}
		open = true
		if n == 0 {
			steps = append(steps, cur)
			cur, open = refStep{}, false
			continue
		}
		cur.lits = append(cur.lits, n)
	}
	return steps, !open
}
