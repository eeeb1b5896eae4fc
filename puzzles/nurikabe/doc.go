// Package nurikabe solves Nurikabe puzzles.
//
// # Rules
//
// Shade some cells of a grid. Every number's cell stays unshaded, and
// each connected group of unshaded cells (an island) holds exactly one
// number, with as many cells as the number says ("?" is a number of
// unknown value: its island has any size). The shaded cells are
// connected, and no 2x2 block is all shaded.
//
// # Variables and clauses
//
// Variable i+1 is "cell i is shaded" (row-major): the primary variables,
// the facts of the explanations ("(3,4) is shaded", "(3,4) is
// unshaded"). N cells, K numbers, B = (R-1)(C-1) blocks:
//
//	numbers   K units ¬s[k]
//	2x2       B clauses of 4 literals: ¬(all four shaded)
//	walls     the shaded cells connected: encode/connect's Connected over
//	          the grid graph, --connectivity (lazy by default: cuts)
//
// The islands, --islands:
//
//	label     a[k][c], "c is of the island of the number at k", for
//	          the cells c within Manhattan distance n-1 of k (any cell for
//	          "?" and while explaining): per cell ¬s[c] → ⋁ a[k][c],
//	          a[k][c] → ¬s[c], at most one a[k][c] (--amo); per
//	          neighbours c, d: a[k][c] ∧ ¬s[d] → a[k][d] (a[k][c] → s[d]
//	          where d is out of k's reach); per number Exactly(n) of
//	          a[k][·] (--card) and unary distance d[k][c][j] for j from
//	          c's grid distance to n-1: a → d[n-1], d[j] → a,
//	          d[j] → d[j-1] ∨ ⋁ d[x][j-1] over the neighbours x (about
//	          2n³/3 variables and clauses of at most 6 literals a number).
//	          Numbers above BigIsland (40) get labels only: their size and
//	          connection come from the cuts below.
//	owner     label without the unary distance: each unshaded cell owned
//	          by one number in reach, owners passed between unshaded
//	          neighbours, Exactly(n) owned cells; islands' connection left
//	          to the cuts below.
//	lazy (default)  units: a cell no number reaches, or next to two
//	          numbers, is shaded; a number reaches the cells within n-1
//	          steps through empty cells next to no other number (a BFS).
//	          A number n with EagerMin (8) <= n <= BigIsland (40) is
//	          encoded eagerly as label does, for itself alone: labels
//	          a[c] in reach, a[c] → ¬s[c], a[c] ∧ ¬s[d] → a[d] (a[c] → s[d]
//	          out of reach), Exactly(n), unary distance: its island is
//	          exact before the first model. Smaller numbers, and bigger
//	          ones, are left to the cuts.
//
// --total on adds Exactly(N - Σn) over the empty cells (every number
// known); auto adds it when cells × shaded cells <= CountLimit; off (the
// default) leaves it out: it made 1091_15x15 unsolved in 28 s of CPU
// against 13 s without.
//
// Both encodings refine every model with the island cuts (Refine):
// for each unshaded component G of the model with shaded border N(G),
//
//	no number:       ⋁ s[c] (c ∈ G) ∨ ⋁ ¬s[b] (b ∈ N(G))
//	two numbers:     ⋁ s[c] over the inner cells of a path in G between them
//	the n at k:      |G| > n: ⋁ s[c] over n+1 cells of G around k (BFS);
//	                 |G| < n: ⋁ ¬s[b] over the b ∈ N(G) within n-1 of k
//	                 (the island leaves G); both ∨ ¬selector
//
// Each holds in every solution, so the solve loop keeps them while it
// counts. With puzzle.Options.Explain each known number has a selector
// guarding its Exactly, its distance bound and its size cuts: with the
// selector false the number is a "?".
//
// # Which encoding
//
// Measured on the first 119 puzzles of the PuzzleKit set (docs/nurikabe.md):
// lazy is much faster on the big grids (a 21x22: 0.04 s against 23 s with
// label, whose distance layers grow as n³), and a global count of the
// shaded cells (Exactly(N - Σn)) made both slower (seqcounter over every
// cell), so it is left out. lazy's weak spot is a grid whose islands need
// many cuts one model at a time (1055_40x57: 42,000 solves, 247 s).
//
// # Formats
//
//   - janko: "ROWS COLS", then ROWS lines of COLS tokens: "-" (or ".")
//     empty, a number, "?" unknown; a solution grid may follow (x shaded,
//   - unshaded), the reference. The solution output (--format janko)
//     is the PuzzleKit dataset's: "ROWS COLS", rows of x and -.
//   - text: one character a cell: "." empty, 1-9 and A-Z (10-35), "?".
//   - JSON: {"rows":R,"cols":C,"grid":[[0,2,...],...]} (0 empty, -1
//     unknown); a JSON output reads back, its "shaded" cells the
//     reference.
//   - puzz.link: https://puzz.link/p?nurikabe/COLS/ROWS/BODY, the body
//     pzprjs' decodeNumber16 (src/variety/nurikabe.js), "." unknown.
package nurikabe
