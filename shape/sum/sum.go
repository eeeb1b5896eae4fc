// Package sum encodes "these cells' digits add up to a target" for the
// cage and run genres (Killer Sudoku's cages, Kakuro's runs), in two ways
// behind one option (--sum):
//
//   - table: for cells whose digits differ (Distinct), one selector per
//     digit set that makes the target (Sets: at most C(9,k), 126, for
//     nine digits); a selector forbids the digits outside its set in every
//     cell and asks each digit of its set in some cell; each cell's digit
//     asks for a selector whose set holds it; at least one selector. With
//     the cells' all-different, the set's digits fill the cells exactly,
//     so the sum is the target. Without Distinct it tables the digit
//     tuples themselves (Tuples: one selector per tuple).
//   - sets (Distinct cages; a genre offers it by listing AllNames): the
//     table through one variable u(d) = "some cell holds d" a digit
//     (u(d) ↔ ∨_j x(j,d): k binary clauses and one of k+1 literals); a
//     selector asks u(d) for the digits of its set and forbids it for
//     the others (nine binary clauses a set instead of k·(9-k)+k
//     clauses); at least one selector; u(d) asks for a selector whose set
//     holds d. The cells cover their set's k digits, so they differ: no
//     all-different of its own (the genre states its rule).
//   - pb: the pseudo-Boolean sum Σ d·x(j,d) = target, as unary order bits:
//     u(j,k) = "cell j holds k or more" (k = 2..N, u ↔ ∨_{d≥k} x(j,d)),
//     so that the sum is (number of cells) + Σ u; "exactly target-cells
//     of the u" is a totalizer (encode.Builder, Totalizer). Distinct adds
//     an at-most-one per digit over the cells.
//     [EncodePB] writes the same sum with a pseudo-Boolean encoding of
//     package encode (--pb bdd|swc|sortnetwrk|adder|binmerge|native):
//     Σ_j Σ_d d·x(j,d) = target over the digit literals themselves,
//     encode.Builder.PB with =; Distinct adds the same at-most-ones.
//
// Each cell's digit literals come in Cage.Digits[j][d-1] (d = 1..N); the
// caller states that each cell holds exactly one digit. A non-zero guard
// literal is added negated to every clause of the clue (the clauses hold
// only while the guard is true), for explanations.
package sum

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
)

// Encoding is a sum encoding.
type Encoding int

// The sum encodings.
const (
	Table Encoding = iota
	PB
	// UsedSets ("sets") is Table through "digit d is in the cells" variables: a
	// selector forbids or asks a digit with one binary clause instead of
	// one a cell (see EncodeSets). Distinct cages only; offered by the
	// genres that list AllNames (Kakuro), not by Names.
	UsedSets
)

var names = []string{"table", "pb", "sets"}

// Names are the names of Table and PB, the option's values of the cage
// genres (Killer Sudoku).
func Names() []string { return append([]string(nil), names[:2]...) }

// AllNames are every encoding's name (Kakuro's --sum values): Names and
// "sets".
func AllNames() []string { return append([]string(nil), names...) }

func (e Encoding) String() string { return names[e] }

// Parse reads an encoding's name (any of AllNames).
func Parse(s string) (Encoding, error) {
	for i, n := range names {
		if n == s {
			return Encoding(i), nil
		}
	}
	return 0, fmt.Errorf("unknown sum encoding %q (want table, pb or sets)", s)
}

// MaxTuples bounds the tuples Table enumerates for cells that may repeat.
const MaxTuples = 1 << 18

// Cage is the cells of one sum.
type Cage struct {
	Digits   [][]encode.Lit // Digits[j][d-1]: cell j holds d
	Target   int
	Distinct bool // no digit twice among the cells
}

// Sets are the sets of k different digits 1..n that add up to target,
// each in increasing order.
func Sets(n, k, target int) [][]int {
	var out [][]int
	cur := make([]int, 0, k)
	var rec func(from, left, rest int)
	rec = func(from, left, rest int) {
		if left == 0 {
			if rest == 0 {
				out = append(out, append([]int(nil), cur...))
			}
			return
		}
		for d := from; d <= n; d++ {
			if d*left > rest { // the smallest remaining sum is already too big
				return
			}
			cur = append(cur, d)
			rec(d+1, left-1, rest-d)
			cur = cur[:len(cur)-1]
		}
	}
	rec(1, k, target)
	return out
}

// Tuples are the tuples of k digits 1..n (repeats allowed) that add up
// to target; an error past MaxTuples.
func Tuples(n, k, target int) ([][]int, error) {
	var out [][]int
	cur := make([]int, k)
	var rec func(j, rest int) bool
	rec = func(j, rest int) bool {
		if j == k {
			if rest == 0 {
				out = append(out, append([]int(nil), cur...))
			}
			return len(out) <= MaxTuples
		}
		left := k - j - 1
		for d := 1; d <= n; d++ {
			if rest-d < left || rest-d > left*n {
				continue
			}
			cur[j] = d
			if !rec(j+1, rest-d) {
				return false
			}
		}
		return true
	}
	if !rec(0, target) {
		return nil, fmt.Errorf("more than %d digit tuples", MaxTuples)
	}
	return out, nil
}

// guarded adds ¬guard to each clause (guard 0: the clause as it is).
type guarded struct {
	f     *encode.Formula
	guard encode.Lit
}

func (g guarded) AddClause(c []encode.Lit) {
	if g.guard == 0 {
		g.f.AddClause(c)
		return
	}
	g.f.AddClause(append(append(make([]encode.Lit, 0, len(c)+1), c...), -g.guard))
}

// Encode writes c's sum into f with encoding enc; name names the new
// variables ("killer.cage(0,3)"). No digit set (or tuple) makes the target:
// the clue's clause set holds the (guarded) empty clause.
func Encode(f *encode.Formula, c Cage, enc Encoding, guard encode.Lit, name string) error {
	out := guarded{f, guard}
	k := len(c.Digits)
	if k == 0 {
		if c.Target != 0 {
			out.AddClause(nil)
		}
		return nil
	}
	n := len(c.Digits[0])
	if enc == UsedSets && c.Distinct {
		encodeSets(f, c, out, name)
		return nil
	}
	if enc == PB {
		var us []encode.Lit
		for j, ds := range c.Digits {
			for d := 2; d <= n; d++ {
				u := f.New(fmt.Sprintf("%s.u(%d,%d)", name, j, d))
				f.Add(append([]encode.Lit{-u}, ds[d-1:]...)...)
				for _, x := range ds[d-1:] {
					f.Add(-x, u)
				}
				us = append(us, u)
			}
		}
		b := encode.NewBuilder(f, encode.Totalizer, encode.Pairwise)
		b.Out = out
		if t := c.Target - k; t < 0 || t > len(us) {
			out.AddClause(nil)
		} else {
			b.Exactly(us, t)
		}
		if c.Distinct {
			col := make([]encode.Lit, k)
			for d := 1; d <= n; d++ {
				for j := range c.Digits {
					col[j] = c.Digits[j][d-1]
				}
				b.AtMostOne(col)
			}
		}
		return nil
	}
	if !c.Distinct {
		tuples, err := Tuples(n, k, c.Target)
		if err != nil {
			return err
		}
		ss := make([]encode.Lit, len(tuples))
		support := make([][]encode.Lit, k*n)
		for t, tup := range tuples {
			ss[t] = f.New(fmt.Sprintf("%s.tuple(%d)", name, t))
			for j, d := range tup {
				f.Add(-ss[t], c.Digits[j][d-1])
				support[j*n+d-1] = append(support[j*n+d-1], ss[t])
			}
		}
		out.AddClause(ss)
		for j := range c.Digits {
			for d := 1; d <= n; d++ {
				out.AddClause(append([]encode.Lit{-c.Digits[j][d-1]}, support[j*n+d-1]...))
			}
		}
		return nil
	}
	sets := Sets(n, k, c.Target)
	ss := make([]encode.Lit, len(sets))
	holding := make([][]encode.Lit, n) // the selectors whose set holds d
	for t, set := range sets {
		s := f.New(fmt.Sprintf("%s.set(%d)", name, t))
		ss[t] = s
		in := make([]bool, n+1)
		for _, d := range set {
			in[d] = true
			holding[d-1] = append(holding[d-1], s)
			cl := []encode.Lit{-s}
			for j := range c.Digits {
				cl = append(cl, c.Digits[j][d-1])
			}
			f.AddClause(cl)
		}
		for d := 1; d <= n; d++ {
			if !in[d] {
				for j := range c.Digits {
					f.Add(-s, -c.Digits[j][d-1])
				}
			}
		}
	}
	out.AddClause(ss)
	for j := range c.Digits {
		for d := 1; d <= n; d++ {
			out.AddClause(append([]encode.Lit{-c.Digits[j][d-1]}, holding[d-1]...))
		}
	}
	// All different among the cells (the set's digits fill them).
	col := make([]encode.Lit, k)
	for d := 1; d <= n; d++ {
		for j := range c.Digits {
			col[j] = c.Digits[j][d-1]
		}
		for a := 0; a < k; a++ {
			for b := a + 1; b < k; b++ {
				out.AddClause([]encode.Lit{-col[a], -col[b]})
			}
		}
	}
	return nil
}

// EncodePB writes c's sum as the pseudo-Boolean constraint
// Σ_j Σ_d d·x(j,d) = c.Target with the encoding pb (encode.Builder.PB),
// guarded like Encode; Distinct adds an at-most-one (pairwise) per digit
// over the cells.
func EncodePB(f *encode.Formula, c Cage, pb encode.PBEncoding, guard encode.Lit) {
	out := guarded{f, guard}
	b := encode.NewBuilder(f, encode.Totalizer, encode.Pairwise)
	b.Out = out
	b.PBEnc = pb
	var lits []encode.Lit
	var ws []int
	for _, ds := range c.Digits {
		for d, x := range ds {
			lits = append(lits, x)
			ws = append(ws, d+1)
		}
	}
	b.PB(lits, ws, encode.EQ, c.Target)
	if c.Distinct && len(c.Digits) > 0 {
		col := make([]encode.Lit, len(c.Digits))
		for d := range c.Digits[0] {
			for j := range c.Digits {
				col[j] = c.Digits[j][d]
			}
			b.AtMostOne(col)
		}
	}
}

// encodeSets is the UsedSets encoding of a Distinct cage (see the package
// doc); out guards the clauses of the clue (at least one selector, and
// u(d) asks for a selector holding d); the definitions of u and of the
// selectors are unguarded.
func encodeSets(f *encode.Formula, c Cage, out guarded, name string) {
	n := len(c.Digits[0])
	used := make([]encode.Lit, n)
	for d := 1; d <= n; d++ {
		u := f.New(fmt.Sprintf("%s.used(%d)", name, d))
		used[d-1] = u
		cl := []encode.Lit{-u}
		for j := range c.Digits {
			x := c.Digits[j][d-1]
			f.Add(-x, u)
			cl = append(cl, x)
		}
		f.AddClause(cl)
	}
	sets := Sets(n, len(c.Digits), c.Target)
	ss := make([]encode.Lit, len(sets))
	holding := make([][]encode.Lit, n)
	for t, set := range sets {
		s := f.New(fmt.Sprintf("%s.set(%d)", name, t))
		ss[t] = s
		in := make([]bool, n+1)
		for _, d := range set {
			in[d] = true
			holding[d-1] = append(holding[d-1], s)
		}
		for d := 1; d <= n; d++ {
			if in[d] {
				f.Add(-s, used[d-1])
			} else {
				f.Add(-s, -used[d-1])
			}
		}
	}
	out.AddClause(ss)
	for d := 1; d <= n; d++ {
		out.AddClause(append([]encode.Lit{-used[d-1]}, holding[d-1]...))
	}
}
