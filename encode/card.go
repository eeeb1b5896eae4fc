package encode

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
	}
	if b.Card == Native {
		if cs, ok := b.Out.(CardSink); ok {
			cs.AddAtLeast(negated(lits), n-k)
			return
		}
	}
	b.cardinality(lits, k, -1, true)
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
	}
	if b.Card == Native {
		if cs, ok := b.Out.(CardSink); ok {
			cs.AddAtLeast(lits, k)
			return
		}
	}
	b.cardinality(lits, -1, k, true)
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
	b.cardinality(lits, k, k, true)
}

// cardinality encodes lo <= count(lits) <= hi (hi < 0: no upper bound,
// lo < 0: no lower bound) with b.Card, 0 < lo, hi < len(lits).
func (b *Builder) cardinality(lits []Lit, hi, lo int, _ bool) {
	enc := b.Card
	if enc == Native {
		enc = Totalizer
	}
	switch enc {
	default:
		// TODO(card): seqcounter, totalizer, cardnet. Binomial is correct for all.
		if hi >= 0 {
			b.binomialAtMost(lits, hi)
		}
		if lo >= 0 {
			b.binomialAtLeast(lits, lo)
		}
	}
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
