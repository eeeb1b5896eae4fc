package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
)

// Kind is Sudoku with its generator: every capability of sudoku.Kind
// plus puzzle.Generator (the registry, puzzle/kinds, lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ sudoku.Sudoku }

// GenerateHelp is the help of `generate sudoku`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Sudoku puzzles (classic, X, jigsaw) with exactly one solution, proved by SAT, graded",
		"A random full grid (the CDCL engine with random phases; random regions for jigsaw), then givens removed\n" +
			"(in symmetric pairs with --symmetry rotate) while one incremental SAT session, the givens as assumptions,\n" +
			"proves the solution the only one. Grades by the engine: easy (singles: propagation solves it), medium\n" +
			"(one round of failed-literal probing), hard (more). See docs/sudoku.md."
}

// GenerateOptions are the flags of `generate sudoku`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := []puzzle.GenOption{
		{Name: "size", Usage: "the grid, by its boxes `RxC`: 2x2 (4x4), 2x3 (6x6), 2x4 (8x8), 3x3 (9x9), 3x4 (12x12), 4x4 (16x16)", Default: "3x3",
			Values: []string{"2x2", "2x3", "2x4", "3x3", "3x4", "4x4"}},
		{Name: "variant", Usage: "classic, x (both diagonals hold every digit), jigsaw (random regions of N cells) or jigsaw-x", Default: "classic",
			Values: []string{"classic", "x", "jigsaw", "jigsaw-x"}},
		{Name: "difficulty", Usage: "easy, medium, hard or any (graded as --grade-by says)", Default: "any", Values: []string{"easy", "medium", "hard", "any"}},
		{Name: "grade-by", Usage: "engine (singles, then rounds of case analysis: the default, see docs/sudoku.md) or explain (the most givens one explanation step needs)", Default: "engine", Values: []string{"engine", "explain"}},
		{Name: "symmetry", Usage: "givens symmetric about the centre (rotate) or anywhere (none)", Default: "rotate", Values: []string{"rotate", "none"}},
		generate.MaxTriesOption(""),
	}
	opts = append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) {
		o.Default = "tatham"
	})...)
	return opts
}

// options reads settings into the generator's options.
func (k kind) options(settings map[string]string) (Options, error) {
	return readOptions(k, k.GenerateOptions(), settings, "sudoku")
}

// readOptions reads settings of the generator options opts of kind k
// (named name in messages) into the generator's options.
func readOptions(k puzzle.Kind, opts []puzzle.GenOption, settings map[string]string, name string) (Options, error) {
	s := generate.Settings{Opts: opts, Map: settings}
	if err := s.Check(name); err != nil {
		return Options{}, err
	}
	var opt Options
	size := s.Str("size")
	a, b, ok := cut(size)
	if !ok {
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--size %q: want boxes RxC such as 3x3 or 2x3", size)}
	}
	opt.BoxRows, opt.BoxCols = a, b
	switch v := s.Str("variant"); v {
	case "classic":
	case "x":
		opt.X = true
	case "jigsaw":
		opt.Jigsaw = true
	case "jigsaw-x":
		opt.Jigsaw, opt.X = true, true
	default:
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--variant %q: want classic, x, jigsaw or jigsaw-x", v)}
	}
	g, err := generate.ParseGrade(s.Str("difficulty"))
	if err != nil {
		return opt, &puzzle.UsageError{Msg: "--difficulty: " + err.Error()}
	}
	opt.Difficulty = g
	switch v := s.Str("grade-by"); v {
	case "engine":
	case "explain":
		opt.Grader = generate.DefaultGrader(k, nil)
	default:
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--grade-by %q: want engine or explain", v)}
	}
	switch v := s.Str("symmetry"); v {
	case "rotate":
		opt.Symmetric = true
	case "none":
	default:
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--symmetry %q: want rotate or none", v)}
	}
	if opt.Tries, err = generate.Tries(s); err != nil {
		return opt, err
	}
	return opt, generate.Usage(opt.Validate())
}

// CheckSettings checks the settings of `generate sudoku`.
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
	return generated(ctx, opt, seed, nil)
}

// generated is the contract's form of the puzzle of opt and seed; as,
// when not nil, changes the puzzle first (AsJigsaw).
func generated(ctx context.Context, opt Options, seed uint64, as func(*sudoku.Puzzle)) (*puzzle.Generated, error) {
	opt.Seed = seed
	r, err := Generate(ctx, opt)
	if err != nil {
		return nil, err
	}
	if as != nil {
		as(r.Puzzle)
	}
	g := generate.Contract(&generate.Generated{ID: r.ID(), Seed: seed, Puzzle: r.Puzzle, Report: r.Report, Elapsed: r.Stats.Elapsed,
		Figures: fmt.Sprintf("%d givens, %d grids, %d uniqueness calls", r.Puzzle.NumGivens(), r.Stats.Grids, r.Stats.Calls)},
		[]puzzle.Stat{{Name: "givens", Value: r.Puzzle.NumGivens()}, {Name: "grids", Value: r.Stats.Grids}, {Name: "calls", Value: r.Stats.Calls}})
	g.Format = "tatham"
	return g, nil
}

// EngineGrader is the engine grader (generate.EngineGraded).
func (kind) EngineGrader() generate.Grader { return Grader{} }
