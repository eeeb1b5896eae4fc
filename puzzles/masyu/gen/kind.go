package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
)

// Kind is Masyu with its generator: every capability of masyu.Kind plus
// puzzle.Generator (the registry, puzzle/kinds, lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ masyu.Masyu }

// GenerateHelp is the help of `generate masyu`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Masyu (Pearl) puzzles with exactly one solution, proved by SAT, graded",
		"A random loop (the boundary of a random region, as Tatham's Pearl draws it), every pearl it allows,\n" +
			"then pearls removed in a random order while one incremental SAT session, the pearls' selectors as\n" +
			"assumptions, proves the loop the only one. Grades by the explanations (the most pearls a step needs:\n" +
			"1 easy, 2 medium, 3+ hard) or, with --grade-by engine, by the depth of case analysis. See docs/masyu.md."
}

// GenerateOptions are the flags of `generate masyu`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Default, opts[i].Min, opts[i].Max = "8x8", 3, 40
		}
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

// CheckSettings checks the settings of `generate masyu`.
func (k kind) CheckSettings(settings map[string]string) error {
	_, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	return err
}

// Generate makes the puzzle of seed.
func (k kind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	g, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	if err != nil {
		return nil, err
	}
	r, err := Generate(ctx, Options{Width: g.W, Height: g.H, Difficulty: g.Difficulty, Grader: g.Grader, Seed: seed, Tries: g.Tries})
	if err != nil {
		return nil, err
	}
	w, b := r.Puzzle.NumPearls()
	out := generate.Contract(&generate.Generated{ID: r.ID(), Seed: seed, Puzzle: r.Puzzle, Report: r.Report, Elapsed: r.Stats.Elapsed,
		Figures: fmt.Sprintf("%d white and %d black pearls, %d loops, %d uniqueness calls", w, b, r.Stats.Draws, r.Stats.Calls)},
		[]puzzle.Stat{{Name: "white", Value: w}, {Name: "black", Value: b}, {Name: "loops", Value: r.Stats.Draws}, {Name: "calls", Value: r.Stats.Calls}})
	out.Format = "tatham"
	return out, nil
}
