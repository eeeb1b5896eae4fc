package solver

import (
	"math/bits"

	"github.com/puzzlesat/puzzlesat/encode"
)

// sparseSlack: Solve renumbers a formula whose variable count exceeds
// twice the number of variables its clauses use by more than this.
const sparseSlack = 1 << 16

// compaction renumbers the variables a formula uses to 1..k, keeping
// their order (so a solver's heuristics see the same order).
type compaction struct {
	words  []uint64 // bit v of the bitmap: variable v is used
	prefix []int32  // used variables in the words before word i
	used   int
}

// compactFormula returns f with its used variables renumbered 1..k and
// the renumbering, or nil when f is not sparse (it uses more than about
// half of its variables). A DIMACS file may declare far more variables
// than it uses ("p cnf 9999999 1"): gophersat spends some 450 bytes on
// every variable and an external solver its own share, so they get only
// the used ones. Costs 12 bits per variable of f while it runs.
func compactFormula(f *encode.Formula) (*encode.Formula, *compaction) {
	n := f.NumVars()
	if n <= sparseSlack || len(f.Propagators()) > 0 { // propagators name f's variables
		return nil, nil
	}
	c := &compaction{words: make([]uint64, n/64+1)}
	mark := func(l encode.Lit) {
		v := l.Var()
		if c.words[v>>6]&(1<<(v&63)) == 0 {
			c.words[v>>6] |= 1 << (v & 63)
			c.used++
		}
	}
	for i := range f.NumClauses() {
		for _, l := range f.Clause(i) {
			mark(l)
		}
	}
	for _, cd := range f.Cards() {
		for _, l := range cd.Lits {
			mark(l)
		}
	}
	if n <= 2*c.used+sparseSlack {
		return nil, nil
	}
	c.prefix = make([]int32, len(c.words))
	sum := 0
	for i, w := range c.words {
		c.prefix[i] = int32(sum)
		sum += bits.OnesCount64(w)
	}
	g := encode.NewFormula()
	g.Grow(c.used)
	var buf []encode.Lit
	for i := range f.NumClauses() {
		buf = buf[:0]
		for _, l := range f.Clause(i) {
			buf = append(buf, c.lit(l))
		}
		g.AddClause(buf)
	}
	for _, cd := range f.Cards() {
		buf = buf[:0]
		for _, l := range cd.Lits {
			buf = append(buf, c.lit(l))
		}
		g.AddAtLeast(buf, cd.K)
	}
	return g, c
}

// lit is l renumbered.
func (c *compaction) lit(l encode.Lit) encode.Lit {
	v := l.Var()
	below := c.words[v>>6] & (1<<(v&63) - 1)
	d := encode.Lit(int(c.prefix[v>>6]) + bits.OnesCount64(below) + 1)
	if l < 0 {
		return -d
	}
	return d
}

// expand turns a model of the renumbered formula into one of the
// original's n variables; the unused ones are false.
func (c *compaction) expand(m encode.Model, n int) encode.Model {
	out := make(encode.Model, n+1)
	d := 0
	for i, w := range c.words {
		for w != 0 {
			b := bits.TrailingZeros64(w)
			w &= w - 1
			d++
			if d < len(m) {
				out[i*64+b] = m[d]
			}
		}
	}
	return out
}
