package gen

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// unique proves with gophersat (not the generator's engine) that p has
// exactly one solution.
func unique(t *testing.T, p *sudoku.Puzzle) *sudoku.Solution {
	t.Helper()
	r, err := solve.One(context.Background(), sudoku.Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Count: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Count != 1 || !r.Complete {
		t.Fatalf("%s: %d solutions", sudoku.TathamID(p), r.Count)
	}
	return r.First().(*sudoku.Solution)
}

func TestGenerate(t *testing.T) {
	cases := []Options{
		{BoxRows: 2, BoxCols: 2, Symmetric: true},
		{BoxRows: 2, BoxCols: 3},
		{BoxRows: 3, BoxCols: 3, Symmetric: true, Difficulty: generate.Easy},
		{BoxRows: 3, BoxCols: 3, X: true, Symmetric: true},
		{BoxRows: 3, BoxCols: 3, Jigsaw: true, Symmetric: true},
		{BoxRows: 2, BoxCols: 3, Jigsaw: true, X: true},
	}
	if !testing.Short() {
		cases = append(cases, Options{BoxRows: 3, BoxCols: 3, Difficulty: generate.Medium}, Options{BoxRows: 3, BoxCols: 3, X: true, Difficulty: generate.Hard},
			Options{BoxRows: 3, BoxCols: 4, Symmetric: true})
	}
	for _, o := range cases {
		for seed := uint64(1); seed <= 2; seed++ {
			o.Seed = seed
			start := time.Now()
			r, err := Generate(context.Background(), o)
			if err != nil {
				t.Fatalf("%+v: %v", o, err)
			}
			sol := unique(t, r.Puzzle)
			if err := sudoku.Check(r.Puzzle, r.Solution); err != nil {
				t.Fatal(err)
			}
			for i, v := range sol.Grid {
				if v != r.Solution.Grid[i] {
					t.Fatalf("the solution differs from the grid the generator started from")
				}
			}
			if o.Difficulty != generate.Any && r.Report.Grade != o.Difficulty {
				t.Errorf("%+v: grade %v", o, r.Report.Grade)
			}
			n := r.Puzzle.N
			if o.Jigsaw {
				if !r.Puzzle.Jigsaw() || r.Puzzle.Validate() != nil || slices.Equal(r.Puzzle.Regions, sudoku.BoxRegions(n, o.BoxRows, o.BoxCols)) {
					t.Fatalf("jigsaw regions %v", r.Puzzle.Regions)
				}
				for g := 0; g < n; g++ {
					if !connected(r.Puzzle.Regions, n, g) {
						t.Fatalf("region %d not connected: %v", g, r.Puzzle.Regions)
					}
				}
			}
			if o.Symmetric {
				for i, v := range r.Puzzle.Givens {
					if (v == 0) != (r.Puzzle.Givens[n*n-1-i] == 0) {
						t.Fatalf("givens not symmetric: %s", sudoku.TathamID(r.Puzzle))
					}
				}
			}
			t.Logf("%s %v: %s (%d givens, %d calls, %v)", r.ID(), r.Report.Grade, sudoku.TathamID(r.Puzzle), r.Puzzle.NumGivens(), r.Stats.Calls, time.Since(start).Round(time.Millisecond))
			// Same seed, same puzzle.
			r2, err := Generate(context.Background(), o)
			if err != nil || sudoku.TathamID(r2.Puzzle) != sudoku.TathamID(r.Puzzle) {
				t.Errorf("seed %d does not give the same puzzle twice", seed)
			}
		}
	}
}

func TestKindGenerates(t *testing.T) {
	g, ok := Kind.(puzzle.Generator)
	if !ok {
		t.Fatal("gen.Kind is no puzzle.Generator")
	}
	if _, ok := Kind.(puzzle.Explainer); !ok {
		t.Fatal("gen.Kind lost the Explainer")
	}
	if Kind.Name() != "sudoku" {
		t.Fatal(Kind.Name())
	}
	out, err := g.Generate(context.Background(), map[string]string{"size": "2x3", "variant": "x"}, 7)
	if err != nil {
		t.Fatal(err)
	}
	p := out.Puzzle.(*sudoku.Puzzle)
	if p.N != 6 || !p.X {
		t.Errorf("generated %s", p.Info().Summary)
	}
	unique(t, p)
	// --grade-by explain: graded by the explanation (generate.ExplainGrader).
	out, err = g.Generate(context.Background(), map[string]string{"size": "3x3", "difficulty": "easy", "grade-by": "explain"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if out.Grade != "easy" {
		t.Errorf("graded %q by the explanation, want easy", out.Grade)
	}
	unique(t, out.Puzzle.(*sudoku.Puzzle))
	for _, bad := range []map[string]string{{"size": "3"}, {"variant": "y"}, {"difficulty": "extreme"}, {"colour": "red"}, {"size": "5x5"}, {"grade-by": "luck"}} {
		if _, err := g.Generate(context.Background(), bad, 1); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}
