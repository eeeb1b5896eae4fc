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

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/kakuro"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
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

// minWhitePercent is the share of the inner cells a puzzle keeps white
// (--black draws 25% black; cells blackened to make it unique add more):
// a draw left with fewer is drawn again.
const minWhitePercent = 55

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
				other, err := secondSolution(ctx, k, p, sol)
				if err != nil {
					return nil, nil, err
				}
				if other == nil {
					if len(p.Whites()) < minWhitePercent*(g.W-1)*(g.H-1)/100 {
						return nil, nil, generate.ErrRetry // too ragged: draw again
					}
					return p, sol, nil
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

// secondSolution is a solution of p other than sol, or nil when sol is
// p's only one: the CDCL engine on p's encoding with sol blocked.
func secondSolution(ctx context.Context, k kind, p *kakuro.Puzzle, sol *kakuro.Solution) (*kakuro.Solution, error) {
	enc, err := k.Encode(p, puzzle.Options{})
	if err != nil {
		return nil, err
	}
	if enc.Note != "" {
		return nil, errors.New("the summed puzzle has no solution: " + enc.Note)
	}
	f := enc.Formula.Lowered(encode.Totalizer)
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(f.Vars.NumVars())
	f.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	// block sol: some white cell holds another digit (x(w,d) = 9w+d)
	var block []encode.Lit
	for w, i := range p.Whites() {
		block = append(block, -encode.Lit(9*w+sol.Grid[i]))
	}
	s.AddClause(block)
	switch s.Solve(ctx, nil) {
	case cdcl.Unsat:
		return nil, nil
	case cdcl.Sat:
	default:
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return nil, errors.New("the engine gave up")
	}
	other, err := enc.Decode(s.Model())
	if err != nil {
		return nil, err
	}
	return other.(*kakuro.Solution), nil
}
