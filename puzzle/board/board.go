// Package board is the genre-neutral drawing model: a grid of cells with
// items at cells, edges and vertices (numbers and letters, shading,
// marks, walls and regions, lines between cells, rooms). Every genre
// draws itself as a Board; one SVG writer, the page's one renderer and
// the explanation stepper draw every genre from it, and a player's moves
// come back as a State in the same terms.
//
// Coordinates are 0-based [row, col] of cells.
package board

// Board is a puzzle, or a puzzle with a (partial) solution, as drawn.
type Board struct {
	Rows int `json:"rows"`
	Cols int `json:"cols"`
}

// State is what a player has put on a board, in the board's terms: lines
// or bridges between cells (edges), rooms (rectangles of cells), and
// values or marks written in cells. The page sends it to be checked; a
// genre's player reads the parts it uses and rejects the others.
type State struct {
	Edges []EdgeState `json:"edges,omitempty"`
	Rooms []RoomState `json:"rooms,omitempty"`
	Cells []CellState `json:"cells,omitempty"`
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
