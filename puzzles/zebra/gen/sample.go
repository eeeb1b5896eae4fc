package gen

import (
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/internal/rng"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

// clueSampler draws random clues that are true in the solution.
type clueSampler struct {
	rng   *rng.Rand
	pos   [][]int // solution
	n, m  int
	kinds []zebra.ClueKind
	seen  map[string]bool // keys of clues drawn so far (lookups only)
}

// maxDraws bounds the attempts to find a new clue that rules out a
// counter-model.
const maxDraws = 20000

// sample returns a new true clue; when alt is not nil, one that alt (a
// different solution) violates.
func (cs *clueSampler) sample(alt [][]int) (zebra.Clue, bool) {
	for try := 0; try < maxDraws; try++ {
		k := cs.kinds[cs.rng.IntN(len(cs.kinds))]
		c, ok := cs.build(k, cs.pos)
		if !ok || !holds(c, cs.pos, cs.n) {
			continue
		}
		if alt != nil && holds(c, alt, cs.n) {
			continue
		}
		key := clueKey(c)
		if cs.seen[key] {
			continue
		}
		cs.seen[key] = true
		return c, true
	}
	if alt != nil {
		return cs.exhaustive(alt)
	}
	return zebra.Clue{}, false
}

// exhaustive is the fallback when random draws find no clue that rules
// out alt: it tries, in a fixed order, every clue of the enabled kinds
// with one or two operands (three-operand kinds would cost (MN)^3).
func (cs *clueSampler) exhaustive(alt [][]int) (zebra.Clue, bool) {
	n, m := cs.n, cs.m
	var refs []zebra.Ref
	for c := 0; c < m; c++ {
		for v := 0; v < n; v++ {
			refs = append(refs, zebra.Ref{Cat: c, Val: v})
		}
	}
	try := func(c zebra.Clue) bool {
		if !holds(c, cs.pos, n) || holds(c, alt, n) {
			return false
		}
		key := clueKey(c)
		if cs.seen[key] {
			return false
		}
		cs.seen[key] = true
		return true
	}
	for _, k := range cs.kinds {
		switch k.Arity() {
		case 1:
			for _, x := range refs {
				ks := []int{0}
				if k.HasK() {
					ks = ks[:0]
					for h := 0; h < n; h++ {
						ks = append(ks, h)
					}
				}
				for _, kk := range ks {
					if c := (zebra.Clue{Kind: k, Args: []zebra.Ref{x}, K: kk}); try(c) {
						return c, true
					}
				}
			}
		case 2:
			for _, x := range refs {
				for _, y := range refs {
					if x == y || ((k == zebra.Same || k == zebra.NotSame) && x.Cat == y.Cat) {
						continue
					}
					ks := []int{0}
					if k == zebra.Gap {
						ks = ks[:0]
						for d := 1; d+1 < n; d++ {
							ks = append(ks, d)
						}
					}
					for _, kk := range ks {
						if c := (zebra.Clue{Kind: k, Args: []zebra.Ref{x, y}, K: kk}); try(c) {
							return c, true
						}
					}
				}
			}
		}
	}
	return zebra.Clue{}, false
}

func clueKey(c zebra.Clue) string {
	var b strings.Builder
	b.WriteString(c.Kind.String())
	for _, a := range c.Args {
		b.WriteString(" " + strconv.Itoa(a.Cat) + "." + strconv.Itoa(a.Val))
	}
	b.WriteString(" k" + strconv.Itoa(c.K))
	for _, s := range c.Any {
		b.WriteString(" (" + clueKey(s) + ")")
	}
	return b.String()
}

// at is the value of category c at position h under pos.
func at(pos [][]int, c, h int) zebra.Ref {
	for v, p := range pos[c] {
		if p == h {
			return zebra.Ref{Cat: c, Val: v}
		}
	}
	return zebra.Ref{Cat: c, Val: -1}
}

// ref draws a random value of a random category.
func (cs *clueSampler) ref() zebra.Ref {
	return zebra.Ref{Cat: cs.rng.IntN(cs.m), Val: cs.rng.IntN(cs.n)}
}

// valueAt picks a random category's value at position h under pos,
// avoiding the categories in not (ok false after 8 unlucky draws).
func (cs *clueSampler) valueAt(pos [][]int, h int, not ...int) (zebra.Ref, bool) {
	for t := 0; t < 8; t++ {
		c := cs.rng.IntN(cs.m)
		if !slices.Contains(not, c) {
			return at(pos, c, h), true
		}
	}
	return zebra.Ref{}, false
}

// build draws a random clue of kind k that is true under pos (ok false
// when this draw found none).
func (cs *clueSampler) build(k zebra.ClueKind, pos [][]int) (zebra.Clue, bool) {
	rnd, n, m := cs.rng, cs.n, cs.m
	p := func(r zebra.Ref) int { return pos[r.Cat][r.Val] }
	c := zebra.Clue{Kind: k}
	switch k {
	case zebra.Same:
		h := rnd.IntN(n)
		x := at(pos, rnd.IntN(m), h)
		y, ok := cs.valueAt(pos, h, x.Cat)
		if !ok {
			return c, false
		}
		c.Args = []zebra.Ref{x, y}
	case zebra.NotSame:
		x, y := cs.ref(), cs.ref()
		if x.Cat == y.Cat || p(x) == p(y) {
			return c, false
		}
		c.Args = []zebra.Ref{x, y}
	case zebra.At:
		x := cs.ref()
		c.Args, c.K = []zebra.Ref{x}, p(x)
	case zebra.NotAt:
		x := cs.ref()
		k := rnd.IntN(n)
		if k == p(x) {
			return c, false
		}
		c.Args, c.K = []zebra.Ref{x}, k
	case zebra.LeftOf, zebra.RightOf, zebra.DirectlyLeft, zebra.DirectlyRight, zebra.NextTo, zebra.NotNextTo, zebra.Gap:
		return cs.pair(k, pos)
	case zebra.Between, zebra.BetweenOrdered:
		x, y, z := cs.ref(), cs.ref(), cs.ref()
		if !(p(y) < p(x) && p(x) < p(z)) && !(p(z) < p(x) && p(x) < p(y)) {
			return c, false
		}
		if k == zebra.BetweenOrdered && p(y) > p(z) {
			y, z = z, y
		}
		c.Args = []zebra.Ref{x, y, z}
	case zebra.AtEnd, zebra.NotAtEnd, zebra.Middle, zebra.Odd, zebra.Even:
		c.Args = []zebra.Ref{cs.ref()}
	case zebra.EitherOr:
		return cs.eitherOr(pos)
	case zebra.AnyOf:
		return cs.anyOf(pos)
	}
	return c, holds(c, pos, n)
}

// pair draws a clue of kind k on the positions of two values: left of,
// right of, directly left or right, next to, not next to, gap.
func (cs *clueSampler) pair(k zebra.ClueKind, pos [][]int) (zebra.Clue, bool) {
	rnd, n := cs.rng, cs.n
	p := func(r zebra.Ref) int { return pos[r.Cat][r.Val] }
	c := zebra.Clue{Kind: k}
	x, y := cs.ref(), cs.ref()
	if x == y || p(x) == p(y) {
		return c, false
	}
	d := p(x) - p(y)
	if d < 0 {
		d = -d
	}
	switch k {
	case zebra.LeftOf:
		if p(x) > p(y) {
			x, y = y, x
		}
	case zebra.RightOf:
		if p(x) < p(y) {
			x, y = y, x
		}
	case zebra.DirectlyLeft, zebra.DirectlyRight, zebra.NextTo:
		// make them adjacent: pick y next to x
		h := p(x) + 1 - 2*rnd.IntN(2)
		if h < 0 || h >= n {
			return c, false
		}
		var ok bool
		if y, ok = cs.valueAt(pos, h); !ok {
			return c, false
		}
		if (k == zebra.DirectlyLeft) == (p(x) > p(y)) && k != zebra.NextTo {
			x, y = y, x
		}
	case zebra.NotNextTo:
		if d == 1 {
			return c, false
		}
	case zebra.Gap:
		if d < 2 {
			return c, false
		}
		c.K = d - 1
	}
	c.Args = []zebra.Ref{x, y}
	return c, holds(c, pos, n)
}

// eitherOr draws "x is either a or b": a true, b false and of another
// category than x.
func (cs *clueSampler) eitherOr(pos [][]int) (zebra.Clue, bool) {
	p := func(r zebra.Ref) int { return pos[r.Cat][r.Val] }
	c := zebra.Clue{Kind: zebra.EitherOr}
	x := cs.ref()
	a, ok := cs.valueAt(pos, p(x), x.Cat)
	if !ok {
		return c, false
	}
	b := cs.ref()
	// b of x's own category would make the clue a disguised "x is
	// a" ("the person in Kyiv is either the one in Lima or ...").
	if p(b) == p(x) || b.Cat == x.Cat || b == a {
		return c, false
	}
	if cs.rng.IntN(2) == 0 {
		a, b = b, a
	}
	c.Args = []zebra.Ref{x, a, b}
	return c, holds(c, pos, cs.n)
}

// anyOfKinds are the kinds an AnyOf statement may have: plain, positive
// statements of one or two values. Negations, three values and nested
// either/or make sentences such as "at least one of the following is
// true: X is either A or B, but not both; or ..." that few readers parse.
var anyOfKinds = []zebra.ClueKind{zebra.Same, zebra.At, zebra.LeftOf, zebra.RightOf, zebra.DirectlyLeft, zebra.DirectlyRight,
	zebra.NextTo, zebra.Gap, zebra.AtEnd, zebra.Middle, zebra.Odd, zebra.Even}

// anyOf draws an AnyOf clue: one statement true in pos and one drawn on a
// random other solution, of the enabled kinds among anyOfKinds (At, Same
// and NextTo when none is enabled), neither implying the other and not
// always true together (see entangled).
func (cs *clueSampler) anyOf(pos [][]int) (zebra.Clue, bool) {
	rnd, n, m := cs.rng, cs.n, cs.m
	c := zebra.Clue{Kind: zebra.AnyOf}
	var simple []zebra.ClueKind
	for _, k := range cs.kinds {
		if slices.Contains(anyOfKinds, k) {
			simple = append(simple, k)
		}
	}
	if len(simple) == 0 {
		simple = []zebra.ClueKind{zebra.At, zebra.Same, zebra.NextTo}
	}
	s1, ok := cs.build(simple[rnd.IntN(len(simple))], pos)
	if !ok || !holds(s1, pos, n) {
		return c, false
	}
	fake := make([][]int, m)
	for i := range fake {
		fake[i] = rnd.Perm(n)
	}
	s2, ok := cs.build(simple[rnd.IntN(len(simple))], fake)
	if !ok || !holds(s2, fake, n) || clueKey(s1) == clueKey(s2) || entangled(s1, s2, pos, fake, m, n) {
		return c, false
	}
	c.Any = []zebra.Clue{s1, s2}
	if rnd.IntN(2) == 0 {
		c.Any[0], c.Any[1] = s2, s1
	}
	return c, true
}

// entangled reports whether "a or b" is a disjunction only in name: a
// implies b or b implies a ("Laura is in the second house; or Laura is in
// an even-numbered house" says only the latter), or one of them always
// holds. It tries every placement of the values a and b mention (one
// value per house in each category); pos and fake, where a and b hold,
// are tried first, and the search stops once a placement with a alone,
// one with b alone and one with neither are found.
func entangled(a, b zebra.Clue, pos, fake [][]int, m, n int) bool {
	var onlyA, onlyB, neither bool
	see := func(p [][]int) bool {
		ha, hb := holds(a, p, n), holds(b, p, n)
		onlyA = onlyA || ha && !hb
		onlyB = onlyB || hb && !ha
		neither = neither || !ha && !hb
		return onlyA && onlyB && neither
	}
	if see(pos) || see(fake) {
		return false
	}
	var refs []zebra.Ref
	for _, r := range append(append([]zebra.Ref(nil), a.Args...), b.Args...) {
		if !slices.Contains(refs, r) {
			refs = append(refs, r)
		}
	}
	p := make([][]int, m)
	used := make([][]bool, m)
	for i := range p {
		p[i] = make([]int, n)
		used[i] = make([]bool, n)
	}
	var rec func(j int) bool
	rec = func(j int) bool {
		if j == len(refs) {
			return see(p)
		}
		r := refs[j]
		for h := 0; h < n; h++ {
			if used[r.Cat][h] {
				continue
			}
			p[r.Cat][r.Val], used[r.Cat][h] = h, true
			done := rec(j + 1)
			used[r.Cat][h] = false
			if done {
				return true
			}
		}
		return false
	}
	return !rec(0)
}
