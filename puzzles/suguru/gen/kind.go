// Package gen generates Suguru puzzles with generate.FromSolution:
// random regions of 1 to --max-region cells, a random filling (the
// engine with random phases), every cell given, then givens removed in a
// random order while SAT proves the filling the only one.
package gen

import (
	"context"
	"errors"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/suguru"
)

// Kind is Suguru with its generator: every capability of suguru.Kind
// plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ suguru.Suguru }

// GenerateHelp is the help of `generate suguru`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Suguru (Tectonic) puzzles with exactly one solution, proved by SAT, graded",
		"Random regions of 1 to --max-region cells, a random filling (the CDCL engine with random phases),\n" +
			"every cell given, then givens removed in a random order while one incremental SAT session, the\n" +
			"givens' selectors as assumptions, proves the filling the only one. Grades by the explanations or,\n" +
			"with --grade-by engine, by the depth of case analysis. See docs/suguru.md."
}

// GenerateOptions are the flags of `generate suguru`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Default = "8x8"
			opts[i].Max = suguru.MaxSide
		}
	}
	opts = append(opts, puzzle.GenOption{Name: "max-region", Type: puzzle.GenNumber, Default: "5", Min: 2, Max: suguru.MaxRegion,
		Usage: "the largest region, `N` cells (2 to 9)"})
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "janko" })...)
}

// CheckSettings checks the settings of `generate suguru`.
func (k kind) CheckSettings(settings map[string]string) error {
	_, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	return err
}

// maxLayouts bounds the random layouts one draw tries (a quarter of the
// 10x10 layouts with regions of up to 5 cells can be filled).
const maxLayouts = 200

// Generate makes the puzzle of seed.
func (k kind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	g, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	if err != nil {
		return nil, err
	}
	maxRegion, err := g.Int("max-region")
	if err != nil {
		return nil, err
	}
	src := generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			// Most random layouts have no filling (a small region
			// hemmed in by a large one): draw layouts until one has.
			for range maxLayouts {
				empty, err := suguru.NewPuzzle(g.H, g.W, suguru.RandomRegions(g.H, g.W, maxRegion, r.IntN))
				if err != nil {
					return nil, nil, err
				}
				sol, err := generate.RandomSolution(ctx, k, empty, r, 0)
				if errors.Is(err, generate.ErrRetry) {
					continue
				}
				if err != nil {
					return nil, nil, err
				}
				return suguru.Numbered(empty, sol.(*suguru.Solution)), sol, nil
			}
			return nil, nil, generate.ErrRetry
		},
		Keep: func(full puzzle.Puzzle, kept []bool) puzzle.Puzzle {
			return suguru.KeepGivens(full.(*suguru.Puzzle), kept)
		},
	}
	res, err := generate.FromSolution(ctx, src, g.From(seed))
	if err != nil {
		return nil, err
	}
	gen := res.Contract(g.ID(k, seed))
	gen.Format = "janko"
	return gen, nil
}
