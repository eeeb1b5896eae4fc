package encode

// A tiny exact SAT procedure for the tests: unit propagation plus DPLL.
// It shares nothing with the encoders; clause sets here have at most a few
// hundred clauses. Propagation visits, for each literal it sets, the
// clauses holding its negation (a scan of every clause per change made the
// brute-force tests of this package take minutes).

// cnf is a clause set over variables 1..nvars.
type cnf struct {
	nvars   int
	clauses [][]Lit
	occ     [][]int // occ[occIndex(l)]: the clauses holding l
}

// occIndex numbers literals 2v (v) and 2v+1 (-v).
func occIndex(l Lit) int {
	if l < 0 {
		return 2*int(-l) + 1
	}
	return 2 * int(l)
}

// cnfOf copies f's clauses (native constraints are not clauses: the
// callers lower them first).
func cnfOf(f *Formula) cnf {
	c := cnf{nvars: f.NumVars()}
	c.occ = make([][]int, 2*c.nvars+2)
	f.Each(0, func(cl []Lit) {
		for _, l := range cl {
			c.occ[occIndex(l)] = append(c.occ[occIndex(l)], len(c.clauses))
		}
		c.clauses = append(c.clauses, append([]Lit(nil), cl...))
	})
	return c
}

// assignment: 0 unassigned, 1 true, -1 false; indexed by variable.
type assignment []int8

func (a assignment) value(l Lit) int8 {
	v := a[l.Var()]
	if l < 0 {
		return -v
	}
	return v
}

func (a assignment) set(l Lit) {
	if l > 0 {
		a[l] = 1
	} else {
		a[-l] = -1
	}
}

// propagate runs unit propagation to a fixpoint; false means a conflict
// (some clause has all its literals false). Every clause is looked at
// once, then the clauses of each literal made false, until nothing
// changes: the fixpoint (and whether a conflict is met) does not depend
// on the order.
func (c cnf) propagate(a assignment) bool { return c.propagateFrom(a, 0) }

// propagateFrom is propagate on an assignment at a fixpoint but for the
// literal l just set (0: none known, every clause is looked at).
func (c cnf) propagateFrom(a assignment, l Lit) bool {
	var set []Lit
	if l != 0 {
		set = append(set, l)
	}
	// visit sets the clause's unit literal; false on a conflict.
	visit := func(cl []Lit) bool {
		var unit Lit
		free := 0
		for _, l := range cl {
			switch a.value(l) {
			case 1:
				return true
			case 0:
				free++
				unit = l
			}
		}
		switch free {
		case 0:
			return false
		case 1:
			a.set(unit)
			set = append(set, unit)
		}
		return true
	}
	if l == 0 {
		for _, cl := range c.clauses {
			if !visit(cl) {
				return false
			}
		}
	}
	for len(set) > 0 {
		l := set[len(set)-1]
		set = set[:len(set)-1]
		for _, i := range c.occ[occIndex(-l)] {
			if !visit(c.clauses[i]) {
				return false
			}
		}
	}
	return true
}

// satisfiable decides whether a extends to a model of c (a is clobbered).
func (c cnf) satisfiable(a assignment) bool {
	return c.propagate(a) && c.search(a)
}

// search is satisfiable on an assignment at a propagation fixpoint: each
// branch propagates only from the literal it sets.
func (c cnf) search(a assignment) bool {
	for v := 1; v <= c.nvars; v++ {
		if a[v] == 0 {
			b := append(assignment(nil), a...)
			b[v] = 1
			if c.propagateFrom(b, Lit(v)) && c.search(b) {
				return true
			}
			a[v] = -1
			return c.propagateFrom(a, Lit(-v)) && c.search(a)
		}
	}
	return true
}

// newAssignment is an empty assignment for c.
func (c cnf) newAssignment() assignment { return make(assignment, c.nvars+1) }
