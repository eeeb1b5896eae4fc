package gen

import (
	"context"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// A medium and a hard 10x10 by the explanations (the default grader),
// made by harden, and a medium 20x20, made around a core, come out as
// asked: unique by the independent solve loop (the genre's encoding,
// shikaku.Check), the intended solution, and of the grade asked by the
// explanation alone (ExplainGrader without the engine pre-filter, the
// one-clue closure or facts given in advance), the same again for the
// same seed. (Seeds whose puzzle comes within a few partitions: hard
// 10x10 puzzles take 3 to 200.)
func TestHardenMediumHard(t *testing.T) {
	for _, c := range []struct {
		w, h int
		g    generate.Grade
		seed uint64
	}{{10, 10, generate.Medium, 2}, {10, 10, generate.Hard, 3}, {20, 20, generate.Medium, 1}} {
		opt := Options{Width: c.w, Height: c.h, Difficulty: c.g, Seed: c.seed}
		r := gen(t, opt)
		id := shikaku.TathamID(r.Puzzle)
		if r.Report.Grade != c.g || r.Stats.Climbs == 0 || (r.Stats.Cores > 0) != (c.w*c.h > 144) {
			t.Fatalf("%s %s: grade %v after %d climbing moves, want %v", r.ID(), id, r.Report.Grade, r.Stats.Climbs, c.g)
		}
		res, err := solve.One(context.Background(), shikaku.Kind, puzzle.Item{Puzzle: r.Puzzle}, solve.Options{Solver: solver.CDCL{}, Unique: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != puzzle.Solved || res.Unique != puzzle.UniqueYes || !reflect.DeepEqual(res.Solutions[0], r.Solution) {
			t.Fatalf("%s %s: %v, unique %v", r.ID(), id, res.Status, res.Unique)
		}
		alone, err := generate.ExplainGrader{Kind: shikaku.Kind}.Grade(r.Puzzle)
		if err != nil {
			t.Fatal(err)
		}
		if alone.Grade != c.g {
			t.Errorf("%s %s: %v by the explanation alone (most clues in a step %d), the generator said %v", r.ID(), id, alone.Grade, alone.Explanation.MaxClues, c.g)
		}
		if again := gen(t, opt); !reflect.DeepEqual(again.Puzzle, r.Puzzle) {
			t.Errorf("%s: two runs differ", r.ID())
		}
		t.Logf("%s %v: %s (%d partitions, %d cores, %d climbing moves, %d graded)", r.ID(), c.g, id, r.Stats.Partitions, r.Stats.Cores, r.Stats.Climbs, r.Stats.Graded)
	}
}

// The kind takes --difficulty medium and hard by the explanations (no
// longer refused up front).
func TestKindMediumHardAccepted(t *testing.T) {
	for _, d := range []string{"medium", "hard"} {
		if err := Kind.(puzzle.Generator).CheckSettings(map[string]string{"size": "10x10", "difficulty": d}); err != nil {
			t.Errorf("--difficulty %s: %v", d, err)
		}
	}
}
