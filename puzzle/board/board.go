// Package board is the genre-neutral drawing model: a grid of Rows x Cols
// cells with items on it. Every genre draws itself as a Board (the
// genre's puzzle.Boarder); one SVG writer (WriteSVG), the page's one
// renderer and the explanation stepper draw every genre from it, and a
// player's moves come back as a State in the same terms.
//
// Coordinates are 0-based [row, col] of cells. The items:
//
//   - Cells: what is in a cell: a number or letter (Text), drawn in a
//     circle (Circle: a Hashi island; with Shade on a "dots" board a
//     filled circle, a Masyu black pearl), a pale fill (Fill, 1-based index
//     into a palette: the room a cell belongs to), shading (Shade), a mark
//     ("box", "cross", "dot"), two texts either side of a diagonal
//     (Split, Low, High: a Kakuro clue cell), a small label in the
//     top-left corner (Corner: a KenKen cage's target).
//   - Lines: N lines between the centres of two cells in one row or
//     column (bridges); Max > N says more may come (drawn dashed), N = 0
//     with Max > 0 a line still open (faint), N = Max = 0 "no line".
//   - Rooms: rectangles of cells with a thick border and a fill.
//   - Walls: a thick border on one side of a cell (region borders).
//   - Dots: small circles at half steps of the grid (At doubled: [2r,2c]
//     is cell or point [r,c], odd coordinates between two): Galaxies'
//     centres on cells, edges and corners.
//   - Signs: a short text at a half step of the grid, doubled as Dots
//     are ([2r,2c+1] is between cells [r,c] and [r,c+1], [2r+1,2c]
//     between [r,c] and [r+1,c]): Futoshiki's < and > between two cells,
//     drawn on a white patch over the grid line.
//   - RowLabels, ColLabels: names of the rows and columns (a zebra grid:
//     one row per value, one column per house).
//
// Any item has a Class, the highlight it takes: "new" (an explanation
// step's new facts), "used" (the facts the step uses), "clue" (its clues),
// "hint", "bad" (a broken rule while playing); "" draws it plainly. Title
// is a tooltip.
//
// Grid is the background: "cells" (boxes with thin lines between them,
// the default) or "dots" (a faint lattice through the cell centres, for
// puzzles of circles and lines).
//
// Moves say what a player may do, so that a page can play the board
// without knowing its genre: Edges (click between two circles in one row
// or column with nothing between them: the lines cycle 0..Max), Rooms
// (drag a rectangle of cells; a click on a room removes it), Cells (a
// click cycles a cell through "" and the listed values). What the player
// did is a State. Lines (a click between two adjacent points cycles a
// segment through a line, a cross and nothing) draws loops on a "dots"
// grid, with Face cells for numbers between the dots; with Cells too
// (Yajilin's shading and loop), a click on a dot plays its cell and a
// click between dots a segment.
package board

// Board is a puzzle, or a puzzle with a (partial) solution, as drawn.
type Board struct {
	Rows      int      `json:"rows"`
	Cols      int      `json:"cols"`
	Grid      string   `json:"grid,omitempty"`  // "cells" (default) or "dots"
	Title     string   `json:"title,omitempty"` // the picture's title (an explanation step's text)
	RowLabels []string `json:"rowLabels,omitempty"`
	ColLabels []string `json:"colLabels,omitempty"`
	Cells     []Cell   `json:"cells,omitempty"`
	Lines     []Line   `json:"lines,omitempty"`
	Rooms     []Room   `json:"rooms,omitempty"`
	Walls     []Wall   `json:"walls,omitempty"`
	Dots      []Dot    `json:"dots,omitempty"`
	Signs     []Sign   `json:"signs,omitempty"`
	Moves     *Moves   `json:"moves,omitempty"`
}

// Grid styles.
const (
	GridCells = "cells"
	GridDots  = "dots"
)

// Highlight classes.
const (
	ClassNew  = "new"
	ClassUsed = "used"
	ClassClue = "clue"
	ClassHint = "hint"
	ClassBad  = "bad"
)

// Marks in a cell.
const (
	MarkBox   = "box"
	MarkCross = "cross"
	MarkDot   = "dot"
)

// Cell is an item in one cell. A cell may have several (a fill and a
// mark); they are drawn in order.
type Cell struct {
	At     [2]int `json:"at"`
	Text   string `json:"text,omitempty"`
	Circle bool   `json:"circle,omitempty"`
	Fill   int    `json:"fill,omitempty"` // palette index, 1-based; 0: none
	Shade  bool   `json:"shade,omitempty"`
	Mark   string `json:"mark,omitempty"`
	// Face draws the item in the face between the points At, At+(0,1),
	// At+(1,0) and At+(1,1) of a "dots" grid (a number between four
	// dots) rather than on the point At.
	Face bool `json:"face,omitempty"`
	// Split cuts the cell by its diagonal from the top-left corner to
	// the bottom-right one and writes Low in the lower-left half, High in
	// the upper-right half (a Kakuro clue cell: the down sum, the across
	// sum; "" leaves a half blank). Drawn on a "cells" grid, usually
	// over Shade.
	Split bool   `json:"split,omitempty"`
	Low   string `json:"low,omitempty"`
	High  string `json:"high,omitempty"`
	// Corner is a small label in the cell's top-left corner, beside
	// whatever the cell holds (a KenKen or Killer Sudoku cage's target,
	// "12+", in its clue cell). Drawn on a "cells" grid.
	Corner string `json:"corner,omitempty"`
	Class  string `json:"class,omitempty"`
	Title  string `json:"title,omitempty"`
}

// Line is N lines (bridges) between the centres of two cells in one row
// or column, From before To. Max > N: between N and Max (N drawn dashed,
// a faint line when N = 0); N = Max = 0: known to be none (drawn only
// when highlighted).
type Line struct {
	From [2]int `json:"from"`
	To   [2]int `json:"to"`
	N    int    `json:"n"`
	Max  int    `json:"max,omitempty"`
	// Cross (with N = Max = 0): known to be no line, drawn as a small
	// cross at its middle (a player's or an explanation's "crossed out").
	Cross bool   `json:"cross,omitempty"`
	Class string `json:"class,omitempty"`
	Title string `json:"title,omitempty"`
}

// Room is a rectangle of cells: its top-left cell and its size, a fill
// (palette index, 1-based; 0: none) and a thick border.
type Room struct {
	Row    int    `json:"row"`
	Col    int    `json:"col"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
	Fill   int    `json:"fill,omitempty"`
	Class  string `json:"class,omitempty"`
}

// Wall is a thick border on one side of cell At: "r" (right) or "b"
// (bottom).
type Wall struct {
	At    [2]int `json:"at"`
	Side  string `json:"side"`
	Class string `json:"class,omitempty"`
}

// Dot is a small circle at a half step of the grid: At is doubled
// ([2r,2c] is cell [r,c] on a "cells" grid, point [r,c] on a "dots"
// grid; [2r+1,2c+1] is half way to [r+1,c+1]). Filled draws it black.
type Dot struct {
	At     [2]int `json:"at"`
	Filled bool   `json:"filled,omitempty"`
	Class  string `json:"class,omitempty"`
	Title  string `json:"title,omitempty"`
}

// Sign is a short text (one or two characters: "<", "∧", "|") at a half
// step of the grid, At doubled as in Dot: [2r,2c+1] is the middle of the
// side between cells [r,c] and [r,c+1] on a "cells" grid, [2r+1,2c] the
// side between [r,c] and [r+1,c]. Drawn smaller than a cell's text, on a
// white patch that hides the grid line under it.
type Sign struct {
	At    [2]int `json:"at"`
	Text  string `json:"text"`
	Class string `json:"class,omitempty"`
	Title string `json:"title,omitempty"`
}

// Moves is what a player may do on the board.
type Moves struct {
	// Edges: lines between two circles (Cells with Circle) in one row or
	// column with no circle between them; a click cycles 0..Max. Lines
	// may not cross.
	Edges *EdgeMoves `json:"edges,omitempty"`
	// Rooms: a drag draws a rectangle of cells (replacing the rooms it
	// overlaps); a click on a room removes it.
	Rooms bool `json:"rooms,omitempty"`
	// Cells: a click cycles a cell through "" and these values, a
	// right-click cycles backwards (so "" -> the last value: a shading
	// genre lists "shaded" then "unshaded" (a dot), and a right-click
	// on an empty cell marks it unshaded at once).
	Cells []CellValue `json:"cells,omitempty"`
	// Lines: a click between two adjacent points of a "dots" grid
	// cycles the segment between them: nothing, a line, a cross (no
	// line), nothing; a right-click cycles backwards. Lines may meet
	// at any point.
	Lines bool `json:"lines,omitempty"`
	// Over: cell values go over the puzzle's own texts too (Hitori shades
	// its numbered cells). Without it a cell the puzzle writes in (a
	// text, a mark, shading: a given digit, a black cell) is the
	// puzzle's, and a player cannot change it.
	Over bool `json:"over,omitempty"`
	// Faces: on a "dots" grid, Cells values go in the faces between
	// four dots (cell [r,c] is the face right of and below dot [r,c],
	// drawn by Cell items with Face), not on the dots: Gokigen Naname's
	// diagonals between its numbered corners. Only Face items are then
	// the puzzle's own cells.
	Faces bool `json:"faces,omitempty"`
}

// EdgeMoves are the line moves.
type EdgeMoves struct {
	Max int `json:"max"`
}

// CellValue is a value a player may put in a cell and how it is drawn:
// a text ("5", "★"), a mark, or shading (Shade: the cell drawn dark, the
// shading genres' "shaded").
type CellValue struct {
	Value string `json:"value"`
	Text  string `json:"text,omitempty"`
	Mark  string `json:"mark,omitempty"`
	Shade bool   `json:"shade,omitempty"`
}

// Palette are the pale fills, Fill 1..8 (cycled beyond).
var Palette = []string{"#fde2e4", "#e2ece9", "#dfe7fd", "#fff1c1", "#e9dff5", "#d7f0f7", "#fbe7c6", "#e4f5d4"}

// FillOf is the palette index of the k-th (0-based) room or region.
func FillOf(k int) int { return k%len(Palette) + 1 }

// State is what a player has put on a board, in the board's terms: lines
// or bridges between cells (edges), rooms (rectangles of cells), and
// values or marks written in cells. The page sends it to be checked; a
// genre's player reads the parts it uses and rejects the others.
type State struct {
	Edges []EdgeState `json:"edges,omitempty"`
	Rooms []RoomState `json:"rooms,omitempty"`
	Cells []CellState `json:"cells,omitempty"`
	// Lines are the segments a player drew or crossed out (Moves.Lines).
	Lines []LineState `json:"lines,omitempty"`
}

// LineState is a segment between two adjacent points: a line, or
// crossed out (Cross: known to be no line).
type LineState struct {
	From  [2]int `json:"from"`
	To    [2]int `json:"to"`
	Cross bool   `json:"cross,omitempty"`
}

// EdgeState is Count lines (bridges) between two cells in one row or
// column.
type EdgeState struct {
	From  [2]int `json:"from"`
	To    [2]int `json:"to"`
	Count int    `json:"count"`
}

// RoomState is a rectangle of cells: its top-left cell and its size.
type RoomState struct {
	Row    int `json:"row"`
	Col    int `json:"col"`
	Width  int `json:"width"`
	Height int `json:"height"`
}

// CellState is what a player wrote in a cell: a value ("5", "shaded",
// "yes", "no": the genre's board says which values its cells take).
type CellState struct {
	Cell  [2]int `json:"cell"`
	Value string `json:"value"`
}
