// Package binairo compiles Binairo puzzles (also Takuzu, Tohu-Wa-Vohu,
// Simon Tatham's Unruly) to SAT. Kind is the package's side of the puzzle
// contract (package puzzle; kind name "binairo", aliases "unruly" and
// "takuzu"); this package imports no solver.
//
// # Rules
//
// Fill a grid of R rows and C columns (both even) with 0s and 1s,
// keeping the given digits, so that
//
//   - three in a row: no row or column has three equal digits side by
//     side;
//   - balance: every row holds C/2 1s and every column R/2;
//   - equal rows (the distinct rule, Puzzle.Distinct): no two rows and no
//     two columns are equal.
//
// The distinct rule is a property of the puzzle, not an option: Tatham's
// game IDs set it with 'u' ("10x10u:..."), JSON with "distinct":true, a
// text grid with a line "distinct" before its rows. janko.at's Binairo,
// as the PuzzleKit dataset has it, does not use it: 307 of its 380
// published solutions have two equal rows or columns; a janko grid has no
// place to say it, and reads without it.
//
// # Encoding
//
// Variable x(r,c) = 1 + r·C + c, named binairo.x(r,c), says "cell (r,c)
// holds 1" (false: 0); the R·C of them are the primary variables and the
// facts of explanations ("(3,4) is 1", JSON {"cell":[3,4],"digit":1}).
// The clauses, for an R×C grid:
//
//	three in a row  every three consecutive cells a, b, c of a line:
//	                (a ∨ b ∨ c) and (¬a ∨ ¬b ∨ ¬c);
//	                2·(R·(C−2) + C·(R−2)) clauses of 3 literals
//	balance         Exactly(C/2) of each row's x, Exactly(R/2) of each
//	                column's, with --card: native (default: R + C
//	                gophersat cardinality constraints, lowered to a
//	                totalizer for DIMACS and the CDCL engine), seqcounter,
//	                totalizer, cardnet, binomial (8x8 with seqcounter:
//	                about 1,000 clauses; binomial: 1,800)
//	equal rows      (distinct rule only) for each pair of rows i < j and
//	                each column k an auxiliary d = binairo.rows(i,j).differ[k]
//	                with d → x(i,k) ∨ x(j,k) and d → ¬x(i,k) ∨ ¬x(j,k),
//	                and one clause d[0] ∨ … ∨ d[C−1]: the rows differ
//	                somewhere; likewise for columns. R(R−1)/2·(2C+1) +
//	                C(C−1)/2·(2R+1) clauses, R(R−1)/2·C + C(C−1)/2·R
//	                auxiliary variables (10x10: 1,890 clauses, 900
//	                variables)
//	givens          a unit clause each; with Options.Explain, s → x (or
//	                s → ¬x) with a selector s per given (Encoding.Clues:
//	                "the given 1 at (1,2)")
//
// Unit propagation on these clauses is the player's first reasoning: a
// pair (or a gap between two equal digits) forces the opposite digit
// beside it; a line holding its half of one digit takes the other digit
// in its other cells (every encoding of --card but binomial keeps the
// balance rule arc consistent); two full rows equal in every cell but
// one, where one of them is filled, force the other's cell to the other
// digit.
//
// Check shares nothing with the encoder: it walks every line counting
// runs and 1s, and compares lines as strings.
//
// # Formats
//
// Each is read (with positioned errors, line:col: message (at "text"))
// and written; Detect tells them apart by their first line.
//
//   - tatham: Tatham's Unruly game IDs, one per line: "WxH:DESC" (W
//     columns, H rows, both even and at least 6), "WxHu:DESC" with the
//     distinct rule; a difficulty "dt", "de" or "dn" after the size is
//     read and ignored. DESC gives the cells row by row: a letter 'a'+k
//     is k empty cells then a 0, 'A'+k k empty cells then a 1 (k up to
//     24), 'z' or 'Z' 25 empty cells; one more letter ends it, one cell
//     past the grid (unruly.c's new_game_desc and new_game).
//   - janko: janko.at grids as the PuzzleKit dataset stores them: "ROWS
//     COLS", then rows of tokens 1 (the digit 1), 2 (the digit 0) and '-'
//     (empty). The output format janko (Render) writes a solution in the
//     dataset's solution form: the header, then rows of 1 and 2.
//   - text: rows of '0', '1' and '.' ('-' and '_' empty too; blanks
//     between cells ignored), grids separated by blank lines, a line
//     "distinct" first for the distinct rule.
//   - json: {"rows":R,"cols":C,"distinct":true,"givens":["1..0..",...]}
//     (rows as strings of 0, 1 and '.'). The JSON output (one line a
//     puzzle) has the same fields plus status, unique, "grid" (the
//     solution's rows) and stats, and reads back: the grid becomes the
//     puzzle's reference solution.
//
// puzz.link has no Binairo: pzprjs (github.com/robx/pzprjs) defines no
// such genre, so there is no puzz.link format.
//
// Readers bound both sides by MaxSide before allocating.
package binairo
