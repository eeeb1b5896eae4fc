package gen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Grader is the engine grader of Hashi puzzles (generate.Levels): the
// puzzle's rules and clues as clauses in a fresh engine (the session's
// clauses with every clue a pair of unit clauses), and connectivity as a
// propagation rule: the edges not yet excluded must connect all islands
// (else a conflict), and an edge whose exclusion would disconnect them (a
// bridge of that graph, Tarjan) is used. So
//
//   - easy: the clues, propagated through the sums, the crossings and
//     connectivity, fix every bridge;
//   - medium: one-bridge case analysis (failed-literal probing: "if this
//     edge had at least k bridges, the clues would break or the islands
//     fall apart") fixes them;
//   - hard: some bridge needs deeper search.
//
// It grades any Hashi puzzle without Tatham's Tree option (Tatham's own
// included); its report for a puzzle without solution is an error.
type Grader struct{}

// Grade grades p (a *hashi.Puzzle).
func (g Grader) Grade(pz puzzle.Puzzle) (generate.Report, error) {
	return g.GradeUpto(pz, generate.Any)
}

// GradeUpto grades p, stopping once its grade is known to exceed upto
// (generate.UptoGrader).
func (Grader) GradeUpto(pz puzzle.Puzzle, upto generate.Grade) (generate.Report, error) {
	p, ok := pz.(*hashi.Puzzle)
	if !ok {
		return generate.Report{}, fmt.Errorf("hashi grader: not a Hashi puzzle: %T", pz)
	}
	if p.Tree {
		return generate.Report{}, fmt.Errorf("hashi grader: tree puzzles (Tatham's L) are not graded")
	}
	l, err := layoutOf(p)
	if err != nil {
		return generate.Report{}, err
	}
	ss, lv := graderLevels(l, func(i int) int { return p.Islands[i].Clue })
	if ss == nil {
		return generate.Report{}, generate.ErrNoSolution
	}
	lv.Upto = upto
	return lv.Run()
}

// graderLevels builds the grader's engine on a formula of its own: the
// session's order, crossing and forcing clauses, and each clue as
// Tamura's order encoding of the island's sum (puzzles/hashi's default),
// which propagates the same bounds as the session's totalizer with the
// clue assumed, without its auxiliary variables (nil: a clue out of
// range).
func graderLevels(l *layout, clue func(i int) int) (*session, *generate.Levels) {
	ss := &session{l: l, s: cdcl.New(cdcl.Options{}), next: 1}
	ss.s.EnsureVars(l.m * len(l.edges))
	ss.rules()
	for i := range l.islands {
		if !ss.orderClue(i, clue(i), 0) {
			return nil, nil
		}
	}
	lv := &generate.Levels{S: ss.s, Rule: newConnectivity(l, ss.x).rule}
	for _, xs := range ss.x {
		lv.Primary = append(lv.Primary, xs...)
	}
	return ss, lv
}

// orderClue adds "island i has k bridges" on the order literals: for
// every tuple v of values (0..M per edge) summing to k+1, the clause
// OR_j ¬(x_j >= v_j) over v_j > 0 (no sum above k); for every tuple u
// summing to k-1, OR_j (x_j >= u_j+1) over u_j < M (no sum below k).
// A guard g other than 0 adds ¬g to every clause. False when k is out of
// range.
func (ss *session) orderClue(i, k int, g encode.Lit) bool {
	inc := ss.l.inc[i]
	if k < 1 || k > ss.l.m*len(inc) {
		return false
	}
	val := make([]int, len(inc))
	var rec func(j, left int, upper bool)
	rec = func(j, left int, upper bool) {
		if j == len(inc) {
			if left != 0 {
				return
			}
			ss.cl = ss.cl[:0]
			if g != 0 {
				ss.cl = append(ss.cl, -g)
			}
			for t, e := range inc {
				if upper && val[t] > 0 {
					ss.cl = append(ss.cl, -ss.x[e][val[t]-1])
				}
				if !upper && val[t] < ss.l.m {
					ss.cl = append(ss.cl, ss.x[e][val[t]])
				}
			}
			ss.addClause(ss.cl)
			return
		}
		for v := 0; v <= ss.l.m && v <= left; v++ {
			val[j] = v
			rec(j+1, left-v, upper)
		}
	}
	if k < ss.l.m*len(inc) {
		rec(0, k+1, true)
	}
	rec(0, k-1, false)
	return true
}

// layoutOf is the layout of a puzzle (no intended solution).
func layoutOf(p *hashi.Puzzle) (*layout, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	l := &layout{w: p.Width, h: p.Height, m: p.MaxBridges, at: make([]int, p.Width*p.Height)}
	for i := range l.at {
		l.at[i] = -1
	}
	for _, is := range p.Islands {
		if is.Clue < 1 {
			return nil, fmt.Errorf("hashi grader: island (%d,%d) has no known clue", is.Row, is.Col)
		}
		l.add(cell{is.Row, is.Col})
	}
	l.finish()
	return l, nil
}

// connectivity is the grader's rule: the islands stay connected.
type connectivity struct {
	l     *layout
	used  []encode.Lit // used[e] is x_e>=1
	alive []bool
	// the layout's incidences, flat: island v's are adj[start[v]:start[v+1]]
	start  []int32
	adj    []arc
	disc   []int32
	low    []int32
	stack  []frame
	forced []encode.Lit
}

// arc is an incidence: edge e to island w.
type arc struct{ e, w int32 }

type frame struct {
	v, via, next int32
}

func newConnectivity(l *layout, x [][]encode.Lit) *connectivity {
	c := &connectivity{}
	c.init(l)
	for e, xs := range x {
		c.used[e] = xs[0]
	}
	return c
}

// init makes c the rule of layout l on the literals e+1 ("edge e is
// used", the bounds' view), in c's memory.
func (c *connectivity) init(l *layout) {
	c.l = l
	c.alive, c.disc, c.low = resized(c.alive, len(l.edges)), resized(c.disc, len(l.islands)), resized(c.low, len(l.islands))
	c.used = c.used[:0]
	for e := range l.edges {
		c.used = append(c.used, encode.Lit(e+1))
	}
	c.start, c.adj = resized(c.start, len(l.islands)+1), c.adj[:0]
	for v, inc := range l.inc {
		c.start[v] = int32(len(c.adj))
		for _, e := range inc {
			c.adj = append(c.adj, arc{int32(e), int32(l.other(e, v))})
		}
	}
	c.start[len(l.inc)] = int32(len(c.adj))
	c.stack, c.forced = c.stack[:0], c.forced[:0]
}

// rule reports a conflict when the edges not excluded leave the islands
// disconnected, and forces the open edges that are bridges of that graph.
func (c *connectivity) rule(value func(encode.Lit) int8) ([]encode.Lit, bool) {
	for e, u := range c.used {
		c.alive[e] = value(u) >= 0
	}
	return c.bridges(value)
}

// bridges is rule on the edges c.alive says are not excluded.
func (c *connectivity) bridges(value func(encode.Lit) int8) ([]encode.Lit, bool) {
	n := len(c.disc)
	if n < 2 {
		return nil, false
	}
	clear(c.disc)
	c.forced = c.forced[:0]
	var timer int32 = 1
	c.disc[0], c.low[0] = timer, timer
	c.stack = append(c.stack[:0], frame{v: 0, via: -1, next: c.start[0]})
	seen := 1
	for len(c.stack) > 0 {
		top := &c.stack[len(c.stack)-1]
		v := top.v
		if top.next < c.start[v+1] {
			a := c.adj[top.next]
			top.next++
			if !c.alive[a.e] || a.e == top.via {
				continue
			}
			if w := a.w; c.disc[w] == 0 {
				timer++
				c.disc[w], c.low[w] = timer, timer
				seen++
				c.stack = append(c.stack, frame{v: w, via: a.e, next: c.start[w]})
			} else {
				c.low[v] = min(c.low[v], c.disc[w])
			}
			continue
		}
		via := top.via
		c.stack = c.stack[:len(c.stack)-1]
		if via < 0 {
			continue
		}
		p := c.stack[len(c.stack)-1].v
		c.low[p] = min(c.low[p], c.low[v])
		if c.low[v] > c.disc[p] && value(c.used[via]) == 0 {
			c.forced = append(c.forced, c.used[via])
		}
	}
	if seen < n {
		return nil, true
	}
	return c.forced, false
}

var _ generate.UptoGrader = Grader{}
