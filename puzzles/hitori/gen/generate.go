// Package gen generates Hitori puzzles with exactly one solution, proved
// by SAT, graded.
//
// # Construction
//
// Hitori gives every number, so there are no clues to remove: the
// generic solution-first loop (remove clues while SAT proves the
// solution unique) does not fit. The generator builds the solution
// first instead, as Tatham's Singles does (singles.c, new_game_desc):
//
//  1. a random shading: the cells in a random order, each shaded when no
//     neighbour is and the unshaded cells stay connected, until no more
//     can be (a maximal shading);
//  2. the unshaded cells take the numbers of a random Latin square of
//     order max(W,H) (each row chosen as a random perfect matching of
//     columns to the numbers their column lacks), so that no number
//     repeats among them;
//  3. each shaded cell takes a number that an unshaded cell of its row
//     or column holds (first choice, as Singles: one held once in its row
//     and once in its column), so that its shading is needed.
//
// The puzzle is kept when it has the grade asked for (graded first: a
// puzzle of another grade needs no proof) and SAT proves the shading the
// only solution (the CDCL engine with the clause "not this shading", the
// lazy connectivity cuts added until it answers Unsat); otherwise step 3
// is redrawn (up to 20 times, as Singles does) and then the whole
// shading.
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
	"github.com/puzzlesat/puzzlesat/puzzles/hitori"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Options are the generator's settings.
type Options struct {
	Width, Height int
	Difficulty    generate.Grade
	Grader        generate.Grader // nil: DefaultGrader
	Seed          uint64
	Tries         int // shadings tried (0: 50, 500 for hard)
}

// MaxSide bounds a generated grid's side (Singles' numbers go to 61).
const MaxSide = 30

// Validate checks the settings.
func (o *Options) Validate() error {
	if o.Width < 2 || o.Height < 2 || o.Width > MaxSide || o.Height > MaxSide {
		return fmt.Errorf("size %dx%d: each side is 2 to %d", o.Width, o.Height, MaxSide)
	}
	if o.Grader == nil {
		o.Grader = DefaultGrader()
	}
	return generate.CheckGrader(o.Grader, o.Difficulty)
}

// DefaultGrader is the engine grader (Grader). (The explanations'
// grader, ExplainGrader, counts the numbers a step uses: a step about a
// repeated number uses two, so no Hitori would be easy by it.)
func DefaultGrader() generate.Grader { return Grader{} }

// ExplainGrader grades by the explanations (--grade-by explain), the
// engine grader as its pre-filter.
func ExplainGrader() generate.ExplainGrader {
	return generate.ExplainGrader{Kind: hitori.Kind, Engine: Grader{}}
}

// Result is one generated puzzle.
type Result struct {
	Puzzle   *hitori.Puzzle
	Solution *hitori.Solution
	Report   generate.Report
	Seed     uint64
	Stats    Stats
}

// Stats are the generator's figures.
type Stats struct {
	Shadings int // shadings made
	Numbers  int // numberings of the shaded cells tried
	Calls    int // SAT calls (uniqueness, cuts included)
	Elapsed  time.Duration
}

// ID names the puzzle: hitori-WxH-SEED.
func (r *Result) ID() string { return generate.ID("hitori", r.Puzzle.Cols, r.Puzzle.Rows, r.Seed) }

const renumberings = 20 // Singles' MAXTRIES

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
		if opt.Difficulty == generate.Hard {
			tries = 500
		}
	}
	w, h := opt.Width, opt.Height
	res := &Result{Seed: opt.Seed}
	var err error
	for try := 0; try < tries; try++ {
		shaded := randomShading(w, h, r)
		latin := randomLatin(max(w, h), r)
		res.Stats.Shadings++
		sol := &hitori.Solution{Rows: h, Cols: w, Shaded: shaded}
		for k := 0; k < renumberings; k++ {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			p := numbers(w, h, shaded, latin, r, opt.Difficulty == generate.Medium || opt.Difficulty == generate.Hard)
			res.Stats.Numbers++
			// The grade first when one is asked for (a puzzle of another
			// grade needs no proof); the proof of uniqueness next.
			var rep generate.Report
			graded := false
			if opt.Difficulty != generate.Any {
				if rep, err = generate.GradeUpto(generate.WithContext(opt.Grader, ctx), p, opt.Difficulty); err != nil && !errors.Is(err, generate.ErrNoSolution) {
					return nil, fmt.Errorf("grading: %w", err)
				}
				if err != nil || rep.Grade != opt.Difficulty || rep.Bound {
					continue
				}
				graded = true
			}
			ok, calls, err := unique(ctx, p, sol)
			res.Stats.Calls += calls
			if err != nil {
				return nil, err
			}
			if !ok {
				continue
			}
			if !graded {
				if rep, err = generate.GradeUpto(generate.WithContext(opt.Grader, ctx), p, opt.Difficulty); err != nil {
					return nil, fmt.Errorf("grading: %w", err)
				}
			}
			res.Puzzle, res.Solution, res.Report = p, sol, rep
			res.Stats.Elapsed = time.Since(start)
			return res, nil
		}
	}
	if opt.Difficulty == generate.Any {
		return nil, noGrade(opt, tries, fmt.Errorf("no unique puzzle in %d shadings", tries))
	}
	return nil, noGrade(opt, tries, fmt.Errorf("no %s puzzle in %d shadings", opt.Difficulty, tries))
}

// randomShading shades the cells of a w x h grid in a random order, each
// when no neighbour is shaded and the unshaded cells stay connected.
func randomShading(w, h int, r *rng.Rand) []bool {
	n := w * h
	shaded := make([]bool, n)
	seen := make([]int, n)
	mark := 0
	stack := make([]int, 0, n)
	connectedWithout := func(x int) bool {
		mark++
		start := -1
		free := 0
		for i := 0; i < n; i++ {
			if !shaded[i] && i != x {
				free++
				if start < 0 {
					start = i
				}
			}
		}
		if start < 0 {
			return false
		}
		seen[start] = mark
		stack = append(stack[:0], start)
		reached := 0
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			reached++
			for _, u := range neighbours(v, w, h) {
				if u >= 0 && !shaded[u] && u != x && seen[u] != mark {
					seen[u] = mark
					stack = append(stack, u)
				}
			}
		}
		return reached == free
	}
	for _, i := range r.Perm(n) {
		free := true
		for _, u := range neighbours(i, w, h) {
			if u >= 0 && shaded[u] {
				free = false
			}
		}
		if free && connectedWithout(i) {
			shaded[i] = true
		}
	}
	return shaded
}

// neighbours are the four neighbours of cell i (-1 outside the grid).
func neighbours(i, w, h int) [4]int {
	r, c := i/w, i%w
	out := [4]int{-1, -1, -1, -1}
	if r > 0 {
		out[0] = i - w
	}
	if r+1 < h {
		out[1] = i + w
	}
	if c > 0 {
		out[2] = i - 1
	}
	if c+1 < w {
		out[3] = i + 1
	}
	return out
}

// randomLatin is a random Latin square of order o (numbers 1..o,
// row-major): each row a random perfect matching of the columns to the
// numbers their column lacks (Kuhn's augmenting paths, tried in random
// order; a Latin rectangle always extends, by Hall's theorem).
func randomLatin(o int, r *rng.Rand) []int {
	sq := make([]int, o*o)
	used := make([][]bool, o) // used[c][v-1]: column c holds v
	for c := range used {
		used[c] = make([]bool, o)
	}
	for row := 0; row < o; row++ {
		owner := make([]int, o) // number v-1 -> column, -1 free
		for v := range owner {
			owner[v] = -1
		}
		order := make([][]int, o) // each column's candidate numbers, shuffled
		for c := range order {
			order[c] = r.Perm(o)
		}
		var try func(c int, visited []bool) bool
		try = func(c int, visited []bool) bool {
			for _, v := range order[c] {
				if used[c][v] || visited[v] {
					continue
				}
				visited[v] = true
				if owner[v] < 0 || try(owner[v], visited) {
					owner[v] = c
					return true
				}
			}
			return false
		}
		for _, c := range r.Perm(o) {
			try(c, make([]bool, o))
		}
		for v, c := range owner {
			if c >= 0 {
				sq[row*o+c] = v + 1
				used[c][v] = true
			}
		}
	}
	return sq
}

// numbers is the puzzle of shading shaded: the unshaded cells keep the
// Latin square's numbers (cropped to w x h), each shaded cell a number an
// unshaded cell of its row or column holds (first choice, as Singles'
// best_black_col: one held once in its row and once in its column).
//
// With plain set (a medium or hard target), a number that would give a
// pattern away (the same number two cells off in the row or column, or
// next to it) is the last choice.
func numbers(w, h int, shaded []bool, latin []int, r *rng.Rand, plain bool) *hitori.Puzzle {
	o := max(w, h)
	p := &hitori.Puzzle{Rows: h, Cols: w, Nums: make([]int, w*h)}
	rowN := make([]int, h*o)
	colN := make([]int, w*o)
	for i := range p.Nums {
		if shaded[i] {
			continue
		}
		y, x := i/w, i%w
		v := latin[y*o+x]
		p.Nums[i] = v
		rowN[y*o+v-1]++
		colN[x*o+v-1]++
	}
	for i := range p.Nums {
		if !shaded[i] {
			continue
		}
		y, x := i/w, i%w
		perm := r.Perm(o)
		pick := -1
		if plain {
			for _, v := range perm {
				if rowN[y*o+v] == 1 && colN[x*o+v] == 1 && !pattern(p, x, y, v+1) {
					pick = v
					break
				}
			}
			for _, v := range perm {
				if pick < 0 && (rowN[y*o+v] != 0 || colN[x*o+v] != 0) && !pattern(p, x, y, v+1) {
					pick = v
				}
			}
		}
		for _, v := range perm {
			if pick < 0 && rowN[y*o+v] == 1 && colN[x*o+v] == 1 {
				pick = v
			}
		}
		if pick < 0 {
			for _, v := range perm {
				if rowN[y*o+v] != 0 || colN[x*o+v] != 0 {
					pick = v
					break
				}
			}
		}
		if pick < 0 {
			pick = perm[0] // a row and column without unshaded cells: cannot happen in a connected shading
		}
		rowN[y*o+pick]++
		colN[x*o+pick]++
		p.Nums[i] = pick + 1
	}
	return p
}

// unique reports whether sol is p's only solution: the engine holds p's
// clauses and "not this shading"; a model is refined with the lazy
// connectivity cuts until the engine answers Unsat (unique) or gives a
// connected model (another solution).
func unique(ctx context.Context, p *hitori.Puzzle, sol *hitori.Solution) (bool, int, error) {
	e, err := hitori.Encode(p, hitori.Options{})
	if err != nil {
		return false, 0, err
	}
	s := engine(e)
	block := make([]encode.Lit, len(sol.Shaded))
	for i, sh := range sol.Shaded {
		block[i] = encode.Lit(1 + i)
		if sh {
			block[i] = -block[i]
		}
	}
	s.AddClause(block)
	calls := 0
	for {
		calls++
		switch s.Solve(ctx, nil) {
		case cdcl.Unsat:
			return true, calls, nil
		case cdcl.Sat:
		default:
			return false, calls, ctx.Err()
		}
		cuts := e.Refine(s.Model())
		if len(cuts) == 0 {
			return false, calls, nil
		}
		for _, c := range cuts {
			s.AddClause(c)
		}
	}
}

// pattern reports whether number v at (y,x) would stand next to or two
// cells off the same number in its row or column (the numbers placed so
// far).
func pattern(p *hitori.Puzzle, x, y, v int) bool {
	for _, d := range [][2]int{{0, 1}, {0, 2}, {0, -1}, {0, -2}, {1, 0}, {2, 0}, {-1, 0}, {-2, 0}} {
		yy, xx := y+d[0], x+d[1]
		if yy >= 0 && yy < p.Rows && xx >= 0 && xx < p.Cols && p.Nums[yy*p.Cols+xx] == v {
			return true
		}
	}
	return false
}

// noGrade is the error of a generator that tried --max-tries draws of
// opt.Seed: a *puzzle.NoGradeError naming the setting, with err's words.
func noGrade(opt Options, tries int, err error) error {
	return &puzzle.NoGradeError{Grade: opt.Difficulty.String(), Tries: tries, First: opt.Seed, Last: opt.Seed, Setting: generate.MaxTries, Err: err}
}
