package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/starbattle"
)

// Kind is Star Battle with its generator: every capability of
// starbattle.Kind plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ starbattle.StarBattle }

// GenerateHelp is the help of `generate starbattle`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Star Battle puzzles with exactly one solution, proved by SAT, graded",
		"Random stars (N a row and column, none touching), a region grown from each star and joined in groups of N,\n" +
			"then, while SAT finds a second solution, a cell where it has a star moves to a neighbouring region.\n" +
			"Graded by the explanation, the regions being the clues: easy (a step uses one region), medium (two),\n" +
			"hard (three or more). See docs/starbattle.md."
}

// GenerateOptions are the flags of `generate starbattle`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := []puzzle.GenOption{
		{Name: "size", Usage: "the grid's side `N` (4 to 20)", Default: "8", Type: puzzle.GenNumber, Min: 4, Max: 20, Quick: 12},
		{Name: "stars", Usage: "stars in each row, column and region (1 to (size-1)/4)", Default: "1", Type: puzzle.GenNumber, Min: 1, Max: 4},
		{Name: "difficulty", Usage: "easy, medium, hard or any (graded as --grade-by says)", Default: "any", Values: []string{"easy", "medium", "hard", "any"}},
		{Name: "grade-by", Default: "explain", Values: []string{"explain", "engine"},
			Usage: "explain (the most regions a step of the explanation needs: 1 easy, 2 medium, 3+ hard) or engine (the depth of case analysis; faster)"},
		generate.MaxTriesOption(""),
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "janko" })...)
}

func (k kind) options(settings map[string]string) (Options, error) {
	s := generate.Settings{Opts: k.GenerateOptions(), Map: settings}
	if err := s.Check("starbattle"); err != nil {
		return Options{}, err
	}
	var opt Options
	var err error
	if opt.Size, err = s.Int("size"); err != nil {
		return opt, err
	}
	if opt.Stars, err = s.Int("stars"); err != nil {
		return opt, err
	}
	if opt.Difficulty, err = generate.ParseGrade(s.Str("difficulty")); err != nil {
		return opt, &puzzle.UsageError{Msg: "--difficulty: " + err.Error()}
	}
	switch v := s.Str("grade-by"); v {
	case "explain": // DefaultGrader
	case "engine":
		opt.Grader = Grader{}
	default:
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--grade-by %q: want explain or engine", v)}
	}
	if opt.Tries, err = generate.Tries(s); err != nil {
		return opt, err
	}
	return opt, generate.Usage(opt.Validate())
}

// CheckSettings checks the settings of `generate starbattle`.
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
		Figures: fmt.Sprintf("%d layouts, %d moves, %d uniqueness calls", r.Stats.Layouts, r.Stats.Moves, r.Stats.Calls)},
		[]puzzle.Stat{{Name: "layouts", Value: r.Stats.Layouts}, {Name: "moves", Value: r.Stats.Moves}, {Name: "calls", Value: r.Stats.Calls}})
	g.Format = "janko"
	return g, nil
}

// EngineGrader is the engine grader (generate.EngineGraded).
func (kind) EngineGrader() generate.Grader { return Grader{} }
