// Package heyawake compiles Heyawake puzzles (Nikoli's "divided rooms")
// to SAT. Kind is the package's side of the puzzle contract (package
// puzzle); the generator is package gen. This package imports no solver.
//
// # Rules
//
// The grid is cut into rooms (given after the grid: shape/regions); some
// rooms hold a number. Shade some cells so that
//
//   - room numbers: a numbered room holds exactly that many shaded cells;
//   - adjacency: no two shaded cells share a side;
//   - runs: no straight (horizontal or vertical) run of unshaded cells
//     crosses two room borders (spans three rooms);
//   - connectivity: the unshaded cells form one orthogonally connected
//     area.
//
// The run rule is pzprjs' (checkCountinuousUnshadeCell: the borders a
// maximal white run crosses are counted, at most one), which for
// rectangular rooms is "at most two rooms"; janko.at's few L-shaped rooms
// are read the same way (the whole PuzzleKit set agrees).
//
// # Encoding
//
// Variable s(r,c) = 1 + r·Cols + c, named heyawake.shaded(r,c), says
// "cell (r,c) is shaded"; the Rows·Cols of them are the primary
// variables and the facts of explanations ("(3,4) is shaded", JSON
// {"cell":[3,4],"shaded":true}). The clauses:
//
//	room numbers   for each room of n cells numbered k: Exactly(k) over
//	               its s by --card (default seqcounter: about 2nk
//	               clauses and nk auxiliary variables; binomial writes
//	               C(n,k+1) + C(n,n-k+1) clauses, and a room above 10
//	               cells takes seqcounter instead; totalizer, cardnet,
//	               native)
//	adjacency      (¬s_i ∨ ¬s_j) for each two orthogonal neighbours:
//	               R(C-1) + C(R-1) binary clauses
//	runs           for each window one clause (s_j ∨ ... ∨ s_k+1): a
//	               window is, in a row or column with consecutive
//	               borders between cells j,j+1 and k,k+1 (j < k), the
//	               cells j..k+1, the shortest run crossing two borders;
//	               a white run crosses two borders exactly when it
//	               holds a window. One clause per pair of consecutive
//	               borders of a line: at most R(C-2) + C(R-2), of
//	               length 3 (a 1-cell room) and up; janko.at's 10x10
//	               #12 has 50
//	connectivity   encode/connect's Connected over the grid graph with
//	               in(v) = ¬s_v, by --connectivity: lazy (default: no
//	               clauses; Encoding.Refine cuts a model whose unshaded
//	               cells fall apart), tree, distance or flow (complete
//	               CNF; see encode/connect)
//
// With Options.Explain every room's number is a clue with a selector
// ("the room of (0,3) holds 2 shaded cells"): its cardinality clauses
// each carry ¬sel (a native constraint takes seqcounter then), so that
// assuming a selector false makes the room unnumbered while the rules
// stay.
//
// Check shares nothing with the encoder: it walks the grid for two
// shaded neighbours, counts each numbered room's shaded cells, walks
// each row and column counting the borders a maximal white run crosses,
// and flood-fills the unshaded cells.
//
// # Formats
//
// Each is read (positioned errors, line:col: message (at "text")) and
// written; Detect tells them apart by their first line.
//
//   - janko: janko.at grids as the PuzzleKit dataset stores them: "ROWS
//     COLS", ROWS rows of COLS tokens (a room's number in one of its
//     cells, '-' none), ROWS rows of room labels ("a a b", "1 1 2": any
//     token names a room); the dataset's solution form may follow ('x'
//     shaded, '-' unshaded) and becomes the puzzle's reference. The
//     output format janko (Render) writes a solution in that form.
//   - puzzlink: puzz.link URLs ("https://puzz.link/p?heyawake/COLS/ROWS/BODY"),
//     pzprjs' body (src/variety/heyawake.js): decodeBorder (the rooms),
//     then decodeRoomNumber16 (puzzlink.DecodeNumber16: a value a room,
//     rooms in the order of their first cell); a room's number is shown
//     in pzprjs' top cell (the leftmost column's topmost cell). '.' (a
//     number of unknown value) is refused.
//   - text: rows of blank-separated cells, each a room label (1 to 4
//     letters) with the room's number after it in one cell ("a2 a b");
//     puzzles separated by blank lines.
//   - json: {"rows":R,"cols":C,"numbers":[[...]],"rooms":[[...]]}
//     (numbers -1 for none, rooms numbered from 1); the JSON output (one
//     line a puzzle) has the same fields plus status, unique, "shaded"
//     (the solution's shaded cells as [row, col]) and stats, and reads
//     back: "shaded" becomes the puzzle's reference solution.
//
// Readers bound a side by MaxSide and the numbers by MaxNumber before
// allocating; a room must be connected and show at most one number.
//
// # Playing
//
// The board (Board) draws the rooms' walls, the numbers, shaded cells
// dark, cells known unshaded with a dot. A player's cells take "shaded"
// and "unshaded" (board.CellState); CheckState reports two shaded cells
// side by side, a room with more shaded cells than its number (or too
// few left open), a window of cells all marked unshaded, and shaded
// cells that cut the other cells apart; StateFacts states the player's
// cells as explanation facts.
package heyawake
