package gen

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/lits"
	"github.com/puzzlesat/puzzlesat/shape/poly"
	"github.com/puzzlesat/puzzlesat/shape/regions"
)

// planted is a drawn shading and the regions being made around it. Only
// unshaded cells ever change region, so each piece stays whole in its
// own region (of holds piece numbers, stable while cells move) and the
// shading stays a solution. An alternative is a placement inside a
// region, other than its piece, that fits with the rest of the shading
// kept (fits): a second solution differing in that region alone.
// Whether a placement is one depends only on the region holding its four
// cells, so the alternatives a cell's move makes or unmakes are those
// through the cell (through).
type planted struct {
	g      grid
	all    []piece
	thru   [][]int // by cell: indices into all of the placements through it
	pieces []piece
	sol    *lits.Solution
	letter []poly.Tetromino // by cell: its piece's letter, 0 unshaded
	of     []int            // by cell: the piece of its region, or -1 (not grown yet)
	moved  []int            // by cell: the step it last moved at (+1), for the tabu
	mark   []int            // by placement: the epoch it was last counted in
	epoch  int
	// fitsAt's answers by placement: for region fitK, in shading fitVer
	// (ver counts the shading's changes, from 1).
	fitK   []int32
	fitVer []int
	fitOK  []bool
	ver    int

	shade, seen []bool // scratch
	stack, buf  []int
}

func newPlanted(g grid, all []piece, placed []piece) *planted {
	n := g.rows * g.cols
	pl := &planted{g: g, all: all, pieces: placed, letter: make([]poly.Tetromino, n),
		sol:  &lits.Solution{Rows: g.rows, Cols: g.cols, Shade: make([]bool, n)},
		mark: make([]int, len(all)), ver: 1,
		fitK: make([]int32, len(all)), fitVer: make([]int, len(all)), fitOK: make([]bool, len(all)),
		of: make([]int, n), moved: make([]int, n), thru: make([][]int, n),
		shade: make([]bool, n), seen: make([]bool, n)}
	for i := range pl.of {
		pl.of[i] = regions.Outside
	}
	for k, pc := range placed {
		for _, i := range pc.cells {
			pl.letter[i] = pc.letter
			pl.of[i] = k
			pl.sol.Shade[i] = true
		}
	}
	for idx, pc := range all {
		for _, i := range pc.cells {
			pl.thru[i] = append(pl.thru[i], idx)
		}
	}
	return pl
}

// puzzle is the LITS of the regions.
func (pl *planted) puzzle() *lits.Puzzle {
	h, _ := regions.New(pl.g.rows, pl.g.cols, pl.of)
	return NewPuzzle(pl.g.rows, pl.g.cols, h)
}

// grow makes the regions: each piece is the seed of a region; a random
// free cell beside some region joins, of the regions beside it, the one
// where it makes the fewest alternatives, ties broken at random, until
// every cell is in a region (every region connected).
func (pl *planted) grow(r *rng.Rand) {
	g, of := pl.g, pl.of
	var frontier, to []int
	for i := range of {
		if of[i] >= 0 {
			continue
		}
		pl.buf = g.neighbours(i, pl.buf)
		for _, j := range pl.buf {
			if of[j] >= 0 {
				frontier = append(frontier, i)
				break
			}
		}
	}
	for len(frontier) > 0 {
		a := r.IntN(len(frontier))
		c := frontier[a]
		frontier[a] = frontier[len(frontier)-1]
		frontier = frontier[:len(frontier)-1]
		if of[c] >= 0 {
			continue
		}
		to = pl.beside(c, to)
		best, bestN, ties := -1, 0, 0
		for _, k := range to {
			of[c] = k
			m := pl.through(c)
			switch {
			case best < 0 || m < bestN:
				best, bestN, ties = k, m, 1
			case m == bestN:
				ties++
				if r.IntN(ties) == 0 {
					best = k
				}
			}
		}
		of[c] = best
		pl.buf = g.neighbours(c, pl.buf)
		for _, j := range pl.buf {
			if of[j] < 0 {
				frontier = append(frontier, j)
			}
		}
	}
}

// beside are the regions beside cell c other than its own.
func (pl *planted) beside(c int, to []int) []int {
	to = to[:0]
	pl.buf = pl.g.neighbours(c, pl.buf)
	for _, j := range pl.buf {
		if k := pl.of[j]; k >= 0 && k != pl.of[c] && !slices.Contains(to, k) {
			to = append(to, k)
		}
	}
	return to
}

// inside reports whether q lies in region k and is not its piece.
func (pl *planted) inside(q piece, k int) bool {
	of, c := pl.of, q.cells
	if of[c[0]] != k || of[c[1]] != k || of[c[2]] != k || of[c[3]] != k {
		return false
	}
	sh := pl.sol.Shade
	return !(sh[c[0]] && sh[c[1]] && sh[c[2]] && sh[c[3]])
}

// through counts the alternatives through cell c in its region.
func (pl *planted) through(c int) int {
	k := pl.of[c]
	n := 0
	for _, idx := range pl.thru[c] {
		if q := pl.all[idx]; pl.inside(q, k) && pl.fitsAt(k, idx) {
			n++
		}
	}
	return n
}

// count is the number of alternatives.
func (pl *planted) count() int {
	n := 0
	for idx, q := range pl.all {
		if k := pl.of[q.cells[0]]; k >= 0 && pl.inside(q, k) && pl.fitsAt(k, idx) {
			n++
		}
	}
	return n
}

// fits reports whether the shading with region k's piece replaced by q
// keeps the rules: q shares no edge with a piece of its letter in
// another region, makes no 2x2 block, and the shading stays connected
// (each region still holds one L, I, T or S).
func (pl *planted) fits(k int, q piece) bool {
	g, of, sol := pl.g, pl.of, pl.sol.Shade
	q0, q1, q2, q3 := q.cells[0], q.cells[1], q.cells[2], q.cells[3]
	shaded := func(i int) bool {
		return (sol[i] && of[i] != k) || i == q0 || i == q1 || i == q2 || i == q3
	}
	for _, i := range q.cells {
		pl.buf = g.neighbours(i, pl.buf)
		for _, j := range pl.buf {
			if of[j] != k && sol[j] && pl.letter[j] == q.letter {
				return false
			}
		}
		r, c := i/g.cols, i%g.cols
		for r0 := max(r-1, 0); r0 <= r && r0+1 < g.rows; r0++ {
			for c0 := max(c-1, 0); c0 <= c && c0+1 < g.cols; c0++ {
				a := r0*g.cols + c0
				if shaded(a) && shaded(a+1) && shaded(a+g.cols) && shaded(a+g.cols+1) {
					return false
				}
			}
		}
	}
	for i, s := range sol {
		pl.shade[i] = s && of[i] != k
	}
	for _, i := range q.cells {
		pl.shade[i] = true
	}
	return pl.flood(q.cells[0], pl.shade) == 4*len(pl.pieces)
}

// fitsAt is fits(k, all[idx]), remembered: whether a placement fits in
// region k depends only on the shading and which piece k holds (not on
// where the unshaded cells are), so the answer holds until the shading
// changes (setPiece).
func (pl *planted) fitsAt(k, idx int) bool {
	if pl.fitVer[idx] == pl.ver && pl.fitK[idx] == int32(k) {
		return pl.fitOK[idx]
	}
	ok := pl.fits(k, pl.all[idx])
	pl.fitVer[idx], pl.fitK[idx], pl.fitOK[idx] = pl.ver, int32(k), ok
	return ok
}

// flood is the number of cells in reach of start through cells of in.
func (pl *planted) flood(start int, in []bool) int {
	clear(pl.seen)
	pl.seen[start] = true
	pl.stack = append(pl.stack[:0], start)
	reached := 0
	for len(pl.stack) > 0 {
		i := pl.stack[len(pl.stack)-1]
		pl.stack = pl.stack[:len(pl.stack)-1]
		reached++
		pl.buf = pl.g.neighbours(i, pl.buf)
		for _, j := range pl.buf {
			if in[j] && !pl.seen[j] {
				pl.seen[j] = true
				pl.stack = append(pl.stack, j)
			}
		}
	}
	return reached
}

// hanging is cell c (unshaded) with the cells of its region that only
// reach the region's piece through c: the cells that leave the region
// together when c leaves it (a connected set beside c).
func (pl *planted) hanging(c int, out []int) []int {
	k := pl.of[c]
	for i, o := range pl.of {
		pl.shade[i] = o == k && i != c
	}
	pl.flood(pl.pieces[k].cells[0], pl.shade)
	out = append(out[:0], c)
	for i, o := range pl.of {
		if o == k && i != c && !pl.seen[i] {
			out = append(out, i)
		}
	}
	return out
}

// affected counts the alternatives through the cells of set.
func (pl *planted) affected(set []int) int {
	pl.epoch++
	n := 0
	for _, c := range set {
		for _, idx := range pl.thru[c] {
			if pl.mark[idx] == pl.epoch {
				continue
			}
			pl.mark[idx] = pl.epoch
			q := pl.all[idx]
			if k := pl.of[q.cells[0]]; k >= 0 && pl.inside(q, k) && pl.fitsAt(k, idx) {
				n++
			}
		}
	}
	return n
}

// step moves one of cells (unshaded ones; a cell moved in the last few
// steps only when tabu is false), with the cells hanging on it, into a
// region beside them: the move that makes the fewest alternatives
// (gained less lost), ties broken at random, among those ok accepts
// (nil: all; ok sees the move made). It returns the change in the
// alternatives' count, and false when no cell could move.
func (pl *planted) step(cells []int, at int, tabu bool, ok func() bool, r *rng.Rand) (int, bool) {
	var set, best, to []int
	bestK, bestD, ties := 0, 0, 0
	for _, c := range cells {
		if pl.sol.Shade[c] || (tabu && pl.moved[c] > 0 && at-pl.moved[c] < 4) {
			continue
		}
		set = pl.hanging(c, set)
		from := pl.of[c]
		to = to[:0]
		for _, i := range set {
			pl.buf = pl.g.neighbours(i, pl.buf)
			for _, j := range pl.buf {
				if k := pl.of[j]; k >= 0 && k != from && !slices.Contains(to, k) {
					to = append(to, k)
				}
			}
		}
		if len(to) == 0 {
			continue
		}
		lost := pl.affected(set)
		for _, k := range to {
			for _, i := range set {
				pl.of[i] = k
			}
			if ok == nil || ok() {
				d := pl.affected(set) - lost
				switch {
				case best == nil || d < bestD:
					best, bestK, bestD, ties = append(best[:0], set...), k, d, 1
				case d == bestD:
					ties++
					if r.IntN(ties) == 0 {
						best, bestK = append(best[:0], set...), k
					}
				}
			}
			for _, i := range set {
				pl.of[i] = from
			}
		}
	}
	if best == nil {
		return 0, false
	}
	for _, i := range best {
		pl.of[i] = bestK
	}
	pl.moved[best[0]] = at + 1
	return bestD, true
}

// setPiece makes q the piece of region k (the planted shading changes:
// q fits, so it stays a solution).
func (pl *planted) setPiece(k int, q piece) {
	for _, i := range pl.pieces[k].cells {
		pl.sol.Shade[i] = false
		pl.letter[i] = 0
	}
	for _, i := range q.cells {
		pl.sol.Shade[i] = true
		pl.letter[i] = q.letter
	}
	pl.pieces[k] = q
	pl.ver++
}

// swap changes the planted shading where the regions alone cannot lose
// an alternative: region k's piece becomes one of its alternatives q
// (the old piece is then one) and a cell the old piece shaded and q does
// not leaves the region, with the cells hanging on it. Of those changes
// the one with the fewest alternatives, ties broken at random; made only
// when it leaves fewer than now (now: the count). It returns the new
// count.
func (pl *planted) swap(now int, r *rng.Rand) int {
	type alt struct{ k, idx int }
	var alts []alt
	for idx, q := range pl.all {
		if k := pl.of[q.cells[0]]; k >= 0 && pl.inside(q, k) && pl.fitsAt(k, idx) {
			alts = append(alts, alt{k, idx})
		}
	}
	var set, best, to []int
	bestA, bestK, bestN, ties := alt{-1, -1}, 0, now, 0
	for _, a := range alts {
		old := pl.pieces[a.k]
		q := pl.all[a.idx]
		pl.setPiece(a.k, q)
		for _, f := range old.cells {
			if pl.sol.Shade[f] {
				continue
			}
			set = pl.hanging(f, set)
			to = to[:0]
			for _, i := range set {
				pl.buf = pl.g.neighbours(i, pl.buf)
				for _, j := range pl.buf {
					if k := pl.of[j]; k >= 0 && k != a.k && !slices.Contains(to, k) {
						to = append(to, k)
					}
				}
			}
			for _, k := range to {
				for _, i := range set {
					pl.of[i] = k
				}
				n := pl.count()
				switch {
				case n < bestN:
					bestA, best, bestK, bestN, ties = a, append(best[:0], set...), k, n, 1
				case n == bestN && bestA.k >= 0:
					ties++
					if r.IntN(ties) == 0 {
						bestA, best, bestK = a, append(best[:0], set...), k
					}
				}
				for _, i := range set {
					pl.of[i] = a.k
				}
			}
		}
		pl.setPiece(a.k, old)
	}
	if bestA.k < 0 {
		return now
	}
	pl.setPiece(bestA.k, pl.all[bestA.idx])
	for _, i := range best {
		pl.of[i] = bestK
	}
	return bestN
}
