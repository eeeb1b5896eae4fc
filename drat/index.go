package drat

// clauseIndex finds the active clauses with a given literal set, for
// deletions: an open-addressing table of (hash, clause id) with linear
// probing. Several clauses may share a hash (or be equal); a lookup
// visits every entry of the probe run that has the hash. Removal shifts
// later entries of the run back, so there are no tombstones.
type clauseIndex struct {
	slots []slot // length a power of two, at most half full
	n     int
}

type slot struct {
	h  uint64
	id int32 // -1: empty
}

func (x *clauseIndex) mask() uint64 { return uint64(len(x.slots) - 1) }

// reserve makes room for n entries.
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
		x.slots[i].id = -1
	}
	x.n = 0
	for _, s := range old {
		if s.id >= 0 {
			x.add(s.h, s.id)
		}
	}
}

func (x *clauseIndex) add(h uint64, id int32) {
	x.reserve(x.n + 1)
	i := h & x.mask()
	for x.slots[i].id >= 0 {
		i = (i + 1) & x.mask()
	}
	x.slots[i] = slot{h, id}
	x.n++
}

// each calls fn with the id of every entry with hash h until fn returns
// false.
func (x *clauseIndex) each(h uint64, fn func(id int32) bool) {
	if len(x.slots) == 0 {
		return
	}
	for i := h & x.mask(); x.slots[i].id >= 0; i = (i + 1) & x.mask() {
		if x.slots[i].h == h && !fn(x.slots[i].id) {
			return
		}
	}
}

// remove deletes the entry (h, id).
func (x *clauseIndex) remove(h uint64, id int32) {
	m := x.mask()
	i := h & m
	for x.slots[i].id != id || x.slots[i].h != h {
		if x.slots[i].id < 0 {
			return
		}
		i = (i + 1) & m
	}
	// Backward shift: move up every later entry of the run that may sit
	// in the hole (its home slot is not cyclically after the hole).
	for j := (i + 1) & m; x.slots[j].id >= 0; j = (j + 1) & m {
		home := x.slots[j].h & m
		if (j-home)&m >= (j-i)&m {
			x.slots[i] = x.slots[j]
			i = j
		}
	}
	x.slots[i].id = -1
	x.n--
}
