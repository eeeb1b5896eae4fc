package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestRandomLoop: every loop drawn is one loop, and the puzzle with all
// its pearls accepts it.
func TestRandomLoop(t *testing.T) {
	r := rng.New(1)
	for i := 0; i < 200; i++ {
		rows, cols := 3+r.IntN(10), 3+r.IntN(10)
		s := RandomLoop(rows, cols, r)
		if err := masyu.Check(masyu.NewPuzzle(rows, cols), s); err != nil {
			t.Fatalf("%dx%d: %v\n%s", rows, cols, err, masyu.Drawing(masyu.NewPuzzle(rows, cols), s))
		}
		if p := FullPuzzle(s); masyu.Check(p, s) != nil {
			t.Fatalf("%dx%d: %v\n%s", rows, cols, masyu.Check(p, s), masyu.Drawing(p, s))
		}
	}
}

// TestFullUnique: the biased loops give a unique full puzzle often
// enough (half of the 8x8 ones; without the bias none of 20).
func TestFullUnique(t *testing.T) {
	r := rng.New(3)
	n := 0
	for i := 0; i < 20; i++ {
		s := RandomLoop(8, 8, r)
		p := FullPuzzle(s)
		res, err := solve.One(context.Background(), masyu.Kind, puzzle.Item{Puzzle: p, Info: p.Info()}, solve.Options{Solver: solver.Gophersat{}, Unique: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Unique == puzzle.UniqueYes {
			n++
		}
	}
	if n < 6 {
		t.Errorf("%d of 20 full puzzles unique", n)
	}
}

// TestGenerate: puzzles of every difficulty have one solution (the
// solve loop with gophersat, which shares nothing with the generator's
// engine session), of the grade asked for, and the same seed gives the
// same puzzle.
func TestGenerate(t *testing.T) {
	cases := []Options{
		{Width: 6, Height: 6, Difficulty: generate.Easy},
		{Width: 8, Height: 8, Difficulty: generate.Medium},
		{Width: 8, Height: 8, Difficulty: generate.Hard},
		{Width: 10, Height: 7, Difficulty: generate.Any},
		{Width: 8, Height: 8, Difficulty: generate.Medium, Grader: generate.EngineGrader{Kind: masyu.Kind}},
	}
	for i, opt := range cases {
		if testing.Short() && opt.Difficulty == generate.Hard {
			continue
		}
		opt.Seed = uint64(100 + i)
		r, err := Generate(context.Background(), opt)
		if err != nil {
			t.Fatalf("%+v: %v", opt, err)
		}
		p := r.Puzzle
		res, err := solve.One(context.Background(), masyu.Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
			solve.Options{Solver: solver.Gophersat{}, Unique: true})
		if err != nil || res.Status != puzzle.Solved || res.Unique != puzzle.UniqueYes {
			t.Fatalf("%s: %v %v", masyu.TathamID(p), res, err)
		}
		if !masyu.Kind.(puzzle.Comparer).Equal(res.First(), r.Solution) {
			t.Errorf("%s: the solve loop finds another loop than the generator's", masyu.TathamID(p))
		}
		if opt.Difficulty != generate.Any && r.Report.Grade != opt.Difficulty {
			t.Errorf("%s: graded %s, asked %s", masyu.TathamID(p), r.Report.Grade, opt.Difficulty)
		}
		again, err := Generate(context.Background(), opt)
		if err != nil || masyu.TathamID(again.Puzzle) != masyu.TathamID(p) {
			t.Errorf("seed %d: %s, then %v %v", opt.Seed, masyu.TathamID(p), again, err)
		}
	}
}
