package gen

import (
	"bytes"
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/fillomino"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestDivision: a division is a solution of the empty puzzle.
func TestDivision(t *testing.T) {
	r := rng.New(1)
	for _, sz := range [][2]int{{1, 1}, {2, 3}, {7, 9}, {10, 10}} {
		vals := Division(sz[0], sz[1], 9, r)
		if vals == nil {
			t.Fatalf("%v: no division", sz)
		}
		p := fillomino.NewPuzzle(sz[0], sz[1])
		if err := fillomino.Check(p, &fillomino.Solution{Rows: sz[0], Cols: sz[1], Values: vals}); err != nil {
			t.Errorf("%v: %v", sz, err)
		}
	}
}

// TestGenerate: generated puzzles have exactly one solution, and the
// same seed gives the same puzzle.
func TestGenerate(t *testing.T) {
	sizes := []string{"5x5", "9x7"}
	for i, size := range sizes {
		settings := map[string]string{"size": size}
		g, err := Kind.(puzzle.Generator).Generate(context.Background(), settings, uint64(7+i))
		if err != nil {
			t.Fatalf("%s: %v", size, err)
		}
		p := g.Puzzle.(*fillomino.Puzzle)
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
		var a, b bytes.Buffer
		_ = puzzle.Write(Kind, &a, p, "tatham")
		_ = puzzle.Write(Kind, &b, again.Puzzle, "tatham")
		if a.String() != b.String() {
			t.Errorf("%s: seed %d gives %s, then %s", size, 7+i, a.String(), b.String())
		}
	}
}
