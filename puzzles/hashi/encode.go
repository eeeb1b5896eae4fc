package hashi

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Connectivity selects how "all islands are connected" is encoded.
type Connectivity int

// The connectivity modes (see the package doc).
const (
	Lazy   Connectivity = iota // cuts added by refinement (solve.Problem.Refine)
	Eager                      // parent pointers with binary depths, in the formula
	Native                     // encode/connect's propagator inside the cdcl engine (connect.ConnectedEdges)
)

var connNames = enum.New[Connectivity]("connectivity mode", "lazy", "eager", "native")

func (c Connectivity) String() string { return connNames.String(c) }

// UnmarshalText reads a connectivity mode's name.
func (c *Connectivity) UnmarshalText(b []byte) error { return connNames.Unmarshal(c, b) }

// ParseConnectivity reads a connectivity mode's name.
func ParseConnectivity(s string) (Connectivity, error) { return connNames.Parse(s) }

// Options choose the encoding. The zero value means binomial clue
// constraints, lazy connectivity, Tarjan forcing on, no deductions; see
// DefaultOptions for the measured best.
type Options struct {
	Card         encode.CardEncoding
	Connectivity Connectivity
	// Order, when set, encodes the clues directly on the order encoding
	// (Card is then unused): see the package doc.
	Order      bool
	NoForcing  bool // do not force the bridges of the candidate graph
	Deductions bool // add the saturation deductions
	// Explain guards each island's clue by a selector (Encoding.Clues):
	// with the selector false the island only needs at least one bridge.
	// Edge capacities are then M (not capped by the clues), the clues use
	// the order encoding whatever Card says, and the deductions (which
	// read the clues) are left out.
	Explain bool
}

func (o Options) String() string {
	s := fmt.Sprintf("card=%v connectivity=%v", o.CardName(), o.Connectivity)
	if o.NoForcing {
		s += " no-forcing"
	}
	if o.Deductions {
		s += " deductions"
	}
	if o.Explain {
		s += " explain"
	}
	return s
}

// CardName is the clue encoding's name: "order" or the cardinality encoding's.
func (o Options) CardName() string {
	if o.Order {
		return "order"
	}
	return o.Card.String()
}

// DefaultOptions are the options chosen by measurement (benchmarks/hashi.md):
// clues on the order encoding, lazy connectivity, forcing and deductions.
func DefaultOptions() Options { return Options{Order: true, Deductions: true} }

// Edge is a candidate edge: two islands that see each other.
type Edge struct {
	A, B       int          // island indices, A upper/left
	Horizontal bool         // same row
	Cap        int          // largest possible multiplicity: min(M, clue A, clue B), an unknown clue counting as M
	Lits       []encode.Lit // Lits[k-1] is "x >= k", k = 1..Cap
}

// Used is the literal "the edge carries at least one bridge".
func (e *Edge) Used() encode.Lit { return e.Lits[0] }

// Encoding is a puzzle compiled to CNF. It is deterministic: the same
// puzzle and options always give the same variables and clauses.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Edges   []Edge
	// Crossings are the pairs of edge indices that cross.
	Crossings [][2]int
	// Primary are the multiplicity variables of all edges (they define a
	// solution; blocking clauses use only these).
	Primary []encode.Lit
	// Candidate is the candidate graph: vertices are islands, edge ids
	// are indices into Edges.
	Candidate *graph.Graph
	// Forced is the number of edges forced by Tarjan's bridges.
	Forced int
	// Deduced is the number of deduction clauses.
	Deduced int
	// Infeasible, when non-empty, says why the puzzle has no solution as
	// found while encoding (the formula then holds the empty clause).
	Infeasible string
	// Clues are the islands' clues with their selectors (Options.Explain).
	Clues []puzzle.Clue
	// incident[i] lists the edges at island i.
	incident [][]int
}

// Encode compiles p (which must be valid, see Validate) with opt.
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if opt.Explain {
		opt.Order, opt.Deductions = true, false
	}
	e := &Encoding{Puzzle: p, Options: opt, Formula: encode.NewFormula()}
	e.addEdges()
	e.Crossings = crossings(p, e.Edges)
	b := encode.NewBuilder(e.Formula, opt.Card, encode.Pairwise)
	// Order encoding: x >= k+1 implies x >= k.
	for i := range e.Edges {
		ls := e.Edges[i].Lits
		for k := 1; k < len(ls); k++ {
			b.Implies(ls[k], ls[k-1])
		}
	}
	e.clues(b)
	// Crossing edges: not both used.
	for _, c := range e.Crossings {
		b.Clause(-e.Edges[c[0]].Used(), -e.Edges[c[1]].Used())
	}
	e.candidateConnectivity(b)
	if opt.Deductions {
		e.deductions(b)
	}
	if opt.Connectivity == Eager && len(p.Islands) > 1 && e.Infeasible == "" {
		e.encodeEager(b)
	}
	if opt.Connectivity == Native && len(p.Islands) > 1 && e.Infeasible == "" {
		used := make([]encode.Lit, len(e.Edges))
		for i := range e.Edges {
			used[i] = e.Edges[i].Used()
		}
		if _, err := connect.ConnectedEdges(b, e.Candidate, used, "native"); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// addEdges makes the candidate edges and their order literals x >= k,
// k = 1..Cap, and the candidate graph.
func (e *Encoding) addEdges() {
	p, f := e.Puzzle, e.Formula
	n := len(p.Islands)
	e.incident = make([][]int, n)
	e.Candidate = graph.New(n)
	pairs := candidatePairs(p)
	// Sized up front: a fresh process pays for every slab it outgrows.
	e.Edges = make([]Edge, 0, len(pairs))
	e.Primary = make([]encode.Lit, 0, len(pairs)*p.MaxBridges)
	f.Reserve(20*n, 50*n) // measured: about 19 clauses, 50 literals per island (order encoding, M=2)
	for _, pr := range pairs {
		a, b := p.Islands[pr[0]], p.Islands[pr[1]]
		cp := p.MaxBridges
		if !e.Options.Explain {
			cp = min(cp, bound(a, cp), bound(b, cp))
		}
		ed := Edge{A: pr[0], B: pr[1], Horizontal: a.Row == b.Row, Cap: cp}
		name := "hashi.edge(" + strconv.Itoa(a.Row) + "," + strconv.Itoa(a.Col) + ")-(" +
			strconv.Itoa(b.Row) + "," + strconv.Itoa(b.Col) + ")>="
		start := len(e.Primary)
		for k := 1; k <= cp; k++ {
			e.Primary = append(e.Primary, f.New(name+strconv.Itoa(k)))
		}
		ed.Lits = e.Primary[start:len(e.Primary):len(e.Primary)] // one slab for all edges' literals
		id := len(e.Edges)
		e.Edges = append(e.Edges, ed)
		e.Candidate.AddEdge(pr[0], pr[1])
		e.incident[pr[0]] = append(e.incident[pr[0]], id)
		e.incident[pr[1]] = append(e.incident[pr[1]], id)
	}
}

// bound is the most bridges island is can take from one neighbour given
// its clue: the clue, or m when it is unknown.
func bound(is Island, m int) int {
	if is.Known() {
		return min(is.Clue, m)
	}
	return m
}

// clues adds every island's clue: exactly clue of its multiplicity
// literals, on the order encoding or with a cardinality encoding, or
// guarded by selectors in explain mode. An island of unknown number gets
// the rule alone: at least one bridge (explain mode's path for a clue
// whose selector is off).
func (e *Encoding) clues(b *encode.Builder) {
	if e.Options.Explain {
		e.explainClues(b)
		return
	}
	var lits []encode.Lit
	for i, is := range e.Puzzle.Islands {
		if !is.Known() {
			e.someBridge(b, i)
			continue
		}
		if e.Options.Order {
			e.orderClue(b, i, is.Clue, 0)
			continue
		}
		lits = lits[:0]
		for _, id := range e.incident[i] {
			lits = append(lits, e.Edges[id].Lits...)
		}
		b.Exactly(lits, is.Clue)
	}
}

// candidateConnectivity: the candidate graph must be connected (else the
// puzzle has no solution, said with a reason), and a bridge of it
// (Tarjan) is used by every connected solution.
func (e *Encoding) candidateConnectivity(b *encode.Builder) {
	p := e.Puzzle
	if len(p.Islands) < 2 {
		return
	}
	if comp, count := e.Candidate.Components(); count > 1 {
		j := 0
		for comp[j] == comp[0] {
			j++
		}
		a, c := p.Islands[0], p.Islands[j]
		e.contradiction(b, fmt.Sprintf("the islands can never be connected: no chain of possible bridges joins the island at (%d,%d) to the one at (%d,%d)", a.Row, a.Col, c.Row, c.Col))
		return
	}
	if e.Options.NoForcing {
		return
	}
	for _, id := range e.Candidate.Bridges() {
		b.Clause(e.Edges[id].Used())
		e.Forced++
	}
}

// deductions adds the saturation deductions. Two islands with equal clues
// k joined by k bridges form a closed component; unless they are the
// whole puzzle, that is wrong. Three islands a-b-c in a path whose clues
// close them off: b's clue is a's plus c's and the edges can carry them,
// so x_ab = clue a and x_bc = clue c together would make {a, b, c} a
// closed component.
func (e *Encoding) deductions(b *encode.Builder) {
	p := e.Puzzle
	n := len(p.Islands)
	if n > 2 {
		for i := range e.Edges {
			ed := &e.Edges[i]
			k := p.Islands[ed.A].Clue
			if k != Unknown && k == p.Islands[ed.B].Clue && k <= ed.Cap {
				b.Clause(-ed.Lits[k-1])
				e.Deduced++
			}
		}
	}
	if n <= 3 {
		return
	}
	for bi := range p.Islands {
		inc := e.incident[bi]
		for s := 0; s < len(inc); s++ {
			for t := s + 1; t < len(inc); t++ {
				e1, e2 := &e.Edges[inc[s]], &e.Edges[inc[t]]
				ka, kc := p.Islands[other(e1, bi)].Clue, p.Islands[other(e2, bi)].Clue
				known := ka != Unknown && kc != Unknown && p.Islands[bi].Known()
				if known && ka+kc == p.Islands[bi].Clue && ka <= e1.Cap && kc <= e2.Cap {
					b.Clause(-e1.Lits[ka-1], -e2.Lits[kc-1])
					e.Deduced++
				}
			}
		}
	}
}

// explainClues encodes the clues guarded by one selector per island of
// known number: the rule "at least one bridge" always, the clue's sum
// when its selector is true. An island of unknown number has the rule
// only, and no selector: it is not a given clue.
func (e *Encoding) explainClues(b *encode.Builder) {
	for i, is := range e.Puzzle.Islands {
		e.someBridge(b, i)
		if !is.Known() {
			continue
		}
		at := fmt.Sprintf("(%d,%d)", is.Row, is.Col)
		sel := e.Formula.New("hashi.clue" + at)
		e.Clues = append(e.Clues, puzzle.Clue{Selector: sel,
			Text: fmt.Sprintf("island %s needs %d bridges", at, is.Clue),
			JSON: ClueJSON{Island: [2]int{is.Row, is.Col}, Clue: is.Clue}})
		e.orderClue(b, i, is.Clue, sel)
	}
}

// someBridge is the rule every island obeys whatever its number: at
// least one bridge ends at island i (one clause over its edges' "used"
// literals; at most M from each neighbour is the edges' capacity).
func (e *Encoding) someBridge(b *encode.Builder, i int) {
	used := make([]encode.Lit, 0, len(e.incident[i]))
	for _, id := range e.incident[i] {
		used = append(used, e.Edges[id].Used())
	}
	b.Clause(used...)
}

// ClueJSON is a Hashi clue in an explanation's JSON.
type ClueJSON struct {
	Island [2]int `json:"island"`
	Clue   int    `json:"clue"`
}

// maxUnaryEager bounds the size of the unary eager encoding, about
// islands x arcs ternary clauses (n=400: 0.6 million, 0.75 million
// clauses in all). Above it, depths are binary numbers (encodeEagerBinary):
// far fewer clauses but much weaker propagation.
var maxUnaryEager = 1_500_000

// encodeEager adds the eager connectivity encoding: island 0 is the root;
// every other island v picks a parent u over a used edge with
// depth(u) < depth(v). Depths are in unary (order) encoding: variable
// hashi.depth(r,c)>[j] means depth > j, for j = 0..n-2, so depths are
// 1..n-1 for every island but the root (depth 0, no variables). An arc
// u->v says depth(u) >= k -> depth(v) >= k+1 for every k, one clause of at
// most 3 literals each, which unit propagation follows along a parent
// chain (binary depths with comparators do not propagate like this and
// need thousands of conflicts). The candidate graph's BFS distance from
// the root is a lower bound on every depth: those literals are fixed by
// unit clauses. A parent chain strictly increases depth going down, so
// followed upwards it ends at the root: all islands are connected. It is
// complete: the BFS tree of any connected solution from the root, with its
// BFS depths (at most n-1), satisfies it. With Tree, every used edge must
// be some island's parent edge and each island has at most one parent, so
// at most n-1 edges are used: a connected graph with n-1 edges is a tree.
func (e *Encoding) encodeEager(b *encode.Builder) {
	p := e.Puzzle
	n := len(p.Islands)
	if n*2*len(e.Edges) > maxUnaryEager {
		e.encodeEagerBinary(b)
		return
	}
	u := &unaryDepths{e: e, b: b, D: n - 1, dist: e.rootDistances(), gt: make([]encode.Lit, n), parents: make([][]encode.Lit, n)}
	for v := 1; v < n; v++ {
		is := p.Islands[v]
		u.gt[v] = e.Formula.AuxBlock("hashi.depth("+strconv.Itoa(is.Row)+","+strconv.Itoa(is.Col)+")>", u.D)
		for j := 0; j < u.D; j++ {
			if j < u.dist[v] {
				b.Clause(u.gt[v] + encode.Lit(j))
			} else if j > 0 {
				b.Implies(u.gt[v]+encode.Lit(j), u.gt[v]+encode.Lit(j-1))
			}
		}
	}
	e.parentClauses(b, u.parents, u.arc)
}

// rootDistances are the BFS distances from island 0 in the candidate
// graph (connected: Encode checked it).
func (e *Encoding) rootDistances() []int {
	dist := make([]int, len(e.Puzzle.Islands))
	for i := range dist {
		dist[i] = -1
	}
	dist[0] = 0
	queue := []int{0}
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		for _, id := range e.incident[v] {
			w := other(&e.Edges[id], v)
			if dist[w] < 0 {
				dist[w] = dist[v] + 1
				queue = append(queue, w)
			}
		}
	}
	return dist
}

// unaryDepths is the state of the unary eager encoding: gt[v] + j is
// "depth(v) > j" for j = 0..D-1, D the largest depth; dist are lower
// bounds on the depths; parents collects each island's parent arcs.
type unaryDepths struct {
	e       *Encoding
	b       *encode.Builder
	D       int
	dist    []int
	gt      []encode.Lit
	parents [][]encode.Lit
}

// ge is "depth(v) >= k" as a literal, or 0 with c = +1 (always true) or
// -1 (always false).
func (u *unaryDepths) ge(v, k int) (l encode.Lit, c int) {
	switch {
	case k <= 0 || k <= u.dist[v]:
		return 0, 1
	case v == 0 || k > u.D:
		return 0, -1
	}
	return u.gt[v] + encode.Lit(k-1), 0
}

// arc makes the literal "w is v's parent" over edge id, with its clauses
// depth(w) >= k -> depth(v) >= k+1. No arcs into the root (0 returned).
func (u *unaryDepths) arc(w, v, id int) encode.Lit {
	if v == 0 {
		return 0
	}
	p := u.e.Puzzle
	pw, pv := p.Islands[w], p.Islands[v]
	pl := u.e.Formula.Aux("hashi.parent(" + strconv.Itoa(pv.Row) + "," + strconv.Itoa(pv.Col) + ")<-(" + strconv.Itoa(pw.Row) + "," + strconv.Itoa(pw.Col) + ")")
	u.parents[v] = append(u.parents[v], pl)
	u.b.Implies(pl, u.e.Edges[id].Used())
	for k := 0; k <= u.D; k++ {
		lw, cw := u.ge(w, k)
		if cw < 0 {
			break // depth(w) >= k is false, and so for every larger k
		}
		lv, cv := u.ge(v, k+1)
		if cv > 0 {
			continue
		}
		c := []encode.Lit{-pl}
		if cw == 0 {
			c = append(c, -lw)
		}
		if cv == 0 {
			c = append(c, lv)
		}
		u.b.Clause(c...)
	}
	return pl
}

// encodeEagerBinary adds the eager connectivity encoding for large
// puzzles: island 0 is the root; every other island v picks a parent u
// over a used edge with depth(u) < depth(v), depths being L-bit numbers
// (L = bits of n-1). A parent chain strictly decreases depth, so it ends
// at the root: all islands are connected. With Tree, every used edge must be some island's
// parent edge and each island has at most one parent, so at most n-1
// edges are used: a connected graph with n-1 edges is a tree.
func (e *Encoding) encodeEagerBinary(b *encode.Builder) {
	p := e.Puzzle
	f := e.Formula
	n := len(p.Islands)
	L := bits.Len(uint(n - 1))
	depth := make([]encode.Lit, n)
	for i, is := range p.Islands {
		depth[i] = f.AuxBlock("hashi.depth("+strconv.Itoa(is.Row)+","+strconv.Itoa(is.Col)+")", L)
	}
	bit := func(i, k int) encode.Lit { return depth[i] + encode.Lit(k) } // k = 0 is the most significant
	parents := make([][]encode.Lit, n)
	// arc u->v: u is v's parent. No arcs into the root.
	arc := func(u, v, id int) encode.Lit {
		if v == 0 {
			return 0
		}
		pu, pv := p.Islands[u], p.Islands[v]
		pl := f.Aux(fmt.Sprintf("hashi.parent(%d,%d)<-(%d,%d)", pv.Row, pv.Col, pu.Row, pu.Col))
		parents[v] = append(parents[v], pl)
		b.Implies(pl, e.Edges[id].Used())
		// pl -> depth(u) < depth(v), MSB first: lt_k means u's bits k..
		// are below v's bits k.. .
		lt := pl
		var chain encode.Lit
		if L > 1 {
			chain = f.AuxBlock("hashi.lt("+strconv.Itoa(pu.Row)+","+strconv.Itoa(pu.Col)+")<("+strconv.Itoa(pv.Row)+","+strconv.Itoa(pv.Col)+")", L-1)
		}
		for k := 0; k < L; k++ {
			a, c := bit(u, k), bit(v, k)
			if k == L-1 {
				b.Clause(-lt, -a) // last bit: must be a=0, c=1
				b.Clause(-lt, c)
				break
			}
			b.Clause(-lt, -a, c) // not (a=1, c=0)
			next := chain + encode.Lit(k)
			b.Clause(-lt, a, c, next)   // equal 0: rest must be below
			b.Clause(-lt, -a, -c, next) // equal 1: rest must be below
			lt = next
		}
		return pl
	}
	e.parentClauses(b, parents, arc)
}

// other is the island at the other end of ed from island i.
func other(ed *Edge, i int) int {
	if ed.A == i {
		return ed.B
	}
	return ed.A
}

// contradiction makes the formula unsatisfiable (with (z), (¬z) rather
// than an empty clause, which some solvers mishandle) and records why.
// parentClauses finishes both eager encodings: every island but the root
// has a parent; with the tree rule at most one, and every used edge is
// some island's parent arc (so the used edges are exactly the n-1 arcs of
// the spanning tree). arc(u, v, id) creates the literal "u is v's parent
// over edge id" (0 when there is none) and appends it to parents[v].
func (e *Encoding) parentClauses(b *encode.Builder, parents [][]encode.Lit, arc func(u, v, id int) encode.Lit) {
	n := len(parents)
	arcs := make([][2]encode.Lit, len(e.Edges))
	for id := range e.Edges {
		ed := &e.Edges[id]
		arcs[id] = [2]encode.Lit{arc(ed.A, ed.B, id), arc(ed.B, ed.A, id)}
	}
	for v := 1; v < n; v++ {
		b.AtLeastOne(parents[v])
	}
	if e.Puzzle.Tree {
		for v := 1; v < n; v++ {
			b.AtMostOne(parents[v])
		}
		for id := range e.Edges {
			c := []encode.Lit{-e.Edges[id].Used()}
			for _, a := range arcs[id] {
				if a != 0 {
					c = append(c, a)
				}
			}
			b.Clause(c...)
		}
	}
}

// contradiction records why the puzzle has no solution and adds the empty
// clause (every backend reads it as UNSAT).
func (e *Encoding) contradiction(b *encode.Builder, why string) {
	if e.Infeasible == "" {
		e.Infeasible = why
	}
	b.Clause()
}

// orderClue encodes "the multiplicities of island i's edges sum to k" on
// the order literals (Tamura's order encoding of a linear constraint):
// for every tuple v of values with v_j <= cap_j and sum k+1, the clause
// OR_j ¬(x_j >= v_j) (over v_j > 0) forbids sums above k; for every tuple
// u with sum k-1, OR_j (x_j >= u_j+1) (over u_j < cap_j) forbids sums below
// k. With at most 4 edges of capacity at most M this is at most a few dozen
// clauses of at most 4 literals per island. A non-zero guard g adds ¬g to
// every clause: the sum is k only when g holds.
func (e *Encoding) orderClue(b *encode.Builder, i, k int, g encode.Lit) {
	inc := e.incident[i]
	total := 0
	for _, id := range inc {
		total += e.Edges[id].Cap
	}
	if total < k {
		is := e.Puzzle.Islands[i]
		if g != 0 {
			b.Clause(-g)
			return
		}
		e.contradiction(b, fmt.Sprintf("the island at (%d,%d) needs %d bridges but its neighbours' clues allow at most %d", is.Row, is.Col, k, total))
		return
	}
	val := make([]int, len(inc))
	var clause []encode.Lit
	var rec func(j, left int, upper bool)
	rec = func(j, left int, upper bool) {
		if j == len(inc) {
			if left != 0 {
				return
			}
			clause = clause[:0]
			if g != 0 {
				clause = append(clause, -g)
			}
			for t, id := range inc {
				ed := &e.Edges[id]
				if upper && val[t] > 0 {
					clause = append(clause, -ed.Lits[val[t]-1])
				}
				if !upper && val[t] < ed.Cap {
					clause = append(clause, ed.Lits[val[t]])
				}
			}
			b.Clause(clause...)
			return
		}
		for v := 0; v <= e.Edges[inc[j]].Cap && v <= left; v++ {
			val[j] = v
			rec(j+1, left-v, upper)
		}
	}
	if total > k {
		rec(0, k+1, true)
	}
	if k > 0 {
		rec(0, k-1, false)
	}
}

// crossings finds the pairs of edges (horizontal, vertical) that cross:
// the vertical edge's column lies strictly inside the horizontal edge's
// span and the horizontal edge's row strictly inside the vertical's. Each
// water cell lies on at most one horizontal candidate edge, so a cell map
// finds all pairs in time linear in the grid plus the edges' lengths.
func crossings(p *Puzzle, edges []Edge) [][2]int {
	w := p.Width
	hAt := make(map[int]int32)
	for id, ed := range edges {
		if !ed.Horizontal {
			continue
		}
		a, b := p.Islands[ed.A], p.Islands[ed.B]
		for c := a.Col + 1; c < b.Col; c++ {
			hAt[a.Row*w+c] = int32(id)
		}
	}
	var out [][2]int
	if len(hAt) == 0 {
		return nil
	}
	for id, ed := range edges {
		if ed.Horizontal {
			continue
		}
		a, b := p.Islands[ed.A], p.Islands[ed.B]
		for r := a.Row + 1; r < b.Row; r++ {
			if h, ok := hAt[r*w+a.Col]; ok {
				out = append(out, [2]int{int(h), id})
			}
		}
	}
	return out
}

// Decode reads the solution from a model: the multiplicity of each edge is
// the number of its true order literals. A model whose order literals of
// one edge are not a prefix (x >= 2 without x >= 1) or that gives
// variables beyond the model does not fit the encoding: an error.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	if n := e.Formula.NumVars(); len(m) <= n {
		return nil, fmt.Errorf("hashi: the model has %d variables, the encoding %d", max(len(m)-1, 0), n)
	}
	s := &Solution{}
	for _, ed := range e.Edges {
		k := 0
		for j, l := range ed.Lits {
			if !m.Value(l) {
				continue
			}
			if k != j {
				return nil, fmt.Errorf("hashi: the model sets %s but not %s", e.Formula.Name(int(l)), e.Formula.Name(int(ed.Lits[k])))
			}
			k++
		}
		if k > 0 {
			a, b := e.Puzzle.Islands[ed.A], e.Puzzle.Islands[ed.B]
			s.Bridges = append(s.Bridges, Bridge{From: [2]int{a.Row, a.Col}, To: [2]int{b.Row, b.Col}, Count: k})
		}
	}
	sortBridges(s.Bridges)
	return s, nil
}

// Refine is the lazy connectivity (and tree) check of a model. It returns
// no clauses when the used edges connect all islands (and, for a tree
// puzzle, have no cycle). Otherwise it returns, for every component C of
// the used edges, the clause "some candidate edge leaving C is used" and,
// for a tree puzzle, for every cycle closed by a used edge, the clause "not
// all edges of this cycle are used". Both hold in every real solution.
// In eager mode the formula already forbids such models; Refine then
// only reports them (it still returns the cuts, which are valid).
func (e *Encoding) Refine(m encode.Model) [][]encode.Lit {
	n := len(e.Puzzle.Islands)
	d := graph.NewDSU(n)
	var cuts [][]encode.Lit
	var forest [][]int // adjacency of the spanning forest (edge ids), for tree cycles
	if e.Puzzle.Tree {
		forest = make([][]int, n)
	}
	for id := range e.Edges {
		ed := &e.Edges[id]
		if !m.Value(ed.Used()) {
			continue
		}
		if d.Union(ed.A, ed.B) {
			if forest != nil {
				forest[ed.A] = append(forest[ed.A], id)
				forest[ed.B] = append(forest[ed.B], id)
			}
			continue
		}
		if forest != nil {
			cyc := e.forestPath(forest, ed.A, ed.B)
			c := []encode.Lit{-ed.Used()}
			for _, j := range cyc {
				c = append(c, -e.Edges[j].Used())
			}
			cuts = append(cuts, c)
		}
	}
	if d.Sets() > 1 {
		// One cut per component, in order of the component's first island
		// (with two components, one cut: they share it).
		root := make(map[int]int)
		var order []int
		for v := 0; v < n; v++ {
			r := d.Find(v)
			if _, ok := root[r]; !ok {
				root[r] = len(order)
				order = append(order, r)
			}
		}
		cl := make([][]encode.Lit, len(order))
		for id := range e.Edges {
			ed := &e.Edges[id]
			ra, rb := d.Find(ed.A), d.Find(ed.B)
			if ra != rb {
				cl[root[ra]] = append(cl[root[ra]], ed.Used())
				cl[root[rb]] = append(cl[root[rb]], ed.Used())
			}
		}
		for _, c := range cl {
			if len(c) == 0 {
				// A component no candidate edge leaves. Encode adds a
				// contradiction when the candidate graph is disconnected,
				// so this does not happen; if it did, the puzzle would be
				// unsatisfiable: say so with two opposite unit clauses.
				u := e.Edges[0].Used()
				cuts = [][]encode.Lit{{u}, {-u}}
				break
			}
			cuts = append(cuts, c)
			if len(cl) == 2 {
				break // the two components have the same cut
			}
		}
	}
	return cuts
}

// forestPath returns the edge ids on the path from a to b in the forest.
func (e *Encoding) forestPath(forest [][]int, a, b int) []int {
	prev := map[int]int{a: -1}
	queue := []int{a}
	for len(queue) > 0 && queue[0] != b {
		v := queue[0]
		queue = queue[1:]
		for _, id := range forest[v] {
			ed := &e.Edges[id]
			w := ed.A
			if w == v {
				w = ed.B
			}
			if _, ok := prev[w]; !ok {
				prev[w] = id
				queue = append(queue, w)
			}
		}
	}
	var path []int
	for v := b; v != a; {
		id := prev[v]
		path = append(path, id)
		ed := &e.Edges[id]
		if ed.A == v {
			v = ed.B
		} else {
			v = ed.A
		}
	}
	return path
}
