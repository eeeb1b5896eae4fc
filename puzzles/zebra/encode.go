package zebra

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options are the encoding choices.
type Options struct {
	// AMO is the at-most-one encoding of the exactly-one constraints
	// (per value over positions, per position over a category's values).
	AMO encode.AMOEncoding
	// Explain guards each clue by a selector variable (Encoding.Clues):
	// the clue holds when its selector is true; the rules (each category
	// a permutation) hold always.
	Explain bool
}

// Encoding is a puzzle compiled to CNF. Variable Var(c, v, p) is true when
// value v of category c is at position p; these M·N·N variables are the
// primary variables (numbered 1.. in category, value, position order) and
// the only ones a solution is read from. Clue encodings may add auxiliary
// variables (one per Between-in-either-order clue, one selector per
// statement of an AnyOf clue).
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	N       int
	// Clues are the clues with their selectors (Options.Explain).
	Clues []puzzle.Clue

	b      *encode.Builder
	guards []encode.Lit // the current clause context: every clause gets ¬g for each g
	buf    []encode.Lit
}

// Encode compiles p (which should have passed Validate) into CNF.
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n := p.N()
	if lits := RuleLiterals(len(p.Categories), n, opt.AMO); lits > MaxRuleLiterals {
		return nil, fmt.Errorf("zebra: %d positions x %d categories with --amo %s need %d literals of rule clauses, more than the %d this program accepts (about 1 GB of memory); --amo ladder or commander need far fewer",
			n, len(p.Categories), opt.AMO, lits, MaxRuleLiterals)
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f, N: n, b: encode.NewBuilder(f, encode.Binomial, opt.AMO)}
	for _, c := range p.Categories {
		for _, v := range c.Values {
			prefix := c.Name + "=" + v + "@"
			for k := 0; k < n; k++ {
				f.New(prefix + p.Positions.Values[k])
			}
		}
	}
	lits := make([]encode.Lit, n)
	for c := range p.Categories {
		for v := 0; v < n; v++ { // each value at exactly one position
			for k := 0; k < n; k++ {
				lits[k] = e.Var(c, v, k)
			}
			e.b.ExactlyOne(lits)
		}
		for k := 0; k < n; k++ { // each position holds exactly one value
			for v := 0; v < n; v++ {
				lits[v] = e.Var(c, v, k)
			}
			e.b.ExactlyOne(lits)
		}
	}
	for i, c := range p.Clues {
		if !opt.Explain {
			e.AddClue(c, 0)
			continue
		}
		sel := f.New("zebra.clue" + strconv.Itoa(i+1))
		text := c.Text
		if text == "" {
			text = p.ClueString(c)
		}
		e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: text, JSON: ClueNumber{Clue: i + 1}})
		e.AddClue(c, sel)
	}
	return e, nil
}

// MaxRuleLiterals bounds the size of the rules' clauses (every category
// a permutation: 2·M·N exactly-ones over N variables), checked before
// encoding. Peak memory with the in-process solver was measured at about
// 110 bytes per literal (docs/zebra.md), so any accepted puzzle stays
// under about 1 GB: 70 positions x 10 categories with pairwise
// at-most-one are 6.8 million literals; 100 x 10 need ladder or commander.
const MaxRuleLiterals = 8_000_000

// RuleLiterals is the number of literals of the rules' clauses for m
// categories of n values with the given at-most-one encoding: 2·m·n
// times those of one exactly-one over n variables.
func RuleLiterals(m, n int, amo encode.AMOEncoding) int {
	f := encode.NewFormula()
	lits := make([]encode.Lit, n)
	for i := range lits {
		lits[i] = f.New("x")
	}
	var c encode.Counter
	b := &encode.Builder{Vars: &f.Vars, Out: &c, AMO: amo}
	b.ExactlyOne(lits)
	return 2 * m * n * c.Literals
}

// Var is the variable "value v of category c is at position k" (all 0-based).
func (e *Encoding) Var(c, v, k int) encode.Lit { return PrimaryVar(e.N, Ref{c, v}, k) }

// PrimaryVar is the layout of Encode's primary variables for n
// positions: "value r is at position k" is 1 + (r.Cat·n + r.Val)·n + k.
func PrimaryVar(n int, r Ref, k int) encode.Lit {
	return encode.Lit((r.Cat*n+r.Val)*n + k + 1)
}

// NumPrimary is the number of primary variables, M·N·N.
func (e *Encoding) NumPrimary() int { return len(e.Puzzle.Categories) * e.N * e.N }

// Primary lists the primary variables (for blocking clauses).
func (e *Encoding) Primary() []encode.Lit {
	ps := make([]encode.Lit, e.NumPrimary())
	for i := range ps {
		ps[i] = encode.Lit(i + 1)
	}
	return ps
}

// AddClue appends the clauses of c to the formula. When guard is not 0,
// every clause gets ¬guard: the clue then holds whenever guard is true
// (the generator uses this for selector literals). The clue's operands
// must be in range (see Puzzle.Validate).
func (e *Encoding) AddClue(c Clue, guard encode.Lit) {
	if guard != 0 {
		e.guards = append(e.guards, guard)
		defer func() { e.guards = e.guards[:len(e.guards)-1] }()
	}
	e.clue(c)
}

// clause emits lits under the current guards. Literals that are 0 are skipped.
func (e *Encoding) clause(lits ...encode.Lit) {
	e.buf = e.buf[:0]
	for _, g := range e.guards {
		e.buf = append(e.buf, -g)
	}
	for _, l := range lits {
		if l != 0 {
			e.buf = append(e.buf, l)
		}
	}
	// An unconditional contradiction is the empty clause: every backend
	// reads it as UNSAT.
	e.Formula.AddClause(e.buf)
}

// at is the variable of ref r at position k, or 0 when k is out of range.
func (e *Encoding) at(r Ref, k int) encode.Lit {
	if k < 0 || k >= e.N {
		return 0
	}
	return e.Var(r.Cat, r.Val, k)
}

func (e *Encoding) clue(c Clue) {
	n := e.N
	var x, y, z Ref
	if len(c.Args) > 0 {
		x = c.Args[0]
	}
	if len(c.Args) > 1 {
		y = c.Args[1]
	}
	if len(c.Args) > 2 {
		z = c.Args[2]
	}
	switch c.Kind {
	case Same:
		for k := 0; k < n; k++ {
			e.clause(-e.at(x, k), e.at(y, k))
			e.clause(e.at(x, k), -e.at(y, k))
		}
	case NotSame:
		for k := 0; k < n; k++ {
			e.clause(-e.at(x, k), -e.at(y, k))
		}
	case At, NotAt, AtEnd, NotAtEnd, Middle, Odd, Even:
		e.place(c.Kind, x, c.K)
	case LeftOf:
		e.less(x, y)
	case RightOf:
		e.less(y, x)
	case DirectlyLeft:
		e.offset(x, y, 1)
	case DirectlyRight:
		e.offset(y, x, 1)
	case NextTo:
		e.distance(x, y, 1)
	case NotNextTo:
		for k := 0; k+1 < n; k++ {
			e.clause(-e.at(x, k), -e.at(y, k+1))
			e.clause(-e.at(x, k+1), -e.at(y, k))
		}
	case Gap:
		e.distance(x, y, c.K+1)
	case Between:
		o := e.Formula.Aux("zebra.between#" + strconv.Itoa(e.Formula.NumVars()+1))
		e.guards = append(e.guards, o)
		e.less(y, x)
		e.less(x, z)
		e.guards[len(e.guards)-1] = -o
		e.less(z, x)
		e.less(x, y)
		e.guards = e.guards[:len(e.guards)-1]
	case BetweenOrdered:
		e.less(y, x)
		e.less(x, z)
	case EitherOr:
		a, b := y, z
		for k := 0; k < n; k++ {
			e.clause(-e.at(x, k), e.at(a, k), e.at(b, k))
			e.clause(-e.at(x, k), -e.at(a, k), -e.at(b, k))
		}
	case AnyOf:
		sel := make([]encode.Lit, len(c.Any))
		for i := range sel {
			sel[i] = e.Formula.Aux("zebra.anyof#" + strconv.Itoa(e.Formula.NumVars()+1))
		}
		e.clause(sel...)
		for i, s := range c.Any {
			e.guards = append(e.guards, sel[i])
			e.clue(s)
			e.guards = e.guards[:len(e.guards)-1]
		}
	default:
		panic(fmt.Sprintf("zebra: unknown clue kind %d", int(c.Kind)))
	}
}

// place encodes the clues about one value's position: at K, not at K,
// at an end, not at an end, in the middle, at an odd or even position.
func (e *Encoding) place(kind ClueKind, x Ref, k int) {
	n := e.N
	switch kind {
	case At:
		e.clause(e.at(x, k))
	case NotAt:
		e.clause(-e.at(x, k))
	case AtEnd:
		e.clause(e.at(x, 0), e.at(x, n-1))
	case NotAtEnd:
		e.clause(-e.at(x, 0))
		if n > 1 {
			e.clause(-e.at(x, n-1))
		}
	case Middle:
		if n%2 == 1 {
			e.clause(e.at(x, n/2))
		} else {
			e.clause(e.at(x, n/2-1), e.at(x, n/2))
		}
	case Odd, Even:
		// 1-based position h+1 must be odd (Odd) or even (Even).
		for h := 0; h < n; h++ {
			if ((h+1)%2 == 1) != (kind == Odd) {
				e.clause(-e.at(x, h))
			}
		}
	}
}

// less encodes pos(a) < pos(b): a@k -> b@(k+1) ∨ ... ∨ b@(N-1), and the
// converse b@k -> a@0 ∨ ... ∨ a@(k-1) (redundant, for propagation).
func (e *Encoding) less(a, b Ref) {
	n := e.N
	lits := make([]encode.Lit, 0, n)
	for k := 0; k < n; k++ {
		lits = append(lits[:0], -e.at(a, k))
		for q := k + 1; q < n; q++ {
			lits = append(lits, e.at(b, q))
		}
		e.clause(lits...)
		lits = append(lits[:0], -e.at(b, k))
		for q := 0; q < k; q++ {
			lits = append(lits, e.at(a, q))
		}
		e.clause(lits...)
	}
}

// offset encodes pos(b) == pos(a) + d: a@k -> b@(k+d) and b@k -> a@(k-d).
func (e *Encoding) offset(a, b Ref, d int) {
	for k := 0; k < e.N; k++ {
		e.clause(-e.at(a, k), e.at(b, k+d))
		e.clause(-e.at(b, k), e.at(a, k-d))
	}
}

// distance encodes |pos(a) - pos(b)| == d: a@k -> b@(k-d) ∨ b@(k+d), and
// symmetrically for b.
func (e *Encoding) distance(a, b Ref, d int) {
	for k := 0; k < e.N; k++ {
		e.clause(-e.at(a, k), e.at(b, k-d), e.at(b, k+d))
		e.clause(-e.at(b, k), e.at(a, k-d), e.at(a, k+d))
	}
}

// Decode reads the solution from a model of the formula. It fails when
// the model does not place every value at exactly one position, each
// position of a category holding one value.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	n := e.N
	s := NewSolution(len(p.Categories), n)
	for c := range p.Categories {
		for v := 0; v < n; v++ {
			for k := 0; k < n; k++ {
				if !m.Value(e.Var(c, v, k)) {
					continue
				}
				if s.Pos[c][v] >= 0 {
					return nil, fmt.Errorf("zebra: model puts %s at two positions", p.RefName(Ref{c, v}))
				}
				if s.At[c][k] >= 0 {
					return nil, fmt.Errorf("zebra: model puts two values of %s at position %s", p.Categories[c].Name, p.Positions.Values[k])
				}
				s.Pos[c][v] = k
				s.At[c][k] = v
			}
			if s.Pos[c][v] < 0 {
				return nil, fmt.Errorf("zebra: model puts %s nowhere", p.RefName(Ref{c, v}))
			}
		}
	}
	return s, nil
}
