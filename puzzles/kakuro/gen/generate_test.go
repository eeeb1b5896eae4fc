package gen

import (
	"context"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/kakuro"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestGenerate: generated puzzles have exactly one solution, the same
// seed gives the same puzzle, and a 10x10 takes well under a second.
func TestGenerate(t *testing.T) {
	sizes := []string{"6x6", "8x8", "10x10"}
	for i, size := range sizes {
		settings := map[string]string{"size": size}
		start := time.Now()
		g, err := Kind.(puzzle.Generator).Generate(context.Background(), settings, uint64(7+i))
		if err != nil {
			t.Fatalf("%s: %v", size, err)
		}
		t.Logf("%s: %v", size, time.Since(start))
		p := g.Puzzle.(*kakuro.Puzzle)
		r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
			solve.Options{Solver: solver.Gophersat{}, Count: 2})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != puzzle.Solved || r.Count != 1 || !r.Complete {
			t.Errorf("%s: %v with %d solutions", size, r.Status, r.Count)
		}
		again, err := Kind.(puzzle.Generator).Generate(context.Background(), settings, uint64(7+i))
		if err != nil {
			t.Fatal(err)
		}
		if a, b := kakuro.Text(p, nil), kakuro.Text(again.Puzzle.(*kakuro.Puzzle), nil); a != b {
			t.Errorf("%s: seed %d gives\n%s then\n%s", size, 7+i, a, b)
		}
	}
	if err := Kind.(puzzle.Generator).CheckSettings(map[string]string{"size": "0x3"}); err == nil {
		t.Errorf("size 0x3: no error")
	}
}
