package fillomino

import (
	"github.com/puzzlesat/puzzlesat/encode"
)

// smallSizes adds the size rule of the numbers 2..upto eagerly, complete
// (Options.Regions "small"): for a number k, every connected set S of
// cells that may hold k gets
//
//   - with k+1 cells: ⋁ ¬x(c,k), c ∈ S (no polyomino of k has more);
//   - with 2..k-1 cells: ⋁ ¬x(c,k), c ∈ S ∨ ⋁ x(d,k), d next to S (a
//     group of k with fewer cells grows; one cell: the continuation
//     clause of Encode).
//
// The sets are enumerated once each (Redelmeier's method: the set's
// first cell in row-major order is its anchor, the others come after it).
// The lazy rule then finds nothing wrong with these numbers.
func (e *Encoding) smallSizes(upto, grow int) {
	p := e.Puzzle
	f := e.Formula
	n := len(p.Given)
	for k := 2; k <= e.Max; k++ {
		// the largest set enumerated: k+1 (complete) or grow (< k)
		top := k + 1
		if k > upto {
			top = min(grow, k-1)
		}
		if top < 2 {
			continue
		}
		may := make([]bool, n)
		for i := range may {
			may[i] = e.Var(i, k) != 0
		}
		seen := make([]bool, n)
		var set []int
		visit := func() {
			var c []encode.Lit
			for _, i := range set {
				c = append(c, -e.Var(i, k))
			}
			if len(set) == k+1 {
				f.AddClause(c)
				return
			}
			if len(set) < 2 {
				return
			}
			// the neighbours of the set (marked to count each once)
			var nb []int
			for _, i := range set {
				for _, d := range p.Neighbours(i) {
					if may[d] && !inSet(set, d) && !inSet(nb, d) {
						nb = append(nb, d)
					}
				}
			}
			for _, d := range nb {
				c = append(c, e.Var(d, k))
			}
			f.AddClause(c)
		}
		var rec func(a int, untried []int)
		rec = func(a int, untried []int) {
			for len(untried) > 0 {
				v := untried[0]
				untried = untried[1:]
				set = append(set, v)
				if len(set) != k { // a polyomino of k is not a rule
					visit()
				}
				if len(set) < top {
					next := append([]int(nil), untried...)
					var added []int
					for _, d := range p.Neighbours(v) {
						if may[d] && d > a && !seen[d] {
							seen[d] = true
							next = append(next, d)
							added = append(added, d)
						}
					}
					rec(a, next)
					for _, d := range added {
						seen[d] = false
					}
				}
				set = set[:len(set)-1]
			}
		}
		for a := 0; a < n; a++ {
			if !may[a] {
				continue
			}
			set = append(set[:0], a)
			seen[a] = true
			var untried []int
			for _, d := range p.Neighbours(a) {
				if may[d] && d > a {
					seen[d] = true
					untried = append(untried, d)
				}
			}
			rec(a, untried)
			for _, d := range untried {
				seen[d] = false
			}
			seen[a] = false
		}
	}
}

func inSet(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}
