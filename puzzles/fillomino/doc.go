// Package fillomino is Fillomino (Simon Tatham's Filling) for puzzlesat:
// write a number in every cell so that every polyomino (a maximal group
// of side-adjacent cells with equal numbers) has as many cells as its
// number, keeping the givens. Two polyominoes of the same size never
// share a side, since they would be one.
//
// Variables: x(c,k) "cell c holds k" for k in c's domain (Puzzle.Domains:
// a given cell its number; another cell k when the cells it reaches
// through cells not given a number other than k are at least k; the
// largest number is thus bounded by the givens and the free rooms of
// the grid). Clauses: exactly one number a cell (pairwise up to 8
// candidates, ladder above); a given's unit; no two 1s side by side
// (binary); x(c,k) → ⋁ x(d,k) over c's neighbours for k ≥ 2 (at most 5
// literals). The size of each polyomino: with --regions small (the
// default when solving) the numbers 2..4 are encoded completely and
// eagerly (every connected set of k+1 cells that may hold k: not all k;
// every smaller one: not all k or a neighbour k) and every larger number
// k gets the growth clauses of its sets of 2 cells (small.go); then, as
// with --regions lazy, each model's components of equal numbers are
// checked and one too large gets "not all of these k+1 connected cells
// hold k", one too small "not all of these hold k, or a neighbour holds
// k"; the solve loop adds the cuts and solves again (Encoding.Refine).
//
// With --large merged (the default when solving or proving uniqueness)
// every number above the largest given K is one value "large" of one
// variable a cell; a group of large cells needs more than K cells and
// decodes as one polyomino of its size; Alternative finds the second
// solutions that split a group (large.go).
//
// Formats: PuzzleKit's janko plain form ("ROWS COLS", rows of numbers
// and -), text grids (rows of 1-9 and ., or of blank-separated tokens),
// JSON, Tatham's Filling game IDs (WxH:DESC, digits and a-z runs) and
// puzz.link fillomino URLs (pzprjs' decodeNumber16; given borders are
// refused). Outputs: text, json, svg (walls between polyominoes), janko.
// See docs/fillomino.md.
package fillomino
