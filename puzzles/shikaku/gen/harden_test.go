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

// A medium and a hard 10x10 by the explanations (the default grader)
// come out as asked: unique by the independent solve loop (the genre's
// encoding, shikaku.Check), the intended solution, and of the grade
// asked by a full explanation (ExplainGrader with Full: every step
// explained, no engine pre-filter, no one-clue closure, no facts given
// in advance), the same again for the same seed.
func TestHardenMediumHard(t *testing.T) {
	for _, c := range []struct {
		g    generate.Grade
		seed uint64
	}{{generate.Medium, 1}, {generate.Hard, 1}} {
		opt := Options{Width: 10, Height: 10, Difficulty: c.g, Seed: c.seed}
		r := gen(t, opt)
		id := shikaku.TathamID(r.Puzzle)
		if r.Report.Grade != c.g || r.Stats.Climbs == 0 {
			t.Fatalf("%s %s: grade %v after %d climbing moves, want %v", r.ID(), id, r.Report.Grade, r.Stats.Climbs, c.g)
		}
		res, err := solve.One(context.Background(), shikaku.Kind, puzzle.Item{Puzzle: r.Puzzle}, solve.Options{Solver: solver.CDCL{}, Unique: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != puzzle.Solved || res.Unique != puzzle.UniqueYes || !reflect.DeepEqual(res.Solutions[0], r.Solution) {
			t.Fatalf("%s %s: %v, unique %v", r.ID(), id, res.Status, res.Unique)
		}
		full, err := generate.ExplainGrader{Kind: shikaku.Kind, Full: true}.Grade(r.Puzzle)
		if err != nil {
			t.Fatal(err)
		}
		if full.Grade != c.g {
			t.Errorf("%s %s: %v by the full explanation (most clues in a step %d), the generator said %v", r.ID(), id, full.Grade, full.Explanation.MaxClues, c.g)
		}
		if again := gen(t, opt); !reflect.DeepEqual(again.Puzzle, r.Puzzle) {
			t.Errorf("%s: two runs differ", r.ID())
		}
		t.Logf("%s %v: %s (%d partitions, %d climbing moves, %d graded)", r.ID(), c.g, id, r.Stats.Partitions, r.Stats.Climbs, r.Stats.Graded)
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
