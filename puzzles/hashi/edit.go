package hashi

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor): a point of the board (the dots
// grid, one per grid position of the Tatham, janko and text forms) is
// water ("") or an island: its number 1..4M (at most 16) or "?" (number
// unknown). Hashi edits its own Puzzle: the janko and text forms carry
// neither M nor the tree rule. The edited puzzle must pass Validate (an
// island that sees no other, or a clue it can never meet, is refused).

// ClueValues are the island numbers 1..4M (at most 16), then "?".
func (kind) ClueValues(pz puzzle.Puzzle) []board.CellValue {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil
	}
	var vs []board.CellValue
	for n := 1; n <= min(4*p.MaxBridges, 16); n++ {
		t := strconv.Itoa(n)
		vs = append(vs, board.CellValue{Value: t, Text: t})
	}
	return append(vs, board.CellValue{Value: "?", Text: "?"})
}

func editPoint(pz puzzle.Puzzle, at [2]int) (*Puzzle, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, fmt.Errorf("hashi: editing a %T", pz)
	}
	if at[0] < 0 || at[0] >= p.Height || at[1] < 0 || at[1] >= p.Width {
		return nil, fmt.Errorf("no cell (%d,%d) on the %dx%d board", at[0]+1, at[1]+1, p.Width, p.Height)
	}
	return p, nil
}

// ClueAt is the island at point at: its number, "?", or "" (water).
func (kind) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, err := editPoint(pz, at)
	if err != nil {
		return "", err
	}
	for _, is := range p.Islands {
		if is.Row == at[0] && is.Col == at[1] {
			return clueText(is), nil
		}
	}
	return "", nil
}

// SetClue puts an island numbered value at point at ("?": unknown
// number; "": water), checked by Validate.
func (k kind) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, err := editPoint(pz, at)
	if err != nil {
		return nil, err
	}
	clue := 0
	if value != "" {
		for _, v := range k.ClueValues(p) {
			if v.Value == value {
				clue = Unknown
				if value != "?" {
					clue, _ = strconv.Atoi(value)
				}
			}
		}
		if clue == 0 {
			return nil, fmt.Errorf("hashi: %q is not an island (want 1..%d or ?)", value, min(4*p.MaxBridges, 16))
		}
	}
	q := *p
	q.ref = nil
	q.Islands = slices.DeleteFunc(slices.Clone(p.Islands), func(is Island) bool { return is.Row == at[0] && is.Col == at[1] })
	if value != "" {
		q.Islands = append(q.Islands, Island{Row: at[0], Col: at[1], Clue: clue})
	}
	sortIslands(q.Islands)
	if err := q.Validate(); err != nil {
		return nil, err
	}
	return &q, nil
}
