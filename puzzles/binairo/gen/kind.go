package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/binairo"
)

// Kind is Binairo with its generator: every capability of binairo.Kind
// plus puzzle.Generator (the registry, puzzle/kinds, lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ binairo.Binairo }

// GenerateHelp is the help of `generate binairo`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Binairo (Takuzu, Tatham's Unruly) puzzles with exactly one solution, proved by SAT, graded",
		"A random full grid (the CDCL engine with random phases), then givens removed in a random order while one\n" +
			"incremental SAT session, the givens as assumptions, proves the grid the only one (as Tatham's Unruly does,\n" +
			"with SAT in place of its solver). --distinct adds the rule that no two rows or columns are equal (Unruly's 'u').\n" +
			"Grades by the engine: propagation solves it (easy), one round of failed-literal probing does (medium), more\n" +
			"(hard); --grade-by explain grades by the explanations' clues a step (nearly all easy). See docs/binairo.md."
}

// GenerateOptions are the flags of `generate binairo`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Default, opts[i].Min, opts[i].Max, opts[i].Quick = "8x8", 6, binairo.MaxSide, 20
			opts[i].Usage = "grid `WxH` (or N for NxN), even sides (Tatham's presets: 8x8, 10x10, 14x14)"
		}
		if opts[i].Name == "grade-by" {
			// The explanations call nearly every binairo easy (each step
			// one given and facts found before, as for Sudoku): the engine
			// grades by default.
			opts[i].Default = "engine"
		}
	}
	opts = append(opts, puzzle.GenOption{Name: "distinct", Type: "bool", Default: "false",
		Usage: "no two rows and no two columns equal (Tatham's 'u'; janko.at's Binairo rule)"})
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

// options reads settings into the generator's options.
func (k kind) options(settings map[string]string) (Options, error) {
	s := generate.Settings{Opts: k.GenerateOptions(), Map: settings}
	if err := s.Check("binairo"); err != nil {
		return Options{}, err
	}
	w, h, g, gr, err := generate.Grid(s, ExplainGrader(), Grader{})
	if err != nil {
		return Options{}, err
	}
	opt := Options{Rows: h, Cols: w, Distinct: s.Bool("distinct"), Difficulty: g, Grader: gr}
	if opt.Tries, err = generate.Tries(s); err != nil {
		return opt, err
	}
	return opt, generate.Usage(opt.Validate())
}

// CheckSettings checks the settings of `generate binairo`.
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
	g := generate.Contract(&generate.Generated{ID: r.ID(), Seed: seed, Puzzle: r.Puzzle, Report: r.Report, Elapsed: r.Stats.Elapsed,
		Figures: fmt.Sprintf("%d givens, %d grids, %d uniqueness calls", r.Puzzle.NumGivens(), r.Stats.Grids, r.Stats.Calls)},
		[]puzzle.Stat{{Name: "givens", Value: r.Puzzle.NumGivens()}, {Name: "grids", Value: r.Stats.Grids}, {Name: "calls", Value: r.Stats.Calls}})
	g.Format = "tatham"
	return g, nil
}

// EngineGrader is the engine grader (generate.EngineGraded).
func (kind) EngineGrader() generate.Grader { return Grader{} }
