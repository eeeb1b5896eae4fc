package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
)

// Kind is Shikaku with its generator: every capability of shikaku.Kind
// plus puzzle.Generator (the registry, puzzle/kinds, lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ shikaku.Genre }

// GenerateHelp is the help of `generate shikaku`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Shikaku (Rectangles) puzzles with exactly one solution, proved by SAT, graded",
		"A random partition into rectangles made as Tatham's generator makes it, a clue in each, then one\n" +
			"incremental SAT session proves the partition the only one, moving a clue where a second one differs.\n" +
			"Grades as for Hashi: by the explanations random partitions are almost always easy (every step one clue),\n" +
			"so for medium and hard the clues then move within their rooms, the puzzle staying unique, until a step\n" +
			"needs two (three) clues; --grade-by engine: easy (propagation solves it), medium (one round of case\n" +
			"analysis), hard (more; random partitions hardly ever need it). See docs/generate.md."
}

// GenerateOptions are the flags of `generate shikaku`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	opts = append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) {
		o.Default = "tatham"
		o.Usage = "tatham (game IDs), text (text grids, also named grid), json, puzzlink or janko"
	})...)
	return append(opts,
		puzzle.GenOption{Name: "min-area", Type: "int", Default: "2", Usage: "smallest room `AREA` (1 allows rooms of one cell)"},
		puzzle.GenOption{Name: "max-area", Type: "int", Usage: "largest room `AREA` (default: Tatham's W*H/6)"},
	)
}

// options reads settings into the generator's options.
func (k kind) options(settings map[string]string) (Options, error) {
	s := generate.Settings{Opts: k.GenerateOptions(), Map: settings}
	if err := s.Check("shikaku"); err != nil {
		return Options{}, err
	}
	w, h, g, gr, err := generate.Grid(s, DefaultGrader(), Grader{})
	if err != nil {
		return Options{}, err
	}
	opt := Options{Width: w, Height: h, Difficulty: g, Grader: gr}
	if opt.MaxPartitions, err = generate.Tries(s); err != nil {
		return opt, err
	}
	if opt.MinArea, err = s.Int("min-area"); err != nil {
		return opt, err
	}
	if opt.MaxArea, err = s.Int("max-area"); err != nil {
		return opt, err
	}
	if s.Has("max-area") && opt.MaxArea < 1 || opt.MinArea < 1 {
		return opt, &puzzle.UsageError{Msg: "--min-area and --max-area must be at least 1"}
	}
	return opt, generate.Usage(opt.Validate())
}

// CheckSettings checks the settings of `generate shikaku`.
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
	stats := []puzzle.Stat{
		{Name: "clues", Value: len(r.Puzzle.Clues)}, {Name: "partitions", Value: st.Partitions}, {Name: "unique", Value: st.Unique},
		{Name: "moves", Value: st.Moves}, {Name: "calls", Value: st.Calls}, {Name: "patterns", Value: st.Patterns},
	}
	if st.Climbs > 0 {
		stats = append(stats, puzzle.Stat{Name: "climbs", Value: st.Climbs}, puzzle.Stat{Name: "graded", Value: st.Graded})
	}
	g := generate.Contract(generated(r), stats)
	g.Format = "tatham" // Tatham game IDs, what `generate` writes by default
	return g, nil
}

// generated is r as the batch shows it.
func generated(r *Result) *generate.Generated {
	st := r.Stats
	fig := fmt.Sprintf("%d clues, %d partitions (%d unique), %d moves, %d engine calls, %d patterns",
		len(r.Puzzle.Clues), st.Partitions, st.Unique, st.Moves, st.Calls, st.Patterns)
	if st.Climbs > 0 {
		fig += fmt.Sprintf(", %d clue moves towards a harder puzzle, %d graded", st.Climbs, st.Graded)
	}
	return &generate.Generated{ID: r.ID(), Seed: r.Seed, Puzzle: r.Puzzle, Report: r.Report, Elapsed: st.Elapsed, Figures: fig}
}

// EngineGrader is the engine grader (generate.EngineGraded).
func (kind) EngineGrader() generate.Grader { return Grader{} }
