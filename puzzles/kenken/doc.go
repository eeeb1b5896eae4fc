// Package kenken holds the cage genres: KenKen (Tatham's Keen; kind
// "kenken", alias "keen") and Killer Sudoku (kind "killersudoku"). Both
// are N x N Latin squares of digits 1..N cut into cages, each cage with a
// target.
//
// # Rules
//
// KenKen: each row and each column holds every digit once; each cage's
// digits make its target with its operation: + (sum), * (product), -
// (the larger minus the smaller of two cells), / (the larger divided by
// the smaller of two cells). A bare number on a one-cell cage is that
// cell's digit; on a larger cage (janko.at prints such puzzles) the
// operation is not given and any of the four may make the target. Digits
// may repeat in a cage when its cells are in different rows and columns.
//
// Killer Sudoku: a Sudoku (rows, columns and the BoxRows x BoxCols boxes
// hold every digit once; boxes from N: 9 3x3, 6 2x3, 4 2x2, Boxes; or
// the irregular Jigsaw boxes of Solo's jigsaw killer) whose cages give
// the sum of their digits, and no cage holds a digit twice; a Solo ID may
// add givens (Givens), each a unit clause.
//
// # Variables
//
// x(r,c,d) = 1 + (r·N+c)·N + d-1, "cell (r,c) holds digit d", are the N³
// primary variables. Each cage adds selectors (auxiliary).
//
// # Clauses
//
//   - each cell: exactly one digit; each row, column (and box): each digit
//     exactly once: 3N² (4N²) exactly-ones of N literals, the at-most-one
//     halves with --amo (pairwise: N(N-1)/2 binary clauses each).
//   - a KenKen cage: the tabled encoding. Tuples enumerates the digit
//     tuples that meet the cage (pruned by partial sums and divisibility,
//     two cells of one row or column different); one selector per tuple,
//     selector → each cell's digit (binary clauses), at least one
//     selector (one clause), and per cell and digit the support clause
//     x → ∨ selectors putting that digit there (a unit ¬x where none
//     does). Unit propagation on these is arc consistency on the cage.
//     Selectors exclude each other through the cells' exactly-one. A
//     cage whose tuples are too many to search (MaxSteps, MaxTuples: a
//     large cage a setter drew) is, for a sum, shape/sum's pb sum
//     instead; for another operation, an error. A sum of more than
//     MaxSumTuples tuples is the pb sum as well.
//   - a cage without target ("?"): nothing (Killer Sudoku: each digit
//     at most once in it).
//   - a Killer Sudoku cage: shape/sum with --sum: table (a selector per
//     digit set making the sum, at most 126 for nine digits) or pb (unary
//     "at least k" bits per cell and a totalizer over them).
//
// With Options.Explain every cage's clauses carry the cage's selector:
// the cages are the clues ("the 12+ cage at (1,1)", 1-based row and
// column of the cage's first cell), the Latin square is the rules.
//
// # Formats
//
// The janko plain form as the PuzzleKit dataset stores janko.at's
// puzzles: "N N", N rows of clue tokens (KenKen: 12+ 2- 6* (or 6x) 2/, a
// bare number, "." or "-" none; Killer Sudoku: the sums, "-" none), N
// rows of cage labels, optionally N rows of the solution's digits (the
// puzzle's reference). JSON: {"size":N,"clues":[[...]],"cages":[[...]]},
// the same two grids; a JSON output reads back. The solution is written
// in the dataset's form with --format janko. A "?" clue is a cage without
// target (NoTarget, the editor's new cage): it constrains nothing but
// the Latin square (Killer Sudoku: no digit twice in it); Tatham IDs
// cannot say it. Tatham IDs (tatham.go): Keen's "W:BLOCKS,CLUES" and
// Solo's killer "CxRk:GRID,CAGES,SUMS" and jigsaw killer
// "Njk:GRID,BOXES,CAGES,SUMS", read and written as the two programs
// write them (GRID: Solo's givens). A Killer Sudoku's JSON may add
// "givens" and "boxes" (jigsaw); the janko form has neither.
//
// # Editing
//
// The setter's editor (edit.go): the cages are the board's regions
// (puzzle.RegionEditor: a target goes with the new cage holding most of
// its old cells, to that cage's first cell; a cage that gets none has
// no target) and targets are typed in a cage's anchor, its clue cell
// (puzzle.ClueTyper: "12+", "3-", "2/", "24x", a digit; Killer Sudoku:
// a sum). A target the cage cannot hold (a "-" cage of three cells) is
// refused with the reason. See docs/kenken.md.
//
// Board (board.go: walls, the target as the anchor's corner label,
// Killer boxes filled, givens), play (play.go: CheckState) and state
// facts (statefacts.go) serve the page; the generator is package gen.
// Not here yet: puzz.link URLs, a FactReader, Solo's X killer.
package kenken
