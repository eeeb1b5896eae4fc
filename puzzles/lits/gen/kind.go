// Package gen generates LITS puzzles with exactly one solution, proved
// by SAT, graded by their explanations (generate.FromSolution).
//
// # Construction
//
// In LITS the regions are the clues and there is nothing to remove: the
// layout is made unique instead, solution first.
//
//  1. The shading: tetrominoes placed one at a time, each at random among
//     the L, I, T and S placements (every rotation and reflection) on
//     free cells beside the shaded ones (so the shading stays
//     connected), making no 2x2 shaded block and sharing no edge with a
//     tetromino of its own letter; one per 6.5 cells (the median of
//     janko.at's 10x10 LITS is 15 regions), or fewer when none fits.
//     No SAT: the shading keeps the rules by construction.
//  2. The regions (planted.grow): each tetromino seeds a region; a
//     random free cell beside some region joins the one beside it where
//     it makes the fewest alternatives, ties at random. An alternative
//     is a placement inside a region, other than its tetromino, that
//     keeps the rules with the rest of the shading as it is: a second
//     solution differing in that region alone. Whether a placement is
//     one depends only on the region holding its cells, so a move
//     changes only the alternatives through the cells moved.
//  3. Uniqueness (unique, up to 200 steps a draw): while there are
//     alternatives, a local search (planted.step) moves an unshaded cell,
//     with the cells of its region that reach the tetromino only through
//     it, into a neighbouring region: the move leaving the fewest
//     alternatives, ties at random, a cell just moved waiting a few
//     steps. When no move lowers the count, a tetromino shifts to one of
//     its alternatives and a cell it left moves out (planted.swap), where
//     that leaves fewer. With none left the CDCL engine looks for a
//     second solution (searcher: lits' encoding, "a planted shaded cell
//     unshaded", the connectivity cuts kept from one layout to the next,
//     as they hold whatever the regions); a move that breaks it (a cell
//     it shades and the planted shading does not leaves its region),
//     with the fewest alternatives, and again. Only unshaded cells move,
//     so each tetromino stays whole in its region and the shading stays
//     a solution. A draw out of steps is drawn again (ErrRetry).
//
// FromSolution proves the layout unique once more (its own encoding and
// engine) and grades it by its explanation, the regions being its clues
// (easy: every step uses one region; medium: two; hard: three or more);
// a puzzle of another grade is dropped and the next draw tried.
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
		"A random shading (tetrominoes placed one at a time, keeping the rules), a region grown around each\n" +
			"tetromino; while a second solution exists (one region's other tetromino, or one SAT finds), cells\n" +
			"move between regions (or a tetromino shifts) until the shading is the only solution. Graded by the\n" +
			"explanations, the regions being the clues (or --grade-by engine). See docs/lits.md."
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
	gr := grid{rows: g.H, cols: g.W}
	all := allPieces(gr.rows, gr.cols)
	want := max(1, int(float64(gr.rows*gr.cols)/cellsPerRegion+0.5))
	src := generate.Source{
		Kind: k,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			return unique(ctx, gr, all, want, r)
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

// maxFixes bounds the repairs of one draw.
const maxFixes = 200

// unique draws a shading and its regions (drawPieces, grow) and
// changes the regions until the shading is their only solution: while
// there are alternatives (second solutions in one region), the cell move
// that leaves the fewest (step, a local search); then the engine looks
// for a second solution (searcher), and a move that breaks it and leaves
// the fewest alternatives is made. ErrRetry past maxFixes moves.
func unique(ctx context.Context, g grid, all []piece, want int, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
	pl := newPlanted(g, all, drawPieces(g, all, want, r))
	pl.grow(r)
	sol := pl.sol
	se := &searcher{ctx: ctx}
	var free []int
	n := pl.count()
	for at := 0; at < maxFixes; at++ {
		free = free[:0]
		for i, s := range sol.Shade {
			if !s {
				free = append(free, i)
			}
		}
		if n > 0 {
			d, ok := pl.step(free, at, true, nil, r)
			if !ok {
				if d, ok = pl.step(free, at, false, nil, r); !ok {
					return nil, nil, generate.ErrRetry
				}
			}
			n += d
			if d >= 0 {
				n = pl.swap(n, r)
			}
			continue
		}
		p := pl.puzzle()
		other, err := se.other(p, sol)
		if err != nil {
			return nil, nil, err
		}
		if other == nil {
			return p, sol, nil
		}
		var cells []int
		hit := map[int]bool{}
		for i := range sol.Shade {
			if other.Shade[i] && !sol.Shade[i] {
				cells = append(cells, i)
				hit[pl.of[i]] = true
			}
		}
		breaks := func() bool { return lits.Check(pl.puzzle(), other) != nil }
		d, ok := pl.step(cells, at, false, breaks, r)
		if !ok {
			var inner []int
			for _, i := range free {
				if hit[pl.of[i]] && !other.Shade[i] {
					inner = append(inner, i)
				}
			}
			if d, ok = pl.step(inner, at, false, breaks, r); !ok {
				return nil, nil, generate.ErrRetry
			}
		}
		n += d
	}
	return nil, nil, generate.ErrRetry
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
