// Package gen is Gokigen Naname's generator: generate.FromSolution over
// a random filling of the grid without a loop, every corner clued, clues
// removed while SAT proves the filling the only solution.
package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/gokigen"
)

// Kind is Gokigen Naname with its generator: every capability of
// gokigen.Kind plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ gokigen.Gokigen }

// GenerateHelp is the help of `generate gokigen`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Gokigen Naname (Slant) puzzles with exactly one solution, proved by SAT, graded",
		"A random filling without a loop (cells in a random order, each a random diagonal, the other one\n" +
			"where the first would close a loop, as Tatham's Slant), every corner clued, then clues removed in a\n" +
			"random order while one incremental SAT session, the clues' selectors as assumptions, proves the\n" +
			"filling the only one. Grades by the explanations (or --grade-by engine). See docs/gokigen.md."
}

// GenerateOptions are the flags of `generate gokigen`: size, difficulty,
// grade-by, then the batch's (format default tatham).
func (k kind) GenerateOptions() []puzzle.GenOption {
	return append(generate.GridOptions(), generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

// CheckSettings checks the settings of `generate gokigen`.
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
			sol := RandomFilling(g.H, g.W, r)
			if sol == nil {
				return nil, nil, generate.ErrRetry
			}
			return Clued(sol), sol, nil
		},
		Keep: func(full puzzle.Puzzle, kept []bool) puzzle.Puzzle { return keep(full.(*gokigen.Puzzle), kept) },
	}
	res, err := generate.FromSolution(ctx, src, g.From(seed))
	if err != nil {
		return nil, err
	}
	gen := res.Contract(g.ID(k, seed))
	gen.Format = "tatham"
	return gen, nil
}

// RandomFilling is a random rows x cols filling without a loop: the cells
// in a random order, each a random diagonal, or the other one where the
// first would close a loop (Tatham's Slant fills its grid the same way).
// nil when neither fits: the generator draws again.
func RandomFilling(rows, cols int, r *rng.Rand) *gokigen.Solution {
	p := gokigen.NewPuzzle(rows, cols)
	s := gokigen.NewSolution(rows, cols)
	d := graph.NewDSU((rows + 1) * (cols + 1))
	for _, cell := range r.Perm(rows * cols) {
		back := r.IntN(2) == 0
		a, b := p.Ends(cell/cols, cell%cols, back)
		if d.Same(a, b) {
			back = !back
			if a, b = p.Ends(cell/cols, cell%cols, back); d.Same(a, b) {
				return nil
			}
		}
		d.Union(a, b)
		s.Back[cell] = back
	}
	return s
}

// Clued is the puzzle of s with every corner clued (the full puzzle, whose
// only solution s is: row by row, each corner's clue decides the cell
// below and right of it).
func Clued(s *gokigen.Solution) *gokigen.Puzzle {
	p := gokigen.NewPuzzle(s.Rows, s.Cols)
	for i := 0; i <= s.Rows; i++ {
		for j := 0; j <= s.Cols; j++ {
			n := 0
			cells, back := p.Touching(i, j)
			for x, c := range cells {
				if s.Back[c] == back[x] {
					n++
				}
			}
			p.Clues[p.Corner(i, j)] = n
		}
	}
	p.Name = fmt.Sprintf("%dx%d", s.Cols, s.Rows)
	return p
}

// keep is full with the clues i where kept[i], in the order of the
// encoding's clues (the clued corners, row-major).
func keep(full *gokigen.Puzzle, kept []bool) *gokigen.Puzzle {
	p := gokigen.NewPuzzle(full.Rows, full.Cols)
	i := 0
	for k, v := range full.Clues {
		if v == gokigen.None {
			continue
		}
		if i < len(kept) && kept[i] {
			p.Clues[k] = v
		}
		i++
	}
	p.Name = full.Name
	return p
}
