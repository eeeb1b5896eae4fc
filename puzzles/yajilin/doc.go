// Package yajilin compiles Yajilin puzzles to SAT. Kind is the
// package's side of the puzzle contract (package puzzle).
//
// # Rules
//
// Some cells are clues: an arrow with a number, or a blank clue cell.
// Shade some of the other cells, never two side by side, and draw one
// loop through the centres of all the remaining ones (it never crosses
// or touches itself); an arrow's number is the count of shaded cells in
// its direction, to the grid's side. Clue cells are neither shaded nor
// on the loop.
//
// # Variables
//
// R·C variables "cell (r,c) is shaded" (row-major; false on clue cells),
// then one per pair of adjacent cells, "the loop uses the line between
// them" (the R·(C-1) horizontal ones row by row, then the (R-1)·C
// vertical ones): the primary variables.
//
// # Clauses
//
//   - A clue cell: units, not shaded and no line (5 at most).
//   - Another cell with shade s and lines e1..ed: s ∨ e1 ∨ ... ∨ ed, d
//     clauses ¬s ∨ ¬ei, d clauses ¬ei ∨ the others (not degree 1),
//     C(d,3) clauses (not degree 3 or 4).
//   - Two plain cells side by side: ¬s ∨ ¬t.
//   - An arrow k: exactly k of the shade variables of the plain cells it
//     points at, with --card (seqcounter by default: about 2nk clauses
//     for n cells).
//   - At least one line, and one loop: encode/connect's SingleCycle with
//     --connectivity (lazy by default: subtour cuts as the solve loop
//     finds several loops).
//
// # Formats
//
//   - janko: the PuzzleKit dataset's plain grid: "ROWS COLS", then rows
//     of tokens, "2s" an arrow clue (a number and n, s, w or e), "x" or
//     "@" a clue cell without number, "-" a plain cell. `solve --format
//     janko` writes the dataset's solution form: "x" shaded, a loop
//     cell's two directions ("ns", "ew", "ne", "nw", "se", "sw"), "-" a
//     clue cell.
//   - text: the same rows of tokens without the header; grids separated
//     by blank lines.
//   - json: {"rows":R,"cols":C,"grid":[["-","2s",...],...]}; the JSON
//     output adds "status", "unique", "shaded" and "loop".
//   - puzzlink: https://puzz.link/p?yajilin/COLS/ROWS/BODY, one a line
//     (pzprjs' "yajirin" read too), the body pzprjs' decodeArrowNumber16
//     (format/puzzlink.DecodeArrowNumber16): "32" a 2 pointing left, "0."
//     a clue cell without number, a-z runs of plain cells (puzzlink.go).
//
// The generator is package gen (puzzles/yajilin/gen).
//
// Check shares nothing with the encoder: it reads each cell's lines from
// the solution's own grids, counts every arrow's shaded cells, and walks
// the loop.
package yajilin
