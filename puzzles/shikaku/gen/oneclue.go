package gen

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
)

// One-clue closure: a cheap sufficient test for "easy by the
// explanations" on the puzzles the engine does not solve, and the facts
// an explanation of the others starts from.
//
// The explanations' grade is easy when steps of at most one clue solve
// the puzzle, and package explain's levels 0 and 1 are exhaustive: the
// facts known when they find nothing more are the least fixpoint of "add
// every fact that one clue (or none) and the known facts entail". Every
// fact the closure below derives is entailed by one clue (its area), the
// rules (each cell in exactly one room, each room a rectangle holding
// its clue's cell and no other clue's) and the facts derived before it,
// so the closure's facts lie inside that fixpoint: when they fix every
// cell's room, so does the fixpoint, and the puzzle is easy.
//
// The closure keeps, for each clue k, the rectangles of its area that
// hold its cell and no other clue's and are still possible (S_k); a cell
// in every one of them is in room k, a cell in none is not. Each room
// also has a known extent: the smallest rectangle holding its clue's
// cell and the cells known to be in it, all of which the room holds.
//
// Case analysis on clue k supposes each rectangle R of S_k in turn: R's
// cells are in room k and no other cell is, and the rules propagate
// (within suppositionReach cells of R): a
// cell that one room alone can still reach is in it (room j reaches a
// cell when one of S_j holds it and the rectangle holding j's extent and
// the cell holds no cell another room's extent holds), which grows that
// room's extent. A conflict (a cell no room can reach, two extents that
// would overlap, R over another room's extent or missing part of k's)
// drops R. What every remaining case makes true holds: for the cells
// around k's rectangles, a room that no case lets take the cell loses its
// rectangles through it. Outside the cases, a cell one room alone can
// reach is in that room (the rules alone). Rounds of all this run until
// nothing changes.

// closure is the state of the one-clue closure on one puzzle.
type closure struct {
	p     *shikaku.Puzzle
	w, h  int
	cells int
	pats  [][]shikaku.Rect // by clue: its rectangles
	alive [][]bool         // by clue, by rectangle: still possible
	room  []int32          // by cell: the room it is known to be in, or -1
	// by cell: the clues one of whose rectangles held it at first, and
	// how many of their possible rectangles hold it now (cover[cell][i]
	// for clue rooms[cell][i]; a clue not listed has none)
	rooms [][]int32
	cover [][]int32
	box   []shikaku.Rect // by clue: the bounding box of its cell and its known cells
	must  []int32        // by cell: the clue whose box holds it (its room, as rooms are rectangles), or -1
	// by cell: the rooms (bits by index in rooms[cell]) some case of the
	// clue being narrowed leaves possible, for the cells near its
	// rectangles (near[cell] == stamp)
	allowed []uint64
	near    []uint32
	stamp   uint32
	region  []int
	// a supposition (suppose): clue hypK's rectangle hyp (hypK -1: none),
	// its changes, the cells to look at
	hypK   int
	hyp    shikaku.Rect
	win    shikaku.Rect // the cells the supposition may look at
	trail  []change
	queue  []int
	queued []bool
	// rounds counts run's rounds (the generator's measure of how far a
	// puzzle is from needing more than one clue)
	rounds int
}

func newClosure(p *shikaku.Puzzle) *closure {
	c := &closure{p: p, w: p.Width, h: p.Height, cells: p.Width * p.Height, pats: shikaku.Patterns(p)}
	n := len(p.Clues)
	c.alive = make([][]bool, n)
	c.room = make([]int32, c.cells)
	for i := range c.room {
		c.room[i] = -1
	}
	c.rooms = make([][]int32, c.cells)
	c.cover = make([][]int32, c.cells)
	c.box = make([]shikaku.Rect, n)
	c.must = make([]int32, c.cells)
	c.allowed = make([]uint64, c.cells)
	c.near = make([]uint32, c.cells)
	c.queued = make([]bool, c.cells)
	c.hypK = -1
	for i := range c.must {
		c.must[i] = -1
	}
	for k, cl := range p.Clues {
		c.alive[k] = make([]bool, len(c.pats[k]))
		for i, r := range c.pats[k] {
			c.alive[k][i] = true
			c.each(r, func(cell int) {
				if l := len(c.rooms[cell]); l == 0 || c.rooms[cell][l-1] != int32(k) {
					c.rooms[cell] = append(c.rooms[cell], int32(k))
					c.cover[cell] = append(c.cover[cell], 0)
				}
				c.cover[cell][len(c.cover[cell])-1]++
			})
		}
		cell := cl.Row*c.w + cl.Col
		c.room[cell], c.must[cell] = int32(k), int32(k)
		c.box[k] = shikaku.Rect{Row: cl.Row, Col: cl.Col, W: 1, H: 1}
	}
	return c
}

// each calls f with every cell of r.
func (c *closure) each(r shikaku.Rect, f func(cell int)) {
	for y := r.Row; y < r.Row+r.H; y++ {
		for x := r.Col; x < r.Col+r.W; x++ {
			f(y*c.w + x)
		}
	}
}

// run runs the closure to its fixpoint: solved when every cell's room is
// known, ok false on a conflict (no solution has these clues).
func (c *closure) run() (solved, ok bool) {
	for {
		c.rounds++
		changed := false
		for k := range c.pats {
			ch, ok := c.narrow(k)
			if !ok {
				return false, false
			}
			changed = changed || ch
		}
		ch, ok := c.onlyRoom()
		if !ok {
			return false, false
		}
		if !changed && !ch {
			break
		}
	}
	for _, r := range c.room {
		if r < 0 {
			return false, true
		}
	}
	return true, true
}

// narrow drops clue k's impossible rectangles and learns what the rest
// agree on.
func (c *closure) narrow(k int) (changed, ok bool) {
	left, ch := c.cases(k)
	if left == 0 {
		return ch, false
	}
	changed = ch
	// Cells in every possible rectangle are in room k.
	for i, r := range c.pats[k] {
		if !c.alive[k][i] {
			continue
		}
		ok := true
		c.each(r, func(cell int) {
			if ok && c.room[cell] < 0 && int(c.covers(cell, k)) == left {
				ok = c.learn(cell, k)
				changed = true
			}
		})
		if !ok {
			return changed, false
		}
		break
	}
	return changed, true
}

// cases is the case analysis on clue k: each possible rectangle R is
// supposed (suppose: R's cells in room k, and what the rules then
// force), dropped when that reaches a conflict, and for the cells around
// the rectangles, a room that no remaining case lets take the cell
// loses its rectangles through the cell. left counts the rectangles
// left.
func (c *closure) cases(k int) (left int, changed bool) {
	c.stamp++
	c.region = c.region[:0]
	for i, r := range c.pats[k] {
		if !c.alive[k][i] {
			continue
		}
		c.each(c.ring(r), func(cell int) {
			if c.room[cell] >= 0 || len(c.rooms[cell]) > 64 || c.near[cell] == c.stamp {
				return
			}
			c.near[cell], c.allowed[cell] = c.stamp, 0
			c.region = append(c.region, cell)
		})
	}
	for i, r := range c.pats[k] {
		if !c.alive[k][i] {
			continue
		}
		if !c.suppose(k, r) {
			c.undo()
			c.alive[k][i] = false
			c.each(r, func(cell int) { c.uncover(cell, k) })
			changed = true
			continue
		}
		left++
		for _, cell := range c.region {
			for b, j := range c.rooms[cell] {
				if rm := c.room[cell]; rm >= 0 {
					if rm == j {
						c.allowed[cell] |= 1 << b
					}
				} else if int(j) != k && c.reaches(int(j), cell) {
					c.allowed[cell] |= 1 << b
				}
			}
		}
		c.undo()
	}
	if left == 0 {
		return 0, changed
	}
	for _, cell := range c.region {
		for b, j := range c.rooms[cell] {
			if int(j) != k && c.allowed[cell]&(1<<b) == 0 && c.cover[cell][b] > 0 {
				c.exclude(cell, int(j))
				changed = true
			}
		}
	}
	return left, changed
}

// suppose puts rectangle r of clue k in place (r's cells in room k, the
// others not) and propagates the rules from there: a cell that one room
// alone can still reach is in it, and a cell no room can reach, or a
// room that would overlap another, is a conflict (false). Every change
// is on the trail, for undo.
func (c *closure) suppose(k int, r shikaku.Rect) bool {
	c.trail = c.trail[:0]
	c.hypK, c.hyp = k, r
	ok := true
	c.each(r, func(cell int) {
		if m := c.must[cell]; m >= 0 && int(m) != k {
			ok = false
		}
	})
	if !ok || !inside(c.box[k], r) {
		return false
	}
	c.queue = c.queue[:0]
	c.win = c.around(r, suppositionReach)
	c.each(r, func(cell int) {
		if c.room[cell] < 0 {
			c.set(cell, k)
		}
	})
	c.setBox(k, r)
	// The cells that lose room k, and those next to r.
	for i, q := range c.pats[k] {
		if c.alive[k][i] && q != r {
			c.each(q, c.enqueue)
		}
	}
	c.each(c.ring(r), c.enqueue)
	for len(c.queue) > 0 {
		cell := c.queue[len(c.queue)-1]
		c.queue = c.queue[:len(c.queue)-1]
		c.queued[cell] = false
		if c.room[cell] >= 0 {
			continue
		}
		only, count := -1, 0
		for _, j := range c.rooms[cell] {
			if int(j) != k && c.reaches(int(j), cell) {
				only, count = int(j), count+1
			}
		}
		switch count {
		case 0:
			return false
		case 1:
			if !c.place(cell, only) {
				return false
			}
		}
	}
	return true
}

// place puts cell in room j under a supposition: the room's box grows
// to hold it, and the cells around the new box are looked at again.
func (c *closure) place(cell, j int) bool {
	c.set(cell, j)
	b := grow(c.box[j], cell/c.w, cell%c.w)
	ok := true
	c.each(b, func(cl int) {
		switch m := c.must[cl]; {
		case m < 0:
			c.setMust(cl, j)
		case int(m) != j:
			ok = false
		}
	})
	if !ok {
		return false
	}
	c.setBox(j, b)
	c.each(c.ring(b), c.enqueue)
	return true
}

func (c *closure) enqueue(cell int) {
	if c.room[cell] < 0 && !c.queued[cell] && c.win.Contains(cell/c.w, cell%c.w) {
		c.queued[cell] = true
		c.queue = append(c.queue, cell)
	}
}

// The trail of a supposition: what set, setMust and setBox changed.
type change struct {
	what int8 // 0 room, 1 must, 2 box
	i    int
	room int32
	box  shikaku.Rect
}

func (c *closure) set(cell, k int) {
	c.trail = append(c.trail, change{what: 0, i: cell, room: c.room[cell]})
	c.room[cell] = int32(k)
}

func (c *closure) setMust(cell, k int) {
	c.trail = append(c.trail, change{what: 1, i: cell, room: c.must[cell]})
	c.must[cell] = int32(k)
}

func (c *closure) setBox(k int, b shikaku.Rect) {
	c.trail = append(c.trail, change{what: 2, i: k, box: c.box[k]})
	c.box[k] = b
}

// undo takes a supposition back.
func (c *closure) undo() {
	for i := len(c.trail) - 1; i >= 0; i-- {
		t := c.trail[i]
		switch t.what {
		case 0:
			c.room[t.i] = t.room
		case 1:
			c.must[t.i] = t.room
		case 2:
			c.box[t.i] = t.box
		}
	}
	c.trail = c.trail[:0]
	for _, cell := range c.queue {
		c.queued[cell] = false
	}
	c.queue = c.queue[:0]
	c.hypK = -1
}

// ring is r with the cells around it.
func (c *closure) ring(r shikaku.Rect) shikaku.Rect { return c.around(r, 1) }

// around is r grown by d cells on every side, within the grid.
func (c *closure) around(r shikaku.Rect, d int) shikaku.Rect {
	g := shikaku.Rect{Row: max(r.Row-d, 0), Col: max(r.Col-d, 0)}
	g.H = min(r.Row+r.H+d, c.h) - g.Row
	g.W = min(r.Col+r.W+d, c.w) - g.Col
	return g
}

// suppositionReach bounds how far from the supposed rectangle a
// supposition propagates (in cells): without a bound, on a large grid
// with few facts known, one supposition could place rooms across the
// whole grid, and every rectangle of every clue is supposed each round
// (a 200x200 puzzle ran for minutes). Stopping there is sound: it only
// derives less.
const suppositionReach = 3

// exclude drops room j's rectangles that hold cell.
func (c *closure) exclude(cell, j int) {
	y, x := cell/c.w, cell%c.w
	for i, r := range c.pats[j] {
		if c.alive[j][i] && r.Contains(y, x) {
			c.alive[j][i] = false
			c.each(r, func(cl int) { c.uncover(cl, j) })
		}
	}
}

// onlyRoom puts every cell that one room alone can still take in it.
func (c *closure) onlyRoom() (changed, ok bool) {
	for cell, rm := range c.room {
		if rm >= 0 {
			continue
		}
		only, count := -1, 0
		for _, j := range c.rooms[cell] {
			if c.reaches(int(j), cell) {
				only, count = int(j), count+1
			}
		}
		switch count {
		case 0:
			return changed, false
		case 1:
			if !c.learn(cell, only) {
				return changed, false
			}
			changed = true
		}
	}
	return changed, true
}

// reaches reports whether room j can still take cell, as far as the
// facts and the rules show: a possible rectangle of clue j holds the
// cell, and the smallest rectangle holding the room's known extent (box)
// and the cell holds no cell another room must hold (must). Under a
// supposition of clue hypK's rectangle, that room takes no cell outside
// it.
func (c *closure) reaches(j, cell int) bool {
	if c.covers(cell, j) == 0 || (j == c.hypK && !c.hyp.Contains(cell/c.w, cell%c.w)) {
		return false
	}
	b := grow(c.box[j], cell/c.w, cell%c.w)
	ok := true
	c.each(b, func(cl int) {
		if m := c.must[cl]; m >= 0 && int(m) != j {
			ok = false
		}
	})
	return ok
}

// learn records that cell is in room k; false on a conflict.
func (c *closure) learn(cell, k int) bool {
	c.room[cell] = int32(k)
	c.box[k] = grow(c.box[k], cell/c.w, cell%c.w)
	ok := true
	c.each(c.box[k], func(cl int) {
		switch m := c.must[cl]; {
		case m < 0:
			c.must[cl] = int32(k)
		case int(m) != k:
			ok = false
		}
	})
	return ok
}

// grow is the bounding box of r and cell (y, x).
func grow(r shikaku.Rect, y, x int) shikaku.Rect {
	top, left := min(r.Row, y), min(r.Col, x)
	bottom, right := max(r.Row+r.H, y+1), max(r.Col+r.W, x+1)
	return shikaku.Rect{Row: top, Col: left, W: right - left, H: bottom - top}
}

// covers is how many of clue k's possible rectangles hold cell.
func (c *closure) covers(cell, k int) int32 {
	for i, j := range c.rooms[cell] {
		if int(j) == k {
			return c.cover[cell][i]
		}
	}
	return 0
}

// uncover counts one rectangle of clue k through cell less.
func (c *closure) uncover(cell, k int) {
	for i, j := range c.rooms[cell] {
		if int(j) == k {
			c.cover[cell][i]--
			return
		}
	}
}

// inside reports whether a lies within b.
func inside(a, b shikaku.Rect) bool {
	return a.Row >= b.Row && a.Col >= b.Col && a.Row+a.H <= b.Row+b.H && a.Col+a.W <= b.Col+b.W
}

// facts are the closure's facts as explain's Shikaku facts
// ({"cell","clue","holds"}): the rooms of the cells it placed, and for
// the others the rooms no possible rectangle of theirs reaches, among
// the clues that had one there.
func (c *closure) facts() []json.RawMessage {
	var out []json.RawMessage
	add := func(cell, k int, holds bool) {
		cl := c.p.Clues[k]
		out = append(out, json.RawMessage(fmt.Sprintf(`{"cell":[%d,%d],"clue":[%d,%d],"holds":%v}`, cell/c.w, cell%c.w, cl.Row, cl.Col, holds)))
	}
	for cell, rm := range c.room {
		if rm >= 0 {
			add(cell, int(rm), true)
			continue
		}
		for i, k := range c.rooms[cell] {
			if c.cover[cell][i] == 0 {
				add(cell, int(k), false)
			}
		}
	}
	return out
}
