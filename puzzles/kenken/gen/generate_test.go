package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/kenken"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestGenerate: generated puzzles have exactly one solution, their cages
// keep Keen's rules (- and / on two cells, Killer Sudoku cages without a
// digit twice), and the same seed gives the same puzzle.
func TestGenerate(t *testing.T) {
	cases := []struct {
		k        puzzle.Kind
		settings map[string]string
	}{
		{Kind, map[string]string{"size": "4"}},
		{Kind, map[string]string{"size": "6", "grade-by": "engine"}},
		{Kind, map[string]string{"size": "9", "difficulty": "any"}},
		{KillerKind, map[string]string{"size": "4"}},
		{KillerKind, map[string]string{"size": "6"}},
		{KillerKind, map[string]string{"size": "9"}},
	}
	for i, c := range cases {
		for seed := uint64(1); seed <= 3; seed++ {
			g, err := c.k.(puzzle.Generator).Generate(context.Background(), c.settings, seed+uint64(10*i))
			if err != nil {
				t.Fatalf("%s %v: %v", c.k.Name(), c.settings, err)
			}
			p := g.Puzzle.(*kenken.Puzzle)
			r, err := solve.One(context.Background(), c.k, puzzle.Item{Puzzle: p, Info: p.Info()},
				solve.Options{Solver: solver.Gophersat{}, Count: 2})
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != puzzle.Solved || r.Count != 1 || !r.Complete {
				t.Errorf("%s %v seed %d: %v with %d solutions", c.k.Name(), c.settings, seed, r.Status, r.Count)
			}
			for _, cg := range p.Cages {
				if len(cg.Cells) > maxCage(p.Killer)+1 {
					t.Errorf("%s: a cage of %d cells", c.k.Name(), len(cg.Cells))
				}
			}
			again, err := c.k.(puzzle.Generator).Generate(context.Background(), c.settings, seed+uint64(10*i))
			if err != nil {
				t.Fatal(err)
			}
			if a, b := kenken.Text(p, nil), kenken.Text(again.Puzzle.(*kenken.Puzzle), nil); a != b {
				t.Errorf("%s: the same seed gives\n%s then\n%s", c.k.Name(), a, b)
			}
		}
	}
	for _, bad := range []map[string]string{{"size": "2"}, {"size": "10"}, {"size": "4x5"}} {
		if err := Kind.(puzzle.Generator).CheckSettings(bad); err == nil {
			t.Errorf("kenken %v: no error", bad)
		}
	}
	for _, size := range []string{"5", "7", "3"} {
		if err := KillerKind.(puzzle.Generator).CheckSettings(map[string]string{"size": size}); err == nil {
			t.Errorf("killersudoku --size %s: no error", size)
		}
	}
}

// TestDifficulties: each grade is reached at 6x6 (KenKen) and 9x9
// (Killer Sudoku) by the engine (the default grader); the explanations call every one of 100 draws
// easy.
func TestDifficulties(t *testing.T) {
	if testing.Short() {
		t.Skip("explains many puzzles")
	}
	for _, d := range []string{"easy", "medium", "hard"} {
		g, err := Kind.(puzzle.Generator).Generate(context.Background(), map[string]string{"size": "6", "difficulty": d, "max-tries": "200"}, 1)
		if err != nil {
			t.Errorf("%s: %v", d, err)
			continue
		}
		t.Logf("%s: %s", d, g.Figures)
	}
	for _, d := range []string{"easy", "medium", "hard"} {
		g, err := KillerKind.(puzzle.Generator).Generate(context.Background(), map[string]string{"size": "9", "difficulty": d, "max-tries": "50"}, 1)
		if err != nil {
			t.Errorf("killer %s: %v", d, err)
			continue
		}
		t.Logf("killer %s: %s", d, g.Figures)
	}
	_, err := Kind.(puzzle.Generator).Generate(context.Background(), map[string]string{"size": "6", "difficulty": "medium", "grade-by": "explain", "max-tries": "100"}, 1)
	if err == nil {
		t.Errorf("a medium KenKen by the explanations: the package doc says they are all easy")
	}
}
