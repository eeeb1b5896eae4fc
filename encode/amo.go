package encode

// AtMostOne adds "at most one of lits is true" with b.AMO.
func (b *Builder) AtMostOne(lits []Lit) {
	if len(lits) <= 1 {
		return
	}
	switch b.AMO {
	case Ladder:
		b.ladder(lits)
	case Commander:
		b.commander(lits)
	case Bimander:
		b.bimander(lits)
	case Binary:
		b.binaryAMO(lits)
	case KProduct:
		b.product(lits)
	case Nested:
		b.nested(lits)
	default:
		b.pairwise(lits)
	}
}

// ExactlyOne adds "exactly one of lits is true" with b.AMO: the clause of
// all lits and at-most-one.
func (b *Builder) ExactlyOne(lits []Lit) {
	b.Out.AddClause(lits)
	b.AtMostOne(lits)
}

// pairwise: ¬x_i ∨ ¬x_j for every pair, n(n-1)/2 binary clauses.
func (b *Builder) pairwise(lits []Lit) {
	for i := range lits {
		for j := i + 1; j < len(lits); j++ {
			b.buf = append(b.buf[:0], -lits[i], -lits[j])
			b.Out.AddClause(b.buf)
		}
	}
}

// ladder is the sequential (ladder) encoding, Sinz's counter for k = 1:
// y_i ("one of x_1..x_i is true") for i < n, and the clauses x_i -> y_i,
// y_(i-1) -> y_i, x_i -> ¬y_(i-1): n-1 auxiliary variables, 3n-4 binary
// clauses.
func (b *Builder) ladder(lits []Lit) {
	n := len(lits)
	b.begin("ladder", "y")
	var prev Lit
	for i, x := range lits {
		var y Lit
		if i < n-1 {
			y = b.aux()
			b.emit(-x, y)
		}
		if i > 0 {
			if i < n-1 {
				b.emit(-prev, y)
			}
			b.emit(-x, -prev)
		}
		prev = y
	}
}

// commanderBase is the size up to which the commander encoding uses
// pairwise clauses: below it, commanders cost more than they save.
const commanderBase = 6

// commander is the commander encoding of Klieber and Kwon (2007) with
// groups of 3: each group g gets a commander c_g with pairwise at-most-one
// inside the group, x -> c_g for each member and c_g -> (x_1 ∨ x_2 ∨ x_3);
// then at most one commander is true, recursively. A group of one is its
// own commander. Up to commanderBase literals it is pairwise.
func (b *Builder) commander(lits []Lit) {
	if len(lits) > commanderBase {
		b.begin("commander", "c")
	}
	for len(lits) > commanderBase {
		next := make([]Lit, 0, (len(lits)+2)/3)
		for s := 0; s < len(lits); s += 3 {
			g := lits[s:min(s+3, len(lits))]
			if len(g) == 1 {
				next = append(next, g[0])
				continue
			}
			c := b.aux()
			b.pairwise(g)
			b.buf = append(b.buf[:0], -c)
			b.buf = append(b.buf, g...)
			b.Out.AddClause(b.buf)
			for _, x := range g {
				b.emit(-x, c)
			}
			next = append(next, c)
		}
		lits = next
	}
	b.pairwise(lits)
}
