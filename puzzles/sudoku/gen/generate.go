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
// Unsat under them, so each test is one incremental call. That part is
// generate.FromSolution's, the generic solution-first generator: this
// package gives it the random full grid and how to keep givens (Generate).
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
	"slices"
	"strconv"
	"time"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
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

// Generate makes one puzzle of opt, with generate.FromSolution: the
// random full grid of a draw (fullGrid) shows every digit; the givens go
// in the order of a random permutation of the cells (their mirror image
// with them: Source.Partner); an easy or medium target is kept while
// removing by FromSolution's check (generate.Levels on the full grid's
// encoding under the kept givens' selectors: the reasoning of Grader,
// which gave the same puzzles, from one encoding rather than one a
// given tried: medium puzzles come about 1.6 times as fast).
func Generate(ctx context.Context, opt Options) (*Result, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	tries := opt.Tries
	if tries <= 0 {
		tries = 20
		if opt.Difficulty == generate.Hard {
			tries = 300 // a minimal 9x9 is hard for the engine about once in 50
		}
	}
	src := generate.Source{
		Kind: sudoku.Kind,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			empty := emptyPuzzle(opt, r)
			sol, err := fullGrid(ctx, empty, r)
			if err == errNoGrid {
				return nil, nil, generate.ErrRetry // a jigsaw layout without a solution
			}
			if err != nil {
				return nil, nil, err
			}
			full := *empty
			full.Givens = slices.Clone(sol.Grid)
			return &full, sol, nil
		},
		Keep: keepGivens,
	}
	if opt.Symmetric {
		src.Partner = func(full puzzle.Puzzle, i int) int { return len(full.(*sudoku.Puzzle).Givens) - 1 - i }
	}
	res, err := generate.FromSolution(ctx, src, generate.FromOptions{Difficulty: opt.Difficulty, Grader: opt.Grader,
		Seed: opt.Seed, Tries: tries, TriesSetting: generate.MaxTries})
	if err != nil {
		return nil, err
	}
	return &Result{Puzzle: res.Puzzle.(*sudoku.Puzzle), Solution: res.Solution.(*sudoku.Solution), Report: res.Report, Seed: opt.Seed,
		Stats: Stats{Grids: res.Stats.Draws, Calls: res.Stats.Calls, Elapsed: res.Stats.Elapsed}}, nil
}

// keepGivens is full (every cell given) with the givens kept; given k
// (the k-th of full's givens, in the order Encode lists its clues) stays
// when kept[k].
func keepGivens(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
	p := *pz.(*sudoku.Puzzle)
	p.Givens = slices.Clone(p.Givens)
	k := 0
	for i, d := range p.Givens {
		if d != 0 {
			if !kept[k] {
				p.Givens[i] = 0
			}
			k++
		}
	}
	return &p
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
