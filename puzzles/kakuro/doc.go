// Package kakuro compiles Kakuro (Cross Sums) puzzles to SAT. Kind is
// the package's side of the puzzle contract (package puzzle); the
// generator is package gen. This package imports no solver.
//
// # Rules
//
// A grid of black and white cells; a black cell may hold the sum of the
// run of white cells below it (down) and of the run right of it
// (across). Write a digit 1..9 in every white cell so that every run (a
// maximal line of white cells in a row or a column) holds no digit twice
// and adds up to its sum. A run without a sum (none in janko.at's
// puzzles) only holds different digits.
//
// # Encoding
//
// Variable x(w,d) = 9w + d, named kakuro.x(r,c,d), says "white cell w
// holds digit d" (w numbers the white cells in row-major order from 0);
// the 9·whites of them are the primary variables and the facts of
// explanations ("(3,4) is 7", "(3,4), (3,5) are not 9"; JSON
// {"cell":[3,4],"digit":7,"holds":true}). For a run of k cells:
//
//	each white cell: exactly one of x(w,1..9)        1 clause + --amo (pairwise: 36)
//	each run, each d: at most one cell holds d       --amo (pairwise: k(k-1)/2);
//	                                                 left out where the table below says it
//	each run with a sum S: --sum (package shape/sum)
//	  table: a selector per set of k different digits making S (at most
//	         C(9,k) ≤ 126): selector → every digit of the set in some cell
//	         (k+1 literals), → no cell holds a digit outside it
//	         (k(9-k) binary); some selector; a cell's digit → a selector
//	         holding it; pairwise all-different (9·k(k-1)/2). Unit
//	         propagation on it is about what a solver reads from the
//	         tables of sums (16 in two: 7+9).
//	  sets:  the table through u(d) ↔ "some cell holds d" (9 variables,
//	         9k+9 clauses); a selector asks or forbids each u(d) (9 binary)
//	  pb:    unary order bits u(j,e) ↔ "cell j ≥ e" (8 a cell), a
//	         totalizer for "exactly S-k of them"; much slower here.
//
// With Options.Explain every sum's clauses are guarded by a selector (the
// sums are the clues, "the across 16 in 2 at (2,3)"); the rules (one digit a
// cell, none twice in a run) stay unguarded. A run of more than nine
// cells, or a sum no k different digits make, makes the formula the
// empty clause (Encoding.Note says which). Check shares nothing with the
// encoder: it walks every row and column, summing and looking for
// repeats.
//
// # Formats
//
// Each is read (positioned errors, line:col: message (at "text")) and
// written; Detect tells them apart by their first line.
//
//   - janko: janko.at grids as the PuzzleKit dataset stores them: "ROWS
//     COLS", then ROWS rows of tokens: '0' a white cell, '-' a black one,
//     "D,A" a black cell with the down sum D and the across sum A (either
//     left out: "16,", ",7"); optionally ROWS rows of the solution (a
//     digit a white cell, '-' a black one), the reference. The output
//     format janko writes a solution in that form.
//   - puzzlink: puzz.link kakuro URLs (pzprjs src/variety/kakuro.js,
//     decodeKakuro). pzprjs' board leaves out the first row and column
//     (its "excells" hold the outer sums), so a URL of COLS x ROWS is a
//     grid of ROWS+1 x COLS+1; a puzzle with a white cell in the first
//     row or column has no URL.
//   - text: a row a line, cells separated by blanks: '.' white, '#' black,
//     "D\A" sums ("16\", "\7"). A line of cells starting with '#' is a
//     row, not a comment.
//   - json: {"rows":R,"cols":C,"cells":[["-","16,",...],...]} (the janko
//     tokens); the JSON output adds status, unique, "grid" (the digits, 0
//     in black cells; read back as the reference) and stats.
//
// Readers bound the grid by MaxSide before allocating.
//
// # Editing
//
// The setter's editor (edit.go: puzzle.Editor, puzzle.ClueTyper): a click
// cycles a cell white and black; sums are typed "D/A" (down first:
// "16/7", "16/", "/7"), checked by Validate.
package kakuro
