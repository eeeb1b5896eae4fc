package connect

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// lazyConnected returns the Refine of the lazy method for Connected: for
// each component C of the model's in-vertices, with a ∈ C and b an
// in-vertex of another component, the cut
//
//	¬in[a] ∨ ¬in[b] ∨ ⋁ in[s], s ∈ S
//
// where S separates C from b: R is b's component in g once the
// neighbours N(C) of C are removed, and S = the vertices of N(C) adjacent
// to R. Every path from a to b enters R from outside, through a vertex of
// S, so the cut holds in every connected solution; S ⊆ N(C), all out in
// the model, so the cut is false there.
func lazyConnected(g *graph.Graph, in []encode.Lit) Refine {
	in = append([]encode.Lit(nil), in...)
	return func(m encode.Model) [][]encode.Lit {
		n := g.N()
		isIn := make([]bool, n)
		for v, l := range in {
			isIn[v] = l == 0 || m.Value(l)
		}
		comp, count := inComponents(g, isIn)
		if count <= 1 {
			return nil
		}
		// rep[c]: a vertex of component c, always-in if it has one (the
		// cut then has no literal for it).
		rep := make([]int, count)
		for i := range rep {
			rep[i] = -1
		}
		for v := 0; v < n; v++ {
			if c := comp[v]; c >= 0 && (rep[c] < 0 || (in[v] == 0 && in[rep[c]] != 0)) {
				rep[c] = v
			}
		}
		cuts := make([][]encode.Lit, 0, count)
		mark := make([]int8, n) // 1: in C, 2: in N(C), 3: in R
		stack := make([]int, 0, 16)
		for c := 0; c < count; c++ {
			a, b := rep[c], rep[0]
			if c == 0 {
				b = rep[1]
			}
			clear(mark)
			for v := 0; v < n; v++ {
				if comp[v] == c {
					mark[v] = 1
				}
			}
			for v := 0; v < n; v++ {
				if mark[v] != 1 {
					continue
				}
				for _, h := range g.Neighbors(v) {
					if mark[h.To] == 0 {
						mark[h.To] = 2
					}
				}
			}
			mark[b] = 3
			stack = append(stack[:0], b)
			for len(stack) > 0 {
				v := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, h := range g.Neighbors(v) {
					if mark[h.To] == 0 {
						mark[h.To] = 3
						stack = append(stack, h.To)
					}
				}
			}
			var cut []encode.Lit
			if in[a] != 0 {
				cut = append(cut, -in[a])
			}
			if in[b] != 0 {
				cut = append(cut, -in[b])
			}
			for v := 0; v < n; v++ {
				if mark[v] != 2 {
					continue
				}
				for _, h := range g.Neighbors(v) {
					if mark[h.To] == 3 {
						cut = append(cut, in[v]) // out in the model, so in[v] != 0
						break
					}
				}
			}
			cuts = appendNew(cuts, cut)
		}
		return cuts
	}
}

// appendNew appends cut to cuts unless it is already there (as a set: two
// components can give the same cut, from either side).
func appendNew(cuts [][]encode.Lit, cut []encode.Lit) [][]encode.Lit {
	sorted := slices.Clone(cut)
	slices.Sort(sorted)
	for _, c := range cuts {
		if len(c) == len(cut) {
			d := slices.Clone(c)
			slices.Sort(d)
			if slices.Equal(d, sorted) {
				return cuts
			}
		}
	}
	return append(cuts, cut)
}

// inComponents labels the components of the subgraph induced by the
// vertices with isIn (0..count-1 in order of their smallest vertex; -1
// for the others).
func inComponents(g *graph.Graph, isIn []bool) (comp []int, count int) {
	comp = make([]int, g.N())
	for i := range comp {
		comp[i] = -1
	}
	var stack []int
	for s := range comp {
		if !isIn[s] || comp[s] >= 0 {
			continue
		}
		comp[s] = count
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, h := range g.Neighbors(v) {
				if isIn[h.To] && comp[h.To] < 0 {
					comp[h.To] = count
					stack = append(stack, h.To)
				}
			}
		}
		count++
	}
	return comp, count
}

// lazyCycle returns the Refine of the lazy method for SingleCycle: for each
// component C of the chosen edges (its vertex set S), with e1 a chosen
// edge of C and e2 one of another component, the subtour cut
//
//	¬edge[e1] ∨ ¬edge[e2] ∨ ⋁ edge[f], f ∈ δ(R)
//
// where R is the component of e2's ends in g once the edges δ(S) leaving
// S are removed, and δ(R) ⊆ δ(S) the edges with one end in R. In every
// solution that chooses e1 and e2, they are joined by a path of chosen
// edges from S (an end of e1) into R (the ends of e2, outside S), which
// uses an edge of δ(R). In the model no edge of δ(S) is chosen (S is a
// component), so the cut is false there. Edges inside S (chords) are not
// in the cut: a single cycle that crosses into R must leave S through δ(S)
// whatever it does inside. The cut is valid for every connected choice of
// edges, degree rule or not, so it never cuts off a single cycle.
func lazyCycle(g *graph.Graph, edge []encode.Lit) Refine {
	edge = append([]encode.Lit(nil), edge...)
	return func(m encode.Model) [][]encode.Lit {
		n := g.N()
		dsu := graph.NewDSU(n)
		chosen := make([]bool, len(edge))
		for e, l := range edge {
			if l == 0 || m.Value(l) {
				chosen[e] = true
				u, v := g.Edge(e)
				dsu.Union(u, v)
			}
		}
		// rep[root]: a chosen edge of the component, always-chosen if any.
		rep := map[int]int{}
		var roots []int
		for e, ch := range chosen {
			if !ch {
				continue
			}
			u, _ := g.Edge(e)
			r := dsu.Find(u)
			old, ok := rep[r]
			if !ok {
				roots = append(roots, r)
				rep[r] = e
			} else if edge[e] == 0 && edge[old] != 0 {
				rep[r] = e
			}
		}
		if len(roots) <= 1 {
			return nil
		}
		cuts := make([][]encode.Lit, 0, len(roots))
		inR := make([]bool, n)
		stack := make([]int, 0, 16)
		for i, r := range roots {
			e1, e2 := rep[r], rep[roots[0]]
			if i == 0 {
				e2 = rep[roots[1]]
			}
			// R: from e2's end, through edges that do not leave S.
			clear(inR)
			s, _ := g.Edge(e2)
			inR[s] = true
			stack = append(stack[:0], s)
			for len(stack) > 0 {
				v := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, h := range g.Neighbors(v) {
					if !inR[h.To] && dsu.Find(h.To) != r {
						inR[h.To] = true
						stack = append(stack, h.To)
					}
				}
			}
			var cut []encode.Lit
			if edge[e1] != 0 {
				cut = append(cut, -edge[e1])
			}
			if edge[e2] != 0 {
				cut = append(cut, -edge[e2])
			}
			for f := range edge {
				u, v := g.Edge(f)
				if inR[u] != inR[v] {
					cut = append(cut, edge[f]) // not chosen in the model, so edge[f] != 0
				}
			}
			cuts = appendNew(cuts, cut)
		}
		return cuts
	}
}
