package shikaku

// Patterns is phase 1 of the chapter's decomposition: for each clue (in
// the puzzle's order), every rectangle of the clue's area that lies inside
// the grid, contains the clue's cell and contains no other clue. Rectangles
// are listed by width, then top row, then left column. Patterns uses a
// 2-D prefix sum of the clue cells, so each candidate costs O(1) and a
// clue of area n costs O(d(n)·n) where d(n) is its number of divisors.
func Patterns(p *Puzzle) [][]Rect {
	pats, _ := patternsWithin(p, -1)
	return pats
}

// patternsWithin is Patterns that gives up (ok false) once the patterns'
// areas add up to more than budget (budget < 0: no limit).
func patternsWithin(p *Puzzle, budget int) (pats [][]Rect, ok bool) {
	W, H := p.Width, p.Height
	// pre[(r)*(W+1)+c] = clues in rows < r, cols < c
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
	count := func(r, c, w, h int) int32 {
		return pre[(r+h)*(W+1)+c+w] - pre[r*(W+1)+c+w] - pre[(r+h)*(W+1)+c] + pre[r*(W+1)+c]
	}
	out := make([][]Rect, len(p.Clues))
	for k, cl := range p.Clues {
		var rs []Rect
		for w := 1; w <= cl.N && w <= W; w++ {
			if cl.N%w != 0 || cl.N/w > H {
				continue
			}
			h := cl.N / w
			for top := max(0, cl.Row-h+1); top <= cl.Row && top+h <= H; top++ {
				for left := max(0, cl.Col-w+1); left <= cl.Col && left+w <= W; left++ {
					if count(top, left, w, h) == 1 {
						rs = append(rs, Rect{Row: top, Col: left, W: w, H: h})
						if budget >= 0 {
							if budget -= cl.N; budget < 0 {
								return nil, false
							}
						}
					}
				}
			}
		}
		out[k] = rs
	}
	return out, true
}
