package encode

// The cardinality encodings PySAT names beyond puzzlesat's first five:
// bitwise (at most one), sortnetwrk, mtotalizer and kmtotalizer.
// pairwise and ladder are binomial and seqcounter (see cardinality).

// amoShaped encodes lo <= count(lits) <= hi with the at-most-one encoding
// amo when the bounds say "at most one" of lits or of their negations
// (with the clause of exactly one when the lower bound asks it), and
// reports whether it did.
func (b *Builder) amoShaped(lits []Lit, hi, lo int, amo AMOEncoding) bool {
	n := len(lits)
	saved := b.AMO
	defer func() { b.AMO = saved }()
	b.AMO = amo
	switch {
	case hi == 1 && (lo < 0 || lo == 1):
		if lo == 1 {
			b.ExactlyOne(lits)
		} else {
			b.AtMostOne(lits)
		}
		return true
	case lo == n-1 && (hi < 0 || hi == n-1):
		neg := negated(lits)
		if hi == n-1 {
			b.ExactlyOne(neg)
		} else {
			b.AtMostOne(neg)
		}
		return true
	}
	return false
}

// sortNetwrk is the sorting-network encoding of Eén and Sörensson (JSAT
// 2006), PySAT's sortnetwrk: the inputs, padded with false to a power of
// two, go through Batcher's odd-even merge sorting network whole (no
// cardinality simplification), built from the half comparators of
// cardNetwork; output t is "at least t", and the units ¬out(hi+1) and
// out(lo) state the bounds.
func (b *Builder) sortNetwrk(lits []Lit, hi, lo int) {
	m := 1
	for m < len(lits) {
		m *= 2
	}
	padded := make([]Lit, m)
	copy(padded, lits)
	for i := len(lits); i < m; i++ {
		padded[i] = litFalse
	}
	b.begin("sortnetwrk", "c")
	outs := cardNetwork{b: b, up: hi >= 0, down: lo >= 0}.sort(padded)
	if hi >= 0 {
		b.emit(-outs[hi])
	}
	if lo >= 0 {
		b.emit(outs[lo-1])
	}
}

// modTotalizer is the modulo totalizer of Ogawa, Liu, Hasegawa, Koshimura
// and Fujita (ICTAI 2013), PySAT's mtotalizer, and with km its
// k-simplified form (Morgado, Dodaro and Marques-Silva, CP 2014), PySAT's
// kmtotalizer. For at most k it counts modulo p (PySAT's choice: ⌊√n⌋,
// for kmtotalizer ⌊√k⌋, at least 2): every node of
// a balanced tree has unary lower digits L_1..L_min(m,p-1) ("count mod p >=
// t") and unary upper digits U_t ("count div p >= t"), with a carry c where
// the children's lower digits can reach p. Clauses (only the upward ones:
// an upper bound): for lower digits i, j of the children (a_0 = true),
// a_i ∧ b_j -> c ∨ r_(i+j) when i+j < p, and a_i ∧ b_j -> c and a_i ∧ b_j
// -> r_(i+j-p) otherwise; for upper digits A_i ∧ B_j -> R_(i+j) and
// c ∧ A_i ∧ B_j -> R_(i+j+1), where an R beyond the kept digits is false
// (the clause forbids that count). mtotalizer keeps upper digits up to
// ⌊m/p⌋, kmtotalizer up to ⌊k/p⌋ (more exceeds k). At the root,
// with k = p·q + r: ¬U_t for t > q and ¬U_q ∨ ¬L_t for t > r. A lower
// bound is an upper bound on the negations; exactly k builds both.
func (b *Builder) modTotalizer(lits []Lit, hi, lo int, km bool) {
	if hi >= 0 {
		b.modTotalizerAtMost(lits, hi, km)
	}
	if lo >= 0 {
		b.modTotalizerAtMost(negated(lits), len(lits)-lo, km)
	}
}

func (b *Builder) modTotalizerAtMost(lits []Lit, k int, km bool) {
	if k == 0 { // p would be 1: no lower digits
		for _, l := range lits {
			b.emit(-l)
		}
		return
	}
	// PySAT's moduli (cardenc/mto.hh): ⌊√n⌋ for mtotalizer, ⌊√k⌋ for
	// kmtotalizer, at least 2.
	base := len(lits)
	if km {
		base = k
	}
	p := 2
	for (p+1)*(p+1) <= base {
		p++
	}
	q, r := k/p, k%p
	ucap := -1
	if km {
		ucap = q
		b.begin("kmtotalizer", "r")
	} else {
		b.begin("mtotalizer", "r")
	}
	lower, upper := b.modNode(lits, p, ucap)
	for t := q + 1; t <= len(upper); t++ {
		b.emit(-upper[t-1])
	}
	for t := r + 1; t <= len(lower); t++ {
		b.emit(-unaryAt(upper, q), -lower[t-1])
	}
}

// unaryAt is digit t of a unary number: true for t = 0, false beyond it.
func unaryAt(s []Lit, t int) Lit {
	switch {
	case t == 0:
		return litTrue
	case t > len(s):
		return litFalse
	}
	return s[t-1]
}

// modNode builds the modulo totalizer over lits and returns its lower and
// upper digits; ucap >= 0 caps the upper digits (a count beyond is
// forbidden).
func (b *Builder) modNode(lits []Lit, p, ucap int) (lower, upper []Lit) {
	n := len(lits)
	if n == 1 {
		return lits[:1:1], nil
	}
	la, ua := b.modNode(lits[:n/2], p, ucap)
	lb, ub := b.modNode(lits[n/2:], p, ucap)
	lower = make([]Lit, min(n, p-1))
	for t := range lower {
		lower[t] = b.aux()
	}
	usize := n / p
	if ucap >= 0 {
		usize = min(usize, ucap)
	}
	upper = make([]Lit, usize)
	for t := range upper {
		upper[t] = b.aux()
	}
	carry := litFalse
	if len(la)+len(lb) >= p {
		carry = b.aux()
	}
	// R_t beyond the kept digits is false: a count that high exceeds n,
	// or (kmtotalizer) k, so the clause forbids it.
	up := func(t int) Lit { return unaryAt(upper, t) }
	for i := 0; i <= len(la); i++ {
		for j := 0; j <= len(lb); j++ {
			s := i + j
			switch {
			case s == 0:
			case s < p:
				b.emit(-unaryAt(la, i), -unaryAt(lb, j), carry, lower[s-1])
			default:
				b.emit(-unaryAt(la, i), -unaryAt(lb, j), carry)
				if s > p {
					b.emit(-unaryAt(la, i), -unaryAt(lb, j), lower[s-p-1])
				}
			}
		}
	}
	for i := 0; i <= len(ua); i++ {
		for j := 0; j <= len(ub); j++ {
			if i+j > 0 {
				b.emit(-unaryAt(ua, i), -unaryAt(ub, j), up(i+j))
			}
			if carry != litFalse {
				b.emit(-carry, -unaryAt(ua, i), -unaryAt(ub, j), up(i+j+1))
			}
		}
	}
	return lower, upper
}
