// Package gen generates LITS puzzles with exactly one solution, proved
// by SAT, graded by their explanations (generate.FromSolution).
//
// # Construction
//
// In LITS the regions are the clues and there is nothing to remove: the
// layout is made unique instead (Source.Fix), as Star Battle's
// generator does.
//
//  1. Regions: about one region per 6 cells grown at random from random
//     seeds, regions of fewer than 4 cells merged into a neighbour
//     (regions.Random).
//  2. A random shading of that layout obeying the rules, a tetromino in
//     each region (generate.RandomSolution: the CDCL engine with random
//     phases and anchors, the connectivity rule refined lazily); a
//     layout without one is drawn again.
//  3. Uniqueness: while the engine finds a second shading, a cell that
//     it shades and the planted one does not moves to a neighbouring
//     region (regions.MoveOne; the region it leaves stays connected) so
//     that the planted shading still fits and the second no longer does
//     (the region it left holds three of the second's cells). When every
//     such cell lies inside its region, an unshaded cell of those
//     regions moves instead.
//
// The unique puzzle is graded by its explanation, the regions being its
// clues (easy: every step uses one region; medium: two; hard: three or
// more); a puzzle of another grade is dropped and the next draw tried.
package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/lits"
	"github.com/puzzlesat/puzzlesat/shape/regions"
)

// Kind is LITS with its generator: every capability of lits.Kind plus
// puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ lits.LITS }

// GenerateHelp is the help of `generate lits`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate LITS puzzles with exactly one solution, proved by SAT, graded",
		"Random regions (about one per 6 cells, 4 cells or more), a random shading obeying the rules (the CDCL\n" +
			"engine with random phases); while SAT finds a second shading, a cell it shades and the first does not\n" +
			"moves to a neighbouring region. Graded by the explanations, the regions being the clues (or\n" +
			"--grade-by engine). See docs/lits.md."
}

// GenerateOptions are the flags of `generate lits`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Min, opts[i].Max = 4, 30
		}
	}
	return append(opts, generate.BatchOptions(k, nil)...)
}

// CheckSettings checks the settings of `generate lits`.
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
			p := NewPuzzle(g.H, g.W, regions.Random(g.H, g.W, g.H*g.W/6, 4, r.IntN))
			sol, err := generate.RandomSolution(ctx, k, p, r, 60)
			if err != nil {
				return nil, nil, err
			}
			return p, sol, nil
		},
		Fix: func(full puzzle.Puzzle, sol, other puzzle.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
			return Fix(full.(*lits.Puzzle), sol.(*lits.Solution), other.(*lits.Solution), r)
		},
	}
	fo := g.From(seed)
	if fo.Tries == 0 {
		fo.Tries = 100
	}
	res, err := generate.FromSolution(ctx, src, fo)
	if err != nil {
		return nil, err
	}
	return res.Contract(g.ID(k, seed)), nil
}

// NewPuzzle is the LITS of a layout.
func NewPuzzle(rows, cols int, g *regions.Regions) *lits.Puzzle {
	return &lits.Puzzle{Rows: rows, Cols: cols, Regions: g}
}

// Fix moves a cell that other shades and sol does not into a
// neighbouring region, so that sol still fits and other no longer does;
// when there is no such move, an unshaded cell of their regions so that
// sol still fits (false: none either).
func Fix(p *lits.Puzzle, sol, other *lits.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
	var cells []int
	for i := range sol.Shade {
		if other.Shade[i] && !sol.Shade[i] {
			cells = append(cells, i)
		}
	}
	h, ok := p.Regions.MoveOne(cells, r.IntN, func(h *regions.Regions) bool {
		q := NewPuzzle(p.Rows, p.Cols, h)
		return lits.Check(q, sol) == nil && lits.Check(q, other) != nil
	})
	if !ok {
		var inner []int
		for _, c := range cells {
			for i, k := range p.Regions.Of {
				if k == p.Regions.Of[c] && !sol.Shade[i] && !other.Shade[i] {
					inner = append(inner, i)
				}
			}
		}
		h, ok = p.Regions.MoveOne(inner, r.IntN, func(h *regions.Regions) bool {
			return lits.Check(NewPuzzle(p.Rows, p.Cols, h), sol) == nil
		})
		if !ok {
			return nil, false
		}
	}
	return NewPuzzle(p.Rows, p.Cols, h), true
}
