// Package numberlink compiles Numberlink puzzles (janko.at's Arukone,
// pzprjs' numlin) to SAT. Kind is the package's side of the puzzle
// contract (package puzzle), also known as "numlin"; this package
// imports no solver.
//
// # Rules
//
// Join each pair of equal numbers by a path through the centres of the
// cells, moving between orthogonal neighbours. Paths never cross, branch
// or share a cell, and pass through no other number. With --fill free
// (the default: janko.at's Arukone and Nikoli's Numberlink, whose
// published solutions leave cells empty, PuzzleKit's 181 and 266
// among them) cells may stay empty; --fill all asks every cell to be on
// a path (pzprjs' arukone without its "e" flag).
//
// # Variables
//
// One variable per pair of adjacent cells, the primary variables, named
// numberlink.edge(r,c)-(r,c+1) and numberlink.edge(r,c)-(r+1,c): the
// R·(C-1) horizontal ones row by row (variables 1..R·(C-1)), then the
// (R-1)·C vertical ones. Explanations state them as "the line between
// (r,c) and (r,c+1) is used" or "... is crossed out" (JSON
// {"from":[r,c],"to":[r,c+1],"line":true}). Then each cell's colour,
// the index of its pair among the K pairs: L = ⌈log2 K⌉ bits
// (--colours binary, the default) or K variables (onehot); with
// Options.Explain a selector per pair.
//
// # Clauses
//
// A cell has d = 2 (corner), 3 (side) or 4 edges.
//
//   - At most two edges at every cell: C(d,3) clauses (0, 1 or 4).
//   - A number: exactly one edge: one clause of d literals and C(d,2)
//     binary ones.
//   - Any other cell: not one edge (--fill free: d clauses ¬ei ∨ the
//     others) or at least two (--fill all: d clauses, the edges but ei).
//   - Colours: a number's colour is its pair's (L units, or 1 with
//     onehot, which adds at-least-one and a ladder at-most-one per cell);
//     a used edge joins cells of one colour: 2L (2K) clauses an edge,
//     ¬e ∨ ¬bu ∨ bv and ¬e ∨ bu ∨ ¬bv. So a path joins equal numbers
//     only, and two paths never meet.
//   - No closed loop: the rules above still allow cycles of cells
//     without numbers. A clause of four literals forbids the one around
//     each 2x2 block ((R-1)(C-1) clauses); the rest is encode/connect's
//     SingleCycle (--connectivity) on the grid with one more vertex, a
//     root joined to every number by an always-chosen edge: the chosen
//     edges are connected exactly when every path reaches a number.
//     lazy (the default) adds nothing up front; for each closed loop of
//     a model, with cell set S, it adds "a used edge in S needs a used
//     edge leaving S". eager is lazy here (nothing to force); tree,
//     distance and flow are complete (sizes in connect's package doc,
//     over R·C+1 vertices and the edges plus one per number).
//   - U-turns (--uturns forbid with --fill free, not with
//     Options.Explain): a path round
//     three sides of a 2x2 block has a shortcut, so a second solution;
//     a variable allow(u) per block and side (4(R-1)(C-1), at most one
//     true: ladder), allow(u) → u's three lines (3 binary clauses), and
//     per possible U-turn v "one of its lines unused, or allow(v), or
//     allow(u) for the (up to 2) U-turns u of which v is a side U-turn".
//     The models number 0, 1 or 2+ exactly when the solutions do (the
//     argument is in uturn.go): the generic loop still proves
//     uniqueness, and most routings with detours are gone.
//   - Reduced solutions (--shortcuts reduce, the default, with --fill
//     free, not with Options.Explain, and only when the loop looks for
//     one or two solutions: puzzle.Options.Solutions): a solution with
//     a shortcut (two adjacent cells of one path without their line) or
//     a flip (a corner a-b-c round a 2x2 block whose fourth cell d is
//     empty and comes before b row-major) or a bump (a detour of 3 to
//     6 cells round a run of empty cells) has another, smaller one. The
//     formula asks for neither: used(c) per unnumbered cell (d+1
//     clauses), per adjacent pair "an end empty, the line used, or the
//     colours differ" (binary: L differ variables, 2L+1 clauses; onehot:
//     K clauses), per block corner one clause of three literals.
//     Encoding.Alternative derives a second solution from the first
//     when a move leads to it (shortcut.go proves that this answers
//     existence and uniqueness exactly); the generic loop counts it.
//
// A 10x10 grid with 10 pairs (janko.at Arukone 12): 180 edges, 400
// colour bits, 2,305 clauses before cuts without the U-turn clauses;
// these add 647 variables (324 allow, 323 ladder) and 2,264 clauses.
//
// With Options.Explain each pair's clauses (its numbers' "exactly one
// edge" and colour) carry ¬s for the pair's selector s
// (Encoding.Clues); the rules never.
//
// # Formats
//
//   - janko: the PuzzleKit dataset's plain grid: "ROWS COLS", then ROWS
//     rows of COLS tokens, a number or "-" none. `solve --format janko`
//     writes the dataset's solution form: the same header and a token per
//     cell, its path's directions ("ns", "ew", "ne", "nw", "se", "sw"
//     through a cell, "n", "s", "e", "w" at a number) or "-".
//   - puzzlink: https://puzz.link/p?numlin/COLS/ROWS/BODY ("numberlink"
//     and "arukone" read too), pzprjs' decodeNumber16 body
//     (format/puzzlink.DecodeNumber16).
//   - json: {"rows":R,"cols":C,"grid":[[1,0,2],...]} (0 none); the JSON
//     output adds "status", "unique", "stats" and "paths" (each pair's
//     cells in order, pairs by increasing number) and reads back with
//     those paths as its reference.
//   - text: rows of blank-separated cells, a number or '.' (or '-')
//     none; grids separated by blank lines. A text grid whose first row
//     is two numbers reads as a janko header: write '.' rows first or
//     use the janko form.
//
// # Checking, board, play
//
// Check shares nothing with the encoder: it reads each cell's links from
// the solution's own grids, checks every degree, walks from each number
// to the other end of its path, which must be the same number, and asks
// that the walks used every line (no closed loop); with FillAll (a
// solution of --fill all) no cell may be empty. The board is a grid of
// cells with the numbers in theirs; players draw and cross out lines
// between centres (board.Moves.Lines); CheckState finds cells with three
// lines or more, numbers with two, dead ends, numbers every way of
// which is crossed out, lines joining numbers that are not one pair, and
// closed loops.
//
// # Editing
//
// The setter's editor (edit.go: puzzle.Editor, puzzle.ClueTyper) places a
// pair's ends one at a time: Validate takes a number in one cell (a lone
// end), which Encode makes the empty clause (Note), Reason names and
// Check refuses; a number in three cells is refused.
package numberlink
