package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
)

// Kind is Hashi with its generator: every capability of hashi.Kind plus
// puzzle.Generator (the registry, puzzle/kinds, lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ hashi.Genre }

// GenerateHelp is the help of `generate hashi`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Hashi (Bridges) puzzles with exactly one solution, proved by SAT, graded",
		"A random connected solution grown as Tatham's generator grows it, then one incremental SAT session\n" +
			"proves it the only one, changing a bridge where a second solution differs until none does.\n" +
			"Grades (--grade-by explain, the default): the most clues a step of the puzzle's explanation needs, 1 easy,\n" +
			"2 medium, 3+ hard; Tatham's easy and medium levels are easy, his hard level mostly easy, a quarter medium.\n" +
			"--grade-by engine (faster): easy (propagation solves it), medium (one round of case analysis), hard (more).\n" +
			"See docs/generate.md."
}

// GenerateOptions are the flags of `generate hashi`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	opts = append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) {
		o.Default = "tatham"
		o.Usage = "tatham (game IDs), text (a text grid, also named grid; M=2 only), json, puzzlink (M=2 only), janko or cllv (one puzzle per file)"
	})...)
	return append(opts,
		puzzle.GenOption{Name: "islands", Type: "int", Usage: "exactly `N` islands (instead of --density)"},
		puzzle.GenOption{Name: "density", Type: "int", Usage: "islands asked for, in `PERCENT` of the cells (Tatham's i; default 30; growth stops earlier when stuck, as Tatham's does)"},
		puzzle.GenOption{Name: "max-bridges", Type: "int", Min: 1, Max: 4, Default: "2", Usage: "at most `M` bridges join two islands (1..4)"},
	)
}

// options reads settings into the generator's options.
func (k kind) options(settings map[string]string) (Options, error) {
	s := generate.Settings{Opts: k.GenerateOptions(), Map: settings}
	if err := s.Check("hashi"); err != nil {
		return Options{}, err
	}
	w, h, g, gr, err := generate.Grid(s, DefaultGrader(), Grader{})
	if err != nil {
		return Options{}, err
	}
	opt := Options{Width: w, Height: h, Difficulty: g, Grader: gr}
	if opt.MaxLayouts, err = generate.Tries(s); err != nil {
		return opt, err
	}
	if opt.Islands, err = s.Int("islands"); err != nil {
		return opt, err
	}
	if opt.Density, err = s.Int("density"); err != nil {
		return opt, err
	}
	if opt.MaxBridges, err = s.Int("max-bridges"); err != nil {
		return opt, err
	}
	if s.Has("islands") && opt.Islands == 0 || s.Has("density") && opt.Density == 0 {
		return opt, &puzzle.UsageError{Msg: "--islands and --density must be positive"}
	}
	return opt, generate.Usage(opt.Validate())
}

// CheckSettings checks the settings of `generate hashi`.
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
	g := generate.Contract(generated(r), []puzzle.Stat{
		{Name: "islands", Value: len(r.Puzzle.Islands)}, {Name: "layouts", Value: st.Layouts}, {Name: "unique", Value: st.Unique},
		{Name: "repairs", Value: st.Repairs}, {Name: "climbs", Value: st.Climbs}, {Name: "calls", Value: st.Calls}, {Name: "cuts", Value: st.Cuts},
	})
	g.Format = "tatham" // Tatham game IDs, what `generate` writes by default
	return g, nil
}

// generated is r as the batch shows it.
func generated(r *Result) *generate.Generated {
	st := r.Stats
	return &generate.Generated{ID: r.ID(), Seed: r.Seed, Puzzle: r.Puzzle, Report: r.Report, Elapsed: st.Elapsed,
		Figures: fmt.Sprintf("%d islands, %d layouts (%d unique), %d repairs, %d climbs, %d engine calls, %d cuts",
			len(r.Puzzle.Islands), st.Layouts, st.Unique, st.Repairs, st.Climbs, st.Calls, st.Cuts)}
}

// EngineGrader is the engine grader (generate.EngineGraded).
func (kind) EngineGrader() generate.Grader { return Grader{} }
