package explain

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solver"
)

// explainer holds one puzzle's explanation in the making.
//
// Two SAT sessions and two propagators work on the rules: "a" also holds
// every known fact as a unit clause (the questions that find steps all
// take every known fact), "b" holds the rules only and takes premises as
// assumptions (the questions that shrink a step's premises to a minimal
// set take a few facts). Selectors of clues not taken are left free:
// the clauses they guard can always be switched off, so a free selector
// is as good as a false one.
type explainer struct {
	ctx  context.Context
	kind puzzle.Kind
	item puzzle.Item
	opt  Options
	enc  *puzzle.Encoding
	rd   puzzle.FactReader

	rules  *encode.Formula // the encoding (native constraints lowered): b's formula
	fa     *encode.Formula // a's formula: the rules plus the known facts
	a, b   *oracle
	pa, pb *prop

	sels     []encode.Lit // sels[i]: clue i's selector
	clueOf   []int32      // by variable: the clue it selects, or -1
	isFact   []bool       // by variable
	guarded  [][]int32    // guarded[i]: ids (in rules) of the clauses clue i guards
	alsoBy   [][]int32    // alsoBy[i]: ids of the clauses clue i guards with an earlier clue (in that clue's guarded)
	near     [][]int32    // near[i]: the clues whose regions overlap clue i's (nearClues, on first use)
	regionOf [][]int32    // by variable: the clues whose region holds it
	region   [][]int32    // by clue: the fact variables of its region, in the order of Encoding.Facts
	sets     [4][][]int   // by level: its clue sets, once made (clueSets)
	sealed   []bool       // by clue: its auxiliary variables are its own (bound.go)

	known  []int8  // by fact variable: 1 / -1 known value, 0 unknown
	target []int8  // by fact variable: its value in every solution, 0 when it differs
	factOf []int32 // by variable: the fact that made it known, or -1
	facts  []*Fact // the player's facts, then every step's
	from   []Fact
	steps  []Step
	pool   pool
	probes probeCache
	sol    []encode.Lit // the fact literals of the first solution
	bank   bank

	buf     []encode.Lit // regionTargets' answer
	props   int          // propagation queries
	bounded bool         // Options.ClueBound ended the explanation
}

func newExplainer(ctx context.Context, k puzzle.Kind, item puzzle.Item, opt Options) (*explainer, error) {
	eo := opt.Encode
	eo.Explain = true
	settings := map[string]string{}
	for n, v := range eo.Settings {
		settings[n] = v
	}
	eo.Settings = settings
	enc, err := k.Encode(item.Puzzle, eo)
	if err != nil {
		return nil, err
	}
	x := &explainer{ctx: ctx, kind: k, item: item, opt: opt, enc: enc}
	x.rules = enc.Formula.Lowered(encode.Totalizer)
	x.fa = copyFormula(x.rules)
	s := opt.Solver
	if s == nil {
		s = Default()
	}
	if x.a, err = newOracle(s, x.fa); err != nil {
		return nil, err
	}
	if enc.Refine != nil {
		x.a.refine, x.a.addRule = enc.Refine, x.addRule
	}
	x.pa = newProp(x.fa)
	x.index()
	if !opt.GradeOnly {
		if err := x.full(); err != nil {
			x.a.close()
			return nil, err
		}
	}
	return x, nil
}

// full sets up what only full explanations and diagnoses use: session
// b, its propagator pb and the bank of models. A grade-only run sets it
// up only for a diagnosis.
func (x *explainer) full() error {
	if x.b != nil {
		return nil
	}
	b, err := newOracle(x.a.s, x.rules)
	if err != nil {
		return err
	}
	x.b = b
	if x.enc.Refine != nil {
		b.refine, b.addRule = x.enc.Refine, x.addRule
	}
	x.pb = newProp(x.rules)
	x.bank.init(len(x.known)-1, x)
	x.a.onModel, x.b.onModel = x.bank.add, x.bank.add
	return nil
}

func (x *explainer) close() {
	x.a.close()
	if x.b != nil {
		x.b.close()
	}
}

// Default is the backend explanations use when none is given.
func Default() solver.Solver { return solver.CDCL{} }

// index finds the selectors, the fact variables, the clauses each clue
// guards and the clues near each other.
func (x *explainer) index() {
	n := x.rules.NumVars()
	x.clueOf = make([]int32, n+1)
	for i := range x.clueOf {
		x.clueOf[i] = -1
	}
	for i, c := range x.enc.Clues {
		x.sels = append(x.sels, c.Selector)
		x.clueOf[c.Selector.Var()] = int32(i)
	}
	x.isFact = make([]bool, n+1)
	for _, v := range x.enc.Facts {
		x.isFact[v.Var()] = true
	}
	x.known = make([]int8, n+1)
	x.target = make([]int8, n+1)
	x.factOf = make([]int32, n+1)
	for i := range x.factOf {
		x.factOf[i] = -1
	}
	x.guarded = make([][]int32, len(x.sels))
	x.alsoBy = make([][]int32, len(x.sels))
	occ := make([][]int32, n+1) // by variable: the unguarded clauses it is in
	for id := 0; id < x.rules.NumClauses(); id++ {
		c := x.rules.Clause(id)
		guard := int32(-1)
		for _, l := range c {
			if l < 0 && x.clueOf[-l] >= 0 {
				guard = x.clueOf[-l]
				break
			}
		}
		if guard >= 0 {
			x.guarded[guard] = append(x.guarded[guard], int32(id))
			for _, l := range c {
				if l < 0 && x.clueOf[-l] >= 0 && x.clueOf[-l] != guard {
					x.alsoBy[x.clueOf[-l]] = append(x.alsoBy[x.clueOf[-l]], int32(id))
				}
			}
			continue
		}
		for _, l := range c {
			occ[l.Var()] = append(occ[l.Var()], int32(id))
		}
	}
	x.regions(occ)
	x.pool.init(n, x)
}

// clauseFactList holds the fact variables of each rule clause, in one
// backing array: a Shikaku cell's clause lists every pattern that covers
// the cell and one fact, and nearClues would otherwise read it once for
// each of its patterns.
type clauseFactList struct {
	start []int32 // clause id -> its first entry in vars; len = clauses+1
	vars  []int32
}

func (c *clauseFactList) of(id int) []int32 { return c.vars[c.start[id]:c.start[id+1]] }

func (x *explainer) clauseFacts() *clauseFactList {
	n := x.rules.NumClauses()
	c := &clauseFactList{start: make([]int32, n+1)}
	for id := range n {
		for _, l := range x.rules.Clause(id) {
			if x.isFact[l.Var()] {
				c.vars = append(c.vars, int32(l.Var()))
			}
		}
		c.start[id+1] = int32(len(c.vars))
	}
	return c
}

// regions finds each clue's region and, by fact variable, the clues
// whose region holds it. A clue's region is the fact variables of its
// clauses (an auxiliary variable there stands for the fact variables of
// the rule clauses it is in: a Shikaku pattern for its cells), and the
// fact variables one rule clause away from those (a zebra value's other
// houses, a Hashi edge's crossing edges).
func (x *explainer) regions(occ [][]int32) {
	n := len(occ) - 1
	mark := make([]int32, n+1) // mark[v] = clue+1 when v is in its region
	// expanded[v] = clue+1 when the auxiliary v's rule clauses were added
	// to its region: once per clue, not once per guarded clause that v
	// is in (a Shikaku clue's patterns are in many).
	expanded := make([]int32, n+1)
	facts := x.clauseFacts()
	var region [][]int32
	for i := range x.sels {
		var r []int32
		add := func(v int) {
			if x.isFact[v] && mark[v] != int32(i)+1 {
				mark[v] = int32(i) + 1
				r = append(r, int32(v))
			}
		}
		for _, id := range x.guarded[i] {
			for _, l := range x.rules.Clause(int(id)) {
				v := l.Var()
				if x.clueOf[v] >= 0 {
					continue
				}
				add(v)
				if !x.isFact[v] && expanded[v] != int32(i)+1 {
					expanded[v] = int32(i) + 1
					for _, cid := range occ[v] {
						for _, f := range facts.of(int(cid)) {
							add(int(f))
						}
					}
				}
			}
		}
		for _, v := range r[:len(r):len(r)] {
			for _, cid := range occ[v] {
				if c := x.rules.Clause(int(cid)); len(c) <= maxHopClause {
					for _, m := range c {
						add(m.Var())
					}
				}
			}
		}
		region = append(region, r)
	}
	pos := make([]int32, n+1) // by fact variable: its place in Encoding.Facts
	for i, v := range x.enc.Facts {
		pos[v.Var()] = int32(i)
	}
	for _, r := range region {
		slices.SortFunc(r, func(a, b int32) int { return cmp.Compare(pos[a], pos[b]) })
	}
	x.region = region
	cluesOf := make([][]int32, n+1)
	for i, r := range region {
		for _, v := range r {
			cluesOf[v] = append(cluesOf[v], int32(i))
		}
	}
	x.regionOf = cluesOf
}

// nearClues gives, for each clue, the clues whose regions overlap its
// own, found on first use: steps with two clues or more are looked for
// among near clues only, and an explanation that ends before them (a
// grader's up to easy) never needs them.
func (x *explainer) nearClues() [][]int32 {
	if x.near != nil {
		return x.near
	}
	near := make([][]int32, len(x.sels))
	seen := make([]int32, len(x.sels))
	for i, r := range x.region {
		for _, v := range r {
			for _, j := range x.regionOf[v] {
				if int(j) != i && seen[j] != int32(i)+1 {
					seen[j] = int32(i) + 1
					near[i] = append(near[i], j)
				}
			}
		}
		sortInt32(near[i])
	}
	x.near = near
	return near
}

// maxHopClause bounds the rule clauses a region grows through: long
// clauses (a whole row of a zebra category) join everything.
const maxHopClause = 64

func sortInt32(xs []int32) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// addRule adds a clause that holds in every solution of the rules (a
// refinement cut) everywhere.
func (x *explainer) addRule(c []encode.Lit) {
	x.rules.AddClause(c)
	x.fa.AddClause(c)
	x.pa.undo(0)
	x.pa.addClause(c)
	if x.pb != nil {
		x.pb.undo(0)
		x.pb.addClause(c)
	}
	x.probes.reset()
}

// learn makes a literal known: a unit clause in a, an assertion in pa,
// and models that contradict it leave the pool.
func (x *explainer) learn(l encode.Lit, fact int) {
	v := l.Var()
	if l > 0 {
		x.known[v] = 1
	} else {
		x.known[v] = -1
	}
	x.factOf[v] = int32(fact)
	x.fa.Add(l)
	x.pa.assert(l)
	x.pool.learn(l)
}

// regionTargets are the targets left in clue i's region, in the order
// of unknownTargets.
func (x *explainer) regionTargets(i int) []encode.Lit {
	out := x.buf[:0]
	for _, v := range x.region[i] {
		if l, ok := x.unknownTarget(int(v)); ok {
			out = append(out, l)
		}
	}
	x.buf = out
	return out
}

// unknownTarget is the literal of fact variable v that every solution
// makes true, when it is not known yet (ok).
func (x *explainer) unknownTarget(v int) (l encode.Lit, ok bool) {
	if x.target[v] == 0 || x.known[v] != 0 {
		return 0, false
	}
	if l = encode.Lit(v); x.target[v] < 0 {
		l = -l
	}
	return l, true
}

// inRegion reports whether fact variable v is in the region of one of
// the clues.
func (x *explainer) inRegion(clues []int, v int) bool {
	for _, c := range x.regionOf[v] {
		if containsInt(clues, int(c)) {
			return true
		}
	}
	return false
}

// clueIndex is the clue whose selector is l, or -1.
func (x *explainer) clueIndex(l encode.Lit) int32 {
	if l <= 0 || int(l) >= len(x.clueOf) {
		return -1
	}
	return x.clueOf[l]
}

// isKnown reports whether l is a known fact.
func (x *explainer) isKnown(l encode.Lit) bool {
	v := l.Var()
	return x.known[v] != 0 && (x.known[v] > 0) == (l > 0)
}

// unknownTargets lists the literals every solution makes true that are not
// known yet, in variable order.
func (x *explainer) unknownTargets() []encode.Lit {
	var out []encode.Lit
	for _, v := range x.enc.Facts {
		if l, ok := x.unknownTarget(v.Var()); ok {
			out = append(out, l)
		}
	}
	return out
}

// check stops the work when the context is done.
func (x *explainer) check() error {
	if err := x.ctx.Err(); err != nil {
		return err
	}
	return nil
}

// fillStats fills ex.Stats.
func (x *explainer) fillStats(ex *Explanation, start time.Time) {
	st := &ex.Stats
	st.Solver = x.a.s.Name()
	st.Vars = x.enc.Formula.NumVars()
	st.Clauses = x.enc.Formula.NumClauses() + len(x.enc.Formula.Cards())
	for v := range x.target {
		if x.target[v] != 0 {
			st.Facts++
			if x.known[v] == 0 {
				st.Left++
			}
		}
	}
	st.SATCalls, st.Cuts = x.a.calls, x.a.cuts
	wall := x.a.wall
	if x.b != nil {
		st.SATCalls += x.b.calls
		st.Cuts += x.b.cuts
		wall += x.b.wall
	}
	st.Propagations = x.props
	st.TimeMS = ms(time.Since(start))
	st.SolveMS = ms(wall)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// errf is an internal inconsistency: a wrong answer somewhere.
func errf(format string, args ...any) error {
	return fmt.Errorf("explain: internal error: "+format, args...)
}
