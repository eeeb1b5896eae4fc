package gen

import (
	"context"
	"fmt"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
)

// Medium and hard puzzles by the explanations (the package doc's
// "Medium and hard by the explanations").

// harden looks for a puzzle of opt.Difficulty by the explanations on
// the session's partition, made unique: it moves one clue at a time to
// another cell of its room, keeps the move when the puzzle stays unique
// (the session proves it) and the one-clue closure (oneclue.go) gets no
// further on it than before (it leaves at least as many cells open, or
// as many and needs at least as many rounds), and grades the puzzle each
// time the closure leaves more cells open than at the last grading. A
// puzzle the closure solves is easy, so only the puzzles it leaves open
// are graded. It stops at a puzzle of the grade asked (found), or after
// climbMoves moves.
func harden(ctx context.Context, ss *session, r *rng.Rand, opt Options, st *Stats) (p *shikaku.Puzzle, sol *shikaku.Solution, rep generate.Report, found bool, err error) {
	pt := ss.pt
	calls := ss.calls
	defer func() { st.Calls += ss.calls - calls }()
	best := hardness(pt, ss.clue)
	graded := 0 // the open cells at the last grading
	for range climbMoves(len(pt.rooms)) {
		if best.open > graded {
			graded = best.open
			p, sol = pt.puzzle(ss.clue)
			st.Graded++
			if rep, err = grade(opt.Grader, p, opt.Difficulty); err != nil {
				return nil, nil, rep, false, fmt.Errorf("generate shikaku: grading: %w", err)
			}
			if rep.Grade == opt.Difficulty {
				return p, sol, rep, true, nil
			}
		}
		if err := ctx.Err(); err != nil {
			return nil, nil, rep, false, err
		}
		st.Climbs++
		k := r.IntN(len(pt.rooms))
		rect := pt.rooms[k]
		i := r.IntN(rect.Area())
		c := (rect.Row+i/rect.W)*pt.w + rect.Col + i%rect.W
		old := ss.clue[k]
		if c == old {
			continue
		}
		if ss.candAt[c] == 0 {
			ss.addCandidate(k, c)
		}
		ss.clue[k] = c
		other, ok := ss.second(ctx)
		if !ok {
			return nil, nil, rep, false, ctx.Err()
		}
		if other != nil {
			ss.clue[k] = old
			continue
		}
		if h := hardness(pt, ss.clue); h.less(best) {
			ss.clue[k] = old
		} else {
			best = h
		}
	}
	return nil, nil, rep, false, nil
}

// climbMoves is harden's budget of clue moves for a partition of rooms
// rooms: 30 per room (10x10 medium, seeds 1 to 4: 19,700 moves in all
// with 30, 29,100 with 10).
func climbMoves(rooms int) int { return 30 * rooms }

// closureScore is how far the one-clue closure gets on a puzzle: the
// cells it leaves open, and its rounds.
type closureScore struct{ open, rounds int }

func (a closureScore) less(b closureScore) bool {
	return a.open < b.open || a.open == b.open && a.rounds < b.rounds
}

// hardness runs the one-clue closure on the partition with clues on the
// given cells.
func hardness(pt *partition, clue []int) closureScore {
	p, _ := pt.puzzle(clue)
	cl := newClosure(p)
	cl.run()
	open := 0
	for _, rm := range cl.room {
		if rm < 0 {
			open++
		}
	}
	return closureScore{open, cl.rounds}
}

// usesCore says whether a medium or hard puzzle by the explanations is
// made around a core: on grids larger than 12x12, the one-clue closure
// that harden runs after each move costs too much (a move's closure
// grows with the grid, and so do the moves a grade takes), so a core of
// coreSide x coreSide (at most) is made medium or hard by harden on its
// own, and partitions of the whole grid are tiled around it (its rooms
// and clues kept, the rest made unique by moving the other clues) until
// the whole puzzle has the grade asked.
func (o *Options) usesCore() bool {
	return o.climbs() && o.Width*o.Height > 144
}

// coreSide is the side of a core (usesCore); coreEmbeddings bounds the
// partitions tiled around one core before the next.
const (
	coreSide       = 10
	coreEmbeddings = 10
)

// coreResult is a core: its partition and its clues' cells.
type coreResult struct {
	pt   *partition
	clue []int
}

// makeCore makes a core for opt (usesCore) from seed: a puzzle of
// opt.Difficulty by the explanations on its own, of coreSide x coreSide
// at most, its areas within opt's.
func makeCore(ctx context.Context, opt Options, seed uint64, st *Stats) (*coreResult, error) {
	o := opt
	o.Width, o.Height, o.Seed = min(opt.Width, coreSide), min(opt.Height, coreSide), seed
	o.MaxArea = min(opt.MaxArea, max(o.Width*o.Height/6, 2, o.MinArea))
	o.MaxPartitions = 0
	r, err := Generate(ctx, o)
	if err != nil {
		return nil, err
	}
	st.Climbs += r.Stats.Climbs
	st.Graded += r.Stats.Graded
	st.Calls += r.Stats.Calls
	st.Patterns += r.Stats.Patterns
	st.Cores++
	pt := &partition{w: o.Width, h: o.Height, at: make([]int, o.Width*o.Height)}
	c := &coreResult{pt: pt}
	for k, rm := range r.Solution.Rooms {
		rect := shikaku.Rect{Row: rm.Row, Col: rm.Col, W: rm.Width, H: rm.Height}
		pt.rooms = append(pt.rooms, rect)
		pt.place(k, rect)
		cl := r.Puzzle.Clues[k]
		c.clue = append(c.clue, cl.Row*o.Width+cl.Col)
	}
	return c, nil
}
