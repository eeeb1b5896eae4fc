package nonogram

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor, puzzle.ClueTyper): the clues are
// the board's labels, the editor's cells [r,-1] (row r's clue, left of
// the grid) and [-1,c] (column c's, above it); the grid's cells hold
// none. A clue is its runs, typed "3 1 2" (blanks, dots or commas
// between them; "" or "0": a line with no run); a click cycles the
// single runs 1..min(rows, cols). A clue that cannot fit its line is
// taken: the puzzle then has no solution and Reason says why.

// TypedPrompt is the prompt of the page's clue field.
const TypedPrompt = "a line's runs in order: 3 1 2 (empty or 0: no run)"

// ClueValues are the single runs 1..min(rows, cols).
func (Nonogram) ClueValues(pz puzzle.Puzzle) []board.CellValue {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil
	}
	var vs []board.CellValue
	for k := 1; k <= min(p.Rows, p.Cols); k++ {
		t := strconv.Itoa(k)
		vs = append(vs, board.CellValue{Value: t, Text: t})
	}
	return vs
}

// TypedClue is the prompt for a typed line clue (puzzle.ClueTyper).
func (Nonogram) TypedClue(puzzle.Puzzle) string { return TypedPrompt }

// editLine is the clue list at label at: p's row clues and the row (at
// [r,-1]), or its column clues and the column ([-1,c]).
func editLine(pz puzzle.Puzzle, at [2]int) (*Puzzle, bool, int, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, false, 0, fmt.Errorf("nonogram: editing a %T", pz)
	}
	switch {
	case at[1] == -1 && at[0] >= 0 && at[0] < p.Rows:
		return p, true, at[0], nil
	case at[0] == -1 && at[1] >= 0 && at[1] < p.Cols:
		return p, false, at[1], nil
	case p.inside(at):
		return nil, false, 0, fmt.Errorf("nonogram: the clues are the rows' and columns' labels, not the cell (%d,%d)", at[0]+1, at[1]+1)
	}
	return nil, false, 0, fmt.Errorf("no label (%d,%d) on the %dx%d board", at[0]+1, at[1]+1, p.Rows, p.Cols)
}

// ClueAt is the line's clue at label at ("3 1 2"; "" no run).
func (Nonogram) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, row, i, err := editLine(pz, at)
	if err != nil {
		return "", err
	}
	cl := p.ColClues[i]
	if row {
		cl = p.RowClues[i]
	}
	if len(cl) == 0 {
		return "", nil
	}
	return ClueString(cl), nil
}

// ParseLineClue reads a typed line clue: run lengths 1..MaxSide separated
// by blanks, dots or commas; "" or "0" no run.
func ParseLineClue(text string) ([]int, error) {
	f := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == '\t' || r == '.' || r == ',' })
	if len(f) == 1 && f[0] == "0" {
		return nil, nil
	}
	var cl []int
	for _, t := range f {
		v, err := strconv.Atoi(t)
		if err != nil || v < 1 || v > MaxSide {
			return nil, fmt.Errorf("nonogram: %q in %q is not a run length 1 to %d (want %s)", t, text, MaxSide, TypedPrompt)
		}
		cl = append(cl, v)
	}
	return cl, nil
}

// SetClue gives the line at label at the clue value ("" no run).
func (Nonogram) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, row, i, err := editLine(pz, at)
	if err != nil {
		return nil, err
	}
	cl, err := ParseLineClue(value)
	if err != nil {
		return nil, err
	}
	q := *p
	q.ref, q.src = nil, nil
	if row {
		q.RowClues = slices.Clone(p.RowClues)
		q.RowClues[i] = cl
	} else {
		q.ColClues = slices.Clone(p.ColClues)
		q.ColClues[i] = cl
	}
	return &q, nil
}
