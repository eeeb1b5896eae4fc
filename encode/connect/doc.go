// Package connect encodes connectivity constraints into CNF, with several
// encodings behind one string, the value of a genre's --connectivity
// option:
//
//   - [Connected]: the chosen vertices of a graph form one connected
//     subgraph (Nurikabe's walls, Hitori's unshaded cells);
//   - [SingleCycle]: the chosen edges form one connected set, which with
//     the genre's own degree 0-or-2 rule is a single loop (Slitherlink,
//     Masyu);
//   - [Acyclic]: the chosen edges form no cycle (Gokigen Naname's
//     diagonals); its methods lazy, leaf and hybrid are documented on
//     [Acyclic].
//
// [Methods] lists the methods that apply to a [Constraint], the default
// first. A method that does not apply is an error naming those that do.
// A genre declares and reads the option so (package encode does not
// import puzzle; [OptionSpec] has puzzle.Option's fields, so it converts):
//
//	func (Kind) Options() []puzzle.Option {
//		return []puzzle.Option{puzzle.Option(connect.Option(connect.Vertices))}
//	}
//	method := opts.Get("connectivity", connect.Methods(connect.Vertices)[0])
//	refine, err := connect.Connected(b, g, in, method)
//	enc.Problem.Refine = refine // nil for the complete methods
//	enc.LazyRule = "the unshaded cells are connected"
//
// Pass 0 as the literal of a vertex known to be in (a Nurikabe clue, a
// given loop segment): the lazy cuts get shorter, and the complete
// methods take the first such vertex as a fixed root, which drops the
// root chain below and makes distance propagate much more.
//
// A method is lazy or complete. lazy returns a [Refine]: the solve loop
// calls it on each model and adds the cuts it returns until a model keeps
// the constraint (put it into encode.Problem.Refine; [Join] combines
// several). Every cut holds in every solution, so a loop that enumerates
// solutions may keep them all. The complete methods add clauses to the
// Builder and return a nil Refine.
//
// # lazy
//
// No variables, no clauses up front. Connected: for a model, take the
// components of the in-vertices; for each component C, pick a ∈ C and b
// in another component (an always-in vertex when there is one: its
// literal drops out), and add
//
//	¬in[a] ∨ ¬in[b] ∨ ⋁ in[s], s ∈ S,
//
// where S ⊆ N(C), the neighbours of C, separates C from b: S is the part
// of N(C) adjacent to R, b's component once N(C) is removed. Any path from
// a to b enters R through S, so the cut holds in every connected solution;
// S is all out in the model, so the cut removes it. k components give k
// cuts of at most |N(C)|+2 literals.
//
// SingleCycle: the same with edges. For each component of the chosen
// edges, vertex set S, with e1 one of its edges and e2 an edge of another
// component, the subtour cut
//
//	¬edge[e1] ∨ ¬edge[e2] ∨ ⋁ edge[f], f ∈ δ(R) ⊆ δ(S),
//
// δ(X) being the edges with exactly one end in X and R the component of
// e2's ends once S is removed. It says "two chosen edges in different
// places need a chosen edge crossing between them", which holds for every
// connected choice of edges, single cycles included; edges inside S
// (chords) are rightly left out. "Not all of this cycle's edges" would
// be valid too under the degree rule but cuts off one cycle at a time.
//
// Unit propagation on the cuts alone derives what each cut says once all
// but one of its literals is false: a vertex (edge) that is the last way
// out of a region holding in-vertices (chosen edges) is forced in. Before
// the first model there are no cuts, so nothing.
//
// # eager
//
// lazy, plus facts forced before solving from the seed (the always-in
// vertices, the always-chosen edges) and g alone, as Hashi does with its
// islands (Hashi keeps its own code for now). Connected: a vertex in no
// component of g holding a seed vertex is out; a vertex v whose removal
// leaves seed vertices in two or more parts of g - v (counting v itself
// when it is seed) is in, and for each such part some neighbour of v in
// it is in. SingleCycle: an edge in no component with a seed edge is not
// chosen; an edge whose removal separates seed edges (a bridge between
// them) is chosen; at a vertex that separates seed edges, some edge into
// each part is chosen. Units and short clauses, one search of g per
// vertex (and per edge): O(n(n+m)) time. Without a seed it is lazy.
//
// # The root
//
// The complete methods grow the in-vertices from one root. If some
// in[v] is 0, the first such v is the root, a constant. Otherwise the root
// is the smallest in-vertex (symmetry breaking: one root per in-set, so
// the auxiliary variables add no models), with p[v] "some vertex <= v is
// in" and root[v] "v is in, none before it":
//
//	p[v] ⇔ p[v-1] ∨ in[v],  root[v] ⇔ in[v] ∧ ¬p[v-1]   (root[0] = in[0], p[0] = in[0])
//
// 2n-3 variables and 6n-9 clauses (n vertices). Unit propagation derives
// root[v] and ¬in[u] for all u < v once the vertices before v are out and
// v is in.
//
// # distance
//
// Unary distance from the root (a level or ranking encoding): d[v][k]
// means "v is in and at most k steps from the root through in-vertices",
// k = 0..D with D = n-1, d[v][0] = root[v] and d[v][D] = in[v]:
//
//	d[v][k] → d[v][k-1] ∨ ⋁ d[u][k-1], u ∈ N(v)   (v was that close already, or a neighbour one step closer)
//	d[v][k-1] → d[v][k]                             (monotone)
//
// n(n-2) more variables, 2n(n-1) clauses (the first has deg(v)+2
// literals): with the root, n²-3 variables and 2n²+4n-9 clauses (a 15×15
// grid: 50,622 and 102,141). With a fixed root r, d[r][k] is true and
// d[v][k] false for k below v's distance from r in g: constants, fewer
// variables. Unit propagation, fixed root: every vertex cut off from the
// root by out-vertices is out (by induction on k, all its d[v][k] are
// false), and another in-vertex whose neighbours are all out is a conflict;
// without a fixed root such a vertex is the root instead. It derives no
// "last way out" in general: that needs a model of the layers.
//
// # tree
//
// A spanning tree of the in-vertices with parent pointers, acyclic by
// binary ranks: par[v→u] for each vertex v and distinct neighbour u, and
// L = ⌈log2 n⌉ rank bits per vertex.
//
//	par[v→u] → in[u], par[v→u] → in[v], par[v→u] → ¬root[v]
//	in[v] → root[v] ∨ ⋁ par[v→u]            (every in-vertex but the root has a parent)
//	at most one par[v→u] per v               (the Builder's AMO encoding)
//	par[v→u] → rank[u] < rank[v]             (L auxiliary variables t[i] per arc, 3L+1 clauses)
//	rank[v] = 0 when v is the root or out    (pins the free bits, 2nL binary clauses)
//
// Parents strictly decrease the rank, so following them ends at a vertex
// without a parent, the root: every in-vertex reaches it. The comparison
// t[i] reads "bits above i agree and rank[u] < rank[v] is decided at bit i
// or below": par → t[L-1]; t[i] → ¬u[i] ∨ v[i]; t[i] ∧ u[i] → t[i-1];
// t[i] ∧ ¬v[i] → t[i-1]; t[0] → ¬u[0]; t[0] → v[0]. With A = 2m arcs (m
// edges, simple graph), pairwise AMO: 2n-3 + nL + A(L+1) variables and
// 6n-9 + 2nL + A(3L+4) + n + Σ C(deg v, 2) clauses (15×15: 9,807 and
// 29,860). Compact, O(m log n), but weak: unit propagation derives only
// local facts (an out-vertex has no parent and is no parent; an in-vertex
// with one possible parent has it), and cycles of parents are refuted
// only through the rank bits. On cdcl it is far slower than distance
// (see the benchmark below). Two variants were measured and not kept, on
// region 15×15 (below), seeds 1–4: unary ranks (rank >= k, 250k
// clauses) took 0.8–2.6 s against 5–12 s; parent rank exactly one less
// (a binary successor, no variable per arc) took over 55 s, though 11–25 s
// against 34–60+ s on hitori 15×15.
//
// # flow
//
// A single-commodity flow: the root sends one unit to every other
// in-vertex. Each arc v→u (both directions of each neighbour pair)
// carries a B-bit number, B = ⌈log2 n⌉:
//
//	flow bit of v→u → in[v], → in[u]           (flow only between in-vertices)
//	flow bit of v→r → ¬root[r]                 (nothing flows into the root)
//	¬root[v] → Σ inflow(v) = Σ outflow(v) + in[v]
//
// The sums are balanced trees of ripple-carry adders (half adders 7
// clauses, full adders 14; in[v] is the carry in), compared bit by bit
// under the guard. A component of in-vertices without the root would
// consume |C| units with nothing flowing in: no model; a connected set
// sends each subtree's size down a spanning tree. O(m log n) variables
// and clauses (15×15 grid: 32,015 variables, 176,134 clauses). Unit
// propagation derives almost nothing, and refuting a disconnected set
// takes a counting argument, which resolution does badly: the slowest
// method to prove a cut, even on 8-vertex graphs.
//
// # SingleCycle's complete methods
//
// tree: on[v] ⇔ ⋁ edge[e] over e at v (a variable and deg(v)+1 clauses
// per vertex, constant for a vertex with an always-chosen edge), then the
// tree above over the on-vertices with one arc per edge end and
// par[v→u] → edge[e]: the touched vertices connected through chosen
// edges (2m arcs, 3L+5 clauses each). distance: the chosen edges as the
// vertices of the line graph (two edges adjacent when they share an end),
// connected by the distance method above: m²-3 variables, and 2m²+O(m)
// clauses (a Slitherlink of 10×10 cells has m = 220 edges: 48,397
// variables); unit propagation then derives, with an always-chosen edge,
// that every edge cut off from it is unused. flow: the same on the line
// graph.
//
// # native
//
// No variables, no clauses: a propagator (encode.Propagator) attached to
// the formula, which the cdcl engine calls at every fixpoint of unit
// propagation (solver/cdcl, "Propagators"); every other backend refuses
// the formula, saying why. On the current partial assignment it takes the
// possible graph (vertices in or unassigned) and one depth-first search
// with Tarjan's low points (O(n+m) per call), and returns, in the lazy
// method's cut form ¬in[a] ∨ ¬in[b] ∨ ⋁ in[s]:
//
//   - a conflict when in-vertices a and b lie in two components of the
//     possible graph (S: the out-vertices around a's component that
//     border b's side);
//   - a unit clause forcing v in when v, unassigned, is an articulation
//     point of the possible graph with in-vertices on two sides (the
//     part A it cuts off is bordered by v and out-vertices only; S ∋ v);
//   - unit clauses forcing out every unassigned vertex of a component
//     of the possible graph with no in-vertex (at most 64 clauses per
//     call: the engine calls again).
//
// SingleCycle's propagator works on g itself (native_cycle.go): the
// possible graph keeps the edges chosen or unassigned, the in-vertices
// are those a chosen edge touches; in-vertices in two components are a
// conflict, an unassigned bridge with in-vertices on both sides is
// chosen, the unassigned edges of a component without in-vertices are
// not; every clause is the lazy subtour cut ¬edge[e1] ∨ ¬edge[e2] ∨
// ⋁ edge[f], f ∈ δ(R). (A first version ran the vertex propagator on the
// line graph, three times the arcs; the table below is of this one.)
//
// Incremental form (native_track.go): both propagators are
// encode.IncrementalPropagators. The cdcl engine keeps one Tracker per
// search, tells it which watched literals were assigned or undone since
// its last call, and skips the call when none was. The tracker keeps the
// labels of its last search and "home", the component that holds every
// in-vertex, as a whole component of the possible graph, and searches
// again only when home may have split or an in-vertex appeared outside
// it: an out (a vertex, or an edge) inside home first asks whether its
// neighbours (ends) still meet, by breadth-first searches of at most 256
// vertices; a piece cut off without an in-vertex is relabelled out of
// home; an undone out that touches home floods its component into home.
// Conflicts are found as before, at every fixpoint; what waits for the
// next search is forcing (a new last-way-out vertex after new
// in-vertices). ConnectedEdges (edges.go: fixed vertices, chosen edges;
// Hashi) runs SingleCycle's propagator with every vertex in: its clauses
// are ⋁ edge[f] over a cut, checked by removing the named edges.
//
// So the engine derives during search what eager derives once from the
// seed, on every partial assignment: "last way out" and "cut off" facts,
// each with a checkable reason. With --certify, every clause the
// propagator gave the engine is checked by native_check.go, which shares
// no code with it: T (the vertices the clause says are in, plus the
// always-in ones) must fall apart in g once S is removed (a breadth-first
// search); then the DRAT proof is checked over the formula plus those
// clauses. A clause that fails is a certification error
// (solver.CutError), never a silent downgrade; the tests check that a
// propagator made to drop a literal of S is caught.
//
// # elimination
//
// Transitive closure by vertex elimination (after Rankooh and Rintanen,
// "Propositional encodings of acyclicity and reachability by using
// vertex elimination", AAAI 2022), turned to connectivity. The vertices
// that may be in are eliminated one at a time, always one of least degree
// in the graph left (min-degree; ties to the smallest vertex), the fixed
// root (an always-in vertex) last; eliminating v joins its remaining
// neighbours pairwise. That gives a chordal "filled" graph with F edges
// (the m edges of g and the fill) and, per vertex v, its later
// neighbours H(v). Variables: c[u,w] per filled edge, "u and w are in and
// joined by a path of in-vertices whose inner vertices all come before u
// and w", and t[v,u,w] per triangle (u, w ∈ H(v)), T = Σ C(|H(v)|, 2):
//
//	c[u,w] ⇔ in[u] ∧ in[w]                 (an edge of g: 3 clauses)
//	c[u,w] → ⋁ t[v,u,w]                    (a fill edge: 1 clause)
//	t[v,u,w] ⇔ c[v,u] ∧ c[v,w], t[v,u,w] → c[u,w]   (4 clauses)
//	in[v] → top[v] ∨ ⋁ c[v,w], w ∈ H(v)    (n clauses)
//
// top[v], "v is the last in-vertex of the order", is the root chain of
// "The root" run backwards through the order (2n-3 variables, 6n-9
// clauses), or with a fixed root the constant true at the root. The c
// and t are functions of the in-literals (one model per connected set;
// a test counts them). Why it is exact: c[u,w] is true exactly when
// such a path exists (induction on the latest inner vertex v of the
// path: its two halves are c[u,v] and c[v,w], and u, w ∈ H(v) by the
// fill lemma of Rose and Tarjan); in a connected set, the first vertex
// later than v on a path from v to the top gives v its upward c; and
// following upward c's from any in-vertex ends at the top.
//
// Size: F + T + 2n-3 variables and 2m + F + 4T + 7n-9 clauses (simple g,
// no fixed root; a test checks it). On grids min-degree gives 15×15: F =
// 1,608, T = 7,501, 9,556 variables and 34,018 clauses (distance: 50,622
// and 102,141); 30×30: 96,007 and 358,258 (distance: 816k variables):
// about n^1.5 on grids, where distance is n². The order matters (the
// width of the elimination); min-fill or nested dissection would give
// less fill on grids, min-degree is simple and fast (O(n²) to choose).
//
// SingleCycle: the same over the vertices of g, in[v] being "v is
// touched by a chosen edge" (a variable and deg(v)+1 clauses per vertex,
// as tree's on[v]) and an edge of g usable only when chosen: c[u,w] ⇔
// in[u] ∧ in[w] ∧ ⋁ edge[e] over the edges e between u and w, or a
// triangle. Directly on g, not on the line graph: n vertices, not m.
//
// Unit propagation, fixed root: every c[u,w] with u cut off from the
// root by out-vertices and w not is false (induction on the earlier end:
// an edge of g across the cut has an out end, a triangle through an
// earlier v has one of its two c's across the cut), and then, from the
// latest vertex of the cut-off region back, each one is out: its upward
// c's all cross the cut or end at a vertex already out. So, like
// distance, it derives that every vertex cut off from the root is out,
// and an in-vertex with all its neighbours out is a conflict (a test
// checks both on a 4×4 grid); without a fixed root, such a vertex is
// the top instead.
//
// # distance without root symmetry breaking
//
// [DistanceFreeRoot] is distance with free roots (root[v] → in[v], at
// most one root) instead of the chain "the smallest in-vertex". It is not
// a value of --connectivity (the method names are a contract); it exists
// to measure what the symmetry breaking buys: on cdcl, hitori 15×15 goes
// from 1.3 s to 24 s and region 30×30 from 10 s to 39 s (table below).
// Keep the chain.
//
// # Correctness
//
// The tests enumerate every in-set of small graphs (grids up to 2×5,
// random graphs with up to 10 vertices, some with parallel edges and
// self-loops; in-literals positive, negated and always-in) and every
// choice of edges of graphs with up to 12 edges: the encoding, solved by
// cdcl with the in-literals assumed and the refinement loop run for
// lazy, is satisfiable exactly when the set is connected, and every lazy
// cut holds on every connected set. With the degree 0-or-2 rule every
// method finds the 13 cycles of the 3×3 grid and nothing else. (flow, slow
// to refute, runs on graphs of up to 8 vertices or 10 edges, 7 and 8 with
// -short.)
//
// # Which one
//
// On cdcl, lazy wins by far on every benchmark of the package (figures
// below: wall time to the first model, the range of two runs on a machine
// shared with other jobs, 60 s limit): the cuts are few and strong, the
// formula stays small. eager equals lazy there (no seed to force from).
// Of the complete methods, elimination is the fastest everywhere (second
// table; and on the genres' puzzles, docs/connectivity.md, made by `make
// -C benchmarks connectivity`): it propagates as distance does with a
// fraction of its size.
// distance is quadratic in size; tree and flow are compact but propagate
// little, and flow is the slowest.
//
//	go test -run '^$' -bench . -benchtime 1x -timeout 40m ./encode/connect/
//
//	                  lazy (solves)      tree        distance                flow
//	region 15×15      0.01–0.03 s (1)    12–19 s     0.2–0.6 s               > 60 s
//	hitori 15×15      0.03–0.07 s (18)   31–55 s     1.0–1.1 s               > 60 s
//	region 30×30      0.03 s (2)         > 60 s      7–20 s (816k vars)      > 60 s
//	hitori 30×30      2.1–4.3 s (32)     > 60 s      > 60 s                  > 60 s
//	slither 10×10     0.005 s (1)        0.2–0.3 s   0.5–0.6 s               4.6–6.1 s
//	slither 20×20     0.03–0.12 s (3)    2.1–2.2 s   7.4–10.5 s (706k vars)  > 60 s
//
// native against the others with cdcl on the 10 largest PuzzleKit
// puzzles of four genres (uniqueness proved, in-process, mean CPU ms
// per solved puzzle, 10 s wall limit at a load average near 55;
// docs/connectivity.md has the command, wall times and solved counts;
// "before": the non-incremental propagator; distance: an older run):
//
//	              lazy     eager    distance   native   native before
//	hitori        3.9      4.4      359        4.4      3.6
//	slitherlink   56       61       (8M vars)  118      684
//	masyu         42       38       -          93       291 (9 of 10)
//	nurikabe      262      223      -          575 (3)  956 (1 of 7)
//
// The incremental trackers cut native's time 3 to 6 times on the loop
// genres, but lazy, whose few cuts after a model are already strong,
// stays about twice as fast there; on Hitori they are level.
//
// The complete methods against elimination, one run each (load average
// 29 on 2 cores: other engineers' work; ratios within a row are what to
// read), the same command:
//
//	                  elimination           distance             distance-free
//	region 15×15      0.15 s (11k vars)     0.7 s (52k vars)     0.8 s
//	hitori 15×15      0.7 s                 1.3 s                24 s
//	region 30×30      0.6 s (102k vars)     9.7 s (816k vars)    39 s
//	hitori 30×30      > 60 s                > 60 s               > 60 s
//	slither 10×10     0.05 s (3.5k vars)    0.19 s (49k vars)    0.25 s
//	slither 20×20     0.6 s (30k vars)      6.4 s (706k vars)    > 60 s
//
// region: shaded cells connected, row and column counts of a random
// connected third of the grid; hitori: unshaded cells connected, no two
// shaded cells adjacent, the counts of a random Hitori shading;
// slither: a Slitherlink with the clues of a random loop in half of the
// cells.
package connect
