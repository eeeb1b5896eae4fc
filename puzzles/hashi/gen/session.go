package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// session is one incremental engine for one layout: the rules of Hashi
// on the layout's candidate edges, with every island's bridge count as a
// unary number, so that any clues can be posed as assumptions and any
// intended solution blocked by a guarded clause. The clauses (M order
// literals x_e>=k per candidate edge, primary):
//
//	order      x_e>=k+1 -> x_e>=k
//	crossing   ¬x_h>=1 ∨ ¬x_v>=1 for crossing candidate edges
//	forcing    x_e>=1 for every bridge (Tarjan) of the candidate graph
//	clue v     Tamura's order encoding of "island i has v bridges"
//	           (the clauses of puzzles/hashi's default), each clause
//	           guarded by a selector s_iv, made when a clue first asks
//	           for it and then assumed
//	blocking   ¬g ∨ (some edge differs from the intended solution), one
//	           per intended solution, g assumed while it is the current one
//	cuts       "some candidate edge leaving C is used" for each component
//	           C of a model's bridges that is not everything (lazy
//	           connectivity, as puzzles/hashi's Refine; valid for every
//	           clue, so they stay)
//
// Clues and intended solutions change between calls; the clauses and what
// the engine learnt from them stay.
type session struct {
	l     *layout
	s     *cdcl.Solver
	x     [][]encode.Lit // x[e][k-1] is x_e>=k
	sel   [][]encode.Lit // sel[i][v]: "island i has v bridges" holds (0: not made yet)
	guard encode.Lit     // the current blocking clause's guard (0: none)
	next  encode.Lit     // the next free variable
	cl    []encode.Lit   // clause buffer
	cuts  int
	calls int
	// buffers reused between calls
	as     []encode.Lit // assumptions
	model  []int        // the other solution second returns
	bl     []encode.Lit // blocking clause
	byRoot [][]encode.Lit
}

func newSession(l *layout) *session { return newSessionOn(l, nil) }

// newSessionOn makes the layout's session in engine s (Reset: the
// memory of a session no longer used), or in a new engine when s is nil.
func newSessionOn(l *layout, s *cdcl.Solver) *session {
	if s == nil {
		s = cdcl.New(cdcl.Options{})
	} else {
		s.Reset(cdcl.Options{})
	}
	ss := &session{l: l, s: s, next: 1}
	// The order literals, then a selector per island: the engine sizes
	// its variables once.
	ss.s.EnsureVars(l.m*len(l.edges) + len(l.islands))
	ss.rules()
	ss.sel = make([][]encode.Lit, len(l.islands))
	for i := range l.islands {
		ss.sel[i] = make([]encode.Lit, l.m*len(l.inc[i])+1)
		ss.selector(i, l.clue(i))
	}
	return ss
}

// selector is the literal that switches on "island i has v bridges",
// made with its clauses (Tamura's order encoding of the sum, each clause
// guarded by it) the first time a clue asks for it.
func (ss *session) selector(i, v int) encode.Lit {
	if s := ss.sel[i][v]; s != 0 {
		return s
	}
	s := ss.newVar()
	ss.sel[i][v] = s
	ss.orderClue(i, v, s)
	return s
}

// rules makes the order literals and adds the order, crossing and
// forcing clauses.
func (ss *session) rules() {
	l := ss.l
	ss.x = make([][]encode.Lit, len(l.edges))
	for e := range l.edges {
		for range l.m {
			ss.x[e] = append(ss.x[e], ss.newVar())
		}
		for k := 1; k < l.m; k++ {
			ss.add(-ss.x[e][k], ss.x[e][k-1])
		}
	}
	for _, c := range l.cross {
		ss.add(-ss.x[c[0]][0], -ss.x[c[1]][0])
	}
	if len(l.islands) > 1 {
		g := graph.New(len(l.islands))
		for _, ed := range l.edges {
			g.AddEdge(ed.a, ed.b)
		}
		for _, e := range g.Bridges() {
			ss.add(ss.x[e][0])
		}
	}
}

func (ss *session) newVar() encode.Lit {
	v := ss.next
	ss.next++
	return v
}

func (ss *session) add(lits ...encode.Lit) { ss.addClause(lits) }

func (ss *session) addClause(c []encode.Lit) { ss.s.AddClause(c) }

// assumptions are the clues of the intended solution and the guard of
// its blocking clause.
func (ss *session) assumptions(dst []encode.Lit) []encode.Lit {
	for i := range ss.sel {
		dst = append(dst, ss.selector(i, ss.l.clue(i)))
	}
	if ss.guard != 0 {
		dst = append(dst, ss.guard)
	}
	return dst
}

// block retires the previous blocking clause and blocks the intended
// solution: some edge's multiplicity differs from it.
func (ss *session) block() {
	if ss.guard != 0 {
		ss.add(-ss.guard)
	}
	ss.guard = ss.newVar()
	ss.bl = append(ss.bl[:0], -ss.guard)
	for e, k := range ss.l.bridges {
		if k > 0 {
			ss.bl = append(ss.bl, -ss.x[e][k-1])
		}
		if k < ss.l.m {
			ss.bl = append(ss.bl, ss.x[e][k])
		}
	}
	ss.addClause(ss.bl)
}

// second looks for a solution of the current clues other than the
// intended one: nil when there is none (the puzzle is unique), else the
// other solution's multiplicities (valid until the next call). ok is
// false when ctx ended.
func (ss *session) second(ctx context.Context) (other []int, ok bool) {
	for {
		ss.as = ss.assumptions(ss.as[:0])
		ss.calls++
		switch ss.s.Solve(ctx, ss.as) {
		case cdcl.Unsat:
			return nil, true
		case cdcl.Unknown:
			return nil, false
		}
		if ss.model == nil {
			ss.model = make([]int, len(ss.l.edges))
		}
		m := ss.model
		for e, xs := range ss.x {
			m[e] = 0
			for _, x := range xs {
				if ss.s.ModelValue(x) {
					m[e]++
				}
			}
		}
		if !ss.cut(m) {
			return m, true
		}
	}
}

// cut adds the connectivity cuts of a model whose bridges are not
// connected; false when they are.
func (ss *session) cut(m []int) bool {
	l := ss.l
	d := graph.NewDSU(len(l.islands))
	for e, k := range m {
		if k > 0 {
			d.Union(l.edges[e].a, l.edges[e].b)
		}
	}
	if d.Sets() <= 1 {
		return false
	}
	// One clause per component: the candidate edges with one end in it.
	if ss.byRoot == nil {
		ss.byRoot = make([][]encode.Lit, len(l.islands))
	}
	byRoot := ss.byRoot
	for i := range byRoot {
		byRoot[i] = byRoot[i][:0]
	}
	for e, ed := range l.edges {
		ra, rb := d.Find(ed.a), d.Find(ed.b)
		if ra != rb {
			byRoot[ra] = append(byRoot[ra], ss.x[e][0])
			byRoot[rb] = append(byRoot[rb], ss.x[e][0])
		}
	}
	for i := range l.islands {
		if d.Find(i) == i {
			ss.add(byRoot[i]...)
			ss.cuts++
		}
	}
	return true
}
