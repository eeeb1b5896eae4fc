// Package akari compiles Light Up (Akari, Tatham's "Light Up") puzzles
// to SAT. Kind is the package's side of the puzzle contract (package
// puzzle, kind "akari", alias "lightup"); the package imports no solver.
//
// # Rules
//
// A grid of white and black cells; some black cells hold a number 0 to
// 4. Place lights in white cells so that every white cell is lit (a light
// lights its own cell and every cell in line with it, up, down, left and
// right, up to a black cell or the edge), no light lights another, and
// every number counts the lights in the (up to four) cells next to it.
//
// # Encoding
//
// One variable per white cell, in row-major order, named
// akari.light(r,c): "(r,c) holds a light". They are the primary
// variables and the facts of explanations ("(3,4) holds a light", "no
// light at (3,5)"; JSON {"cell":[3,4],"light":true}). The sightlines come
// from package shape/sight: a white cell's seen set is itself and the
// cells it sees; a run is a maximal row or column segment of white cells.
// With W white cells, R runs of two cells or more (lengths n_j) and K
// numbers:
//
//	lit      W clauses, one per white cell: the lights of its seen set
//	apart    per run, at most one light (--amo: pairwise n(n-1)/2 binary
//	         clauses, ladder, commander)
//	numbers  per number k, exactly k lights among its white neighbours
//	         (--card: binomial (default; at most 6 clauses of 2 or 3
//	         literals for 4 neighbours), seqcounter, totalizer, cardnet,
//	         native)
//
// A number larger than its white neighbours makes the empty clause, and
// Encoding.Note says which. With Options.Explain every number's clauses
// are guarded by a selector (Encoding.Clues: "the 2 at (3,4)"); a native
// number is then written binomially, as a native constraint cannot be
// guarded.
//
// Check shares nothing with the encoder: it walks out from every light
// itself.
//
// # Formats
//
// Each is read (errors line:col: message (at "text")) and written; Detect
// tells them apart by their first line.
//
//   - json: {"rows":R,"cols":C,"grid":["..#1",...]} ('.' white, '#'
//     black, 0-4 numbered); the JSON output has the same fields plus
//     status, unique, "lights" ([[r,c],...]) and stats, and reads back:
//     the lights become the puzzle's reference solution.
//   - puzzlink: puzz.link URLs of akari (or lightup): pzprjs'
//     decode4Cell body (puzzlink.Decode4Cell).
//   - tatham: Simon Tatham's game IDs "WxH:DESC": a letter a..z a run of
//     1 to 26 white cells, 'B' a black cell, 0-4 a numbered one
//     (lightup.c); parameters after the size (b20s2d1) are ignored.
//   - janko: the PuzzleKit dataset's plain form, "ROWS COLS" then rows of
//     tokens, '-' white, 'x' black, 0-4 numbered; or janko.at's
//     begin/problem/solution/end block, whose solution ('o' a light; a
//     black cell written '-', 'x' or as its number: janko.at writes all
//     three) is the reference. The output format janko writes a solution
//     as most of the dataset does: 'o' a light, '-' every other cell.
//   - text: rows of characters, '.' white, '#' black, 0-4 numbered;
//     blank lines between grids; the text output draws lights as '*'.
//
// Every reader bounds a side by MaxSide before allocating.
package akari
