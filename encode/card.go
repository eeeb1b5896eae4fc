package encode

import "math"

// AtMost adds "at most k of lits are true" with b.Card.
func (b *Builder) AtMost(lits []Lit, k int) {
	n := len(lits)
	switch {
	case k < 0:
		b.Out.AddClause(nil)
		return
	case k >= n:
		return
	case k == 0:
		for _, l := range lits {
			b.Out.AddClause([]Lit{-l})
		}
		return
	case k == n-1:
		// One clause says it: not all of them.
		b.Out.AddClause(negated(lits))
		return
	}
	if b.Card == Native {
		if cs, ok := b.Out.(CardSink); ok {
			cs.AddAtLeast(negated(lits), n-k)
			return
		}
	}
	b.cardinality(lits, k, -1)
}

// AtLeast adds "at least k of lits are true" with b.Card.
func (b *Builder) AtLeast(lits []Lit, k int) {
	n := len(lits)
	switch {
	case k <= 0:
		return
	case k > n:
		b.Out.AddClause(nil)
		return
	case k == 1:
		b.Out.AddClause(lits)
		return
	case k == n:
		for _, l := range lits {
			b.Out.AddClause([]Lit{l})
		}
		return
	}
	if b.Card == Native {
		if cs, ok := b.Out.(CardSink); ok {
			cs.AddAtLeast(lits, k)
			return
		}
	}
	b.cardinality(lits, -1, k)
}

// Exactly adds "exactly k of lits are true" with b.Card. Encodings with a
// shared structure (counter, totalizer, network) build it once for both bounds.
func (b *Builder) Exactly(lits []Lit, k int) {
	n := len(lits)
	if k < 0 || k > n {
		b.Out.AddClause(nil)
		return
	}
	if k == 0 {
		b.AtMost(lits, 0)
		return
	}
	if k == n {
		for _, l := range lits {
			b.Out.AddClause([]Lit{l})
		}
		return
	}
	if b.Card == Native {
		if cs, ok := b.Out.(CardSink); ok {
			cs.AddAtLeast(lits, k)
			cs.AddAtLeast(negated(lits), n-k)
			return
		}
	}
	b.cardinality(lits, k, k)
}

// cardinality encodes lo <= count(lits) <= hi with b.Card, where hi < 0
// means no upper bound and lo < 0 no lower bound; 0 <= hi < len(lits),
// 0 < lo <= len(lits), at least one bound is present, and when both are
// they are equal (exactly-k: the sequential counter's trimming relies on it).
func (b *Builder) cardinality(lits []Lit, hi, lo int) {
	enc := b.Card
	if enc == Native {
		enc = Totalizer
	}
	switch enc {
	case CardPairwise:
		enc = Binomial
	case CardLadder:
		enc = SeqCounter
	case Bitwise:
		if b.amoShaped(lits, hi, lo, Binary) {
			return
		}
		enc = Totalizer
	case SortNetwrk:
		b.sortNetwrk(lits, hi, lo)
		return
	case MTotalizer, KMTotalizer:
		b.modTotalizer(lits, hi, lo, enc == KMTotalizer)
		return
	}
	switch enc {
	case SeqCounter:
		b.seqCounter(lits, hi, lo)
	case Totalizer, CardNet:
		// The structure counts up to cap = hi+1 (or lo). "At most hi of
		// lits" is "at least n-hi of their negations": count whichever side
		// needs the smaller cap.
		n := len(lits)
		need, mneed := 0, 0
		if hi >= 0 {
			need = hi + 1
			mneed = n - hi
		}
		if lo >= 0 {
			need = max(need, lo)
			mneed = max(mneed, n-lo+1)
		}
		if mneed < need {
			lits = negated(lits)
			hi, lo = mirror(n, lo), mirror(n, hi)
			need = mneed
		}
		var outs []Lit
		up, down := hi >= 0, lo >= 0
		if enc == Totalizer {
			b.begin("totalizer", "r")
			outs = b.totalizer(lits, need, up, down)
		} else {
			b.begin("cardnet", "c")
			outs = cardNetwork{b: b, up: up, down: down}.card(lits, need)
		}
		// outs[t-1] is "at least t of lits".
		if hi >= 0 {
			b.emit(-outs[hi])
		}
		if lo >= 0 {
			b.emit(outs[lo-1])
		}
	default:
		if hi >= 0 {
			b.binomialAtMost(lits, hi)
		}
		if lo >= 0 {
			b.binomialAtLeast(lits, lo)
		}
	}
}

// mirror turns a bound on the true literals into the bound on the false ones.
func mirror(n, bound int) int {
	if bound < 0 {
		return -1
	}
	return n - bound
}

// Constant wires. Encodings treat fixed values (padding, registers that
// cannot matter) as these constants, and emit drops them from clauses, so
// no variable or clause is spent on a known value.
const (
	litTrue  Lit = math.MaxInt32
	litFalse Lit = -litTrue
)

// emit adds the clause of lits simplified by the constants: a true literal
// satisfies it (nothing is added), false literals are dropped.
func (b *Builder) emit(lits ...Lit) {
	b.buf = b.buf[:0]
	for _, l := range lits {
		switch l {
		case litTrue:
			return
		case litFalse:
			continue
		}
		b.buf = append(b.buf, l)
	}
	b.Out.AddClause(b.buf)
}

// seqCounter is Sinz's sequential counter (CP 2005), trimmed to the
// registers that are not constant. Register R(i,j) ("at least j of the
// first i literals are true") exists for 1 <= j <= k and j <= i < j+n-k:
// it is false when j > i (or j = k+1 under an upper bound: that is the
// constraint), and true when i-j >= n-k (under a lower bound the constraint
// forces it; under an upper bound alone it can no longer lead to an
// overflow, so its value does not matter). That leaves k(n-k) registers.
//
// Upper bound: R(i-1,j) -> R(i,j) and x_i ∧ R(i-1,j-1) -> R(i,j).
// Lower bound: R(i,j) -> R(i-1,j) ∨ x_i and R(i,j) -> R(i-1,j-1).
// Both bounds (exactly-k) share the registers.
func (b *Builder) seqCounter(lits []Lit, hi, lo int) {
	n := len(lits)
	k, cols := lo, lo
	if hi >= 0 {
		k, cols = hi, hi+1
	}
	b.begin("seqcounter", "s")
	prev := make([]Lit, 2*(cols+1))
	cur := prev[cols+1:]
	prev = prev[:cols+1]
	prev[0] = litTrue
	for j := 1; j <= cols; j++ {
		prev[j] = litFalse
	}
	for i := 1; i <= n; i++ {
		x := lits[i-1]
		cur[0] = litTrue
		for j := 1; j <= cols; j++ {
			switch {
			case j > i || (hi >= 0 && j == hi+1):
				cur[j] = litFalse
			case i-j >= n-k:
				cur[j] = litTrue
			default:
				cur[j] = b.aux()
			}
			if hi >= 0 {
				b.emit(-prev[j], cur[j])
				b.emit(-x, -prev[j-1], cur[j])
			}
			if lo >= 0 {
				b.emit(-cur[j], prev[j], x)
				b.emit(-cur[j], prev[j-1])
			}
		}
		prev, cur = cur, prev
	}
}

// totalizer builds the k-simplified totalizer of Bailleux and Boufkhad
// (CP 2003) over lits and returns its root: out[t-1] is "at least t of lits
// are true" for t = 1 .. min(len(lits), cap). Every node counts only up to
// cap (the unary value cap stands for "cap or more"). up adds the clauses
// a_i ∧ b_j -> r_(i+j) (i+j <= cap) that push counts up the tree; down adds
// ¬a_(i+1) ∧ ¬b_(j+1) -> ¬r_(i+j+1) that push them down.
func (b *Builder) totalizer(lits []Lit, cap int, up, down bool) []Lit {
	n := len(lits)
	if n == 1 {
		return lits[:1:1]
	}
	left := b.totalizer(lits[:n/2], cap, up, down)
	right := b.totalizer(lits[n/2:], cap, up, down)
	size := min(n, cap)
	r := make([]Lit, size)
	for t := range r {
		r[t] = b.aux()
	}
	p, q := len(left), len(right)
	at := func(s []Lit, i int) Lit { // s_i, with s_0 = true and s_(len+1) = false
		switch {
		case i == 0:
			return litTrue
		case i > len(s):
			return litFalse
		}
		return s[i-1]
	}
	if up {
		for i := 0; i <= p && i <= size; i++ {
			for j := 0; j <= q && i+j <= size; j++ {
				if i+j > 0 {
					b.emit(-at(left, i), -at(right, j), r[i+j-1])
				}
			}
		}
	}
	if down {
		for i := 0; i <= p && i < size; i++ {
			for j := 0; j <= q && i+j < size; j++ {
				b.emit(at(left, i+1), at(right, j+1), -r[i+j])
			}
		}
	}
	return r
}

// cardNetwork builds the cardinality networks of Asín, Nieuwenhuis,
// Oliveras and Rodríguez-Carbonell (Constraints 16(2), 2011) out of
// 2-comparators, with their "half" clause sets: up adds the clauses that
// push ones forward (for upper bounds), down those that push zeros (lower
// bounds). Constant inputs (the padding) fold away.
type cardNetwork struct {
	b        *Builder
	up, down bool
}

// comparator sorts two wires: hi = x ∨ y, lo = x ∧ y.
func (c cardNetwork) comparator(x, y Lit) (hi, lo Lit) {
	switch {
	case x == litFalse:
		return y, litFalse
	case y == litFalse:
		return x, litFalse
	case x == litTrue:
		return litTrue, y
	case y == litTrue:
		return litTrue, x
	}
	hi, lo = c.b.aux(), c.b.aux()
	if c.up {
		c.b.emit(-x, hi)
		c.b.emit(-y, hi)
		c.b.emit(-x, -y, lo)
	}
	if c.down {
		c.b.emit(-lo, x)
		c.b.emit(-lo, y)
		c.b.emit(-hi, x, y)
	}
	return hi, lo
}

// odds and evens are the 1-based odd and even positions of s.
func odds(s []Lit) []Lit {
	out := make([]Lit, 0, (len(s)+1)/2)
	for i := 0; i < len(s); i += 2 {
		out = append(out, s[i])
	}
	return out
}

func evens(s []Lit) []Lit {
	out := make([]Lit, 0, len(s)/2)
	for i := 1; i < len(s); i += 2 {
		out = append(out, s[i])
	}
	return out
}

// merge merges two sorted (descending) sequences of the same power-of-two
// length n into a sorted sequence of 2n (Batcher's odd-even merge).
func (c cardNetwork) merge(a, d []Lit) []Lit {
	n := len(a)
	if n == 1 {
		hi, lo := c.comparator(a[0], d[0])
		return []Lit{hi, lo}
	}
	x := c.merge(odds(a), odds(d))
	y := c.merge(evens(a), evens(d))
	out := make([]Lit, 2*n)
	out[0], out[2*n-1] = x[0], y[n-1]
	for i := 1; i < n; i++ {
		out[2*i-1], out[2*i] = c.comparator(x[i], y[i-1])
	}
	return out
}

// smerge is the simplified merge: only the first n+1 outputs of merging two
// sorted sequences of power-of-two length n.
func (c cardNetwork) smerge(a, d []Lit) []Lit {
	n := len(a)
	if n == 1 {
		hi, lo := c.comparator(a[0], d[0])
		return []Lit{hi, lo}
	}
	x := c.smerge(odds(a), odds(d))
	y := c.smerge(evens(a), evens(d))
	out := make([]Lit, n+1)
	out[0] = x[0]
	for i := 1; i <= n/2; i++ {
		out[2*i-1], out[2*i] = c.comparator(x[i], y[i-1])
	}
	return out
}

// sort is the odd-even merge sorting network of a power-of-two length.
func (c cardNetwork) sort(a []Lit) []Lit {
	if len(a) == 1 {
		return a
	}
	h := len(a) / 2
	return c.merge(c.sort(a[:h]), c.sort(a[h:]))
}

// card is the m-cardinality network for the smallest power of two m >= cap:
// out[t-1] is "at least t of lits" for t <= m. The input is padded with
// false to a multiple of m, cut into blocks of m, each block sorted, and
// the sorted blocks folded together with simplified merges, keeping the
// first m outputs each time.
func (c cardNetwork) card(lits []Lit, cap int) []Lit {
	m := 1
	for m < cap {
		m *= 2
	}
	padded := make([]Lit, (len(lits)+m-1)/m*m)
	copy(padded, lits)
	for i := len(lits); i < len(padded); i++ {
		padded[i] = litFalse
	}
	acc := c.sort(padded[:m])
	for s := m; s < len(padded); s += m {
		acc = c.smerge(acc, c.sort(padded[s:s+m]))[:m]
	}
	return acc
}

// binomialAtMost: every (k+1)-subset has a false literal.
func (b *Builder) binomialAtMost(lits []Lit, k int) {
	subsets(len(lits), k+1, func(idx []int) {
		b.buf = b.buf[:0]
		for _, i := range idx {
			b.buf = append(b.buf, -lits[i])
		}
		b.Out.AddClause(b.buf)
	})
}

// binomialAtLeast: every (n-k+1)-subset has a true literal.
func (b *Builder) binomialAtLeast(lits []Lit, k int) {
	subsets(len(lits), len(lits)-k+1, func(idx []int) {
		b.buf = b.buf[:0]
		for _, i := range idx {
			b.buf = append(b.buf, lits[i])
		}
		b.Out.AddClause(b.buf)
	})
}

// subsets calls fn with every r-subset of 0..n-1 in lexicographic order.
func subsets(n, r int, fn func([]int)) {
	if r < 0 || r > n {
		return
	}
	idx := make([]int, r)
	for i := range idx {
		idx[i] = i
	}
	for {
		fn(idx)
		i := r - 1
		for i >= 0 && idx[i] == n-r+i {
			i--
		}
		if i < 0 {
			return
		}
		idx[i]++
		for j := i + 1; j < r; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

func negated(lits []Lit) []Lit {
	out := make([]Lit, len(lits))
	for i, l := range lits {
		out[i] = -l
	}
	return out
}
