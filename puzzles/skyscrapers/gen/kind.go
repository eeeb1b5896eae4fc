package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/skyscrapers"
)

// Kind is Skyscrapers with its generator: every capability of
// skyscrapers.Kind plus puzzle.Generator (the registry, puzzle/kinds,
// lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ skyscrapers.Skyscrapers }

// GenerateHelp is the help of `generate skyscrapers`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Skyscrapers (Tatham's Towers) puzzles with exactly one solution, proved by SAT, graded",
		"A random Latin square (the CDCL engine with random phases), every edge count and every height given,\n" +
			"then the given heights removed (a random order), then the edge counts, while one incremental SAT\n" +
			"session, the clues' selectors as assumptions, proves the square the only one. Grades by the\n" +
			"engine (propagation: easy, one round of failed-literal probing: medium, more: hard) or, with\n" +
			"--grade-by explain, by the most clues a step of the explanation needs. Tatham's levels: de (easy) = easy,\n" +
			"dh (hard) = medium, dx (extreme) and du (unreasonable) = hard. See docs/skyscrapers.md."
}

// difficulties are --difficulty's values: the grades, then Tatham's
// levels as his game parameters write them (d and the level's letter:
// easy, hard, extreme, unreasonable).
var difficulties = map[string]string{"easy": "easy", "medium": "medium", "hard": "hard", "any": "any",
	"de": "easy", "dh": "medium", "dx": "hard", "du": "hard"}

// GenerateOptions are the flags of `generate skyscrapers`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		switch opts[i].Name {
		case "size":
			opts[i].Default, opts[i].Min, opts[i].Max, opts[i].Quick = "5", 3, 12, 9
			opts[i].Usage = "the grid's side `N` (or NxN): 3 to 12, Tatham's presets 4, 5, 6"
		case "grade-by":
			opts[i].Default = "engine" // the explanations grade nearly every puzzle easy (docs/skyscrapers.md)
			opts[i].Usage = "engine (the depth of case analysis: the default) or explain (the most clues a step of the explanation needs)"
		case "difficulty":
			opts[i].Values = []string{"easy", "medium", "hard", "any", "de", "dh", "dx", "du"}
			opts[i].Usage = "easy, medium, hard or any; or Tatham's level as in his parameters: de (easy), dh (his hard: medium), dx or du (hard)"
		}
	}
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
	return Options{N: g.W, Difficulty: g.Difficulty, Grader: g.Grader, Tries: g.Tries}, nil
}

// CheckSettings checks the settings of `generate skyscrapers`.
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
func (kind) EngineGrader() generate.Grader { return generate.EngineGrader{Kind: skyscrapers.Kind} }
