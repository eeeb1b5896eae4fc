// Package loop draws random loops on a grid, for the generators of the
// loop genres: the boundary of a random simply connected region of faces
// is one loop that never touches itself (Tatham's loopgen, used by his
// Loopy and Pearl, grows its loops the same way). Slitherlink draws its
// loop on the cells' corners, the region being cells; Masyu draws it
// through the cell centres, the region being the faces between them
// (RandomCentreLoop).
package loop

import "github.com/puzzlesat/puzzlesat/internal/rng"

// RandomRegion is a random simply connected region of cells, no two of
// them touching only at a corner, of 40-65% of the grid (less when the
// growth gets stuck).
func RandomRegion(rows, cols int, r *rng.Rand) []bool { return ScoredRegion(rows, cols, r, nil, 1) }

// ScoredRegion grows a region as RandomRegion does, but biased as
// Tatham's loopgen can be: at each step it takes the first k candidates
// (in a random order) that keep the region simply connected with no
// corner touch, and adds the one whose region score rates highest (the
// first of those on a tie). score sees the region with the candidate
// added; nil or k = 1 is RandomRegion (the same region for the same
// random state).
func ScoredRegion(rows, cols int, r *rng.Rand, score func(in []bool) int, k int) []bool {
	if score == nil {
		k = 1
	}
	n := rows * cols
	in := make([]bool, n)
	in[r.IntN(n)] = true
	size, target := 1, max(1, n*(40+r.IntN(26))/100)
	at := func(rr, cc int) bool { return rr >= 0 && rr < rows && cc >= 0 && cc < cols && in[rr*cols+cc] }
	// corners: adding cell i makes no point a checkerboard.
	corners := func(i int) bool {
		rr, cc := i/cols, i%cols
		for _, d := range [][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}} {
			pr, pc := rr+d[0], cc+d[1] // the point; its cells (pr-1,pc-1) (pr-1,pc) (pr,pc-1) (pr,pc)
			a, b, c, e := at(pr-1, pc-1), at(pr-1, pc), at(pr, pc-1), at(pr, pc)
			if a == e && b == c && a != b {
				return false
			}
		}
		return true
	}
	queue := make([]int, 0, n)
	seen := make([]bool, n)
	// outsideConnected: every cell outside the region reaches the border.
	outsideConnected := func() bool {
		queue = queue[:0]
		clear(seen)
		out := 0
		for i := 0; i < n; i++ {
			if in[i] {
				continue
			}
			out++
			rr, cc := i/cols, i%cols
			if rr == 0 || cc == 0 || rr == rows-1 || cc == cols-1 {
				seen[i] = true
				queue = append(queue, i)
			}
		}
		for k := 0; k < len(queue); k++ {
			i := queue[k]
			rr, cc := i/cols, i%cols
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				nr, nc := rr+d[0], cc+d[1]
				if nr < 0 || nr >= rows || nc < 0 || nc >= cols {
					continue
				}
				j := nr*cols + nc
				if !in[j] && !seen[j] {
					seen[j] = true
					queue = append(queue, j)
				}
			}
		}
		return len(queue) == out
	}
	var cand []int
	for size < target {
		cand = cand[:0]
		for i := 0; i < n; i++ {
			if in[i] {
				continue
			}
			rr, cc := i/cols, i%cols
			if at(rr-1, cc) || at(rr+1, cc) || at(rr, cc-1) || at(rr, cc+1) {
				cand = append(cand, i)
			}
		}
		r.Shuffle(len(cand), func(a, b int) { cand[a], cand[b] = cand[b], cand[a] })
		best, bestScore, tried := -1, 0, 0
		for _, i := range cand {
			if !corners(i) {
				continue
			}
			in[i] = true
			if outsideConnected() {
				sc := 0
				if k > 1 {
					sc = score(in)
				}
				if best < 0 || sc > bestScore {
					best, bestScore = i, sc
				}
				tried++
			}
			in[i] = false
			if tried >= k {
				break
			}
		}
		if best < 0 {
			break
		}
		in[best] = true
		size++
	}
	return in
}

// RandomCentreLoop is a random loop through the centres of a rows x
// cols grid of cells (rows, cols >= 2): the boundary (CentreLoop) of
// RandomRegion of the (rows-1) x (cols-1) faces between the centres.
func RandomCentreLoop(rows, cols int, r *rng.Rand) (right, down []bool) {
	return CentreLoop(rows, cols, RandomRegion(rows-1, cols-1, r))
}

// CentreLoop is the boundary of a region in of the (rows-1) x (cols-1)
// faces between the centres of a rows x cols grid of cells:
// right[r*(cols-1)+c] says it joins cells (r,c) and (r,c+1),
// down[r*cols+c] cells (r,c) and (r+1,c).
func CentreLoop(rows, cols int, in []bool) (right, down []bool) {
	fr, fc := rows-1, cols-1
	at := func(i, j int) bool { return i >= 0 && i < fr && j >= 0 && j < fc && in[i*fc+j] }
	right, down = make([]bool, rows*(cols-1)), make([]bool, (rows-1)*cols)
	for i := 0; i < rows; i++ {
		for j := 0; j < cols-1; j++ {
			right[i*(cols-1)+j] = at(i-1, j) != at(i, j) // the faces above and below the edge
		}
	}
	for i := 0; i < rows-1; i++ {
		for j := 0; j < cols; j++ {
			down[i*cols+j] = at(i, j-1) != at(i, j) // the faces left and right of it
		}
	}
	return right, down
}
