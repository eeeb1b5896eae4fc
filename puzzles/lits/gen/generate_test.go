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

// TestGenerate: the puzzles have one solution (the solve loop with
// gophersat, which shares nothing with the generator's engine), it is
// the generator's, the grade is the one asked, and the same seed gives
// the same puzzle.
func TestGenerate(t *testing.T) {
	g := Kind.(puzzle.Generator)
	// Short: 7x7 cases (a few draws each); 10x10 and 15x15 without
	// -short. Determinism is checked on every case.
	cases := []struct {
		size, difficulty string
		seed             uint64
	}{
		{"7x7", "medium", 4},
		{"7x7", "hard", 1},
		{"7x7", "any", 18},
		{"8x6", "any", 5},
		{"10x10", "any", 18},
		{"10x10", "hard", 3},
		{"15x15", "any", 1},
	}
	if testing.Short() {
		cases = cases[:3]
	}
	for _, c := range cases {
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
