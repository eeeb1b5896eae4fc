package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/futoshiki"
)

// Kind is Futoshiki with its generator: every capability of
// futoshiki.Kind plus puzzle.Generator (the registry, puzzle/kinds,
// lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ futoshiki.Futoshiki }

// GenerateHelp is the help of `generate futoshiki`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Futoshiki (Tatham's Unequal) puzzles with exactly one solution, proved by SAT, graded",
		"A random Latin square (the CDCL engine with random phases), every value given and every sign shown\n" +
			"(--adjacent: every bar where neighbours differ by 1), then clues removed in a random order (adjacent:\n" +
			"only the values) while one incremental SAT session, the clues' selectors as assumptions, proves the\n" +
			"square the only one. Grades by the engine (propagation: easy, one round of failed-literal probing:\n" +
			"medium, more: hard) or, with --grade-by explain, by the most clues a step of the explanation needs.\n" +
			"Tatham's levels: dt (trivial) and de (easy) = easy, dk (tricky) and dx (extreme) = medium, dr\n" +
			"(recursive) = hard. See docs/futoshiki.md."
}

// difficulties are --difficulty's values: the grades, then Tatham's
// levels as his game parameters write them (d and the level's letter:
// trivial, easy, tricky, extreme, recursive), mapped as the engine
// grades his puzzles (docs/futoshiki.md: his trivial and easy puzzles
// are easy, his tricky and extreme ones medium; recursive, the only one
// graded hard at times, asks for hard).
var difficulties = map[string]string{"easy": "easy", "medium": "medium", "hard": "hard", "any": "any",
	"dt": "easy", "de": "easy", "dk": "medium", "dx": "medium", "dr": "hard"}

// GenerateOptions are the flags of `generate futoshiki`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		switch opts[i].Name {
		case "size":
			opts[i].Default, opts[i].Min, opts[i].Max, opts[i].Quick = "5", 3, 12, 9
			opts[i].Usage = "the grid's side `N` (or NxN): 3 to 12, Tatham's presets 4 to 7"
		case "grade-by":
			opts[i].Default = "engine" // the explanations grade nearly every puzzle easy (docs/futoshiki.md)
			opts[i].Usage = "engine (the depth of case analysis: the default) or explain (the most clues a step of the explanation needs)"
		case "difficulty":
			opts[i].Values = []string{"easy", "medium", "hard", "any", "dt", "de", "dk", "dx", "dr"}
			opts[i].Usage = "easy, medium, hard or any; or Tatham's level as in his parameters: dt or de (easy), dk or dx (medium), dr (hard)"
		}
	}
	opts = append(opts, puzzle.GenOption{Name: "adjacent", Type: "bool", Default: "false",
		Usage: "Tatham's adjacent mode ('a'): bars between neighbours that differ by 1, none elsewhere, no signs"})
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

// options reads settings into the generator's options.
func (k kind) options(settings map[string]string) (Options, error) {
	settings = generate.LevelSynonyms(settings, difficulties)
	g, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	if err != nil {
		return Options{}, err
	}
	if g.W != g.H {
		return Options{}, &puzzle.UsageError{Msg: "--size: the grid is square, give N or NxN"}
	}
	return Options{N: g.W, Adjacent: g.Bool("adjacent"), Difficulty: g.Difficulty, Grader: g.Grader, Tries: g.Tries}, nil
}

// CheckSettings checks the settings of `generate futoshiki`.
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
	res, err := Generate(ctx, opt)
	if err != nil {
		return nil, err
	}
	g := res.Contract(generate.ID(k.Name(), opt.N, opt.N, seed))
	g.Format = "tatham"
	return g, nil
}

// EngineGrader is the engine grader (generate.EngineGraded): the depth
// of case analysis on the genre's own encoding.
func (kind) EngineGrader() generate.Grader { return generate.EngineGrader{Kind: futoshiki.Kind} }
