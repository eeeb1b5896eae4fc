package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/yajilin"
)

// Kind is Yajilin with its generator: every capability of yajilin.Kind
// plus puzzle.Generator (the registry, puzzle/kinds, lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ yajilin.Yajilin }

// Tries bounds the draws a puzzle (without --max-tries): about one
// graded draw in twenty is medium.
var Tries = 400

// Fixes bounds the repairs (Turn) of one draw.
var Fixes = 20

// GenerateHelp is the help of `generate yajilin`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Yajilin puzzles with exactly one solution, proved by SAT, graded",
		"A random loop through the cell centres, cells off it shaded (never two side by side), the others\n" +
			"clue cells with an arrow counting the shaded cells it points at (turned where a second solution\n" +
			"differs), then arrows removed in a random order (their cells left blank) while one incremental SAT\n" +
			"session, the arrows' selectors as assumptions, proves the solution the only one. Grades by the\n" +
			"explanations or, with --grade-by engine, by the depth of case analysis. See docs/yajilin.md."
}

// GenerateOptions are the flags of `generate yajilin`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Default, opts[i].Min, opts[i].Max = "8x8", 3, 30
		}
	}
	return append(opts, generate.BatchOptions(k, nil)...)
}

// CheckSettings checks the settings of `generate yajilin`.
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
		fo.Tries = Tries
	}
	fo.Fixes = Fixes
	if fo.Difficulty == generate.Medium {
		// The engine's grade, by which FromSolution keeps a medium target
		// while removing, stops early on a Yajilin (the loop rule is lazy:
		// its probing lacks the cuts), leaving easy puzzles: a medium
		// target removes every arrow it can, as a hard one does, and
		// keeps the draws graded medium.
		fo.Within = removeAll{}
	}
	res, err := generate.FromSolution(ctx, Source(g.H, g.W), fo)
	if err != nil {
		return nil, err
	}
	return res.Contract(g.ID(k, seed)), nil
}

// removeAll is a FromOptions.Within that lets every removal go (it grades
// every puzzle easy): the uniqueness calls alone decide.
type removeAll struct{}

func (removeAll) Grade(puzzle.Puzzle) (generate.Report, error) {
	return generate.Report{Grade: generate.Easy}, nil
}
