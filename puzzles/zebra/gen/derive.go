package gen

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
)

// Variant selects how LogikGen's transitive constraint generation matches
// the operands of the clues it combines.
type Variant int

const (
	// Indirect matches operands that the grid knows to be associated
	// (the same value, joined by a Same clue, or fixed to the same house)
	// and treats as disassociated any two values the grid knows to be in
	// different houses (same category, a NotSame clue, or disjoint sets
	// of possible houses). It is LogikGen's "Indirect (Both)" variant,
	// which includes "Equal Only" and "Distinct Only".
	Indirect Variant = iota
	// Direct matches only identical operands; disassociated means two
	// different values of one category.
	Direct
)

func (v Variant) String() string {
	if v == Direct {
		return "direct"
	}
	return "indirect"
}

// ParseVariant reads "direct" or "indirect".
func ParseVariant(s string) (Variant, error) {
	switch strings.ToLower(s) {
	case "", "indirect":
		return Indirect, nil
	case "direct":
		return Direct, nil
	}
	return Indirect, fmt.Errorf("unknown derivation variant %q (direct, indirect)", s)
}

// maxDerived bounds the number of clues one derivation run adds.
const maxDerived = 4000

// Facts in LogikGen's vocabulary, normalized from the clues:
//
//	LessThan(X,Y)    pos(X) < pos(Y): LeftOf(X,Y), RightOf(Y,X),
//	                 DirectlyLeft(X,Y), DirectlyRight(Y,X), BetweenOrdered(X,Y,Z)
//	                 gives LessThan(Y,X) and LessThan(X,Z)
//	NextTo(X,Y)      |pos(X)-pos(Y)| = 1: NextTo, DirectlyLeft, DirectlyRight
//	EitherOr(X,A,B)  X goes with exactly one of A and B
//
// and the three strategies of LogikGen's constraint generation (each in the
// Direct variant and, with grid knowledge, the Indirect one; "~" is
// "associated", "#" is "disassociated"):
//
//	LessThan transitive:         LessThan(X,A1) & LessThan(A2,B), A1~A2          => LessThan(X,B)
//	EitherOr transitive:         EitherOr(X,A1,B1) & EitherOr(Y,A2,B2),
//	                             A1~A2, B1~B2, X#Y                               => EitherOr(A1,X,Y), EitherOr(B1,X,Y)
//	LessThan/NextTo transitive:  LessThan(X,A1) & LessThan(A2,B1) & NextTo(Y,B2),
//	                             A1~A2, B1~B2                                    => LessThan(X,Y)
//
// Derived LessThan facts become LeftOf clues and derived EitherOr facts
// EitherOr clues. They are redundant: true in every solution of the clues
// they come from (the tests check this by enumeration).
type deriver struct {
	g       grid
	v       Variant
	lt, nt  [][2]zebra.Ref
	eo      [][3]zebra.Ref
	have    map[string]bool // keys of facts known (lookups only)
	notSame [][2]zebra.Ref
	same    [][2]zebra.Ref
	total   int
}

func newDeriver(g grid, clues []zebra.Clue, v Variant) *deriver {
	d := &deriver{g: g, v: v, have: map[string]bool{}}
	for _, c := range clues {
		a := c.Args
		switch c.Kind {
		case zebra.LeftOf, zebra.DirectlyLeft:
			d.addLT(a[0], a[1])
		case zebra.RightOf, zebra.DirectlyRight:
			d.addLT(a[1], a[0])
		case zebra.BetweenOrdered:
			d.addLT(a[1], a[0])
			d.addLT(a[0], a[2])
		}
		switch c.Kind {
		case zebra.NextTo, zebra.DirectlyLeft, zebra.DirectlyRight:
			d.nt = append(d.nt, [2]zebra.Ref{a[0], a[1]})
		case zebra.EitherOr:
			d.addEO(a[0], a[1], a[2])
		case zebra.Same:
			d.same = append(d.same, [2]zebra.Ref{a[0], a[1]})
		case zebra.NotSame:
			d.notSame = append(d.notSame, [2]zebra.Ref{a[0], a[1]})
		}
	}
	return d
}

func refKey(r zebra.Ref) string { return fmt.Sprintf("%d.%d", r.Cat, r.Val) }

func (d *deriver) addLT(x, y zebra.Ref) bool {
	k := "lt " + refKey(x) + " " + refKey(y)
	if d.have[k] {
		return false
	}
	d.have[k] = true
	d.lt = append(d.lt, [2]zebra.Ref{x, y})
	return true
}

func (d *deriver) addEO(x, a, b zebra.Ref) bool {
	ka, kb := refKey(a), refKey(b)
	if ka > kb {
		ka, kb = kb, ka
	}
	k := "eo " + refKey(x) + " " + ka + " " + kb
	if d.have[k] {
		return false
	}
	d.have[k] = true
	d.eo = append(d.eo, [3]zebra.Ref{x, a, b})
	return true
}

// knowledge is what the grid says about pairs of values.
type knowledge struct {
	class   []int    // association class per value (index c*N+v)
	dom     [][]bool // possible positions per value
	notSame []bool   // NotSame pairs, index i*MN+j
	mn      int
}

func (d *deriver) knowledge(r *reasoner) *knowledge {
	n, m := d.g.N, d.g.M
	k := &knowledge{mn: n * m}
	idx := func(x zebra.Ref) int { return x.Cat*n + x.Val }
	parent := make([]int, n*m)
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	union := func(a, b int) {
		a, b = find(a), find(b)
		if a < b {
			parent[b] = a
		} else if b < a {
			parent[a] = b
		}
	}
	k.dom = make([][]bool, n*m)
	for c := 0; c < m; c++ {
		for v := 0; v < n; v++ {
			k.dom[c*n+v] = r.domain(zebra.Ref{Cat: c, Val: v})
		}
	}
	k.notSame = make([]bool, n*m*n*m)
	if d.v == Indirect {
		for _, p := range d.same {
			union(idx(p[0]), idx(p[1]))
		}
		fixed := make([]int, n) // first value seen fixed at h, +1
		for i, dm := range k.dom {
			h, cnt := -1, 0
			for j, ok := range dm {
				if ok {
					h, cnt = j, cnt+1
				}
			}
			if cnt == 1 {
				if fixed[h] == 0 {
					fixed[h] = i + 1
				} else {
					union(fixed[h]-1, i)
				}
			}
		}
		for _, p := range d.notSame {
			a, b := idx(p[0]), idx(p[1])
			k.notSame[a*k.mn+b] = true
			k.notSame[b*k.mn+a] = true
		}
	}
	k.class = make([]int, n*m)
	for i := range k.class {
		k.class[i] = find(i)
	}
	return k
}

func (d *deriver) class(k *knowledge, x zebra.Ref) int { return k.class[x.Cat*d.g.N+x.Val] }

// disassociated: known to be in different houses.
func (d *deriver) disassociated(k *knowledge, x, y zebra.Ref) bool {
	if x == y {
		return false
	}
	if x.Cat == y.Cat {
		return true
	}
	if d.v == Direct {
		return false
	}
	i, j := x.Cat*d.g.N+x.Val, y.Cat*d.g.N+y.Val
	if k.notSame[i*k.mn+j] {
		return true
	}
	for h := range k.dom[i] {
		if k.dom[i][h] && k.dom[j][h] {
			return false
		}
	}
	return true
}

// step derives, from the current facts and the reasoner's grid knowledge,
// every new fact the three strategies give (to a fixpoint), and returns
// them as clues.
func (d *deriver) step(r *reasoner) []zebra.Clue {
	k := d.knowledge(r)
	var out []zebra.Clue
	nclass := d.g.N * d.g.M
	for changed := true; changed && d.total < maxDerived; {
		changed = false
		// Index LessThan facts by the class of their first operand.
		byFirst := make([][]int, nclass)
		for i, f := range d.lt {
			c := d.class(k, f[0])
			byFirst[c] = append(byFirst[c], i)
		}
		// NextTo by the class of either end: (class, other end).
		ntBy := make([][]zebra.Ref, nclass)
		for _, f := range d.nt {
			ntBy[d.class(k, f[0])] = append(ntBy[d.class(k, f[0])], f[1])
			ntBy[d.class(k, f[1])] = append(ntBy[d.class(k, f[1])], f[0])
		}
		emitLT := func(x, y zebra.Ref) {
			if x == y || d.class(k, x) == d.class(k, y) || d.total >= maxDerived {
				return
			}
			if d.addLT(x, y) {
				out = append(out, zebra.Clue{Kind: zebra.LeftOf, Args: []zebra.Ref{x, y}})
				d.total++
				changed = true
			}
		}
		nlt := len(d.lt)
		for i := 0; i < nlt; i++ {
			x, a1 := d.lt[i][0], d.lt[i][1]
			for _, j := range byFirst[d.class(k, a1)] {
				b1 := d.lt[j][1]
				emitLT(x, b1) // LessThan transitive
				for _, y := range ntBy[d.class(k, b1)] {
					emitLT(x, y) // LessThan/NextTo transitive
				}
			}
		}
		neo := len(d.eo)
		for i := 0; i < neo; i++ {
			for j := i + 1; j < neo; j++ {
				x, a1, b1 := d.eo[i][0], d.eo[i][1], d.eo[i][2]
				y, a2, b2 := d.eo[j][0], d.eo[j][1], d.eo[j][2]
				if x == y || !d.disassociated(k, x, y) {
					continue
				}
				ca1, cb1, ca2, cb2 := d.class(k, a1), d.class(k, b1), d.class(k, a2), d.class(k, b2)
				if !((ca1 == ca2 && cb1 == cb2) || (ca1 == cb2 && cb1 == ca2)) {
					continue
				}
				for _, a := range []zebra.Ref{a1, b1} {
					if a == x || a == y || d.total >= maxDerived {
						continue
					}
					if d.addEO(a, x, y) {
						out = append(out, zebra.Clue{Kind: zebra.EitherOr, Args: []zebra.Ref{a, x, y}})
						d.total++
						changed = true
					}
				}
			}
		}
	}
	return out
}

// Derive returns LogikGen's derived redundant clues for puzzle p: the
// transitive constraint generation (variant v) run to a fixpoint with the
// grid knowledge of unit propagation.
func Derive(p *zebra.Puzzle, v Variant) ([]zebra.Clue, error) {
	r, err := newReasoner(p)
	if err != nil {
		return nil, err
	}
	d := newDeriver(r.g, p.Clues, v)
	var all []zebra.Clue
	for !r.contradiction() {
		news := d.step(r)
		if len(news) == 0 {
			break
		}
		for _, c := range news {
			r.add(c)
		}
		all = append(all, news...)
	}
	return all, nil
}
