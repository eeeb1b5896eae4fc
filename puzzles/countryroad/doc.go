// Package countryroad compiles Country Road puzzles (Nikoli's "kantorii
// roodo") to SAT. Kind is the package's side of the puzzle contract
// (package puzzle); the generator is package gen. This package imports no
// solver.
//
// # Rules
//
// The grid is cut into regions (given after the grid: shape/regions);
// some regions hold a number. Draw one loop through the centres of the
// cells, moving between orthogonal neighbours, never crossing or
// touching itself, so that
//
//   - region entered once: the loop visits every region, and enters and
//     leaves it once (its visited cells are one stretch of the loop);
//   - region count: a numbered region has exactly that many visited
//     cells;
//   - empty cells across a border: two cells side by side in different
//     regions are not both empty (off the loop).
//
// janko.at marks a few cells '@': blocked, in no region. The loop never
// visits them and the border rule does not apply to them (the PuzzleKit
// set's published solutions agree).
//
// # Encoding
//
// Variables v(r,c) = 1 + r·Cols + c, named countryroad.visited(r,c),
// say "cell (r,c) is visited"; then one variable per line between two
// adjacent cell centres, countryroad.line(r,c)-(r,c+1), the horizontal
// ones row by row, then the vertical ones. Both kinds are primary and
// are the facts of explanations ("(2,3) is visited", "the line between
// (0,0) and (0,1) is used"). The clauses:
//
//	degree          a cell with lines e1..ed (d = 2 to 4): ei → v (d
//	                clauses), v → e1 ∨ ... ∨ ed (1), ¬ei ∨ the others (d:
//	                no degree 1), ¬ei ∨ ¬ej ∨ ¬ek (C(d,3): no degree 3
//	                or 4); a blocked cell ¬v
//	entered once    per region, Exactly(2) over the lines crossing its
//	                border, by --card (default seqcounter; a region
//	                without border, the whole grid, has some visited
//	                cell instead)
//	region count    per numbered region of n cells, Exactly(k) over its
//	                v, by --card
//	border cells    v_a ∨ v_b for each two cells side by side across a
//	                border (neither blocked)
//	one loop        encode/connect's SingleCycle over the lines, by
//	                --connectivity: lazy (default, by measurement on the
//	                PuzzleKit set: no clauses, a subtour cut per extra
//	                loop a model shows), eager, or the complete tree,
//	                distance, flow
//
// With Options.Explain every number is a clue with a selector ("the 3 at
// (1,2)"): its cardinality clauses carry ¬sel, so that assuming the
// selector false makes the region unnumbered while the rules stay.
//
// Check shares nothing with the encoder: it reads each cell's links from
// the solution, checks every degree, walks the loop once (one loop, every
// line), counts along the walk how often it enters each region (once)
// and how many cells of each it visits (at least one, the number), and
// looks for two empty cells side by side across a border.
//
// # Formats
//
//	janko     "ROWS COLS", ROWS rows of numbers ('-' none), ROWS rows of
//	          region labels ('@' blocked), optionally the solution as the
//	          PuzzleKit dataset writes it (a loop cell its two directions,
//	          "se", "ns", ...; '-' off the loop), read as the reference
//	text      a row a line, a cell its region's label (letters, '@'
//	          blocked) and the number after it in the cell showing it
//	          ("a3 a b")
//	json      {"rows","cols","numbers":[[..]],"regions":[[..]]} (0 a
//	          blocked cell); the JSON output's "loop" reads back as the
//	          reference
//	puzzlink  pzprjs' country URLs (decodeBorder, decodeRoomNumber16: a
//	          region's number in its top cell); no blocked cells
//
// Output formats: text (the regions, then the loop in ---/|), json, svg
// (regions as walls on a dots grid, numbers, lines) and janko (the
// dataset's solution form).
package countryroad
