// Package tracks solves Tracks puzzles (Simon Tatham's Tracks, the Times'
// Train Tracks) with SAT.
//
// # Rules
//
// Lay one track through the centres of the cells of a grid, from one end
// to the other: the track enters the grid at one border cell (Tatham's
// entrance, on the left side) and leaves it at another (his exit, at the
// bottom), moves between orthogonal neighbours, never branches or
// crosses itself, and forms no loop besides. Each cell it passes through
// holds one piece, straight or curved (two of its four sides joined).
// The number beside each row and column counts the cells of that line
// the track passes through; some pieces are given.
//
// # Variables
//
// Variable e+1 says "the track joins the two cells of edge e" for the
// R·(C-1) horizontal edges between adjacent cells row by row, then the
// ·C vertical ones (the primary variables, Puzzle.EdgeEnds); then a
// variable per cell, row-major: "the track passes through the cell".
// The two edges off the grid at the ends are constants, not variables.
//
// # Clauses
//
// For a cell with d edges inside the grid (2 to 4):
//
//   - not an end: t ↔ e1 ∨ ... ∨ ed (d+1 clauses), and degree 0 or 2:
//     d clauses ¬ei ∨ (the others) and C(d,3) clauses ¬ei ∨ ¬ej ∨ ¬ek;
//   - an end: the unit t and exactly one of e1..ed (1 + C(d,2) clauses);
//   - a given piece: d units (each edge on or off as the piece says);
//   - a count k of a line of n cells: exactly k of its cells' t
//     (--card; gophersat's native constraint by default, a totalizer
//     when guarded by a selector);
//   - one track: the cells plus one vertex outside, joined to both ends'
//     cells by edges always used, carry one cycle (with the degree rule,
//     the track and no loop besides): encode/connect's SingleCycle with
//     --connectivity (lazy by default: no clause up front, a subtour cut
//     per extra loop found; eager, tree, distance, flow: see package
//     connect). docs/tracks.md has the measurement.
//
// With Options.Explain every given piece and every count is guarded by a
// selector (Encoding.Clues: the pieces in row-major order, then the row
// counts, then the column counts).
//
// # Formats
//
//   - tatham: Tatham's game IDs "WxH:DESC,COUNTS" (see tatham.go);
//   - janko: the plain form "ROWS COLS", a line of the column counts,
//     then per row its count and its cells ("-" none, a piece as two of
//     n, s, w, e, a bare end as one letter; a direction off the grid is
//     an end);
//   - text: the same without the header, pieces as box-drawing
//     characters ─ │ ┌ ┐ └ ┘ and "." for none (the text output of a
//     solution reads back as the puzzle with every piece given);
//   - json: {"rows","cols","row_counts","col_counts","ends","pieces"};
//     the JSON output's "track" reads back as the reference solution.
//
// Check verifies a solution from the rules alone, sharing no code with
// the encoder.
//
// # Editing
//
// The setter's editor (edit.go: puzzle.Editor, puzzle.ClueTyper) edits
// the counts on the board's first row and column and the pieces in the
// cells; an end moves only when typed with "!" ("we!").
package tracks
