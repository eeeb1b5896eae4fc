// Package slitherlink compiles Slitherlink puzzles (Simon Tatham's Loopy,
// square grids) to SAT. Kind is the package's side of the puzzle contract
// (package puzzle), also known as "loopy"; this package imports no
// solver.
//
// # Rules
//
// Draw one loop along the edges of the grid (between its lattice
// points, the cells' corners): the loop never crosses or touches
// itself, and every numbered cell has exactly that many of its four
// edges on the loop. A cell may hold "?" (a number not given: no rule).
//
// # Variables
//
// One variable per lattice edge, the primary variables, named
// slitherlink.edge(r,c)-(r,c+1) and slitherlink.edge(r,c)-(r+1,c): the
// (R+1)·C horizontal edges row by row (variables 1..(R+1)·C), then the
// R·(C+1) vertical ones. Explanations state them as "the edge between
// (r,c) and (r,c+1) is part of the loop" or "... is crossed out" (JSON
// {"from":[r,c],"to":[r,c+1],"line":true}).
//
// # Clauses
//
//   - Degree 0 or 2 at every lattice point with edges e1..ed (d = 2 at
//     the corners, 3 on the sides, 4 inside): d clauses (¬ei ∨ the
//     other ej) forbid degree 1, C(d,3) clauses (¬ei ∨ ¬ej ∨ ¬ek) forbid
//     degree 3 and 4: 2, 4 or 8 clauses a point. An R×C grid has
//     8(R-1)(C-1) + 4·2(R-1+C-1) + 4·2 of them (about 8RC).
//   - A clue k: exactly k of its cell's 4 edges, with --card (default
//     binomial: C(4,k+1) + C(4,5-k) clauses, that is 4, 7, 8, 7, 4 for
//     k = 0..4, no auxiliary variable; seqcounter, totalizer, cardnet
//     and native are encode.Builder's).
//   - At least one edge: one clause over all edges.
//   - One loop: encode/connect's SingleCycle with --connectivity (with
//     the degree rule, "the chosen edges are connected" is "one loop").
//     lazy (the default) adds nothing up front: the solve loop checks
//     each model and adds, for every loop beside another, connect's
//     subtour cut (two loop edges in different places need a loop edge
//     crossing between them); tree, distance and flow are complete
//     encodings (their sizes in connect's package doc).
//
// With Options.Explain every clue's clauses carry ¬s for its selector s
// (Encoding.Clues), so that a clue can be switched off; the rules never.
//
// A 10x10 puzzle has 220 edge variables and 800 degree clauses; with 50
// clues (about 7 clauses each) and the one clause, about 1,150 clauses
// before any cut (TestEncodingSize checks the counts).
//
// # Formats
//
//   - janko: the PuzzleKit dataset's plain grid: "ROWS COLS", then ROWS
//     rows of COLS tokens, 0-4 a clue, "-" (or ".") none, "?" unknown.
//     `solve --format janko` writes the dataset's solution form: the
//     same header and a token per cell, "x" inside the loop, "-"
//     outside (Solution.Inside).
//   - tatham: Loopy game IDs "WxHt0:DESC" (t0 the square grid; a
//     difficulty "dX" may follow it): DESC lists the faces row by row, a
//     digit a clue, a letter a..z a run of 1..26 faces without one. The
//     other grid types (t1 triangular, t2 honeycomb, ...) are refused by
//     name.
//   - puzzlink: https://puzz.link/p?slither/COLS/ROWS/BODY, pzprjs'
//     4Cell body (format/puzzlink.Decode4Cell).
//   - json: {"rows":R,"cols":C,"clues":["3.2..",...]}; the JSON output
//     adds "status", "unique", "stats" and "loop" (the loop's lattice
//     points in order) and reads back with that loop as its reference.
//   - text: rows of characters 0-4, '.' none, '?' unknown; grids
//     separated by blank lines.
//
// # Checking, board, play
//
// Check shares nothing with the encoder: it counts each clue's edges and
// each point's lines from the solution's own grids and walks the loop,
// which must come back having used every line. The board is a "dots"
// grid of the lattice points with the clues in its faces; players draw
// and cross out segments (board.Moves.Lines); CheckState finds points of
// degree 3 or more, lines ending where every other way is crossed out,
// numbers with too many lines or crosses, and a closed loop beside other
// lines.
package slitherlink
