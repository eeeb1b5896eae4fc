package skyscrapers

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/latin"
)

// Options choose the encodings.
type Options struct {
	Model latin.Model         // the Latin square's cell encoding
	Card  encode.CardEncoding // a clue's exactly-k over its visibility literals
	AMO   encode.AMOEncoding  // the square's exactly-ones
	// Explain guards every clue and given digit by a selector.
	Explain bool
}

// DefaultCard is the clues' default cardinality encoding.
const DefaultCard = encode.SeqCounter

func (o Options) String() string {
	s := fmt.Sprintf("model=%v card=%v amo=%v", o.Model, o.Card, o.AMO)
	if o.Explain {
		s += " explain"
	}
	return s
}

func (o Options) settings() map[string]string {
	return map[string]string{"model": o.Model.String(), "card": o.Card.String(), "amo": o.AMO.String()}
}

// Encoding is an encoded puzzle: the Latin square's direct variables
// first (shape/latin: N*N*(Max+1), row-major, heights 0..Max), the
// primary variables; then the auxiliary ones.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Square  *latin.Square
	Clues   []puzzle.Clue
}

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
//   - the Latin square (shape/latin, Options.Model);
//   - a given digit d at (r,c): the unit clause x[r][c][d];
//   - per clue k looking along cells p1..pn (nearest first): a literal
//     vis[i] "the tower at pi is seen", with, for every height v ≥ 1,
//     vis[i] ∧ x[pi][v] → ¬geq[pj][v] for j < i (nothing before it as
//     tall; ternary clauses), x[pi][v] → vis[i] ∨ geq[p1][v] ∨ ... ∨
//     geq[p(i-1)][v] (i+1 literals), vis[i] → ¬x[pi][0]; then
//     Exactly(k) of vis (Options.Card). The nearest tower is always seen
//     when it is one. Redundant units, implied by the clue: a height v
//     at position i (0-based) needs k <= i+1+Max-v, so ¬x[pi][v] for
//     v > Max+1+i-k (a tower sees at most i before it and Max-v taller
//     ones after it). With Explain, a clue's clauses carry its selector.
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	b := encode.NewBuilder(f, opt.Card, opt.AMO)
	sq := latin.New(b, p.N, p.Max, opt.Model, p.Diagonals)
	e := &Encoding{Puzzle: p, Options: opt, Formula: f, Square: sq}
	n := p.N
	builder := func(sel encode.Lit) *encode.Builder {
		if sel == 0 {
			return b
		}
		card := opt.Card
		if card == encode.Native {
			card = encode.SeqCounter
		}
		return &encode.Builder{Vars: &f.Vars, Out: &guard{out: f, sel: sel}, Card: card, AMO: opt.AMO}
	}
	for i, v := range p.Given {
		if v == None {
			continue
		}
		var sel encode.Lit
		if opt.Explain {
			sel = f.New(fmt.Sprintf("given(%d,%d)=%d", i/n+1, i%n+1, v))
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: fmt.Sprintf("the digit %d given in (%d,%d)", v, i/n+1, i%n+1),
				JSON: map[string]int{"row": i/n + 1, "col": i%n + 1, "digit": v}})
		}
		builder(sel).Clause(sq.Is(i/n, i%n, v))
	}
	for _, c := range p.ClueList() {
		var sel encode.Lit
		if opt.Explain {
			sel = f.New(fmt.Sprintf("clue.%v(%d)=%d", c.Side, c.Index+1, c.Value))
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: c.Words(),
				JSON: map[string]any{"side": c.Side.String(), "index": c.Index + 1, "count": c.Value}})
		}
		gb := builder(sel)
		line := p.Line(c.Side, c.Index)
		vis := make([]encode.Lit, n)
		for i, cell := range line {
			r, col := cell/n, cell%n
			vis[i] = f.Aux(fmt.Sprintf("seen.%v(%d)[%d]", c.Side, c.Index+1, i+1))
			gb.Implies(vis[i], -sq.Is(r, col, 0))
			for v := 1; v <= p.Max; v++ {
				x := sq.Is(r, col, v)
				back := []encode.Lit{-x, vis[i]}
				for _, prev := range line[:i] {
					g := sq.Geq(prev/n, prev%n, v)
					gb.Clause(-vis[i], -x, -g)
					back = append(back, g)
				}
				gb.Clause(back...)
			}
		}
		gb.Exactly(vis, c.Value)
		// Redundant bounds, implied by the clue: a tower of height h at
		// position i (0-based) sees at most i towers before it, itself, and
		// at most Max-h taller ones after it, so k <= i+1+Max-h: heights
		// above Max+1+i-k cannot stand there.
		for i, cell := range line {
			for v := max(1, p.Max+2+i-c.Value); v <= p.Max; v++ {
				gb.Clause(-sq.Is(cell/n, cell%n, v))
			}
		}
	}
	return e, nil
}

// Decode reads a model's heights.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	vs, err := e.Square.Values(m)
	if err != nil {
		return nil, err
	}
	return &Solution{N: e.Puzzle.N, Values: vs}, nil
}

// Fact names a direct variable as a person reads it.
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	n, k := e.Puzzle.N, e.Puzzle.Max+1
	v := l.Var() - 1
	cell, h := v/k, v%k
	r, c := cell/n+1, cell%n+1
	text := fmt.Sprintf("digit %d is in (%d,%d)", h, r, c)
	if !l.Positive() {
		text = fmt.Sprintf("digit %d is not in (%d,%d)", h, r, c)
	}
	if h == 0 {
		text = fmt.Sprintf("(%d,%d) is empty", r, c)
		if !l.Positive() {
			text = fmt.Sprintf("(%d,%d) is not empty", r, c)
		}
	}
	return puzzle.Fact{Lit: l, Text: text, JSON: map[string]any{"row": r, "col": c, "digit": h, "is": l.Positive()}}
}
