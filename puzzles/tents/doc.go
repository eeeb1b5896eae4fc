// Package tents is the Tents genre (Simon Tatham's Tents; janko.at's
// Zeltlager, kind "tents", alias "tent"): place tents in the grid so that
//
//   - each tree has a tent of its own orthogonally beside it, and each
//     tent belongs to one tree (trees and tents pair up one to one; a tent
//     may touch other trees too);
//   - no two tents touch, not even diagonally;
//   - each row and column holds as many tents as its count says (a count
//     may be missing: puzz.link lets a setter hide some).
//
// The solution is the tents; the pairing need not be unique (Tatham's
// checker accepts any pairing, his generator makes it unique).
//
// # Variables
//
// One variable per cell without a tree, "a tent at (r,c)": the primary
// variables, 1..F in row-major order (F free cells). Then one variable
// per (tree, orthogonal neighbour without a tree), "the tree's tent is
// there": at most 4 per tree, P in all. With Options.Explain, one selector
// per count, then the cardinality encodings' auxiliary variables.
//
// # Clauses
//
// For T trees, F free cells, P pairs, A touching free-cell pairs (each
// unordered pair of free cells in each other's 8-neighbourhood once) and
// pairwise at-most-one (--amo pairwise, the default):
//
//	each tree exactly one pair      T clauses of k ≤ 4 literals + Σ k(k-1)/2 binary (k: the tree's pairs)
//	pair → tent                     P binary clauses
//	tent → one of its pairs          one clause of 1+m literals per free cell with m ≥ 1 pairs,
//	                                 Σ m(m-1)/2 binary (at most one tree per tent), a unit ¬tent for m = 0
//	no two tents touch              A binary clauses
//	row/column counts               exactly k of the line's tent variables, --card: gophersat's
//	                                native constraint by default (one at-least and one at-most
//	                                constraint; lowered to a totalizer for other solvers), or
//	                                binomial, seqcounter, totalizer, cardnet clauses
//
// A tree with no free neighbour makes the encoding unsatisfiable (the
// empty clause of its exactly-one), and Encoding.Note names it. In a
// 3x3 grid with one tree in the middle: 8 tent and 4 pair variables, 1+6
// clauses for the tree, 4 pair→tent, 4 tent→pair (m = 1, no AMO), 4 unit
// clauses for the corners, 12 touching pairs (TestClauseCounts).
//
// With Explain, each count is written through a guard that adds its
// selector's negation to every clause of its cardinality encoding (a
// native constraint becomes a sequential counter), so that assuming the
// selector false removes the count and nothing else.
//
// Check shares nothing with the encoder: it finds a perfect matching of
// trees and tents by augmenting paths (Kuhn), counts the lines and
// looks at each tent's neighbours.
//
// # Formats
//
//   - janko: the PuzzleKit dataset's plain form: "ROWS COLS", a line of
//     COLS column counts, a line of ROWS row counts, then ROWS rows of
//     COLS tokens, x a tree, - empty (T, t, . read too; a count - or ?
//     is not given). Its solution form (--format janko): "ROWS COLS", then
//     the rows, x a tree, o a tent, - the rest.
//   - tatham: Tatham's game IDs, "WxH:DESC,c1,...,cW,r1,...,rH" (a "dX"
//     difficulty after the size is ignored): DESC runs over the cells and
//     one sentinel tree past the end, '_' a tree, 'a'..'y' 1..25 empty
//     cells then a tree, 'z' 25 empty cells; then the W column counts and
//     the H row counts (tents.c: new_game_desc, validate_desc, new_game).
//     A Tatham ID gives every count: a puzzle with hidden counts is not
//     written in it.
//   - puzzlink: https://puzz.link/p?tents/COLS/ROWS/BODY (pzprjs
//     src/variety/tents.js: decodeNumber16ExCell then decode1Cell(1)): the
//     counts outside the grid, COLS columns then ROWS rows, each a hex digit,
//     '-' and two hex digits, '.' unknown, g..z a run of 1..20 counts not
//     given; then the trees, 0..h a tree and 0..17 empty cells after it,
//     i..z 1..18 empty cells. The writer gives pzprjs' own string.
//   - text: a line of column counts, then per row its count and its cells
//     (T a tree, . empty; A a tent: the grid is then also a reference
//     solution, as the text output writes it).
//   - json: {"rows":R,"cols":C,"colCounts":[...],"rowCounts":[...],
//     "grid":["T..",...]} (null: a count not given); the JSON output reads
//     back, its "tents" rows (A a tent) the reference solution.
//
// Every reader returns *srcpos.Error values, bounds the grid to MaxCells
// cells before allocating, and has a fuzz target (FuzzParse,
// FuzzRoundTrip).
//
// # Explaining and playing
//
// Facts are "a tent at (r,c)" and "no tent at (r,c)" (the pair variables
// are auxiliary: "the tree at (r,c) has its tent at (r',c')" names one
// where a diagnosis shows it); the clues are the counts ("row 3 holds 2
// tents"). The board draws trees as 🌲, tents as ⛺, grass as a dot and
// the counts as row and column labels; a player cycles a cell through
// tent and grass. CheckState reports touching tents, a line with more
// tents than its count (or too little room left for it), a tree with no
// place left for its tent and a tent beside no tree; StateFacts reads the
// player's tents and grass as facts for hints.
package tents
