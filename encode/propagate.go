package encode

// Assignment is a partial assignment indexed by variable: 1 true, -1 false,
// 0 unassigned. Index 0 is unused.
type Assignment []int8

// Value is the value of literal l: 1 true, -1 false, 0 unassigned.
func (a Assignment) Value(l Lit) int8 {
	v := l.Var()
	if v >= len(a) {
		return 0
	}
	if l < 0 {
		return -a[v]
	}
	return a[v]
}

// UnitPropagate computes the closure of f under unit propagation at the
// root, before any decision: it starts from f's unit clauses and assigns
// every literal that becomes the last unfalsified one of a clause (or, for
// a native "at least k" constraint, every unassigned literal once exactly k
// remain unfalsified), until nothing changes. conflict is true when some
// clause or constraint is falsified: the formula is then unsatisfiable and
// the assignment is meaningless. It is a plain two-watched-literal
// propagator that shares no code with any solver, so a report built on it
// (shikaku's Alt/Fix/Cov, for example) measures the encoding, not a
// solver's preprocessing.
func UnitPropagate(f *Formula) (a Assignment, conflict bool) {
	u := &unitProp{a: make(Assignment, f.NumVars()+1), watch: make([][]int32, 2*f.NumVars()+2)}
	if !u.load(f) {
		return u.a, true
	}
	return u.a, !u.run()
}

// unitProp is the state of UnitPropagate: two watched literals per
// clause, a counter of false literals per native constraint.
type unitProp struct {
	a         Assignment
	clauses   [][]Lit
	watch     [][]int32 // watch[litIndex(l)]: clauses watching l
	queue     []Lit     // literals assigned true, in order
	cards     []Card
	cardOcc   map[int][]int32 // litIndex(l) -> cards containing l
	cardFalse []int
}

func litIndex(l Lit) int {
	if l < 0 {
		return 2*int(-l) + 1
	}
	return 2 * int(l)
}

// assign sets l true; false on a conflict.
func (u *unitProp) assign(l Lit) bool {
	switch u.a.Value(l) {
	case 1:
		return true
	case -1:
		return false
	}
	if l < 0 {
		u.a[-l] = -1
	} else {
		u.a[l] = 1
	}
	u.queue = append(u.queue, l)
	return true
}

// load watches the clauses and assigns the units; false on a conflict.
func (u *unitProp) load(f *Formula) bool {
	nc := f.NumClauses()
	u.clauses = make([][]Lit, 0, nc)
	for i := 0; i < nc; i++ {
		c := append([]Lit(nil), f.Clause(i)...)
		switch len(c) {
		case 0:
			return false
		case 1:
			if !u.assign(c[0]) {
				return false
			}
			continue
		}
		id := int32(len(u.clauses))
		u.clauses = append(u.clauses, c)
		u.watch[litIndex(c[0])] = append(u.watch[litIndex(c[0])], id)
		u.watch[litIndex(c[1])] = append(u.watch[litIndex(c[1])], id)
	}
	u.cards = f.Cards()
	u.cardOcc = make(map[int][]int32)
	u.cardFalse = make([]int, len(u.cards))
	for i, cd := range u.cards {
		if cd.K > len(cd.Lits) {
			return false
		}
		for _, l := range cd.Lits {
			u.cardOcc[litIndex(l)] = append(u.cardOcc[litIndex(l)], int32(i))
		}
		if cd.K == len(cd.Lits) {
			for _, l := range cd.Lits {
				if !u.assign(l) {
					return false
				}
			}
		}
	}
	return true
}

// run propagates the queue to a fixpoint; false on a conflict.
func (u *unitProp) run() bool {
	for qi := 0; qi < len(u.queue); qi++ {
		falsified := -u.queue[qi] // this literal just became false
		if !u.clausesOf(falsified) || !u.cardsOf(falsified) {
			return false
		}
	}
	return true
}

// clausesOf visits the clauses watching the falsified literal: each finds
// another watch or propagates its other watch.
func (u *unitProp) clausesOf(falsified Lit) bool {
	fi := litIndex(falsified)
	ws := u.watch[fi]
	kept := ws[:0]
	for wi, id := range ws {
		c := u.clauses[id]
		if c[0] == falsified {
			c[0], c[1] = c[1], c[0]
		}
		// c[1] is the falsified watch.
		if u.a.Value(c[0]) == 1 {
			kept = append(kept, id)
			continue
		}
		moved := false
		for j := 2; j < len(c); j++ {
			if u.a.Value(c[j]) != -1 {
				c[1], c[j] = c[j], c[1]
				u.watch[litIndex(c[1])] = append(u.watch[litIndex(c[1])], id)
				moved = true
				break
			}
		}
		if moved {
			continue
		}
		kept = append(kept, id)
		if !u.assign(c[0]) {
			kept = append(kept, ws[wi+1:]...)
			u.watch[fi] = kept
			return false
		}
	}
	u.watch[fi] = kept
	return true
}

// cardsOf counts the falsified literal in its native constraints: one
// with as many non-false literals left as its bound forces them all.
func (u *unitProp) cardsOf(falsified Lit) bool {
	for _, ci := range u.cardOcc[litIndex(falsified)] {
		u.cardFalse[ci]++
		cd := u.cards[ci]
		left := len(cd.Lits) - u.cardFalse[ci]
		if left < cd.K {
			return false
		}
		if left == cd.K {
			for _, l := range cd.Lits {
				if u.a.Value(l) == 0 && !u.assign(l) {
					return false
				}
			}
		}
	}
	return true
}
