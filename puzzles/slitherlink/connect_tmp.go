package slitherlink

// TEMPORARY: a local lazy single-cycle cut until package encode/connect
// lands on main; to be deleted then (connect.SingleCycle replaces it).

import (
	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

func connectMethods() []string { return []string{"lazy"} }

// singleCycleLazy: the edges true in a model form one cycle, checked
// after the model: for each cycle C found beside others, the clause
// "not all of C, or not the first edge of each other cycle" (if C is in
// the loop, C is the loop).
func singleCycleLazy(g *graph.Graph, edge []encode.Lit) func(m encode.Model) [][]encode.Lit {
	return func(m encode.Model) [][]encode.Lit {
		d := graph.NewDSU(g.N())
		var on []int
		for e, l := range edge {
			if m.Value(l) {
				u, v := g.Edge(e)
				d.Union(u, v)
				on = append(on, e)
			}
		}
		comps := map[int][]int{}
		var order []int
		for _, e := range on {
			u, _ := g.Edge(e)
			r := d.Find(u)
			if _, ok := comps[r]; !ok {
				order = append(order, r)
			}
			comps[r] = append(comps[r], e)
		}
		if len(order) < 2 {
			return nil
		}
		var cuts [][]encode.Lit
		for _, r := range order {
			var cl []encode.Lit
			for _, e := range comps[r] {
				cl = append(cl, -edge[e])
			}
			for _, o := range order {
				if o != r {
					cuts = append(cuts, append(append([]encode.Lit(nil), cl...), -edge[comps[o][0]]))
				}
			}
		}
		return cuts
	}
}
