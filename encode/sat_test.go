package encode

// A tiny exact SAT procedure for the tests: unit propagation plus DPLL.
// It shares nothing with the encoders; clause sets here have at most a few
// hundred clauses, so a fixpoint scan over all clauses is fast enough.

// cnf is a clause set over variables 1..nvars.
type cnf struct {
	nvars   int
	clauses [][]Lit
}

// cnfOf copies f's clauses (native constraints are not clauses: the
// callers lower them first).
func cnfOf(f *Formula) cnf {
	c := cnf{nvars: f.NumVars()}
	f.Each(0, func(cl []Lit) {
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
// (some clause has all its literals false).
func (c cnf) propagate(a assignment) bool {
	for changed := true; changed; {
		changed = false
		for _, cl := range c.clauses {
			var unit Lit
			free, sat := 0, false
			for _, l := range cl {
				switch a.value(l) {
				case 1:
					sat = true
				case 0:
					free++
					unit = l
				}
				if sat {
					break
				}
			}
			if sat {
				continue
			}
			switch free {
			case 0:
				return false
			case 1:
				a.set(unit)
				changed = true
			}
		}
	}
	return true
}

// satisfiable decides whether a extends to a model of c (a is clobbered).
func (c cnf) satisfiable(a assignment) bool {
	if !c.propagate(a) {
		return false
	}
	for v := 1; v <= c.nvars; v++ {
		if a[v] == 0 {
			b := append(assignment(nil), a...)
			b[v] = 1
			if c.satisfiable(b) {
				return true
			}
			a[v] = -1
			return c.satisfiable(a)
		}
	}
	return true
}

// newAssignment is an empty assignment for c.
func (c cnf) newAssignment() assignment { return make(assignment, c.nvars+1) }
