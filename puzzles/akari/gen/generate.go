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
// in a random order, while the rest still fix the lights. All of it is
// one engine session per layout: the rules, and for every black cell and
// every number 0..4 it could hold the clauses of that number guarded by
// a selector; the lights are a model with the selectors free; then the
// clause "not these lights" is added, and a set of numbers fixes the
// lights exactly when the engine answers Unsat with their selectors
// assumed, so each test is one incremental call. A layout whose full set
// of numbers does not fix the lights is dropped and another drawn; after
// 20 such layouts the black percentage goes up by 5, as Tatham's does.
//
// For an easy target every removal also keeps the puzzle solvable by
// propagation alone (the engine's easy: the explanation of such a puzzle
// uses one number a step); for medium, by one round of failed-literal
// probing; both are checked with Implied on a second engine that holds
// the same clauses but nothing learnt and no blocking clause. The grade is then taken by the grader (by default the
// explanations': the most numbers a step needs, 1 easy, 2 medium, 3 or
// more hard; or the engine's) and a puzzle of another grade than the one
// asked for is dropped.
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

// Generate makes one puzzle of opt.
func Generate(ctx context.Context, opt Options) (*Result, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	start := time.Now()
	r := rng.New(opt.Seed)
	tries := opt.Tries
	if tries <= 0 {
		tries = 100
		if opt.Difficulty == generate.Hard {
			tries = 1000 // a hard 10x10 comes about once in 20 layouts
		}
	}
	grader := generate.WithContext(opt.Grader, ctx)
	res := &Result{Seed: opt.Seed}
	blackpc := opt.BlackPercent
	failed := 0
	var last generate.Grade = -1
	for try := 0; try < tries; try++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if failed == 20 && blackpc < 90 {
			blackpc += 5
			failed = 0
		}
		res.Stats.Layouts++
		empty := blacks(opt, blackpc, r)
		ss, err := newSession(empty)
		if err != nil {
			return nil, err
		}
		sol, err := ss.randomLights(ctx, r)
		if err != nil {
			return nil, err
		}
		if sol == nil {
			failed++
			continue
		}
		full := numbered(empty, sol)
		p, calls, ok, err := ss.removeNumbers(ctx, opt, full, sol, r)
		res.Stats.Calls += calls
		if err != nil {
			return nil, err
		}
		if !ok {
			failed++
			continue
		}
		if err := akari.Check(p, sol); err != nil {
			return nil, fmt.Errorf("akari generator: the solution breaks the rules: %v", err)
		}
		rep, err := generate.GradeUpto(grader, p, opt.Difficulty)
		if err != nil {
			return nil, fmt.Errorf("grading: %w", err)
		}
		last = rep.Grade
		if opt.Difficulty == generate.Any || rep.Grade == opt.Difficulty && !rep.Bound {
			res.Puzzle, res.Solution, res.Report = p, sol, rep
			res.Stats.Elapsed = time.Since(start)
			return res, nil
		}
	}
	if last < 0 {
		return nil, errors.New("akari generator: no layout whose numbers fix the lights")
	}
	return nil, &puzzle.NoGradeError{Grade: opt.Difficulty.String(), Tries: tries, First: opt.Seed, Last: opt.Seed,
		Advice: "try another seed or size",
		Err:    fmt.Errorf("no %s puzzle in %d black layouts of seed %d (the last was %s)", opt.Difficulty, tries, opt.Seed, last)}
}

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

// guarded adds the selector's negation to every clause.
type guarded struct {
	f   *encode.Formula
	sel encode.Lit
	buf []encode.Lit
}

func (g *guarded) AddClause(c []encode.Lit) {
	g.buf = append(append(g.buf[:0], -g.sel), c...)
	g.f.AddClause(g.buf)
}

// session is one black layout's engine: the rules (akari.Encode of the
// layout, every black cell unnumbered: light variables 1..NumLights) and,
// for every black cell i and every number k of 0..4 it could hold, the
// clauses "exactly k lights next to i" guarded by a selector sel[i][k].
// A model with every selector free is a full set of lights; with some
// selectors assumed the clauses are the numbers they stand for.
type session struct {
	e     *akari.Encoding
	s     *cdcl.Solver
	sel   map[int]*[5]encode.Lit
	black []int // the black cells, row-major
}

func newSession(p *akari.Puzzle) (*session, error) {
	e, err := akari.Encode(p, akari.Options{})
	if err != nil {
		return nil, err
	}
	f := e.Formula
	ss := &session{e: e, sel: map[int]*[5]encode.Lit{}}
	g := p.Sight()
	for i, v := range p.Cells {
		if v != akari.White {
			ss.black = append(ss.black, i)
		}
	}
	// Selector 5k+n of the block: "the k-th black cell holds the number n".
	first := f.AuxBlock("akari.number", 5*len(ss.black))
	var lits []encode.Lit
	for b, i := range ss.black {
		lits = lits[:0]
		for _, j := range g.Neighbours(i) {
			if p.Cells[j] == akari.White {
				lits = append(lits, e.Var[j])
			}
		}
		var sels [5]encode.Lit
		for k := 0; k <= len(lits); k++ {
			sels[k] = first + encode.Lit(5*b+k)
			b := &encode.Builder{Vars: &f.Vars, Out: &guarded{f: f, sel: sels[k]}}
			b.Exactly(lits, k)
		}
		ss.sel[i] = &sels
	}
	ss.s = engine(f)
	for _, sels := range ss.sel {
		for _, l := range sels {
			if l != 0 {
				ss.s.SetPhase(-l)
			}
		}
	}
	return ss, nil
}

// randomLights is a random full set of lights of the session's layout
// (nil when there is none): a model with a random first try for each
// light, two in three a light (more lights make more telling numbers:
// fewer layouts whose numbers leave the lights open).
func (ss *session) randomLights(ctx context.Context, r *rng.Rand) (*akari.Solution, error) {
	for v := 1; v <= ss.e.NumLights(); v++ {
		l := encode.Lit(v)
		if r.IntN(3) == 0 {
			l = -l
		}
		ss.s.SetPhase(l)
	}
	switch ss.s.Solve(ctx, nil) {
	case cdcl.Sat:
		return ss.e.Decode(ss.s.Model())
	case cdcl.Unsat:
		return nil, nil
	}
	return nil, ctx.Err()
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

// removeNumbers removes numbers of full (the session's layout numbered
// by sol) while the rest fix sol's lights (ok false: even all of them do
// not), and for an easy or medium target while propagation, or one round
// of failed-literal probing, from them places every light.
func (ss *session) removeNumbers(ctx context.Context, opt Options, full *akari.Puzzle, sol *akari.Solution, r *rng.Rand) (*akari.Puzzle, int, bool, error) {
	e, s := ss.e, ss.s
	var prop *cdcl.Solver // the rules and guarded numbers only: nothing learnt, no blocking clause
	if opt.Difficulty == generate.Easy || opt.Difficulty == generate.Medium {
		prop = engine(e.Formula)
	}
	light := sol.Grid()
	block := make([]encode.Lit, 0, e.NumLights())
	for v := 1; v <= e.NumLights(); v++ {
		l := encode.Lit(v)
		if light[e.Cell[v]] {
			l = -l
		}
		block = append(block, l)
	}
	s.AddClause(block) // not these lights
	kept := make([]bool, len(ss.black))
	for k := range kept {
		kept[k] = true
	}
	as := func() []encode.Lit {
		var out []encode.Lit
		for k, on := range kept {
			if on {
				i := ss.black[k]
				out = append(out, ss.sel[i][full.Cells[i]])
			}
		}
		return out
	}
	calls := 0
	unique := func() (bool, error) {
		calls++
		switch s.Solve(ctx, as()) {
		case cdcl.Unsat:
			return true, nil
		case cdcl.Sat:
			return false, nil
		}
		return false, ctx.Err()
	}
	if ok, err := unique(); !ok || err != nil {
		return nil, calls, false, err
	}
	p := akari.NewPuzzle(full.Rows, full.Cols, append([]int(nil), full.Cells...))
	for _, k := range r.Perm(len(ss.black)) {
		i := ss.black[k]
		kept[k] = false
		p.Cells[i] = akari.Black
		ok, err := unique()
		if err != nil {
			return nil, calls, false, err
		}
		if ok && prop != nil {
			ok = solvedBy(prop, as(), e.NumLights(), opt.Difficulty == generate.Medium)
		}
		if !ok {
			kept[k] = true
			p.Cells[i] = full.Cells[i]
		}
	}
	return p, calls, true, nil
}

// solvedBy reports whether unit propagation under the assumptions fixes
// every one of the n light variables (1..n) or, with probe, whether one
// round of failed-literal probing and propagation after it does: the
// engine's easy and medium (generate.Levels).
func solvedBy(s *cdcl.Solver, assumptions []encode.Lit, n int, probe bool) bool {
	buf := make([]encode.Lit, 0, n+len(assumptions))
	fixed := make([]bool, n+1)
	var left []encode.Lit
	open := func(as []encode.Lit) bool {
		implied, ok := s.Implied(as, buf[:0])
		buf = implied
		if !ok {
			return false
		}
		clear(fixed)
		for _, l := range implied {
			if v := l.Var(); v <= n {
				fixed[v] = true
			}
		}
		left = left[:0]
		for v := 1; v <= n; v++ {
			if !fixed[v] && s.RootValue(encode.Lit(v)) == 0 {
				left = append(left, encode.Lit(v))
			}
		}
		return true
	}
	if ok := open(assumptions); !ok || len(left) == 0 || !probe {
		return ok && len(left) == 0
	}
	facts := append(make([]encode.Lit, 0, len(assumptions)+len(left)), assumptions...)
	as := append(make([]encode.Lit, 0, len(assumptions)+1), assumptions...)
	for _, v := range left {
		for _, l := range []encode.Lit{v, -v} {
			implied, ok := s.Implied(append(as, l), buf[:0])
			buf = implied
			if !ok {
				facts = append(facts, -l)
				break
			}
		}
	}
	ok := open(facts)
	return ok && len(left) == 0
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
