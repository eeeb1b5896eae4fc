package akari

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encodings of the at-most-one per run of white cells
// and of the numbers' exactly-k.
type Options struct {
	AMO     encode.AMOEncoding
	Card    encode.CardEncoding
	Explain bool // guard every number's clauses by a selector
}

func (o Options) String() string {
	s := fmt.Sprintf("amo=%v card=%v", o.AMO, o.Card)
	if o.Explain {
		s += " explain"
	}
	return s
}

func (o Options) settings() map[string]string {
	return map[string]string{"amo": o.AMO.String(), "card": o.Card.String()}
}

// Encoding is an encoded puzzle. Variable k (1-based) is "a light at the
// k-th white cell" in row-major order (Cell maps it back); they are the
// primary variables. With Explain one selector per number follows.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Var is each cell's light variable (0 for a black cell); Cell is
	// each variable's cell (Cell[0] unused).
	Var  []encode.Lit
	Cell []int
	// Note says why the puzzle has no solution when a number exceeds its
	// white neighbours (the formula then holds the empty clause).
	Note string
}

// NumLights is the number of primary variables (the white cells).
func (e *Encoding) NumLights() int { return len(e.Cell) - 1 }

// guarded adds the selector's negation to every clause: the clauses hold
// only when the selector is true.
type guarded struct {
	f   *encode.Formula
	sel encode.Lit
	buf []encode.Lit
}

func (g *guarded) AddClause(c []encode.Lit) {
	g.buf = append(append(g.buf[:0], -g.sel), c...)
	g.f.AddClause(g.buf)
}

// Encode builds the encoding of p:
//
//	lit      each white cell: one clause, the lights of its Seen set
//	apart    each run of 2 or more white cells: at most one light (--amo)
//	numbers  each number k: exactly k lights among its white neighbours (--card)
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	g := p.Sight()
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f, Var: make([]encode.Lit, len(p.Cells)), Cell: []int{-1}}
	for i, v := range p.Cells {
		if v == White {
			e.Var[i] = f.New("akari.light(" + strconv.Itoa(i/p.Cols) + "," + strconv.Itoa(i%p.Cols) + ")")
			e.Cell = append(e.Cell, i)
		}
	}
	b := encode.NewBuilder(f, opt.Card, opt.AMO)
	lits := make([]encode.Lit, 0, p.Rows+p.Cols)
	for i, v := range p.Cells {
		if v != White {
			continue
		}
		lits = lits[:0]
		for _, j := range g.Seen(i) {
			lits = append(lits, e.Var[j])
		}
		f.AddClause(lits)
	}
	for _, s := range g.Segments() {
		if len(s.Cells) < 2 {
			continue
		}
		lits = lits[:0]
		for _, j := range s.Cells {
			lits = append(lits, e.Var[j])
		}
		b.AtMostOne(lits)
	}
	for i, k := range p.Cells {
		if k < 0 {
			continue
		}
		r, c := i/p.Cols, i%p.Cols
		lits = lits[:0]
		for _, j := range g.Neighbours(i) {
			if p.Cells[j] == White {
				lits = append(lits, e.Var[j])
			}
		}
		if k > len(lits) && !opt.Explain && e.Note == "" {
			e.Note = fmt.Sprintf("%s has only %d white neighbours", NumberWords(r, c, k), len(lits))
		}
		if !opt.Explain {
			b.Exactly(lits, k)
			continue
		}
		sel := f.New(fmt.Sprintf("akari.number(%d,%d)=%d", r, c, k))
		gb := &encode.Builder{Vars: &f.Vars, Out: &guarded{f: f, sel: sel}, Card: cardForGuard(opt.Card), AMO: opt.AMO}
		gb.Exactly(lits, k)
		e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: NumberWords(r, c, k), JSON: ClueJSON{Cell: [2]int{r, c}, Number: k}})
	}
	return e, nil
}

// cardForGuard: a native constraint cannot be guarded by a selector, so
// a guarded number takes the binomial clauses instead (at most 4 lights:
// at most 6 clauses of 2 or 3 literals).
func cardForGuard(c encode.CardEncoding) encode.CardEncoding {
	if c == encode.Native {
		return encode.Binomial
	}
	return c
}

// NumberWords names a number as a player says it: "the 2 at (3,4)".
func NumberWords(r, c, k int) string { return fmt.Sprintf("the %d at (%d,%d)", k, r, c) }

// ClueJSON is a number in an explanation's JSON.
type ClueJSON struct {
	Cell   [2]int `json:"cell"`
	Number int    `json:"number"`
}

// FactJSON is a fact in an explanation's JSON: cell Cell holds a light
// (Light true) or none.
type FactJSON struct {
	Cell  [2]int `json:"cell"`
	Light bool   `json:"light"`
}

// Fact names a literal of a light variable: "(3,4) holds a light" or
// "no light at (3,4)".
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := l.Var()
	if v < 1 || v > e.NumLights() {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	i := e.Cell[v]
	r, c := i/e.Puzzle.Cols, i%e.Puzzle.Cols
	return puzzle.Fact{Lit: l, Text: factText(r, c, l > 0), JSON: FactJSON{Cell: [2]int{r, c}, Light: l > 0}}
}

func factText(r, c int, light bool) string {
	if light {
		return fmt.Sprintf("(%d,%d) holds a light", r, c)
	}
	return fmt.Sprintf("no light at (%d,%d)", r, c)
}

// Decode reads a model's lights.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	light := make([]bool, len(p.Cells))
	for v := 1; v <= e.NumLights(); v++ {
		light[e.Cell[v]] = m.Value(encode.Lit(v))
	}
	return solutionOf(p.Rows, p.Cols, light), nil
}
