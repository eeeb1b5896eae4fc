package gen

import (
	"context"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/starbattle"
	"github.com/puzzlesat/puzzlesat/solve"
)

// TestGenerateUnique: generated puzzles have exactly the planted
// solution, reproducibly from the seed.
func TestGenerateUnique(t *testing.T) {
	for _, c := range []struct{ size, stars int }{{6, 1}, {8, 1}, {10, 2}} {
		for seed := uint64(1); seed <= 3; seed++ {
			opt := Options{Size: c.size, Stars: c.stars, Seed: seed, Grader: generate.Ungraded{}}
			start := time.Now()
			r, err := Generate(context.Background(), opt)
			if err != nil {
				t.Fatalf("%dx%d/%d seed %d: %v", c.size, c.size, c.stars, seed, err)
			}
			t.Logf("%s: %v, %+v", r.ID(), time.Since(start), r.Stats)
			if err := starbattle.Check(r.Puzzle, r.Solution); err != nil {
				t.Fatalf("%s: the planted solution: %v", r.ID(), err)
			}
			res, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: r.Puzzle, Info: r.Puzzle.Info()}, solve.Options{Unique: true})
			if err != nil || res.Unique != puzzle.UniqueYes {
				t.Fatalf("%s: %v %v", r.ID(), res.Unique, err)
			}
			again, err := Generate(context.Background(), opt)
			if err != nil || !again.Puzzle.Regions.Equal(r.Puzzle.Regions) {
				t.Fatalf("%s: not reproducible", r.ID())
			}
		}
	}
}

func TestGradeByExplanation(t *testing.T) {
	if testing.Short() {
		t.Skip("explains")
	}
	r, err := Generate(context.Background(), Options{Size: 8, Stars: 1, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Report.Grade == generate.Any {
		t.Fatalf("no grade: %+v", r.Report)
	}
}
