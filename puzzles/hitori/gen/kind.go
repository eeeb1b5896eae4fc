package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hitori"
)

// Kind is Hitori with its generator: every capability of hitori.Kind
// plus puzzle.Generator (the registry, puzzle/kinds, lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ hitori.Hitori }

// GenerateHelp is the help of `generate hitori`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Hitori (Singles) puzzles with exactly one solution, proved by SAT, graded",
		"A random maximal shading (no two shaded cells touch, the unshaded connected), the unshaded cells numbered\n" +
			"from a random Latin square, each shaded cell a number an unshaded cell of its row or column holds\n" +
			"(as Tatham's Singles); the numbering is redrawn until SAT proves the shading the only solution.\n" +
			"Graded by the engine: easy (propagation with the connectivity rule and the numbers' patterns solves it),\n" +
			"medium (one round of case analysis), hard (more); --grade-by explain grades by the explanations (the most\n" +
			"numbers a step needs: a repeated number takes two, so none is easy). See docs/hitori.md."
}

// GenerateOptions are the flags of `generate hitori`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "grade-by" {
			// A step about a repeated number uses two numbers: by the
			// explanations' clue count no Hitori is easy.
			opts[i].Default = "engine"
		}
		if opts[i].Name == "size" {
			opts[i].Default = "8x8"
			opts[i].Max = MaxSide
			opts[i].Quick = 15
		}
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) {
		o.Default = "tatham"
	})...)
}

// options reads settings into the generator's options.
func (k kind) options(settings map[string]string) (Options, error) {
	s := generate.Settings{Opts: k.GenerateOptions(), Map: settings}
	if err := s.Check("hitori"); err != nil {
		return Options{}, err
	}
	w, h, g, gr, err := generate.Grid(s, ExplainGrader(), Grader{})
	if err != nil {
		return Options{}, err
	}
	opt := Options{Width: w, Height: h, Difficulty: g, Grader: gr}
	if opt.Tries, err = generate.Tries(s); err != nil {
		return opt, err
	}
	return opt, generate.Usage(opt.Validate())
}

// CheckSettings checks the settings of `generate hitori`.
func (k kind) CheckSettings(settings map[string]string) error {
	_, err := k.options(settings)
	return err
}

// Generate makes the puzzle of seed.
func (k kind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	opt, err := k.options(settings)
	if err != nil {
		return nil, err
	}
	opt.Seed = seed
	r, err := Generate(ctx, opt)
	if err != nil {
		return nil, err
	}
	st := r.Stats
	g := generate.Contract(&generate.Generated{ID: r.ID(), Seed: seed, Puzzle: r.Puzzle, Report: r.Report, Elapsed: st.Elapsed,
		Figures: fmt.Sprintf("%d shadings, %d numberings, %d SAT calls", st.Shadings, st.Numbers, st.Calls)},
		[]puzzle.Stat{{Name: "shadings", Value: st.Shadings}, {Name: "numberings", Value: st.Numbers}, {Name: "calls", Value: st.Calls}})
	g.Format = "tatham"
	return g, nil
}

// EngineGrader is the engine grader (generate.EngineGraded).
func (kind) EngineGrader() generate.Grader { return Grader{} }
