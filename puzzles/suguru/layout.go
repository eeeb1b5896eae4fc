package suguru

import "github.com/puzzlesat/puzzlesat/shape/regions"

// NewPuzzle is a rows x cols Suguru with regions of (region labels per
// cell, row-major) and no givens.
func NewPuzzle(rows, cols int, of []int) (*Puzzle, error) {
	g, err := regions.New(rows, cols, of)
	if err != nil {
		return nil, err
	}
	return &Puzzle{Rows: rows, Cols: cols, Regions: g, Givens: make([]int, rows*cols)}, nil
}

// RandomRegions cuts a rows x cols grid into connected regions of 1 to
// maxSize cells: cells in a random order start regions, each grown to a
// random size of 2..maxSize through random free neighbours; a region of
// one cell left over joins a neighbouring region with room. intn(n)
// draws in [0,n).
func RandomRegions(rows, cols, maxSize int, intn func(int) int) []int {
	n := rows * cols
	of := make([]int, n)
	for i := range of {
		of[i] = -1
	}
	size := []int{}
	nb := func(i int) []int {
		r, c := i/cols, i%cols
		var out []int
		if r > 0 {
			out = append(out, i-cols)
		}
		if r+1 < rows {
			out = append(out, i+cols)
		}
		if c > 0 {
			out = append(out, i-1)
		}
		if c+1 < cols {
			out = append(out, i+1)
		}
		return out
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := intn(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	freeNb := func(j int) int {
		n := 0
		for _, x := range nb(j) {
			if of[x] < 0 {
				n++
			}
		}
		return n
	}
	for _, s := range order {
		if of[s] >= 0 {
			continue
		}
		k := len(size)
		of[s] = k
		size = append(size, 1)
		cells := []int{s}
		for size[k] < maxSize {
			// grow into the free neighbour with the fewest free
			// neighbours of its own (ties at random), so that no free
			// pocket is left too small for a region
			var best []int
			bestN := 5
			for _, c := range cells {
				for _, j := range nb(c) {
					if of[j] >= 0 {
						continue
					}
					switch n := freeNb(j); {
					case n < bestN:
						best, bestN = []int{j}, n
					case n == bestN:
						best = append(best, j)
					}
				}
			}
			if len(best) == 0 {
				break
			}
			j := best[intn(len(best))]
			of[j] = k
			size[k]++
			cells = append(cells, j)
		}
	}
	for i := range of {
		k := of[i]
		if size[k] != 1 {
			continue
		}
		best := -1
		for _, j := range nb(i) {
			if kj := of[j]; size[kj] < maxSize && (best < 0 || size[kj] < size[best]) {
				best = kj
			}
		}
		if best >= 0 {
			of[i] = best
			size[best]++
			size[k] = 0
		}
	}
	return of
}

// Numbered is p with every cell given its digit in s.
func Numbered(p *Puzzle, s *Solution) *Puzzle {
	q := *p
	q.Givens = append([]int(nil), s.Grid...)
	q.ref, q.Name, q.src, q.file = nil, "", nil, ""
	return &q
}

// KeepGivens is p with only the givens i (in row-major order of the
// cells with a given: the order of Encode's clues) where kept[i].
func KeepGivens(p *Puzzle, kept []bool) *Puzzle {
	q := *p
	q.Givens = make([]int, len(p.Givens))
	k := 0
	for i, g := range p.Givens {
		if g == 0 {
			continue
		}
		if k < len(kept) && kept[k] {
			q.Givens[i] = g
		}
		k++
	}
	q.ref = nil
	return &q
}
