// Package gen generates Light Up puzzles with exactly one solution,
// proved by SAT, graded easy, medium or hard.
//
// # Construction
//
// As Tatham's generator (lightup.c, new_game_desc) does it: black cells
// first, a given percentage (20 by default) of a symmetric region drawn
// at random and copied by the symmetry (by default four-way rotational
// for a square grid, two-way otherwise, as Tatham's presets). Then a
// random full set of lights: a model of the puzzle with every black cell
// unnumbered (every white cell lit, no two lights see each other) found
// by the CDCL engine with random phases (two in three a light). Every
// black cell gets the number of lights next to it. Then the numbers go,
// in a random order, while the rest still fix the lights: that part is
// generate.FromSolution (one incremental engine session per draw, a
// selector per number, each removal one call under assumptions; an easy
// or medium target kept by the engine's grade at each removal). As
// Tatham's, the black percentage goes up by 5 after 20 draws (more
// numbers fix the lights more often); unlike his, it comes back to the
// one asked after 20 more above it (draw k uses the percentage asked
// plus 5·(k/20 mod 5)): more black cells make fewer puzzles that the
// explanations grade hard. The grade is the
// grader's (by default the explanations': the most numbers a step needs,
// 1 easy, 2 medium, 3 or more hard; or the engine's), and a puzzle of
// another grade than the one asked for is dropped.
package gen

import (
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/akari"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Symmetry of the black cells (Tatham's SYMM_*).
type Symmetry int

// The symmetries.
const (
	SymNone Symmetry = iota
	SymRot2          // 180° rotation
	SymRot4          // 90° rotation (square grids)
	SymRef2          // top-bottom mirror
	SymRef4          // both mirrors
)

// Options are the generator's settings.
type Options struct {
	Width, Height int
	BlackPercent  int      // black cells, percent of the symmetric region (Tatham: 20)
	Symmetry      Symmetry // of the black cells
	Difficulty    generate.Grade
	Grader        generate.Grader // nil: DefaultGrader
	Seed          uint64
	Tries         int // layouts tried for the difficulty (0: 100, 1000 for hard)

	noOther bool // tests: no light moves (the same puzzles, more encodings)
}

// Validate checks the settings.
func (o *Options) Validate() error {
	if o.Width < 2 || o.Height < 2 || o.Width > akari.MaxSide || o.Height > akari.MaxSide {
		return fmt.Errorf("size %dx%d: want 2 to %d a side", o.Width, o.Height, akari.MaxSide)
	}
	if o.BlackPercent < 5 || o.BlackPercent > 100 {
		return fmt.Errorf("black percentage %d: want 5 to 100 (Tatham's bounds)", o.BlackPercent)
	}
	if o.Symmetry == SymRot4 && o.Width != o.Height {
		return fmt.Errorf("four-way rotational symmetry needs a square grid, not %dx%d", o.Width, o.Height)
	}
	if o.Grader == nil {
		o.Grader = DefaultGrader()
	}
	return generate.CheckGrader(o.Grader, o.Difficulty)
}

// DefaultGrader grades by the explanations, with the engine grader as
// their pre-filter.
func DefaultGrader() generate.ExplainGrader {
	return generate.ExplainGrader{Kind: akari.Kind, Engine: Grader{}}
}

// Result is one generated puzzle.
type Result struct {
	Puzzle   *akari.Puzzle
	Solution *akari.Solution
	Report   generate.Report
	Seed     uint64
	Stats    Stats
}

// Stats are the generator's figures.
type Stats struct {
	Layouts int // black layouts drawn
	Calls   int // uniqueness calls
	Elapsed time.Duration
}

// ID names the puzzle: akari-WxH-SEED.
func (r *Result) ID() string { return generate.ID("akari", r.Puzzle.Cols, r.Puzzle.Rows, r.Seed) }

// blacks draws the black cells as Tatham's set_blacks does: pc percent of
// the region the symmetry copies, at random, then copied.
func blacks(opt Options, pc int, r *rng.Rand) *akari.Puzzle {
	w, h := opt.Width, opt.Height
	cells := make([]int, w*h)
	for i := range cells {
		cells[i] = akari.White
	}
	rw, rh := w, h
	switch opt.Symmetry {
	case SymRot2, SymRef2:
		rh = (h + 1) / 2
	case SymRot4:
		rw, rh = w/2, (h+1)/2
	case SymRef4:
		rw, rh = (w+1)/2, (h+1)/2
	}
	n := rw * rh * pc / 100
	for k := 0; k < n; k++ {
		for {
			x, y := r.IntN(rw), r.IntN(rh)
			if cells[y*w+x] == akari.White {
				cells[y*w+x] = akari.Black
				break
			}
		}
	}
	for x := 0; x < rw; x++ {
		for y := 0; y < rh; y++ {
			if cells[y*w+x] != akari.Black {
				continue
			}
			var xs, ys []int
			switch opt.Symmetry {
			case SymRot2:
				xs, ys = []int{w - 1 - x}, []int{h - 1 - y}
			case SymRef2:
				xs, ys = []int{x}, []int{h - 1 - y}
			case SymRot4:
				xs, ys = []int{w - 1 - y, w - 1 - x, y}, []int{x, h - 1 - y, h - 1 - x}
			case SymRef4:
				xs, ys = []int{w - 1 - x, x, w - 1 - x}, []int{y, h - 1 - y, h - 1 - y}
			}
			for k := range xs {
				cells[ys[k]*w+xs[k]] = akari.Black
			}
		}
	}
	if opt.Symmetry == SymRot4 && w%2 == 1 && r.IntN(100) <= pc {
		cells[(h/2)*w+w/2] = akari.Black // the middle cell, which the quarters miss
	}
	return akari.NewPuzzle(h, w, cells)
}

// engine loads f's clauses into a new CDCL engine.
func engine(f *encode.Formula) *cdcl.Solver {
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(f.Vars.NumVars())
	f.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	return s
}

// numbered is p with every black cell numbered by sol's lights next to it.
func numbered(p *akari.Puzzle, sol *akari.Solution) *akari.Puzzle {
	light := sol.Grid()
	cells := append([]int(nil), p.Cells...)
	for i, v := range cells {
		if v == akari.White {
			continue
		}
		r, c, n := i/p.Cols, i%p.Cols, 0
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			rr, cc := r+d[0], c+d[1]
			if rr >= 0 && rr < p.Rows && cc >= 0 && cc < p.Cols && light[rr*p.Cols+cc] {
				n++
			}
		}
		cells[i] = n
	}
	return akari.NewPuzzle(p.Rows, p.Cols, cells)
}

// Grader grades Light Up puzzles on the engine (generate.Levels on the
// puzzle's encoding): easy when propagation alone places every light,
// medium when one round of failed-literal probing does, hard otherwise.
type Grader struct{}

// Grade grades p in full.
func (g Grader) Grade(p puzzle.Puzzle) (generate.Report, error) { return g.GradeUpto(p, generate.Any) }

// GradeUpto stops once the grade is known to exceed upto (Bound).
func (Grader) GradeUpto(pz puzzle.Puzzle, upto generate.Grade) (generate.Report, error) {
	p, ok := pz.(*akari.Puzzle)
	if !ok {
		return generate.Report{}, fmt.Errorf("akari grader: not a Light Up puzzle: %T", pz)
	}
	e, err := akari.Encode(p, akari.Options{})
	if err != nil {
		return generate.Report{}, err
	}
	primary := make([]encode.Lit, e.NumLights())
	for i := range primary {
		primary[i] = encode.Lit(i + 1)
	}
	if upto == generate.Hard {
		upto = generate.Any
	}
	lv := generate.Levels{S: engine(e.Formula), Primary: primary, Upto: upto}
	return lv.Run()
}
