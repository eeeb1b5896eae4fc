// Package gen generates Star Battle puzzles with exactly one solution,
// proved by SAT, graded by their explanations.
//
// # Construction
//
// In Star Battle the regions are the clues, and there is nothing to
// remove: generate.FromSolution's clue removal does not fit. The
// generator builds the regions around a planted solution instead:
//
//  1. Stars: a random placement of N stars in every row and column, no
//     two touching (a model of those rules alone, found by the CDCL engine
//     with random phases).
//  2. Regions: one region grown at random from each star
//     (regions.Grow), then, for N > 1, the regions joined in connected
//     groups of N (a random greedy grouping; a grouping that gets stuck
//     grows the regions again). Every region now holds N planted stars.
//  3. Uniqueness: while the engine finds a second solution S2, a cell
//     where S2 has a star and the planted solution none moves to a
//     neighbouring region (one that keeps the region it leaves
//     connected): the planted solution still fits, S2 no longer does
//     (one region lost one of its stars, another gained one). When every
//     such cell lies inside its region, a cell beside one of them (or
//     else any cell) without a planted star moves instead, so that the
//     next round finds one on a border.
//     A layout that runs out of rounds starts again from new stars.
//
// The unique puzzle is then graded by its explanation (ExplainGrader,
// the regions being its clues: easy when every step uses at most one
// region, medium two, hard three or more); a puzzle of another grade than
// the one asked is dropped and the next tried, up to Options.Tries.
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
	"github.com/puzzlesat/puzzlesat/puzzles/starbattle"
	"github.com/puzzlesat/puzzlesat/shape/regions"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Options are the generator's settings.
type Options struct {
	Size       int // the grid's side
	Stars      int // stars a row, column and region
	Difficulty generate.Grade
	Grader     generate.Grader // nil: DefaultGrader
	Seed       uint64
	Tries      int // unique puzzles graded for the difficulty (0: 30)
}

// Validate checks the settings.
func (o *Options) Validate() error {
	if o.Size < 4 || o.Size > 20 {
		return fmt.Errorf("size %d: want 4 to 20", o.Size)
	}
	// N stars in a row need 2N-1 columns; N per 2 rows need room too:
	// janko.at's sizes go up to 4N+2 or so, and below 4N+1 few layouts exist.
	if o.Stars < 1 || 4*o.Stars+1 > o.Size {
		return fmt.Errorf("%d stars in a %dx%d grid: want 1 to %d", o.Stars, o.Size, o.Size, (o.Size-1)/4)
	}
	if o.Grader == nil {
		o.Grader = DefaultGrader()
	}
	return generate.CheckGrader(o.Grader, o.Difficulty)
}

// DefaultGrader grades by explanations, the regions being the clues, with
// the engine's grade as the exact pre-filter of easy.
func DefaultGrader() generate.Grader {
	return generate.ExplainGrader{Kind: Kind, Engine: Grader{}}
}

// Result is one generated puzzle.
type Result struct {
	Puzzle   *starbattle.Puzzle
	Solution *starbattle.Solution
	Report   generate.Report
	Seed     uint64
	Stats    Stats
}

// Stats are the generator's figures.
type Stats struct {
	Layouts int // star placements tried
	Moves   int // cells moved between regions
	Calls   int // uniqueness calls
	Elapsed time.Duration
}

// ID names the puzzle: starbattle-10x10-SEED.
func (r *Result) ID() string {
	return generate.ID("starbattle", r.Puzzle.Cols, r.Puzzle.Rows, r.Seed)
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
		tries = 30
	}
	res := &Result{Seed: opt.Seed}
	var last generate.Grade = generate.Any
	for try := 0; try < tries; {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		res.Stats.Layouts++
		if res.Stats.Layouts > 50*tries {
			break
		}
		sol, err := stars(ctx, opt, r)
		if err != nil {
			return nil, err
		}
		p, ok, err := unique(ctx, opt, sol, r, &res.Stats)
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		try++
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
	if last == generate.Any {
		return nil, errors.New("no unique layout found")
	}
	return nil, noGrade(opt, tries, fmt.Errorf("no %s puzzle in %d tries (the last was %s)", opt.Difficulty, tries, last))
}

// stars is a random placement of opt.Stars stars in every row and column,
// no two touching.
func stars(ctx context.Context, opt Options, r *rng.Rand) (*starbattle.Solution, error) {
	n, k := opt.Size, opt.Stars
	f := encode.NewFormula()
	for i := 0; i < n*n; i++ {
		f.New(fmt.Sprintf("star(%d,%d)", i/n, i%n))
	}
	x := func(r, c int) encode.Lit { return encode.Lit(1 + r*n + c) }
	b := encode.NewBuilder(f, encode.SeqCounter, encode.Pairwise)
	for i := 0; i < n; i++ {
		var row, col []encode.Lit
		for j := 0; j < n; j++ {
			row, col = append(row, x(i, j)), append(col, x(j, i))
		}
		b.Exactly(row, k)
		b.Exactly(col, k)
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			for _, d := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
				ii, jj := i+d[0], j+d[1]
				if ii < n && jj >= 0 && jj < n {
					f.Add(-x(i, j), -x(ii, jj))
				}
			}
		}
	}
	s := engine(f)
	for i := 0; i < n*n; i++ {
		l := encode.Lit(i + 1)
		if r.IntN(n) >= k {
			l = -l
		}
		s.SetPhase(l)
	}
	if st := s.Solve(ctx, nil); st != cdcl.Sat {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("no placement of %d stars in a %dx%d grid", k, n, n)
	}
	m := s.Model()
	sol := &starbattle.Solution{Rows: n, Cols: n, Star: make([]bool, n*n)}
	for i := range sol.Star {
		sol.Star[i] = m.Value(encode.Lit(i + 1))
	}
	return sol, nil
}

// engine loads f's clauses into a new CDCL engine.
func engine(f *encode.Formula) *cdcl.Solver {
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(f.Vars.NumVars())
	f.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	return s
}

// layout grows regions around the stars of sol: one region from each
// star, joined in connected groups of N (ok false: the grouping got
// stuck).
func layout(n, k int, sol *starbattle.Solution, r *rng.Rand) ([]int, bool) {
	var seeds []int
	for i, s := range sol.Star {
		if s {
			seeds = append(seeds, i)
		}
	}
	g := regions.Grow(n, n, seeds, r.IntN)
	if k == 1 {
		return g.Of, true
	}
	// adjacency of the grown regions
	adj := make([]map[int]bool, g.N)
	for i := range adj {
		adj[i] = map[int]bool{}
	}
	for i, a := range g.Of {
		if c := i % n; c+1 < n && g.Of[i+1] != a {
			adj[a][g.Of[i+1]], adj[g.Of[i+1]][a] = true, true
		}
		if i+n < n*n && g.Of[i+n] != a {
			adj[a][g.Of[i+n]], adj[g.Of[i+n]][a] = true, true
		}
	}
	group := make([]int, g.N)
	for i := range group {
		group[i] = -1
	}
	ng := 0
	for _, a := range r.Perm(g.N) {
		if group[a] >= 0 {
			continue
		}
		members := []int{a}
		group[a] = ng
		for len(members) < k {
			var cand []int
			for _, m := range members {
				for b := range adj[m] {
					if group[b] < 0 && !contains(cand, b) {
						cand = append(cand, b)
					}
				}
			}
			if len(cand) == 0 {
				return nil, false
			}
			sortInts(cand) // map order is random: keep the seed's puzzle
			b := cand[r.IntN(len(cand))]
			group[b] = ng
			members = append(members, b)
		}
		ng++
	}
	of := make([]int, n*n)
	for i, a := range g.Of {
		of[i] = group[a]
	}
	return of, true
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func sortInts(xs []int) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// unique grows regions around sol and moves cells between them until sol
// is the only solution (ok false: this placement gave up).
func unique(ctx context.Context, opt Options, sol *starbattle.Solution, r *rng.Rand, st *Stats) (*starbattle.Puzzle, bool, error) {
	n, k := opt.Size, opt.Stars
	var of []int
	ok := false
	for t := 0; t < 20 && !ok; t++ {
		of, ok = layout(n, k, sol, r)
	}
	if !ok {
		return nil, false, nil
	}
	for round := 0; round < 4*n; round++ {
		rg, err := regions.New(n, n, of)
		if err != nil {
			return nil, false, err
		}
		p := &starbattle.Puzzle{Rows: n, Cols: n, Stars: k, Regions: rg}
		e, err := starbattle.Encode(p, starbattle.Options{Card: encode.SeqCounter})
		if err != nil {
			return nil, false, err
		}
		s := engine(e.Formula)
		block := make([]encode.Lit, 0, n*k)
		for i, star := range sol.Star {
			if star {
				block = append(block, -encode.Lit(i+1))
			}
		}
		s.AddClause(block)
		st.Calls++
		switch s.Solve(ctx, nil) {
		case cdcl.Unsat:
			return p, true, nil
		case cdcl.Sat:
		default:
			return nil, false, ctx.Err()
		}
		m := s.Model()
		if !move(n, of, sol, func(i int) bool { return m.Value(encode.Lit(i + 1)) }, r) {
			return nil, false, nil
		}
		st.Moves++
	}
	return nil, false, nil
}

// move moves a cell where other has a star and sol none into a
// neighbouring region, keeping the region it leaves connected. When no
// such cell can move (they lie inside their regions), any cell without a
// star of sol moves so instead, reshaping the regions for the next round
// (false: not even that).
func move(n int, of []int, sol *starbattle.Solution, other func(int) bool, r *rng.Rand) bool {
	var cells, near, free []int
	for i := range of {
		if !sol.Star[i] {
			free = append(free, i)
			if other(i) {
				cells = append(cells, i)
			}
		}
	}
	// Cells beside those, in their regions: moving one away brings a
	// cell of other's stars to a region's border.
	for _, i := range cells {
		for _, j := range neighbours(n, i) {
			if of[j] == of[i] && !sol.Star[j] && !other(j) && !contains(near, j) {
				near = append(near, j)
			}
		}
	}
	return moveOne(n, of, cells, r) || moveOne(n, of, near, r) || moveOne(n, of, free, r)
}

// moveOne moves one of cells, tried in a random order, into a
// neighbouring region when the region it leaves stays connected.
func moveOne(n int, of []int, cells []int, r *rng.Rand) bool {
	for _, ci := range r.Perm(len(cells)) {
		i := cells[ci]
		a := of[i]
		var nb []int
		for _, j := range neighbours(n, i) {
			if of[j] != a && !contains(nb, of[j]) {
				nb = append(nb, of[j])
			}
		}
		if len(nb) == 0 || !connectedWithout(n, of, a, i) {
			continue
		}
		of[i] = nb[r.IntN(len(nb))]
		return true
	}
	return false
}

func neighbours(n, i int) []int {
	r, c := i/n, i%n
	var out []int
	if r > 0 {
		out = append(out, i-n)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	if c+1 < n {
		out = append(out, i+1)
	}
	if r+1 < n {
		out = append(out, i+n)
	}
	return out
}

// connectedWithout reports whether region a without cell x is connected
// (and not empty).
func connectedWithout(n int, of []int, a, x int) bool {
	total, start := 0, -1
	for i, v := range of {
		if v == a && i != x {
			total++
			if start < 0 {
				start = i
			}
		}
	}
	if total == 0 {
		return false
	}
	seen := map[int]bool{start: true}
	stack := []int{start}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, j := range neighbours(n, i) {
			if j != x && of[j] == a && !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return len(seen) == total
}

// noGrade is the error of a generator that tried --max-tries draws of
// opt.Seed: a *puzzle.NoGradeError naming the setting, with err's words.
func noGrade(opt Options, tries int, err error) error {
	return &puzzle.NoGradeError{Grade: opt.Difficulty.String(), Tries: tries, First: opt.Seed, Last: opt.Seed, Setting: generate.MaxTries, Err: err}
}
