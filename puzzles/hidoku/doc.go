// Package hidoku is Hidoku (Hidato) for puzzlesat: place the numbers
// 1..N in the N open cells of a grid so that consecutive numbers are in
// cells that touch (orthogonally or diagonally), keeping the givens.
// Blocked cells (x) take no number.
//
// Variables: x(c,k) "open cell c holds k", the primary variables, one
// per pair the encoding keeps (row-major, k ascending). Clauses: each
// cell one number and each number one cell (exactly-one, --amo, default
// ladder: 3n clauses and n-1 auxiliary variables for n candidates);
// x(c,k) → ⋁ x(d,k±1) over the open neighbours d (at most 9
// literals); a given's unit. Pruning (--prune on, the default): a pair
// (c,k) is left out when a given g at p is more than |k-g| king moves
// (through open cells) away from c. With Options.Explain every given has
// a selector and the pruning is clauses guarded by it.
//
// Formats: PuzzleKit's janko plain form ("ROWS COLS", rows of tokens:
// a number, - not given, x blocked; the solution's rows may follow, as
// jankoset passes them), a text grid (the same rows without the
// header), JSON ({"puzzle":"hidoku","rows","cols","grid"}). Outputs:
// text, json, svg, janko (the dataset's solution form). See
// docs/hidoku.md.
package hidoku
