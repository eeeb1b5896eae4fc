package gen

import (
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/zebra"
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
	Difficulty Grade
	MaxTries   int // 0 means 200
	// Derive appends LogikGen's derived redundant clues to the puzzle (see
	// Derive); Difficulty then selects on GradeDerived.
	Derive  bool
	Variant Variant // the derivation variant (Indirect by default)
	// Categories and values to use instead of the built-in themes (for
	// example read from a user's file): the first Categories categories
	// are used with their first Houses values. nil means Themes.
	Source []Theme
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
	// Grade is the reasoning the puzzle needs; GradeDerived the reasoning
	// it needs when LogikGen's derived clues may be added as it goes.
	Grade, GradeDerived Grade
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
	if opt.Difficulty == Any {
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
		if opt.Difficulty == Any || g == opt.Difficulty {
			r.Stats = total
			r.Stats.Elapsed = time.Since(start)
			return r, nil
		}
	}
	return nil, fmt.Errorf("gen: no %s puzzle among %d seeds from %d (try more seeds, another size or other clue types)", opt.Difficulty, tries, opt.Seed)
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
		return fmt.Errorf("gen: houses must be 2..%d, got %d", MaxSize, opt.Houses)
	}
	if opt.Categories < 1 || opt.Categories > MaxSize {
		return fmt.Errorf("gen: categories must be 1..%d, got %d", MaxSize, opt.Categories)
	}
	src := opt.Source
	if src == nil {
		src = Themes
	}
	if len(src) < opt.Categories {
		return fmt.Errorf("gen: %d categories wanted, only %d available", opt.Categories, len(src))
	}
	if opt.Source != nil {
		for _, t := range src[:opt.Categories] {
			if len(t.Values) < opt.Houses {
				return fmt.Errorf("gen: category %q has %d values, %d houses need as many", t.Name, len(t.Values), opt.Houses)
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
			return fmt.Errorf("gen: %d houses, %d categories: the built-in word lists have %d categories with %d or more values (at most %d values each); use fewer houses or categories, or your own categories file", opt.Houses, opt.Categories, n, opt.Houses, most)
		}
	}
	kinds := opt.Kinds
	if kinds == nil {
		kinds = DefaultKinds()
	}
	if len(kinds) == 0 {
		return errors.New("gen: no clue types enabled")
	}
	return nil
}

// generateOne runs the generator for one seed.
func generateOne(opt Options, seed uint64) (*Result, error) {
	rng := newRNG(seed)
	n, m := opt.Houses, opt.Categories
	kinds := opt.Kinds
	if kinds == nil {
		kinds = DefaultKinds()
	}
	kinds = usableKinds(kinds, n, m)
	if len(kinds) == 0 {
		return nil, fmt.Errorf("gen: none of the enabled clue types can say anything with %d houses and %d categories", n, m)
	}

	// Categories and values.
	themes := pickThemes(rng, opt, n, m)
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
		pos[c] = rng.Perm(n)
	}
	r := &Result{Puzzle: p, Themes: themes, Pos: pos, Seed: seed}

	ch, err := newChecker(p, pos)
	if err != nil {
		return nil, err
	}
	cs := &clueSampler{rng: rng, pos: pos, n: n, m: m, kinds: kinds, seen: map[string]bool{}}

	// Initial pool: M*N random clues.
	var pool []zebra.Clue
	for i := 0; i < m*n; i++ {
		if c, ok := cs.sample(nil); ok {
			pool = append(pool, c)
			ch.addClue(c)
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
			return nil, fmt.Errorf("gen: the enabled clue types cannot make a %dx%d puzzle unique (seed %d)", n, m, seed)
		}
		pool = append(pool, c)
		ch.addClue(c)
	}
	r.Stats.Pool = len(pool)

	// Removal: shuffled order; batches of shrinking size, then one by one.
	order := rng.Perm(len(pool))
	active := make([]bool, len(pool))
	for i := range active {
		active[i] = true
	}
	tryRemove := func(idx []int) bool {
		for _, i := range idx {
			active[i] = false
		}
		r.Stats.Checks++
		if _, ok := ch.unique(active); ok {
			for _, i := range idx {
				ch.drop(i)
			}
			return true
		}
		for _, i := range idx {
			active[i] = true
		}
		return false
	}
	for batch := len(pool) / 4; batch >= 8; batch /= 2 {
		var chunk []int
		for _, i := range order {
			if !active[i] {
				continue
			}
			chunk = append(chunk, i)
			if len(chunk) == batch {
				tryRemove(chunk)
				chunk = chunk[:0]
			}
		}
	}
	for _, i := range order {
		if active[i] {
			tryRemove([]int{i})
		}
	}
	// Keep the clues in the shuffled order (the pool order says which
	// clues came from the counter-models, which a reader need not see).
	for _, i := range order {
		if active[i] {
			p.Clues = append(p.Clues, pool[i])
		}
	}
	r.Clues = len(p.Clues)
	r.Stats.Propagations, r.Stats.Conflicts = ch.en.s.Propagations, ch.en.s.Conflicts

	// Grades.
	if r.Grade, err = GradePuzzle(p); err != nil {
		return nil, err
	}
	var derived []zebra.Clue
	if r.GradeDerived, derived, err = GradeDerived(p, opt.Variant); err != nil {
		return nil, err
	}
	r.Derived = derived
	if opt.Derive {
		p.Clues = append(p.Clues, derived...)
	}
	return r, nil
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
func pickThemes(rng *rng, opt Options, n, m int) []Theme {
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
	perm := rng.Perm(len(rest))
	for _, j := range perm[:m-1] {
		chosen[rest[j]] = true
	}
	var out []Theme
	for i, t := range Themes {
		if !chosen[i] {
			continue
		}
		pick := rng.Perm(len(t.Values))[:n]
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

// checker answers "is the solution unique under these clues?" with the
// incremental CDCL solver on the project's encoding: every clue is guarded
// by a selector literal, the solution is blocked on the primary variables
// once, and each check assumes the selectors of the active clues true and
// the others false.
type checker struct {
	g   grid
	en  *encoding
	sel []encode.Lit
}

func newChecker(p *zebra.Puzzle, pos [][]int) (*checker, error) {
	en, err := newEncoding(skeleton(p))
	if err != nil {
		return nil, err
	}
	g := grid{M: len(p.Categories), N: p.N()}
	ch := &checker{g: g, en: en}
	// Block the solution: some value is not where the solution puts it.
	var block []encode.Lit
	for c := 0; c < g.M; c++ {
		for v := 0; v < g.N; v++ {
			block = append(block, -g.x(zebra.Ref{Cat: c, Val: v}, pos[c][v]))
		}
	}
	en.add(block...)
	return ch, nil
}

// addClue adds a candidate clue with a fresh selector.
func (ch *checker) addClue(c zebra.Clue) {
	s := ch.en.e.Formula.Aux("gen.select")
	ch.sel = append(ch.sel, s)
	ch.en.addClue(c, s)
}

// drop removes clue i for good.
func (ch *checker) drop(i int) { ch.en.add(-ch.sel[i]) }

// unique reports whether the solution is the only one under the active
// clues (nil: all). When not, it returns another solution as pos[c][v].
func (ch *checker) unique(active []bool) ([][]int, bool) {
	as := make([]encode.Lit, len(ch.sel))
	for i, s := range ch.sel {
		if active == nil || active[i] {
			as[i] = s
		} else {
			as[i] = -s
		}
	}
	s := ch.en.s
	if s.solve(as, -1) == lFalse {
		return nil, true
	}
	alt := make([][]int, ch.g.M)
	for c := range alt {
		alt[c] = make([]int, ch.g.N)
		for v := 0; v < ch.g.N; v++ {
			alt[c][v] = -1
			for h := 0; h < ch.g.N; h++ {
				if s.modelValue(ch.g.x(zebra.Ref{Cat: c, Val: v}, h)) {
					alt[c][v] = h
				}
			}
		}
	}
	return alt, false
}
