package yajilin

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor): a cell is plain (""), a clue
// wall without a number ("wall"), or a clue: a number 0..max(Rows,
// Cols)/2 with its arrow ("2↑", as the board writes it), the numbers in
// order, each with its four arrows. Yajilin edits its own Puzzle.

// ClueValues are "wall", then "0↑", "0↓", "0←", "0→", "1↑" ... up to
// max(Rows, Cols)/2.
func (Yajilin) ClueValues(pz puzzle.Puzzle) []board.CellValue {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil
	}
	vs := []board.CellValue{{Value: "wall"}}
	for n := 0; n <= max(p.Rows, p.Cols)/2; n++ {
		for d := range arrows {
			t := strconv.Itoa(n) + arrows[d]
			vs = append(vs, board.CellValue{Value: t, Text: t})
		}
	}
	return vs
}

func editCell(pz puzzle.Puzzle, at [2]int) (*Puzzle, int, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, 0, fmt.Errorf("yajilin: editing a %T", pz)
	}
	if at[0] < 0 || at[0] >= p.Rows || at[1] < 0 || at[1] >= p.Cols {
		return nil, 0, fmt.Errorf("no cell (%d,%d) on the %dx%d grid", at[0]+1, at[1]+1, p.Rows, p.Cols)
	}
	return p, at[0]*p.Cols + at[1], nil
}

// ClueAt is cell at's clue: "" (plain), "wall" or a number and arrow.
func (Yajilin) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, i, err := editCell(pz, at)
	if err != nil || !p.Cells[i].Clue {
		return "", err
	}
	if c := p.Cells[i]; c.N >= 0 {
		return strconv.Itoa(c.N) + arrows[c.Dir], nil
	}
	return "wall", nil
}

// SetClue makes cell at plain (""), a wall, or a clue ("2↑").
func (k Yajilin) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, i, err := editCell(pz, at)
	if err != nil {
		return nil, err
	}
	var cell Cell
	switch {
	case value == "":
	case value == "wall":
		cell = Cell{Clue: true, N: -1}
	default:
		j := slices.IndexFunc(k.ClueValues(p), func(v board.CellValue) bool { return v.Value == value })
		if j < 1 {
			return nil, fmt.Errorf("yajilin: %q is not a clue (want wall, or a number 0..%d and an arrow: 2↑)", value, max(p.Rows, p.Cols)/2)
		}
		cell = Cell{Clue: true, N: (j - 1) / 4, Dir: (j - 1) % 4}
	}
	q := *p
	q.Cells = slices.Clone(p.Cells)
	q.Cells[i] = cell
	q.CellPos = nil
	return &q, nil
}
