package gen

import (
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
)

// partition is a tiling of the grid by rooms: at[cell] is the room of
// the cell.
type partition struct {
	w, h  int
	rooms []shikaku.Rect
	at    []int
	// fixed counts the first rooms that stay as they are (tileAround's
	// core)
	fixed int
}

const (
	free      = -1
	singleton = -2
)

// tile makes a random partition the way Tatham's Rectangles does: pick a
// random uncovered cell, and cover it with a rectangle drawn uniformly
// from every rectangle of the free cells around it whose area is in
// [lo, hi] and that does not span the grid's whole width or height
// (unless the grid is narrower than 4); a cell no such rectangle covers
// is left alone. Cells left alone then join a neighbouring room (see
// absorb), or become rooms of one cell when lo is 1. False when the
// result breaks the area bounds.
func tile(r *rng.Rand, w, h, lo, hi int) (*partition, bool) {
	pt := &partition{w: w, h: h, at: make([]int, w*h)}
	for i := range pt.at {
		pt.at[i] = free
	}
	return pt.fill(r, lo, hi, w*h)
}

// tileAround is tile with the rooms of core (a partition of a smaller
// grid) in place first, their top left corner at (row, col): the other
// cells are tiled as tile tiles, and the core's rooms, the partition's
// first len(core.rooms), stay as they are (a lone cell does not join
// them).
func tileAround(r *rng.Rand, w, h, lo, hi int, core *partition, row, col int) (*partition, bool) {
	pt := &partition{w: w, h: h, at: make([]int, w*h), fixed: len(core.rooms)}
	for i := range pt.at {
		pt.at[i] = free
	}
	for k, rect := range core.rooms {
		rect.Row += row
		rect.Col += col
		pt.rooms = append(pt.rooms, rect)
		pt.place(k, rect)
	}
	return pt.fill(r, lo, hi, w*h-core.w*core.h)
}

// fill tiles the left free cells of pt (see tile).
func (pt *partition) fill(r *rng.Rand, lo, hi, left int) (*partition, bool) {
	w, h := pt.w, pt.h
	mw, mh := w-1, h-1
	if mw < 3 {
		mw++
	}
	if mh < 3 {
		mh++
	}
	ones := lo <= 1
	lo = max(lo, 2)
	for left > 0 {
		k := r.IntN(left)
		cell := 0
		for ; ; cell++ {
			if pt.at[cell] == free {
				if k == 0 {
					break
				}
				k--
			}
		}
		rect, ok := pt.pick(r, cell/w, cell%w, lo, hi, mw, mh)
		if !ok {
			pt.at[cell] = singleton
			left--
			continue
		}
		pt.place(len(pt.rooms), rect)
		pt.rooms = append(pt.rooms, rect)
		left -= rect.Area()
	}
	for cell, k := range pt.at {
		switch {
		case k != singleton:
		case ones:
			pt.at[cell] = len(pt.rooms)
			pt.rooms = append(pt.rooms, shikaku.Rect{Row: cell / w, Col: cell % w, W: 1, H: 1})
		case !pt.absorb(r, cell/w, cell%w):
			return nil, false
		}
	}
	for _, rect := range pt.rooms {
		if a := rect.Area(); a > hi || (a < lo && !(ones && a == 1)) {
			return nil, false
		}
	}
	return pt, true
}

func (pt *partition) place(k int, rect shikaku.Rect) {
	for y := rect.Row; y < rect.Row+rect.H; y++ {
		for x := rect.Col; x < rect.Col+rect.W; x++ {
			pt.at[y*pt.w+x] = k
		}
	}
}

// pick draws a rectangle of free cells holding (r, c): the columns
// reachable from c along row r, and in each the run of free cells
// through row r, bound every such rectangle. It counts them and draws
// one uniformly.
func (pt *partition) pick(rnd *rng.Rand, r, c, lo, hi, mw, mh int) (shikaku.Rect, bool) {
	xl, xr := c, c
	for xl > 0 && pt.at[r*pt.w+xl-1] == free {
		xl--
	}
	for xr < pt.w-1 && pt.at[r*pt.w+xr+1] == free {
		xr++
	}
	top := make([]int, xr-xl+1)
	bot := make([]int, xr-xl+1)
	for x := xl; x <= xr; x++ {
		t, b := r, r
		for t > 0 && pt.at[(t-1)*pt.w+x] == free {
			t--
		}
		for b < pt.h-1 && pt.at[(b+1)*pt.w+x] == free {
			b++
		}
		top[x-xl], bot[x-xl] = t, b
	}
	// visit calls fn for every (x0, width, y-range, height) class; the
	// rectangles of a class are its positions y0 in [ya, yb].
	visit := func(fn func(x0, wd, hg, ya, yb int) bool) {
		for x0 := c; x0 >= xl; x0-- {
			t, b := 0, pt.h-1
			for x := x0; x <= c; x++ {
				t, b = max(t, top[x-xl]), min(b, bot[x-xl])
			}
			for x1 := c; x1 <= xr; x1++ {
				t, b = max(t, top[x1-xl]), min(b, bot[x1-xl])
				wd := x1 - x0 + 1
				if wd > mw {
					break
				}
				for hg := 1; hg <= b-t+1 && hg <= mh && wd*hg <= hi; hg++ {
					if wd*hg < lo {
						continue
					}
					if !fn(x0, wd, hg, max(t, r-hg+1), min(r, b-hg+1)) {
						return
					}
				}
			}
		}
	}
	n := 0
	visit(func(_, _, _, ya, yb int) bool { n += yb - ya + 1; return true })
	if n == 0 {
		return shikaku.Rect{}, false
	}
	k := rnd.IntN(n)
	var out shikaku.Rect
	visit(func(x0, wd, hg, ya, yb int) bool {
		if k <= yb-ya {
			out = shikaku.Rect{Row: ya + k, Col: x0, W: wd, H: hg}
			return false
		}
		k -= yb - ya + 1
		return true
	})
	return out, true
}

// absorb removes the lone cell (r, c) as Tatham's generator does: a
// neighbouring room one cell thick across the direction joins it, or a
// neighbouring room of three cells or more whose end row (column) the
// cell continues gives that row (column) to a new room with the cell.
// When no neighbour allows either, the 3x3 block around the cell (four
// dominoes round it) becomes one room. False when none applies.
func (pt *partition) absorb(rnd *rng.Rand, r, c int) bool {
	type move struct {
		n       int // the neighbour room
		horiz   bool
		reshape shikaku.Rect // the neighbour after the move (W or H 0: gone)
		joined  shikaku.Rect // the new room with the cell
	}
	var moves []move
	for _, d := range [4][2]int{{0, 1}, {-1, 0}, {0, -1}, {1, 0}} {
		y, x := r+d[0], c+d[1]
		if y < 0 || y >= pt.h || x < 0 || x >= pt.w || pt.at[y*pt.w+x] < 0 {
			continue
		}
		n := pt.at[y*pt.w+x]
		if n < pt.fixed {
			continue
		}
		nb := pt.rooms[n]
		if d[0] == 0 { // left or right: take the neighbour's row r
			if nb.H != 1 && (nb.Area() <= 2 || (nb.Row != r && nb.Row+nb.H-1 != r)) {
				continue
			}
			joined := shikaku.Rect{Row: r, Col: min(c, nb.Col), W: nb.W + 1, H: 1}
			rest := nb
			if rest.Row == r {
				rest.Row++
			}
			rest.H--
			moves = append(moves, move{n, true, rest, joined})
			continue
		}
		if nb.W != 1 && (nb.Area() <= 2 || (nb.Col != c && nb.Col+nb.W-1 != c)) {
			continue
		}
		joined := shikaku.Rect{Row: min(r, nb.Row), Col: c, W: 1, H: nb.H + 1}
		rest := nb
		if rest.Col == c {
			rest.Col++
		}
		rest.W--
		moves = append(moves, move{n, false, rest, joined})
	}
	if len(moves) == 0 {
		return pt.block3(r, c)
	}
	m := moves[rnd.IntN(len(moves))]
	if m.reshape.W > 0 && m.reshape.H > 0 {
		pt.rooms[m.n] = m.reshape
		pt.place(len(pt.rooms), m.joined)
		pt.rooms = append(pt.rooms, m.joined)
		return true
	}
	pt.rooms[m.n] = m.joined
	pt.place(m.n, m.joined)
	return true
}

// block3 makes the 3x3 block around (r, c) one room, when every room
// meeting it lies inside it.
func (pt *partition) block3(r, c int) bool {
	if r < 1 || c < 1 || r > pt.h-2 || c > pt.w-2 {
		return false
	}
	b := shikaku.Rect{Row: r - 1, Col: c - 1, W: 3, H: 3}
	var inside []int
	for y := b.Row; y < b.Row+3; y++ {
		for x := b.Col; x < b.Col+3; x++ {
			k := pt.at[y*pt.w+x]
			if k == singleton {
				if y != r || x != c {
					return false
				}
				continue
			}
			if k < 0 || k < pt.fixed {
				return false
			}
			nb := pt.rooms[k]
			if nb.Row < b.Row || nb.Col < b.Col || nb.Row+nb.H > b.Row+3 || nb.Col+nb.W > b.Col+3 {
				return false
			}
			inside = append(inside, k)
		}
	}
	// The rooms inside go; the block takes the first one's number, the
	// others become empty rectangles removed by compact.
	first := inside[0]
	for _, k := range inside {
		pt.rooms[k] = shikaku.Rect{}
	}
	pt.rooms[first] = b
	pt.place(first, b)
	pt.compact()
	return true
}

// compact drops empty rooms and renumbers the cells.
func (pt *partition) compact() {
	renum := make([]int, len(pt.rooms))
	var kept []shikaku.Rect
	for k, rect := range pt.rooms {
		renum[k] = -1
		if rect.Area() > 0 {
			renum[k] = len(kept)
			kept = append(kept, rect)
		}
	}
	pt.rooms = kept
	for i, k := range pt.at {
		if k >= 0 {
			pt.at[i] = renum[k]
		}
	}
}
