package generate

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Source is what a genre gives FromSolution: a random solution with the
// puzzle that shows every clue of it, and how to keep some of the clues.
// The clues are those of the kind's encoding with puzzle.Options.Explain:
// clue i is Encoding.Clues[i] of Kind.Encode(full, Options{Explain: true}),
// and assuming its selector false must turn it into an unknown clue (the
// contract's rule for Explain), so that the puzzle Keep makes without it
// has the same solutions as the full encoding with its selector false.
type Source struct {
	Kind puzzle.Kind
	// Full makes a random solution and the puzzle that shows every clue
	// of it (its size and variant come from the caller's closure), with r
	// for all its randomness (internal/rng: the same seed, the same
	// draw). The full puzzle should have sol as its only solution; a draw
	// whose full puzzle has another one is dropped and the next one drawn
	// (Stats.NotUnique). Full returns ErrRetry to ask for another draw
	// (a random layout without a solution); RandomSolution makes sol for
	// most genres.
	Full func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error)
	// Keep returns full with only the clues i where kept[i] (a new value:
	// full is left as it was). nil: no clue is removed, the full puzzle
	// is the puzzle (a genre whose puzzle is a layout, made unique by
	// Fix).
	Keep func(full puzzle.Puzzle, kept []bool) puzzle.Puzzle
	// Partner, optional, is the clue removed together with clue i (its
	// mirror image, for symmetric puzzles), or -1.
	Partner func(full puzzle.Puzzle, i int) int
	// Order, optional, is the order in which to try removing the clues
	// (indices into clues, the full puzzle's Encoding.Clues; a clue not
	// listed stays), drawn with r; nil: a random order (r.Perm).
	Order func(full puzzle.Puzzle, clues []puzzle.Clue, r *rng.Rand) []int
	// Fix, optional, repairs a full puzzle that has a second solution
	// other besides sol: it returns a changed puzzle (a new value) of
	// which sol is still a solution and other is not (Tatham's
	// generators move a clue or a wall where two solutions differ), or
	// false to draw again. FromSolution calls it up to
	// FromOptions.Fixes times a draw. It needs a kind that is a
	// puzzle.Comparer (to tell sol from other).
	Fix func(full puzzle.Puzzle, sol, other puzzle.Solution, r *rng.Rand) (puzzle.Puzzle, bool)
	// Support, optional, is the set of primary variables of enc (the
	// Explain encoding of full) on which clue i depends: whether a
	// solution of the rules keeps clue i is decided by its values on
	// them (a Kurodoko number: the shading of its row and column). Each
	// removal call then asks only for solutions that differ there, which
	// every other solution of the clues left does. nil, or a nil answer:
	// the variables of clue i's own clauses, where no other clause
	// shares their auxiliary variables (else the call asks for any other
	// solution).
	Support func(full puzzle.Puzzle, enc *puzzle.Encoding, i int) []encode.Lit
	// Other, optional, is a cheap search for a second solution once the
	// clues of group are removed (kept: the clues left): a solution of
	// the clues kept other than sol, found without SAT (a local change
	// of sol that touches a clue of group), or nil when it finds none.
	// FromSolution checks what it returns (the kind's Check on
	// Keep(full, kept), and Equal with sol false; it needs a
	// puzzle.Comparer) and then keeps the group without a uniqueness
	// call: the puzzles are the same as without Other. Where Fix is
	// nil it is first asked about the full puzzle itself (kept and
	// group nil): a second solution there drops the draw before it is
	// encoded.
	Other func(full puzzle.Puzzle, sol puzzle.Solution, kept []bool, group []int) puzzle.Solution
}

// ErrRetry is Source.Full's answer when its random draw gave nothing to
// work with: FromSolution draws again (the draw counts in Tries).
var ErrRetry = errors.New("generate: draw again")

// FromOptions are FromSolution's settings.
type FromOptions struct {
	// Difficulty is the grade asked for (Any: whatever comes).
	Difficulty Grade
	// Grader grades the puzzles; nil: DefaultGrader(Kind, Settings), by
	// the explanations. Ungraded keeps every puzzle and grades none
	// (Difficulty must then be Any).
	Grader Grader
	// Within, optional, is the grader that keeps an easy or medium
	// target while clues are removed: a clue goes only when it grades
	// the puzzle of the clues left (Keep) at most the target (an
	// UptoGrader stops early). nil: the engine's Levels on the full
	// puzzle's encoding under the kept selectors, with the lazy rule's
	// cuts found so far (cheap: no encoding per clue).
	Within Grader
	// WithinFixes says that Within grades a puzzle easy or medium only
	// when sound propagation (and probing) from its clues fixes the
	// whole solution, so that such a puzzle has one solution: a clue
	// whose removal Within accepts then goes without a uniqueness call.
	// (The engine's Levels, the default, always does.)
	WithinFixes bool
	// Seed seeds the random numbers of every draw (internal/rng).
	Seed uint64
	// Tries bounds the draws (0: 20): a draw that gives no puzzle of the
	// grade asked, or whose full puzzle is not unique, counts.
	Tries int
	// Fixes bounds Source.Fix's repairs of one draw (0: 200).
	Fixes int
	// TriesSetting names the generator setting that sets Tries
	// ("max-tries"), for the batch's message when no draw gave the grade
	// (puzzle.NoGradeError); "" when none does.
	TriesSetting string
	// Settings are the encoding options (the kind's puzzle.Options),
	// used for every encoding FromSolution and its default grader make.
	Settings map[string]string
}

// FromResult is FromSolution's puzzle with its solution, grade and
// figures.
type FromResult struct {
	Puzzle   puzzle.Puzzle
	Solution puzzle.Solution
	Report   Report
	Seed     uint64 // the seed asked for
	Stats    FromStats
}

// FromStats are FromSolution's figures, over every draw.
type FromStats struct {
	Draws     int // full solutions drawn (ErrRetry draws not included)
	NotUnique int // draws whose full puzzle had another solution (and Fix did not repair)
	Fixes     int // Source.Fix's repairs
	Clues     int // the clues of the full puzzle (the last draw)
	Kept      int // the clues kept (the last draw)
	Calls     int // uniqueness calls under assumptions while removing (one a clue tried; not the full puzzle's two)
	Others    int // clues kept because Source.Other found a second solution (no call)
	Cuts      int // the lazy rule's cuts added (Encoding.Problem.Refine)
	Graded    int // puzzles graded
	Elapsed   time.Duration
}

// Figures are the figures as a batch's --stats line shows them.
func (r *FromResult) Figures() string {
	s := r.Stats
	return fmt.Sprintf("%d of %d clues, %d draws (%d not unique, %d fixes), %d uniqueness calls, %d cuts", s.Kept, s.Clues, s.Draws, s.NotUnique, s.Fixes, s.Calls, s.Cuts)
}

// Generated is r as a batch shows it (Maker), named id (ID makes one).
func (r *FromResult) Generated(id string) *Generated {
	return &Generated{ID: id, Seed: r.Seed, Puzzle: r.Puzzle, Report: r.Report, Figures: r.Figures(), Elapsed: r.Stats.Elapsed}
}

// Contract is r in the contract's shape, what a genre's
// puzzle.Generator.Generate returns: its figures by name, and the
// solution as Detail.
func (r *FromResult) Contract(id string) *puzzle.Generated {
	s := r.Stats
	g := Contract(r.Generated(id), []puzzle.Stat{{Name: "clues", Value: s.Kept}, {Name: "full_clues", Value: s.Clues},
		{Name: "draws", Value: s.Draws}, {Name: "fixes", Value: s.Fixes}, {Name: "calls", Value: s.Calls}, {Name: "cuts", Value: s.Cuts}})
	g.Detail = r.Solution
	return g
}

// DefaultGrader is FromSolution's grader when FromOptions.Grader is nil:
// the explanations' (ExplainGrader), with the kind's engine grader
// (EngineGrader over its encoding with settings) as its pre-filter.
func DefaultGrader(k puzzle.Kind, settings map[string]string) ExplainGrader {
	return ExplainGrader{Kind: k, Engine: EngineGrader{Kind: k, Settings: settings}}
}

// FromSolution makes a puzzle of src's kind solution first: a random
// solution and the puzzle that shows every clue of it (src.Full), then
// the clues removed, in a random order, while SAT proves the solution
// the only one; the puzzle is graded and kept when its grade is the one
// asked for, else the next draw is tried, up to opt.Tries.
//
// The full puzzle must have src's solution as its only one: a draw whose
// full puzzle has another is repaired by src.Fix (given the other
// solution) where the genre offers it, else dropped.
//
// One incremental engine (solver/cdcl) holds the full puzzle's encoding
// with a selector per clue (puzzle.Options.Explain) and the clause "not
// this solution" over the primary variables; the clues kept are a
// puzzle with one solution exactly when the engine answers Unsat under
// the assumptions "kept selectors true, the others false", so every
// removal costs one incremental call. Where the encoding leaves a rule
// to Refine (a lazy connectivity rule), a model the engine finds is
// refined: its cuts join the engine and it solves again; only a model
// Refine accepts is a second solution. The cuts must hold for every
// assignment that keeps the rules, whatever the clues (connectivity
// cuts do), since they stay while clues come and go.
//
// For an easy or medium target a clue goes only when the engine's grade
// (Levels: propagation, then a round of failed-literal probing, from the
// clues kept, with the cuts found so far as clauses) stays within the
// target: an engine-easy puzzle is easy by the explanations too, so an
// easy target is met on the first draw by the default grader. Other
// targets remove every clue they can.
//
// Before the first draw's puzzle is graded and before a puzzle is
// returned, Verify encodes it again from scratch, without selectors: the engine finds its
// solution, which must pass the kind's Check and equal src's
// (puzzle.Comparer, where the kind offers it), and proves that there is
// no other; src's solution must pass Check on it too. A disagreement
// there is an error naming the kind: the genre's Keep, Explain selectors
// or Refine do not fit together (graded first, such a puzzle would only
// get a wrong grade). The puzzles of later draws that are dropped for
// their grade are not verified (Verify was an eighth of a dropped
// draw's time).
//
// The same src, options and seed give the same puzzle. FromSolution
// stops with ctx's error when ctx ends (the engine is interrupted).
func FromSolution(ctx context.Context, src Source, opt FromOptions) (*FromResult, error) {
	start := time.Now()
	if src.Kind == nil || src.Full == nil {
		return nil, errors.New("generate.FromSolution: Source needs Kind and Full")
	}
	name := src.Kind.Name()
	settings, err := puzzle.CheckOptions(src.Kind, opt.Settings)
	if err != nil {
		return nil, err
	}
	grader := opt.Grader
	if grader == nil {
		grader = DefaultGrader(src.Kind, settings)
	}
	if err := CheckGrader(grader, opt.Difficulty); err != nil {
		return nil, err
	}
	grader = WithContext(grader, ctx)
	if opt.Within != nil {
		opt.Within = WithContext(opt.Within, ctx)
	}
	tries := opt.Tries
	if tries <= 0 {
		tries = 20
	}
	fixes := opt.Fixes
	if fixes <= 0 {
		fixes = 200
	}
	if _, ok := src.Kind.(puzzle.Comparer); src.Fix != nil && !ok {
		return nil, fmt.Errorf("generate %s: Source.Fix needs a kind that compares solutions (puzzle.Comparer)", name)
	}
	r := rng.New(opt.Seed)
	res := &FromResult{Seed: opt.Seed}
	progress := puzzle.ProgressOf(ctx)
	var grades [4]int
	for try := 0; try < tries; try++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		full, sol, err := src.Full(ctx, r)
		if errors.Is(err, ErrRetry) {
			continue
		}
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, fmt.Errorf("generate %s: %w", name, err)
		}
		res.Stats.Draws++
		if src.Fix == nil && otherOfFull(src, full, sol) {
			// A second solution of the full puzzle, found and checked
			// without encoding it: the draw is dropped as run would
			// drop it (without Fix, which other solution it is does
			// not matter).
			res.Stats.NotUnique++
			continue
		}
		var kept []bool
		for fix := 0; ; fix++ {
			if err := src.Kind.Check(full, sol); err != nil {
				return nil, fmt.Errorf("generate %s: the full puzzle's solution breaks the rules: %w", name, err)
			}
			rm := &remover{ctx: ctx, src: src, opt: opt, settings: settings, r: r, target: opt.Difficulty, stats: &res.Stats, full: full, sol: sol}
			if progress != nil {
				rm.progress = func(done, all int) {
					progress(fmt.Sprintf("draw %d, clue %d of %d", try+1, done, all))
				}
			}
			kept, err = rm.run()
			if !errors.Is(err, errNotUnique) || src.Fix == nil || fix >= fixes {
				break
			}
			next, ok := src.Fix(full, sol, rm.other, r)
			if !ok {
				break
			}
			full = next
			res.Stats.Fixes++
		}
		if errors.Is(err, errNotUnique) {
			res.Stats.NotUnique++
			continue
		}
		if err != nil {
			return nil, err
		}
		p := full
		if src.Keep != nil {
			p = src.Keep(full, slices.Clone(kept))
		}
		verified := false
		if res.Stats.Graded == 0 {
			if err := Verify(ctx, src.Kind, settings, p, sol); err != nil {
				return nil, fmt.Errorf("generate %s: %w", name, err)
			}
			verified = true
		}
		rep, err := GradeUpto(grader, p, opt.Difficulty)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, fmt.Errorf("generate %s: grading: %w", name, err)
		}
		res.Stats.Graded++
		if opt.Difficulty == Any || (rep.Grade == opt.Difficulty && !rep.Bound) {
			if !verified {
				if err := Verify(ctx, src.Kind, settings, p, sol); err != nil {
					return nil, fmt.Errorf("generate %s: %w", name, err)
				}
			}
			res.Puzzle, res.Solution, res.Report = p, sol, rep
			res.Stats.Elapsed = time.Since(start)
			return res, nil
		}
		grades[rep.Grade]++
	}
	var got []string
	for _, g := range Grades() {
		if grades[g] > 0 {
			got = append(got, fmt.Sprintf("%d %s", grades[g], g))
		}
	}
	why := fmt.Sprintf("generate %s: no %s puzzle in %d draws of seed %d", name, opt.Difficulty, tries, opt.Seed)
	if len(got) > 0 {
		why += " (graded " + strings.Join(got, ", ")
		if res.Stats.NotUnique > 0 {
			why += fmt.Sprintf("; %d full puzzles not unique", res.Stats.NotUnique)
		}
		why += ")"
	} else if res.Stats.Draws == 0 {
		why += " (every draw was retried)"
	} else if res.Stats.NotUnique > 0 {
		why += fmt.Sprintf(" (%d of %d full puzzles not unique: Full must show enough clues)", res.Stats.NotUnique, res.Stats.Draws)
	}
	return nil, &puzzle.NoGradeError{Grade: opt.Difficulty.String(), Tries: tries, First: opt.Seed, Last: opt.Seed,
		Setting: opt.TriesSetting, Err: errors.New(why)}
}

// errNotUnique: the full puzzle of a draw has another solution.
var errNotUnique = errors.New("the full puzzle has another solution")

// remover removes the clues of one draw.
type remover struct {
	ctx      context.Context
	src      Source
	opt      FromOptions
	settings map[string]string
	r        *rng.Rand
	target   Grade
	stats    *FromStats
	full     puzzle.Puzzle
	sol      puzzle.Solution
	progress func(done, all int)
	other    puzzle.Solution // a second solution of the full puzzle (errNotUnique)
	removing bool            // past the full puzzle's checks

	enc   *puzzle.Encoding
	sess  *session
	grade *cdcl.Solver // Easy and Medium targets: rules and cuts, never searched
	seen  []uint32     // by variable: implied in the check numbered mark
	mark  uint32

	// Medium targets without Within: the failed-literal round, on grade.
	wrong   []encode.Lit // by primary index: the literal the solution makes false
	mayFail []bool       // by primary index: its probe has not held in a state kept
	held    []int        // primary indices whose probe held in this check
	buf     []encode.Lit

	solModel encode.Model
	lowered  *encode.Formula // the session's formula
	supports bool            // support is made (on the first uniqueness call)
	// support[i] are the primary variables on which clue i's clauses
	// depend (nil: unknown, its clauses reach other variables): a
	// solution that breaks clue i differs from the intended one there.
	support [][]encode.Lit
}

// otherOfFull reports whether src.Other (asked with every clue kept and
// no group) finds a second solution of the full puzzle, checked.
func otherOfFull(src Source, full puzzle.Puzzle, sol puzzle.Solution) bool {
	if src.Other == nil {
		return false
	}
	cmp, ok := src.Kind.(puzzle.Comparer)
	if !ok {
		return false
	}
	other := src.Other(full, sol, nil, nil)
	return other != nil && !cmp.Equal(other, sol) && src.Kind.Check(full, other) == nil
}

// otherFound reports whether src.Other finds a second solution of the
// clues kept, checked. Only for targets that remove every clue they can
// (Hard, Any): an easy or medium target's grade test decides first.
func (rm *remover) otherFound(kept []bool, group []int) bool {
	if rm.src.Other == nil || rm.src.Keep == nil || rm.target == Easy || rm.target == Medium {
		return false
	}
	cmp, ok := rm.src.Kind.(puzzle.Comparer)
	if !ok {
		return false
	}
	other := rm.src.Other(rm.full, rm.sol, kept, group)
	if other == nil || cmp.Equal(other, rm.sol) {
		return false
	}
	return rm.src.Kind.Check(rm.src.Keep(rm.full, slices.Clone(kept)), other) == nil
}

// differ is a new literal d of the session and the clause "d implies a
// primary variable of the group's support differs from the intended
// solution" (or, for a support of one variable, that variable's literal
// the intended solution makes false), or 0 when a clue of group has no
// known support.
func (rm *remover) differ(group []int) encode.Lit {
	if !rm.supports {
		rm.supports = true
		rm.support = clueSupport(rm.lowered, rm.enc, len(rm.enc.Clues))
		if rm.src.Support != nil {
			if rm.support == nil {
				rm.support = make([][]encode.Lit, len(rm.enc.Clues))
			}
			for i := range rm.support {
				if rm.support[i] == nil {
					if sup := rm.src.Support(rm.full, rm.enc, i); len(sup) > 0 {
						rm.support[i] = sup
					}
				}
			}
		}
	}
	if rm.support == nil {
		return 0
	}
	for _, j := range group {
		if rm.support[j] == nil {
			return 0
		}
	}
	c := []encode.Lit{0}
	for _, j := range group {
		for _, v := range rm.support[j] {
			if rm.solModel.Value(v) {
				c = append(c, -v)
			} else {
				c = append(c, v)
			}
		}
	}
	if len(c) == 2 {
		return c[1] // one variable: assumed flipped, no clause needed
	}
	d := rm.sess.s.NewVar()
	c[0] = -d
	rm.sess.s.AddClause(c)
	return d
}

// clueSupport is, for each clue of enc (a selector each), the primary
// variables its clauses in f (enc's formula, lowered) mention, when
// every other variable they mention occurs only in that clue's clauses
// (auxiliary variables of its own, as a lowered count's); else nil.
// Whether an assignment of the primary variables can keep clue i then
// depends only on its values on support[i].
func clueSupport(f *encode.Formula, enc *puzzle.Encoding, n int) [][]encode.Lit {
	nv := f.Vars.NumVars()
	clueOf := make([]int32, nv+1) // by variable: 1 + the clue it selects, or 0
	found := false
	for i, c := range enc.Clues {
		if v := c.Selector.Var(); v > 0 && v <= nv {
			clueOf[v] = int32(i + 1)
			found = true
		}
	}
	if !found {
		return nil
	}
	sel := func(v int) (int, bool) {
		if v > nv || clueOf[v] == 0 {
			return 0, false
		}
		return int(clueOf[v]) - 1, true
	}
	primary := make([]bool, nv+1)
	for _, v := range enc.Primary {
		if w := v.Var(); w <= nv {
			primary[w] = true
		}
	}
	const unseen, shared = -1, -2
	owner := make([]int32, nv+1)
	for i := range owner {
		owner[i] = unseen
	}
	bad := make([]bool, n)
	guard := func(c []encode.Lit) int {
		g := -1
		for _, l := range c {
			if i, ok := sel(l.Var()); ok {
				if g >= 0 && g != i {
					return -2 // two clues' selectors in one clause
				}
				g = i
			}
		}
		return g
	}
	f.Each(0, func(c []encode.Lit) {
		g := guard(c)
		if g == -2 {
			for _, l := range c {
				if i, ok := sel(l.Var()); ok {
					bad[i] = true
				}
			}
			return
		}
		for _, l := range c {
			v := l.Var()
			if _, isSel := sel(v); isSel || v > nv || primary[v] {
				continue
			}
			switch {
			case g < 0:
				owner[v] = shared
			case owner[v] == unseen:
				owner[v] = int32(g)
			case owner[v] != int32(g):
				owner[v] = shared
			}
		}
	})
	support := make([][]encode.Lit, n)
	f.Each(0, func(c []encode.Lit) {
		g := guard(c)
		if g < 0 || bad[g] {
			return
		}
		for _, l := range c {
			v := l.Var()
			if _, isSel := sel(v); isSel || v > nv {
				continue
			}
			if !primary[v] {
				if owner[v] != int32(g) {
					bad[g] = true
				}
				continue
			}
			support[g] = append(support[g], encode.Lit(v))
		}
	})
	for i := range support {
		if bad[i] || len(support[i]) == 0 {
			support[i] = nil
			continue
		}
		slices.Sort(support[i])
		support[i] = slices.Compact(support[i])
	}
	return support
}

// run returns the clues kept.
func (rm *remover) run() ([]bool, error) {
	k := rm.src.Kind
	enc, err := k.Encode(rm.full, puzzle.Options{Settings: rm.settings, Explain: true})
	if err != nil {
		return nil, fmt.Errorf("generate %s: encoding the full puzzle: %w", k.Name(), err)
	}
	if enc.Note != "" {
		return nil, fmt.Errorf("generate %s: the full puzzle has no solution: %s", k.Name(), enc.Note)
	}
	if len(enc.Formula.Propagators()) > 0 {
		return nil, fmt.Errorf("generate %s: an encoding option asks for a propagator (such as --connectivity native), which the generator's engines do not run: use another encoding", k.Name())
	}
	rm.enc = enc
	lowered := enc.Formula.Lowered(encode.Totalizer)
	rm.sess = &session{ctx: rm.ctx, s: load(lowered, nil), refine: enc.Refine}
	n := len(enc.Clues)
	rm.stats.Clues, rm.stats.Kept = n, n
	kept := make([]bool, n)
	for i := range kept {
		kept[i] = true
	}
	// The intended solution: the full puzzle's, which must be sol.
	as := rm.assumptions(kept)
	m, err := rm.solve(as)
	if err != nil {
		return nil, err
	}
	if m == nil {
		return nil, fmt.Errorf("generate %s: the full puzzle has no solution, though its solution passes the checker (the encoder and the checker disagree)", k.Name())
	}
	if err := rm.same(enc, m); err != nil {
		if errors.Is(err, errNotUnique) {
			return nil, err
		}
		return nil, fmt.Errorf("generate %s: the full puzzle: %w", k.Name(), err)
	}
	rm.sess.s.AddClause(encode.Blocking(m, enc.Primary)) // not this solution
	rm.solModel = m
	if m, err = rm.solve(as); err != nil {
		return nil, err
	}
	if m != nil {
		if rm.other, err = enc.Decode(m); err != nil {
			return nil, fmt.Errorf("generate %s: decoding a second solution of the full puzzle: %w", k.Name(), err)
		}
		if err := k.Check(rm.full, rm.other); err != nil {
			return nil, fmt.Errorf("generate %s: a second solution the engine found breaks the rules: %w", k.Name(), err)
		}
		return nil, errNotUnique
	}
	sol := rm.solModel
	rm.lowered = lowered
	if (rm.target == Easy || rm.target == Medium) && rm.opt.Within == nil {
		f := enc.Formula.Lowered(encode.Totalizer)
		rm.grade = load(f, rm.sess.cuts)
		rm.seen = make([]uint32, 2*(f.Vars.NumVars()+1))
		if rm.target == Medium {
			rm.wrong = make([]encode.Lit, len(enc.Primary))
			rm.mayFail = make([]bool, len(enc.Primary))
			for i, v := range enc.Primary {
				rm.wrong[i], rm.mayFail[i] = v, true
				if sol.Value(v) {
					rm.wrong[i] = -v
				}
			}
		}
	}
	// For an easy or medium target, the grade is tested first where no
	// lazy rule's cuts enter it (a cut found by a uniqueness call makes
	// the built-in test's propagation stronger: with a lazy rule the
	// calls come first, as they always did, so that the same seed gives
	// the same puzzle): a clue the grade keeps needs no call. A grade
	// test that fixes the solution proves it unique, so then no call is
	// needed at all.
	gradeFirst := (rm.target == Easy || rm.target == Medium) && (rm.opt.Within != nil || rm.sess.refine == nil)
	gradeProves := rm.opt.Within == nil || rm.opt.WithinFixes
	var order []int
	switch {
	case rm.src.Keep == nil:
		// Nothing goes.
	case rm.src.Order != nil:
		order = rm.src.Order(rm.full, enc.Clues, rm.r)
	default:
		order = rm.r.Perm(n)
	}
	rm.removing = true
	rm.sess.noModel = true
	for done, i := range order {
		if rm.progress != nil {
			rm.progress(done+1, n)
		}
		if i < 0 || i >= n || !kept[i] || enc.Clues[i].Selector == 0 {
			continue
		}
		group := []int{i}
		if rm.src.Partner != nil {
			if j := rm.src.Partner(rm.full, i); j >= 0 && j < n && j != i && kept[j] && enc.Clues[j].Selector != 0 {
				group = append(group, j)
			}
		}
		for _, j := range group {
			kept[j] = false
		}
		if rm.otherFound(kept, group) {
			rm.stats.Others++
			for _, j := range group {
				kept[j] = true
			}
			continue
		}
		as = rm.assumptions(kept)
		// Every other solution of the clues kept breaks a clue of group
		// (the clues before it had one solution), so it differs from the
		// intended one on the group's support: the call asks for that,
		// a clause of a few literals in place of the whole blocking
		// clause alone.
		sas := as
		d := rm.differ(group)
		if d != 0 {
			sas = append(slices.Clone(as), d)
		}
		var ok bool
		if gradeFirst {
			if ok, err = rm.within(kept, as); err != nil {
				return nil, err
			}
			if ok && !gradeProves {
				m, err := rm.solve(sas)
				if err != nil {
					return nil, err
				}
				ok = m == nil
			}
		} else {
			m, err := rm.solve(sas)
			if err != nil {
				return nil, err
			}
			ok = m == nil
			if ok && (rm.target == Easy || rm.target == Medium) {
				if ok, err = rm.within(kept, as); err != nil {
					return nil, err
				}
			}
		}
		if d != 0 && d.Var() > rm.lowered.Vars.NumVars() {
			rm.sess.s.AddClause([]encode.Lit{-d}) // retired
		}
		if ok {
			for _, j := range rm.held {
				rm.mayFail[j] = false // it holds for every smaller set of clues
			}
			rm.stats.Kept -= len(group)
			continue
		}
		for _, j := range group {
			kept[j] = true
		}
	}
	return kept, nil
}

// assumptions are the selectors of the clues kept, true, and of the
// others, false.
func (rm *remover) assumptions(kept []bool) []encode.Lit {
	as := make([]encode.Lit, 0, len(kept))
	for i, c := range rm.enc.Clues {
		switch {
		case c.Selector == 0:
		case kept[i]:
			as = append(as, c.Selector)
		default:
			as = append(as, -c.Selector)
		}
	}
	return as
}

// solve is the session's solve, counted: a model Refine accepts, or nil
// (Unsat).
func (rm *remover) solve(as []encode.Lit) (encode.Model, error) {
	if rm.removing {
		rm.stats.Calls++
	}
	before := len(rm.sess.cuts)
	m, err := rm.sess.solve(as)
	rm.stats.Cuts += len(rm.sess.cuts) - before
	if rm.grade != nil {
		for _, c := range rm.sess.cuts[before:] {
			rm.grade.AddClause(c)
		}
	}
	return m, err
}

// same checks that model m of the full puzzle is its solution sol.
func (rm *remover) same(enc *puzzle.Encoding, m encode.Model) error {
	k := rm.src.Kind
	d, err := enc.Decode(m)
	if err != nil {
		return fmt.Errorf("decoding its model: %w", err)
	}
	if err := k.Check(rm.full, d); err != nil {
		return fmt.Errorf("the engine's solution breaks the rules: %w", err)
	}
	if c, ok := k.(puzzle.Comparer); ok && !c.Equal(d, rm.sol) {
		rm.other = d
		return errNotUnique
	}
	return nil
}

// within reports whether the engine grades the clues of as (a puzzle
// with one solution) at most the target: propagation fixes every primary
// variable (easy), or one round of failed-literal probing does (medium).
func (rm *remover) within(kept []bool, as []encode.Lit) (bool, error) {
	if rm.opt.Within != nil {
		rep, err := GradeUpto(rm.opt.Within, rm.src.Keep(rm.full, slices.Clone(kept)), rm.target)
		if err != nil {
			return false, err
		}
		return !rep.Bound && rep.Grade <= rm.target, nil
	}
	rm.held = rm.held[:0]
	all, err := rm.fixes(as)
	if err != nil || all || rm.target == Easy {
		return all, err
	}
	return rm.probed(as)
}

// fixes reports whether propagation on rm.grade from as fixes every
// primary variable; the literals it implies are marked rm.mark in
// rm.seen (by literal index).
func (rm *remover) fixes(as []encode.Lit) (bool, error) {
	implied, ok := rm.grade.Implied(as, rm.buf[:0])
	rm.buf = implied
	if !ok {
		return false, errors.New("propagation refutes a puzzle with a solution")
	}
	rm.mark++
	for _, l := range implied {
		if i := litIndex(l); i < len(rm.seen) {
			rm.seen[i] = rm.mark
		}
	}
	all := true
	for _, v := range rm.enc.Primary {
		if rm.seen[litIndex(v)] != rm.mark && rm.seen[litIndex(-v)] != rm.mark && rm.grade.RootValue(v) == 0 {
			all = false
		}
	}
	return all, nil
}

// probed is the medium test after fixes left primary variables open:
// one round of failed-literal probing (Levels' first round) from the
// facts as imply, then propagation with the literals it proved. Only
// the literal the solution makes false can fail a probe (the solution
// is a model of the rest), so only it is probed; and a probe that held
// under a set of clues holds under every smaller one, so one that held
// in a state the removal kept (rm.held, marked by run) is not probed
// again. The grade is Levels' (Upto Medium) on the same clauses.
func (rm *remover) probed(as []encode.Lit) (bool, error) {
	base := rm.mark
	var failed []encode.Lit
	probe := slices.Clone(as)
	n := len(probe)
	for i, v := range rm.enc.Primary {
		if rm.seen[litIndex(v)] == base || rm.seen[litIndex(-v)] == base || rm.grade.RootValue(v) != 0 || !rm.mayFail[i] {
			continue
		}
		l := rm.wrong[i]
		probe = append(probe[:n], l)
		implied, ok := rm.grade.Implied(probe, rm.buf[:0])
		rm.buf = implied
		if !ok {
			failed = append(failed, -l)
			continue
		}
		rm.held = append(rm.held, i)
	}
	if len(failed) == 0 {
		return false, nil
	}
	return rm.fixes(append(probe[:n], failed...))
}

// session is an engine holding an encoding, with its lazy rule.
type session struct {
	ctx    context.Context
	s      *cdcl.Solver
	refine func(encode.Model) [][]encode.Lit
	cuts   [][]encode.Lit // every cut added, in order
	// noModel: without a lazy rule, a Sat answer is an empty, non-nil
	// model (the removal's calls only ask whether there is one).
	noModel bool
}

func newSession(ctx context.Context, enc *puzzle.Encoding) *session {
	return &session{ctx: ctx, s: load(enc.Formula.Lowered(encode.Totalizer), nil), refine: enc.Refine}
}

// load is a new engine holding f's clauses and cuts.
func load(f *encode.Formula, cuts [][]encode.Lit) *cdcl.Solver {
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(f.Vars.NumVars())
	f.Each(0, func(c []encode.Lit) { s.AddClause(c) })
	for _, c := range cuts {
		s.AddClause(c)
	}
	return s
}

// solve finds a model under as that the lazy rule accepts (adding the
// cuts it asks for), or nil when there is none.
func (ss *session) solve(as []encode.Lit) (encode.Model, error) {
	for {
		switch ss.s.Solve(ss.ctx, as) {
		case cdcl.Unsat:
			return nil, nil
		case cdcl.Sat:
		default:
			if err := ss.ctx.Err(); err != nil {
				return nil, err
			}
			return nil, errors.New("the engine gave up")
		}
		if ss.refine == nil && ss.noModel {
			return encode.Model{}, nil
		}
		m := ss.s.Model()
		if ss.refine == nil {
			return m, nil
		}
		cuts := ss.refine(m)
		if len(cuts) == 0 {
			return m, nil
		}
		cut := false
		for _, c := range cuts {
			cut = cut || !satisfied(c, m)
			c = append([]encode.Lit(nil), c...)
			ss.cuts = append(ss.cuts, c)
			ss.s.AddClause(c)
		}
		if !cut {
			return nil, errors.New("the lazy rule's cuts do not cut off the model they were made for")
		}
	}
}

func satisfied(c []encode.Lit, m encode.Model) bool {
	for _, l := range c {
		if m.Value(l) {
			return true
		}
	}
	return false
}

// Verify proves, from scratch, that p (a puzzle of kind k) has exactly
// one solution and that it is sol: p is encoded without selectors with
// settings, the engine finds a solution (refined by the lazy rule), which
// must decode, pass k's Check and equal sol (puzzle.Comparer, where k
// offers it); sol must pass Check; and the engine, told "not that
// solution", must find none.
func Verify(ctx context.Context, k puzzle.Kind, settings map[string]string, p puzzle.Puzzle, sol puzzle.Solution) error {
	enc, err := k.Encode(p, puzzle.Options{Settings: settings})
	if err != nil {
		return fmt.Errorf("encoding the puzzle made: %w", err)
	}
	if enc.Note != "" {
		return fmt.Errorf("the puzzle made has no solution: %s", enc.Note)
	}
	if len(enc.Formula.Propagators()) > 0 {
		return fmt.Errorf("an encoding option asks for a propagator (such as --connectivity native), which the generator's engines do not run: use another encoding")
	}
	ss := newSession(ctx, enc)
	m, err := ss.solve(nil)
	if err != nil {
		return err
	}
	if m == nil {
		return errors.New("the puzzle made, encoded again, has no solution (the clue selectors of the Explain encoding and Keep disagree)")
	}
	d, err := enc.Decode(m)
	if err != nil {
		return fmt.Errorf("decoding the puzzle made's solution: %w", err)
	}
	if err := k.Check(p, d); err != nil {
		return fmt.Errorf("the puzzle made's solution breaks the rules: %w", err)
	}
	if err := k.Check(p, sol); err != nil {
		return fmt.Errorf("the intended solution breaks the rules of the puzzle made: %w", err)
	}
	if c, ok := k.(puzzle.Comparer); ok && !c.Equal(d, sol) {
		return errors.New("the puzzle made, encoded again, has a solution other than the intended one (the clue selectors of the Explain encoding and Keep disagree)")
	}
	ss.s.AddClause(encode.Blocking(m, enc.Primary))
	m, err = ss.solve(nil)
	if err != nil {
		return err
	}
	if m != nil {
		return errors.New("the puzzle made, encoded again, has a second solution (the clue selectors of the Explain encoding and Keep disagree, or a lazy cut depends on the clues)")
	}
	return nil
}

// RandomSolution is a random solution of p, a puzzle of kind k (most
// often one without clues, or with the clues a layout has): a model of
// its encoding (default options) found by the engine, refined by the
// lazy rule, decoded and checked. It is ErrRetry when p has no solution.
//
// The engine decides variables in the order of its activities, by index
// while they are equal, and tries each at its phase: so the variables
// are renamed by a random permutation as the formula goes into the
// engine, and every primary variable's phase is random (true with
// probability truePercent/100; 0 means 50); and about √n primary
// variables, in a random order, are anchors: each given a random value
// (the same odds) that propagation from the anchors before does not
// refute, assumed for the solve (when they leave no solution, the later
// half goes and the engine tries again). With phases alone the first
// variables' values were biased: a run of 4 shaded cells in 30 started in
// the first two cells in 4 draws of 5, and a Sudoku's first cell held a 9
// one time in three; with both, in 300 and 200 draws, every start and
// every digit comes about as often as the others.
func RandomSolution(ctx context.Context, k puzzle.Kind, p puzzle.Puzzle, r *rng.Rand, truePercent int) (puzzle.Solution, error) {
	if truePercent <= 0 || truePercent >= 100 {
		truePercent = 50
	}
	enc, err := k.Encode(p, puzzle.Options{})
	if err != nil {
		return nil, err
	}
	if enc.Note != "" {
		return nil, ErrRetry
	}
	f := enc.Formula.Lowered(encode.Totalizer)
	nv := f.Vars.NumVars()
	perm := r.Perm(nv) // variable v is the engine's perm[v-1]+1
	to := func(l encode.Lit) encode.Lit {
		v := l.Var()
		if v > nv {
			return l // a variable beyond the formula's (none expected)
		}
		w := encode.Lit(perm[v-1] + 1)
		if l < 0 {
			return -w
		}
		return w
	}
	s := cdcl.New(cdcl.Options{})
	s.EnsureVars(nv)
	var buf []encode.Lit
	add := func(c []encode.Lit) {
		buf = buf[:0]
		for _, l := range c {
			buf = append(buf, to(l))
		}
		s.AddClause(buf)
	}
	f.Each(0, add)
	for _, v := range enc.Primary {
		if r.Percent(truePercent) {
			s.SetPhase(to(v))
		} else {
			s.SetPhase(to(-v))
		}
	}
	// Anchors: about √n primary variables, in a random order, each given
	// a random value that propagation from the anchors before does not
	// refute, assumed; when they leave no solution, the later half goes.
	n := len(enc.Primary)
	want := 1
	for want*want < n {
		want++
	}
	var anchors, implied []encode.Lit
	for _, i := range r.Perm(n) {
		if len(anchors) >= want {
			break
		}
		l := to(enc.Primary[i])
		if !r.Percent(truePercent) {
			l = -l
		}
		var ok bool
		if implied, ok = s.Implied(append(anchors, l), implied[:0]); ok {
			anchors = append(anchors, l)
		}
	}
	m := make(encode.Model, nv+1)
	for {
		switch s.Solve(ctx, anchors) {
		case cdcl.Unsat:
			if len(anchors) > 0 {
				anchors = anchors[:len(anchors)/2]
				continue
			}
			return nil, ErrRetry
		case cdcl.Sat:
		default:
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			return nil, errors.New("the engine gave up")
		}
		for v := 1; v <= nv; v++ {
			m[v] = s.ModelValue(to(encode.Lit(v)))
		}
		if enc.Refine == nil {
			break
		}
		cuts := enc.Refine(m)
		if len(cuts) == 0 {
			break
		}
		cut := false
		for _, c := range cuts {
			cut = cut || !satisfied(c, m)
			add(c)
		}
		if !cut {
			return nil, errors.New("the lazy rule's cuts do not cut off the model they were made for")
		}
	}
	sol, err := enc.Decode(m)
	if err != nil {
		return nil, err
	}
	if err := k.Check(p, sol); err != nil {
		return nil, fmt.Errorf("a random solution breaks the rules: %w", err)
	}
	return sol, nil
}

// EngineGrader is the engine grader of any kind: Levels over the kind's
// encoding of the puzzle (with Settings), its primary variables to fix.
// Where the encoding leaves a rule to Refine, the rule enters as the cuts
// that proving the puzzle's solution unique needed (found in an engine
// of their own, so that no learnt clause strengthens propagation): a
// grade by propagation and probing on the rules and those cuts, an upper
// bound of what the whole rule would give. A kind's own engine grader
// (generate.EngineGraded) may reason as people do more closely.
type EngineGrader struct {
	Kind     puzzle.Kind
	Settings map[string]string
	// Ctx, when set, cancels the solves that find the lazy rule's cuts
	// (WithContext sets it); nil: context.Background().
	Ctx context.Context
}

var _ UptoGrader = EngineGrader{}

// Grade grades p in full.
func (g EngineGrader) Grade(p puzzle.Puzzle) (Report, error) { return g.GradeUpto(p, Any) }

// GradeUpto grades p, stopping once the grade is known to exceed upto.
func (g EngineGrader) GradeUpto(p puzzle.Puzzle, upto Grade) (Report, error) {
	enc, err := g.Kind.Encode(p, puzzle.Options{Settings: g.Settings})
	if err != nil {
		return Report{}, err
	}
	if enc.Note != "" {
		return Report{}, ErrNoSolution
	}
	f := enc.Formula.Lowered(encode.Totalizer)
	var cuts [][]encode.Lit
	if enc.Refine != nil {
		ctx := g.Ctx
		if ctx == nil {
			ctx = context.Background()
		}
		ss := newSession(ctx, enc)
		m, err := ss.solve(nil)
		if err != nil {
			return Report{}, err
		}
		if m == nil {
			return Report{}, ErrNoSolution
		}
		ss.s.AddClause(encode.Blocking(m, enc.Primary))
		if _, err := ss.solve(nil); err != nil {
			return Report{}, err
		}
		cuts = ss.cuts
	}
	if upto == Hard {
		upto = Any
	}
	lv := Levels{S: load(f, cuts), Primary: enc.Primary, Upto: upto}
	return lv.Run()
}
