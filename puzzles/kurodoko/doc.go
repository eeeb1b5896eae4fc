// Package kurodoko compiles Kurodoko puzzles (Nikoli's "leave me alone";
// Simon Tatham's Singles) to SAT. Kind is the package's side of the
// puzzle contract (package puzzle); its command-line alias is "singles".
// This package imports no solver.
//
// # Rules
//
// Shade some cells of a grid of numbers so that
//
//   - a repeated number: no number appears twice among the unshaded cells
//     of a row or a column;
//   - adjacency: no two shaded cells share a side;
//   - connectivity: the unshaded cells form one orthogonally connected
//     area.
//
// A cell may also hold no number (pzprjs allows it): it is shaded or not
// like any other and never repeats.
//
// # Encoding
//
// Variable s(r,c) = 1 + r·Cols + c, named kurodoko.shaded(r,c), says
// "cell (r,c) is shaded"; the Rows·Cols of them are the primary
// variables and the facts of explanations ("(3,4) is shaded", JSON
// {"cell":[3,4],"shaded":true}). The clauses:
//
//	a repeated number   for each row or column and each number held by
//	                    k ≥ 2 of its cells: at most one of those cells
//	                    unshaded, an at-most-one over ¬s (--amo pairwise:
//	                    k(k-1)/2 clauses (s_i ∨ s_j); ladder, commander;
//	                    or --card: a cardinality constraint "at most 1")
//	adjacency           (¬s_i ∨ ¬s_j) for each two orthogonal
//	                    neighbours: R(C-1) + C(R-1) binary clauses
//	connectivity        encode/connect's Connected over the grid graph
//	                    with in(v) = ¬s_v, by --connectivity: lazy
//	                    (default: no clauses; Encoding.Refine cuts a model
//	                    whose unshaded cells fall apart: "if v and u are
//	                    unshaded, some cell around v's part is"), tree,
//	                    distance or flow (complete CNF; see encode/connect)
//
// With Options.Explain every number is a clue with a selector, and the
// repeated-number rule is written pairwise with both numbers' selectors
// in each clause (¬sel_i ∨ ¬sel_j ∨ s_i ∨ s_j), so that assuming a
// selector false makes the number unknown while the rules stay.
//
// Check shares nothing with the encoder: it walks the grid for two
// shaded neighbours, each row and column for a number met twice in
// unshaded cells, and flood-fills the unshaded cells.
//
// # Formats
//
// Each is read (positioned errors, line:col: message (at "text")) and
// written; Detect tells them apart by their first lines.
//
//   - tatham: Singles game IDs "WxH:DESC" ("5x5:...", "8x8dk:..."; a
//     difficulty suffix is ignored), one per line; DESC is one character
//     a cell, row by row, Singles' n2c: 1-9, a-z for 10-35, A-Z for
//     36-61, every number between 1 and max(W,H) (singles.c,
//     unpick_desc).
//   - janko: janko.at grids as the PuzzleKit dataset stores them: "ROWS
//     COLS", then ROWS rows of COLS numbers ('-' a cell without one); the
//     dataset's solution form may follow ('x' shaded, '-' unshaded) and
//     becomes the puzzle's reference. The output format janko (Render)
//     writes a solution in that form.
//   - puzzlink: puzz.link URLs ("https://puzz.link/p?kurodoko/COLS/ROWS/BODY"),
//     pzprjs' kurodoko body (src/variety/kurodoko.js, decodeKurodoko): a number
//     below 36 as one base-36 character, below 1296 as '-' and two, '.' a
//     cell without a number. pzprjs' '%' and '@' (a number of unknown
//     value) are refused.
//   - text: rows of numbers separated by blanks, or one character a cell
//     (Singles' characters; '.' or '-' none); puzzles separated by blank
//     lines.
//   - json: {"rows":R,"cols":C,"numbers":[[...],...]}; the JSON output
//     (one line a puzzle) has the same fields plus status, unique,
//     "shaded" (the solution's shaded cells as [row, col]) and stats, and
//     reads back: "shaded" becomes the puzzle's reference solution.
//
// Readers bound a side by MaxSide and the numbers by MaxNumber before
// allocating.
//
// # Playing
//
// The board (Board) draws the numbers, shaded cells dark with the number
// pale, cells known unshaded with a dot. A player's cells take "shaded"
// and "unshaded" (board.CellState); CheckState reports two shaded cells
// side by side, a number twice among the cells marked unshaded in a row
// or column, and shaded cells that cut the other cells apart; StateFacts
// states the player's cells as explanation facts.
package kurodoko
