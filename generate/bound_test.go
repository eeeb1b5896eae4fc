package generate_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	genhashi "github.com/puzzlesat/puzzlesat/puzzles/hashi/gen"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	genshikaku "github.com/puzzlesat/puzzlesat/puzzles/shikaku/gen"
)

// ExplainGrader ends its explanations at a clue bound
// (explain.Options.ClueBound: once the next step is known to need three
// clues or more); the grades are those of the explanations without the
// bound, stopped at the first step of three clues or past the grade
// asked, as ExplainGrader did before the bound. Checked on generated
// Hashi and Shikaku puzzles of every grade (made with the engine grader
// so that every grade comes up), grade-only and with figures, for each
// grade asked.
func TestExplainGraderBoundSameGrade(t *testing.T) {
	ctx := context.Background()
	seeds := uint64(4)
	if testing.Short() {
		seeds = 1
	}
	byGrade := map[generate.Grade]int{}
	// Two clues that are not near entail a fact left there once no
	// smaller step is left, so the bound does not end it (the last
	// resort does, as without the bound); generated with the engine
	// grader, hard, seed 13.
	const far = "20x20m2:1h3h1c1a3b1o1b3b6f4a2a3a2d1f2b1f3o5b5c3a6d5c2k2b3e14b4b1b4b2k2b3e3z4l4a2c3a2t4j5a6a2v1a4j4u5b3b4a2a1a4e3v2a3c1a2b5b2d2e4a5j4b3a3"
	byGrade[sameAsUnbounded(t, "hashi "+far, hashi.Kind, readOne(t, hashi.Kind, far))]++
	for _, size := range []int{7, 10, 15, 25} {
		for _, g := range []generate.Grade{generate.Easy, generate.Medium, generate.Hard} {
			// two seeds fewer at 25x25 (none with -short): seed + 2 <= seeds
			for seed := uint64(1); seed+uint64(size/25*2) <= seeds; seed++ {
				r, err := genhashi.Generate(ctx, genhashi.Options{Width: size, Height: size, Difficulty: g, Seed: seed, Grader: genhashi.Grader{}})
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("hashi %dx%d %s seed %d", size, size, g, seed)
				byGrade[sameAsUnbounded(t, name, hashi.Kind, r.Puzzle)]++
			}
		}
	}
	for _, size := range []int{6, 9} { // random partitions are hardly ever hard
		for _, g := range []generate.Grade{generate.Any, generate.Easy, generate.Medium} {
			for seed := uint64(1); seed <= seeds; seed++ {
				r, err := genshikaku.Generate(ctx, genshikaku.Options{Width: size, Height: size, Difficulty: g, Seed: seed, Grader: genshikaku.Grader{}})
				if err != nil {
					t.Fatal(err)
				}
				name := fmt.Sprintf("shikaku %dx%d %s seed %d", size, size, g, seed)
				byGrade[sameAsUnbounded(t, name, shikaku.Kind, r.Puzzle)]++
			}
		}
	}
	t.Logf("by the explanations: %v", byGrade)
}

// sameAsUnbounded checks ExplainGrader's reports on p against
// unboundedUpto's for each grade asked, grade-only and with figures,
// and returns p's grade.
func sameAsUnbounded(t *testing.T, name string, k puzzle.Kind, p puzzle.Puzzle) generate.Grade {
	t.Helper()
	var grade generate.Grade
	for _, upto := range []generate.Grade{generate.Easy, generate.Medium, generate.Any} {
		for _, figures := range []bool{false, true} {
			got, err := generate.GradeUpto(generate.ExplainGrader{Kind: k, Figures: figures}, p, upto)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			want, err := unboundedUpto(k, p, upto, !figures)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if !figures && upto == generate.Easy && want.Grade == generate.Hard {
				// Grade-only up to easy ends once the next step is known
				// to need two clues or more: medium, a lower bound.
				want.Grade, want.Bound, want.Explanation.MaxClues = generate.Medium, true, 2
			}
			if got.Grade != want.Grade || got.Bound != want.Bound || got.Explanation.Partial != want.Explanation.Partial ||
				min(got.Explanation.MaxClues, 3) != min(want.Explanation.MaxClues, 3) {
				t.Errorf("%s upto %s figures %v: %s bound %v %+v; without the clue bound %s bound %v %+v", name, upto, figures,
					got.Grade, got.Bound, *got.Explanation, want.Grade, want.Bound, *want.Explanation)
			}
			grade = got.Grade
		}
	}
	return grade
}

// unboundedUpto is ExplainGrader.GradeUpto (without the engine's
// pre-filter) as it was before the clue bound: the explanation stops at
// the first step of three clues, or of more than upto allows.
func unboundedUpto(k puzzle.Kind, p puzzle.Puzzle, upto generate.Grade, gradeOnly bool) (generate.Report, error) {
	limit := 3
	if upto == generate.Easy || upto == generate.Medium {
		limit = int(upto) + 1
	}
	stopped := false
	stop := func(s explain.Step) bool {
		stopped = len(s.Clues) >= limit
		return stopped
	}
	ex, err := explain.Run(context.Background(), k, puzzle.Item{Puzzle: p}, explain.Options{Stop: stop, GradeOnly: gradeOnly})
	if err != nil {
		return generate.Report{}, err
	}
	if ex.Status != explain.Solved {
		return generate.Report{}, fmt.Errorf("status %s", ex.Status)
	}
	g := generate.GradeOfClues(ex.Difficulty.MaxClues)
	return generate.Report{Grade: g, Bound: stopped && g != generate.Hard,
		Explanation: &generate.Explained{MaxClues: ex.Difficulty.MaxClues, Partial: stopped}}, nil
}
