package gen

import (
	"context"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/nonogram"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// unique proves with gophersat (not the generator's engine) that p has
// exactly one solution and returns it.
func unique(t *testing.T, p *nonogram.Puzzle) *nonogram.Solution {
	t.Helper()
	r, err := solve.One(context.Background(), nonogram.Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Count: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Count != 1 || !r.Complete {
		t.Fatalf("%d solutions", r.Count)
	}
	return r.First().(*nonogram.Solution)
}

func TestGenerate(t *testing.T) {
	cases := []Options{
		{Width: 5, Height: 5},
		{Width: 10, Height: 10},
		{Width: 15, Height: 10, Difficulty: generate.Easy},
		{Width: 2, Height: 7},
		{Width: 10, Height: 10, Difficulty: generate.Medium, Grader: LineGrader{}},
		{Width: 8, Height: 8, Difficulty: generate.Hard},
		{Width: 10, Height: 10, Difficulty: generate.Any, Grader: generate.Ungraded{}},
	}
	if !testing.Short() {
		cases = append(cases, Options{Width: 30, Height: 30}, Options{Width: 10, Height: 10, Difficulty: generate.Hard})
	}
	for _, o := range cases {
		for seed := uint64(1); seed <= 3; seed++ {
			o.Seed = seed
			r, err := Generate(context.Background(), o)
			if err != nil {
				t.Fatalf("%+v: %v", o, err)
			}
			sol := unique(t, r.Puzzle)
			if !slices.Equal(sol.Grid, r.Solution.Grid) {
				t.Fatalf("%+v: the solution is not the picture", o)
			}
			if err := nonogram.Check(r.Puzzle, r.Solution); err != nil {
				t.Fatal(err)
			}
			if err := generate.Verify(context.Background(), nonogram.Kind, nil, r.Puzzle, r.Solution); err != nil {
				t.Fatal(err)
			}
			want := o.Difficulty
			if want == generate.Any && o.Grader == nil {
				want = r.Report.Grade
			}
			if r.Report.Grade != want {
				t.Errorf("%+v: grade %v", o, r.Report.Grade)
			}
			if o.Difficulty == generate.Easy && r.Stats.Calls != 0 {
				t.Errorf("%+v: %d SAT calls for an easy puzzle", o, r.Stats.Calls)
			}
			if o.Difficulty == generate.Medium || o.Difficulty == generate.Hard {
				if _, _, left := solveLines(r.Puzzle); left == 0 {
					t.Errorf("%+v: the line solver finishes a %v puzzle", o, o.Difficulty)
				}
			}
			r2, err := Generate(context.Background(), o)
			if err != nil || !slices.Equal(r2.Solution.Grid, r.Solution.Grid) {
				t.Errorf("seed %d does not give the same puzzle twice", seed)
			}
			t.Logf("%s %v: %d runs, %d pictures, %d calls, %v", r.ID(), r.Report.Grade, r.Puzzle.NumRuns(), r.Stats.Pictures, r.Stats.Calls, r.Stats.Elapsed)
		}
	}
}

// TestLineSolverSound: on random pictures (smoothed or not), every cell
// the grid's line solver sets has that value in the picture (a sound
// solver never contradicts a solution), and a picture it solves is the
// only solution by SAT.
func TestLineSolverSound(t *testing.T) {
	r := rng.New(3)
	solved := 0
	for k := 0; k < 60; k++ {
		w, h := 3+r.IntN(8), 3+r.IntN(8)
		pic := picture(w, h, r)
		if k%2 == 1 {
			for i := range pic.Grid {
				pic.Grid[i] = r.IntN(2) == 0
			}
		}
		p := cluesOf(pic)
		g, ok, left := solveLines(p)
		if !ok {
			t.Fatalf("the line solver refutes a picture's clues")
		}
		for i, v := range g.cells {
			if v != unknown && (v == shaded) != pic.Grid[i] {
				t.Fatalf("cell %d set against the picture", i)
			}
		}
		if left == 0 {
			solved++
			unique(t, p)
		}
	}
	if solved == 0 {
		t.Error("no picture solved by lines")
	}
}

func TestKindGenerates(t *testing.T) {
	g, ok := Kind.(puzzle.Generator)
	if !ok {
		t.Fatal("gen.Kind is no puzzle.Generator")
	}
	if _, ok := Kind.(puzzle.Explainer); !ok {
		t.Log("nonogram.Kind has no Explainer of its own")
	}
	if Kind.Name() != "nonogram" {
		t.Fatal(Kind.Name())
	}
	out, err := g.Generate(context.Background(), map[string]string{"size": "10x10"}, 7)
	if err != nil {
		t.Fatal(err)
	}
	p := out.Puzzle.(*nonogram.Puzzle)
	if p.Rows != 10 || p.Cols != 10 || out.Grade != "easy" {
		t.Errorf("generated %s, %q", p.Info().Summary, out.Grade)
	}
	unique(t, p)
	out, err = g.Generate(context.Background(), map[string]string{"size": "7x7", "difficulty": "medium", "grade-by": "engine"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if out.Grade != "medium" {
		t.Errorf("graded %q, want medium", out.Grade)
	}
	for _, bad := range []map[string]string{{"size": "1x5"}, {"size": "201x5"}, {"difficulty": "extreme"}, {"colour": "red"}, {"grade-by": "luck"}, {"max-tries": "0"}} {
		if _, err := g.Generate(context.Background(), bad, 1); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}

func BenchmarkGenerate30(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Generate(context.Background(), Options{Width: 30, Height: 30, Seed: uint64(i), Difficulty: generate.Easy}); err != nil {
			b.Fatal(err)
		}
	}
}
