package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestRandomRegion: the boundary of every region drawn is one loop.
func TestRandomRegion(t *testing.T) {
	r := rng.New(1)
	for i := 0; i < 200; i++ {
		rows, cols := 2+r.IntN(12), 2+r.IntN(12)
		s := slitherlink.FromInside(rows, cols, RandomRegion(rows, cols, r))
		if err := slitherlink.Check(slitherlink.NewPuzzle(rows, cols), s); err != nil {
			t.Fatalf("%dx%d: %v", rows, cols, err)
		}
	}
}

// TestGenerate: the puzzles made are unique (proved again by the solve
// loop), of the grade asked, and the same for the same seed.
func TestGenerate(t *testing.T) {
	for _, d := range []generate.Grade{generate.Easy, generate.Medium, generate.Hard} {
		for seed := uint64(1); seed <= 3; seed++ {
			opt := Options{Rows: 6, Cols: 7, Difficulty: d, Grader: Grader{}, Seed: seed}
			res, err := Generate(context.Background(), opt)
			if err != nil {
				t.Fatalf("%v seed %d: %v", d, seed, err)
			}
			if res.Report.Grade != d {
				t.Errorf("%v seed %d: graded %v", d, seed, res.Report.Grade)
			}
			r, err := solve.One(context.Background(), slitherlink.Kind, puzzle.Item{Puzzle: res.Puzzle, Info: res.Puzzle.Info()},
				solve.Options{Solver: solver.Gophersat{}, Unique: true})
			if err != nil || r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes || !(slitherlink.Slitherlink{}).Equal(r.First(), res.Solution) {
				t.Errorf("%v seed %d: %v %v", d, seed, puzzle.StatusLine(r), err)
			}
			again, _ := Generate(context.Background(), opt)
			a, _ := slitherlink.TathamID(res.Puzzle)
			b, _ := slitherlink.TathamID(again.Puzzle)
			if a != b {
				t.Errorf("seed %d: %s, then %s", seed, a, b)
			}
		}
	}
}
