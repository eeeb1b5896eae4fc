// Package kurodoko compiles Kurodoko puzzles (Nikoli's Kurodoko,
// janko.at's Kuromasu, Simon Tatham's Range) to SAT. Kind is the
// package's side of the puzzle contract (package puzzle); its
// command-line aliases are "range" and "kuromasu". This package imports
// no solver.
//
// # Rules
//
// Shade some cells of a grid with numbers so that
//
//   - sightlines: a numbered cell is unshaded, and its number counts the
//     unshaded cells it sees: itself and the cells in line with it in the
//     four directions up to a shaded cell or the grid's edge;
//   - adjacency: no two shaded cells share a side;
//   - connectivity: the unshaded cells form one orthogonally connected
//     area.
//
// # Encoding
//
// Variable s(r,c) = 1 + r·Cols + c, named kurodoko.shaded(r,c), says
// "cell (r,c) is shaded"; the Rows·Cols of them are the primary
// variables and the facts of explanations ("(3,4) is shaded", JSON
// {"cell":[3,4],"shaded":true}). For a number k at cell i, let
// w = k-1 (the cells it sees besides itself) and L_d the length of its
// ray in direction d (shape/sight's Rays). The clauses:
//
//	number unshaded  (¬s_i): one unit clause per number
//	ladders          per direction, m_d = min(L_d, w) variables
//	                 v(d,j) ⟺ v(d,j-1) ∧ ¬s(c_j) ("the first j cells
//	                 are seen"): 2 clauses for j = 1, 3 for each j > 1;
//	                 and, when L_d > w, the cap (¬v(d,w) ∨ s(c_{w+1}))
//	                 (just (s(c_1)) when w = 0): 1 clause
//	sums             the four ladders are order-encoded counts; totalizer
//	                 merges left+right, up+down, then the two, each cut at
//	                 w+1: a merge of counts of sizes a and b into
//	                 n = min(a+b, w+1) variables takes at most
//	                 2(a+1)(b+1) clauses of 2 or 3 literals
//	exact count      units "seen ≥ w" and ¬"seen ≥ w+1" on the total
//	                 (the empty clause when the rays are too short)
//	adjacency        (¬s_i ∨ ¬s_j) for each two orthogonal neighbours:
//	                 R(C-1) + C(R-1) binary clauses
//	connectivity     encode/connect's Connected over the grid graph with
//	                 in(v) = ¬s_v, by --connectivity: lazy (default: no
//	                 clauses; Encoding.Refine cuts a model whose unshaded
//	                 cells fall apart), tree, distance or flow (complete
//	                 CNF; see encode/connect)
//
// Tatham's 9x6 default (10 numbers) takes 299 variables and 1240 clauses.
// With Options.Explain every number is a clue with a selector: its unit,
// cap and exact-count clauses carry ¬sel, so that assuming the selector
// false makes the number unknown; the ladders and sums are definitions
// (true or false with the cells whatever the selectors) and stay.
//
// Check shares nothing with the encoder: it walks the grid for two
// shaded neighbours, walks out from each number in the four directions
// to count what it sees, and flood-fills the unshaded cells.
//
// # Formats
//
// Each is read (positioned errors, line:col: message (at "text")) and
// written; Detect tells them apart by their first lines.
//
//   - tatham: Range game IDs "WxH:DESC", one per line; DESC is the cells
//     row by row (range.c): a letter a-z a run of 1-26 cells without a
//     number, a decimal number a numbered cell, '_' between two numbers
//     that follow one another.
//   - janko: janko.at grids as the PuzzleKit dataset stores them (its
//     genre Kuromasu): "ROWS COLS", then ROWS rows of COLS tokens (a
//     number, '-' none); the dataset's solution form may follow ('x'
//     shaded, '-' unshaded) and becomes the puzzle's reference. The
//     output format janko (Render) writes a solution in that form.
//   - puzzlink: puzz.link URLs ("https://puzz.link/p?kurodoko/COLS/ROWS/BODY"),
//     pzprjs' Number16 body (src/variety/kurodoko.js: decodeNumber16),
//     read and written by package format/puzzlink; '.' (a number of
//     unknown value) is refused.
//   - text: rows of numbers separated by blanks ('-' none), or one
//     character a cell (1-9, a-z for 10-35, A-Z for 36-61, '.' or '-'
//     none); puzzles separated by blank lines.
//   - json: {"rows":R,"cols":C,"numbers":[[...],...]} (0 none); the JSON
//     output (one line a puzzle) has the same fields plus status, unique,
//     "shaded" (the solution's shaded cells as [row, col]) and stats, and
//     reads back: "shaded" becomes the puzzle's reference solution.
//
// Readers bound a side by MaxSide and the numbers by MaxNumber before
// allocating.
//
// # Playing
//
// The board (Board) draws the numbers, shaded cells dark, cells known
// unshaded with a dot. A player's cells take "shaded" and "unshaded"
// (board.CellState); CheckState reports two shaded cells side by side, a
// shaded number, a number that already sees more cells than it says
// through cells marked unshaded or cannot see enough through the cells
// not shaded, and shaded cells that cut the other cells apart;
// StateFacts states the player's cells as explanation facts.
package kurodoko
