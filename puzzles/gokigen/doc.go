// Package gokigen is Gokigen Naname (Tatham's Slant): kind "gokigen",
// aliases "slant" and "gokigennaname".
//
// # Rules
//
// Draw one diagonal in every cell of an R x C grid, '\' or '/'. A number
// 0 to 4 at a corner of the grid is the number of diagonals that touch
// that corner. The diagonals form no closed loop.
//
// # Variables and clauses
//
// One primary variable per cell, b(r,c) = 1 + r*C + c, true for '\'. A
// clue k at a corner with d cells around it (4 inside, 2 on a side, 1 at
// a grid corner) says exactly k of their literals hold: b of the cells
// up-left and down-right of the corner, ¬b of the cells up-right and
// down-left (encode.Builder's Exactly, binomial: C(d,k+1) + C(d,d-k+1)
// clauses, at most 10). No loop: connect.Acyclic over the graph of the
// (R+1)(C+1) corners with two edges per cell, its '\' (literal b) and its
// '/' (¬b); --connectivity chooses the method:
//
//   - lazy (the default): no clauses up front; for each model, a cut "not
//     every diagonal of this loop" per loop found;
//   - leaf: the complete leaf-elimination encoding (connect.Acyclic's
//     doc): on a 24x36 grid 18,926 variables and 117,333 clauses against
//     864 and 3,136 for lazy.
//
// --diamonds (on by default) adds, for every inner corner, the clause
// forbidding the smallest loop, the diamond of four diagonals around it
// ((R-1)(C-1) clauses of 4 literals): a redundant local rule (every loop
// encloses a corner, and the diamond is the loop around one corner alone)
// that saves the lazy method most of its rounds. On the PuzzleKit set
// (780 puzzles, up to 24x36) lazy with diamonds takes a mean 3.6 ms of
// CPU per puzzle with uniqueness proved, lazy without 5.5 ms, leaf 50 ms
// (docs/gokigen.md).
//
// With Options.Explain every clue's clauses are guarded by a selector
// (Encoding.Clues, "the 2 at corner (1,3)"); facts read "(r,c) is \" or
// "(r,c) is /".
//
// # Formats
//
//   - janko: the PuzzleKit dataset's plain form: "ROWS COLS" (cells),
//     then ROWS+1 rows of COLS+1 corner tokens (0-4, '-' none); a solution
//     may follow, ROWS rows of '\' and '/' tokens (the dataset's solution
//     form, which --format janko writes).
//   - tatham: Slant game IDs "WxH:DESC" (optionally "WxHde", "WxHdh"):
//     the corners row by row, a digit a clue, a letter a-z a run of 1-26
//     corners without one.
//   - puzzlink: https://puzz.link/p?gokigen/COLS/ROWS/BODY, pzprjs'
//     decode4Cross over the corners ('0'-'4' a clue, '5'-'9' a clue and
//     one empty corner, 'a'-'e' a clue and two, 'g'-'z' 1-20 empty).
//   - text: the corners, a row of characters a line (0-4, '.' none).
//   - json: {"rows":R,"cols":C,"corners":["..0.1",...]}; the JSON output
//     reads back, its "cells" (rows of '\' and '/') the reference.
//
// Check shares no code with the encoder: it counts each clue's diagonals
// and searches the corners' graph for a loop itself.
package gokigen
