package gen

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/galaxies"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestRandomGalaxies: every division obeys the rules (the genre's Check).
func TestRandomGalaxies(t *testing.T) {
	r := rng.New(7)
	for i := 0; i < 100; i++ {
		p, s := RandomGalaxies(3+i%6, 4+i%5, r)
		if err := p.Validate(); err != nil {
			t.Fatalf("division %d: %v", i, err)
		}
		if err := galaxies.Check(p, s); err != nil {
			t.Fatalf("division %d: %v", i, err)
		}
	}
}

// TestGenerate: a seed names a puzzle, and the puzzle has one solution.
func TestGenerate(t *testing.T) {
	set := map[string]string{"size": "7x6", "difficulty": "any"}
	g1, err := Kind.(puzzle.Generator).Generate(context.Background(), set, 3)
	if err != nil {
		t.Fatal(err)
	}
	g2, err := Kind.(puzzle.Generator).Generate(context.Background(), set, 3)
	if err != nil {
		t.Fatal(err)
	}
	p1, p2 := g1.Puzzle.(*galaxies.Puzzle), g2.Puzzle.(*galaxies.Puzzle)
	if galaxies.TathamID(p1) != galaxies.TathamID(p2) {
		t.Errorf("seed 3 twice: %s and %s", galaxies.TathamID(p1), galaxies.TathamID(p2))
	}
	if p1.Rows != 6 || p1.Cols != 7 {
		t.Errorf("size %dx%d", p1.Cols, p1.Rows)
	}
	res, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p1}, solve.Options{Solver: solver.Gophersat{}, Unique: true})
	if err != nil || res.Unique != puzzle.UniqueYes {
		t.Fatalf("%s: %v %v", galaxies.TathamID(p1), res, err)
	}
	if err := Kind.(puzzle.Generator).CheckSettings(map[string]string{"size": "0x3"}); err == nil {
		t.Error("size 0x3 accepted")
	}
}

// TestGenerateMedium: --difficulty medium gives a medium puzzle (fixed
// seed, 7x7), which Deduce grades medium and SAT proves unique.
func TestGenerateMedium(t *testing.T) {
	g, err := Kind.(puzzle.Generator).Generate(context.Background(), map[string]string{"size": "7x7", "difficulty": "medium"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	p := g.Puzzle.(*galaxies.Puzzle)
	if d := galaxies.Deduce(p, galaxies.LevelHard); d.Level != galaxies.LevelMedium {
		t.Fatalf("%s: level %d, want medium", galaxies.TathamID(p), d.Level)
	}
	rep, err := Grader{}.Grade(p)
	if err != nil || rep.Grade.String() != "medium" {
		t.Fatalf("%s: grade %v, %v", galaxies.TathamID(p), rep.Grade, err)
	}
}
