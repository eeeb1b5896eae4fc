package gen

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// Options say what to generate.
type Options struct {
	Width, Height int
	// MinArea and MaxArea bound the rooms' areas (defaults: 2, and
	// Tatham's W*H/6, at least 2). A minimum of 1 allows rooms of one
	// cell (Tatham's generator never makes them).
	MinArea, MaxArea int
	// Difficulty keeps only puzzles of this grade (Any: every grade).
	Difficulty generate.Grade
	// Seed names the puzzle: the same options and seed give the same
	// puzzle on every platform.
	Seed uint64
	// Grader grades the unique puzzles (nil: DefaultGrader, by the
	// explanations; Grader{} is the engine grader).
	Grader generate.Grader
	// MaxPartitions bounds the partitions tried for one puzzle (0:
	// 10,000; 300 for Hard and for Medium by the explanations, where
	// each unique partition's clues are moved towards a harder puzzle,
	// up to ClimbMoves moves: see the package doc).
	MaxPartitions int
}

// climbs says whether each unique partition's clues are moved towards
// a harder puzzle (harden): for medium and hard by the explanations,
// which random clue placements almost never give.
func (o *Options) climbs() bool {
	_, explained := o.Grader.(generate.ExplainGrader)
	return explained && (o.Difficulty == generate.Medium || o.Difficulty == generate.Hard)
}

// MaxSide bounds the width and height.
const MaxSide = 200

// Validate checks the options and fills in defaults.
func (o *Options) Validate() error {
	if o.Width < 2 || o.Height < 2 || o.Width > MaxSide || o.Height > MaxSide {
		return fmt.Errorf("the size must be 2x2 to %dx%d, not %dx%d", MaxSide, MaxSide, o.Width, o.Height)
	}
	if o.MinArea == 0 {
		o.MinArea = 2
	}
	if o.MaxArea == 0 {
		o.MaxArea = max(o.Width*o.Height/6, 2, o.MinArea)
	}
	if o.MinArea < 1 || o.MaxArea < o.MinArea {
		return fmt.Errorf("the areas must satisfy 1 <= --min-area <= --max-area, not %d and %d", o.MinArea, o.MaxArea)
	}
	if o.MaxArea < 2 && o.MinArea > 1 {
		return fmt.Errorf("--max-area %d: rooms of at least 2 cells cannot fit", o.MaxArea)
	}
	if o.Grader == nil {
		o.Grader = DefaultGrader()
	}
	if err := generate.CheckGrader(o.Grader, o.Difficulty); err != nil {
		return err
	}
	if o.MaxPartitions == 0 {
		o.MaxPartitions = 10_000
		if o.Difficulty == generate.Hard || o.climbs() {
			o.MaxPartitions = 300
		}
	}
	return nil
}

// Result is one generated puzzle.
type Result struct {
	Puzzle   *shikaku.Puzzle
	Solution *shikaku.Solution // the unique solution
	Seed     uint64
	Report   generate.Report
	Stats    Stats
}

// Stats count the work behind one puzzle.
type Stats struct {
	Partitions int // random partitions made
	Unique     int // of which got a unique clue placement
	Moves      int // clues moved after a second solution
	Calls      int // engine calls
	Patterns   int // pattern variables in the sessions
	Climbs     int // clue moves tried towards a harder puzzle (harden)
	Graded     int // puzzles graded
	Cores      int // cores made (Options.usesCore)
	Elapsed    time.Duration
}

// ID is a name for the puzzle: shikaku-WxH-SEED.
func (r *Result) ID() string {
	return generate.ID("shikaku", r.Puzzle.Width, r.Puzzle.Height, r.Seed)
}

// Generate makes one puzzle from opt.Seed (see the package doc).
func Generate(ctx context.Context, opt Options) (*Result, error) {
	if err := opt.Validate(); err != nil {
		return nil, err
	}
	opt.Grader = generate.WithContext(opt.Grader, ctx)
	start := time.Now()
	r := rng.New(opt.Seed)
	res := &Result{Seed: opt.Seed}
	// The last partition's engine, reused by the next, and by the next
	// generation once this one ends.
	engine := cdcl.Spare()
	defer func() { cdcl.Recycle(engine) }()
	var core *coreResult // the core of a medium or hard puzzle on a large grid
	coreUses := 0        // the partitions made around it
	var embedded []int   // the clues of the partition made around it
	for res.Stats.Partitions < opt.MaxPartitions {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		res.Stats.Partitions++
		var pt *partition
		var ok bool
		if opt.usesCore() {
			if core == nil || coreUses == coreEmbeddings {
				c, err := makeCore(ctx, opt, r.Uint64(), &res.Stats)
				if err != nil {
					return nil, err
				}
				core, coreUses = c, 0
			}
			coreUses++
			row, col := r.IntN(opt.Height-core.pt.h+1), r.IntN(opt.Width-core.pt.w+1)
			pt, ok = tileAround(r, opt.Width, opt.Height, opt.MinArea, opt.MaxArea, core.pt, row, col)
			if !ok {
				continue
			}
			clue := pt.randomClues(r)
			for k, c := range core.clue {
				clue[k] = (c/core.pt.w+row)*pt.w + c%core.pt.w + col
			}
			embedded = clue
		} else {
			pt, ok = tile(r, opt.Width, opt.Height, opt.MinArea, opt.MaxArea)
			if !ok {
				continue
			}
		}
		clue := embedded
		if clue == nil {
			clue = pt.randomClues(r)
		}
		embedded = nil
		ss := newSessionOn(pt, clue, engine)
		engine = ss.s
		unique, err := makeUnique(ctx, ss, r, &res.Stats)
		res.Stats.Patterns += len(ss.pats)
		if err != nil {
			return nil, err
		}
		if !unique {
			continue
		}
		res.Stats.Unique++
		var p *shikaku.Puzzle
		var sol *shikaku.Solution
		var rep generate.Report
		if opt.climbs() && !opt.usesCore() {
			var found bool
			p, sol, rep, found, err = harden(ctx, ss, r, opt, &res.Stats)
			if err != nil {
				return nil, err
			}
			if !found {
				continue
			}
		} else {
			p, sol = pt.puzzle(clue)
			rep, err = grade(opt.Grader, p, opt.Difficulty)
			if err != nil {
				return nil, fmt.Errorf("generate shikaku: grading: %w", err)
			}
			if opt.Difficulty != generate.Any && rep.Grade != opt.Difficulty {
				continue
			}
		}
		if err := shikaku.Check(p, sol); err != nil {
			return nil, fmt.Errorf("generate shikaku: the intended solution breaks the rules (a bug): %w", err)
		}
		res.Puzzle, res.Solution, res.Report = p, sol, rep
		res.Stats.Elapsed = time.Since(start)
		return res, nil
	}
	if opt.climbs() {
		return nil, noGrade(opt, res.Stats.Partitions, fmt.Errorf("generate shikaku: no %s puzzle after %d partitions and %d clue moves towards harder placements (seed %d)", opt.Difficulty, res.Stats.Partitions, res.Stats.Climbs, opt.Seed))
	}
	if opt.Difficulty == generate.Hard {
		return nil, noGrade(opt, res.Stats.Partitions, fmt.Errorf("generate shikaku: no hard puzzle after %d partitions (seed %d): puzzles that need case analyses resting on others are very rare in random partitions (see docs/generate.md)", res.Stats.Partitions, opt.Seed))
	}
	return nil, noGrade(opt, res.Stats.Partitions, fmt.Errorf("generate shikaku: no %s puzzle after %d partitions (seed %d)", opt.Difficulty, res.Stats.Partitions, opt.Seed))
}

// grade grades the unique puzzle p with g up to upto. Graded grade-only
// by the explanations with the engine's pre-filter (DefaultGrader), a
// puzzle the engine does not solve goes to the one-clue closure
// (oneclue.go): when it fixes every room the puzzle is easy, a grade-only
// report whose largest step has one clue (0 where the explanation would
// find every fact without a clue: the grade is easy either way); else
// the explanation starts from the rooms the engine's propagation and the
// closure fixed: the report is ExplainGrader.GradeUpto's
// (ExplainGrader.GradeUptoFrom), at a fraction of the cost on large
// puzzles, whose explanation's levels of one clue would otherwise derive
// those facts one by one. Where the explanation from them needs no clue
// at all (so the most clues of a step is 0, and could be 1 from nothing)
// it explains the puzzle from nothing instead.
func grade(g generate.Grader, p *shikaku.Puzzle, upto generate.Grade) (generate.Report, error) {
	eg, ok := g.(generate.ExplainGrader)
	if !ok || eg.Kind != shikaku.Kind && eg.Kind != Kind || eg.Full || eg.Figures || eg.Engine != generate.Grader(Grader{}) {
		return generate.GradeUpto(g, p, upto)
	}
	pre, from, err := easyFacts(p)
	if err != nil || pre.Grade == generate.Easy {
		return pre, err
	}
	cl := newClosure(p)
	solved, ok := cl.run()
	if !ok {
		return pre, fmt.Errorf("the one-clue closure finds no solution of a unique puzzle (a bug)")
	}
	if solved {
		rep := pre
		rep.Grade, rep.Bound = generate.Easy, false
		rep.Explanation = &generate.Explained{MaxClues: 1, GradeOnly: true}
		return rep, nil
	}
	from = union(from, cl.facts())
	eg.Engine = nil
	r, err := eg.GradeUptoFrom(p, upto, from)
	if err == nil && r.Explanation.MaxClues == 0 {
		r, err = generate.GradeUpto(eg, p, upto)
	}
	rep := pre
	rep.Grade, rep.Bound, rep.Explanation = r.Grade, r.Bound, r.Explanation
	return rep, err
}

// union is a followed by b's facts that a does not have.
func union(a, b []json.RawMessage) []json.RawMessage {
	seen := make(map[string]bool, len(a))
	for _, f := range a {
		seen[string(f)] = true
	}
	for _, f := range b {
		if !seen[string(f)] {
			a = append(a, f)
		}
	}
	return a
}

// DefaultGrader grades by the explanations, with the engine grader as
// its exact pre-filter (generate.ExplainGrader).
func DefaultGrader() generate.ExplainGrader {
	return generate.ExplainGrader{Kind: shikaku.Kind, Engine: Grader{}}
}

// makeUnique moves clues until no other partition fits them, in the
// partition's one session: ask for another partition under the current
// clues; when there is one, move the clue of a room where the two differ
// to a cell of the room that the other partition's rectangle for it
// misses (so that rectangle no longer holds the clue), and ask again. It
// gives up (false) after a number of moves that grows with the rooms.
func makeUnique(ctx context.Context, ss *session, r *rng.Rand, st *Stats) (bool, error) {
	calls := ss.calls
	defer func() { st.Calls += ss.calls - calls }()
	limit := 8 + len(ss.pt.rooms)/2
	for range limit {
		other, ok := ss.second(ctx)
		if !ok {
			return false, ctx.Err()
		}
		if other == nil {
			return true, nil
		}
		ss.move(r, other)
		st.Moves++
	}
	return false, nil
}

// move moves the clue of a room (drawn among those where other differs)
// to a cell of its rectangle outside other's rectangle for it: one of
// the room's candidates when one is there, else a new candidate.
func (ss *session) move(r *rng.Rand, other []shikaku.Rect) {
	var diff []int
	for k, rect := range ss.pt.rooms {
		if other[k] != rect && k >= ss.pt.fixed {
			diff = append(diff, k)
		}
	}
	if len(diff) == 0 { // (the core was unique: not reached)
		for k, rect := range ss.pt.rooms {
			if other[k] != rect {
				diff = append(diff, k)
			}
		}
	}
	k := diff[r.IntN(len(diff))]
	rect, o := ss.pt.rooms[k], other[k]
	w := ss.pt.w
	var known, fresh []int
	for y := rect.Row; y < rect.Row+rect.H; y++ {
		for x := rect.Col; x < rect.Col+rect.W; x++ {
			if o.Contains(y, x) {
				continue
			}
			if ss.candAt[y*w+x] != 0 {
				known = append(known, y*w+x)
			} else {
				fresh = append(fresh, y*w+x)
			}
		}
	}
	if len(known) > 0 {
		ss.clue[k] = known[r.IntN(len(known))]
		return
	}
	c := fresh[r.IntN(len(fresh))]
	ss.addCandidate(k, c)
	ss.clue[k] = c
}

// puzzle is the partition with clues on the given cells, and its
// solution.
// randomClues puts each room's clue on one of its cells, at random: by
// room, the clue's cell.
func (pt *partition) randomClues(r *rng.Rand) []int {
	clue := make([]int, len(pt.rooms))
	for k, rect := range pt.rooms {
		cell := r.IntN(rect.Area())
		clue[k] = (rect.Row+cell/rect.W)*pt.w + rect.Col + cell%rect.W
	}
	return clue
}

func (pt *partition) puzzle(clue []int) (*shikaku.Puzzle, *shikaku.Solution) {
	p := &shikaku.Puzzle{Width: pt.w, Height: pt.h}
	sol := &shikaku.Solution{}
	for cell, k := range pt.at {
		if clue[k] != cell {
			continue
		}
		rect := pt.rooms[k]
		p.Clues = append(p.Clues, shikaku.Clue{Row: cell / pt.w, Col: cell % pt.w, N: rect.Area()})
		sol.Rooms = append(sol.Rooms, shikaku.Room{Row: rect.Row, Col: rect.Col, Width: rect.W, Height: rect.H, Clue: rect.Area()})
	}
	return p, sol
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

// noGrade is the error of a generator that tried --max-tries draws of
// opt.Seed: a *puzzle.NoGradeError naming the setting, with err's words.
func noGrade(opt Options, tries int, err error) error {
	return &puzzle.NoGradeError{Grade: opt.Difficulty.String(), Tries: tries, First: opt.Seed, Last: opt.Seed, Setting: generate.MaxTries, Err: err}
}
