// Package gen generates Kurodoko puzzles with generate.FromSolution: a
// random shading (the engine with random phases on the puzzle without
// numbers: no two shaded cells side by side, the unshaded connected),
// every unshaded cell numbered with what it sees, then numbers removed in
// a random order while SAT proves the shading the only one.
package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/kurodoko"
)

// Kind is Kurodoko with its generator: every capability of
// kurodoko.Kind plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ kurodoko.Kurodoko }

// GenerateHelp is the help of `generate kurodoko`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Kurodoko (Range) puzzles with exactly one solution, proved by SAT, graded",
		"A random shading (the CDCL engine with random phases: no two shaded cells side by side, the unshaded\n" +
			"cells connected), every unshaded cell numbered with the cells it sees, then numbers removed in a\n" +
			"random order while one incremental SAT session, the numbers' selectors as assumptions, proves the\n" +
			"shading the only one. Grades by the explanations or, with --grade-by engine, by the depth of case\n" +
			"analysis. See docs/kurodoko.md."
}

// GenerateOptions are the flags of `generate kurodoko`: Tatham's default
// size 9x6.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Default = "9x6"
			opts[i].Max = kurodoko.MaxSide
		}
	}
	return append(opts, generate.BatchOptions(k, func(o *puzzle.GenOption) { o.Default = "tatham" })...)
}

// CheckSettings checks the settings of `generate kurodoko`.
func (k kind) CheckSettings(settings map[string]string) error {
	_, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	return err
}

// shadePercent is the odds of a shaded cell in the random solution's
// phases (Tatham's Range grids shade about a fifth of the cells).
const shadePercent = 30

// startPercent is the share of the unshaded cells numbered in the full
// puzzle before Fix adds numbers where a second solution differs (100:
// every unshaded cell, which is unique at once but slow to thin out).
const startPercent = 25

// Generate makes the puzzle of seed.
func (k kind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	g, err := generate.ReadGrid(k, k.GenerateOptions(), settings)
	if err != nil {
		return nil, err
	}
	res, err := generate.FromSolution(ctx, k.source(g), g.From(seed))
	if err != nil {
		return nil, err
	}
	gen := res.Contract(g.ID(k, seed))
	gen.Format = "tatham"
	return gen, nil
}

// source is FromSolution's Source for the settings g.
func (k kind) source(g generate.GridSettings) generate.Source {
	return generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			empty := kurodoko.NewPuzzle(g.H, g.W)
			sol, err := generate.RandomSolution(ctx, k, empty, r, shadePercent)
			if err != nil {
				return nil, nil, err
			}
			if startPercent >= 100 {
				return kurodoko.Numbered(sol.(*kurodoko.Solution)), sol, nil
			}
			return kurodoko.NumberSome(sol.(*kurodoko.Solution), func(int) bool { return r.IntN(100) < startPercent }), sol, nil
		},
		// A second solution: number a cell it shades and ours does not.
		Fix: func(full puzzle.Puzzle, sol, other puzzle.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
			p := full.(*kurodoko.Puzzle)
			return kurodoko.AddNumberWhereDiffer(p, sol.(*kurodoko.Solution), other.(*kurodoko.Solution), r.IntN(len(p.Nums)))
		},
		Keep: func(full puzzle.Puzzle, kept []bool) puzzle.Puzzle {
			return kurodoko.KeepNumbers(full.(*kurodoko.Puzzle), kept)
		},
		Support: support,
		Other:   flipped,
	}
}

// support is the shading variables of the row and column of number i
// (the i-th numbered cell in row-major order, as Encode lists its
// clues; the encoding's primary variable k is cell k's shading, row by
// row): what the number sees depends on them alone, so a solution that
// breaks it shades one of them otherwise than the intended one.
func support(full puzzle.Puzzle, enc *puzzle.Encoding, i int) []encode.Lit {
	p := full.(*kurodoko.Puzzle)
	if len(enc.Primary) != p.Rows*p.Cols {
		return nil
	}
	for cell, v := range p.Nums {
		if v == 0 {
			continue
		}
		if i > 0 {
			i--
			continue
		}
		r, c := cell/p.Cols, cell%p.Cols
		lits := make([]encode.Lit, 0, p.Rows+p.Cols-1)
		for cc := 0; cc < p.Cols; cc++ {
			lits = append(lits, enc.Primary[r*p.Cols+cc])
		}
		for rr := 0; rr < p.Rows; rr++ {
			if rr != r {
				lits = append(lits, enc.Primary[rr*p.Cols+c])
			}
		}
		return lits
	}
	return nil
}

// flipped is a second solution of the numbers kept that differs from
// sol in one cell of the row or column of a number of group (the removed
// number's own cell first), or nil: a number that only pins one cell's
// shading is the usual reason a removal fails, and finding that cell
// here (kurodoko.Check on each candidate) spares the engine a search.
func flipped(full puzzle.Puzzle, sol puzzle.Solution, kept []bool, group []int) puzzle.Solution {
	fp := full.(*kurodoko.Puzzle)
	s := sol.(*kurodoko.Solution)
	p := kurodoko.KeepNumbers(fp, kept)
	cells := numberCells(fp)
	try := &kurodoko.Solution{Rows: s.Rows, Cols: s.Cols, Shaded: append([]bool(nil), s.Shaded...)}
	for _, i := range group {
		if i < 0 || i >= len(cells) {
			continue
		}
		r, c := cells[i]/fp.Cols, cells[i]%fp.Cols
		cand := []int{cells[i]}
		for cc := 0; cc < fp.Cols; cc++ {
			if cc != c {
				cand = append(cand, r*fp.Cols+cc)
			}
		}
		for rr := 0; rr < fp.Rows; rr++ {
			if rr != r {
				cand = append(cand, rr*fp.Cols+c)
			}
		}
		for _, x := range cand {
			if p.Nums[x] != 0 {
				continue // a number kept is never shaded
			}
			try.Shaded[x] = !s.Shaded[x]
			if kurodoko.Check(p, try) == nil {
				return try
			}
			try.Shaded[x] = s.Shaded[x]
		}
	}
	return nil
}

// numberCells are the cells of p's numbers in row-major order (clue k
// is numberCells(p)[k]).
func numberCells(p *kurodoko.Puzzle) []int {
	var cells []int
	for i, v := range p.Nums {
		if v != 0 {
			cells = append(cells, i)
		}
	}
	return cells
}
