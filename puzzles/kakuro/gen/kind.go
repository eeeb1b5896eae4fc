// Package gen generates Kakuro puzzles with generate.FromSolution: a
// random layout of black and white cells (symmetric about the centre), a
// random filling (the engine with random phases: no digit twice in a
// run), every run's sum shown; while the puzzle has a second solution, a
// white cell where the two differ turns black and the sums are taken
// again (Kakuro keeps all its sums: no clue is removed).
package gen

import (
	"context"
	"errors"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/kakuro"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// Kind is Kakuro with its generator: every capability of kakuro.Kind
// plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ kakuro.Kakuro }

// GenerateHelp is the help of `generate kakuro`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Kakuro puzzles with exactly one solution, proved by SAT, graded",
		"A random layout (--black percent of black cells, symmetric about the centre; the first row and column\n" +
			"hold the outer sums), a random filling (the CDCL engine with random phases), every run's sum; while a\n" +
			"second solution exists, a white cell where the two differ turns black and the sums are taken again.\n" +
			"Grades by the explanations (the most sums a step needs) or, with --grade-by engine, by the depth of\n" +
			"case analysis. --size counts the grid with its row and column of outer sums. See docs/kakuro.md."
}

// GenerateOptions are the flags of `generate kakuro`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Default = "10x10"
			opts[i].Min = 3
			opts[i].Max = kakuro.MaxSide
		}
	}
	opts = append(opts, puzzle.GenOption{Name: "black", Type: puzzle.GenNumber, Default: "25", Min: 0, Max: 60,
		Usage: "black cells drawn, `PERCENT` of the inner cells (more come from cutting runs and fixing)"})
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "janko" })...)
}

// CheckSettings checks the settings of `generate kakuro`.
func (k kind) CheckSettings(settings map[string]string) error {
	_, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	return err
}

// maxFixes bounds the cells one draw turns black to make its puzzle
// unique.
const maxFixes = 100

// Generate makes the puzzle of seed.
func (k kind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	g, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	if err != nil {
		return nil, err
	}
	black, err := g.Int("black")
	if err != nil {
		return nil, err
	}
	src := generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			layout := kakuro.RandomLayout(g.H, g.W, black, r.IntN)
			s, err := generate.RandomSolution(ctx, k, layout, r, 0)
			if err != nil {
				return nil, nil, err
			}
			sol := s.(*kakuro.Solution)
			p := kakuro.Summed(layout, sol)
			for range maxFixes {
				res, err := solve.One(ctx, k, puzzle.Item{Puzzle: p, Info: p.Info()}, solve.Options{Solver: solver.CDCL{}, Count: 2})
				if err != nil {
					return nil, nil, err
				}
				if res.Status != puzzle.Solved {
					return nil, nil, errors.New("the summed puzzle has no solution")
				}
				if len(res.Solutions) < 2 {
					if len(p.Whites()) == 0 {
						return nil, nil, generate.ErrRetry
					}
					return p, sol, nil
				}
				other := res.Solutions[1].(*kakuro.Solution)
				if k.Equal(other, sol) {
					other = res.Solutions[0].(*kakuro.Solution)
				}
				var ok bool
				if p, sol, ok = kakuro.BlackenWhereDiffer(p, sol, other, r.IntN(1<<20)); !ok {
					return nil, nil, generate.ErrRetry
				}
			}
			return nil, nil, generate.ErrRetry
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
