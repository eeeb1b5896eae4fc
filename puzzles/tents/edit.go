package tents

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor): a cell holds a tree or nothing.
// The row and column counts are the board's labels, not its cells: they
// are edited in the text. Tents edits its own Puzzle.

var editValues = []board.CellValue{{Value: "tree", Text: TreeText}}

// ClueValues is the tree.
func (Tents) ClueValues(puzzle.Puzzle) []board.CellValue { return editValues }

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

// ClueAt is "tree" for a tree, "" for an open cell.
func (Tents) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, i, err := editCell(pz, at)
	if err != nil || !p.Tree[i] {
		return "", err
	}
	return "tree", nil
}

// SetClue plants a tree in cell at ("tree") or clears it ("").
func (Tents) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
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
