// Package gen generates Tents puzzles the way Simon Tatham's Tents does:
// every row and column count is shown, and the trees vary until the
// counts and trees leave exactly one placement of the tents, which SAT
// proves; then graded on the engine.
//
// # Construction
//
// A draw places tents at random: the cells in a random order, a tent
// wherever no tent touches it yet (8-neighbourhood), until W·H/5 tents
// stand (Tatham's number of trees). Each tent, in a random order, then
// takes a random orthogonal neighbour that is neither a tent nor a tree
// as its tree; a tent left without one is removed. The puzzle is the
// trees and all W+H counts of these tents.
//
// The draw's tents are a solution by construction (Check confirms it).
// One CDCL engine (solver/cdcl) loaded with the puzzle's encoding and
// the clause "not these tents" answers whether they are the only
// solution: Unsat means unique. A draw with a second solution is
// repaired where the two differ (fix): a cell where the other solution
// has a tent and this one none becomes a tree, and one of its free
// neighbours that touches no tent becomes its tent; the counts follow.
// The other solution is then no solution, this one still is. Up to
// Options.Fixes repairs, then the draw is dropped. For an easy target
// the draw is graded first: propagation placing every tent proves them
// unique without a uniqueness call, and so does a round of probing for
// a medium target.
//
// # Why not generate.FromSolution
//
// FromSolution removes clues while the solution stays unique. Tents'
// clues are its counts, and Tatham's puzzles show all of them: the
// freedom is in the trees, which are the puzzle's structure, not clues
// that can be taken away. So the generator keeps every count and draws
// trees (the puzz.link style with hidden counts would be FromSolution's
// job: Keep drops counts).
//
// # Grades
//
// Grader: generate.Levels on the puzzle's encoding (counts as sequential
// counters): easy when propagation alone places every tent, medium when
// one round of failed-literal probing does, hard otherwise. Tatham's
// "easy" puzzles grade easy or medium here, his "tricky" ones medium or
// hard.
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
	"github.com/puzzlesat/puzzlesat/puzzles/tents"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Options are the generator's settings.
type Options struct {
	Rows, Cols int
	Difficulty generate.Grade
	Seed       uint64
	// Tries bounds the draws (0: 200).
	Tries int
	// Fixes bounds the repairs of one draw (0: 20).
	Fixes int
}

// Validate checks the settings.
func (o *Options) Validate() error {
	if o.Rows < 4 || o.Cols < 4 || o.Rows > 60 || o.Cols > 60 {
		return fmt.Errorf("size %dx%d: want 4 to 60 on each side (Tatham: at least 4)", o.Cols, o.Rows)
	}
	return generate.CheckGrader(Grader{}, o.Difficulty)
}

// Result is one generated puzzle.
type Result struct {
	Puzzle   *tents.Puzzle
	Solution *tents.Solution
	Report   generate.Report
	Seed     uint64
	Stats    Stats
}

// Stats are the generator's figures.
type Stats struct {
	Draws   int // tent layouts drawn
	Fixes   int // repairs of a layout with a second solution
	Calls   int // uniqueness calls
	Elapsed time.Duration
}

// ID names the puzzle: tents-WxH-SEED.
func (r *Result) ID() string { return generate.ID("tents", r.Puzzle.Cols, r.Puzzle.Rows, r.Seed) }

// Generate makes one puzzle of opt.
func Generate(ctx context.Context, opt Options) (*Result, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	start := time.Now()
	r := rng.New(opt.Seed)
	tries, fixes := opt.Tries, opt.Fixes
	if tries <= 0 {
		tries = 200
	}
	if fixes <= 0 {
		fixes = 20
	}
	res := &Result{Seed: opt.Seed}
	var lastGrade generate.Grade
	graded := false
	for try := 0; try < tries; try++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p, sol := draw(opt.Rows, opt.Cols, r)
		res.Stats.Draws++
		if opt.Difficulty == generate.Easy || opt.Difficulty == generate.Medium {
			// Propagation (and a round of probing) placing every tent
			// proves them unique: grade first, and draw again at once
			// when the grade is another.
			rep, err := gradeUpto(p, opt.Difficulty)
			if err != nil {
				return nil, fmt.Errorf("grading: %w", err)
			}
			lastGrade, graded = rep.Grade, true
			if rep.Grade == opt.Difficulty && !rep.Bound && rep.Left == 0 {
				if err := tents.Check(p, sol); err != nil {
					return nil, fmt.Errorf("a drawn layout breaks the rules: %w", err)
				}
				res.Puzzle, res.Solution, res.Report = p, sol, rep
				res.Stats.Elapsed = time.Since(start)
				return res, nil
			}
			continue
		}
		unique := false
		for k := 0; ; k++ {
			if err := tents.Check(p, sol); err != nil {
				return nil, fmt.Errorf("a drawn layout breaks the rules: %w", err)
			}
			other, err := second(ctx, p, sol)
			res.Stats.Calls++
			if err != nil {
				return nil, err
			}
			if other == nil {
				unique = true
				break
			}
			if k == fixes || !fix(p, sol, other, r) {
				break
			}
			res.Stats.Fixes++
		}
		if !unique {
			continue
		}
		rep, err := generate.GradeUpto(generate.WithContext(Grader{}, ctx), p, opt.Difficulty)
		if err != nil {
			return nil, fmt.Errorf("grading: %w", err)
		}
		lastGrade, graded = rep.Grade, true
		if opt.Difficulty == generate.Any || (rep.Grade == opt.Difficulty && !rep.Bound) {
			res.Puzzle, res.Solution, res.Report = p, sol, rep
			res.Stats.Elapsed = time.Since(start)
			return res, nil
		}
	}
	if !graded {
		return nil, errors.New("no layout with one solution")
	}
	return nil, &puzzle.NoGradeError{Grade: opt.Difficulty.String(), Tries: tries, First: opt.Seed, Last: opt.Seed, Setting: "max-tries",
		Advice: "try another size", Err: fmt.Errorf("no %s puzzle in %d draws (the last was %s)", opt.Difficulty, tries, lastGrade)}
}

var touch = [8][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
var orth = [4][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}}

// draw places tents and their trees at random (see the package doc).
func draw(R, C int, r *rng.Rand) (*tents.Puzzle, *tents.Solution) {
	p := tents.NewPuzzle(R, C)
	sol := &tents.Solution{Rows: R, Cols: C, Tent: make([]bool, R*C)}
	in := func(rr, cc int) bool { return rr >= 0 && rr < R && cc >= 0 && cc < C }
	target := R * C / 5
	var placed []int
	for _, i := range r.Perm(R * C) {
		if len(placed) == target {
			break
		}
		free := true
		for _, d := range touch {
			rr, cc := i/C+d[0], i%C+d[1]
			if in(rr, cc) && sol.Tent[rr*C+cc] {
				free = false
				break
			}
		}
		if free {
			sol.Tent[i] = true
			placed = append(placed, i)
		}
	}
	for _, k := range r.Perm(len(placed)) {
		i := placed[k]
		var cand []int
		for _, d := range orth {
			rr, cc := i/C+d[0], i%C+d[1]
			if in(rr, cc) && !sol.Tent[rr*C+cc] && !p.Tree[rr*C+cc] {
				cand = append(cand, rr*C+cc)
			}
		}
		if len(cand) == 0 {
			sol.Tent[i] = false
			continue
		}
		p.Tree[cand[r.IntN(len(cand))]] = true
	}
	setCounts(p, sol)
	return p, sol
}

// setCounts gives p every count of sol.
func setCounts(p *tents.Puzzle, sol *tents.Solution) {
	R, C := p.Rows, p.Cols
	for rr := 0; rr < R; rr++ {
		p.RowCount[rr] = 0
	}
	for cc := 0; cc < C; cc++ {
		p.ColCount[cc] = 0
	}
	for i, t := range sol.Tent {
		if t {
			p.RowCount[i/C]++
			p.ColCount[i%C]++
		}
	}
}

// fix changes p where sol and other differ so that other is no longer a
// solution while sol stays one (see the package doc), or reports false
// when no cell of other's tents can become a tree with a tent of its own.
func fix(p *tents.Puzzle, sol, other *tents.Solution, r *rng.Rand) bool {
	R, C := p.Rows, p.Cols
	in := func(rr, cc int) bool { return rr >= 0 && rr < R && cc >= 0 && cc < C }
	var diff []int
	for i := range sol.Tent {
		if other.Tent[i] && !sol.Tent[i] {
			diff = append(diff, i)
		}
	}
	for _, k := range r.Perm(len(diff)) {
		i := diff[k]
		// i becomes a tree; find a neighbour j for its tent.
		for _, dk := range r.Perm(4) {
			d := orth[dk]
			rr, cc := i/C+d[0], i%C+d[1]
			if !in(rr, cc) {
				continue
			}
			j := rr*C + cc
			if p.Tree[j] || sol.Tent[j] {
				continue
			}
			ok := true
			for _, t := range touch {
				r2, c2 := rr+t[0], cc+t[1]
				if in(r2, c2) && sol.Tent[r2*C+c2] {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			p.Tree[i] = true
			sol.Tent[j] = true
			setCounts(p, sol)
			return true
		}
	}
	return false
}

// second is a solution of p other than sol, or nil when sol is the only
// one.
func second(ctx context.Context, p *tents.Puzzle, sol *tents.Solution) (*tents.Solution, error) {
	e, err := tents.Encode(p, tents.Options{Card: encode.SeqCounter})
	if err != nil {
		return nil, err
	}
	s := engine(e)
	defer cdcl.Recycle(s)
	var block []encode.Lit
	for _, l := range e.Primary() {
		i := cellOfLit(e, l)
		if sol.Tent[i] {
			block = append(block, -l)
		} else {
			block = append(block, l)
		}
	}
	s.AddClause(block)
	switch s.Solve(ctx, nil) {
	case cdcl.Unsat:
		return nil, nil
	case cdcl.Sat:
		return e.Decode(s.Model())
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return nil, errors.New("the engine gave up")
}

// cellOfLit is the cell of a tent literal.
func cellOfLit(e *tents.Encoding, l encode.Lit) int {
	f := e.Fact(l).JSON.(tents.FactJSON)
	return f.Cell[0]*e.Puzzle.Cols + f.Cell[1]
}

// engine loads e's clauses into a CDCL engine: a recycled one when the
// pool has one (a generator makes many, one after the other).
func engine(e *tents.Encoding) *cdcl.Solver {
	s := cdcl.Spare()
	if s == nil {
		s = cdcl.New(cdcl.Options{})
	} else {
		s.Reset(cdcl.Options{})
	}
	s.EnsureVars(e.Formula.Vars.NumVars())
	e.Formula.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	return s
}

// Grader grades tents on the engine (generate.Levels): easy when
// propagation alone places every tent, medium when one round of
// failed-literal probing does, hard otherwise.
type Grader struct{}

// Grade grades p in full.
func (g Grader) Grade(p puzzle.Puzzle) (generate.Report, error) { return g.GradeUpto(p, generate.Any) }

// GradeUpto stops once the grade is known to exceed upto.
func (Grader) GradeUpto(pz puzzle.Puzzle, upto generate.Grade) (generate.Report, error) {
	p, ok := pz.(*tents.Puzzle)
	if !ok {
		return generate.Report{}, fmt.Errorf("tents grader: not a tents puzzle: %T", pz)
	}
	e, err := tents.Encode(p, tents.Options{Card: encode.SeqCounter})
	if err != nil {
		return generate.Report{}, err
	}
	if upto == generate.Hard {
		upto = generate.Any
	}
	s := engine(e)
	defer cdcl.Recycle(s)
	lv := generate.Levels{S: s, Primary: e.Primary(), Upto: upto}
	return lv.Run()
}

// gradeUpto is Grader's GradeUpto for the generator's own puzzles.
func gradeUpto(p *tents.Puzzle, upto generate.Grade) (generate.Report, error) {
	return Grader{}.GradeUpto(p, upto)
}
