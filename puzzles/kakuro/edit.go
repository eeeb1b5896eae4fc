package kakuro

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
)

// The setter's editor (puzzle.Editor, puzzle.ClueTyper): a cell is white
// (no clue, "") or black: "#" without sums, "D/A" with the down sum D
// and the across sum A, in the text form's order (down first, as "D\A"
// there; either left out: "16/", "/7"; "\" may stand for "/"). A click
// cycles white and black ("#"); the sums are typed. Kakuro edits its own
// Puzzle, checked by Validate: a sum needs a white cell below it (down)
// or right of it (across), so a cell next to a sum stays white until
// the sum goes.

// TypedPrompt is the prompt of the page's clue field.
const TypedPrompt = "down/across sums: 16/7, 16/ (down only), /7 (across only), # (black), empty (white)"

var editValues = []board.CellValue{{Value: "#", Shade: true}}

// ClueValues is the black cell "#": a click cycles white, black.
func (Kakuro) ClueValues(puzzle.Puzzle) []board.CellValue { return editValues }

// TypedClue is the prompt for a typed clue (puzzle.ClueTyper).
func (Kakuro) TypedClue(puzzle.Puzzle) string { return TypedPrompt }

func editCell(pz puzzle.Puzzle, at [2]int) (*Puzzle, int, error) {
	p, ok := pz.(*Puzzle)
	if !ok {
		return nil, 0, fmt.Errorf("kakuro: editing a %T", pz)
	}
	if !p.inside(at) {
		return nil, 0, fmt.Errorf("no cell (%d,%d) on the %dx%d board", at[0]+1, at[1]+1, p.Rows, p.Cols)
	}
	return p, at[0]*p.Cols + at[1], nil
}

// ClueText is a cell's clue as the editor writes it: "" white, "#"
// black without sums, else "D/A" (a missing sum left out).
func ClueText(c Cell) string {
	switch {
	case c.White:
		return ""
	case c.Down == 0 && c.Across == 0:
		return "#"
	}
	s := func(v int) string {
		if v == 0 {
			return ""
		}
		return strconv.Itoa(v)
	}
	return s(c.Down) + "/" + s(c.Across)
}

// ParseClue reads a typed clue: "" white, "#" (or "-", "/") black
// without sums, "D/A" or "D\A" black with sums 1..45 (either may be
// left out).
func ParseClue(text string) (Cell, error) {
	t := strings.TrimSpace(text)
	switch t {
	case "":
		return Cell{White: true}, nil
	case "#", "-", "/", "\\":
		return Cell{}, nil
	}
	d, a, ok := strings.Cut(strings.ReplaceAll(t, "\\", "/"), "/")
	if !ok {
		return Cell{}, fmt.Errorf("kakuro: %q is not a clue (want %s)", text, TypedPrompt)
	}
	sum := func(s, what string) (int, error) {
		s = strings.TrimSpace(s)
		if s == "" {
			return 0, nil
		}
		v, err := strconv.Atoi(s)
		if err != nil || v < 1 || v > MaxClue {
			return 0, fmt.Errorf("kakuro: the %s sum %q in %q is not a number 1 to %d", what, s, text, MaxClue)
		}
		return v, nil
	}
	var c Cell
	var err error
	if c.Down, err = sum(d, "down"); err != nil {
		return Cell{}, err
	}
	if c.Across, err = sum(a, "across"); err != nil {
		return Cell{}, err
	}
	return c, nil
}

// ClueAt is cell at's clue: "" white, "#" black, "D/A" its sums.
func (Kakuro) ClueAt(pz puzzle.Puzzle, at [2]int) (string, error) {
	p, i, err := editCell(pz, at)
	if err != nil {
		return "", err
	}
	return ClueText(p.Cells[i]), nil
}

// SetClue makes cell at white (""), black ("#") or a black cell with the
// sums value says; refused (Validate's message) when a sum then has no
// white cell after it.
func (Kakuro) SetClue(pz puzzle.Puzzle, at [2]int, value string) (puzzle.Puzzle, error) {
	p, i, err := editCell(pz, at)
	if err != nil {
		return nil, err
	}
	c, err := ParseClue(value)
	if err != nil {
		return nil, err
	}
	q := *p
	q.Cells = slices.Clone(p.Cells)
	q.Cells[i] = c
	q.ref, q.src = nil, nil
	if err := q.Validate(); err != nil {
		return nil, fmt.Errorf("kakuro: %s at row %d, column %d: %v", orWhite(value), at[0]+1, at[1]+1, err)
	}
	return &q, nil
}

func orWhite(v string) string {
	if strings.TrimSpace(v) == "" {
		return "a white cell"
	}
	return strconv.Quote(v)
}
