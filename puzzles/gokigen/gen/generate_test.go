package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/gokigen"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestRandomFilling: fillings have no loop (the genre's Check on the
// fully clued puzzle), and the fully clued puzzle has that one solution.
func TestRandomFilling(t *testing.T) {
	r := rng.New(7)
	for i := 0; i < 50; i++ {
		s := RandomFilling(6+i%5, 5+i%7, r)
		if s == nil {
			t.Fatal("no filling")
		}
		if err := gokigen.Check(Clued(s), s); err != nil {
			t.Fatalf("filling %d: %v", i, err)
		}
	}
	s := RandomFilling(5, 5, rng.New(1))
	res, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: Clued(s)}, solve.Options{Solver: solver.CDCL{}, Unique: true})
	if err != nil || res.Unique != puzzle.UniqueYes {
		t.Fatalf("fully clued: %v %v", res, err)
	}
}

// TestGenerate: a seed names a puzzle, and the puzzle has one solution.
func TestGenerate(t *testing.T) {
	set := map[string]string{"size": "6x5", "difficulty": "any"}
	g1, err := Kind.(puzzle.Generator).Generate(context.Background(), set, 3)
	if err != nil {
		t.Fatal(err)
	}
	g2, err := Kind.(puzzle.Generator).Generate(context.Background(), set, 3)
	if err != nil {
		t.Fatal(err)
	}
	p1, p2 := g1.Puzzle.(*gokigen.Puzzle), g2.Puzzle.(*gokigen.Puzzle)
	if gokigen.TathamID(p1) != gokigen.TathamID(p2) {
		t.Errorf("seed 3 twice: %s and %s", gokigen.TathamID(p1), gokigen.TathamID(p2))
	}
	if p1.Rows != 5 || p1.Cols != 6 {
		t.Errorf("size %dx%d", p1.Cols, p1.Rows)
	}
	res, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p1}, solve.Options{Solver: solver.Gophersat{}, Unique: true})
	if err != nil || res.Unique != puzzle.UniqueYes {
		t.Fatalf("%s: %v %v", gokigen.TathamID(p1), res, err)
	}
	if err := Kind.(puzzle.Generator).CheckSettings(map[string]string{"size": "0x3"}); err == nil {
		t.Error("size 0x3 accepted")
	}
}
