// Package kindtest is the conformance suite of the puzzle contract
// (package puzzle): Run checks one kind against the whole contract on a
// few example puzzles, the kind's bundled examples. Every kind of
// package kinds runs it (puzzle/kinds/conformance_test.go); a new genre
// runs it by being listed in kinds.All and bundling examples under
// examples/<name>/ (package examples embeds every kind's folder):
//
//	exs, err := kindtest.Examples(examples.FS, k.Name())
//	...
//	kindtest.Run(t, k, exs...)
//
// Boards are drawn with the board model's writer (board.WriteSVG), and
// a solution's board read as a player's state (board.Board.State) for the
// Player check.
//
// # What it checks
//
//   - Reading: every example reads without error in the format detection
//     picks; read with any other format by name it gives puzzles or a
//     positioned error, never a panic.
//   - Formats: every puzzle round-trips through every writer: written in
//     format F, read back in F, written again, the text is the same, and
//     the puzzle read back has the same solutions (each passes the other
//     puzzle's Check, the same status and uniqueness). A puzzle read from
//     F must be writable in F (when F writes); another format may refuse
//     a puzzle it cannot express, with an error. Detection picks, for a
//     written text, a format that reads it back to the same puzzle.
//   - Bad input: truncated and garbled versions of every example give
//     puzzles or a *srcpos.Error with a line and a column (and the
//     source's name), never a panic; so does every item error of a file
//     of many puzzles.
//   - Solving and rendering: every example is solved by the solve loop
//     with --unique, with gophersat and with the project's CDCL engine:
//     both give the same status and the same answer to "unique?", and
//     every solution passes the kind's Check. Render "json" gives one
//     line of JSON with the common fields (puzzle, status, unique,
//     stats) agreeing with the result; "text" gives text; "svg" (where
//     puzzle.DrawsSVG) gives well-formed XML with an svg root.
//   - Check rejects: a solution of another example puzzle is rejected by
//     a puzzle's Check (unless it is that puzzle's solution too, which a
//     puzzle.Comparer confirms), and Check never panics on it. So are
//     changed copies of a unique solution (a number changed or two
//     swapped in the solution's JSON form, read back into its type; for
//     kinds with a Comparer whose solutions round-trip through JSON):
//     one that Check accepted would be a second solution.
//   - Explanations: explain.Run on every example (within the size limits
//     below, and at least the smallest) reaches the status the solve loop
//     predicts (solved for a unique solution, not unique, unsatisfiable)
//     and the JSON record passes the independent SAT check of package
//     internal/explaincheck.
//   - Capabilities (puzzle/capabilities.go), each when the kind offers it,
//     else a log line "capability X: not offered":
//     Explainer (its statements cover the step's literals, Parse reads
//     back their JSON, Rules and Say say something), Suggester (every
//     suggested puzzle still has the solution it was given: its clue is
//     true there), Boarder (the boards of a puzzle and of its solution
//     marshal to JSON; they draw as well-formed SVG with the
//     board model's writer), Player
//     (an empty state is "playing"; the state of the solution's board,
//     read with board.Board.State, is
//     "solved"), Generator (two seeds under default settings give
//     puzzles that round-trip through a format, the generator's own
//     first, and have exactly one solution by the solve loop; a grade,
//     when given, is easy, medium or hard; the same seed gives the same
//     puzzle), Detector (Looks, or the path when the kind also has a
//     Named(path, head) method, recognises every example; a format
//     Looks names reads it).
//
// # Speed
//
// The suite solves each example puzzle a handful of times and explains
// it once; a kind's examples should be small (a few seconds in all). Big
// puzzles are trimmed by the size of their formula, never by name: with
// -short, a puzzle whose default encoding has more than ShortClauses
// clauses is solved once and not explained, and explanations stop at
// ShortExplainLiterals literals of the explaining encoding; without
// -short, at ExplainLiterals.
package kindtest
