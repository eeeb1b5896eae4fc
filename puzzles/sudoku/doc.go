// Package sudoku compiles Sudoku puzzles to SAT with the direct encoding:
// classic grids of N×N cells (N = 4 to 16 and beyond, up to MaxSize)
// split into boxes of R rows by C columns (R·C = N, rectangular boxes
// as Tatham's Solo allows: 2x3 boxes make a 6x6 grid), the jigsaw variant
// (irregular regions of N cells) and the X variant (both main diagonals
// hold every digit once). Kind is the package's side of the puzzle
// contract (package puzzle); this package imports no solver.
//
// # Rules
//
// Fill the grid with digits 1..N so that every row, every column, every
// region (box) and, for X, both main diagonals hold every digit exactly
// once, keeping the given digits.
//
// # Encoding
//
// Variable x(r,c,d) = 1 + (r·N+c)·N + d-1, named sudoku.x(r,c)=d, says
// "cell (r,c) holds digit d"; the N³ of them are the primary variables
// and the facts of explanations ("digit 5 is (not) in (3,4)", JSON
// {"cell":[3,4],"digit":5,"holds":true}). The constraints, by --model
// (Lynce and Ouaknine, "Sudoku as a SAT Problem", 2006):
//
//	extended   each cell exactly one digit; each unit (row, column,
//	           region, diagonal) each digit exactly once   (default)
//	efficient  each cell exactly one digit; each unit each digit at most once
//	minimal    each cell at least one digit; each unit each digit at most once
//
// Every at-most-one is written with --amo (pairwise, ladder, commander),
// or, with --card, every exactly-one and at-most-one as a cardinality
// constraint of that encoding (native: gophersat's constraints). A given
// is a unit clause; with Options.Explain it is guarded by a selector
// (Encoding.Clues: "the given 5 at (1,2)"). Two equal givens in a unit make
// the formula the empty clause, and Encoding.Note says which; so does a
// jigsaw region whose size is not N (the region editor's maps in
// between, which every format reads and writes: Puzzle.Uneven).
//
// Check shares nothing with the encoder: it walks rows, columns, the
// puzzle's regions and the diagonals itself.
//
// # Formats
//
// Each is read (with positioned errors, line:col: message (at "text"))
// and written; Detect tells them apart by their first line.
//
//   - tatham: Simon Tatham's Solo game IDs, one per line. PARAMS is "CxR"
//     (boxes C rows tall and R columns wide: "3x3", "2x3"), a single
//     number N for NxN boxes, or "Nj" for a jigsaw of side N ("2x3j" is
//     "6j"); an "x" after it is the X variant; Solo's symmetry and
//     difficulty suffixes ("r2", "m4", "md2", "a", "db") are ignored, a
//     killer ("k") is refused. DESC is the grid row by row: a digit as a
//     decimal number, a run of 1 to 26 empty cells as a letter a..z,
//     '_' between two numbers. A jigsaw's DESC is followed by ',' and the
//     block structure: the 2N(N-1) inner edges (first between horizontal
//     neighbours, row by row, then between vertical neighbours, column by
//     column), a letter a..y for 1..25 non-edges then an edge, 'z' for 26
//     non-edges (no edge), '_' for an edge alone, ending one past the last
//     edge (Solo's spec_to_dsf and encode_block_structure_desc, solo.c).
//   - janko: janko.at grids as the PuzzleKit dataset stores them: "N N",
//     N rows of N tokens ("-" empty), and for a jigsaw N more rows of
//     region labels. The output format janko (Render) writes a solution
//     in the dataset's solution form: "N N" then N rows of digits.
//   - puzzlink: puzz.link URLs (pzprjs' sudoku: COLS/ROWS then the
//     Number16 cell list; sizes 4, 6, 9, 16, 25 with pzprjs' boxes).
//   - text: N rows of N characters (1-9, then A-Z for 10 on; '.', '0',
//     '-' empty; '|', '+' and separator lines ignored) or blank-separated
//     tokens, or a puzzle per line of N² characters. Classic grids with
//     the usual boxes (BoxShape) only.
//   - json: {"size":N,"box":[R,C],"givens":[[...],...]}, "regions" (a
//     region number per cell) for a jigsaw, "x":true for X. The JSON
//     output (one line a puzzle) has the same fields plus status, unique,
//     "grid" (the solution) and stats, and reads back: the grid becomes
//     the puzzle's reference solution.
//
// Readers bound the grid by MaxSize before allocating.
package sudoku
