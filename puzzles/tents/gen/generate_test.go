package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzles/tents"
)

// TestGenerate: puzzles of each grade at Tatham's sizes, reproducible
// from the seed, with every count shown; their tents are the only
// solution (the grader's propagation and probing fix every tent, or
// SAT proved it) and pass Check.
func TestGenerate(t *testing.T) {
	for _, tc := range []struct {
		r, c int
		g    generate.Grade
	}{{8, 8, generate.Easy}, {8, 8, generate.Medium}, {10, 10, generate.Any}, {10, 10, generate.Medium}, {7, 12, generate.Any}} {
		opt := Options{Rows: tc.r, Cols: tc.c, Difficulty: tc.g, Seed: 7}
		res, err := Generate(context.Background(), opt)
		if err != nil {
			t.Fatalf("%dx%d %v: %v", tc.r, tc.c, tc.g, err)
		}
		p := res.Puzzle
		if p.Counts() != p.Rows+p.Cols {
			t.Errorf("%s: %d counts shown", res.ID(), p.Counts())
		}
		if err := tents.Check(p, res.Solution); err != nil {
			t.Errorf("%s: %v", res.ID(), err)
		}
		if other, err := second(context.Background(), p, res.Solution); err != nil || other != nil {
			t.Errorf("%s: a second solution %v (%v)", res.ID(), other, err)
		}
		if tc.g != generate.Any && res.Report.Grade != tc.g {
			t.Errorf("%s: graded %v, want %v", res.ID(), res.Report.Grade, tc.g)
		}
		again, _ := Generate(context.Background(), opt)
		a, _ := tents.TathamID(p)
		b, _ := tents.TathamID(again.Puzzle)
		if a != b {
			t.Errorf("seed 7 gave %s, then %s", a, b)
		}
	}
}

func BenchmarkEasy15(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Generate(context.Background(), Options{Rows: 15, Cols: 15, Difficulty: generate.Easy, Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMedium15(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Generate(context.Background(), Options{Rows: 15, Cols: 15, Difficulty: generate.Medium, Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}
