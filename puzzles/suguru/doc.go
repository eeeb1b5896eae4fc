// Package suguru compiles Suguru (Tectonic, Number Blocks) puzzles to
// SAT. Kind is the package's side of the puzzle contract (package
// puzzle); the generator is package gen. This package imports no solver.
//
// # Rules
//
// A grid cut into regions of 1 to 9 cells (MaxRegion), some cells given
// a digit. Fill every cell so that a region of n cells holds 1..n, each
// once, and two equal digits never touch, diagonally included.
//
// # Encoding
//
// Variable x(i,d), named suguru.x(r,c,d), says "cell i holds digit d",
// for d = 1..n where n is the size of i's region, numbered cell by cell
// in row-major order (Encoding.Off); they are the primary variables and
// the facts of explanations ("(3,4) is 2", "(3,4), (3,5) are not 5";
// JSON {"cell":[3,4],"digit":2,"holds":true}). With n_i the size of cell
// i's region:
//
//	each cell i: exactly one of x(i,1..n_i)          1 clause + --amo (pairwise: n(n-1)/2)
//	each region of n cells, each d ≤ n:
//	  exactly one cell holds d                       1 clause + --amo
//	each two touching cells of different regions,
//	  each d ≤ min(n_i, n_j): ¬x(i,d) ∨ ¬x(j,d)      binary (two cells of one
//	                                                 region never hold one digit anyway)
//	each given g at i: x(i,g)                        unit (guarded by a selector
//	                                                 with Options.Explain: the givens are the clues)
//
// A given larger than its region makes the formula the empty clause
// (Encoding.Note says which). Check shares nothing with the encoder: it
// counts each region's digits and compares the eight neighbours itself.
//
// # Formats
//
// Each is read (positioned errors, line:col: message (at "text")) and
// written; Detect tells them apart by their first line.
//
//   - janko: janko.at grids as the PuzzleKit dataset stores them: "ROWS
//     COLS", ROWS rows of givens ('-' none), ROWS rows of region labels,
//     and optionally ROWS rows of the solution (the reference). The
//     output format janko writes a solution in the dataset's form: "ROWS
//     COLS" then rows of digits.
//   - puzzlink: puzz.link suguru URLs (pzprjs src/variety/ripple.js,
//     "suguru"): the region borders (decodeBorder), the cells' numbers
//     (decodeNumber16), then pzprjs' empty cells (decodeEmpty), refused
//     unless none.
//   - text: a row a line, a cell a token of two characters: its region's
//     letter (A-Z a-z, at most 52 regions) and its given digit or '.'
//     ("A3 A. B.").
//   - json: {"rows":R,"cols":C,"givens":[[...],...],"regions":[[...],...]}
//     (regions numbered from 1); the JSON output adds status, unique,
//     "grid" (the solution, read back as the reference) and stats.
//
// Readers bound the grid by MaxSide before allocating.
package suguru
