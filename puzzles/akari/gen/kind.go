package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/akari"
)

// Kind is Light Up with its generator: every capability of akari.Kind
// plus puzzle.Generator (the registry, puzzle/kinds, lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ akari.Akari }

// GenerateHelp is the help of `generate akari`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Light Up (Akari) puzzles with exactly one solution, proved by SAT, graded",
		"Black cells at random (a percentage, symmetric as Tatham's), a random full set of lights (the CDCL\n" +
			"engine with random phases), every black cell numbered, then numbers removed in a random order while\n" +
			"one incremental SAT session, the numbers' selectors as assumptions, proves the lights the only ones.\n" +
			"Grades by the explanations (the most numbers a step needs: 1 easy, 2 medium, 3+ hard) or, with\n" +
			"--grade-by engine, by the depth of case analysis. See docs/akari.md."
}

// GenerateOptions are the flags of `generate akari`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	opts = append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
	return append(opts,
		puzzle.GenOption{Name: "black", Type: puzzle.GenNumber, Default: "20", Min: 5, Max: 100, Usage: "black cells, `PERCENT` of the grid (Tatham's default 20)"},
		puzzle.GenOption{Name: "symmetry", Default: "tatham", Values: []string{"tatham", "rot2", "rot4", "ref2", "ref4", "none"},
			Usage: "of the black cells: tatham (rot4 on a square grid, rot2 otherwise), rot2, rot4, ref2, ref4 or none"},
	)
}

// options reads settings into the generator's options.
func (k kind) options(settings map[string]string) (Options, error) {
	s := generate.Settings{Opts: k.GenerateOptions(), Map: settings}
	if err := s.Check("akari"); err != nil {
		return Options{}, err
	}
	w, h, g, gr, err := generate.Grid(s, DefaultGrader(), Grader{})
	if err != nil {
		return Options{}, err
	}
	opt := Options{Width: w, Height: h, Difficulty: g, Grader: gr}
	if opt.Tries, err = generate.Tries(s); err != nil {
		return opt, err
	}
	if opt.BlackPercent, err = s.Int("black"); err != nil {
		return opt, err
	}
	switch v := s.Str("symmetry"); v {
	case "tatham":
		opt.Symmetry = SymRot2
		if w == h {
			opt.Symmetry = SymRot4
		}
	case "rot2":
		opt.Symmetry = SymRot2
	case "rot4":
		opt.Symmetry = SymRot4
	case "ref2":
		opt.Symmetry = SymRef2
	case "ref4":
		opt.Symmetry = SymRef4
	case "none":
		opt.Symmetry = SymNone
	default:
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--symmetry %q: want tatham, rot2, rot4, ref2, ref4 or none", v)}
	}
	return opt, generate.Usage(opt.Validate())
}

// CheckSettings checks the settings of `generate akari`.
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
	_, black, numbers := r.Puzzle.Counts()
	g := generate.Contract(&generate.Generated{ID: r.ID(), Seed: seed, Puzzle: r.Puzzle, Report: r.Report, Elapsed: r.Stats.Elapsed,
		Figures: fmt.Sprintf("%d black cells, %d numbers, %d layouts, %d uniqueness calls", black, numbers, r.Stats.Layouts, r.Stats.Calls)},
		[]puzzle.Stat{{Name: "black", Value: black}, {Name: "numbers", Value: numbers}, {Name: "layouts", Value: r.Stats.Layouts}, {Name: "calls", Value: r.Stats.Calls}})
	g.Format = "tatham"
	return g, nil
}

// EngineGrader is the engine grader (generate.EngineGraded).
func (kind) EngineGrader() generate.Grader { return Grader{} }
