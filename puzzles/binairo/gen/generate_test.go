package gen

import (
	"context"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/binairo"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Every grade at Tatham's smallest preset, with and without the distinct
// rule: a unique puzzle of the grade asked for, the same for the same seed.
func TestGenerate(t *testing.T) {
	for _, distinct := range []bool{false, true} {
		for _, g := range []generate.Grade{generate.Easy, generate.Medium, generate.Hard} {
			opt := Options{Rows: 8, Cols: 8, Distinct: distinct, Difficulty: g, Seed: 7}
			r, err := Generate(context.Background(), opt)
			if err != nil {
				t.Fatal(err)
			}
			if r.Report.Grade != g || r.Puzzle.Distinct != distinct {
				t.Errorf("%v distinct=%v: graded %v", g, distinct, r.Report.Grade)
			}
			if err := binairo.Check(r.Puzzle, r.Solution); err != nil {
				t.Error(err)
			}
			res, err := solve.One(context.Background(), binairo.Kind, puzzle.Item{Puzzle: r.Puzzle, Info: r.Puzzle.Info()},
				solve.Options{Solver: solver.Gophersat{}, Count: 2})
			if err != nil || res.Count != 1 || !res.Complete {
				t.Errorf("%v: %v, %d solutions", g, err, res.Count)
			}
			again, _ := Generate(context.Background(), opt)
			if id1, _ := binairo.TathamID(r.Puzzle); func() string { id2, _ := binairo.TathamID(again.Puzzle); return id2 }() != id1 {
				t.Errorf("%v: another puzzle for the same seed", g)
			}
		}
	}
}

func BenchmarkGenerate14Medium(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Generate(context.Background(), Options{Rows: 14, Cols: 14, Difficulty: generate.Medium, Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerate14Hard(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Generate(context.Background(), Options{Rows: 14, Cols: 14, Difficulty: generate.Hard, Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSwappedSamePuzzles: the rectangle search only spares uniqueness
// calls: without it the same seeds give the same puzzles.
func TestSwappedSamePuzzles(t *testing.T) {
	others := 0
	for _, distinct := range []bool{false, true} {
		for seed := uint64(1); seed <= 4; seed++ {
			opt := Options{Rows: 8, Cols: 8, Distinct: distinct, Difficulty: generate.Hard, Seed: seed}
			a, err := Generate(context.Background(), opt)
			if err != nil {
				t.Fatal(err)
			}
			opt.noOther = true
			b, err := Generate(context.Background(), opt)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(a.Puzzle.Givens, b.Puzzle.Givens) {
				t.Errorf("distinct %v seed %d: other puzzles with the rectangle search and without", distinct, seed)
			}
			if a.Stats.Calls > b.Stats.Calls {
				t.Errorf("distinct %v seed %d: %d calls with the search, %d without", distinct, seed, a.Stats.Calls, b.Stats.Calls)
			}
			others += b.Stats.Calls - a.Stats.Calls
		}
	}
	if others == 0 {
		t.Errorf("the rectangle search never found a second solution")
	}
}
