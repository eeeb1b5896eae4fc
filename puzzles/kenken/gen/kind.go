package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/kenken"
)

// Kind is KenKen with its generator: every capability of kenken.Kind
// plus puzzle.Generator (the registry, puzzle/kinds, lists this one).
var Kind puzzle.Kind = kind{kenken.Cages{}}

// KillerKind is Killer Sudoku with its generator.
var KillerKind puzzle.Kind = kind{kenken.Cages{Killer: true}}

type kind struct{ kenken.Cages }

// GenerateHelp is the help of `generate kenken` and `generate killersudoku`.
func (k kind) GenerateHelp() (usage, description string) {
	if k.Killer {
		return "generate Killer Sudoku puzzles with exactly one solution, proved by SAT, graded",
			"A random full grid (the CDCL engine with random phases), cut into cages of up to 5 cells with no digit\n" +
				"twice, each showing its sum; while a second solution exists, the cages change where the two differ\n" +
				"(a cell moves to a neighbouring cage, two cages merge, a cell stands alone). No givens besides\n" +
				"one-cell cages. Grades by the depth of case analysis (--grade-by engine, the default) or the explanations.\n" +
				"--size N: 4, 6, 8, 9 (boxes 2x2, 2x3, 2x4, 3x3). See docs/kenken.md."
	}
	return "generate KenKen (Tatham's Keen) puzzles with exactly one solution, proved by SAT, graded",
		"A random Latin square (the CDCL engine with random phases), cut into cages as Keen does (dominoes, lone\n" +
			"cells joined to a neighbour, up to 4 cells), each with an operation as Keen picks it (- and / for two\n" +
			"cells only); while a second solution exists, the cages change where the two differ (another operation,\n" +
			"a cell moved to a neighbouring cage, two cages merged, a cell alone). Grades by the depth of case\n" +
			"analysis (--grade-by engine, the default) or by the explanations (nearly all easy); Keen's -diff e/n, h/x, u are easy, medium, hard.\n" +
			"See docs/kenken.md."
}

// GenerateOptions are the flags of the generator.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Usage = "the grid's side `N` (digits 1..N)"
			opts[i].Default, opts[i].Min, opts[i].Max = "6", 3, 9
			if k.Killer {
				opts[i].Usage = "the grid's side `N`: 4, 6, 8 or 9 (boxes 2x2, 2x3, 2x4, 3x3)"
				opts[i].Default, opts[i].Min = "9", 4
			}
		}
		if opts[i].Name == "grade-by" {
			// The explanations call nearly every KenKen easy (a cage with
			// the Latin rules is one clue: TestDifficulties), and explaining
			// a 9x9 Killer Sudoku takes seconds to minutes.
			opts[i].Default = "engine"
		}
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

// read reads the settings: a square grid, boxes for Killer Sudoku.
func (k kind) read(settings map[string]string) (generate.GridSettings, error) {
	g, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	if err != nil {
		return g, err
	}
	if g.W != g.H {
		return g, &puzzle.UsageError{Msg: fmt.Sprintf("--size %dx%d: the grid is square, give its side N", g.W, g.H)}
	}
	if br, bc := kenken.Boxes(g.W); k.Killer && (br < 2 || bc > 2*br) {
		return g, &puzzle.UsageError{Msg: fmt.Sprintf("--size %d: a Killer Sudoku is 4, 6, 8 or 9 a side", g.W)}
	}
	return g, nil
}

// CheckSettings checks the generator's settings.
func (k kind) CheckSettings(settings map[string]string) error {
	_, err := k.read(settings)
	return err
}

// Generate makes the puzzle of seed.
func (k kind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	g, err := k.read(settings)
	if err != nil {
		return nil, err
	}
	src := generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			return full(ctx, g.W, k.Killer, g.Difficulty, r)
		},
		Fix: fixer(g.Difficulty == generate.Hard),
	}
	from := g.From(seed)
	if from.Tries == 0 && g.Difficulty == generate.Hard {
		from.Tries = 300 // a hard 6x6 KenKen comes about once in 20 draws
	}
	res, err := generate.FromSolution(ctx, src, from)
	if err != nil {
		return nil, err
	}
	gen := res.Contract(g.ID(k, seed))
	gen.Format = "tatham"
	return gen, nil
}

// EngineGrader is the engine grader (generate.EngineGraded): the depth
// of case analysis on the genre's own encoding, the grader of
// --grade-by engine (benchmarks/cmd/gradeset uses it).
func (k kind) EngineGrader() generate.Grader { return generate.EngineGrader{Kind: k.Cages} }
