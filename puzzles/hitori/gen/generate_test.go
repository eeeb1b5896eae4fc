package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hitori"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestGenerate: puzzles of each size and grade asked for have exactly
// one solution (the solve loop, gophersat), the generator's, and the
// same seed gives the same puzzle.
func TestGenerate(t *testing.T) {
	for _, tc := range []struct {
		w, h int
		g    generate.Grade
	}{{5, 5, generate.Easy}, {8, 8, generate.Easy}, {8, 8, generate.Medium}, {7, 5, generate.Any}, {6, 6, generate.Hard}} {
		for seed := uint64(1); seed <= 2; seed++ {
			opt := Options{Width: tc.w, Height: tc.h, Difficulty: tc.g, Seed: seed}
			r, err := Generate(context.Background(), opt)
			if err != nil {
				t.Fatalf("%dx%d %v seed %d: %v", tc.w, tc.h, tc.g, seed, err)
			}
			if tc.g != generate.Any && r.Report.Grade != tc.g {
				t.Errorf("%s: grade %v, want %v", r.ID(), r.Report.Grade, tc.g)
			}
			res, err := solve.One(context.Background(), hitori.Kind, puzzle.Item{Puzzle: r.Puzzle, Info: r.Puzzle.Info()},
				solve.Options{Solver: solver.Gophersat{}, Count: 2})
			if err != nil {
				t.Fatal(err)
			}
			if res.Count != 1 || !res.Complete || !(hitori.Hitori{}).Equal(res.First(), r.Solution) {
				t.Errorf("%s: %d solutions (complete %v), want the generator's only", r.ID(), res.Count, res.Complete)
			}
			again, err := Generate(context.Background(), opt)
			if err != nil || !(hitori.Hitori{}).Equal(again.Solution, r.Solution) {
				t.Errorf("%s: another puzzle from the same seed", r.ID())
			}
		}
	}
}

// TestRandomLatin: every row and column holds each number once.
func TestRandomLatin(t *testing.T) {
	for o := 2; o <= 12; o++ {
		sq := randomLatin(o, rng.New(uint64(o)))
		for k := 0; k < o; k++ {
			row, col := map[int]bool{}, map[int]bool{}
			for j := 0; j < o; j++ {
				row[sq[k*o+j]], col[sq[j*o+k]] = true, true
			}
			if len(row) != o || len(col) != o || row[0] || col[0] {
				t.Fatalf("order %d: not a Latin square: %v", o, sq)
			}
		}
	}
}
