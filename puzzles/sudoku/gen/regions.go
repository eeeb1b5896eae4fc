package gen

import (
	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
)

// randomRegions are N connected regions of N cells for a jigsaw: the
// boxes br×bc, then many random swaps of two neighbouring cells of two
// regions (each cell moves to the other's region, so the sizes stay), a
// swap kept only when both regions stay connected.
func randomRegions(n, br, bc int, r *rng.Rand) []int {
	reg := sudoku.BoxRegions(n, br, bc)
	for k := 0; k < 8*n*n*n; k++ {
		a := r.IntN(n * n)
		var nb []int
		ar, ac := a/n, a%n
		if ar > 0 {
			nb = append(nb, a-n)
		}
		if ar < n-1 {
			nb = append(nb, a+n)
		}
		if ac > 0 {
			nb = append(nb, a-1)
		}
		if ac < n-1 {
			nb = append(nb, a+1)
		}
		b := nb[r.IntN(len(nb))]
		ra, rb := reg[a], reg[b]
		if ra == rb {
			continue
		}
		// a joins rb; a random other cell c of rb joins ra.
		c := r.IntN(n * n)
		if reg[c] != rb || c == b {
			continue
		}
		reg[a], reg[c] = rb, ra
		if !connected(reg, n, ra) || !connected(reg, n, rb) {
			reg[a], reg[c] = ra, rb
		}
	}
	return reg
}

// connected reports whether region g's cells are one 4-connected piece.
func connected(reg []int, n, g int) bool {
	start, size := -1, 0
	for i, x := range reg {
		if x == g {
			size++
			if start < 0 {
				start = i
			}
		}
	}
	if start < 0 {
		return true
	}
	seen := make([]bool, n*n)
	stack := []int{start}
	seen[start] = true
	count := 0
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		count++
		c := i % n
		for _, j := range [4]int{i - n, i + n, i - 1, i + 1} {
			if j < 0 || j >= n*n || (j == i-1 && c == 0) || (j == i+1 && c == n-1) {
				continue
			}
			if !seen[j] && reg[j] == g {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return count == size
}
