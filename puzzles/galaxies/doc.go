// Package galaxies solves Galaxies (Tentai Show, Tatham's Galaxies,
// pzprjs' tentaisho): divide the grid into regions ("galaxies") along the
// cells' edges, each with exactly one dot, symmetric about it under a
// half turn, and connected. A dot sits at a cell's centre, on an edge
// between two cells or at a corner of four cells; the cells it touches
// are in its galaxy (no wall runs through a dot).
//
// # Coordinates
//
// Dots use doubled coordinates (Dot.Y, Dot.X): cell (r,c) has its centre
// at (2r+1, 2c+1), so an odd coordinate is a cell's middle and an even
// one a grid line; inside the grid 1..2*Rows-1 by 1..2*Cols-1 (Tatham's
// and pzprjs' numbering of the places a dot can be). The cell opposite
// (r,c) about dot (Y,X) is (Y-r-1, X-c-1). Readers put the dots in place
// order, row by row, so a dot has the same index in every format.
//
// # Variables and clauses
//
// x(c,d), "cell c is in the galaxy of dot d", for the candidate pairs
// (the primary variables 1..len(Encoding.Vars), cell by cell). Without
// explanations the candidates are pruned to a fixpoint first (prune.go):
// the opposite cell is on the grid, a cell a dot touches has that dot
// only, a candidate's opposite is a candidate, a candidate is reachable
// from the dot through candidates, and a cell with one candidate fixes
// its opposite. On the PuzzleKit set the pruning often leaves one
// candidate a cell: the 20x36 puzzle 100_20x36, 140 dots, goes from 24,672
// candidates and 437,946 clauses to 720 and about 2,100.
//
//   - each cell in exactly one galaxy: ExactlyOne (pairwise) over its
//     candidates;
//   - the touched cells: one unit each (1, 2 or 4 per dot);
//   - symmetry: x(c,d) → x(c',d), c' opposite c (2 binary clauses a pair);
//   - a non-touched cell of a galaxy has a neighbour in it: one clause of
//     up to 5 literals per candidate;
//   - each galaxy connected: connect.Connected over the dot's candidate
//     cells, the touched cells always in (a fixed root), one constraint a
//     dot, --connectivity lazy (default), eager, tree, distance or flow;
//     the lazy Refines joined with connect.Join.
//
// With explanations each dot is a clue with a selector s(d): its units
// are guarded, x(c,d) → s(d), a cell's "some galaxy" clause is guarded by
// the selectors of the dots that could claim it, and only the geometry
// prunes (the other rules assume every dot given).
//
// # Formats
//
//   - janko (PuzzleKit): "ROWS COLS", then a token per cell: a dot in the
//     cell whose centre (0), right edge (1), bottom edge (2) or bottom
//     right corner (3) it is on, '-' none; the solution's rows of galaxy
//     numbers may follow (the reference). --format janko writes a
//     solution so, galaxies numbered in column-major order of their
//     first cells, as the dataset does.
//   - Tatham game IDs "WxH:DESC" (DESC: 'a'..'y' skip 0..24 places then a
//     dot, 'A'..'Y' a black one, 'z' skip 25).
//   - puzz.link tentaisho URLs (pzprjs' decodeDot: a hex digit a dot and a
//     skip, 'g'..'z' skips of 1..20; empty cells are refused).
//   - JSON {"rows","cols","dots":[[row,col],...]} with halves on edges
//     ([2.5,3]), "black": indices of black dots; the JSON output adds
//     "regions", each cell's dot index, and reads back.
//   - text: the drawing the text output prints (2*ROWS+1 lines of
//     2*COLS+1 characters, '+' corners, '-' '|' walls, 'o' a dot, '*' a
//     black one).
//
// The board (board.go) is a "dots" grid of the cells' corners with the
// dots as board Dots; players draw walls as lines between corners
// (play.go: conflicts and state facts). The generator is package gen.
//
// The checker (check.go) shares nothing with the encoder: it finds the
// touched cells by distance, mirrors each cell by arithmetic on centres
// and flood-fills each galaxy.
package galaxies
