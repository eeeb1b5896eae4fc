// Package gen generates Slitherlink puzzles with exactly one solution,
// proved by SAT, graded on the engine.
//
// # Construction
//
// The loop first: a random region of cells grows from one cell, a
// neighbouring cell at a time, while it stays simply connected (the
// cells outside it stay connected to the grid's border) and no two of
// its cells touch only at a corner (the boundary would meet itself
// there); it stops at a random 40-65% of the grid. The region's boundary
// is the loop (Tatham's Loopy grows its loops the same way). The full
// puzzle shows every cell's count; a full puzzle with another solution
// is dropped and the next region drawn.
//
// Then the clues go, in a random order, while the solution stays the
// only one: one incremental CDCL session holds the rules, the clues
// guarded by their selectors (slitherlink.Encode with Explain) and the
// clause "not this solution"; the clues kept are assumed, the others
// assumed off, and the puzzle is unique when the session answers Unsat.
// A model with several loops gets the lazy rule's cuts (valid for every
// solution, kept for the session) and the call goes on.
//
// For an easy or medium target a clue goes only when the engine's grade
// (Grader) of the clues left stays within it; a puzzle of another grade
// than the one asked is dropped and the next region tried.
package gen

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
	"github.com/puzzlesat/puzzlesat/shape/loop"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Options are the generator's settings.
type Options struct {
	Rows, Cols int
	Difficulty generate.Grade
	Grader     generate.Grader // nil: Grader{}
	Seed       uint64
	Tries      int // regions tried for the difficulty (0: 50)
}

// Validate checks the settings.
func (o *Options) Validate() error {
	if o.Rows < 2 || o.Cols < 2 || o.Rows > 50 || o.Cols > 50 {
		return fmt.Errorf("size %dx%d: want 2 to 50 a side", o.Cols, o.Rows)
	}
	if o.Grader == nil {
		o.Grader = Grader{}
	}
	return generate.CheckGrader(o.Grader, o.Difficulty)
}

// Result is one generated puzzle.
type Result struct {
	Puzzle   *slitherlink.Puzzle
	Solution *slitherlink.Solution
	Report   generate.Report
	Seed     uint64
	Stats    Stats
}

// Stats are the generator's figures.
type Stats struct {
	Loops   int // loops drawn
	Calls   int // uniqueness calls
	Cuts    int // lazy cuts added
	Elapsed time.Duration
}

// ID names the puzzle: slitherlink-WxH-SEED.
func (r *Result) ID() string { return generate.ID("slitherlink", r.Puzzle.Cols, r.Puzzle.Rows, r.Seed) }

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
	var last generate.Grade = -1
	for try := 0; try < tries; try++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		sol := slitherlink.FromInside(opt.Rows, opt.Cols, RandomRegion(opt.Rows, opt.Cols, r))
		res.Stats.Loops++
		full := FullPuzzle(sol)
		p, ok, err := removeClues(ctx, opt, full, sol, r, &res.Stats)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue // the full puzzle has another solution
		}
		rep, err := generate.GradeUpto(generate.WithContext(opt.Grader, ctx), p, opt.Difficulty)
		if err != nil {
			return nil, fmt.Errorf("grading: %w", err)
		}
		last = rep.Grade
		if opt.Difficulty == generate.Any || (rep.Grade == opt.Difficulty && !rep.Bound) {
			res.Puzzle, res.Solution, res.Report = p, sol, rep
			res.Stats.Elapsed = time.Since(start)
			return res, nil
		}
	}
	if last < 0 {
		return nil, errors.New("no loop whose full puzzle is unique")
	}
	return nil, noGrade(opt, tries, fmt.Errorf("no %s puzzle in %d loops (the last was %s)", opt.Difficulty, tries, last))
}

// RandomRegion is loop.RandomRegion: a random simply connected region
// of cells, no two of them touching only at a corner, of 40-65% of the
// grid (less when the growth gets stuck).
func RandomRegion(rows, cols int, r *rng.Rand) []bool { return loop.RandomRegion(rows, cols, r) }

// FullPuzzle is the puzzle showing every cell's count of loop edges.
func FullPuzzle(s *slitherlink.Solution) *slitherlink.Puzzle {
	p := slitherlink.NewPuzzle(s.Rows, s.Cols)
	for r := 0; r < s.Rows; r++ {
		for c := 0; c < s.Cols; c++ {
			k := 0
			for _, e := range p.CellEdges(r, c) {
				if s.Edge(e) {
					k++
				}
			}
			p.Clues[r*s.Cols+c] = k
		}
	}
	return p
}

// engine loads a formula into a new CDCL engine.
func engine(f *encode.Formula) *cdcl.Solver {
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(f.Vars.NumVars())
	f.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	return s
}

// removeClues removes clues from full while sol stays its only solution
// (ok false: full itself has another one).
func removeClues(ctx context.Context, opt Options, full *slitherlink.Puzzle, sol *slitherlink.Solution, r *rng.Rand, st *Stats) (*slitherlink.Puzzle, bool, error) {
	e, err := slitherlink.Encode(full, slitherlink.Options{Explain: true})
	if err != nil {
		return nil, false, err
	}
	s := engine(e.Formula)
	ne := full.NumEdges()
	block := make([]encode.Lit, ne)
	for i := range block {
		block[i] = e.Lit(i)
		if sol.Edge(i) {
			block[i] = -block[i]
		}
	}
	s.AddClause(block)
	kept := make([]bool, len(e.Clues))
	for i := range kept {
		kept[i] = true
	}
	assume := make([]encode.Lit, len(e.Clues))
	unique := func() (bool, error) {
		for i, c := range e.Clues {
			assume[i] = c.Selector
			if !kept[i] {
				assume[i] = -c.Selector
			}
		}
		for {
			st.Calls++
			switch s.Solve(ctx, assume) {
			case cdcl.Unsat:
				return true, nil
			case cdcl.Sat:
				cuts := e.Refine(s.Model())
				if len(cuts) == 0 {
					return false, nil
				}
				st.Cuts += len(cuts)
				for _, c := range cuts {
					s.AddClause(c)
				}
			default:
				return false, ctx.Err()
			}
		}
	}
	if ok, err := unique(); err != nil || !ok {
		return nil, false, err
	}
	cells := make([]int, len(e.Clues)) // clue i's cell
	for i, c := range e.Clues {
		cj := c.JSON.(slitherlink.ClueJSON)
		cells[i] = cj.Cell[0]*full.Cols + cj.Cell[1]
	}
	p := *full
	p.Clues = append([]int(nil), full.Clues...)
	within := opt.Difficulty == generate.Easy || opt.Difficulty == generate.Medium
	// easy: propagation in the session (the rules, the clues kept, "not
	// this solution", the one-loop Rule) refutes every other loop, which
	// is propagation fixing every edge: the engine's easy, without a new
	// encoding per clue.
	rule := Rule(full)
	var buf []encode.Lit
	val := make([]int8, s.NumVars()+1)
	easy := func() bool {
		for i, c := range e.Clues {
			assume[i] = c.Selector
			if !kept[i] {
				assume[i] = -c.Selector
			}
		}
		as := append([]encode.Lit(nil), assume...)
		for {
			var ok bool
			buf, ok = s.Implied(as, buf[:0])
			if !ok {
				return true
			}
			clear(val)
			for _, l := range buf {
				if l > 0 {
					val[l] = 1
				} else {
					val[-l] = -1
				}
			}
			value := func(l encode.Lit) int8 {
				v := val[l.Var()]
				if v == 0 {
					v = s.RootValue(encode.Lit(l.Var()))
				}
				if l < 0 {
					return -v
				}
				return v
			}
			forced, conflict := rule(value)
			if conflict {
				return true
			}
			n := len(as)
			for _, l := range forced {
				if value(l) == 0 {
					as = append(as, l)
				}
			}
			if len(as) == n {
				return false
			}
		}
	}
	for _, i := range r.Perm(len(e.Clues)) {
		kept[i] = false
		var ok bool
		if opt.Difficulty == generate.Easy {
			ok = easy()
		} else if within && easy() {
			ok = true // easy is within medium: no grading needed
		} else if within {
			// The engine's grade within easy or medium fixes every
			// edge by sound reasoning: the loop is then unique, and no
			// SAT call is needed.
			p.Clues[cells[i]] = slitherlink.None
			rep, err := Grader{}.GradeUpto(&p, opt.Difficulty)
			if err != nil && !errors.Is(err, generate.ErrNoSolution) {
				return nil, false, err
			}
			ok = err == nil && !rep.Bound && rep.Grade <= opt.Difficulty && rep.Left == 0
			p.Clues[cells[i]] = full.Clues[cells[i]]
		} else if ok, err = unique(); err != nil {
			return nil, false, err
		}
		if ok {
			p.Clues[cells[i]] = slitherlink.None
		} else {
			kept[i] = true
		}
	}
	return &p, true, nil
}

// noGrade is the error of a generator that tried --max-tries draws of
// opt.Seed: a *puzzle.NoGradeError naming the setting, with err's words.
func noGrade(opt Options, tries int, err error) error {
	return &puzzle.NoGradeError{Grade: opt.Difficulty.String(), Tries: tries, First: opt.Seed, Last: opt.Seed, Setting: generate.MaxTries, Err: err}
}
