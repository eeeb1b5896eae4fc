// Package starbattle compiles Star Battle puzzles to SAT. Kind is the
// package's side of the puzzle contract (package puzzle); this package
// imports no solver.
//
// # Rules
//
// A Rows x Cols grid is cut into regions. Place stars so that every row,
// every column and every region holds exactly N stars (N is given with
// the puzzle: "10 10 2" is a 10x10 with two stars), and no two stars
// touch, not even diagonally. A cell outside every region (janko.at draws
// a few puzzles so, writing '@' or '#') holds no star.
//
// # Encoding
//
// Variable x(r,c) = 1 + r·Cols + c, named starbattle.star(r,c), says "cell
// (r,c) holds a star"; the Rows·Cols of them are the primary variables and
// the facts of explanations ("a star at (3,4)", "no star at (3,4)", JSON
// {"cell":[3,4],"star":true}). The constraints:
//
//	each row, column and region: exactly N of its x   --card (native by
//	                                                   default: gophersat's
//	                                                   constraints; seqcounter,
//	                                                   totalizer, cardnet,
//	                                                   binomial as clauses)
//	each cell in no region: ¬x                         1 unit clause
//	no two touching stars                              --touch
//
// --touch pairs (the default) writes one binary clause ¬a ∨ ¬b for each
// two cells that touch by a side or a corner, each pair once (right, down,
// down-left, down-right of every cell: about 4·Rows·Cols clauses, no
// auxiliary variable). --touch blocks writes "at most one star" for each
// 2x2 block with the --card encoding instead (every two touching cells
// lie in a common 2x2 block, so it says the same; native gives gophersat
// one constraint a block, which propagates as the pairs do with fewer
// watches). On the 309 PuzzleKit puzzles native with pairs took the least
// CPU of the ten combinations, native with blocks close behind
// (docs/starbattle.md).
//
// A puzzle whose counts cannot add up (K regions, not Rows, or a region
// of fewer than N cells, or Rows ≠ Cols) gets the empty clause and
// Encoding.Note says why.
//
// With Options.Explain (explanations, generation) the regions are the
// puzzle's clues: each region's exactly-N is guarded by a selector
// (Encoding.Clues, "the region at (0,3)"), rows, columns and touching are
// the rules; so an explanation step names the regions it uses, and its
// grade counts them.
//
// Check shares nothing with the encoder: it counts the stars of every
// row, column and region and looks at the eight neighbours of each star.
//
// # Formats
//
// Each is read (errors: line:col: message (at "text")) and written;
// Detect tells them apart by their first line.
//
//   - janko: the plain form as the PuzzleKit dataset stores janko.at's
//     Sternenschlacht: "ROWS COLS STARS", then ROWS rows of COLS region
//     labels (any tokens; '@' and '#' a cell in no region, read with
//     shape/regions' Scan: a region that is not connected, a short row, a
//     missing region grid are positioned errors), then optionally ROWS
//     rows of the solution ('x' a star, '-' none), read as the reference.
//     The output format janko (Render) writes the dataset's solution form:
//     the header, then rows of 'x' and '-'.
//   - puzzlink: puzz.link starbattle URLs, pzprjs' body STARS/BORDERS
//     (src/variety/starbattle.js: decodeStarCount, then decodeBorder:
//     format/puzzlink's DecodeBorder). A cell in no region cannot be
//     written so.
//   - text: a line "stars N", then a row a line, a character a cell: a
//     letter or digit naming its region, '.' a cell in no region.
//   - json: {"rows":R,"cols":C,"stars":N,"regions":[[1,1,2,...],...]}
//     (regions numbered from 1; 0 a cell in no region); the JSON output
//     adds "grid" (1 a star), which reads back as the reference.
//
// Readers bound the side by MaxSide before allocating.
//
// # Board and play
//
// The board draws the regions as walls and fills, stars as "★"; a player
// clicks a cell through star, dot (no star) and empty. CheckState names
// touching stars, too many stars in a row, column or region, and a row,
// column or region left without room for its stars; StateFacts reads the
// stars and dots as facts for hints.
package starbattle
