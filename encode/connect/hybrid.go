package connect

import (
	"math/bits"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
)

// hybridDegree is where the hybrid method of Acyclic stops eliminating:
// the first vertex of the minimum-degree order with more neighbours than
// this, and every vertex after it, is ranked instead. Chosen by
// measurement on the PuzzleKit Gokigen set (docs/connectivity.md).
var hybridDegree = 16

// rankArcs orders the vertices v with !done[v] by binary ranks: each gets
// B = ⌈log2 r⌉ bits (r of them left), and every arc a[u,w] between two of
// them (both directions of each remaining edge and fill edge, nb) implies
// rank(u) < rank(w), most significant bit first. t_i reads "u's rank is
// below w's on bits i.. given equal bits above"; t_0 is the arc itself:
//
//	t_i → ¬u_i ∨ w_i
//	t_i ∧ u_i → t_{i+1},  t_i ∧ ¬w_i → t_{i+1}    (i < B-1)
//	t_{B-1} → ¬u_{B-1},  t_{B-1} → w_{B-1}
//
// 3B-1 clauses and B-1 variables per arc. An arc cycle among the ranked
// vertices would need a rank below itself; a forest's arcs toward its
// roots, closed transitively, are ordered by a topological order.
func rankArcs(c *cnf, nb []map[int]bool, done []bool, arc func(u, w int) encode.Lit) {
	var rest []int
	for v := range nb {
		if !done[v] {
			rest = append(rest, v)
		}
	}
	if len(rest) < 2 {
		return
	}
	nbits := bits.Len(uint(len(rest) - 1))
	rank := make(map[int][]encode.Lit, len(rest))
	for _, v := range rest {
		rank[v] = c.aux("connect.hybrid.rank", nbits)
	}
	for _, u := range rest {
		var ws []int
		for w := range nb[u] {
			if !done[w] {
				ws = append(ws, w)
			}
		}
		slices.Sort(ws)
		for _, w := range ws {
			x, y := rank[u], rank[w]
			t := arc(u, w)
			for i := 0; i < nbits; i++ {
				c.add(-t, -x[i], y[i])
				if i == nbits-1 {
					c.add(-t, -x[i])
					c.add(-t, y[i])
					break
				}
				next := c.aux("connect.hybrid.less", 1)[0]
				c.add(-t, -x[i], next)
				c.add(-t, y[i], next)
				t = next
			}
		}
	}
}
