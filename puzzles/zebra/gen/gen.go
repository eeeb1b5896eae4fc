package gen

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

// MaxSize is the largest number of houses or categories Generate accepts.
const MaxSize = 20

// Options configure Generate.
type Options struct {
	Houses     int // N, 2..MaxSize
	Categories int // M, 1..MaxSize (not counting the houses)
	Seed       uint64
	// Kinds are the enabled clue types; nil means DefaultKinds.
	Kinds []zebra.ClueKind
	// Difficulty, when not Any, keeps only puzzles of that grade: Generate
	// tries the seeds Seed, Seed+1, ... until one gives a puzzle of that
	// grade (Result.Seed says which), at most MaxTries seeds.
	Difficulty generate.Grade
	MaxTries   int // 0 means 200
	// Derive appends LogikGen's derived redundant clues to the puzzle (see
	// Derive); Difficulty then selects on GradeDerived.
	Derive  bool
	Variant Variant // the derivation variant (Indirect by default)
	// Categories and values to use instead of the built-in themes (for
	// example read from a user's file): the first Categories categories
	// are used with their first Houses values. nil means Themes.
	Source []Theme
	// Progress, when not nil, is called as the work on a puzzle goes on
	// (from the goroutine that called Generate; often, so keep it cheap).
	Progress func(Progress)
}

// Progress tells how far Generate is with a puzzle.
type Progress struct {
	Seed  uint64 // the seed being tried
	Stage Stage
	// Done and Total count the pool's clues: drawn so far (StagePool,
	// Total 0), or decided (kept or removed) of all (StageRemoval).
	Done, Total int
}

// Stage is a step of the generation of one puzzle.
type Stage int

// The stages, in order.
const (
	StagePool    Stage = iota // drawing clues until the solution is unique
	StageRemoval              // removing clues down to a minimal set
	StageGrade                // grading
)

func (s Stage) String() string {
	return [...]string{"drawing clues", "removing clues", "grading"}[s]
}

// NoGradeError is Generate's error when no seed tried gave a puzzle of
// the requested grade.
type NoGradeError struct {
	Grade       generate.Grade
	Tries       int    // seeds tried (Options.MaxTries)
	First, Last uint64 // the seeds tried
}

func (e *NoGradeError) Error() string {
	return fmt.Sprintf("generate zebra: no %s puzzle among the %d seeds %d..%d (allow more seeds, or try another size or other clue types)", e.Grade, e.Tries, e.First, e.Last)
}

// DefaultKinds are the clue types enabled by default: every type.
func DefaultKinds() []zebra.ClueKind {
	return zebra.Kinds()
}

// ZebraLogicKinds are the clue types ZebraLogic's own puzzles use.
func ZebraLogicKinds() []zebra.ClueKind {
	return []zebra.ClueKind{zebra.Same, zebra.At, zebra.NotAt, zebra.LeftOf, zebra.RightOf, zebra.DirectlyLeft, zebra.NextTo, zebra.Gap}
}

// Result is one generated puzzle.
type Result struct {
	Puzzle *zebra.Puzzle
	Themes []Theme // the phrasing of Puzzle.Categories, index by index
	// Pos is the solution: Pos[c][v] is the 0-based position of value v
	// of category c.
	Pos  [][]int
	Seed uint64 // the seed that produced this puzzle
	// Clues is the number of clues before the derived ones (which come
	// last in Puzzle.Clues).
	Clues   int
	Derived []zebra.Clue
	// Unproven counts the clues kept because their removal check ran out
	// of its conflict budget (see the package doc): 0 means the clues are
	// proved minimal.
	Unproven int
	// Grade is the reasoning the puzzle needs; GradeDerived the reasoning
	// it needs when LogikGen's derived clues may be added as it goes.
	Grade, GradeDerived generate.Grade
	Stats               Stats
}

// Stats count the work of one generation.
type Stats struct {
	Pool   int // candidate clues drawn
	Checks int // uniqueness checks (SAT calls)
	Tries  int // seeds tried (Difficulty)
	// Propagations and Conflicts of the uniqueness checks' solver.
	Propagations, Conflicts int64
	// Elapsed is the wall time of Generate (never part of any output
	// format, which stay deterministic).
	Elapsed time.Duration
}

// Rows is the solution as rows of value names, one row per position,
// categories in order.
func (r *Result) Rows() [][]string {
	p := r.Puzzle
	rows := make([][]string, p.N())
	for h := range rows {
		rows[h] = make([]string, len(p.Categories))
	}
	for c, cat := range p.Categories {
		for v, val := range cat.Values {
			rows[r.Pos[c][v]][c] = val
		}
	}
	return rows
}

// Generate makes one puzzle: a random solution from the seed, a pool of
// true clues, then clue removal keeping the solution unique, down to a
// minimal set. The same options give the same puzzle on any machine.
func Generate(opt Options) (*Result, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	tries := opt.MaxTries
	if tries <= 0 {
		tries = 200
	}
	if opt.Difficulty == generate.Any {
		tries = 1
	}
	var total Stats
	start := time.Now()
	for t := 0; t < tries; t++ {
		seed := opt.Seed + uint64(t)
		r, err := generateOne(opt, seed)
		if err != nil {
			return nil, err
		}
		total.Pool += r.Stats.Pool
		total.Checks += r.Stats.Checks
		total.Propagations += r.Stats.Propagations
		total.Conflicts += r.Stats.Conflicts
		total.Tries = t + 1
		g := r.Grade
		if opt.Derive {
			g = r.GradeDerived
		}
		if opt.Difficulty == generate.Any || g == opt.Difficulty {
			r.Stats = total
			r.Stats.Elapsed = time.Since(start)
			return r, nil
		}
	}
	return nil, &NoGradeError{Grade: opt.Difficulty, Tries: tries, First: opt.Seed, Last: opt.Seed + uint64(tries) - 1}
}

// GenerateAll makes count puzzles and passes each to fn, in order. The
// puzzles use the seeds opt.Seed, opt.Seed+1, ... (with Difficulty, each
// puzzle continues after the last seed tried for the one before), so the
// first k puzzles of a run are the same whatever count is.
func GenerateAll(opt Options, count int, fn func(*Result) error) error {
	seed := opt.Seed
	for i := 0; i < count; i++ {
		o := opt
		o.Seed = seed
		r, err := Generate(o)
		if err != nil {
			return err
		}
		if err := fn(r); err != nil {
			return err
		}
		seed = r.Seed + 1
	}
	return nil
}

// Validate checks the options (Generate calls it).
func (opt *Options) Validate() error {
	if opt.Houses < 2 || opt.Houses > MaxSize {
		return fmt.Errorf("generate zebra: houses must be 2..%d, got %d", MaxSize, opt.Houses)
	}
	if opt.Categories < 1 || opt.Categories > MaxSize {
		return fmt.Errorf("generate zebra: categories must be 1..%d, got %d", MaxSize, opt.Categories)
	}
	src := opt.Source
	if src == nil {
		src = Themes
	}
	if len(src) < opt.Categories {
		return fmt.Errorf("generate zebra: %d categories wanted, only %d available", opt.Categories, len(src))
	}
	if opt.Source != nil {
		for _, t := range src[:opt.Categories] {
			if len(t.Values) < opt.Houses {
				return fmt.Errorf("generate zebra: category %q has %d values, %d houses need as many", t.Name, len(t.Values), opt.Houses)
			}
		}
	} else {
		n := 0
		for _, t := range src {
			if len(t.Values) >= opt.Houses {
				n++
			}
		}
		if n < opt.Categories {
			most := 0
			for _, t := range src {
				most = max(most, len(t.Values))
			}
			return fmt.Errorf("generate zebra: %d houses, %d categories: the built-in word lists have %d categories with %d or more values (at most %d values each); use fewer houses or categories, or your own categories file", opt.Houses, opt.Categories, n, opt.Houses, most)
		}
	}
	kinds := opt.Kinds
	if kinds == nil {
		kinds = DefaultKinds()
	}
	if len(kinds) == 0 {
		return errors.New("generate zebra: no clue types enabled")
	}
	return nil
}

// generateOne runs the generator for one seed.
func generateOne(opt Options, seed uint64) (*Result, error) {
	rnd := rng.New(seed)
	n, m := opt.Houses, opt.Categories
	kinds := opt.Kinds
	if kinds == nil {
		kinds = DefaultKinds()
	}
	kinds = usableKinds(kinds, n, m)
	if len(kinds) == 0 {
		return nil, fmt.Errorf("generate zebra: none of the enabled clue types can say anything with %d houses and %d categories", n, m)
	}
	progress := func(st Stage, done, total int) {
		if opt.Progress != nil {
			opt.Progress(Progress{Seed: seed, Stage: st, Done: done, Total: total})
		}
	}

	// Categories and values.
	themes := pickThemes(rnd, opt, n, m)
	p := &zebra.Puzzle{Positions: zebra.Category{Name: "House"}}
	for h := 0; h < n; h++ {
		p.Positions.Values = append(p.Positions.Values, strconv.Itoa(h+1))
	}
	for _, t := range themes {
		p.Categories = append(p.Categories, zebra.Category{Name: t.Name, Values: append([]string(nil), t.Values...)})
	}
	// The solution: a random permutation per category.
	pos := make([][]int, m)
	for c := range pos {
		pos[c] = rnd.Perm(n)
	}
	r := &Result{Puzzle: p, Themes: themes, Pos: pos, Seed: seed}

	ch, err := newChecker(p, pos)
	if err != nil {
		return nil, err
	}
	cs := &clueSampler{rng: rnd, pos: pos, n: n, m: m, kinds: kinds, seen: map[string]bool{}}
	pool, alts, err := growPool(r, ch, cs, progress)
	if err != nil {
		return nil, err
	}

	// Removal: shuffled order; batches of shrinking size, then one by one.
	order := rnd.Perm(len(pool))
	pr := newPruner(p, pos, pool, ch, alts)
	pr.progress = func(done int) { progress(StageRemoval, done, len(pool)) }
	pr.run(removalOrder(order, pool, n))
	r.Stats.Checks += pr.checks
	r.Unproven = pr.unproven
	// Keep the clues in the shuffled order (the pool order says which
	// clues came from the counter-models, which a reader need not see).
	for _, i := range order {
		if pr.state[i] != removed {
			p.Clues = append(p.Clues, pool[i])
		}
	}
	r.Clues = len(p.Clues)
	r.Stats.Propagations, r.Stats.Conflicts = pr.stats()

	progress(StageGrade, 0, 0)
	if err := grade(r, opt); err != nil {
		return nil, err
	}
	return r, nil
}

// growPool draws M·N random true clues, then, while the solution is not
// unique, a true clue that the other solution violates.
func growPool(r *Result, ch *checker, cs *clueSampler, progress func(Stage, int, int)) ([]zebra.Clue, [][][]int, error) {
	var pool []zebra.Clue
	var alts [][][]int
	add := func(c zebra.Clue) {
		pool = append(pool, c)
		ch.addClue(c)
		progress(StagePool, len(pool), 0)
	}
	for i := 0; i < cs.m*cs.n; i++ {
		if c, ok := cs.sample(nil); ok {
			add(c)
		}
	}
	// Grow until unique: each new clue rules out the last counter-model.
	for {
		r.Stats.Checks++
		alt, unique := ch.unique(nil)
		if unique {
			break
		}
		c, ok := cs.sample(alt)
		if !ok {
			return nil, nil, fmt.Errorf("generate zebra: the enabled clue types cannot make a %dx%d puzzle unique (seed %d)", cs.n, cs.m, r.Seed)
		}
		alts = append(alts, alt)
		add(c)
	}
	r.Stats.Pool = len(pool)
	return pool, alts, nil
}

// grade sets r's grades and derived clues.
func grade(r *Result, opt Options) error {
	var err error
	if r.Grade, err = GradePuzzle(r.Puzzle); err != nil {
		return err
	}
	var derived []zebra.Clue
	if r.GradeDerived, derived, err = GradeDerived(r.Puzzle, opt.Variant); err != nil {
		return err
	}
	r.Derived = derived
	if opt.Derive {
		r.Puzzle.Clues = append(r.Puzzle.Clues, derived...)
	}
	return nil
}

// usableKinds drops kinds that say nothing at this size (AtEnd with two
// houses is always true, Gap needs three, Between needs three houses) and
// Middle with an even number of houses, whose English text ("is in the
// middle") would not say that it means one of the two middle houses.
func usableKinds(ks []zebra.ClueKind, n, m int) []zebra.ClueKind {
	var out []zebra.ClueKind
	for _, k := range ks {
		switch k {
		case zebra.AtEnd, zebra.NotAtEnd, zebra.Between, zebra.BetweenOrdered, zebra.Gap:
			if n < 3 {
				continue
			}
		case zebra.Middle:
			// With an even number of houses "in the middle" is one of
			// two houses: a reader of the English text cannot know that.
			if n < 3 || n%2 == 0 {
				continue
			}
		case zebra.NotNextTo:
			if n < 3 {
				continue
			}
		case zebra.Same, zebra.NotSame, zebra.EitherOr:
			if m < 2 {
				continue
			}
		}
		out = append(out, k)
	}
	return out
}

// pickThemes chooses the categories: the Name theme first, then random
// other themes (in their listed order), each with N random values (in
// their listed order). With opt.Source, its first M categories and their
// first N values.
func pickThemes(rnd *rng.Rand, opt Options, n, m int) []Theme {
	if opt.Source != nil {
		out := make([]Theme, m)
		for i := range out {
			t := opt.Source[i]
			t.Values = append([]string(nil), t.Values[:n]...)
			out[i] = t
		}
		return out
	}
	var avail []int
	for i, t := range Themes {
		if len(t.Values) >= n {
			avail = append(avail, i)
		}
	}
	chosen := make([]bool, len(Themes))
	chosen[avail[0]] = true
	rest := avail[1:]
	perm := rnd.Perm(len(rest))
	for _, j := range perm[:m-1] {
		chosen[rest[j]] = true
	}
	var out []Theme
	for i, t := range Themes {
		if !chosen[i] {
			continue
		}
		pick := rnd.Perm(len(t.Values))[:n]
		sel := make([]bool, len(t.Values))
		for _, j := range pick {
			sel[j] = true
		}
		var vals []string
		for j, v := range t.Values {
			if sel[j] {
				vals = append(vals, v)
			}
		}
		t.Values = vals
		out = append(out, t)
	}
	return out
}

// removalOrder is the order in which removal tries the clues: the shuffled
// order with the AnyOf clues first, so that a plainer clue stays where an
// AnyOf could do its work. Above 12 houses (only with a user's
// categories), every compound clue (AnyOf, EitherOr, Between,
// BetweenOrdered) goes first, then the weak ones (negations, parity, ends,
// gaps), and the plain ones (is, at, left/right of, next to, middle) last:
// puzzles of plain clues are much easier for the solver, which makes the
// last, hardest checks of large puzzles several times faster. (Up to 12
// houses this order would halve the share of hard puzzles, so it is not
// used there.)
func removalOrder(order []int, pool []zebra.Clue, n int) []int {
	rank := func(k zebra.ClueKind) int {
		if k == zebra.AnyOf {
			return 0
		}
		if n <= 12 {
			return 2
		}
		switch k {
		case zebra.EitherOr, zebra.Between, zebra.BetweenOrdered:
			return 0
		case zebra.NotSame, zebra.NotAt, zebra.NotNextTo, zebra.NotAtEnd, zebra.Odd, zebra.Even, zebra.AtEnd, zebra.Gap:
			return 1
		}
		return 2
	}
	out := make([]int, 0, len(order))
	for r := 0; r <= 2; r++ {
		for _, i := range order {
			if rank(pool[i].Kind) == r {
				out = append(out, i)
			}
		}
	}
	return out
}
