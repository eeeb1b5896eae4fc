// Package gen generates Country Road puzzles with exactly one solution,
// proved by SAT, graded easy, medium or hard.
//
// # Construction
//
// A random loop first, the boundary of a random simply connected region
// of the faces between the cell centres (shape/loop.ScoredRegion and
// CentreLoop, as Masyu's generator and Tatham's loopgen draw it), biased
// towards loops that visit many cells (RandomLoop). Then regions cut from
// the loop: the loop's cells, walked in order from a random start, fall
// into stretches of MinStretch to MaxStretch cells, a region each; every
// 4-connected group of cells off the loop joins the region of a random
// loop cell beside it (so that no two empty cells touch across a border,
// and each region stays connected, its loop cells one stretch: the loop
// enters it once). Every region shows its count of visited cells, in its
// top cell (where puzz.link puts it). Then the numbers go, in a random
// order, while the rest still fix the loop: generate.FromSolution (one
// incremental CDCL session per draw, a selector per number, the lazy
// one-loop cuts kept). A full puzzle with another loop is repaired
// (Split: a region where the loops differ cut in two); a draw Split
// cannot repair is dropped. The grade is the grader's (by default the explanations').
package gen

import (
	"context"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/countryroad"
	"github.com/puzzlesat/puzzlesat/shape/loop"
	"github.com/puzzlesat/puzzlesat/shape/regions"
)

// The lengths of the loop's stretches, one a region.
var (
	MinStretch = 2
	MaxStretch = 6
)

// Source is generate.FromSolution's source for rows x cols puzzles.
func Source(rows, cols int) generate.Source {
	return generate.Source{
		Kind: countryroad.Kind,
		Full: func(ctx context.Context, r *rng.Rand) (puzzle.Puzzle, puzzle.Solution, error) {
			p, s := Full(rows, cols, r)
			if p == nil {
				return nil, nil, generate.ErrRetry
			}
			return p, s, nil
		},
		Keep: keepNumbers,
		Fix: func(full puzzle.Puzzle, sol, other puzzle.Solution, r *rng.Rand) (puzzle.Puzzle, bool) {
			p := Split(full.(*countryroad.Puzzle), sol.(*countryroad.Solution), other.(*countryroad.Solution), r)
			return p, p != nil
		},
	}
}

// Split repairs a full puzzle with a second loop: it splits a region
// where the two loops differ in two at a random point of its stretch of
// s (each group of empty cells going with the part beside it), every
// region numbered again from s. s stays a solution; nil when no region
// where they differ has a stretch of two cells.
func Split(p *countryroad.Puzzle, s, other *countryroad.Solution, r *rng.Rand) *countryroad.Puzzle {
	R, C := p.Rows, p.Cols
	g := p.Regions
	differ := make([]bool, g.N)
	for i := 0; i < R*C; i++ {
		rr, c := i/C, i%C
		if s.Visited(rr, c) != other.Visited(rr, c) {
			differ[g.Of[i]] = true
		}
	}
	for e := 0; e < p.NumEdges(); e++ {
		if s.Edge(e) != other.Edge(e) {
			a, _ := p.EdgeEnds(e)
			differ[g.Of[a[0]*C+a[1]]] = true
		}
	}
	walk := walkLoop(s)
	var cands []int
	for k := 0; k < g.N; k++ {
		if differ[k] && len(stretch(walk, g.Of, k)) >= 2 {
			cands = append(cands, k)
		}
	}
	if len(cands) == 0 {
		return nil
	}
	k := cands[r.IntN(len(cands))]
	st := stretch(walk, g.Of, k)
	cut := 1 + r.IntN(len(st)-1)
	of := append([]int(nil), g.Of...)
	nk := g.N
	for _, i := range st[cut:] {
		of[i] = nk
	}
	// The region's empty cells, group by group, go with a part beside them.
	seen := make([]bool, R*C)
	for i0, kk := range g.Of {
		if kk != k || seen[i0] || s.Visited(i0/C, i0%C) {
			continue
		}
		group := []int{i0}
		seen[i0] = true
		part := -1
		for q := 0; q < len(group); q++ {
			for _, j := range neighbours(R, C, group[q]) {
				if g.Of[j] != k {
					continue
				}
				if s.Visited(j/C, j%C) {
					if part < 0 {
						part = of[j]
					}
				} else if !seen[j] {
					seen[j] = true
					group = append(group, j)
				}
			}
		}
		if part < 0 {
			return nil
		}
		for _, i := range group {
			of[i] = part
		}
	}
	ng, err := regions.New(R, C, of)
	if err != nil || ng.Split() >= 0 {
		return nil
	}
	q := countryroad.NewPuzzle(R, C, ng)
	for k := 0; k < ng.N; k++ {
		n := 0
		for _, i := range ng.Cells(k) {
			if s.Visited(i/C, i%C) {
				n++
			}
		}
		q.Nums[topCell(ng, k)] = n
	}
	return q
}

// stretch is the cells of region k on the loop, in the walk's order from
// where the loop enters it.
func stretch(walk []int, of []int, k int) []int {
	L := len(walk)
	start := -1
	for j := 0; j < L; j++ {
		if of[walk[j]] == k && of[walk[(j+L-1)%L]] != k {
			start = j
			break
		}
	}
	if start < 0 {
		return nil
	}
	var out []int
	for j := 0; j < L && of[walk[(start+j)%L]] == k; j++ {
		out = append(out, walk[(start+j)%L])
	}
	return out
}

// Full is a random loop and regions cut from it, every region numbered
// (nil when the loop is too short for two regions).
func Full(rows, cols int, r *rng.Rand) (*countryroad.Puzzle, *countryroad.Solution) {
	s := countryroad.NewSolution(rows, cols)
	s.H, s.V = RandomLoop(rows, cols, r)
	walk := walkLoop(s)
	L := len(walk)
	if L < 2*MinStretch {
		return nil, nil
	}
	n := rows * cols
	of := make([]int, n)
	for i := range of {
		of[i] = -1
	}
	// Stretches from a random start.
	start := r.IntN(L)
	k, left := 0, L
	for j := 0; left > 0; k++ {
		ln := MinStretch + r.IntN(MaxStretch-MinStretch+1)
		if left-ln < MinStretch {
			ln = left
		}
		if k == 0 && ln == L { // at least two regions
			ln = L / 2
		}
		for t := 0; t < ln; t++ {
			of[walk[(start+j+t)%L]] = k
		}
		j += ln
		left -= ln
	}
	counts := make([]int, k)
	for _, i := range walk {
		counts[of[i]]++
	}
	// The groups of empty cells join a neighbouring loop cell's region.
	seen := make([]bool, n)
	for i0 := 0; i0 < n; i0++ {
		if of[i0] >= 0 || seen[i0] {
			continue
		}
		group := []int{i0}
		seen[i0] = true
		var beside []int
		for q := 0; q < len(group); q++ {
			i := group[q]
			for _, j := range neighbours(rows, cols, i) {
				switch {
				case of[j] >= 0:
					beside = append(beside, of[j])
				case !seen[j]:
					seen[j] = true
					group = append(group, j)
				}
			}
		}
		kk := beside[r.IntN(len(beside))]
		for _, i := range group {
			of[i] = kk
		}
	}
	g, err := regions.New(rows, cols, of)
	if err != nil {
		return nil, nil
	}
	p := countryroad.NewPuzzle(rows, cols, g)
	for k := 0; k < g.N; k++ {
		cells := g.Cells(k)
		visited := 0
		for _, i := range cells {
			if s.Visited(i/cols, i%cols) {
				visited++
			}
		}
		p.Nums[topCell(g, k)] = visited
	}
	return p, s
}

// Bias is the number of candidate faces RandomLoop rates at each step.
var Bias = 6

// RandomLoop is a random loop through the centres of a rows x cols grid:
// the boundary of a random region of the faces between the centres
// (loop.ScoredRegion), grown towards loops that visit many cells (the
// best of Bias candidates at each step by the cells on the loop), so
// that few cells stay empty, as in janko.at's Country Roads.
func RandomLoop(rows, cols int, r *rng.Rand) (right, down []bool) {
	score := func(in []bool) int {
		h, v := loop.CentreLoop(rows, cols, in)
		on := make([]bool, rows*cols)
		for i, x := range h {
			if x {
				rr, c := i/(cols-1), i%(cols-1)
				on[rr*cols+c], on[rr*cols+c+1] = true, true
			}
		}
		for i, x := range v {
			if x {
				on[i], on[i+cols] = true, true
			}
		}
		n := 0
		for _, x := range on {
			if x {
				n++
			}
		}
		return n
	}
	return loop.CentreLoop(rows, cols, loop.ScoredRegion(rows-1, cols-1, r, score, Bias))
}

// neighbours are the up to four cells beside cell i.
func neighbours(rows, cols, i int) []int {
	r, c := i/cols, i%cols
	out := make([]int, 0, 4)
	if r > 0 {
		out = append(out, i-cols)
	}
	if c > 0 {
		out = append(out, i-1)
	}
	if c+1 < cols {
		out = append(out, i+1)
	}
	if r+1 < rows {
		out = append(out, i+cols)
	}
	return out
}

// walkLoop is the cells of s's loop in order.
func walkLoop(s *countryroad.Solution) []int {
	R, C := s.Rows, s.Cols
	start := -1
	for i := 0; i < R*C && start < 0; i++ {
		if s.Visited(i/C, i%C) {
			start = i
		}
	}
	if start < 0 {
		return nil
	}
	walk := []int{start}
	prev, cur := -1, start
	for len(walk) <= R*C {
		r, c := cur/C, cur%C
		next := -1
		if r > 0 && s.V[(r-1)*C+c] && cur-C != prev {
			next = cur - C
		} else if r < R-1 && s.V[r*C+c] && cur+C != prev {
			next = cur + C
		} else if c > 0 && s.H[r*(C-1)+c-1] && cur-1 != prev {
			next = cur - 1
		} else if c < C-1 && s.H[r*(C-1)+c] && cur+1 != prev {
			next = cur + 1
		}
		if next < 0 || next == start {
			break
		}
		prev, cur = cur, next
		walk = append(walk, cur)
	}
	return walk
}

// topCell is pzprjs' getTopCell of region k: the leftmost column's
// topmost cell (where a puzz.link URL puts the number).
func topCell(g *regions.Regions, k int) int {
	best := -1
	for _, i := range g.Cells(k) {
		if best < 0 || i%g.Cols < best%g.Cols || i%g.Cols == best%g.Cols && i < best {
			best = i
		}
	}
	return best
}

// keepNumbers is full with the numbers kept: number j (the j-th numbered
// region in region order, as Encode lists its clues) stays when kept[j].
func keepNumbers(pz puzzle.Puzzle, kept []bool) puzzle.Puzzle {
	full := pz.(*countryroad.Puzzle)
	p := countryroad.NewPuzzle(full.Rows, full.Cols, full.Regions)
	j := 0
	for k := 0; k < full.Regions.N; k++ {
		num, at := full.RegionNumber(k)
		if at < 0 {
			continue
		}
		if kept[j] {
			p.Nums[at] = num
		}
		j++
	}
	return p
}
