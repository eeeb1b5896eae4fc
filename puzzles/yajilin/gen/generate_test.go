package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/yajilin"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestFull: every full puzzle drawn accepts its solution (yajilin.Check,
// which shares nothing with the generator).
func TestFull(t *testing.T) {
	r := rng.New(1)
	for i := 0; i < 200; i++ {
		rows, cols := 3+r.IntN(10), 3+r.IntN(10)
		p, s := Full(rows, cols, r)
		if err := p.Validate(); err != nil {
			t.Fatal(err)
		}
		if err := yajilin.Check(p, s); err != nil {
			t.Fatalf("%dx%d: %v\n%s", rows, cols, err, yajilin.Drawing(p, s))
		}
	}
}

// TestGenerate: puzzles have one solution (the
// solve loop with gophersat, which shares nothing with the generator's
// engine session), of the grade asked for, and the same seed gives the
// same puzzle.
func TestGenerate(t *testing.T) {
	cases := []struct {
		w, h  int
		grade generate.Grade
		gr    generate.Grader
	}{
		{6, 6, generate.Easy, nil},
		{10, 10, generate.Easy, nil},
		{9, 7, generate.Any, nil},
		{8, 8, generate.Any, generate.EngineGrader{Kind: yajilin.Kind}},
	}
	for i, tc := range cases {
		gr := tc.gr
		if gr == nil {
			gr = generate.DefaultGrader(yajilin.Kind, nil)
		}
		fo := generate.FromOptions{Difficulty: tc.grade, Grader: gr, Seed: uint64(100 + i), Tries: 300, Fixes: Fixes}
		res, err := generate.FromSolution(context.Background(), Source(tc.h, tc.w), fo)
		if err != nil {
			t.Fatalf("%dx%d %v: %v", tc.w, tc.h, tc.grade, err)
		}
		p := res.Puzzle.(*yajilin.Puzzle)
		sr, err := solve.One(context.Background(), yajilin.Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
			solve.Options{Solver: solver.Gophersat{}, Unique: true})
		if err != nil || sr.Status != puzzle.Solved || sr.Unique != puzzle.UniqueYes {
			t.Fatalf("%s: %v %v", yajilin.PuzzLinkURL(p), sr, err)
		}
		if !yajilin.Kind.(puzzle.Comparer).Equal(sr.First(), res.Solution) {
			t.Errorf("%s: the solve loop finds another solution than the generator's", yajilin.PuzzLinkURL(p))
		}
		if tc.grade != generate.Any && res.Report.Grade != tc.grade {
			t.Errorf("%s: grade %v, want %v", yajilin.PuzzLinkURL(p), res.Report.Grade, tc.grade)
		}
		again, err := generate.FromSolution(context.Background(), Source(tc.h, tc.w), fo)
		if err != nil || yajilin.PuzzLinkURL(again.Puzzle.(*yajilin.Puzzle)) != yajilin.PuzzLinkURL(p) {
			t.Errorf("seed %d: another puzzle the second time (%v)", fo.Seed, err)
		}
	}
}

// TestGenerateMedium: a medium target, through the kind's Generate (which
// removes every arrow it can and keeps the medium draws), gives a medium
// puzzle.
func TestGenerateMedium(t *testing.T) {
	g, err := Kind.(puzzle.Generator).Generate(context.Background(), map[string]string{"size": "10x10", "difficulty": "medium"}, 8)
	if err != nil {
		t.Fatal(err)
	}
	if g.Grade != "medium" {
		t.Errorf("grade %q, want medium", g.Grade)
	}
}
