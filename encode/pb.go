package encode

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/internal/enum"
)

// PBEncoding selects how a pseudo-Boolean constraint Σ w·x ⋈ k becomes
// CNF (PySAT's pysat.pb names).
type PBEncoding int

// The pseudo-Boolean encodings. See the package doc.
const (
	PBBDD        PBEncoding = iota // reduced BDD (Eén and Sörensson 2006; Abío et al. 2012)
	PBSWC                          // sequential weight counter (Hölldobler, Manthey and Steinke 2012)
	PBSortNetwrk                   // sorting network over the unary expansion
	PBAdder                        // binary adders and a comparator (Eén and Sörensson 2006)
	PBBinMerge                     // binary merge (Manthey, Philipp and Steinke 2014)
	PBNative                       // a native cardinality constraint when every weight is 1; else BDD
)

var pbNames = enum.New[PBEncoding]("pseudo-Boolean encoding", "bdd", "swc", "sortnetwrk", "adder", "binmerge", "native")

func (e PBEncoding) String() string { return pbNames.String(e) }

// UnmarshalText reads a pseudo-Boolean encoding's name.
func (e *PBEncoding) UnmarshalText(b []byte) error { return pbNames.Unmarshal(e, b) }

// PBEncodings lists every pseudo-Boolean encoding.
func PBEncodings() []PBEncoding {
	return []PBEncoding{PBBDD, PBSWC, PBSortNetwrk, PBAdder, PBBinMerge, PBNative}
}

// PBNames are the pseudo-Boolean encodings' names, in the order of PBEncodings.
func PBNames() []string { return pbNames.List() }

// ParsePBEncoding reads a pseudo-Boolean encoding's name.
func ParsePBEncoding(s string) (PBEncoding, error) { return pbNames.Parse(s) }

// Cmp is the comparison of a pseudo-Boolean constraint.
type Cmp int

// The comparisons: Σ w·x <= k, >= k, = k.
const (
	LE Cmp = iota
	GE
	EQ
)

func (c Cmp) String() string { return [...]string{"<=", ">=", "="}[c] }

// PB adds Σ weights[i]·lits[i] ⋈ k with b.PBEnc. Weights may be negative
// or zero (w·x = w + |w|·¬x for w < 0); a literal may repeat. lits and
// weights have the same length (PB panics otherwise: a programming error).
func (b *Builder) PB(lits []Lit, weights []int, cmp Cmp, k int) {
	if len(lits) != len(weights) {
		panic(fmt.Sprintf("encode: PB with %d literals and %d weights", len(lits), len(weights)))
	}
	// Normalize to positive weights.
	var ls []Lit
	var ws []int
	total := 0
	for i, l := range lits {
		w := weights[i]
		switch {
		case w == 0:
			continue
		case w < 0:
			l, w = -l, -w
			k += w
		}
		ls = append(ls, l)
		ws = append(ws, w)
		total += w
	}
	if cmp == LE || cmp == EQ {
		b.pbAtMost(ls, ws, k)
	}
	if cmp == GE || cmp == EQ {
		// Σ w·x >= k  ⇔  Σ w·¬x <= total - k
		b.pbAtMost(negated(ls), ws, total-k)
	}
}

// pbAtMost adds Σ ws[i]·lits[i] <= k, all weights positive.
func (b *Builder) pbAtMost(lits []Lit, ws []int, k int) {
	if k < 0 {
		b.Out.AddClause(nil)
		return
	}
	// A literal heavier than k is false; what is left may need nothing.
	var ls []Lit
	var vs []int
	total := 0
	unit := true
	for i, l := range lits {
		if ws[i] > k {
			b.Out.AddClause([]Lit{-l})
			continue
		}
		ls = append(ls, l)
		vs = append(vs, ws[i])
		total += ws[i]
		unit = unit && ws[i] == 1
	}
	if total <= k {
		return
	}
	switch b.PBEnc {
	case PBSWC:
		b.swc(ls, vs, k)
	case PBSortNetwrk:
		var unary []Lit
		for i, l := range ls {
			for j := 0; j < vs[i]; j++ {
				unary = append(unary, l)
			}
		}
		b.sortNetwrk(unary, k, -1)
	case PBAdder:
		b.adder(ls, vs, k)
	case PBBinMerge:
		b.binMerge(ls, vs, k)
	case PBNative:
		if cs, ok := b.Out.(CardSink); ok && unit {
			cs.AddAtLeast(negated(ls), len(ls)-k)
			return
		}
		b.bdd(ls, vs, k)
	default:
		b.bdd(ls, vs, k)
	}
}

// bdd is the reduced ordered BDD of Σ w·x <= k (Eén and Sörensson, JSAT
// 2006), built with the interval method of Abío, Nieuwenhuis, Oliveras,
// Rodríguez-Carbonell and Mayer-Eichberger (JAIR 2012): node (i, s)
// stands for "Σ_{j>=i} w_j·x_j <= s"; nodes of one level whose s lie in
// one interval [β, γ] are the same node. Each node v with children hi
// (x_i true: s-w_i) and lo (s) gets two clauses, v -> lo and
// v ∧ x_i -> hi (the half that an upper bound needs); the root is a
// unit. Arc-consistent.
func (b *Builder) bdd(lits []Lit, ws []int, k int) {
	n := len(lits)
	rest := make([]int, n+1) // rest[i] = Σ_{j>=i} w_j
	for i := n - 1; i >= 0; i-- {
		rest[i] = rest[i+1] + ws[i]
	}
	type node struct {
		lo, hi int // the interval [β, γ]
		l      Lit
	}
	levels := make([][]node, n)
	const inf = 1 << 60
	b.begin("bdd", "n")
	var build func(i, s int) node
	build = func(i, s int) node {
		if s < 0 {
			return node{-inf, -1, litFalse}
		}
		if s >= rest[i] {
			return node{rest[i], inf, litTrue}
		}
		for _, nd := range levels[i] {
			if nd.lo <= s && s <= nd.hi {
				return nd
			}
		}
		h := build(i+1, s-ws[i])
		l := build(i+1, s)
		nd := node{lo: max(h.lo+ws[i], l.lo), hi: min(h.hi+ws[i], l.hi)}
		if h.l == l.l {
			nd.l = h.l
		} else {
			nd.l = b.aux()
			b.emit(-nd.l, l.l)
			b.emit(-nd.l, -lits[i], h.l)
		}
		levels[i] = append(levels[i], nd)
		return nd
	}
	b.emit(build(0, k).l)
}

// swc is the sequential weight counter of Hölldobler, Manthey and Steinke
// (KI 2012): s(i,j) = "the first i terms weigh j or more", j = 1..k, for
// i < n; x_i -> s(i,j) for j <= w_i, s(i-1,j) -> s(i,j),
// s(i-1,j) ∧ x_i -> s(i,j+w_i), and s(i-1,k+1-w_i) -> ¬x_i.
// (n-1)·k auxiliary variables.
func (b *Builder) swc(lits []Lit, ws []int, k int) {
	n := len(lits)
	b.begin("swc", "s")
	prev := make([]Lit, k+1) // prev[j], j = 1..k; prev[0] unused
	cur := make([]Lit, k+1)
	for j := 1; j <= k; j++ {
		prev[j] = litFalse
	}
	for i, x := range lits {
		w := ws[i]
		if k+1-w >= 1 {
			b.emit(-prev[k+1-w], -x)
		}
		if i == n-1 {
			break
		}
		for j := 1; j <= k; j++ {
			cur[j] = b.aux()
		}
		for j := 1; j <= k; j++ {
			if j <= w {
				b.emit(-x, cur[j])
			}
			b.emit(-prev[j], cur[j])
			if j+w <= k {
				b.emit(-prev[j], -x, cur[j+w])
			}
		}
		prev, cur = cur, prev
	}
}

// adder is the adder encoding of Eén and Sörensson (JSAT 2006): the
// weighted literals go into buckets by the bits of their weights; each
// bucket is reduced by full adders (three wires into a sum in the bucket
// and a carry into the next) and half adders (two wires), with full
// Tseitin definitions, until one wire (the sum's bit) is left; the binary
// sum is then compared with k: for every bit i where k has a 0, the clause
// "bit i false, or some higher bit differs from k's".
func (b *Builder) adder(lits []Lit, ws []int, k int) {
	var buckets [][]Lit
	for i, l := range lits {
		for bit := 0; ws[i]>>bit != 0; bit++ {
			if ws[i]>>bit&1 != 0 {
				for len(buckets) <= bit {
					buckets = append(buckets, nil)
				}
				buckets[bit] = append(buckets[bit], l)
			}
		}
	}
	b.begin("adder", "a")
	var sum []Lit
	for bit := 0; bit < len(buckets); bit++ {
		q := buckets[bit]
		for len(q) >= 2 {
			var s, c Lit
			if len(q) >= 3 {
				s, c = b.fullAdder(q[0], q[1], q[2])
				q = append(q[3:], s)
			} else {
				s, c = b.halfAdder(q[0], q[1])
				q = append(q[2:], s)
			}
			if bit+1 == len(buckets) {
				buckets = append(buckets, nil)
			}
			buckets[bit+1] = append(buckets[bit+1], c)
		}
		if len(q) == 1 {
			sum = append(sum, q[0])
		} else {
			sum = append(sum, litFalse)
		}
	}
	// sum <= k: forbid every bit i with k_i = 0 set while all higher bits equal k's.
	for len(sum) < bitsFor(k+1)+1 {
		sum = append(sum, litFalse)
	}
	for i := range sum {
		if k>>i&1 != 0 {
			continue
		}
		cl := []Lit{-sum[i]}
		for j := i + 1; j < len(sum); j++ {
			if k>>j&1 != 0 {
				cl = append(cl, -sum[j])
			} else {
				cl = append(cl, sum[j])
			}
		}
		b.emit(cl...)
	}
}

// fullAdder defines s = x ⊕ y ⊕ z and c = (at least two of x, y, z).
func (b *Builder) fullAdder(x, y, z Lit) (s, c Lit) {
	s, c = b.aux(), b.aux()
	for m := 0; m < 8; m++ {
		sx, sy, sz := lit3(x, m&1), lit3(y, m&2), lit3(z, m&4)
		odd := (m&1 != 0) != (m&2 != 0) != (m&4 != 0)
		// the clause that forbids this input pattern with the wrong sum
		if odd {
			b.emit(-sx, -sy, -sz, s)
		} else {
			b.emit(-sx, -sy, -sz, -s)
		}
	}
	b.emit(-x, -y, c)
	b.emit(-x, -z, c)
	b.emit(-y, -z, c)
	b.emit(x, y, -c)
	b.emit(x, z, -c)
	b.emit(y, z, -c)
	return s, c
}

// halfAdder defines s = x ⊕ y and c = x ∧ y.
func (b *Builder) halfAdder(x, y Lit) (s, c Lit) {
	s, c = b.aux(), b.aux()
	b.emit(-x, -y, -s)
	b.emit(x, y, -s)
	b.emit(-x, y, s)
	b.emit(x, -y, s)
	b.emit(-x, -y, c)
	b.emit(x, -c)
	b.emit(y, -c)
	return s, c
}

// lit3 is l when the bit is set, ¬l otherwise: the literal true under that
// input pattern.
func lit3(l Lit, bit int) Lit {
	if bit != 0 {
		return l
	}
	return -l
}

// binMerge is the binary merge of Manthey, Philipp and Steinke (KI 2014):
// with M the bits of k and c = 2^M-1-k, Σ w·x <= k is Σ w·x + c < 2^M.
// Bucket i holds the literals whose weight has bit i (and a constant true
// where c has it); it is sorted (the odd-even network of cardNetwork,
// upward half clauses) and merged with the carries of bucket i-1, the
// even outputs of its sorted sequence ("at least 2t"). The sum reaches 2^M
// exactly when bucket M-1's merged sequence has a second one: that output
// is a negative unit.
func (b *Builder) binMerge(lits []Lit, ws []int, k int) {
	m := bitsFor(k + 2) // the smallest M with 2^M > k
	for 1<<m <= k {
		m++
	}
	c := 1<<m - 1 - k
	buckets := make([][]Lit, m)
	for i, l := range lits {
		for bit := 0; bit < m; bit++ {
			if ws[i]>>bit&1 != 0 {
				buckets[bit] = append(buckets[bit], l)
			}
		}
	}
	for bit := 0; bit < m; bit++ {
		if c>>bit&1 != 0 {
			buckets[bit] = append(buckets[bit], litTrue)
		}
	}
	b.begin("binmerge", "c")
	net := cardNetwork{b: b, up: true}
	pad := func(s []Lit, n int) []Lit {
		out := make([]Lit, n)
		copy(out, s)
		for i := len(s); i < n; i++ {
			out[i] = litFalse
		}
		return out
	}
	var carries, merged []Lit
	for bit := 0; bit < m; bit++ {
		p := 1
		for p < max(len(buckets[bit]), len(carries)) {
			p *= 2
		}
		sorted := net.sort(pad(buckets[bit], p))
		if len(carries) > 0 {
			merged = net.merge(sorted, pad(carries, p))
		} else {
			merged = sorted
		}
		carries = carries[:0]
		for i := 1; i < len(merged); i += 2 {
			carries = append(carries, merged[i])
		}
	}
	if len(merged) >= 2 {
		b.emit(-merged[1])
	}
}
