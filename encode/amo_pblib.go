package encode

import "math/bits"

// The at-most-one encodings PBLib adds to pairwise, ladder and commander:
// bimander, binary, (k-)product and nested. Each is arc-consistent (one
// true input forces the others false, two conflict); the package doc gives
// their sizes.

// bitsFor is the number of bits that number m values: ⌈log2 m⌉.
func bitsFor(m int) int {
	if m <= 1 {
		return 0
	}
	return bits.Len(uint(m - 1))
}

// binaryCode adds x -> (the code of idx over the bit variables bs): one
// binary clause per bit.
func (b *Builder) binaryCode(x Lit, idx int, bs []Lit) {
	for j, v := range bs {
		if idx&(1<<j) != 0 {
			b.emit(-x, v)
		} else {
			b.emit(-x, -v)
		}
	}
}

// binaryAMO is the binary (bitwise) encoding of Frisch, Peugniez, Doggett
// and Nightingale (2005): m = ⌈log2 n⌉ bit variables, and input i implies
// the bits of i: n·m binary clauses. Two true inputs differ in a bit.
func (b *Builder) binaryAMO(lits []Lit) {
	m := bitsFor(len(lits))
	b.begin("binary", "b")
	bs := make([]Lit, m)
	for j := range bs {
		bs[j] = b.aux()
	}
	for i, x := range lits {
		b.binaryCode(x, i, bs)
	}
}

// bimander is the encoding of Hölldobler and Nguyen (2013): the inputs are
// cut into g = ⌈√n⌉ groups of ⌈n/g⌉ (the last may be shorter), pairwise
// clauses inside each group, and each input implies the binary code of its
// group over ⌈log2 g⌉ bit variables.
func (b *Builder) bimander(lits []Lit) {
	n := len(lits)
	g := 1
	for g*g < n {
		g++
	}
	size := (n + g - 1) / g
	groups := (n + size - 1) / size
	b.begin("bimander", "b")
	bs := make([]Lit, bitsFor(groups))
	for j := range bs {
		bs[j] = b.aux()
	}
	for s, gi := 0, 0; s < n; s, gi = s+size, gi+1 {
		grp := lits[s:min(s+size, n)]
		b.pairwise(grp)
		for _, x := range grp {
			b.binaryCode(x, gi, bs)
		}
	}
}

// productBase is the size up to which the product encoding is pairwise.
const productBase = 6

// product is Chen's product encoding (2010), applied recursively (the
// k-product of PBLib): the inputs are laid out in a p × q grid, p = ⌈√n⌉,
// q = ⌈n/p⌉; input (r,c) implies row variable u_r and column variable v_c
// (2n binary clauses), and at most one u and at most one v are encoded the
// same way, down to productBase inputs (pairwise).
func (b *Builder) product(lits []Lit) {
	n := len(lits)
	if n <= productBase {
		b.pairwise(lits)
		return
	}
	p := 1
	for p*p < n {
		p++
	}
	q := (n + p - 1) / p
	rows := (n + q - 1) / q
	b.begin("kproduct", "u")
	us := make([]Lit, rows)
	for i := range us {
		us[i] = b.aux()
	}
	vs := make([]Lit, q)
	for i := range vs {
		vs[i] = b.aux()
	}
	for i, x := range lits {
		b.emit(-x, us[i/q])
		b.emit(-x, vs[i%q])
	}
	b.product(us)
	b.product(vs)
}

// nestedBase is the group size of the nested encoding.
const nestedBase = 4

// nested is the nested encoding of PBLib and LogicNG: up to nestedBase
// inputs pairwise; otherwise a new variable y joins the first half and ¬y
// the second half, and each half (with its extra literal) is encoded the
// same way. n-4 variables (for n >= 4) and about 3n clauses... see the
// package doc for the measured sizes.
func (b *Builder) nested(lits []Lit) {
	n := len(lits)
	if n <= nestedBase {
		b.pairwise(lits)
		return
	}
	b.begin("nested", "y")
	y := b.aux()
	h := n / 2
	left := append(append(make([]Lit, 0, h+1), lits[:h]...), y)
	right := append(append(make([]Lit, 0, n-h+1), lits[h:]...), -y)
	b.nested(left)
	b.nested(right)
}
