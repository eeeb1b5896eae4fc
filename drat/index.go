package drat

// clauseIndex finds the active clauses with a given literal set, for
// deletions: an open-addressing table (linear probing) of the distinct
// hashes, each with the chain of its clause ids, newest first. Clauses that share a hash (equal clauses, repeated lemmas) share
// one slot: adding one is constant time and a lookup walks the chain
// from its oldest entry (issue 32 item 8: with one slot per clause,
// 160,000 copies of one lemma formed a probe run that every addition
// and removal walked, 21.7 s of CPU). Removal shifts later slots of a run
// back, so there are no tombstones.
type clauseIndex struct {
	slots []slot // length a power of two, at most half full
	n     int    // slots in use (distinct hashes)
	next  []int32
}

// slot is a hash and its chain of clause ids (next links them, -1 ends
// the chain); head -1: empty.
type slot struct {
	h    uint64
	head int32
}

func (x *clauseIndex) mask() uint64 { return uint64(len(x.slots) - 1) }

// reserve makes room for n distinct hashes.
func (x *clauseIndex) reserve(n int) {
	if 2*n <= len(x.slots) {
		return
	}
	size := 16
	for size < 2*n {
		size *= 2
	}
	old := x.slots
	x.slots = make([]slot, size)
	for i := range x.slots {
		x.slots[i].head = -1
	}
	for _, s := range old {
		if s.head >= 0 {
			i := s.h & x.mask()
			for x.slots[i].head >= 0 {
				i = (i + 1) & x.mask()
			}
			x.slots[i] = s
		}
	}
}

// find is the slot of hash h, or the empty slot where it would go.
func (x *clauseIndex) find(h uint64) uint64 {
	i := h & x.mask()
	for x.slots[i].head >= 0 && x.slots[i].h != h {
		i = (i + 1) & x.mask()
	}
	return i
}

func (x *clauseIndex) add(h uint64, id int32) {
	for int(id) >= len(x.next) {
		x.next = append(x.next, -1)
	}
	x.next[id] = -1
	x.reserve(x.n + 1)
	i := x.find(h)
	if s := &x.slots[i]; s.head >= 0 {
		x.next[id] = s.head
		s.head = id
		return
	}
	x.slots[i] = slot{h, id}
	x.n++
}

// each calls fn with the id of every entry with hash h, newest first (a
// deleted copy of a repeated lemma is then the newest, whose watches are
// at the end of their lists), until fn returns false.
func (x *clauseIndex) each(h uint64, fn func(id int32) bool) {
	if len(x.slots) == 0 {
		return
	}
	for id := x.slots[x.find(h)].head; id >= 0; id = x.next[id] {
		if !fn(id) {
			return
		}
	}
}

// remove deletes the entry (h, id).
func (x *clauseIndex) remove(h uint64, id int32) {
	if len(x.slots) == 0 {
		return
	}
	i := x.find(h)
	s := &x.slots[i]
	prev := int32(-1)
	cur := s.head
	for cur >= 0 && cur != id {
		prev, cur = cur, x.next[cur]
	}
	if cur < 0 {
		return
	}
	if prev < 0 {
		s.head = x.next[cur]
	} else {
		x.next[prev] = x.next[cur]
	}
	x.next[cur] = -1
	if s.head >= 0 {
		return
	}
	// The hash's last clause: free the slot. Backward shift: move up
	// every later slot of the run that may sit in the hole (its home
	// slot is not cyclically after the hole).
	m := x.mask()
	for j := (i + 1) & m; x.slots[j].head >= 0; j = (j + 1) & m {
		home := x.slots[j].h & m
		if (j-home)&m >= (j-i)&m {
			x.slots[i] = x.slots[j]
			i = j
		}
	}
	x.slots[i].head = -1
	x.n--
}
