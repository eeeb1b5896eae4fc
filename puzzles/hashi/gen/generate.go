package gen

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Options say what to generate.
type Options struct {
	Width, Height int
	// Islands, when set, asks for exactly this many islands (they need
	// not reach every border). Otherwise Density is the share of cells
	// asked for, in percent (Tatham's "i"; default 30); as in Tatham's
	// generator, growth stops when 50 attempts in a row place nothing, so
	// fewer islands are usual, and there is an island on every border.
	Islands int
	Density int
	// MaxBridges is M, 1..4 (default 2).
	MaxBridges int
	// Expansion is the chance in percent that a new island goes to the
	// far end of its free run and that a bridge joins two islands already
	// placed (Tatham's "e"; default 10).
	Expansion int
	// Difficulty keeps only puzzles of this grade (Any: every grade).
	Difficulty generate.Grade
	// Seed names the puzzle: the same options and seed give the same
	// puzzle on every platform.
	Seed uint64
	// Grader grades the unique puzzles (nil: DefaultGrader, by the
	// explanations; Grader{} is the engine grader).
	Grader generate.Grader
	// MaxLayouts bounds the layouts tried for one puzzle (0: 10,000).
	MaxLayouts int
	// ExplainAll explains every medium candidate. By default (graded by
	// the explanations) a candidate the two-clue closure does not solve
	// is dropped unexplained: it is hard, or (2-3% of medium candidates
	// at 15x15 and 25x25) medium by a two-clue step only a SAT call
	// finds. See the package doc.
	ExplainAll bool
}

// Defaults.
const (
	DefaultDensity    = 30
	DefaultMaxBridges = 2
	DefaultExpansion  = 10
	defaultMaxLayouts = 10_000
	// MaxSide bounds the width and height.
	MaxSide = 1000
)

// Validate checks the options and fills in defaults.
func (o *Options) Validate() error {
	if o.Width < 3 || o.Height < 3 || o.Width > MaxSide || o.Height > MaxSide {
		return fmt.Errorf("the size must be 3x3 to %dx%d, not %dx%d", MaxSide, MaxSide, o.Width, o.Height)
	}
	if o.MaxBridges == 0 {
		o.MaxBridges = DefaultMaxBridges
	}
	if o.MaxBridges < 1 || o.MaxBridges > 4 {
		return fmt.Errorf("--max-bridges must be 1..4, not %d", o.MaxBridges)
	}
	if o.Islands != 0 && o.Density != 0 {
		return errors.New("give --islands or --density, not both")
	}
	if o.Density == 0 && o.Islands == 0 {
		o.Density = DefaultDensity
	}
	if o.Islands == 0 && (o.Density < 1 || o.Density > 100) {
		return fmt.Errorf("--density must be 1..100 (percent of the cells), not %d", o.Density)
	}
	// No two islands are neighbours, so at most about half the cells.
	if most := (o.Width*o.Height + 1) / 2; o.Islands != 0 && (o.Islands < 2 || o.Islands > most) {
		return fmt.Errorf("--islands must be 2..%d on a %dx%d grid, not %d", most, o.Width, o.Height, o.Islands)
	}
	if o.Expansion == 0 {
		o.Expansion = DefaultExpansion
	}
	if o.Expansion < 0 || o.Expansion > 100 {
		return fmt.Errorf("the expansion must be 0..100 percent, not %d", o.Expansion)
	}
	if o.MaxLayouts == 0 {
		o.MaxLayouts = defaultMaxLayouts
	}
	if o.Grader == nil {
		o.Grader = DefaultGrader()
	}
	return generate.CheckGrader(o.Grader, o.Difficulty)
}

// Result is one generated puzzle.
type Result struct {
	Puzzle   *hashi.Puzzle
	Solution *hashi.Solution // the unique solution
	Seed     uint64
	Report   generate.Report // the grader's report
	Stats    Stats
}

// Stats count the work behind one puzzle.
type Stats struct {
	Layouts int // random layouts grown
	Unique  int // of which made unique
	Repairs int // changes to intended solutions after a second solution
	Climbs  int // changes tried to move a puzzle toward the grade asked
	Calls   int // engine calls
	Cuts    int // connectivity cuts
	Elapsed time.Duration
}

// ID is a name for the puzzle: hashi-WxH-SEED.
func (r *Result) ID() string {
	return generate.ID("hashi", r.Puzzle.Width, r.Puzzle.Height, r.Seed)
}

// Generate makes one puzzle from opt.Seed (see the package doc).
func Generate(ctx context.Context, opt Options) (*Result, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	opt.Grader = generate.WithContext(opt.Grader, ctx)
	start := time.Now()
	r := rng.New(opt.Seed)
	want, exact := max(opt.Density*opt.Width*opt.Height/100, 3), false
	if opt.Islands > 0 {
		want, exact = opt.Islands, true
	}
	res := &Result{Seed: opt.Seed}
	// The last candidate's engine, reused by the next, and by the next
	// generation once this one ends.
	engine := cdcl.Spare()
	defer func() { cdcl.Recycle(engine) }()
	var spare *layout // the last candidate's layout: the next grows in its memory
	for res.Stats.Layouts < opt.MaxLayouts {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		res.Stats.Layouts++
		l, ok := growInto(spare, r, opt.Width, opt.Height, opt.MaxBridges, want, opt.Expansion, exact)
		spare = l
		if !ok {
			continue
		}
		if opt.Difficulty == generate.Medium && knownEasy(opt.Grader, l) {
			// Unique and easy: what the session would prove and the
			// grader say, known without them.
			res.Stats.Unique++
			continue
		}
		ss := newSessionOn(l, engine)
		engine = ss.s
		unique, err := makeUnique(ctx, ss, r, &res.Stats)
		if err != nil {
			return nil, err
		}
		if !unique {
			continue
		}
		res.Stats.Unique++
		if opt.Difficulty == generate.Medium && (knownEasy(opt.Grader, l) || (!opt.ExplainAll && beyondTwoClues(opt.Grader, l))) {
			continue
		}
		rep, err := gradeCandidate(opt, l)
		if err != nil {
			return nil, fmt.Errorf("generate hashi: grading: %w", err)
		}
		if opt.Difficulty == generate.Hard && rep.Grade != generate.Hard {
			if rep, err = climb(ctx, ss, r, opt, rep, &res.Stats); err != nil {
				return nil, err
			}
		}
		if opt.Difficulty != generate.Any && rep.Grade != opt.Difficulty {
			continue
		}
		p, sol := l.puzzle(), l.solution()
		if err := hashi.Check(p, sol); err != nil {
			return nil, fmt.Errorf("generate hashi: the intended solution breaks the rules (a bug): %w", err)
		}
		res.Puzzle, res.Solution, res.Report = p, sol, rep
		res.Stats.Elapsed = time.Since(start)
		return res, nil
	}
	return nil, noGrade(opt, res.Stats.Layouts, fmt.Errorf("generate hashi: no %s puzzle after %d layouts (seed %d)", opt.Difficulty, res.Stats.Layouts, opt.Seed))
}

// knownEasy reports whether g grades the layout's puzzle easy, as far as
// the layout's propagation shows without grading: for the engine grader
// when propagation fixes every bridge (its easy), for the explanations
// when the one-clue closure does (oneclue.go; easy by the explanations,
// with or without the engine's pre-filter). False means not known.
//
// Such a puzzle is also unique: the facts derived hold in every
// solution, and they fix every bridge. So makeUnique would prove it
// unique at its first call, without drawing a random number, and the
// generator may skip the session as well as the grader when it wants a
// medium puzzle: its path, and so its puzzles, stay the same.
func knownEasy(g generate.Grader, l *layout) bool {
	switch g := g.(type) {
	case Grader:
		rep, err := l.bounds().engineUptoEasy(l.clue)
		return err == nil && rep.Grade == generate.Easy
	case generate.ExplainGrader:
		return isHashi(g.Kind) && l.oneClueEasy()
	}
	return false
}

// beyondTwoClues reports whether g grades by the explanations and the
// two-clue closure (twoclue.go) does not solve the layout's puzzle: then
// the generator drops it as a medium candidate without explaining it
// (it is hard, or medium by a step of two clues that only a SAT call
// finds).
func beyondTwoClues(g generate.Grader, l *layout) bool {
	eg, ok := g.(generate.ExplainGrader)
	return ok && isHashi(eg.Kind) && !l.twoClueSolves()
}

// makeUnique changes the layout's intended solution until no other
// solution has its clues, in one engine session: block the intended
// solution, ask for another; when there is one, change the intended
// solution on an edge where the two differ (so that the other one's
// clues no longer match) and ask again under the new clues. It gives up
// (false) after a number of changes that grows with the islands.
func makeUnique(ctx context.Context, ss *session, r *rng.Rand, st *Stats) (bool, error) {
	l := ss.l
	calls, cuts := ss.calls, ss.cuts
	defer func() { st.Calls += ss.calls - calls; st.Cuts += ss.cuts - cuts }()
	limit := 8 + len(l.islands)/4
	for range limit {
		ss.block()
		other, ok := ss.second(ctx)
		if !ok {
			return false, ctx.Err()
		}
		if other == nil {
			return true, nil
		}
		if !repair(l, other, r) {
			return false, nil
		}
		st.Repairs++
	}
	return false, nil
}

// climbSteps bounds the changes climb tries on one layout.
const climbSteps = 400

// climb moves a unique puzzle toward the grade opt.Difficulty: it
// changes one bridge of the intended solution by one (at random, keeping
// it valid), keeps the change when the puzzle stays unique (checked in
// the layout's session, under the new clues) and its grade report moves
// toward the target or stays (harder: more variables left open by
// probing, more rounds, more failed probes, fewer variables fixed by
// propagation; easier: the reverse), and undoes it otherwise. It stops at
// the target grade or after climbSteps changes.
func climb(ctx context.Context, ss *session, r *rng.Rand, opt Options, cur generate.Report, st *Stats) (generate.Report, error) {
	l := ss.l
	calls, cuts := ss.calls, ss.cuts
	defer func() { st.Calls += ss.calls - calls; st.Cuts += ss.cuts - cuts }()
	up := opt.Difficulty > cur.Grade
	for range climbSteps {
		if cur.Grade == opt.Difficulty {
			break
		}
		e := r.IntN(len(l.edges))
		d := 1 - 2*r.IntN(2)
		if (d > 0 && !l.canAdd(e)) || (d < 0 && !l.canRemove(e)) {
			continue
		}
		st.Climbs++
		l.bridges[e] += d
		ss.block()
		other, ok := ss.second(ctx)
		if !ok {
			return cur, ctx.Err()
		}
		if other != nil {
			l.bridges[e] -= d
			continue
		}
		next, err := grade(climbGrader(opt, cur).Grader, l, generate.Any)
		if err != nil {
			return cur, fmt.Errorf("generate hashi: grading: %w", err)
		}
		if next, cur, err = withFigures(opt, l, e, d, next, cur); err != nil {
			return cur, fmt.Errorf("generate hashi: grading: %w", err)
		}
		if c := harder(next, cur); (up && c >= 0) || (!up && c <= 0) {
			cur = next
			continue
		}
		l.bridges[e] -= d
	}
	return cur, nil
}

// grade grades the layout's puzzle with g, stopping early past upto
// where it can. The engine grader's verdict up to easy, alone or as
// ExplainGrader's pre-filter, comes from the layout's bounds (the same
// report, without building an engine); the engine grader grades the
// rest on the layout as it is.
func grade(g generate.Grader, l *layout, upto generate.Grade) (generate.Report, error) {
	switch g := g.(type) {
	case Grader:
		pre, err := l.bounds().engineUptoEasy(l.clue)
		if err != nil || pre.Grade == generate.Easy || upto == generate.Easy {
			return pre, err
		}
		ss, lv := graderLevels(l, l.clue)
		if ss == nil {
			return generate.Report{}, generate.ErrNoSolution
		}
		if upto == generate.Medium {
			lv.Upto = upto
		}
		return lv.Run()
	case generate.ExplainGrader:
		if g.Engine != generate.Grader(Grader{}) {
			break
		}
		pre, err := l.bounds().engineUptoEasy(l.clue)
		if err != nil || (pre.Grade == generate.Easy && !g.Full) {
			return pre, err
		}
		if rep, ok := oneClueReport(g, l, pre); ok {
			return rep, nil
		}
		// What ExplainGrader.GradeUpto does after its pre-filter,
		// grade-only from the one-clue closure's facts where it ran.
		g.Engine = nil
		var rep generate.Report
		if from, ok := oneClueFrom(g, l); ok {
			rep, err = g.GradeUptoFrom(l.puzzle(), upto, from)
			if err == nil {
				// One, not none, as in oneClueReport.
				rep.Explanation.MaxClues = max(rep.Explanation.MaxClues, 1)
			}
		} else {
			rep, err = generate.GradeUpto(g, l.puzzle(), upto)
		}
		rep.Primary, rep.Propagated = pre.Primary, pre.Propagated
		return rep, err
	}
	return generate.GradeUpto(g, l.puzzle(), upto)
}

// gradeCandidate grades the layout's unique puzzle for opt.Difficulty.
// A medium candidate that reached it past the two-clue filter (by
// default, graded by grade-only explanations) is solved by the two-clue
// closure, so no step of its explanation needs three clues (twoclue.go):
// only easy or medium is left, which the one-clue closure in exact mode
// tells (exactReport) or else a grade-only explanation up to easy, which
// ends as soon as the levels of one clue find nothing. The report is
// then the one grading up to medium gives (a medium puzzle's explanation
// with no step of three clues ends unbounded). For an easy target the
// exact mode's verdict gives the report grading up to easy gives.
func gradeCandidate(opt Options, l *layout) (generate.Report, error) {
	g, ok := opt.Grader.(generate.ExplainGrader)
	gradeOnly := ok && isHashi(g.Kind) && !g.Full && !g.Figures && !opt.ExplainAll
	if !gradeOnly || (opt.Difficulty != generate.Easy && opt.Difficulty != generate.Medium) {
		return grade(opt.Grader, l, opt.Difficulty)
	}
	if rep, ok := exactReport(g, l, opt.Difficulty); ok {
		return rep, nil
	}
	if opt.Difficulty == generate.Easy {
		return grade(g, l, generate.Easy)
	}
	rep, err := grade(g, l, generate.Easy)
	if err != nil || rep.Grade == generate.Easy {
		return rep, err
	}
	if rep.Grade != generate.Medium {
		return rep, fmt.Errorf("the two-clue closure solves the puzzle, but its explanation has a step of %d clues (a bug)", rep.Explanation.MaxClues)
	}
	rep.Bound = false
	rep.Explanation = &generate.Explained{MaxClues: 2, GradeOnly: true}
	return rep, nil
}

// exactReport is the report of a grade-only explanation grading up to
// upto (easy or medium), known without explaining when the one-clue
// closure in exact mode (exact.go) tells easy from not easy (ok): easy
// as oneClueReport (so with M >= 2 only); not easy up to easy, "medium,
// a lower bound" (the levels of one clue found nothing); not easy up to
// medium, gradeCandidate's medium report (for a candidate the two-clue
// closure solves, the caller's to know). The engine's figures come from
// the pre-filter.
func exactReport(g generate.ExplainGrader, l *layout, upto generate.Grade) (generate.Report, bool) {
	if g.Engine != generate.Grader(Grader{}) || l.m < 2 {
		return generate.Report{}, false
	}
	pre, err := l.bounds().engineUptoEasy(l.clue)
	if err != nil || pre.Grade == generate.Easy {
		return generate.Report{}, false
	}
	easy, known := l.oneClueExact()
	if !known {
		return generate.Report{}, false
	}
	rep := pre
	rep.Grade, rep.Bound = generate.Medium, false
	rep.Explanation = &generate.Explained{MaxClues: 2, GradeOnly: true}
	switch {
	case easy:
		rep.Grade = generate.Easy
		rep.Explanation.MaxClues = 1
	case upto == generate.Easy:
		rep.Bound, rep.Explanation.Partial = true, true
	}
	return rep, true
}

// oneClueReport is g's report on the layout's puzzle when the one-clue
// closure solves it (ok), known without explaining it: easy, from a
// grade-only explanation (g without Full or Figures) whose largest step
// has one clue, and the engine's figures pre. One, not none: with M >= 2
// no fact "edge e has at least (or at most) k bridges" about a used edge
// follows from the rules alone (a solution with e changed by one keeps
// them), so some step needs a clue. (With M = 1 the rules alone may
// solve a puzzle; then ok is false.)
func oneClueReport(g generate.ExplainGrader, l *layout, pre generate.Report) (generate.Report, bool) {
	if !isHashi(g.Kind) || g.Full || g.Figures || l.m < 2 || !l.oneClueEasy() {
		return generate.Report{}, false
	}
	rep := pre
	rep.Grade, rep.Bound = generate.Easy, false
	rep.Explanation = &generate.Explained{MaxClues: 1, GradeOnly: true}
	return rep, true
}

// oneClueFrom gives the one-clue closure's facts (layout.oneClueFacts)
// for a grade-only explanation by g to start from: the same report
// (ExplainGrader.GradeUptoFrom) without deriving them again. With M >= 2
// only, as oneClueReport, so that the most clues in a step stays 1
// where the closure leaves nothing but what the rules alone give.
func oneClueFrom(g generate.ExplainGrader, l *layout) ([]json.RawMessage, bool) {
	if !isHashi(g.Kind) || g.Full || g.Figures || l.m < 2 {
		return nil, false
	}
	return l.oneClueFacts()
}

// withFigures regrades next (the layout as it is) and cur (the layout
// before edge e changed by d) with the explanations' figures when harder
// needs them: both of one grade of medium or more, and one of them graded
// by a grade-only explanation (which counts its own steps, not the
// explanation's). Grade-only runs give the same grades, so climb takes
// the same path with them as without.
func withFigures(opt Options, l *layout, e, d int, next, cur generate.Report) (generate.Report, generate.Report, error) {
	g, ok := opt.Grader.(generate.ExplainGrader)
	if !ok || next.Grade != cur.Grade || next.Grade < generate.Medium {
		return next, cur, nil
	}
	g.Figures = true
	var err error
	if gradeOnly(next) {
		if next, err = grade(g, l, generate.Any); err != nil {
			return next, cur, err
		}
	}
	if gradeOnly(cur) {
		l.bridges[e] -= d
		cur, err = grade(g, l, generate.Any)
		l.bridges[e] += d
	}
	return next, cur, err
}

// climbGrader is the grader for climb's next step from cur: with the
// explanations' figures when cur is medium or hard, since the next grade
// mostly ties with cur's and the figures then decide (withFigures would
// explain twice).
func climbGrader(opt Options, cur generate.Report) Options {
	if g, ok := opt.Grader.(generate.ExplainGrader); ok && cur.Grade >= generate.Medium {
		g.Figures = true
		opt.Grader = g
	}
	return opt
}

func gradeOnly(r generate.Report) bool { return r.Explanation != nil && r.Explanation.GradeOnly }

// DefaultGrader grades by the explanations, with the engine grader as
// its exact pre-filter (generate.ExplainGrader).
func DefaultGrader() generate.ExplainGrader {
	return generate.ExplainGrader{Kind: hashi.Kind, Engine: Grader{}}
}

// harder compares two reports by how hard their puzzles are: by the
// explanation (grade, then the steps of two clues or more) when one has
// one, then by the engine's figures.
func harder(a, b generate.Report) int {
	if a.Explanation != nil || b.Explanation != nil {
		if c := cmp.Compare(a.Grade, b.Grade); c != 0 {
			return c
		}
		if c := cmp.Compare(multiClue(a), multiClue(b)); c != 0 {
			return c
		}
	}
	if c := cmp.Compare(a.Left, b.Left); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Rounds, b.Rounds); c != 0 {
		return c
	}
	if c := cmp.Compare(a.Failed, b.Failed); c != 0 {
		return c
	}
	return cmp.Compare(b.Propagated, a.Propagated)
}

// multiClue counts the steps of two clues or more of r's explanation (0
// without one: the engine's easy puzzles have none).
func multiClue(r generate.Report) int {
	n := 0
	if r.Explanation != nil {
		for k, c := range r.Explanation.ByClues {
			if k >= 2 {
				n += c
			}
		}
	}
	return n
}

// repair changes the intended multiplicity of one edge where other
// differs, by one, keeping the intended solution valid: at most M
// bridges, no crossing, every island at least one bridge, connected.
// Both islands of the edge then have clues other does not meet. The
// edges are tried in a random order, each direction toward other first.
func repair(l *layout, other []int, r *rng.Rand) bool {
	var diff []int
	for e, k := range l.bridges {
		if other[e] != k {
			diff = append(diff, e)
		}
	}
	r.Shuffle(len(diff), func(i, j int) { diff[i], diff[j] = diff[j], diff[i] })
	for _, e := range diff {
		up := other[e] > l.bridges[e]
		for range 2 {
			if up && l.canAdd(e) {
				l.bridges[e]++
				return true
			}
			if !up && l.canRemove(e) {
				l.bridges[e]--
				return true
			}
			up = !up
		}
	}
	return false
}

// canAdd reports whether edge e can take one more bridge.
func (l *layout) canAdd(e int) bool {
	if l.bridges[e] >= l.m {
		return false
	}
	if l.bridges[e] > 0 {
		return true
	}
	for _, c := range l.cross {
		if (c[0] == e && l.bridges[c[1]] > 0) || (c[1] == e && l.bridges[c[0]] > 0) {
			return false
		}
	}
	return true
}

// canRemove reports whether edge e can lose a bridge.
func (l *layout) canRemove(e int) bool {
	switch k := l.bridges[e]; {
	case k == 0:
		return false
	case k > 1:
		return true
	}
	ed := l.edges[e]
	if l.clue(ed.a) == 1 || l.clue(ed.b) == 1 {
		return false
	}
	d := graph.NewDSU(len(l.islands))
	for f, k := range l.bridges {
		if k > 0 && f != e {
			d.Union(l.edges[f].a, l.edges[f].b)
		}
	}
	return d.Sets() == 1
}

// Make is the generate.Maker of opt (the seed is the Maker's).
func Make(opt Options) generate.Maker {
	return func(ctx context.Context, seed uint64) (*generate.Generated, error) {
		o := opt
		o.Seed = seed
		r, err := Generate(ctx, o)
		if err != nil {
			return nil, err
		}
		return generated(r), nil
	}
}

// isHashi reports whether k is Hashi's kind, with or without the
// generator.
func isHashi(k puzzle.Kind) bool { return k == hashi.Kind || k == Kind }

// noGrade is the error of a generator that tried --max-tries draws of
// opt.Seed: a *puzzle.NoGradeError naming the setting, with err's words.
func noGrade(opt Options, tries int, err error) error {
	return &puzzle.NoGradeError{Grade: opt.Difficulty.String(), Tries: tries, First: opt.Seed, Last: opt.Seed, Setting: generate.MaxTries, Err: err}
}
