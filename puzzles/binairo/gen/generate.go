// Package gen generates Binairo puzzles (Tatham's Unruly, with or without
// the distinct-lines rule) with exactly one solution, proved by SAT, and
// grades them.
//
// # Construction
//
// Solution first, as Tatham's Unruly does it: a random full grid is a
// model of the empty puzzle's encoding found by the CDCL engine
// (solver/cdcl) with random phases (each cell's first try is a random
// digit). Every cell starts given; in a random order a given is removed
// when the rest still determine the grid. One engine holds the rules and
// the clause "not this grid"; a set of givens, passed as assumptions,
// determines the grid exactly when that engine answers Unsat under them,
// so each test is one incremental call.
//
// For an easy or medium target the removal also keeps the engine's grade
// (Grader: generate.Levels, propagation then rounds of failed-literal
// probing) within the target; other targets remove every given they can
// (a minimal puzzle). The puzzle is then graded by the grader asked for
// (--grade-by: the explanations, or the engine); one of another grade is
// dropped and the next grid tried, up to Options.Tries.
package gen

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
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
	start := time.Now()
	r := rng.New(opt.Seed)
	tries := opt.Tries
	if tries <= 0 {
		tries = 50
	}
	res := &Result{Seed: opt.Seed}
	var last *Result
	empty := &binairo.Puzzle{Rows: opt.Rows, Cols: opt.Cols, Distinct: opt.Distinct, Givens: make([]int, opt.Rows*opt.Cols)}
	for i := range empty.Givens {
		empty.Givens[i] = binairo.Empty
	}
	e, err := binairo.Encode(empty, binairo.Options{Card: encode.SeqCounter})
	if err != nil {
		return nil, err
	}
	for try := 0; try < tries; try++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		sol, err := fullGrid(ctx, e, r)
		if err != nil {
			return nil, err
		}
		res.Stats.Grids++
		p, calls, err := removeGivens(ctx, opt, e, sol, r)
		res.Stats.Calls += calls
		if err != nil {
			return nil, err
		}
		rep, err := generate.GradeUpto(generate.WithContext(opt.Grader, ctx), p, opt.Difficulty)
		if err != nil {
			return nil, fmt.Errorf("grading: %w", err)
		}
		last = &Result{Puzzle: p, Solution: sol, Report: rep, Seed: opt.Seed}
		if opt.Difficulty == generate.Any || (rep.Grade == opt.Difficulty && !rep.Bound) {
			res.Puzzle, res.Solution, res.Report = p, sol, rep
			res.Stats.Elapsed = time.Since(start)
			return res, nil
		}
	}
	if last == nil {
		return nil, errors.New("no grid")
	}
	return nil, fmt.Errorf("no %s puzzle in %d grids (the last was %s)", opt.Difficulty, tries, last.Report.Grade)
}

// engine loads e's clauses into a new CDCL engine.
func engine(e *binairo.Encoding) *cdcl.Solver {
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(e.Formula.Vars.NumVars())
	e.Formula.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	return s
}

// fullGrid is a random solution of the empty puzzle: a model found with a
// random digit as each cell's first try.
func fullGrid(ctx context.Context, e *binairo.Encoding, r *rng.Rand) (*binairo.Solution, error) {
	s := engine(e)
	p := e.Puzzle
	for i := 0; i < p.Rows*p.Cols; i++ {
		x := e.X(i/p.Cols, i%p.Cols)
		if r.IntN(2) == 0 {
			x = -x
		}
		s.SetPhase(x)
	}
	if st := s.Solve(ctx, nil); st != cdcl.Sat {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("a %dx%d grid has no solution", p.Cols, p.Rows)
	}
	return e.Decode(s.Model())
}

// removeGivens removes givens from the full grid sol while it stays the
// only solution (and, for an easy or medium target, while the engine's
// grade stays within it).
func removeGivens(ctx context.Context, opt Options, e *binairo.Encoding, sol *binairo.Solution, r *rng.Rand) (*binairo.Puzzle, int, error) {
	empty := e.Puzzle
	p := *empty
	p.Givens = append([]int(nil), sol.Grid...)
	s := engine(e)
	n := p.Rows * p.Cols
	lit := func(i int) encode.Lit {
		x := e.X(i/p.Cols, i%p.Cols)
		if sol.Grid[i] == 0 {
			x = -x
		}
		return x
	}
	block := make([]encode.Lit, n)
	for i := range block {
		block[i] = -lit(i)
	}
	s.AddClause(block) // not this grid
	calls := 0
	as := make([]encode.Lit, 0, n)
	// lv, an engine of the rules alone, answers first: when propagation
	// from the givens fixes every cell, the grid is the only one without
	// a search.
	lv := newLevels(e)
	unique := func() (bool, error) {
		as = as[:0]
		for i, v := range p.Givens {
			if v != binairo.Empty {
				as = append(as, lit(i))
			}
		}
		if all, ok := lv.fixes(as); ok && all {
			return true, nil
		}
		calls++
		switch s.Solve(ctx, as) {
		case cdcl.Unsat:
			return true, nil
		case cdcl.Sat:
			return false, nil
		}
		return false, ctx.Err()
	}
	grade := opt.Difficulty == generate.Easy || opt.Difficulty == generate.Medium
	for _, i := range r.Perm(n) {
		p.Givens[i] = binairo.Empty
		ok, err := unique()
		if err != nil {
			return nil, calls, err
		}
		if ok && grade {
			ok = lv.within(as, opt.Difficulty)
		}
		if !ok {
			p.Givens[i] = sol.Grid[i]
		}
	}
	return &p, calls, nil
}

// levels is Grader's test, incremental: an engine holding the rules only
// (never searched, so it learns nothing), the givens as assumptions.
// within(givens, Easy) holds when unit propagation fixes every cell;
// within(givens, Medium) when one round of failed-literal probing does
// (every open literal probed against the givens' consequences, the
// failed ones' negations added together, then propagation): the grades
// of generate.Levels, which grades the result at the end.
type levels struct {
	s       *cdcl.Solver
	n       int // primary variables 1..n
	val     []int8
	buf     []encode.Lit
	assume  []encode.Lit
	failed  []encode.Lit
	implied []encode.Lit
	seen    []uint32 // by literal: the round a probe that held implied it
	round   uint32
}

func newLevels(e *binairo.Encoding) *levels {
	s := engine(e)
	return &levels{s: s, n: e.NumX(), val: make([]int8, e.NumX()+1), seen: make([]uint32, 2*s.NumVars()+2)}
}

// fixes propagates as and reports whether every cell is fixed, leaving
// the cells' values in val.
func (lv *levels) fixes(as []encode.Lit) (all, ok bool) {
	clear(lv.val)
	var implied []encode.Lit
	implied, ok = lv.s.Implied(as, lv.buf[:0])
	lv.buf = implied
	if !ok {
		return false, false
	}
	fixed := 0
	for _, l := range implied {
		if v := l.Var(); v <= lv.n && lv.val[v] == 0 {
			lv.val[v] = 1
			if l < 0 {
				lv.val[v] = -1
			}
			fixed++
		}
	}
	return fixed == lv.n, true
}

func (lv *levels) within(givens []encode.Lit, upto generate.Grade) bool {
	all, ok := lv.fixes(givens)
	if !ok || all || upto == generate.Easy {
		return ok && all
	}
	base := append([]int8(nil), lv.val...)
	lv.failed = lv.failed[:0]
	lv.round++
	for v := 1; v <= lv.n; v++ {
		if base[v] != 0 {
			continue
		}
		for _, l := range [2]encode.Lit{encode.Lit(v), -encode.Lit(v)} {
			if lv.seen[litIndex(l)] == lv.round {
				continue // implied by a probe that held: it holds too
			}
			lv.assume = append(append(lv.assume[:0], givens...), l)
			var ok bool
			lv.implied, ok = lv.s.Implied(lv.assume, lv.implied[:0])
			if !ok {
				lv.failed = append(lv.failed, -l)
				break
			}
			for _, m := range lv.implied {
				lv.seen[litIndex(m)] = lv.round
			}
		}
	}
	if len(lv.failed) == 0 {
		return false
	}
	all, ok = lv.fixes(append(append(lv.assume[:0], givens...), lv.failed...))
	return ok && all
}

func litIndex(l encode.Lit) int {
	if l < 0 {
		return 2*int(-l) + 1
	}
	return 2 * int(l)
}
