package encode

// Problem is an encoded puzzle instance as a solve loop sees it: the
// formula, the variables that define a solution, and the rules left out of
// the eager encoding. Puzzle encoders build it; the solve loop in package
// solve drives it (solve.Problem is the same type), so that encoders
// need to know no solver.
type Problem struct {
	// Formula is the eager part of the encoding. The loop appends
	// refinement cuts and blocking clauses to it.
	Formula *Formula
	// Primary are the variables that define a solution. Blocking clauses
	// are built over these only, never over auxiliary variables.
	Primary []Lit
	// Refine, when set, inspects a model and returns clauses that cut it
	// off if it breaks a rule the eager encoding leaves out (for example
	// Hashi connectivity); nil or empty means the model is acceptable.
	// The cuts must be valid for every real solution.
	Refine func(m Model) [][]Lit
	// Alternative, when set, returns a second solution that m proves to
	// exist although the formula leaves it out, or nil. An encoding sets
	// it only when its formula is a reduced form of the puzzle (some
	// solutions dominated by others are left out): the formula has a
	// model iff the puzzle has a solution, and the puzzle has two or
	// more iff the formula has two models or Alternative of its only
	// model returns one. Only the primary variables of the returned
	// model count. Such an encoding answers existence and uniqueness,
	// not counts beyond two: encoders build it only when told the loop
	// looks for at most two solutions (puzzle.Options.Solutions).
	Alternative func(m Model) Model
}

// Blocking is the clause that excludes m's values on the primary variables.
func Blocking(m Model, primary []Lit) []Lit {
	c := make([]Lit, len(primary))
	for i, v := range primary {
		if m.Value(v) {
			c[i] = -v
		} else {
			c[i] = v
		}
	}
	return c
}
