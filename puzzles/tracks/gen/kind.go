package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/tracks"
)

// Kind is Tracks with its generator: every capability of tracks.Kind
// plus puzzle.Generator (the registry, puzzle/kinds, lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ tracks.Tracks }

// GenerateHelp is the help of `generate tracks`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Tracks puzzles with exactly one solution, proved by SAT, graded",
		"A random track (a self-avoiding random walk from the left side to the bottom, as Tatham's Tracks\n" +
			"lays it), its row and column counts and every piece it lays, then pieces removed in a random order\n" +
			"(the counts and the two ends' pieces stay) while one incremental SAT session, the pieces' selectors\n" +
			"as assumptions, proves the track the only one. Graded by the engine (easy: propagation solves it;\n" +
			"medium: one round of case analysis; hard: more); --grade-by explain grades by the explanations. See docs/tracks.md."
}

// GenerateOptions are the flags of `generate tracks`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "grade-by" {
			// By the explanations nearly every Tracks puzzle is easy (a
			// step needs one clue; docs/tracks.md): the engine's levels
			// tell Tatham's easy from his tricky.
			opts[i].Default = "engine"
		}
		if opts[i].Name == "size" {
			opts[i].Default, opts[i].Min, opts[i].Max = "8x8", 4, 30
		}
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

// EngineGrader is the engine grader (generate.EngineGraded).
func (kind) EngineGrader() generate.Grader { return generate.EngineGrader{Kind: tracks.Kind} }

// CheckSettings checks the settings of `generate tracks`.
func (k kind) CheckSettings(settings map[string]string) error {
	_, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	return err
}

// Generate makes the puzzle of seed.
func (k kind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	g, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	if err != nil {
		return nil, err
	}
	r, err := Generate(ctx, Options{Width: g.W, Height: g.H, Difficulty: g.Difficulty, Grader: g.Grader, Seed: seed, Tries: g.Tries})
	if err != nil {
		return nil, err
	}
	n := r.Puzzle.NumPieces()
	out := generate.Contract(&generate.Generated{ID: r.ID(), Seed: seed, Puzzle: r.Puzzle, Report: r.Report, Elapsed: r.Stats.Elapsed,
		Figures: fmt.Sprintf("%d given pieces, %d tracks, %d uniqueness calls", n, r.Stats.Draws, r.Stats.Calls)},
		[]puzzle.Stat{{Name: "pieces", Value: n}, {Name: "tracks", Value: r.Stats.Draws}, {Name: "calls", Value: r.Stats.Calls}})
	out.Format = "tatham"
	return out, nil
}
