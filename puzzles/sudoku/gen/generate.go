// Package gen generates Sudoku puzzles (classic, X, jigsaw, jigsaw X)
// with exactly one solution, proved by SAT, and grades them on the engine.
//
// # Construction
//
// A jigsaw's regions come first: the boxes, reshaped by random swaps of
// cells between neighbouring regions that keep every region connected
// and of N cells (randomRegions); a layout without any solution is
// dropped. Solution next: a random full grid is a model of the empty puzzle's
// encoding found by the CDCL engine (solver/cdcl) with random phases (each
// cell's first try is a random digit). Then the givens go: all cells
// start given; in a random order (in pairs symmetric about the centre,
// Tatham's default symmetry, unless --symmetry none), a given is removed
// when the rest still determine the solution. One engine holds the rules
// and the clause "not this solution"; a set of givens, passed as
// assumptions, determines the solution exactly when that engine answers
// Unsat under them, so each test is one incremental call.
//
// For an easy or medium target the removal also keeps the engine's grade
// (Grader: generate.Levels, propagation then rounds of failed-literal
// probing) within the target; other targets remove every given they can
// (a minimal puzzle). A puzzle of another grade than the one asked is
// dropped and the next grid tried, up to Options.Tries. The default
// grader is the engine's, not the explanations' (see Grader).
package gen

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Options are the generator's settings.
type Options struct {
	// BoxRows × BoxCols is the box shape (N = BoxRows·BoxCols).
	BoxRows, BoxCols int
	X                bool // the X variant
	// Jigsaw draws N random connected regions of N cells instead of the
	// boxes (randomRegions).
	Jigsaw bool
	// Symmetric removes givens in pairs symmetric about the centre.
	Symmetric  bool
	Difficulty generate.Grade
	Grader     generate.Grader // nil: DefaultGrader
	Seed       uint64
	Tries      int // grids tried for the difficulty (0: 20, 300 for hard)
}

// Validate checks the settings.
func (o *Options) Validate() error {
	n := o.BoxRows * o.BoxCols
	if o.BoxRows < 1 || o.BoxCols < 2 || n < 4 || n > 16 {
		return fmt.Errorf("boxes %dx%d: want a grid of 4 to 16 (boxes at least 1x2)", o.BoxRows, o.BoxCols)
	}
	if o.Grader == nil {
		o.Grader = DefaultGrader()
	}
	return generate.CheckGrader(o.Grader, o.Difficulty)
}

// DefaultGrader is the engine's grader (Grader: singles, probing,
// deeper); see Grader for why not the explanations' clue count.
func DefaultGrader() generate.Grader { return Grader{} }

// Result is one generated puzzle.
type Result struct {
	Puzzle   *sudoku.Puzzle
	Solution *sudoku.Solution
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

// ID names the puzzle: sudoku-9x9-SEED.
func (r *Result) ID() string {
	return generate.ID("sudoku", r.Puzzle.N, r.Puzzle.N, r.Seed)
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
		tries = 20
		if opt.Difficulty == generate.Hard {
			tries = 300 // a minimal 9x9 is hard for the engine about once in 50
		}
	}
	res := &Result{Seed: opt.Seed}
	var last *Result
	for try := 0; try < tries; try++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		empty := emptyPuzzle(opt, r)
		sol, err := fullGrid(ctx, empty, r)
		if err == errNoGrid {
			continue // a jigsaw layout without a solution
		}
		if err != nil {
			return nil, err
		}
		res.Stats.Grids++
		p, calls, err := removeGivens(ctx, opt, empty, sol, r)
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

// emptyPuzzle is a puzzle of opt without givens; a jigsaw gets random
// regions (randomRegions).
func emptyPuzzle(opt Options, r *rng.Rand) *sudoku.Puzzle {
	n := opt.BoxRows * opt.BoxCols
	if opt.Jigsaw {
		return &sudoku.Puzzle{N: n, X: opt.X, Regions: randomRegions(n, opt.BoxRows, opt.BoxCols, r), Givens: make([]int, n*n)}
	}
	return &sudoku.Puzzle{N: n, BoxRows: opt.BoxRows, BoxCols: opt.BoxCols, X: opt.X,
		Regions: sudoku.BoxRegions(n, opt.BoxRows, opt.BoxCols), Givens: make([]int, n*n)}
}

// errNoGrid: the empty puzzle has no solution (a jigsaw layout can have
// none).
var errNoGrid = errors.New("the empty grid has no solution")

// fullGrid is a random solution of the empty puzzle: a model found with
// a random digit as each cell's first try.
func fullGrid(ctx context.Context, p *sudoku.Puzzle, r *rng.Rand) (*sudoku.Solution, error) {
	e, err := sudoku.Encode(p, sudoku.Options{})
	if err != nil {
		return nil, err
	}
	s := engine(e)
	n := p.N
	for i := 0; i < n*n; i++ {
		s.SetPhase(e.X(i/n, i%n, 1+r.IntN(n)))
	}
	if st := s.Solve(ctx, nil); st != cdcl.Sat {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, errNoGrid
	}
	return e.Decode(s.Model())
}

// removeGivens removes givens from the full grid sol while it stays the
// only solution (and, for an easy or medium target, while the engine's
// grade stays within it).
func removeGivens(ctx context.Context, opt Options, empty *sudoku.Puzzle, sol *sudoku.Solution, r *rng.Rand) (*sudoku.Puzzle, int, error) {
	p := *empty
	p.Givens = append([]int(nil), sol.Grid...)
	e, err := sudoku.Encode(empty, sudoku.Options{})
	if err != nil {
		return nil, 0, err
	}
	s := engine(e)
	n := p.N
	lit := func(i int) encode.Lit { return e.X(i/n, i%n, sol.Grid[i]) }
	block := make([]encode.Lit, n*n)
	for i := range block {
		block[i] = -lit(i)
	}
	s.AddClause(block) // not this solution
	calls := 0
	unique := func() (bool, error) {
		var as []encode.Lit
		for i, v := range p.Givens {
			if v != 0 {
				as = append(as, lit(i))
			}
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
	order := r.Perm(n * n)
	for _, i := range order {
		j := n*n - 1 - i
		if p.Givens[i] == 0 {
			continue
		}
		p.Givens[i] = 0
		if opt.Symmetric {
			p.Givens[j] = 0
		}
		ok, err := unique()
		if err != nil {
			return nil, calls, err
		}
		if ok && (opt.Difficulty == generate.Easy || opt.Difficulty == generate.Medium) {
			ok, err = withinGrade(&p, opt.Difficulty)
			if err != nil {
				return nil, calls, err
			}
		}
		if !ok {
			p.Givens[i] = sol.Grid[i]
			if opt.Symmetric {
				p.Givens[j] = sol.Grid[j]
			}
		}
	}
	return &p, calls, nil
}

// withinGrade reports whether the engine grades p (unique) at most upto:
// propagation solves it (easy), or one round of probing does (medium).
func withinGrade(p *sudoku.Puzzle, upto generate.Grade) (bool, error) {
	rep, err := Grader{}.GradeUpto(p, upto)
	if err != nil {
		return false, err
	}
	return !rep.Bound && rep.Grade <= upto, nil
}

// Make is the generate.Maker of opt.
func Make(opt Options) generate.Maker {
	return func(ctx context.Context, seed uint64) (*generate.Generated, error) {
		o := opt
		o.Seed = seed
		r, err := Generate(ctx, o)
		if err != nil {
			return nil, err
		}
		return &generate.Generated{ID: r.ID(), Puzzle: r.Puzzle, Report: r.Report, Elapsed: r.Stats.Elapsed,
			Figures: fmt.Sprintf("%d givens, %d grids, %d uniqueness calls", r.Puzzle.NumGivens(), r.Stats.Grids, r.Stats.Calls)}, nil
	}
}

// cut reads "RxC".
func cut(s string) (int, int, bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == 'x' {
			a, err1 := strconv.Atoi(s[:i])
			b, err2 := strconv.Atoi(s[i+1:])
			return a, b, err1 == nil && err2 == nil
		}
	}
	return 0, 0, false
}
