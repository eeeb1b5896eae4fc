package gen

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/tents"
)

// Kind is Tents with its generator: every capability of tents.Kind plus
// puzzle.Generator (the registry, puzzle/kinds, lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ tents.Tents }

// GenerateHelp is the help of `generate tents`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Tents puzzles, every count shown as in Tatham's Tents, with exactly one solution proved by SAT, graded",
		"Random tents (W·H/5, none touching), each given a tree beside it; all row and column counts shown. The CDCL\n" +
			"engine proves the tents the only solution; a layout with a second one is repaired where the two differ (a cell\n" +
			"of the other solution's tents becomes a tree with a tent of its own) or drawn again. Grades by the engine:\n" +
			"easy (propagation places every tent), medium (one round of failed-literal probing), hard (more). See docs/tents.md."
}

// GenerateOptions are the flags of `generate tents`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := []puzzle.GenOption{
		{Name: "size", Usage: "the grid `WxH` (or N for NxN), 4 to 60 a side (Tatham's presets: 8x8, 10x10, 15x15)", Default: "8x8",
			Type: puzzle.GenSize, Min: 4, Max: 60, Quick: 30},
		{Name: "difficulty", Usage: "easy, medium, hard or any (graded by the engine)", Default: "any", Values: []string{"easy", "medium", "hard", "any"}},
		{Name: "grade-by", Usage: "engine (the only grader of tents: propagation easy, one round of probing medium, more hard)", Default: "engine", Values: []string{"engine"}},
		generate.MaxTriesOption("200"),
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

func (k kind) options(settings map[string]string) (Options, error) {
	s := generate.Settings{Opts: k.GenerateOptions(), Map: settings}
	if err := s.Check("tents"); err != nil {
		return Options{}, err
	}
	var opt Options
	w, h, ok := size(s.Str("size"))
	if !ok {
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--size %q: want WxH such as 10x10, or N", s.Str("size"))}
	}
	opt.Cols, opt.Rows = w, h
	g, err := generate.ParseGrade(s.Str("difficulty"))
	if err != nil {
		return opt, &puzzle.UsageError{Msg: "--difficulty: " + err.Error()}
	}
	opt.Difficulty = g
	if v := s.Str("grade-by"); v != "engine" {
		return opt, &puzzle.UsageError{Msg: fmt.Sprintf("--grade-by %q: tents grades by the engine only (want engine)", v)}
	}
	if opt.Tries, err = generate.Tries(s); err != nil {
		return opt, err
	}
	return opt, generate.Usage(opt.Validate())
}

func size(s string) (w, h int, ok bool) {
	a, b, found := strings.Cut(s, "x")
	if !found {
		b = a
	}
	w, err1 := strconv.Atoi(a)
	h, err2 := strconv.Atoi(b)
	return w, h, err1 == nil && err2 == nil
}

// CheckSettings checks the settings of `generate tents`.
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
		Figures: fmt.Sprintf("%d trees, %d draws, %d fixes, %d uniqueness calls", r.Puzzle.Trees(), r.Stats.Draws, r.Stats.Fixes, r.Stats.Calls)},
		[]puzzle.Stat{{Name: "trees", Value: r.Puzzle.Trees()}, {Name: "draws", Value: r.Stats.Draws}, {Name: "fixes", Value: r.Stats.Fixes}, {Name: "calls", Value: r.Stats.Calls}})
	g.Format = "tatham"
	return g, nil
}

// EngineGrader is the engine grader (generate.EngineGraded).
func (kind) EngineGrader() generate.Grader { return Grader{} }
