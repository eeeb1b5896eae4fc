// Package gen generates Binairo puzzles (Tatham's Unruly, with or without
// the distinct-lines rule) with exactly one solution, proved by SAT, and
// grades them.
//
// # Construction
//
// Solution first, as Tatham's Unruly does it, through
// generate.FromSolution: a random full grid is a model of the empty
// puzzle's encoding found by the CDCL engine with random phases
// (generate.RandomSolution: each cell's first try is a random digit);
// the full puzzle gives every cell. In a random order a given is removed
// when the rest still determine the grid: one engine holds the rules,
// a selector per given and the clause "not this grid", and the givens
// kept, as assumptions, determine the grid exactly when it answers
// Unsat, so each test is one incremental call.
//
// For an easy or medium target the removal also keeps the engine's grade
// (generate.Levels: propagation, then a round of failed-literal probing,
// from the givens kept) within the target, tested incrementally (within:
// unit propagation on the grid, gridProp, from the givens' state); other targets remove every
// given they can (a minimal puzzle). The puzzle is then graded by the
// grader asked for (--grade-by: the engine's Grader by default, or the
// explanations); one of another grade is dropped and the next grid
// tried, up to Options.Tries.
package gen

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/binairo"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Options are the generator's settings.
type Options struct {
	Rows, Cols int
	// Distinct adds the rule that no two rows and no two columns are
	// equal (Tatham's 'u').
	Distinct   bool
	Difficulty generate.Grade
	Grader     generate.Grader // nil: DefaultGrader
	Seed       uint64
	Tries      int // grids tried for the difficulty (0: 50)

	noOther bool // tests: no rectangle search (the same puzzles, more calls)
}

// Validate checks the settings.
func (o *Options) Validate() error {
	if o.Rows < 6 || o.Cols < 6 || o.Rows%2 != 0 || o.Cols%2 != 0 || o.Rows > binairo.MaxSide || o.Cols > binairo.MaxSide {
		return fmt.Errorf("size %dx%d: want even sides, 6 to %d (as Tatham's Unruly)", o.Cols, o.Rows, binairo.MaxSide)
	}
	if o.Grader == nil {
		o.Grader = DefaultGrader()
	}
	return generate.CheckGrader(o.Grader, o.Difficulty)
}

// DefaultGrader is the engine's grader (Grader): the explanations'
// (ExplainGrader, --grade-by explain) call nearly every binairo easy, a
// step being one given with facts found before.
func DefaultGrader() generate.Grader { return Grader{} }

// ExplainGrader grades by the explanations, the engine's grader as its
// pre-filter.
func ExplainGrader() generate.ExplainGrader {
	return generate.ExplainGrader{Kind: binairo.Kind, Engine: Grader{}}
}

// Result is one generated puzzle.
type Result struct {
	Puzzle   *binairo.Puzzle
	Solution *binairo.Solution
	Report   generate.Report
	Seed     uint64
	Stats    Stats
}

// Stats are the generator's figures.
type Stats struct {
	Grids   int // full grids made
	Calls   int // uniqueness calls
	Elapsed time.Duration
}

// ID names the puzzle: binairo-WxH-SEED.
func (r *Result) ID() string {
	return generate.ID("binairo", r.Puzzle.Cols, r.Puzzle.Rows, r.Seed)
}

// Generate makes one puzzle of opt.
func Generate(ctx context.Context, opt Options) (*Result, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	tries := opt.Tries
	if tries <= 0 {
		tries = 50
	}
	empty := &binairo.Puzzle{Rows: opt.Rows, Cols: opt.Cols, Distinct: opt.Distinct, Givens: make([]int, opt.Rows*opt.Cols)}
	for i := range empty.Givens {
		empty.Givens[i] = binairo.Empty
	}
	var w *within
	if opt.Difficulty == generate.Easy || opt.Difficulty == generate.Medium {
		var err error
		if w, err = newWithin(empty); err != nil {
			return nil, err
		}
	}
	src := generate.Source{
		Kind: binairo.Kind,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			s, err := generate.RandomSolution(ctx, binairo.Kind, empty, r, 50)
			if err != nil {
				return nil, nil, err
			}
			sol := s.(*binairo.Solution)
			if w != nil {
				w.lv.setSolution(w.e, sol.Grid)
			}
			full := *empty
			full.Givens = slices.Clone(sol.Grid)
			return &full, sol, nil
		},
		Keep:  keepGivens,
		Other: swapped,
	}
	if opt.noOther {
		src.Other = nil
	}
	// The balance rule as a sequential counter: the engine's removal
	// calls take about a third less time than with the default (native,
	// lowered to a totalizer for the engine).
	fo := generate.FromOptions{Difficulty: opt.Difficulty, Grader: opt.Grader, Seed: opt.Seed, Tries: tries, TriesSetting: generate.MaxTries,
		Settings: map[string]string{"card": "seqcounter"}}
	if w != nil {
		// within fixes every cell by propagation (and probing) before it
		// grades easy or medium: the givens it keeps are unique.
		fo.Within, fo.WithinFixes = w, true
	}
	res, err := generate.FromSolution(ctx, src, fo)
	if err != nil {
		return nil, err
	}
	return &Result{Puzzle: res.Puzzle.(*binairo.Puzzle), Solution: res.Solution.(*binairo.Solution), Report: res.Report, Seed: opt.Seed,
		Stats: Stats{Grids: res.Stats.Draws, Calls: res.Stats.Calls, Elapsed: res.Stats.Elapsed}}, nil
}

// keepGivens is full (every cell given) with the givens kept: given k
// (the k-th of full's givens, in the order Encode lists its clues, row
// by row) stays when kept[k].
func keepGivens(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
	p := *pz.(*binairo.Puzzle)
	p.Givens = slices.Clone(p.Givens)
	k := 0
	for i, v := range p.Givens {
		if v != binairo.Empty {
			if !kept[k] {
				p.Givens[i] = binairo.Empty
			}
			k++
		}
	}
	return &p
}

// within is FromOptions.Within for an easy or medium target: Grader's
// grade, tested incrementally on one engine of the rules alone for the
// grid's size (never searched, so it learns nothing), the givens as
// assumptions, rather than on a new encoding per given removed.
type within struct {
	e  *binairo.Encoding
	lv *levels
}

func newWithin(empty *binairo.Puzzle) (*within, error) {
	e, err := binairo.Encode(empty, binairo.Options{Card: encode.SeqCounter})
	if err != nil {
		return nil, err
	}
	return &within{e: e, lv: newLevels(e)}, nil
}

func (w *within) Grade(p puzzle.Puzzle) (generate.Report, error) { return Grader{}.Grade(p) }

// GradeUpto is Grader's grade when it is at most upto (Easy or Medium),
// else upto's next grade with Bound set.
func (w *within) GradeUpto(pz puzzle.Puzzle, upto generate.Grade) (generate.Report, error) {
	p, ok := pz.(*binairo.Puzzle)
	if !ok || p.Rows != w.e.Puzzle.Rows || p.Cols != w.e.Puzzle.Cols || p.Distinct != w.e.Puzzle.Distinct || (upto != generate.Easy && upto != generate.Medium) {
		return Grader{}.GradeUpto(pz, upto)
	}
	var as []encode.Lit
	for i, v := range p.Givens {
		if v != binairo.Empty {
			x := w.e.X(i/p.Cols, i%p.Cols)
			if v == 0 {
				x = -x
			}
			as = append(as, x)
		}
	}
	if all, ok := w.lv.fixes(as); ok && all {
		return generate.Report{Grade: generate.Easy}, nil
	}
	if upto == generate.Medium && w.lv.within(as, generate.Medium) {
		return generate.Report{Grade: generate.Medium}, nil
	}
	return generate.Report{Grade: upto + 1, Bound: true}, nil
}

var _ generate.UptoGrader = (*within)(nil)

// engine loads e's clauses into a new CDCL engine.
func engine(e *binairo.Encoding) *cdcl.Solver {
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(e.Formula.Vars.NumVars())
	e.Formula.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	return s
}

// levels is Grader's test, incremental: unit propagation on the rules
// (gridProp, which TestGridPropAgrees checks against the engine's on the
// encoding), the givens as a starting state. within(givens, Easy) holds
// when propagation fixes every cell; within(givens, Medium) when one
// round of failed-literal probing does (every open literal probed from
// the givens' consequences, the failed ones' negations added together,
// then propagation): the grades of generate.Levels, which grades the
// result at the end.
type levels struct {
	g      *gridProp
	n      int // cells
	base   []int8
	failed [][2]int32 // cell, digit proved
	seen   []uint32   // by cell·2+digit: the round a probe that held implied it
	round  uint32
	// wrong[c] is the digit the draw's solution does not have in cell c
	// (-1: no solution known). Only it can fail a probe (the solution is
	// a model of the rules, the givens and the other digit), and a probe
	// that held under a set of givens holds under every smaller set:
	// mayFail[c] is false once wrong[c] held in a state the removal kept,
	// and it is not probed again in that draw.
	wrong   []int8
	mayFail []bool
	held    []int
}

func newLevels(e *binairo.Encoding) *levels {
	p := e.Puzzle
	n := p.Rows * p.Cols
	lv := &levels{g: newGridProp(p.Rows, p.Cols, p.Distinct), n: n, base: make([]int8, n), seen: make([]uint32, 2*n),
		wrong: make([]int8, n), mayFail: make([]bool, n)}
	for i := range lv.wrong {
		lv.wrong[i] = -1
	}
	return lv
}

// setSolution starts a draw: grid is its solution.
func (lv *levels) setSolution(_ *binairo.Encoding, grid []int) {
	for i, d := range grid {
		lv.wrong[i] = int8(1 - d)
		lv.mayFail[i] = true
	}
}

// fixes propagates the givens as (literals of cell variables) and
// reports whether every cell is fixed, the state left in lv.g.
func (lv *levels) fixes(as []encode.Lit) (all, ok bool) {
	g := lv.g
	g.clear()
	for _, l := range as {
		d := int8(0)
		if l > 0 {
			d = 1
		}
		if !g.set(int32(l.Var()-1), d) {
			g.queue = g.queue[:0]
			for i := range g.queued {
				g.queued[i] = false
			}
			return false, false
		}
	}
	if !g.run() {
		return false, false
	}
	return len(g.trail) == lv.n, true
}

func (lv *levels) within(givens []encode.Lit, upto generate.Grade) bool {
	all, ok := lv.fixes(givens)
	if !ok || all || upto == generate.Easy {
		return ok && all
	}
	g := lv.g
	copy(lv.base, g.val)
	baseTrail := len(g.trail)
	restore := func() {
		copy(g.val, lv.base)
		g.trail = g.trail[:baseTrail]
	}
	lv.failed = lv.failed[:0]
	lv.held = lv.held[:0]
	lv.round++
	for c := 0; c < lv.n; c++ {
		if lv.base[c] >= 0 {
			continue
		}
		digits := []int8{1, 0}
		if w := lv.wrong[c]; w >= 0 {
			if !lv.mayFail[c] {
				continue
			}
			digits = []int8{w}
		}
		for _, d := range digits {
			if lv.seen[2*c+int(d)] == lv.round {
				continue // implied by a probe that held: it holds too
			}
			g.set(int32(c), d)
			ok := g.run()
			if !ok {
				restore()
				lv.failed = append(lv.failed, [2]int32{int32(c), int32(1 - d)})
				break
			}
			if lv.wrong[c] >= 0 {
				lv.held = append(lv.held, c)
			}
			for _, m := range g.trail[baseTrail:] {
				lv.seen[2*int(m)+int(g.val[m])] = lv.round
			}
			restore()
		}
	}
	if len(lv.failed) == 0 {
		return false
	}
	for _, f := range lv.failed {
		if !g.set(f[0], int8(f[1])) {
			return false
		}
	}
	if !g.run() || len(g.trail) != lv.n {
		return false
	}
	for _, c := range lv.held {
		lv.mayFail[c] = false
	}
	return true
}

// swapped is a second solution of the givens kept when the grid has a
// rectangle of cells, one of them a given of group (just removed) and
// none of them a given kept, whose digits alternate (01 over 10): its
// four digits flipped keep every row and column balanced, so the grid
// is another solution when no three equal digits come to stand in a
// line (and, with the distinct rule, no two lines become equal; the
// caller checks the whole grid). nil when there is none. Such rectangles
// are the usual second solutions of a thinned binairo, and finding one
// here spares the engine a search for a whole model.
func swapped(full puzzle.Puzzle, sol puzzle.Solution, kept []bool, group []int) puzzle.Solution {
	p := full.(*binairo.Puzzle)
	g := sol.(*binairo.Solution).Grid
	R, C := p.Rows, p.Cols
	if len(kept) != R*C || len(g) != R*C {
		return nil // full gives every cell: given k is cell k
	}
	grid := slices.Clone(g)
	for _, i := range group {
		r1, c1 := i/C, i%C
		for r2 := 0; r2 < R; r2++ {
			if r2 == r1 || kept[r2*C+c1] || g[r2*C+c1] == g[i] {
				continue
			}
			for c2 := 0; c2 < C; c2++ {
				a, b, d := r1*C+c2, r2*C+c1, r2*C+c2
				if c2 == c1 || kept[a] || kept[d] || g[a] == g[i] || g[d] != g[i] {
					continue
				}
				for _, k := range [4]int{i, a, b, d} {
					grid[k] = 1 - g[k]
				}
				if noThree(grid, R, C, r1, c1) && noThree(grid, R, C, r2, c2) {
					return &binairo.Solution{Rows: R, Cols: C, Grid: grid}
				}
				for _, k := range [4]int{i, a, b, d} {
					grid[k] = g[k]
				}
			}
		}
	}
	return nil
}

// noThree reports whether row r and column c of grid hold no three equal
// digits in a row.
func noThree(grid []int, R, C, r, c int) bool {
	for x := 2; x < C; x++ {
		if v := grid[r*C+x]; v == grid[r*C+x-1] && v == grid[r*C+x-2] {
			return false
		}
	}
	for y := 2; y < R; y++ {
		if v := grid[y*C+c]; v == grid[(y-1)*C+c] && v == grid[(y-2)*C+c] {
			return false
		}
	}
	return true
}
