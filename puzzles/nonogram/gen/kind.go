package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/nonogram"
)

// Kind is Nonogram with its generator: every capability of
// nonogram.Kind plus puzzle.Generator (the registry, puzzle/kinds, lists
// this one).
var Kind puzzle.Kind = kind{}

type kind struct{ nonogram.Nonogram }

// GenerateHelp is the help of `generate nonogram`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Nonograms (Tatham's Pattern): a random picture, its clue lists, exactly one solution, graded",
		"A random picture as Tatham's (random cells smoothed by the mean of their neighbours, half the grid\n" +
			"shaded), its runs as the clues. Easy (the default, Tatham's only kind): the line solver alone, one\n" +
			"line at a time, fills the grid, which also proves the solution unique. Medium and hard: pictures the\n" +
			"line solver does not finish, proved unique by SAT, graded by the explanations (the most lines a step\n" +
			"needs: 2 medium, 3+ hard) or, with --grade-by engine, by rounds of probing. See docs/nonogram.md."
}

// GenerateOptions are the flags of `generate nonogram`: the grid's, with
// Tatham's default size and difficulty.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		switch opts[i].Name {
		case "size":
			opts[i].Default = "15x15"
			opts[i].Max = nonogram.MaxSide
			opts[i].Usage = "grid `WxH` (or N for NxN); Tatham's presets 10x10, 15x15, 20x20, 25x25, 30x30"
		case "difficulty":
			opts[i].Default = "easy"
			opts[i].Usage = "easy (the line solver alone solves it, as all of Tatham's), medium, hard or any"
		}
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

// options reads settings into the generator's options.
func (k kind) options(settings map[string]string) (Options, error) {
	s := generate.Settings{Opts: k.GenerateOptions(), Map: settings}
	if err := s.Check("nonogram"); err != nil {
		return Options{}, err
	}
	w, h, g, gr, err := generate.Grid(s, DefaultGrader(), LineGrader{})
	if err != nil {
		return Options{}, err
	}
	opt := Options{Width: w, Height: h, Difficulty: g, Grader: gr}
	if opt.Tries, err = generate.Tries(s); err != nil {
		return opt, err
	}
	return opt, generate.Usage(opt.Validate())
}

// CheckSettings checks the settings of `generate nonogram`.
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
	shaded := 0
	for _, v := range r.Solution.Grid {
		if v {
			shaded++
		}
	}
	g := generate.Contract(&generate.Generated{ID: r.ID(), Seed: seed, Puzzle: r.Puzzle, Report: r.Report, Elapsed: r.Stats.Elapsed,
		Figures: fmt.Sprintf("%d runs, %d shaded cells, %d pictures, %d lines solved, %d SAT uniqueness calls", r.Puzzle.NumRuns(), shaded, r.Stats.Pictures, r.Stats.Lines, r.Stats.Calls)},
		[]puzzle.Stat{{Name: "runs", Value: r.Puzzle.NumRuns()}, {Name: "shaded", Value: shaded}, {Name: "pictures", Value: r.Stats.Pictures},
			{Name: "lines", Value: r.Stats.Lines}, {Name: "calls", Value: r.Stats.Calls}})
	g.Format = "tatham"
	return g, nil
}

// EngineGrader is the engine grader (generate.EngineGraded): the line
// solver and rounds of probing (LineGrader).
func (kind) EngineGrader() generate.Grader { return LineGrader{} }
