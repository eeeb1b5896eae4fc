package shikaku

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Plain reasons for puzzles without solution (issue 30, item 10).
func TestReason(t *testing.T) {
	for in, want := range map[string]string{
		"3x3:4g4": "the rooms' areas (the clues) add up to 8 but the 3x3 grid has 9 cells",
		"3x3:4g5": "",
	} {
		items, err := puzzle.ReadAll(Kind, puzzle.Source{Name: "t", Data: []byte(in)}, "")
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if got := Kind.(puzzle.Reasoner).Reason(items[0].Puzzle); got != want {
			t.Errorf("%q: reason %q, want %q", in, got, want)
		}
	}
}
