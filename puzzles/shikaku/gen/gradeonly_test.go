package gen

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
)

// A grade-only explanation (explain.Options.GradeOnly, the generators'
// default) gives the same most clues in a step as the full explanation
// and the same grades at each bound, on puzzles the engine grader
// generated (any, easy, medium), and the default grader generates the
// same puzzles as the grader with the explanations' figures.
func TestGradeOnlySameGrade(t *testing.T) {
	seeds := uint64(2)
	if testing.Short() {
		seeds = 1
	}
	ctx := context.Background()
	for _, size := range [][2]int{{7, 7}, {10, 10}} {
		for _, g := range []generate.Grade{generate.Any, generate.Easy, generate.Medium} {
			for seed := uint64(1); seed <= seeds; seed++ {
				p := gen(t, Options{Width: size[0], Height: size[1], Difficulty: g, Seed: seed, Grader: Grader{}}).Puzzle
				name := fmt.Sprintf("%dx%d %s seed %d", size[0], size[1], g, seed)
				full, err := explain.Run(ctx, shikaku.Kind, puzzle.Item{Puzzle: p}, explain.Options{})
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				only, err := explain.Run(ctx, shikaku.Kind, puzzle.Item{Puzzle: p}, explain.Options{GradeOnly: true})
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if full.Difficulty.MaxClues != only.Difficulty.MaxClues {
					t.Errorf("%s: most clues in a step %d by the full explanation, %d grade-only", name,
						full.Difficulty.MaxClues, only.Difficulty.MaxClues)
				}
				for _, upto := range []generate.Grade{generate.Easy, generate.Any} {
					a, errA := generate.GradeUpto(generate.ExplainGrader{Kind: shikaku.Kind}, p, upto)
					b, errB := generate.GradeUpto(generate.ExplainGrader{Kind: shikaku.Kind, Figures: true}, p, upto)
					if errA != nil || errB != nil {
						t.Fatalf("%s: %v, %v", name, errA, errB)
					}
					if a.Grade != b.Grade || a.Bound != b.Bound {
						t.Errorf("%s upto %s: grade-only %s (bound %v), with figures %s (bound %v)", name, upto,
							a.Grade, a.Bound, b.Grade, b.Bound)
					}
				}
			}
		}
	}
	for seed := uint64(1); seed <= 2*seeds; seed++ {
		opt := Options{Width: 10, Height: 8, Seed: seed}
		a := gen(t, opt)
		fg := DefaultGrader()
		fg.Figures = true
		opt.Grader = fg
		b := gen(t, opt)
		if ta, tb := shikaku.TathamID(a.Puzzle), shikaku.TathamID(b.Puzzle); ta != tb || a.Report.Grade != b.Report.Grade {
			t.Errorf("seed %d: grade-only %s %s, with figures %s %s", seed, a.Report.Grade, ta, b.Report.Grade, tb)
		}
	}
}

// An explanation that starts from the rooms the engine's propagation
// fixed (grade, easyFacts) gives the report of one that starts from
// nothing (generate.GradeUpto with the default grader), up to each grade,
// on puzzles the engine does not solve (the engine grader's medium and
// hard ones, of three sizes).
func TestEasyFactsSameReport(t *testing.T) {
	seeds := uint64(4)
	if testing.Short() {
		seeds = 2
	}
	n := 0
	for _, size := range [][2]int{{7, 7}, {10, 10}, {13, 9}} {
		for _, g := range []generate.Grade{generate.Medium, generate.Hard} {
			for seed := uint64(1); seed <= seeds; seed++ {
				r, err := Generate(context.Background(), Options{Width: size[0], Height: size[1], Difficulty: g, Seed: seed, Grader: Grader{}})
				if err != nil {
					continue // hard partitions are rare at these sizes
				}
				p := r.Puzzle
				n++
				for _, upto := range []generate.Grade{generate.Easy, generate.Medium, generate.Any} {
					got, err := grade(DefaultGrader(), p, upto)
					if err != nil {
						t.Fatal(err)
					}
					want, err := generate.GradeUpto(DefaultGrader(), p, upto)
					if err != nil {
						t.Fatal(err)
					}
					if !reflect.DeepEqual(got, want) {
						t.Errorf("%dx%d %s seed %d upto %s: from the engine's facts %+v %+v; from nothing %+v %+v", size[0], size[1], g, seed, upto,
							got, got.Explanation, want, want.Explanation)
					}
				}
			}
		}
	}
	if n < 6 {
		t.Errorf("only %d puzzles the engine does not solve", n)
	}
}
