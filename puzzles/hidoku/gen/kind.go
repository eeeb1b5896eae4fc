// Package gen generates Hidoku puzzles with generate.FromSolution: a
// random path through every cell (a king's tour by Warnsdorff's rule,
// ties broken at random), every cell given its number, then numbers
// removed in a random order while SAT proves the path the only one.
package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hidoku"
)

// Kind is Hidoku with its generator: every capability of hidoku.Kind
// plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ hidoku.Hidoku }

// GenerateHelp is the help of `generate hidoku`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Hidoku (Hidato) puzzles with exactly one solution, proved by SAT, graded",
		"A random path through every cell (Warnsdorff's rule for a king's tour, ties at random), every cell\n" +
			"given its number, then numbers removed in a random order while one incremental SAT session, the\n" +
			"givens' selectors as assumptions, proves the path the only one. Grades by the explanations or, with\n" +
			"--grade-by engine, by the depth of case analysis. See docs/hidoku.md."
}

// GenerateOptions are the flags of `generate hidoku`: janko.at's usual
// size 8x8.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Default = "8x8"
			opts[i].Max = 20
		}
		if opts[i].Name == "grade-by" {
			// Explaining a Hidoku talks about up to N² cell-number facts:
			// seconds for 6x6, so the engine grades by default.
			opts[i].Default = "engine"
		}
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "janko" })...)
}

// CheckSettings checks the settings of `generate hidoku`.
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
	src := generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			vals := Tour(g.H, g.W, r)
			if vals == nil {
				return nil, nil, generate.ErrRetry
			}
			p := hidoku.NewPuzzle(g.H, g.W)
			copy(p.Given, vals)
			return p, &hidoku.Solution{Rows: g.H, Cols: g.W, Values: vals}, nil
		},
		Keep: func(full puzzle.Puzzle, kept []bool) puzzle.Puzzle {
			return Keep(full.(*hidoku.Puzzle), kept)
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

// Keep is p with only the givens i (in row-major order, the order of the
// encoding's clues) where kept[i].
func Keep(p *hidoku.Puzzle, kept []bool) *hidoku.Puzzle {
	q := hidoku.NewPuzzle(p.Rows, p.Cols)
	k := 0
	for i, v := range p.Given {
		q.Given[i] = v
		if v > 0 {
			if k < len(kept) && !kept[k] {
				q.Given[i] = hidoku.None
			}
			k++
		}
	}
	return q
}

// Tour numbers the cells of a rows x cols grid 1..N along a random
// king's path (Warnsdorff's rule: go to the neighbour with the fewest
// free neighbours, ties at random), or nil when a few tries get stuck.
func Tour(rows, cols int, r *rng.Rand) []int {
	n := rows * cols
	nb := make([][]int, n)
	for i := range nb {
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				rr, cc := i/cols+dr, i%cols+dc
				if (dr != 0 || dc != 0) && rr >= 0 && cc >= 0 && rr < rows && cc < cols {
					nb[i] = append(nb[i], rr*cols+cc)
				}
			}
		}
	}
	for try := 0; try < 20; try++ {
		vals := make([]int, n)
		at := r.IntN(n)
		vals[at] = 1
		ok := true
		for k := 2; k <= n; k++ {
			best, ties := -1, 0
			var pick int
			for _, j := range nb[at] {
				if vals[j] != 0 {
					continue
				}
				free := 0
				for _, x := range nb[j] {
					if vals[x] == 0 {
						free++
					}
				}
				switch {
				case best < 0 || free < best:
					best, ties, pick = free, 1, j
				case free == best:
					ties++
					if r.IntN(ties) == 0 {
						pick = j
					}
				}
			}
			if best < 0 {
				ok = false
				break
			}
			at = pick
			vals[at] = k
		}
		if ok {
			return vals
		}
	}
	return nil
}
