// Package hashi compiles Hashiwokakero ("Hashi", Simon Tatham's "Bridges")
// puzzles to SAT, decodes and checks solutions, and renders them.
//
// # Rules
//
// A rectangular grid holds islands, each with a clue k >= 1 or of
// unknown number (Unknown: '?' in a grid, '.' in a puzz.link URL, null in
// JSON). Draw bridges so that
//
//   - every bridge is a straight horizontal or vertical line joining two
//     islands, with only water between them (a bridge never passes over an
//     island); two orthogonally adjacent islands (CLLV instances have them)
//     may be joined by a bridge of length zero;
//   - at most M bridges join the same two islands (M = 2 unless the game ID
//     says otherwise);
//   - bridges do not cross;
//   - each island has exactly k bridges ending at it (an island of
//     unknown number at least one);
//   - all islands are connected;
//   - with Tatham's "L" (Tree), the bridges form a tree: no loop (a double
//     bridge is one connection, not a loop).
//
// # Variables
//
// Two islands that see each other (the nearest island in a row or column)
// form a candidate edge e, with capacity cap(e) = min(M, clue a, clue b),
// an unknown clue counting as M.
// Its multiplicity x_e in 0..cap(e) is order encoded: one primary variable
// per value, named for instance
//
//	hashi.edge(2,3)-(2,7)>=1   hashi.edge(2,3)-(2,7)>=2
//
// ("x_e >= v"; rows and columns 0-based, upper/left island first), with the
// clauses (x_e>=v+1 -> x_e>=v). x_e is the number of its true literals. The
// primary variables are exactly these: blocking clauses for uniqueness and
// counting use only them.
//
// # Clauses (E candidate edges, n islands, d(i) <= 4 edges at island i)
//
//   - order: sum over edges of cap(e)-1 binary clauses.
//   - clue of island i: "the multiplicity literals of i's edges sum to k".
//     With --card order (the default, chosen by measurement) it is Tamura's
//     order encoding of the sum: for every tuple (v_1..v_d) with v_j <=
//     cap_j summing to k+1, the clause OR_j ¬(x_j >= v_j) (no sum above k);
//     for every tuple (u_j) summing to k-1, OR_j (x_j >= u_j+1) (no sum
//     below k). With d <= 4 and M = 2 that is at most 19+19 clauses of at
//     most 4 literals. With --card binomial|seqcounter|totalizer|cardnet|
//     native it is an exactly-k over the island's L = sum of caps literals
//     by that encoding of package encode (binomial: C(L,k+1) + C(L,L-k+1)
//     clauses of k+1 and L-k+1 literals, e.g. 56+56 for L=8, k=4).
//     An island of unknown number gets one clause whatever --card says,
//     "some edge of mine is used" (OR of its edges' x_e>=1); at most M
//     per neighbour is its edges' capacity.
//   - crossing: for a horizontal and a vertical candidate edge that cross,
//     (¬x_h>=1 ∨ ¬x_v>=1): at most one of them is used (both empty is
//     fine). Found in time linear in the grid with a map from water cells
//     to the horizontal edge over them.
//   - Tarjan forcing (the seed's rule 3, off with --no-forcing): if the
//     candidate graph is connected and n > 1, every bridge (cut edge) of
//     the candidate graph, computed with package graph, must carry a
//     bridge: one unit clause (x_e>=1) each. If the candidate graph is
//     disconnected the puzzle has no solution: the formula gets a
//     contradiction ((z), (¬z) on the auxiliary hashi.infeasible) and
//     Encoding.Infeasible says which two islands can never be joined; the
//     result is "unsatisfiable" (not an error: the input is well formed).
//   - deductions (--deductions, on by default in the CLI): two islands with
//     the same clue k joined by an edge of capacity >= k are never joined
//     by k bridges when n > 2 (they would close themselves off: two 1s
//     never joined, two 2s never by a double bridge): one unit clause
//     each. And for a path a-b-c with clue b = clue a + clue c, not both
//     x_ab >= clue a and x_bc >= clue c when n > 3: one binary clause.
//     Neither reads an unknown clue: an island of unknown number is in
//     no deduction (the other islands' deductions stay valid).
//
// The seed's special case for all-2 puzzles is not needed: with complete
// connectivity (below) the 3x3 puzzle 3x3m2:2a2c2a2 has exactly its one
// solution, the 4-cycle, and two squares of 2s that could only be joined
// through a single candidate edge have none.
//
// # Connectivity
//
// Lazy (default; Encoding.Refine as solve.Problem.Refine): solve without
// connectivity; take the components of the used edges (a union-find); for
// each component C add the clause "some candidate edge leaving C is used"
// (OR of x_e>=1 over the candidate edges with one end in C; one clause
// when there are two components, since they share it). Every connected
// solution satisfies these cuts, so they are kept for uniqueness proofs
// and counting. For a tree puzzle, every used edge that closes a cycle in
// the spanning forest of the used edges gives the clause "not all edges of
// this cycle are used". The solve loop repeats incrementally until the
// model is connected (and acyclic) or the formula is unsatisfiable.
//
// Native (--connectivity native, --solver cdcl only): no clauses;
// connect.ConnectedEdges attaches encode/connect's propagator over the
// candidate graph (islands always in, edge e in when x_e>=1), which the
// cdcl engine calls during search: disconnected islands are a conflict
// and an unassigned bridge of the edges still possible is forced, each
// with a cut clause of the lazy form that --certify checks. A tree
// puzzle keeps Refine for its no-loop cuts.
//
// Eager (--connectivity eager): island 0 is the root. Every other island v
// picks a parent u among its candidate neighbours (auxiliary
// hashi.parent(v)<-(u), implying x_uv>=1) whose depth is smaller. Depths
// are in unary (order) encoding: hashi.depth(r,c)>[j] means "depth > j",
// j = 0..n-2, with depth>[j+1] -> depth>[j]; the root has depth 0 and no
// variables. An arc u->v gives, for every k, the clause
// ¬parent ∨ ¬(depth(u) >= k) ∨ depth(v) >= k+1, so unit propagation pushes
// depths down a parent chain. The candidate graph's BFS distance from the
// root is a lower bound on every depth, fixed by unit clauses. A parent
// chain strictly decreases depth going up, so it ends at the root: all
// islands are connected. It is complete: any connected solution's BFS tree
// from the root, with its BFS depths (at most n-1), satisfies it. Size: n-1
// blocks of n-1 depth variables, one variable per arc (A <= 2E arcs, none
// into the root), and about A*(n-1-d) ternary clauses (d the arc's tail's
// distance) plus (n-1)(n-2) order clauses and n-1 "some parent" clauses:
// on a 100-island CLLV instance about 10,000 variables and 43,000
// clauses. Above maxUnaryEager (n times A over 1.5 million: some 600
// islands) the depths are L-bit binary numbers instead (L = bits of n-1,
// hashi.depth(r,c)[0..L-1], most significant first, compared by a chain of
// L-1 auxiliary variables per arc, hashi.lt(...): n*L + A*L variables and
// A*3L clauses), far smaller but propagating much worse (on CLLV 100 the
// binary form needs about 35 times the conflicts and 4 times the time).
// For a tree puzzle add, per edge, "used -> it is the parent edge of one
// of its ends" (E clauses) and at most one parent per island (pairwise,
// <= 6 clauses per island): then at most n-1 edges are used, and connected
// with n-1 edges is a tree. The eager encoding is complete but slower for
// gophersat than lazy cuts (see benchmarks/hashi.md).
//
// # Decoding and checking
//
// Decode reads x_e as the number of true order literals of e. Check is an
// independent rule checker that shares no code with the encoder: it walks
// the grid cell by cell for every bridge (straight, only water between,
// no crossing), counts bridges per island, bounds multiplicities by M,
// searches connectivity from island 0 and, for Tree, counts the joined
// pairs; an island of unknown number needs at least one bridge. The one solve loop (package solve) checks every solution with
// it before any command prints it.
//
// # The contract
//
// Kind is Hashi's side of the puzzle contract (package puzzle): formats
// json, puzzlink, janko, tatham, cllv and grid (each read and written);
// options card (order, binomial, seqcounter,
// totalizer, cardnet, native; default order), connectivity (lazy, eager),
// forcing and deductions (on, off); Encode, Check and Render (text, JSON,
// SVG, and janko: the solution grid as the PuzzleKit dataset publishes
// janko.at's, see JankoSolution). The package imports no solver.
//
// Facts are the order literals: x_e >= k true reads "bridge (r,c)-(r',c')
// >= k", false "<= k-1"; in JSON {"from":[r,c],"to":[r,c],"min":a,"max":b}.
// With Options.Explain each island gets a selector literal
// ("hashi.clue(r,c)"): its clue's order clauses are guarded by it, and an
// unguarded clause says the island has at least one bridge, so a clue
// switched off is an island of unknown number: the clause is the one an
// island of unknown number gets (someBridge), and such an island, not a
// given clue, has no selector. Edge capacities are then M rather than
// capped by the clues, and the deductions (which read the clues) are left
// out.
//
// Explanations (package explain) talk in Hashi's words through Kind's
// Explaining (puzzle.Explainer, explain.go): a step's literals about one
// edge merge into one range ("bridge (0,0)-(0,4) >= 1", "bridge
// (0,0)-(0,4) = 2"), a player's fact (--from) is such a range in JSON,
// a clue reads "island (3,4) needs 2 bridges", the rules are listed
// (with "no loop" for Tree), and a diagnosis shows two solutions'
// bridges and each differing edge's exact count.
//
// The JSON output, one object per puzzle:
//
//	{"puzzle":"hashi","status":"solved"|"unsatisfiable"|"unknown"|"error",
//	 "unique":true|false|null,"width":W,"height":H,"islands":[...],
//	 "bridges":[{"from":[r,c],"to":[r,c],"count":k},...],"stats":{...}}
//
// reads back as input (M and the tree flag are in its stats). An island of
// unknown number has "clue":null; a puzzle that came with a solution (a
// janko block's, Kind.Equal compares) has "matches_reference" after
// "unique".
//
// # Input formats (Parse; Auto detects in this order, or force one)
//
//   - JSON (below).
//   - puzz.link URLs, one per line (package format/puzzlink): every clue
//     an island, '.' one of unknown number; M = 2, no tree (pzprjs' Hashi).
//   - janko.at grids (package format/janko): "ROWS COLS" then rows of
//     tokens, '-' water, '?' unknown; or janko.at's begin ... end block,
//     whose "depth" is M and whose solution grid becomes the puzzle's
//     reference solution (puzzle.Item.Reference).
//   - Tatham game ID, one per line (blank lines and # comments allowed):
//     WxH[mM][L]:desc, where desc is row-major, 1-9 and A-G are islands
//     with clues 1..16, a-z are runs of 1..26 water cells. The generator
//     parameters i<n>, e<n>, d<n> are accepted and ignored.
//   - CLLV .has: a line "rows cols islands" then the matrix of integers,
//     0 = water; the size is taken from the matrix. M = 2.
//   - Text grid: one row per line, 1-9 (A-G = 10-16) islands, '?' one of
//     unknown number, '.' water, blanks ignored, optional "rows cols"
//     header line. M = 2.
//   - JSON: {"width":W,"height":H,"max_bridges":M,"tree":false,
//     "islands":[{"row":r,"col":c,"clue":k},...]} (max_bridges and tree
//     optional; "clue":null an island of unknown number); one object, an array of them, or one per line. The JSON
//     output is accepted as input (its solution is ignored).
//
// Every error is a *srcpos.Error with line, column and the offending text.
// Validate rejects, as explained errors rather than UNSAT, clues below 1,
// clues above M times the number of islands the island sees, and an
// island of unknown number that sees none.
//
// # Writers
//
// Every format is written (puzzle.Write, `puzzlesat convert`) so that its
// reader reads back the same puzzle, and refuses what it cannot express:
// Tatham IDs take clues 1-16 and no unknown clue (TathamID); CLLV files
// M = 2, no tree, no unknown clue; text grids and puzz.link URLs M = 2 and
// no tree (grids also clues 1-16); janko grids no tree (a block with
// "depth M" when M != 2, with the solution grid when a reference came with
// the puzzle). FuzzRoundTrip checks every pair.
//
// # Native cardinality constraints
//
// With --card native the clue constraints stay cardinality constraints for
// gophersat; the solver package works around gophersat v1.4.0's
// parse-time simplification bug, and lowers them to a totalizer for
// external solvers.
package hashi
