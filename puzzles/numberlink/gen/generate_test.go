package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzles/numberlink"
)

// TestGenerate: a seed gives the same puzzle twice, unique, its
// solution passing Check.
func TestGenerate(t *testing.T) {
	settings := map[string]string{"size": "6x6", "difficulty": "any"}
	a, err := Kind.(kind).Generate(context.Background(), settings, 7)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Kind.(kind).Generate(context.Background(), settings, 7)
	if err != nil {
		t.Fatal(err)
	}
	pa, pb := a.Puzzle.(*numberlink.Puzzle), b.Puzzle.(*numberlink.Puzzle)
	if numberlink.NumberText(pa) != numberlink.NumberText(pb) {
		t.Fatalf("seed 7 twice:\n%s\n%s", numberlink.NumberText(pa), numberlink.NumberText(pb))
	}
	sols, err := generate.Solutions(context.Background(), Kind, pa, 2)
	if err != nil || len(sols) != 1 {
		t.Fatalf("%d solutions, %v\n%s", len(sols), err, numberlink.NumberText(pa))
	}
	if err := numberlink.Check(pa, sols[0].(*numberlink.Solution)); err != nil {
		t.Fatal(err)
	}
}
