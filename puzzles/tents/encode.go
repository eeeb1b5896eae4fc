package tents

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encodings of the constraints.
type Options struct {
	// Card encodes each row's and column's count (exactly k).
	Card encode.CardEncoding
	// AMO encodes the at-most-one half of "each tree has exactly one
	// tent" and "each tent belongs to at most one tree".
	AMO encode.AMOEncoding
	// Explain guards every count by a selector (Encoding.Clues).
	Explain bool
}

// DefaultCard is the counts' default cardinality encoding: gophersat's
// native constraints (with a CNF-only solver, the formula is lowered to
// a totalizer). On the 706 PuzzleKit puzzles, solving with uniqueness
// proved took 1.6 ms CPU on average with it, against 3.7 (seqcounter),
// 4.8 (totalizer) and 5.5 (cardnet): see docs/tents.md.
const DefaultCard = encode.Native

func (o Options) String() string {
	s := fmt.Sprintf("card=%v amo=%v", o.Card, o.AMO)
	if o.Explain {
		s += " explain"
	}
	return s
}

func (o Options) settings() map[string]string {
	return map[string]string{"card": o.Card.String(), "amo": o.AMO.String()}
}

// Encoding is an encoded puzzle. The primary variables come first, one
// per cell without a tree in row-major order: "a tent at (r,c)". Then one
// variable per (tree, orthogonal neighbour without a tree): "the tree's
// tent is there". Then, with Explain, the counts' selectors, and the
// auxiliary variables of the cardinality encodings.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Note says why the puzzle has no solution when the encoder saw it
	// (a tree with no free cell beside it); "" otherwise.
	Note string

	tentVar []encode.Lit // by cell; 0 on a tree
	cellOf  []int        // by variable-1 for tent variables: the cell
	numTent int
	pairs   []Pair // the pair variables, in order, from numTent+1
}

// Pair is a pair variable: the tree at cell Tree has its tent at cell Tent.
type Pair struct {
	Tree, Tent int
	Lit        encode.Lit
}

// Tent is the literal "a tent at (r,c)" (0 for a tree's cell).
func (e *Encoding) Tent(r, c int) encode.Lit { return e.tentVar[r*e.Puzzle.Cols+c] }

// Primary are the tent variables.
func (e *Encoding) Primary() []encode.Lit {
	out := make([]encode.Lit, e.numTent)
	for i := range out {
		out[i] = encode.Lit(i + 1)
	}
	return out
}

// guard is a Sink that adds -sel to every clause: the constraint written
// through it holds when sel is true and is void otherwise.
type guard struct {
	out encode.Sink
	sel encode.Lit
	buf []encode.Lit
}

func (g *guard) AddClause(c []encode.Lit) {
	g.buf = append(append(g.buf[:0], c...), -g.sel)
	g.out.AddClause(g.buf)
}

// Encode builds the encoding of p:
//
//   - per tree T with free neighbours n1..nk (k ≤ 4): exactly one pair
//     variable pair(T,ni) (one clause of k literals, the AMO's clauses:
//     k(k-1)/2 binary ones pairwise); k = 0 is the empty clause (Note);
//   - per pair: pair(T,n) → tent(n) (one binary clause);
//   - per free cell n: tent(n) → some pair(T,n) (one clause) and at most
//     one of the pairs (T,n) (AMO); a free cell beside no tree has the
//     unit clause ¬tent(n);
//   - per two free cells that touch (8-neighbourhood, each pair once):
//     ¬tent(a) ∨ ¬tent(b);
//   - per row and column with a count k: exactly k of its tent
//     variables (Options.Card); with Explain each count is written
//     through a guard that adds its selector's negation to every clause.
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	R, C := p.Rows, p.Cols
	if opt.Card == encode.Binomial {
		if err := binomialBound(p); err != nil {
			return nil, err
		}
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f, tentVar: make([]encode.Lit, R*C)}
	for i, t := range p.Tree {
		if !t {
			e.tentVar[i] = f.New("tents.tent(" + strconv.Itoa(i/C) + "," + strconv.Itoa(i%C) + ")")
			e.cellOf = append(e.cellOf, i)
		}
	}
	e.numTent = len(e.cellOf)
	b := encode.NewBuilder(f, opt.Card, opt.AMO)
	// pairsAt[cell] are the pair variables whose tent is cell.
	pairsAt := make([][]encode.Lit, R*C)
	var lits []encode.Lit
	for i, t := range p.Tree {
		if !t {
			continue
		}
		r, c := i/C, i%C
		lits = lits[:0]
		for _, d := range orth {
			rr, cc := r+d[0], c+d[1]
			if !p.inside(rr, cc) || p.Tree[rr*C+cc] {
				continue
			}
			j := rr*C + cc
			l := f.New("tents.pair(" + strconv.Itoa(r) + "," + strconv.Itoa(c) + ")-(" + strconv.Itoa(rr) + "," + strconv.Itoa(cc) + ")")
			e.pairs = append(e.pairs, Pair{Tree: i, Tent: j, Lit: l})
			pairsAt[j] = append(pairsAt[j], l)
			lits = append(lits, l)
			b.Implies(l, e.tentVar[j])
		}
		if len(lits) == 0 && e.Note == "" {
			e.Note = fmt.Sprintf("the tree at (%d,%d) has no free cell beside it for its tent", r, c)
		}
		b.ExactlyOne(lits)
	}
	for _, j := range e.cellOf {
		ps := pairsAt[j]
		t := e.tentVar[j]
		if len(ps) == 0 {
			b.Clause(-t)
			continue
		}
		b.ImpliesOr(t, ps...)
		b.AtMostOne(ps)
	}
	for _, i := range e.cellOf {
		r, c := i/C, i%C
		for _, d := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
			rr, cc := r+d[0], c+d[1]
			if p.inside(rr, cc) && !p.Tree[rr*C+cc] {
				b.Clause(-e.tentVar[i], -e.tentVar[rr*C+cc])
			}
		}
	}
	count := func(what string, idx, k int, cells []int) {
		lits := make([]encode.Lit, 0, len(cells))
		for _, j := range cells {
			if v := e.tentVar[j]; v != 0 {
				lits = append(lits, v)
			}
		}
		if !opt.Explain {
			b.Exactly(lits, k)
			return
		}
		sel := f.New(fmt.Sprintf("tents.count.%s(%d)=%d", what, idx, k))
		card := opt.Card
		if card == encode.Native {
			card = encode.SeqCounter // a guarded count is clauses
		}
		gb := &encode.Builder{Vars: &f.Vars, Out: &guard{out: f, sel: sel}, Card: card, AMO: opt.AMO}
		gb.Exactly(lits, k)
		cj := ClueJSON{Count: k}
		if what == "row" {
			cj.Row = &idx
		} else {
			cj.Col = &idx
		}
		e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: CountWords(what, idx, k), JSON: cj})
	}
	cells := make([]int, 0, max(R, C))
	for r := 0; r < R; r++ {
		if k := p.RowCount[r]; k != Unknown {
			cells = cells[:0]
			for c := 0; c < C; c++ {
				cells = append(cells, r*C+c)
			}
			count("row", r, k, cells)
		}
	}
	for c := 0; c < C; c++ {
		if k := p.ColCount[c]; k != Unknown {
			cells = cells[:0]
			for r := 0; r < R; r++ {
				cells = append(cells, r*C+c)
			}
			count("col", c, k, cells)
		}
	}
	return e, nil
}

// CountWords names a count: "row 3 holds 2 tents".
func CountWords(what string, idx, k int) string {
	if what == "col" {
		what = "column"
	}
	s := "s"
	if k == 1 {
		s = ""
	}
	return fmt.Sprintf("%s %d holds %d tent%s", what, idx, k, s)
}

// ClueJSON is a count in an explanation's JSON: Row or Col is set.
type ClueJSON struct {
	Row   *int `json:"row,omitempty"`
	Col   *int `json:"col,omitempty"`
	Count int  `json:"count"`
}

// FactJSON is a fact in an explanation's JSON: a tent is (Tent) or is
// not at Cell; with Tree set, the tree at Tree has (Tent) or has not its
// tent at Cell.
type FactJSON struct {
	Cell [2]int  `json:"cell"`
	Tent bool    `json:"tent"`
	Tree *[2]int `json:"tree,omitempty"`
}

// Fact names a literal: "a tent at (3,4)", "no tent at (3,4)", "the tree
// at (3,3) has its tent at (3,4)".
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := int(l.Var())
	C := e.Puzzle.Cols
	switch {
	case v >= 1 && v <= e.numTent:
		i := e.cellOf[v-1]
		return puzzle.Fact{Lit: l, Text: TentWords(i/C, i%C, l > 0), JSON: FactJSON{Cell: [2]int{i / C, i % C}, Tent: l > 0}}
	case v > e.numTent && v <= e.numTent+len(e.pairs):
		pr := e.pairs[v-e.numTent-1]
		tr := [2]int{pr.Tree / C, pr.Tree % C}
		verb := "has"
		if l < 0 {
			verb = "does not have"
		}
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("the tree at (%d,%d) %s its tent at (%d,%d)", tr[0], tr[1], verb, pr.Tent/C, pr.Tent%C),
			JSON: FactJSON{Cell: [2]int{pr.Tent / C, pr.Tent % C}, Tent: l > 0, Tree: &tr}}
	}
	return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
}

// TentWords says "a tent at (r,c)" or "no tent at (r,c)".
func TentWords(r, c int, tent bool) string {
	if tent {
		return fmt.Sprintf("a tent at (%d,%d)", r, c)
	}
	return fmt.Sprintf("no tent at (%d,%d)", r, c)
}

// Decode reads the tents of a model.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Tent: make([]bool, p.Rows*p.Cols)}
	for _, i := range e.cellOf {
		s.Tent[i] = m.Value(e.tentVar[i])
	}
	return s, nil
}

// MaxBinomial bounds the clauses of one count written with the binomial
// encoding (all subsets of k+1 cells, and of n-k+1): a 30-cell row
// holding 15 tents would take 10⁸ clauses, a 20-cell row of 9 tents
// takes 245,000.
const MaxBinomial = 1_000_000

// binomialBound refuses --card binomial when a count would need more
// than MaxBinomial clauses.
func binomialBound(p *Puzzle) error {
	choose := func(n, k int) int {
		if k < 0 || k > n {
			return 0
		}
		k = min(k, n-k)
		c := 1
		for i := 1; i <= k; i++ {
			c = c * (n - k + i) / i
			if c > MaxBinomial {
				return c
			}
		}
		return c
	}
	check := func(what string, idx, k, n int) error {
		if k == Unknown {
			return nil
		}
		if c := choose(n, k+1) + choose(n, n-k+1); c > MaxBinomial {
			return fmt.Errorf("%s: %d tents among %d cells take more than %d clauses with --card binomial; use another --card", lineName(what, idx), k, n, MaxBinomial)
		}
		return nil
	}
	for r, k := range p.RowCount {
		if err := check("row", r, k, p.Cols); err != nil {
			return err
		}
	}
	for c, k := range p.ColCount {
		if err := check("col", c, k, p.Rows); err != nil {
			return err
		}
	}
	return nil
}
