package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
)

// Kind is Slitherlink with its generator: every capability of
// slitherlink.Kind plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ slitherlink.Slitherlink }

// DefaultGrader grades by the explanations, the engine's grade as the
// pre-filter.
func DefaultGrader() generate.ExplainGrader {
	return generate.ExplainGrader{Kind: slitherlink.Kind, Engine: Grader{}}
}

// GenerateHelp is the help of `generate slitherlink`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Slitherlink (Loopy) puzzles with exactly one solution, proved by SAT, graded",
		"A random loop (the boundary of a random simply connected region of cells, as Tatham's Loopy grows it),\n" +
			"every cell's count as a clue, then the clues removed in a random order while one incremental SAT\n" +
			"session (clues as assumptions, lazy one-loop cuts) proves the loop the only one. Grades by the\n" +
			"explanations (--grade-by engine: propagation easy, one round of case analysis medium, more hard).\n" +
			"See docs/slitherlink.md."
}

// GenerateOptions are the flags of `generate slitherlink`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Default, opts[i].Max, opts[i].Quick = "7x7", 50, 15
		}
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

func (k kind) options(settings map[string]string) (Options, error) {
	s := generate.Settings{Opts: k.GenerateOptions(), Map: settings}
	if err := s.Check("slitherlink"); err != nil {
		return Options{}, err
	}
	w, h, g, gr, err := generate.Grid(s, DefaultGrader(), Grader{})
	if err != nil {
		return Options{}, err
	}
	opt := Options{Rows: h, Cols: w, Difficulty: g, Grader: gr}
	if opt.Tries, err = generate.Tries(s); err != nil {
		return opt, err
	}
	return opt, generate.Usage(opt.Validate())
}

// CheckSettings checks the settings of `generate slitherlink`.
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
		Figures: fmt.Sprintf("%d clues, %d loops, %d uniqueness calls, %d cuts", r.Puzzle.NumClues(), st.Loops, st.Calls, st.Cuts)},
		[]puzzle.Stat{{Name: "clues", Value: r.Puzzle.NumClues()}, {Name: "loops", Value: st.Loops}, {Name: "calls", Value: st.Calls}, {Name: "cuts", Value: st.Cuts}})
	g.Format = "tatham"
	return g, nil
}

// EngineGrader is the engine grader (generate.EngineGraded).
func (kind) EngineGrader() generate.Grader { return Grader{} }
