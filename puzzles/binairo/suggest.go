package binairo

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Suggestions (puzzle.Suggester): for a puzzle with several solutions,
// one more given for each empty cell, the digit sol has there, in
// row-major order. The explain layer keeps the first that the other
// solutions it knows break.
func (Binairo) Suggestions(pz puzzle.Puzzle, sol puzzle.Solution) []puzzle.Suggestion {
	p, ok1 := pz.(*Puzzle)
	s, ok2 := sol.(*Solution)
	if !ok1 || !ok2 || len(s.Grid) != len(p.Givens) {
		return nil
	}
	var out []puzzle.Suggestion
	for i, v := range p.Givens {
		if v == Empty {
			out = append(out, suggestion{p: p, cell: i, digit: s.Grid[i]})
		}
	}
	return out
}

// suggestion is the given digit at cell (row-major index).
type suggestion struct {
	p           *Puzzle
	cell, digit int
}

func (s suggestion) Holds(sol puzzle.Solution) bool {
	o, ok := sol.(*Solution)
	return !ok || s.cell < len(o.Grid) && o.Grid[s.cell] == s.digit
}

func (s suggestion) Puzzle() puzzle.Puzzle {
	q := *s.p
	q.Givens = slices.Clone(s.p.Givens)
	q.Givens[s.cell] = s.digit
	q.GivenPos = nil
	return &q
}

func (s suggestion) Words() (clue, text string) {
	r, c := s.cell/s.p.Cols, s.cell%s.p.Cols
	return fmt.Sprintf("(%d,%d) = %d", r, c, s.digit), GivenWords(r, c, s.digit)
}
