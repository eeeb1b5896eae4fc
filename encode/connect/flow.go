package connect

import (
	"math/bits"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/graph"
)

// flowConnected is the flow method: a single-commodity flow from the root,
// which every other in-vertex consumes one unit of. Each arc v→u (both
// directions of each distinct neighbour pair) carries a B-bit flow,
// B = ⌈log2 n⌉ (n-1 units at most), and
//
//	flow bit of v→u → in[v], → in[u]          (flow only between in-vertices)
//	flow bit of v→root → ¬root                (nothing flows into the root)
//	¬root[v] → Σ inflow(v) = Σ outflow(v) + in[v]   (binary adders, compared bit by bit)
//
// A component of in-vertices without the root would consume |C| units
// while no flow enters it: no model. A connected in-set has one: send
// along a spanning tree from the root the size of each subtree.
func flowConnected(b *encode.Builder, g *graph.Graph, inLits []encode.Lit) {
	c := &cnf{b: b}
	in := constants(inLits)
	n := len(in)
	if n <= 1 {
		return
	}
	root, _ := roots(c, in, "connect.flow")
	B := bits.Len(uint(n - 1))
	nbrs := neighbourSets(g)
	flow := map[[2]int][]encode.Lit{} // arc v→u
	for v := 0; v < n; v++ {
		for _, u := range nbrs[v] {
			if in[u] == fls || in[v] == fls {
				continue
			}
			f := c.aux("connect.flow.f", B)
			flow[[2]int{v, u}] = f
			for _, x := range f {
				c.add(-x, in[v])
				c.add(-x, in[u])
				c.add(-x, -root[u])
			}
		}
	}
	for v := 0; v < n; v++ {
		if root[v] == tru {
			continue
		}
		var ins, outs [][]encode.Lit
		for _, u := range nbrs[v] {
			if f, ok := flow[[2]int{u, v}]; ok {
				ins = append(ins, f)
			}
			if f, ok := flow[[2]int{v, u}]; ok {
				outs = append(outs, f)
			}
		}
		a := c.sum(ins, fls)
		z := c.sum(outs, in[v])
		for i := 0; i < max(len(a), len(z)); i++ {
			x, y := bit(a, i), bit(z, i)
			c.add(root[v], -x, y)
			c.add(root[v], x, -y)
		}
	}
}

// bit is x[i], or fls beyond x.
func bit(x []encode.Lit, i int) encode.Lit {
	if i < len(x) {
		return x[i]
	}
	return fls
}

// sum returns the bits (least significant first) of the sum of the
// binary numbers xs plus the bit cin, by a balanced tree of ripple-carry
// adders, wide enough not to overflow.
func (c *cnf) sum(xs [][]encode.Lit, cin encode.Lit) []encode.Lit {
	if len(xs) == 0 {
		return []encode.Lit{cin}
	}
	if cin != fls {
		xs = append([][]encode.Lit{{cin}}, xs...)
	}
	for len(xs) > 1 {
		var next [][]encode.Lit
		for i := 0; i+1 < len(xs); i += 2 {
			next = append(next, c.add2(xs[i], xs[i+1]))
		}
		if len(xs)%2 == 1 {
			next = append(next, xs[len(xs)-1])
		}
		xs = next
	}
	return xs[0]
}

// add2 returns the bits of x + y, one longer than the longer.
func (c *cnf) add2(x, y []encode.Lit) []encode.Lit {
	w := max(len(x), len(y))
	out := make([]encode.Lit, w+1)
	carry := fls
	for i := 0; i < w; i++ {
		out[i], carry = c.fullAdder(bit(x, i), bit(y, i), carry)
	}
	out[w] = carry
	return out
}

// fullAdder returns sum and carry of three bits (fls inputs fold away;
// tru becomes a variable fixed true).
func (c *cnf) fullAdder(x, y, z encode.Lit) (s, co encode.Lit) {
	var ins []encode.Lit
	for _, l := range []encode.Lit{x, y, z} {
		if l == tru {
			l = c.one()
		}
		if l != fls {
			ins = append(ins, l)
		}
	}
	switch len(ins) {
	case 0:
		return fls, fls
	case 1:
		return ins[0], fls
	}
	v := c.aux("connect.flow.add", 2)
	s, co = v[0], v[1]
	if len(ins) == 2 {
		x, y := ins[0], ins[1]
		c.add(-s, x, y)
		c.add(-s, -x, -y)
		c.add(s, -x, y)
		c.add(s, x, -y)
		c.add(-co, x)
		c.add(-co, y)
		c.add(co, -x, -y)
		return s, co
	}
	x, y, z = ins[0], ins[1], ins[2]
	for _, sx := range []encode.Lit{x, -x} {
		for _, sy := range []encode.Lit{y, -y} {
			for _, sz := range []encode.Lit{z, -z} {
				// premise: x, y, z make sx, sy, sz false; t of them are
				// true inputs, and s is the parity of t.
				t := 0
				for _, l := range []encode.Lit{sx, sy, sz} {
					if l < 0 { // premise: l false, i.e. input true
						t++
					}
				}
				if t%2 == 1 {
					c.add(sx, sy, sz, s)
				} else {
					c.add(sx, sy, sz, -s)
				}
			}
		}
	}
	c.add(-x, -y, co)
	c.add(-x, -z, co)
	c.add(-y, -z, co)
	c.add(x, y, -co)
	c.add(x, z, -co)
	c.add(y, z, -co)
	return s, co
}

// one is a variable fixed true (allocated once).
func (c *cnf) one() encode.Lit {
	if c.t == 0 {
		c.t = c.aux("connect.true", 1)[0]
		c.add(c.t)
	}
	return c.t
}
