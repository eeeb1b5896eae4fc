package gen

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/lits"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestGenerate: medium and hard puzzles have one solution (the solve
// loop with gophersat, which shares nothing with the generator's
// engine), it is the generator's, the grade is the one asked, and the
// same seed gives the same puzzle.
func TestGenerate(t *testing.T) {
	g := Kind.(puzzle.Generator)
	// Seeds picked for few draws (7x7 seeds 4 and 1 take one draw
	// each; 10x10 takes seconds to minutes, so only without -short).
	// Determinism is checked on the first case only: a second
	// generation of every case doubled the test's time.
	cases := []struct {
		size, difficulty string
		seed             uint64
	}{
		{"7x7", "medium", 4},
		{"7x7", "hard", 1},
		{"8x6", "any", 5},
		{"10x10", "any", 1},
	}
	if testing.Short() {
		cases = cases[:2]
	}
	for i, c := range cases {
		settings := map[string]string{"size": c.size, "difficulty": c.difficulty}
		res, err := g.Generate(context.Background(), settings, c.seed)
		if err != nil {
			t.Fatalf("%s %s seed %d: %v", c.size, c.difficulty, c.seed, err)
		}
		p := res.Puzzle.(*lits.Puzzle)
		r, err := solve.One(context.Background(), lits.Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
			solve.Options{Solver: solver.Gophersat{}, Unique: true})
		if err != nil || r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
			t.Fatalf("%s seed %d: %v %v\n%s", c.size, c.seed, r, err, text(p))
		}
		if !Kind.(puzzle.Comparer).Equal(r.First(), res.Detail) {
			t.Errorf("%s seed %d: the solve loop finds another solution than the generator's", c.size, c.seed)
		}
		if c.difficulty != "any" && res.Grade != c.difficulty {
			t.Errorf("%s seed %d: graded %s, asked %s", c.size, c.seed, res.Grade, c.difficulty)
		}
		if i > 0 {
			continue
		}
		again, err := g.Generate(context.Background(), settings, c.seed)
		if err != nil || text(again.Puzzle.(*lits.Puzzle)) != text(p) {
			t.Errorf("%s seed %d: another puzzle the second time (%v)", c.size, c.seed, err)
		}
	}
}

// BenchmarkGenerate10x10: one 10x10 puzzle of any grade (`go test
// -bench . -run X ./puzzles/lits/gen/`).
func BenchmarkGenerate10x10(b *testing.B) {
	g := Kind.(puzzle.Generator)
	for i := 0; i < b.N; i++ {
		if _, err := g.Generate(context.Background(), map[string]string{"size": "10x10"}, uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
}

var _ = generate.Any

func text(p *lits.Puzzle) string { return fmt.Sprint(p.Regions.Of) }
