package explain

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
)

// Options.Stop sees each step as it is found and ends the explanation
// when it says so: the steps up to it are those of the whole
// explanation, and Stats.Left counts the facts not derived.
func TestStop(t *testing.T) {
	items, err := puzzle.Read(hashi.Kind, puzzle.Source{Name: "t", Data: []byte("5x5m2:1c2e2a2a4e3c2\n")}, "tatham")
	if err != nil || len(items) != 1 {
		t.Fatal(err)
	}
	full, err := Run(context.Background(), hashi.Kind, items[0], Options{})
	if err != nil || full.Status != Solved || full.Difficulty.MaxClues != 3 {
		t.Fatalf("%v %v %+v", err, full.Status, full.Difficulty)
	}
	var seen []int
	part, err := Run(context.Background(), hashi.Kind, items[0], Options{Stop: func(s Step) bool {
		seen = append(seen, s.N)
		return len(s.Clues) >= 2
	}})
	if err != nil {
		t.Fatal(err)
	}
	n := len(part.Steps)
	if n == 0 || n >= len(full.Steps) || len(seen) != n || len(part.Steps[n-1].Clues) < 2 || part.Stats.Left == 0 {
		t.Fatalf("stopped after %d of %d steps (seen %v), left %d", n, len(full.Steps), seen, part.Stats.Left)
	}
	for i, s := range part.Steps {
		if s.Text != full.Steps[i].Text {
			t.Errorf("step %d: %q, whole explanation %q", i+1, s.Text, full.Steps[i].Text)
		}
	}
}
