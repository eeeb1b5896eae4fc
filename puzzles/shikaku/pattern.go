package shikaku

import "sort"

// Patterns is phase 1 of the chapter's decomposition: for each clue (in
// the puzzle's order), every rectangle of the clue's area that lies inside
// the grid, contains the clue's cell and contains no other clue; for a
// clue of unknown value, every such rectangle of any area (as
// AnyAreaPatterns). Rectangles
// are listed by width, then top row, then left column. Patterns uses a
// 2-D prefix sum of the clue cells, so each candidate costs O(1) and a
// clue of area n costs O(d(n)·n) where d(n) is its number of divisors.
func Patterns(p *Puzzle) [][]Rect {
	pats, _ := patternsWithin(p, -1, false)
	return pats
}

// AnyAreaPatterns is Patterns for clues of unknown area (the explanation
// encoding): for each clue, every rectangle inside the grid that contains
// the clue's cell and no other clue, whatever its area, listed by width,
// then height, then top row, then left column.
func AnyAreaPatterns(p *Puzzle) [][]Rect {
	pats, _ := patternsWithin(p, -1, true)
	return pats
}

// clueCounter counts the clues in a rectangle in O(1) with a 2-D prefix
// sum: pre[r*(W+1)+c] is the number of clues in rows < r, columns < c.
type clueCounter struct {
	w   int
	pre []int32
}

func newClueCounter(p *Puzzle) clueCounter {
	W, H := p.Width, p.Height
	pre := make([]int32, (W+1)*(H+1))
	at := p.clueAt()
	for r := 0; r < H; r++ {
		for c := 0; c < W; c++ {
			v := int32(0)
			if at[r*W+c] >= 0 {
				v = 1
			}
			pre[(r+1)*(W+1)+c+1] = pre[r*(W+1)+c+1] + pre[(r+1)*(W+1)+c] - pre[r*(W+1)+c] + v
		}
	}
	return clueCounter{W + 1, pre}
}

// count is the number of clues in the w×h rectangle at (r, c).
func (cc clueCounter) count(r, c, w, h int) int32 {
	W, pre := cc.w, cc.pre
	return pre[(r+h)*W+c+w] - pre[r*W+c+w] - pre[(r+h)*W+c] + pre[r*W+c]
}

// patternsWithin is Patterns (AnyAreaPatterns with anyArea; unknown clues
// always take any area) that gives up
// (ok false) once the patterns' areas add up to more than budget (budget
// < 0: no limit).
func patternsWithin(p *Puzzle, budget int, anyArea bool) (pats [][]Rect, ok bool) {
	cc := newClueCounter(p)
	out := make([][]Rect, len(p.Clues))
	for k, cl := range p.Clues {
		add := func(r Rect) bool {
			out[k] = append(out[k], r)
			if budget >= 0 {
				if budget -= r.Area(); budget < 0 {
					return false
				}
			}
			return true
		}
		var ok bool
		if anyArea || !cl.Known() {
			ok = anyAreaRects(p, cc, cl, add)
		} else {
			ok = areaRects(p, cc, cl, add)
		}
		if !ok {
			return nil, false
		}
	}
	return out, true
}

// areaRects calls add for every rectangle of area cl.N holding cl and no
// other clue, by width, top row, left column; it stops when add returns
// false and then returns false.
func areaRects(p *Puzzle, cc clueCounter, cl Clue, add func(Rect) bool) bool {
	W, H := p.Width, p.Height
	for w := 1; w <= cl.N && w <= W; w++ {
		if cl.N%w != 0 || cl.N/w > H {
			continue
		}
		h := cl.N / w
		for top := max(0, cl.Row-h+1); top <= cl.Row && top+h <= H; top++ {
			for left := max(0, cl.Col-w+1); left <= cl.Col && left+w <= W; left++ {
				if cc.count(top, left, w, h) == 1 && !add(Rect{Row: top, Col: left, W: w, H: h}) {
					return false
				}
			}
		}
	}
	return true
}

// anyAreaRects calls add for every rectangle holding cl and no other
// clue, by width, height, top row, left column. Growing a rectangle never
// drops a clue, so each loop stops at the first extent that takes in a
// second clue.
func anyAreaRects(p *Puzzle, cc clueCounter, cl Clue, add func(Rect) bool) bool {
	var rs []Rect
	for top := cl.Row; top >= 0 && cc.count(top, cl.Col, 1, cl.Row-top+1) == 1; top-- {
		for bottom := cl.Row; bottom < p.Height && cc.count(top, cl.Col, 1, bottom-top+1) == 1; bottom++ {
			h := bottom - top + 1
			for left := cl.Col; left >= 0 && cc.count(top, left, cl.Col-left+1, h) == 1; left-- {
				for right := cl.Col; right < p.Width && cc.count(top, left, right-left+1, h) == 1; right++ {
					rs = append(rs, Rect{Row: top, Col: left, W: right - left + 1, H: h})
					if len(rs) > MaxCells {
						return false
					}
				}
			}
		}
	}
	sort.Slice(rs, func(i, j int) bool {
		a, b := rs[i], rs[j]
		if a.W != b.W {
			return a.W < b.W
		}
		if a.H != b.H {
			return a.H < b.H
		}
		if a.Row != b.Row {
			return a.Row < b.Row
		}
		return a.Col < b.Col
	})
	for _, r := range rs {
		if !add(r) {
			return false
		}
	}
	return true
}
