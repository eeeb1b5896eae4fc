package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	"github.com/puzzlesat/puzzlesat/solver/cdcl"
)

// session is one incremental engine for one partition, in which each
// room's clue may stand on any of a growing set of candidate cells of
// the room (Tatham's generator reasons the same way about where to put
// the numbers). Variables:
//
//	q(k,c)  room k's clue stands on cell c (a candidate of k)
//	z(k,p)  room k is the rectangle p (area n_k), a pattern
//
// Room k's patterns are the rectangles of area n_k that hold a candidate
// of k and do not hold every candidate of another room (such a
// rectangle would hold that room's clue). Clauses:
//
//	own clue     ¬z(k,p) ∨ ¬q(k,c)    for every candidate c of k outside p
//	other clue   ¬z(k,p) ∨ ¬q(k',c')  for every candidate c' of k' ≠ k inside p
//	overlap      ¬z ∨ ¬z'             for two patterns that share a cell
//	room         ¬g_k ∨ (some z(k,·)) guarded, so that it can grow
//	blocking     some room is not its rectangle in the partition
//
// With one candidate of each room assumed true and the others false,
// the models are exactly the partitions into rectangles, one clue each,
// of the clue's area, other than the intended one: a room's chosen
// pattern holds its clue; two chosen patterns of one room would overlap
// at the clue; no two overlap; and the areas sum to the grid's, so they
// cover it. Moving a clue to a new cell adds a candidate, its q, the
// patterns it makes possible and their clauses; nothing is removed, and
// what the engine learnt stays valid.
type session struct {
	pt     *partition
	s      *cdcl.Solver
	next   encode.Lit
	clue   []int        // the clue's cell of each room
	cands  [][]cand     // the candidates of each room
	candAt []encode.Lit // by cell: its candidate's q (0: none)
	pats   []pat
	byRoom [][]int // the patterns of each room
	cover  [][]int // the patterns covering each cell
	guard  []encode.Lit
	seen   []int32 // by pattern: stamp for deduplicating overlaps
	stamp  int32
	cl     []encode.Lit
	calls  int
}

type cand struct {
	cell int
	q    encode.Lit
}

type pat struct {
	room int
	rect shikaku.Rect
	z    encode.Lit
}

// newSessionOn makes the partition's session in engine s (Reset: the
// memory of a session no longer used), or in a new engine when s is nil.
func newSessionOn(pt *partition, clue []int, s *cdcl.Solver) *session {
	if s == nil {
		s = cdcl.New(cdcl.Options{})
	} else {
		s.Reset(cdcl.Options{})
	}
	n := len(pt.rooms)
	ss := &session{pt: pt, s: s, next: 1, clue: clue,
		cands: make([][]cand, n), candAt: make([]encode.Lit, pt.w*pt.h), byRoom: make([][]int, n),
		cover: make([][]int, pt.w*pt.h), guard: make([]encode.Lit, n)}
	for k, c := range clue {
		q := ss.newVar()
		ss.cands[k] = []cand{{c, q}}
		ss.candAt[c] = q
	}
	for k, c := range clue {
		ss.rects(k, c, -1, func(p shikaku.Rect) { ss.addPattern(k, p) })
	}
	for k := range pt.rooms {
		ss.roomClause(k)
	}
	cl := make([]encode.Lit, 0, n)
	for k, rect := range pt.rooms {
		cl = append(cl, -ss.patternOf(k, rect))
	}
	ss.s.AddClause(cl)
	return ss
}

func (ss *session) newVar() encode.Lit {
	v := ss.next
	ss.next++
	return v
}

func (ss *session) add(lits ...encode.Lit) { ss.s.AddClause(lits) }

// rects calls fn for every rectangle of room k's area inside the grid
// holding cell c and, when also >= 0, cell also.
func (ss *session) rects(k, c, also int, fn func(shikaku.Rect)) {
	w, h := ss.pt.w, ss.pt.h
	n := ss.pt.rooms[k].Area()
	r0, c0 := c/w, c%w
	rlo, rhi, clo, chi := r0, r0, c0, c0
	if also >= 0 {
		rlo, rhi = min(r0, also/w), max(r0, also/w)
		clo, chi = min(c0, also%w), max(c0, also%w)
	}
	for wd := 1; wd <= n && wd <= w; wd++ {
		if n%wd != 0 || n/wd > h {
			continue
		}
		hg := n / wd
		for y := max(0, rhi-hg+1); y <= rlo && y+hg <= h; y++ {
			for x := max(0, chi-wd+1); x <= clo && x+wd <= w; x++ {
				fn(shikaku.Rect{Row: y, Col: x, W: wd, H: hg})
			}
		}
	}
}

// possible reports whether rect may be room k's: it holds no other
// room's every candidate, and is not a pattern of k yet.
func (ss *session) possible(k int, p shikaku.Rect) bool {
	for _, i := range ss.byRoom[k] {
		if ss.pats[i].rect == p {
			return false
		}
	}
	for y := p.Row; y < p.Row+p.H; y++ {
		for x := p.Col; x < p.Col+p.W; x++ {
			cell := y*ss.pt.w + x
			if ss.candAt[cell] == 0 {
				continue
			}
			k2 := ss.pt.at[cell]
			if k2 == k {
				continue
			}
			all := true
			for _, c := range ss.cands[k2] {
				all = all && p.Contains(c.cell/ss.pt.w, c.cell%ss.pt.w)
			}
			if all {
				return false
			}
		}
	}
	return true
}

// addPattern adds rect as a pattern of room k, if possible, with its
// clauses.
func (ss *session) addPattern(k int, p shikaku.Rect) {
	if !ss.possible(k, p) {
		return
	}
	z := ss.newVar()
	id := len(ss.pats)
	ss.pats = append(ss.pats, pat{k, p, z})
	ss.seen = append(ss.seen, 0)
	ss.byRoom[k] = append(ss.byRoom[k], id)
	w := ss.pt.w
	for _, c := range ss.cands[k] {
		if !p.Contains(c.cell/w, c.cell%w) {
			ss.add(-z, -c.q)
		}
	}
	ss.stamp++
	for y := p.Row; y < p.Row+p.H; y++ {
		for x := p.Col; x < p.Col+p.W; x++ {
			cell := y*w + x
			if q := ss.candAt[cell]; q != 0 && ss.pt.at[cell] != k {
				ss.add(-z, -q)
			}
			for _, j := range ss.cover[cell] {
				if ss.seen[j] != ss.stamp {
					ss.seen[j] = ss.stamp
					ss.add(-z, -ss.pats[j].z)
				}
			}
			ss.cover[cell] = append(ss.cover[cell], id)
		}
	}
}

// roomClause (re)states "room k has a pattern" under a new guard.
func (ss *session) roomClause(k int) {
	if ss.guard[k] != 0 {
		ss.add(-ss.guard[k])
	}
	ss.guard[k] = ss.newVar()
	ss.cl = append(ss.cl[:0], -ss.guard[k])
	for _, i := range ss.byRoom[k] {
		ss.cl = append(ss.cl, ss.pats[i].z)
	}
	ss.s.AddClause(ss.cl)
}

// patternOf is the variable of room k's pattern rect (it exists for the
// room's own rectangle).
func (ss *session) patternOf(k int, rect shikaku.Rect) encode.Lit {
	for _, i := range ss.byRoom[k] {
		if ss.pats[i].rect == rect {
			return ss.pats[i].z
		}
	}
	panic("generate shikaku: the room's own rectangle is not among its patterns")
}

// addCandidate lets room k's clue stand on cell c too.
func (ss *session) addCandidate(k, c int) {
	w := ss.pt.w
	old := ss.cands[k]
	q := ss.newVar()
	ss.cands[k] = append(ss.cands[k], cand{c, q})
	ss.candAt[c] = q
	// Existing patterns: k's own that miss c, others' that hold it.
	for _, i := range ss.byRoom[k] {
		if !ss.pats[i].rect.Contains(c/w, c%w) {
			ss.add(-ss.pats[i].z, -q)
		}
	}
	for _, i := range ss.cover[c] {
		if ss.pats[i].room != k {
			ss.add(-ss.pats[i].z, -q)
		}
	}
	grown := make([]bool, len(ss.pt.rooms))
	before := len(ss.pats)
	// New patterns of k through c.
	ss.rects(k, c, -1, func(p shikaku.Rect) { ss.addPattern(k, p) })
	if len(ss.pats) > before {
		grown[k] = true
	}
	// Patterns of other rooms that held all of k's old candidates (and
	// so were impossible) but not c: possible now. Such a rectangle holds
	// old[0] and a candidate of its own room.
	o := old[0].cell
	for k2 := range ss.pt.rooms {
		if k2 == k {
			continue
		}
		n := ss.pt.rooms[k2].Area()
		for _, c2 := range ss.cands[k2] {
			dr, dc := abs(c2.cell/w-o/w)+1, abs(c2.cell%w-o%w)+1
			if dr*dc > n {
				continue
			}
			before := len(ss.pats)
			ss.rects(k2, c2.cell, o, func(p shikaku.Rect) {
				if !p.Contains(c/w, c%w) {
					ss.addPattern(k2, p)
				}
			})
			if len(ss.pats) > before {
				grown[k2] = true
			}
		}
	}
	for k2 := range ss.pt.rooms {
		if grown[k2] {
			ss.roomClause(k2)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// assumptions: each room's clue on its cell and on none of its other
// candidates, and the room clauses' guards.
func (ss *session) assumptions(dst []encode.Lit) []encode.Lit {
	for k, cs := range ss.cands {
		for _, c := range cs {
			if c.cell == ss.clue[k] {
				dst = append(dst, c.q)
			} else {
				dst = append(dst, -c.q)
			}
		}
		dst = append(dst, ss.guard[k])
	}
	return dst
}

// second looks for a partition other than the intended one under the
// current clues: nil when there is none, else its rectangles by room.
// ok is false when ctx ended.
func (ss *session) second(ctx context.Context) (other []shikaku.Rect, ok bool) {
	ss.calls++
	switch ss.s.Solve(ctx, ss.assumptions(nil)) {
	case cdcl.Unsat:
		return nil, true
	case cdcl.Unknown:
		return nil, false
	}
	other = make([]shikaku.Rect, len(ss.pt.rooms))
	for _, p := range ss.pats {
		if ss.s.ModelValue(p.z) {
			other[p.room] = p.rect
		}
	}
	return other, true
}
