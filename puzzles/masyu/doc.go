// Package masyu compiles Masyu puzzles (Simon Tatham's Pearl) to SAT.
// Kind is the package's side of the puzzle contract (package puzzle),
// also known as "pearl"; this package imports no solver.
//
// # Rules
//
// Draw one loop through the centres of the cells, moving between
// orthogonal neighbours; it never crosses or touches itself and passes
// through every pearl. In a black pearl the loop turns, and it goes
// straight on through the next cell on both sides. Through a white pearl
// the loop goes straight, and it turns in the cell before or after it
// (or both).
//
// # Variables
//
// One variable per pair of adjacent cells, the primary variables, named
// masyu.edge(r,c)-(r,c+1) and masyu.edge(r,c)-(r+1,c): the R·(C-1)
// horizontal ones row by row (variables 1..R·(C-1)), then the ·C
// vertical ones. Explanations state them as "the line between (r,c) and
// (r,c+1) is used" or "... is crossed out" (JSON
// {"from":[r,c],"to":[r,c+1],"line":true}).
//
// # Clauses
//
// N, S, W, E are a cell's edges to its four neighbours; NN is the edge
// north of its northern neighbour, and so on. An edge past the grid's
// side is false: clauses with it are simplified (dropped, or shortened).
//
//   - Degree 0 or 2 at every cell with edges e1..ed (d = 2 at the
//     corners, 3 on the sides, 4 inside): d clauses (¬ei ∨ the other ej)
//     forbid degree 1, C(d,3) clauses (¬ei ∨ ¬ej ∨ ¬ek) forbid 3 and 4:
//     2, 4 or 8 clauses a cell, 8(R-2)(C-2) + 8(R-2+C-2) + 8 in all
//     (649 for 10x10 with the clause below).
//   - A black pearl: N ∨ S, ¬N ∨ ¬S, W ∨ E, ¬W ∨ ¬E (on the loop, and
//     it turns), N → NN, S → SS, W → WW, E → EE (straight on through the
//     neighbour): 8 clauses.
//   - A white pearl: ¬N ∨ S, ¬S ∨ N, ¬W ∨ E, ¬E ∨ W, N ∨ W (on the loop,
//     straight through), ¬N ∨ ¬NN ∨ ¬SS and ¬W ∨ ¬WW ∨ ¬EE (a turn
//     before or after): 7 clauses.
//   - At least one edge: one clause over all edges.
//   - One loop: encode/connect's SingleCycle with --connectivity (with
//     the degree rule, "the used edges are connected" is "one loop").
//     lazy (the default) adds nothing up front: the solve loop checks
//     each model and adds, for every loop beside another, connect's
//     subtour cut; eager is lazy here (no edge is given, nothing to force
//     from); tree, distance and flow are complete encodings (their sizes
//     in connect's package doc).
//
// With Options.Explain every pearl's clauses carry ¬s for its selector s
// (Encoding.Clues), so that a pearl can be switched off; the rules
// never. TestEncodingSize checks the counts.
//
// # Formats
//
//   - janko: the PuzzleKit dataset's plain grid: "ROWS COLS", then ROWS
//     rows of COLS tokens, "w" (or "1") a white pearl, "b" (or "2") a
//     black one, "-" none. `solve --format janko` writes the dataset's
//     solution form: the same header and a token per cell, its two loop
//     directions ("ns", "ew", "ne", "nw", "se", "sw") or "-".
//   - tatham: Pearl game IDs "WxH:DESC" (the full parameters "dX" and
//     "n" may follow the size): DESC lists the cells row by row, 'B' a
//     black pearl, 'W' a white one, a letter a..z a run of 1..26 cells
//     without one.
//   - puzzlink: https://puzz.link/p?mashu/COLS/ROWS/BODY ("masyu" and
//     "pearl" read too), pzprjs' circle body (format/puzzlink.DecodeCircle:
//     a base-27 digit per three cells, 1 white, 2 black).
//   - json: {"rows":R,"cols":C,"pearls":["..w.b.",...]}; the JSON output
//     adds "status", "unique", "stats" and "loop" (the loop's cells in
//     order) and reads back with that loop as its reference.
//   - text: rows of characters 'w' (or 'W', 'o'), 'b' (or 'B', '*'), '.'
//     (or '-') none; grids separated by blank lines.
//
// # Checking, board, play
//
// Check shares nothing with the encoder: it reads each cell's links from
// the solution's own grids, checks every degree and every pearl's shape
// from the links of the pearl and its neighbours, and walks the loop,
// which must come back having used every line. The board is a "dots"
// grid of the cell centres, white pearls as circles, black ones as
// filled circles; players draw and cross out lines between centres
// (board.Moves.Lines); CheckState finds cells of degree 3 or more, lines
// ending where every other way is crossed out, pearls that cannot be on
// the loop, a black pearl passed straight or with a turn next to it, a
// white pearl with a turn in it or straight lines on both sides, and a
// closed loop beside other lines.
package masyu
