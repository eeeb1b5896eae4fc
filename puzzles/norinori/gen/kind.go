// Package gen generates Norinori puzzles with exactly one solution,
// proved by SAT, graded by their explanations (generate.FromSolution).
//
// # Construction
//
// In Norinori the regions are the clues and there is nothing to remove:
// the layout is made unique instead (Source.Fix), as Star Battle's
// generator does.
//
//  1. Regions: about one region per 5 cells grown at random from random
//     seeds, regions of one cell merged into a neighbour
//     (regions.Random).
//  2. A random shading of that layout obeying the rules
//     (generate.RandomSolution: the CDCL engine with random phases and
//     anchors); a layout without one is drawn again.
//  3. Uniqueness: while the engine finds a second shading, a cell that
//     it shades and the planted one does not moves to a neighbouring
//     region (regions.MoveOne; the region it leaves stays connected):
//     the planted shading still fits, the second no longer does (the
//     region it left has one shaded cell too few, or the one it joined
//     one too many). When every such cell lies inside its region, an
//     unshaded cell of those regions moves instead.
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
	"github.com/puzzlesat/puzzlesat/puzzles/norinori"
	"github.com/puzzlesat/puzzlesat/shape/regions"
)

// Kind is Norinori with its generator: every capability of
// norinori.Kind plus puzzle.Generator (the registry lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ norinori.Norinori }

// GenerateHelp is the help of `generate norinori`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate Norinori puzzles with exactly one solution, proved by SAT, graded",
		"Random regions (about one per 5 cells), a random shading obeying the rules (the CDCL engine with random\n" +
			"phases); while SAT finds a second shading, a cell it shades and the first does not moves to a\n" +
			"neighbouring region. Graded by the explanations, the regions being the clues (or --grade-by engine).\n" +
			"See docs/norinori.md."
}

// GenerateOptions are the flags of `generate norinori`.
func (k kind) GenerateOptions() []puzzle.GenOption {
	opts := generate.GridOptions()
	for i := range opts {
		if opts[i].Name == "size" {
			opts[i].Min, opts[i].Max = 4, 30
		}
	}
	return append(opts, generate.BatchOptions(k, nil)...)
}

// CheckSettings checks the settings of `generate norinori`.
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
			sol, h := Layout(g.H, g.W, r)
			p, ok, err := narrow(k).Run(ctx, NewPuzzle(g.H, g.W, h), sol, r)
			if err != nil {
				return nil, nil, err
			}
			if !ok {
				return nil, nil, generate.ErrRetry
			}
			return p, sol, nil
		},
		Fix: func(full puzzle.Puzzle, sol, other puzzle.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
			return Fix(full.(*norinori.Puzzle), sol.(*norinori.Solution), other.(*norinori.Solution), r)
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

// narrow makes a layout unique by moving one cell at a time
// (generate.Narrow, regions.Moves).
func narrow(k puzzle.Kind) generate.Narrow {
	return generate.Narrow{Kind: k, Limit: 20, Rounds: 100, Key: key,
		Moves: func(p puzzle.Puzzle, sol puzzle.Solution, others []puzzle.Solution, r *rng.Rand) []puzzle.Puzzle {
			q, s := p.(*norinori.Puzzle), sol.(*norinori.Solution)
			var os [][]bool
			for _, o := range others {
				os = append(os, o.(*norinori.Solution).Shade)
			}
			var out []puzzle.Puzzle
			for _, h := range q.Regions.Moves(s.Shade, os, 8, r.IntN, func(h *regions.Regions) bool {
				return norinori.Check(NewPuzzle(q.Rows, q.Cols, h), s) == nil
			}) {
				out = append(out, NewPuzzle(q.Rows, q.Cols, h))
			}
			return out
		}}
}

// key names a layout (generate.Narrow.Key).
func key(p puzzle.Puzzle) string {
	b := []byte{}
	for _, k := range p.(*norinori.Puzzle).Regions.Of {
		b = append(b, byte(k), byte(k>>8))
	}
	return string(b)
}

// NewPuzzle is the Norinori of a layout.
func NewPuzzle(rows, cols int, g *regions.Regions) *norinori.Puzzle {
	return &norinori.Puzzle{Rows: rows, Cols: cols, Regions: g}
}

// Fix moves a cell that other shades and sol does not into a
// neighbouring region, so that sol still fits and other no longer does
// (false: no such move).
func Fix(p *norinori.Puzzle, sol, other *norinori.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
	var cells []int
	for i := range sol.Shade {
		if other.Shade[i] && !sol.Shade[i] {
			cells = append(cells, i)
		}
	}
	h, ok := p.Regions.MoveOne(cells, r.IntN, func(h *regions.Regions) bool {
		q := NewPuzzle(p.Rows, p.Cols, h)
		return norinori.Check(q, sol) == nil && norinori.Check(q, other) != nil
	})
	if !ok {
		// Every such cell lies inside its region: move an unshaded cell
		// of those regions instead (the planted shading still fits), so
		// that a later round finds one on a border.
		var inner []int
		for _, c := range cells {
			for i, k := range p.Regions.Of {
				if k == p.Regions.Of[c] && !sol.Shade[i] && !other.Shade[i] {
					inner = append(inner, i)
				}
			}
		}
		h, ok = p.Regions.MoveOne(inner, r.IntN, func(h *regions.Regions) bool {
			return norinori.Check(NewPuzzle(p.Rows, p.Cols, h), sol) == nil
		})
		if !ok {
			return nil, false
		}
	}
	return NewPuzzle(p.Rows, p.Cols, h), true
}

// Layout is a random domino shading (Dominoes) and regions around it:
// one region grown from each shaded cell (regions.Grow), then joined in
// neighbouring pairs (regions.Join), each region now holding two shaded
// cells, of one domino or of two. When the random pairing gets stuck 5
// times (most draws at 10x10), each domino's cells are a region, grown
// (regions.GrowFrom).
func Layout(rows, cols int, r *rng.Rand) (*norinori.Solution, *regions.Regions) {
	sol, of, n := Dominoes(rows, cols, r)
	var seeds []int
	for i, s := range sol.Shade {
		if s {
			seeds = append(seeds, i)
		}
	}
	for t := 0; t < 5; t++ {
		if h, ok := regions.Grow(rows, cols, seeds, r.IntN).Join(2, r.IntN); ok {
			return sol, h
		}
	}
	// The pairing got stuck: each domino a region, grown.
	return sol, regions.GrowFrom(rows, cols, of, n, r.IntN)
}

// Dominoes is a random shading of dominoes that never touch side by
// side (cells in row-major order, each tried, 7 times in 8, as a domino's
// first cell across or down, in a random order: about 40% shaded), with each domino
// as a region of its own (of: the region of each shaded cell, Outside
// elsewhere) and the number of dominoes.
func Dominoes(rows, cols int, r *rng.Rand) (*norinori.Solution, []int, int) {
	sol := &norinori.Solution{Rows: rows, Cols: cols, Shade: make([]bool, rows*cols)}
	of := make([]int, rows*cols)
	for i := range of {
		of[i] = regions.Outside
	}
	free := func(i int) bool { // i and its neighbours unshaded
		if sol.Shade[i] {
			return false
		}
		rr, c := i/cols, i%cols
		return !(rr > 0 && sol.Shade[i-cols] || rr+1 < rows && sol.Shade[i+cols] ||
			c > 0 && sol.Shade[i-1] || c+1 < cols && sol.Shade[i+1])
	}
	n := 0
	for i := 0; i < rows*cols; i++ {
		if !free(i) || r.IntN(8) == 0 {
			continue
		}
		var next []int
		if i%cols+1 < cols {
			next = append(next, i+1)
		}
		if i+cols < rows*cols {
			next = append(next, i+cols)
		}
		if len(next) == 2 && r.IntN(2) == 1 {
			next[0], next[1] = next[1], next[0]
		}
		for _, j := range next {
			sol.Shade[i] = true // i's own shading does not block j
			ok := func() bool {
				rr, c := j/cols, j%cols
				for _, d := range []int{j - cols, j + cols, j - 1, j + 1} {
					if d == i || d < 0 || d >= rows*cols || (d == j-1 && c == 0) || (d == j+1 && c+1 == cols) {
						continue
					}
					_ = rr
					if sol.Shade[d] {
						return false
					}
				}
				return !sol.Shade[j]
			}()
			sol.Shade[i] = false
			if ok {
				sol.Shade[i], sol.Shade[j] = true, true
				of[i], of[j] = n, n
				n++
				break
			}
		}
	}
	return sol, of, n
}
