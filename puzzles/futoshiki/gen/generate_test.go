package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/futoshiki"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// unique proves with gophersat (not the generator's engine) that p has
// exactly one solution, and returns it.
func unique(t *testing.T, p *futoshiki.Puzzle) *futoshiki.Solution {
	t.Helper()
	r, err := solve.One(context.Background(), futoshiki.Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Count: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Count != 1 || !r.Complete {
		t.Fatalf("%v: %d solutions", p.Info().Summary, r.Count)
	}
	return r.First().(*futoshiki.Solution)
}

func TestGenerate(t *testing.T) {
	engine := generate.EngineGrader{Kind: futoshiki.Kind}
	cases := []Options{
		{N: 4},
		{N: 4, Adjacent: true},
		{N: 4, Difficulty: generate.Easy, Grader: engine},
		{N: 5, Difficulty: generate.Medium, Grader: engine},
		{N: 5, Adjacent: true, Difficulty: generate.Medium, Grader: engine},
		{N: 4, Difficulty: generate.Easy},
	}
	if !testing.Short() {
		cases = append(cases, Options{N: 7, Difficulty: generate.Medium, Grader: engine}, Options{N: 6, Adjacent: true})
	}
	for _, o := range cases {
		for seed := uint64(1); seed <= 2; seed++ {
			o.Seed = seed
			r, err := Generate(context.Background(), o)
			if err != nil {
				t.Fatalf("%+v: %v", o, err)
			}
			p, want := r.Puzzle.(*futoshiki.Puzzle), r.Solution.(*futoshiki.Solution)
			sol := unique(t, p)
			if err := futoshiki.Check(p, sol); err != nil {
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
			if p.N != o.N || p.Adjacent != o.Adjacent {
				t.Errorf("%+v: a %dx%d puzzle, adjacent %v", o, p.N, p.N, p.Adjacent)
			}
			if o.Adjacent {
				// Every bar and every gap stays: the full puzzle's.
				full := Full(want, true)
				for i := range p.Right {
					if p.Right[i] != full.Right[i] || p.Down[i] != full.Down[i] {
						t.Fatalf("%+v: the bars differ from the solution's", o)
					}
				}
			}
		}
	}
}

// TestSettings checks the flags: Tatham's levels (dx, dk ...), a bad size.
func TestSettings(t *testing.T) {
	k := Kind.(puzzle.Generator)
	for _, s := range []map[string]string{{"size": "6", "difficulty": "dk"}, {"size": "4x4", "difficulty": "dt", "adjacent": "true"},
		{"difficulty": "dr", "grade-by": "engine"}, {"difficulty": "dx"}, {"difficulty": "de"}} {
		if err := k.CheckSettings(s); err != nil {
			t.Errorf("%v: %v", s, err)
		}
	}
	for _, s := range []map[string]string{{"size": "5x6"}, {"size": "2"}, {"size": "13"}, {"difficulty": "du"}, {"difficulty": "extreme"}, {generate.MaxTries: "0"}} {
		if err := k.CheckSettings(s); err == nil {
			t.Errorf("%v: no error", s)
		}
	}
	g, err := k.Generate(context.Background(), map[string]string{"size": "4", "difficulty": "dt", "grade-by": "engine", "adjacent": "true"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if g.Format != "tatham" || g.ID != "futoshiki-4x4-3" || !g.Puzzle.(*futoshiki.Puzzle).Adjacent {
		t.Errorf("format %q, id %q", g.Format, g.ID)
	}
}

func BenchmarkGenerate(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Generate(context.Background(), Options{N: 5, Difficulty: generate.Medium, Seed: uint64(i),
			Grader: generate.EngineGrader{Kind: futoshiki.Kind}}); err != nil {
			b.Fatal(err)
		}
	}
}
