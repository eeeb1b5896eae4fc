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
// literals). The size of each polyomino is lazy (--regions lazy): each
// model's components of equal numbers are checked and one too large
// gets "not all of these k+1 connected cells hold k", one too small "not
// all of these hold k, or a neighbour holds k"; the solve loop adds the
// cuts and solves again (Encoding.Refine).
//
// Formats: PuzzleKit's janko plain form ("ROWS COLS", rows of numbers
// and -), text grids (rows of 1-9 and ., or of blank-separated tokens),
// JSON, Tatham's Filling game IDs (WxH:DESC, digits and a-z runs) and
// puzz.link fillomino URLs (pzprjs' decodeNumber16; given borders are
// refused). Outputs: text, json, svg (walls between polyominoes), janko.
// See docs/fillomino.md.
package fillomino
