package gen

import (
	"context"
	"slices"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
)

// JigsawKind is Jigsaw Sudoku with its generator (the registry lists
// this one): sudoku's generator with random regions.
var JigsawKind puzzle.Kind = jigsawKind{}

type jigsawKind struct{ sudoku.JigsawSudoku }

// GenerateHelp is the help of `generate jigsawsudoku`.
func (jigsawKind) GenerateHelp() (usage, description string) {
	return "generate Jigsaw Sudoku puzzles (random regions; X optional) with exactly one solution, proved by SAT, graded",
		"Random connected regions of N cells (the boxes reshaped by random swaps that keep both regions connected),\n" +
			"a random full grid for them (the CDCL engine with random phases), then givens removed while one\n" +
			"incremental SAT session proves the solution the only one; graded as `generate sudoku` grades. See docs/sudoku.md."
}

// GenerateOptions are the flags of `generate jigsawsudoku`: sudoku's,
// the variant jigsaw or jigsaw-x.
func (k jigsawKind) GenerateOptions() []puzzle.GenOption {
	var out []puzzle.GenOption
	for _, o := range (kind{}).GenerateOptions() {
		if slices.Contains(puzzle.BatchSettings, o.Name) {
			continue // this kind's own, below
		}
		switch o.Name {
		case "variant":
			o.Usage = "jigsaw, or jigsaw-x (both diagonals also hold every digit)"
			o.Default, o.Values = "jigsaw", []string{"jigsaw", "jigsaw-x"}
		case "size":
			o.Usage = "the grid, by the boxes the regions are reshaped from `RxC`: 2x2 (4x4), 2x3 (6x6), 2x4 (8x8), 3x3 (9x9), 3x4 (12x12), 4x4 (16x16)"
		}
		out = append(out, o)
	}
	return append(out, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

func (k jigsawKind) options(settings map[string]string) (Options, error) {
	return readOptions(k, k.GenerateOptions(), settings, sudoku.JigsawName)
}

// CheckSettings checks the settings of `generate jigsawsudoku`.
func (k jigsawKind) CheckSettings(settings map[string]string) error {
	_, err := k.options(settings)
	return err
}

// Generate makes the puzzle of seed.
func (k jigsawKind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	opt, err := k.options(settings)
	if err != nil {
		return nil, err
	}
	return generated(ctx, opt, seed, sudoku.AsJigsaw)
}

// EngineGrader is the engine grader (generate.EngineGraded).
func (jigsawKind) EngineGrader() generate.Grader { return Grader{} }
