package gen

import (
	"context"
	"slices"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/akari"
)

// Generate makes one puzzle of opt with generate.FromSolution: a draw
// is a black layout (blacks), a random full set of lights
// (generate.RandomSolution, two in three phases a light: more lights make
// more telling numbers) and every black cell numbered; the numbers go in
// a random order.
func Generate(ctx context.Context, opt Options) (*Result, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	tries := opt.Tries
	if tries <= 0 {
		tries = 100
		if opt.Difficulty == generate.Hard {
			tries = 1000
		}
	}
	draws := 0
	src := generate.Source{
		Kind: akari.Kind,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			pc := min(90, opt.BlackPercent+5*(draws/20%5))
			draws++
			empty := blacks(opt, pc, r)
			sol, err := generate.RandomSolution(ctx, akari.Kind, empty, r, 67)
			if err != nil {
				return nil, nil, err
			}
			s := sol.(*akari.Solution)
			return numbered(empty, s), s, nil
		},
		Keep: keepNumbers,
	}
	res, err := generate.FromSolution(ctx, src, generate.FromOptions{Difficulty: opt.Difficulty, Grader: opt.Grader,
		Seed: opt.Seed, Tries: tries})
	if err != nil {
		return nil, err
	}
	return &Result{Puzzle: res.Puzzle.(*akari.Puzzle), Solution: res.Solution.(*akari.Solution), Report: res.Report, Seed: opt.Seed,
		Stats: Stats{Layouts: res.Stats.Draws, Calls: res.Stats.Calls, Elapsed: res.Stats.Elapsed}}, nil
}

// keepNumbers is full with the numbers kept: number k (the k-th numbered
// cell in row-major order, as Encode lists its clues) stays when
// kept[k]; the others become black cells without a number.
func keepNumbers(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
	full := pz.(*akari.Puzzle)
	cells := slices.Clone(full.Cells)
	k := 0
	for i, v := range cells {
		if v >= 0 {
			if !kept[k] {
				cells[i] = akari.Black
			}
			k++
		}
	}
	return akari.NewPuzzle(full.Rows, full.Cols, cells)
}
