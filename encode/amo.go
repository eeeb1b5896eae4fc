package encode

// AtMostOne adds "at most one of lits is true" with b.AMO.
func (b *Builder) AtMostOne(lits []Lit) {
	if len(lits) <= 1 {
		return
	}
	switch b.AMO {
	default:
		// TODO(card): ladder, commander.
		for i := range lits {
			for j := i + 1; j < len(lits); j++ {
				b.buf = append(b.buf[:0], -lits[i], -lits[j])
				b.Out.AddClause(b.buf)
			}
		}
	}
}

// ExactlyOne adds "exactly one of lits is true" with b.AMO.
func (b *Builder) ExactlyOne(lits []Lit) {
	b.Out.AddClause(lits)
	b.AtMostOne(lits)
}
