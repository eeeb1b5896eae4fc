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
	n := f.NumVars()
	a = make(Assignment, n+1)
	idx := func(l Lit) int {
		if l < 0 {
			return 2*int(-l) + 1
		}
		return 2 * int(l)
	}
	nc := f.NumClauses()
	clauses := make([][]Lit, 0, nc)
	watch := make([][]int32, 2*n+2) // watch[idx(l)]: clauses watching l
	var queue []Lit
	assign := func(l Lit) bool {
		switch a.Value(l) {
		case 1:
			return true
		case -1:
			return false
		}
		if l < 0 {
			a[-l] = -1
		} else {
			a[l] = 1
		}
		queue = append(queue, l)
		return true
	}
	for i := 0; i < nc; i++ {
		c := append([]Lit(nil), f.Clause(i)...)
		switch len(c) {
		case 0:
			return a, true
		case 1:
			if !assign(c[0]) {
				return a, true
			}
			continue
		}
		id := int32(len(clauses))
		clauses = append(clauses, c)
		watch[idx(c[0])] = append(watch[idx(c[0])], id)
		watch[idx(c[1])] = append(watch[idx(c[1])], id)
	}
	cards := f.Cards()
	cardOcc := make(map[int][]int32) // idx(l) -> cards containing l
	cardFalse := make([]int, len(cards))
	for i, cd := range cards {
		if cd.K > len(cd.Lits) {
			return a, true
		}
		for _, l := range cd.Lits {
			cardOcc[idx(l)] = append(cardOcc[idx(l)], int32(i))
		}
		if cd.K == len(cd.Lits) {
			for _, l := range cd.Lits {
				if !assign(l) {
					return a, true
				}
			}
		}
	}
	for qi := 0; qi < len(queue); qi++ {
		falsified := -queue[qi] // this literal just became false
		fi := idx(falsified)
		ws := watch[fi]
		kept := ws[:0]
		for wi, id := range ws {
			c := clauses[id]
			if c[0] == falsified {
				c[0], c[1] = c[1], c[0]
			}
			// c[1] is the falsified watch.
			if a.Value(c[0]) == 1 {
				kept = append(kept, id)
				continue
			}
			moved := false
			for j := 2; j < len(c); j++ {
				if a.Value(c[j]) != -1 {
					c[1], c[j] = c[j], c[1]
					watch[idx(c[1])] = append(watch[idx(c[1])], id)
					moved = true
					break
				}
			}
			if moved {
				continue
			}
			kept = append(kept, id)
			if !assign(c[0]) {
				kept = append(kept, ws[wi+1:]...)
				watch[fi] = kept
				return a, true
			}
		}
		watch[fi] = kept
		for _, ci := range cardOcc[fi] {
			cardFalse[ci]++
			cd := cards[ci]
			left := len(cd.Lits) - cardFalse[ci]
			if left < cd.K {
				return a, true
			}
			if left == cd.K {
				for _, l := range cd.Lits {
					if a.Value(l) == 0 && !assign(l) {
						return a, true
					}
				}
			}
		}
	}
	return a, false
}
