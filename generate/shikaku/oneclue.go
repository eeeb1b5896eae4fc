package shikaku

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode/shikaku"
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
// in every one of them is in room k, a cell in none is not. A rectangle
// R of clue k is impossible (case analysis on clue k) when it holds a
// cell known to be in another room, misses a cell known to be in room
// k, overlaps what another room j must hold (its clue's cell and its
// known cells, with the cells between them: a rectangle), or leaves a
// cell next to it or in another of k's rectangles without a room: no
// room j can still take the cell (one of S_j holds it, and the smallest
// rectangle holding j's cell, its known cells and this one overlaps
// neither R nor what another room must hold). What every remaining case
// of k leaves possible holds: around k's rectangles, a room that no case
// lets reach a cell loses its rectangles through the cell. And a cell
// only one room can still take is in that room (the rules alone). Rounds
// of all this run until nothing changes.

// closure is the state of the one-clue closure on one puzzle.
type closure struct {
	p     *shikaku.Puzzle
	w, h  int
	cells int
	pats  [][]shikaku.Rect // by clue: its rectangles
	alive [][]bool         // by clue, by rectangle: still possible
	room  []int32          // by cell: the room it is known to be in, or -1
	// by cell: the clues one of whose possible rectangles holds it
	// (counts by clue in cover[cell*len(clues)+k])
	cover []int32
	rooms [][]int32      // by cell: the clues one of whose rectangles held it at first
	box   []shikaku.Rect // by clue: the bounding box of its cell and its known cells
	must  []int32        // by cell: the clue whose box holds it (its room, as rooms are rectangles), or -1
	// by cell: the rooms (bits by index in rooms[cell]) some case of the
	// clue being narrowed leaves possible, for the cells near its
	// rectangles (near[cell] == stamp)
	allowed []uint64
	near    []uint32
	stamp   uint32
}

func newClosure(p *shikaku.Puzzle) *closure {
	c := &closure{p: p, w: p.Width, h: p.Height, cells: p.Width * p.Height, pats: shikaku.Patterns(p)}
	n := len(p.Clues)
	c.alive = make([][]bool, n)
	c.room = make([]int32, c.cells)
	for i := range c.room {
		c.room[i] = -1
	}
	c.cover = make([]int32, c.cells*n)
	c.rooms = make([][]int32, c.cells)
	c.box = make([]shikaku.Rect, n)
	c.must = make([]int32, c.cells)
	c.allowed = make([]uint64, c.cells)
	c.near = make([]uint32, c.cells)
	for i := range c.must {
		c.must[i] = -1
	}
	for k, cl := range p.Clues {
		c.alive[k] = make([]bool, len(c.pats[k]))
		for i, r := range c.pats[k] {
			c.alive[k][i] = true
			c.each(r, func(cell int) {
				if c.cover[cell*n+k] == 0 {
					c.rooms[cell] = append(c.rooms[cell], int32(k))
				}
				c.cover[cell*n+k]++
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
	n := len(c.p.Clues)
	left := 0
	for i, r := range c.pats[k] {
		if !c.alive[k][i] {
			continue
		}
		if c.possible(k, r) {
			left++
			continue
		}
		c.alive[k][i] = false
		c.each(r, func(cell int) { c.cover[cell*n+k]-- })
		changed = true
	}
	if left == 0 {
		return changed, false
	}
	if ch, ok := c.commonRooms(k); !ok {
		return changed, false
	} else if ch {
		changed = true
	}
	// Cells in every possible rectangle are in room k.
	for i, r := range c.pats[k] {
		if !c.alive[k][i] {
			continue
		}
		ok := true
		c.each(r, func(cell int) {
			if ok && c.room[cell] < 0 && int(c.cover[cell*n+k]) == left {
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

// possible reports whether rectangle r of clue k survives the case
// analysis (see above).
func (c *closure) possible(k int, r shikaku.Rect) bool {
	n := len(c.p.Clues)
	ok := true
	c.each(r, func(cell int) {
		if m := c.must[cell]; m >= 0 && int(m) != k {
			ok = false
		}
	})
	if !ok || !inside(c.box[k], r) {
		return false
	}
	// The cells that lose room k, or are next to r: each needs a room j
	// that can reach it without crossing r.
	check := func(cell int) {
		if !ok || c.room[cell] >= 0 || r.Contains(cell/c.w, cell%c.w) {
			return
		}
		for j := range n {
			if j != k && c.reaches(j, cell, r) {
				return
			}
		}
		ok = false
	}
	for i, q := range c.pats[k] {
		if c.alive[k][i] && q != r {
			c.each(q, check)
		}
	}
	c.each(c.ring(r), check)
	return ok
}

// ring is r with the cells around it.
func (c *closure) ring(r shikaku.Rect) shikaku.Rect {
	g := shikaku.Rect{Row: max(r.Row-1, 0), Col: max(r.Col-1, 0)}
	g.H = min(r.Row+r.H+1, c.h) - g.Row
	g.W = min(r.Col+r.W+1, c.w) - g.Col
	return g
}

// commonRooms: what every case of clue k (each of its possible
// rectangles R) leaves possible. For a cell in or around some R whose
// room is not known, the rooms it can be in are k where R holds it, the
// rooms that reach it without crossing R around R, and the rooms that
// may hold it elsewhere; a room no case leaves possible cannot hold the
// cell: its rectangles holding the cell go.
func (c *closure) commonRooms(k int) (changed, ok bool) {
	n := len(c.p.Clues)
	c.stamp++
	var cells []int
	for i, r := range c.pats[k] {
		if !c.alive[k][i] {
			continue
		}
		c.each(c.ring(r), func(cell int) {
			if c.room[cell] >= 0 || len(c.rooms[cell]) > 64 {
				return
			}
			if c.near[cell] != c.stamp {
				c.near[cell], c.allowed[cell] = c.stamp, 0
				cells = append(cells, cell)
			}
		})
	}
	for i, r := range c.pats[k] {
		if !c.alive[k][i] {
			continue
		}
		g := c.ring(r)
		for _, cell := range cells {
			y, x := cell/c.w, cell%c.w
			for b, j := range c.rooms[cell] {
				switch {
				case int(j) == k:
					if r.Contains(y, x) {
						c.allowed[cell] |= 1 << b
					}
				case r.Contains(y, x):
				case g.Contains(y, x):
					if c.reaches(int(j), cell, r) {
						c.allowed[cell] |= 1 << b
					}
				case c.cover[cell*n+int(j)] > 0:
					c.allowed[cell] |= 1 << b
				}
			}
		}
	}
	for _, cell := range cells {
		for b, j := range c.rooms[cell] {
			if int(j) != k && c.allowed[cell]&(1<<b) == 0 && c.cover[cell*n+int(j)] > 0 {
				c.exclude(cell, int(j))
				changed = true
			}
		}
	}
	return changed, true
}

// exclude drops room j's rectangles that hold cell.
func (c *closure) exclude(cell, j int) {
	n := len(c.p.Clues)
	y, x := cell/c.w, cell%c.w
	for i, r := range c.pats[j] {
		if c.alive[j][i] && r.Contains(y, x) {
			c.alive[j][i] = false
			c.each(r, func(cl int) { c.cover[cl*n+j]-- })
		}
	}
}

// onlyRoom puts every cell that one room alone can still take in it.
func (c *closure) onlyRoom() (changed, ok bool) {
	n := len(c.p.Clues)
	for cell, rm := range c.room {
		if rm >= 0 {
			continue
		}
		only, count := -1, 0
		for j := range n {
			if c.reaches(j, cell, shikaku.Rect{}) {
				only, count = j, count+1
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
// cell, and the smallest rectangle holding the room's known extent and
// the cell overlaps neither another room's known extent nor r (the cells
// a case supposes in another room; empty: none).
func (c *closure) reaches(j, cell int, r shikaku.Rect) bool {
	if c.cover[cell*len(c.p.Clues)+j] == 0 {
		return false
	}
	b := grow(c.box[j], cell/c.w, cell%c.w)
	if r.W > 0 && overlaps(b, r) {
		return false
	}
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

// overlaps reports whether a and b share a cell.
func overlaps(a, b shikaku.Rect) bool {
	return a.Row < b.Row+b.H && b.Row < a.Row+a.H && a.Col < b.Col+b.W && b.Col < a.Col+a.W
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
	n := len(c.p.Clues)
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
		for k := range n {
			if c.cover[cell*n+k] == 0 && c.coveredOnce(cell, k) {
				add(cell, k, false)
			}
		}
	}
	return out
}

// coveredOnce reports whether one of clue k's rectangles holds cell.
func (c *closure) coveredOnce(cell, k int) bool {
	y, x := cell/c.w, cell%c.w
	for _, r := range c.pats[k] {
		if r.Contains(y, x) {
			return true
		}
	}
	return false
}
