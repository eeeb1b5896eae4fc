package skyscrapers

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor) on the board's (N+2) x (N+2) grid:
// a cell of the outer ring holds the count of towers seen from there
// (1..Max) or none, a cell inside a given height (1..Max) or none; the
// four corners hold nothing. Skyscrapers edits its own Puzzle (the
// diagonal rule and the largest height are kept).

// ClueValues are the heights and counts 1..Max.
func (Skyscrapers) ClueValues(pz puzzle.Puzzle) []board.CellValue {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil
	}
	var vs []board.CellValue
	for h := 1; h <= p.Max; h++ {
		t := strconv.Itoa(h)
		vs = append(vs, board.CellValue{Value: t, Text: t})
	}
	return vs
}

// editSlot is where cell at of the board keeps its clue in p: a count of
// a side (side >= 0, its index i) or a given (side -1, cell i).
func editSlot(pz puzzle.Puzzle, at [2]int) (p *Puzzle, side Side, i int, err error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, 0, 0, fmt.Errorf("skyscrapers: editing a %T", pz)
	}
	n, r, c := p.N, at[0], at[1]
	inRange := func(x int) bool { return x >= 1 && x <= n }
	switch {
	case r < 0 || r > n+1 || c < 0 || c > n+1:
		return nil, 0, 0, fmt.Errorf("no cell (%d,%d) on the %dx%d board", r+1, c+1, n+2, n+2)
	case inRange(r) && inRange(c):
		return p, -1, (r-1)*n + c - 1, nil
	case r == 0 && inRange(c):
		return p, Top, c - 1, nil
	case r == n+1 && inRange(c):
		return p, Bottom, c - 1, nil
	case c == 0 && inRange(r):
		return p, Left, r - 1, nil
	case c == n+1 && inRange(r):
		return p, Right, r - 1, nil
	}
	return nil, 0, 0, fmt.Errorf("the corner (%d,%d) of the board holds no clue", r+1, c+1)
}

func (p *Puzzle) sides() []*[]int { return []*[]int{&p.Top, &p.Bottom, &p.Left, &p.Right} }

// ClueAt is the count or given height in cell at, "" when none.
func (Skyscrapers) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, side, i, err := editSlot(pz, at)
	if err != nil {
		return "", err
	}
	v := None
	if side < 0 {
		v = p.Given[i]
	} else {
		v = (*p.sides()[side])[i]
	}
	if v == None {
		return "", nil
	}
	return strconv.Itoa(v), nil
}

// SetClue gives cell at the count or height value ("" removes it).
func (Skyscrapers) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, side, i, err := editSlot(pz, at)
	if err != nil {
		return nil, err
	}
	v := None
	if value != "" {
		if v, err = strconv.Atoi(value); err != nil || v < 1 || v > p.Max {
			return nil, fmt.Errorf("skyscrapers: %q is not a number 1..%d", value, p.Max)
		}
	}
	q := *p
	q.ref = nil
	if side < 0 {
		q.Given = slices.Clone(p.Given)
		q.Given[i] = v
	} else {
		s := q.sides()[side]
		*s = slices.Clone(*s)
		(*s)[i] = v
	}
	return &q, nil
}
