package numberlink

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor, puzzle.ClueTyper): a cell holds a
// number or none. A number is a pair of cells placed one at a time: the
// first end alone reads (Validate takes a lone end), and the puzzle then
// has no solution until its partner is placed (Reason: "the number 3 at
// ... has no partner"). A click cycles 1 up to one more than the largest
// number (a new pair); any number 1..MaxNumber may be typed. A number
// placed a third time is refused. Numberlink edits its own Puzzle.

// TypedPrompt is the prompt of the page's clue field.
var TypedPrompt = fmt.Sprintf("a number 1 to %d (each number twice: the two ends of a path), empty for none", MaxNumber)

// ClueValues are the numbers 1..largest+1 (at least 1..2, at most the
// cells' half).
func (Numberlink) ClueValues(pz puzzle.Puzzle) []board.CellValue {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil
	}
	top := 1
	for _, v := range p.Nums {
		top = max(top, v)
	}
	top = min(top+1, max(2, p.Rows*p.Cols/2), MaxNumber)
	vs := make([]board.CellValue, 0, top)
	for v := 1; v <= top; v++ {
		t := strconv.Itoa(v)
		vs = append(vs, board.CellValue{Value: t, Text: t})
	}
	return vs
}

// TypedClue is the prompt for a typed number (puzzle.ClueTyper).
func (Numberlink) TypedClue(puzzle.Puzzle) string { return TypedPrompt }

func editCell(pz puzzle.Puzzle, at [2]int) (*Puzzle, int, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, 0, fmt.Errorf("numberlink: editing a %T", pz)
	}
	if at[0] < 0 || at[0] >= p.Rows || at[1] < 0 || at[1] >= p.Cols {
		return nil, 0, fmt.Errorf("no cell (%d,%d) on the %dx%d board", at[0]+1, at[1]+1, p.Rows, p.Cols)
	}
	return p, at[0]*p.Cols + at[1], nil
}

// ClueAt is cell at's number, "" none.
func (Numberlink) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, i, err := editCell(pz, at)
	if err != nil || p.Nums[i] == 0 {
		return "", err
	}
	return strconv.Itoa(p.Nums[i]), nil
}

// SetClue puts number value in cell at ("" clears it); refused when the
// number would then stand in three cells, or the grid would hold no
// number at all.
func (Numberlink) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, i, err := editCell(pz, at)
	if err != nil {
		return nil, err
	}
	v := 0
	if t := strings.TrimSpace(value); t != "" {
		if v, err = strconv.Atoi(t); err != nil || v < 1 || v > MaxNumber {
			return nil, fmt.Errorf("numberlink: %q is not a number 1 to %d", value, MaxNumber)
		}
	}
	q := *p
	q.Nums = slices.Clone(p.Nums)
	q.Nums[i] = v
	q.NumPos = maps.Clone(p.NumPos)
	delete(q.NumPos, i)
	q.ref = nil
	if v != 0 {
		n := 0
		for _, w := range q.Nums {
			if w == v {
				n++
			}
		}
		if n > 2 {
			return nil, fmt.Errorf("numberlink: the number %d is in two cells already (a pair): clear one first", v)
		}
	}
	if err := q.Validate(); err != nil {
		return nil, fmt.Errorf("numberlink: %v", err)
	}
	return &q, nil
}
