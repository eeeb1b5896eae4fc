// Package nonogram is the Nonogram genre (Tatham's Pattern): shade cells
// so that the runs of shaded cells of every row and column, in order, are
// that line's clue list.
//
// Formats: Tatham Pattern game IDs (WxH:column clues/row clues), the
// PuzzleKit plain form (ROWS COLS, the COLS column clues, then the ROWS row
// clues, 0 for no run) and JSON; output also in the dataset's solution
// form (x shaded, - empty).
//
// Variables: x(r,c) = 1 + r·Cols + c, cell (r,c) is shaded. Each line is
// encoded by --line: "runs" (default; a start variable per run and
// feasible position, exactly one per run, order between runs, channelling
// both ways between starts and cells) or "automaton" (the state of the
// clue's automaton after each cell). Encode's and encodeAutomaton's
// comments count the clauses; docs/nonogram.md has the figures.
//
// Check is independent of the encoder: it reads each line's runs off the
// grid. With Options.Explain each row and column clue is one selector.
//
// # Editing
//
// The setter's editor (edit.go: puzzle.Editor, puzzle.ClueTyper): the
// clues are the board's labels, the editor's cells [r,-1] (row r) and
// [-1,c] (column c), typed "3 1 2"; a click cycles the single runs.
package nonogram
