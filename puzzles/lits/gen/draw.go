package gen

import (
	"context"
	"errors"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/lits"
	"github.com/puzzlesat/puzzlesat/shape/poly"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// cellsPerRegion sets the number of tetrominoes drawn: one per this many
// cells (165 of the PuzzleKit set's 203 10x10 LITS, from janko.at, have
// 13 to 17 regions; the median is 15). Drawing stops earlier when no
// placement fits: 12 to 15 tetrominoes at 10x10.
const cellsPerRegion = 6.5

// piece is a tetromino placed on the grid.
type piece struct {
	cells  poly.Placement
	letter poly.Tetromino
}

// allPieces are the placements of the L, I, T and S tetrominoes (every
// rotation and reflection) in a rows x cols grid.
func allPieces(rows, cols int) []piece {
	var out []piece
	for _, l := range lits.Shapes {
		for _, pl := range poly.Placements(rows, cols, poly.Orientations(poly.Tetrominoes[l]), nil) {
			out = append(out, piece{cells: pl, letter: l})
		}
	}
	return out
}

// grid is the cell geometry of a rows x cols grid.
type grid struct{ rows, cols int }

// neighbours are the cells beside cell i.
func (g grid) neighbours(i int, buf []int) []int {
	buf = buf[:0]
	r, c := i/g.cols, i%g.cols
	if r > 0 {
		buf = append(buf, i-g.cols)
	}
	if r+1 < g.rows {
		buf = append(buf, i+g.cols)
	}
	if c > 0 {
		buf = append(buf, i-1)
	}
	if c+1 < g.cols {
		buf = append(buf, i+1)
	}
	return buf
}

// drawPieces places up to want tetrominoes one at a time, each at random
// among the placements that keep the rules with those before: on free
// cells, beside a shaded cell (the shaded cells stay connected), making
// no 2x2 shaded block, and sharing no edge with a tetromino of its own
// letter. It stops early when no placement fits.
func drawPieces(g grid, all []piece, want int, r *rng.Rand) []piece {
	n := g.rows * g.cols
	owner := make([]int, n) // the placed piece on the cell, or -1
	for i := range owner {
		owner[i] = -1
	}
	var placed []piece
	place := func(pc piece) {
		for _, i := range pc.cells {
			owner[i] = len(placed)
		}
		placed = append(placed, pc)
	}
	shaded := func(i int, pc piece) bool {
		return owner[i] >= 0 || i == pc.cells[0] || i == pc.cells[1] || i == pc.cells[2] || i == pc.cells[3]
	}
	var buf []int
	// fit says whether pc can go now: 0 yes, 1 not yet (it touches no
	// shaded cell), 2 never (a cell taken, a 2x2 block, a letter beside
	// its own: the shading only grows, so these stay).
	fit := func(pc piece) int {
		touches := false
		for _, i := range pc.cells {
			if owner[i] >= 0 {
				return 2
			}
			buf = g.neighbours(i, buf)
			for _, j := range buf {
				if o := owner[j]; o >= 0 {
					touches = true
					if placed[o].letter == pc.letter {
						return 2
					}
				}
			}
			r, c := i/g.cols, i%g.cols
			for dr := -1; dr <= 0; dr++ {
				for dc := -1; dc <= 0; dc++ {
					r0, c0 := r+dr, c+dc
					if r0 < 0 || c0 < 0 || r0+1 >= g.rows || c0+1 >= g.cols {
						continue
					}
					a := r0*g.cols + c0
					if shaded(a, pc) && shaded(a+1, pc) && shaded(a+g.cols, pc) && shaded(a+g.cols+1, pc) {
						return 2
					}
				}
			}
		}
		if !touches {
			return 1
		}
		return 0
	}
	live := make([]int, len(all))
	for i := range live {
		live[i] = i
	}
	place(all[r.IntN(len(all))])
	var ok []int
	for len(placed) < want {
		ok = ok[:0]
		keep := live[:0]
		for _, idx := range live {
			switch fit(all[idx]) {
			case 0:
				ok = append(ok, idx)
				keep = append(keep, idx)
			case 1:
				keep = append(keep, idx)
			}
		}
		live = keep
		if len(ok) == 0 {
			break
		}
		place(all[ok[r.IntN(len(ok))]])
	}
	return placed
}

// searcher finds second solutions of layouts with the CDCL engine,
// keeping the connectivity rule's cuts from one layout to the next (a
// cut says "these shaded cells are joined to those", over the cell
// variables alone, and holds whatever the regions).
type searcher struct {
	ctx  context.Context
	cuts [][]encode.Lit
}

// other is a solution of p other than sol, checked, or nil when sol is
// its only one.
func (se *searcher) other(p *lits.Puzzle, sol *lits.Solution) (*lits.Solution, error) {
	enc, err := lits.Encode(p, lits.Options{})
	if err != nil {
		return nil, err
	}
	if enc.Note != "" {
		return nil, errors.New(enc.Note)
	}
	f := enc.Formula.Lowered(encode.Totalizer)
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(f.Vars.NumVars())
	f.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	for _, c := range se.cuts {
		s.AddClause(c)
	}
	// Another solution shades as many cells (four a region), so it
	// leaves one of sol's shaded cells unshaded.
	var not []encode.Lit
	for i, sh := range sol.Shade {
		if sh {
			not = append(not, -encode.Lit(i+1))
		}
	}
	s.AddClause(not)
	for {
		switch s.Solve(se.ctx, nil) {
		case cdcl.Unsat:
			return nil, nil
		case cdcl.Sat:
		default:
			if err := se.ctx.Err(); err != nil {
				return nil, err
			}
			return nil, errors.New("the engine gave up")
		}
		m := s.Model()
		cuts := enc.Refine(m)
		if len(cuts) == 0 {
			o, err := enc.Decode(m)
			if err != nil {
				return nil, err
			}
			if err := lits.Check(p, o); err != nil {
				return nil, err
			}
			return o, nil
		}
		for _, c := range cuts {
			c = append([]encode.Lit(nil), c...)
			se.cuts = append(se.cuts, c)
			s.AddClause(c)
		}
	}
}
