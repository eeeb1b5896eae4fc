package encode

// UnitPropagateAssuming is UnitPropagate with the assumptions added as
// unit clauses: the closure under unit propagation of f and the
// assumptions, and whether it met a conflict. The propagation strength
// measure (package solver/strength) compares it with what a SAT oracle
// says the assumptions imply.
func UnitPropagateAssuming(f *Formula, assumptions []Lit) (a Assignment, conflict bool) {
	n := f.NumVars()
	for _, l := range assumptions {
		n = max(n, l.Var())
	}
	u := &unitProp{a: make(Assignment, n+1), watch: make([][]int32, 2*n+2)}
	if !u.load(f) {
		return u.a, true
	}
	for _, l := range assumptions {
		if !u.assign(l) {
			return u.a, true
		}
	}
	return u.a, !u.run()
}

// Prefix is a copy of f with its first n clauses (n <= NumClauses) and all
// its native constraints, over the same variables: the formula as it was
// before a solve loop appended cuts and blocking clauses.
func (f *Formula) Prefix(n int) *Formula {
	n = max(0, min(n, len(f.starts)))
	end := len(f.lits)
	if n < len(f.starts) {
		end = int(f.starts[n])
	}
	return &Formula{
		Vars:   Vars{info: append([]VarInfo(nil), f.info...), n: f.n, blocks: f.blocks},
		lits:   append([]Lit(nil), f.lits[:end]...),
		starts: append([]int32(nil), f.starts[:n]...),
		cards:  append([]Card(nil), f.cards...),
	}
}
