package tents

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor): a cell holds a tree or nothing.
// The row and column counts are the board's labels, the editor's cells
// [r,-1] (row r's count) and [-1,c] (column c's): a number 0..the
// line's length, or nothing (not given); a click cycles them there (the
// server skips the tree, which a label refuses, and the counts in a
// cell). Tents edits its own Puzzle.

// ClueValues are the tree, then the counts 0..max(rows, cols).
func (Tents) ClueValues(pz puzzle.Puzzle) []board.CellValue {
	vs := []board.CellValue{{Value: "tree", Text: TreeText}}
	if p, ok := pz.(*Puzzle); ok {
		for k := 0; k <= max(p.Rows, p.Cols); k++ {
			t := strconv.Itoa(k)
			vs = append(vs, board.CellValue{Value: t, Text: t})
		}
	}
	return vs
}

// editCount is the count at label at: p's row counts and the row ([r,-1])
// or its column counts and the column ([-1,c]); ok false for no label.
func editCount(pz puzzle.Puzzle, at [2]int) (p *Puzzle, row bool, i int, ok bool) {
	p, _ = pz.(*Puzzle)
	switch {
	case p == nil:
		return nil, false, 0, false
	case at[1] == -1 && at[0] >= 0 && at[0] < p.Rows:
		return p, true, at[0], true
	case at[0] == -1 && at[1] >= 0 && at[1] < p.Cols:
		return p, false, at[1], true
	}
	return nil, false, 0, false
}

func editCell(pz puzzle.Puzzle, at [2]int) (*Puzzle, int, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, 0, fmt.Errorf("tents: editing a %T", pz)
	}
	if !p.inside(at[0], at[1]) {
		return nil, 0, fmt.Errorf("no cell (%d,%d) on the %dx%d grid", at[0]+1, at[1]+1, p.Rows, p.Cols)
	}
	return p, at[0]*p.Cols + at[1], nil
}

// ClueAt is "tree" for a tree, "" for an open cell; on a label, the
// line's count ("" not given).
func (Tents) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	if p, row, i, ok := editCount(pz, at); ok {
		k := p.ColCount[i]
		if row {
			k = p.RowCount[i]
		}
		return countText(k, ""), nil
	}
	p, i, err := editCell(pz, at)
	if err != nil || !p.Tree[i] {
		return "", err
	}
	return "tree", nil
}

// SetClue plants a tree in cell at ("tree") or clears it (""); on a
// label, sets the line's count ("" not given).
func (Tents) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	if p, row, i, ok := editCount(pz, at); ok {
		n := p.Rows
		if row {
			n = p.Cols
		}
		k := Unknown
		if value != "" {
			var err error
			if k, err = strconv.Atoi(value); err != nil || k < 0 || k > n {
				return nil, fmt.Errorf("tents: %q is not a count 0 to %d", value, n)
			}
		}
		q := *p
		q.ref = nil
		if row {
			q.RowCount = slices.Clone(p.RowCount)
			q.RowCount[i] = k
		} else {
			q.ColCount = slices.Clone(p.ColCount)
			q.ColCount[i] = k
		}
		return &q, nil
	}
	p, i, err := editCell(pz, at)
	if err != nil {
		return nil, err
	}
	if value != "" && value != "tree" {
		return nil, fmt.Errorf("tents: %q is not a clue (want tree)", value)
	}
	q := *p
	q.Tree = slices.Clone(p.Tree)
	q.Tree[i] = value == "tree"
	q.ref = nil
	return &q, nil
}
