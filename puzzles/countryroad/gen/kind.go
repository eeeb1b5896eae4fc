package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/countryroad"
)

// Kind is Country Road with its generator: every capability of
// countryroad.Kind plus puzzle.Generator (the registry, puzzle/kinds,
// lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ countryroad.CountryRoad }

// Tries bounds the draws a puzzle.
var Tries = 200

// Fixes bounds the repairs (Split) of one draw: past a few, a new draw
// is quicker.
var Fixes = 6

// GenerateHelp is the help of `generate countryroad`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Country Road puzzles with exactly one solution, proved by SAT, graded",
		"A random loop through the cell centres, regions cut from it (a stretch of the loop each, the cells off\n" +
			"the loop joined to a region beside them), every region numbered, then numbers removed in a random\n" +
			"order while one incremental SAT session, the numbers' selectors as assumptions, proves the loop the\n" +
			"only one. Grades by the explanations or, with --grade-by engine, by the depth of case analysis.\n" +
			"See docs/countryroad.md."
}

// GenerateOptions are the flags of `generate countryroad`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Default, opts[i].Min, opts[i].Max = "8x8", 3, 30
		}
	}
	return append(opts, generate.BatchOptions(k, nil)...)
}

// CheckSettings checks the settings of `generate countryroad`.
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
	fo := g.From(seed)
	if fo.Tries == 0 { // no --max-tries
		fo.Tries = Tries // most full puzzles of many small regions have a second loop
	}
	fo.Fixes = Fixes
	res, err := generate.FromSolution(ctx, Source(g.H, g.W), fo)
	if err != nil {
		return nil, err
	}
	return res.Contract(g.ID(k, seed)), nil
}
