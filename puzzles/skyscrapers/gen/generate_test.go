package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/skyscrapers"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// unique proves with gophersat (not the generator's engine) that p has
// exactly one solution, and returns it.
func unique(t *testing.T, p *skyscrapers.Puzzle) *skyscrapers.Solution {
	t.Helper()
	r, err := solve.One(context.Background(), skyscrapers.Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Count: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Count != 1 || !r.Complete {
		t.Fatalf("%v: %d solutions", p.Info().Summary, r.Count)
	}
	return r.First().(*skyscrapers.Solution)
}

func TestGenerate(t *testing.T) {
	cases := []Options{
		{N: 4},
		{N: 4, Difficulty: generate.Easy, Grader: generate.EngineGrader{Kind: skyscrapers.Kind}},
		{N: 5, Difficulty: generate.Medium, Grader: generate.EngineGrader{Kind: skyscrapers.Kind}},
		{N: 5, Difficulty: generate.Hard, Grader: generate.EngineGrader{Kind: skyscrapers.Kind}},
		{N: 4, Difficulty: generate.Easy},
	}
	if !testing.Short() {
		cases = append(cases, Options{N: 6, Difficulty: generate.Hard, Grader: generate.EngineGrader{Kind: skyscrapers.Kind}})
	}
	for _, o := range cases {
		for seed := uint64(1); seed <= 2; seed++ {
			o.Seed = seed
			r, err := Generate(context.Background(), o)
			if err != nil {
				t.Fatalf("%+v: %v", o, err)
			}
			p, want := r.Puzzle.(*skyscrapers.Puzzle), r.Solution.(*skyscrapers.Solution)
			sol := unique(t, p)
			if err := skyscrapers.Check(p, sol); err != nil {
				t.Fatal(err)
			}
			for i, v := range sol.Values {
				if v != want.Values[i] {
					t.Fatalf("the solution differs from the square the generator started from")
				}
			}
			if o.Difficulty != generate.Any && r.Report.Grade != o.Difficulty {
				t.Errorf("%+v: grade %v", o, r.Report.Grade)
			}
			if p.N != o.N || p.Max != o.N {
				t.Errorf("%+v: a %dx%d puzzle of heights 1-%d", o, p.N, p.N, p.Max)
			}
		}
	}
}

// TestSettings checks the flags: Tatham's levels (dx, dk ...), a bad size.
func TestSettings(t *testing.T) {
	k := Kind.(puzzle.Generator)
	for _, s := range []map[string]string{{"size": "6", "difficulty": "dx"}, {"size": "4x4", "difficulty": "du"}, {"difficulty": "dh"}, {"difficulty": "medium", "grade-by": "engine"}} {
		if err := k.CheckSettings(s); err != nil {
			t.Errorf("%v: %v", s, err)
		}
	}
	for _, s := range []map[string]string{{"size": "5x6"}, {"size": "2"}, {"size": "13"}, {"difficulty": "dk"}, {"difficulty": "extreme"}, {generate.MaxTries: "0"}} {
		if err := k.CheckSettings(s); err == nil {
			t.Errorf("%v: no error", s)
		}
	}
	g, err := k.Generate(context.Background(), map[string]string{"size": "4", "difficulty": "easy", "grade-by": "engine"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if g.Format != "tatham" || g.ID != "skyscrapers-4x4-3" {
		t.Errorf("format %q, id %q", g.Format, g.ID)
	}
}

func BenchmarkGenerate(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Generate(context.Background(), Options{N: 5, Difficulty: generate.Medium, Seed: uint64(i),
			Grader: generate.EngineGrader{Kind: skyscrapers.Kind}}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerateHard6(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Generate(context.Background(), Options{N: 6, Difficulty: generate.Hard, Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}
