package gen

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/countryroad"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestFull: every full puzzle drawn accepts its loop (regions connected,
// each entered once, counts right, no empty cells across a border).
func TestFull(t *testing.T) {
	r := rng.New(1)
	for i := 0; i < 300; i++ {
		rows, cols := 3+r.IntN(10), 3+r.IntN(10)
		p, s := Full(rows, cols, r)
		if p == nil {
			continue
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("%dx%d: %v\n%s", rows, cols, err, countryroad.Text(p))
		}
		if err := check(p, s); err != nil {
			t.Fatalf("%v\n%s%s", err, countryroad.Text(p), countryroad.Drawing(p, s))
		}
	}
}

// TestGenerate: a 6x6 puzzle comes out, unique, its solution the loop
// drawn.
func TestGenerate(t *testing.T) {
	k := Kind.(puzzle.Generator)
	g, err := k.Generate(context.Background(), map[string]string{"size": "6x6", "difficulty": "any"}, 7)
	if err != nil {
		t.Fatal(err)
	}
	p := g.Puzzle.(*countryroad.Puzzle)
	res, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()}, solve.Options{Solver: solver.Gophersat{}, Unique: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != puzzle.Solved || res.Unique != puzzle.UniqueYes {
		t.Fatalf("%s: %v %v\n%s", g.ID, res.Status, res.Unique, countryroad.Text(p))
	}
}

// check: the full puzzle's loop passes Check.
func check(p *countryroad.Puzzle, s *countryroad.Solution) error {
	if err := countryroad.Check(p, s); err != nil {
		return fmt.Errorf("generated %dx%d: %w", p.Rows, p.Cols, err)
	}
	return nil
}
