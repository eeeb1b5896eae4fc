package countryroad

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encodings.
type Options struct {
	// Connectivity is the single-cycle encoding (a value of
	// --connectivity; DefaultConnectivity when empty).
	Connectivity string
	// Card encodes "exactly k" (a region's number, and the two lines
	// crossing its border).
	Card encode.CardEncoding
	// Explain guards the clauses of every number by a selector
	// (Encoding.Clues).
	Explain bool
}

// DefaultConnectivity is the default --connectivity, chosen by
// measurement on the PuzzleKit set (docs/countryroad.md).
const DefaultConnectivity = "lazy"

// DefaultCard is the default --card.
const DefaultCard = encode.SeqCounter

// binomialMax is the largest set the binomial encoding takes; larger
// ones fall back to the sequential counter.
const binomialMax = 10

func (o Options) conn() string {
	if o.Connectivity == "" {
		return DefaultConnectivity
	}
	return o.Connectivity
}

func (o Options) settings() map[string]string {
	return map[string]string{"connectivity": o.conn(), "card": o.Card.String()}
}

// cardFor is the cardinality encoding of a set of n literals: Card, but
// the sequential counter for binomial above binomialMax literals and for
// a guarded native constraint (a native constraint takes no guard).
func (o Options) cardFor(n int, guarded bool) encode.CardEncoding {
	switch {
	case o.Card == encode.Binomial && n > binomialMax:
		return encode.SeqCounter
	case o.Card == encode.Native && guarded:
		return encode.SeqCounter
	}
	return o.Card
}

// Encoding is an encoded puzzle. Variable 1+i says "cell i (r*Cols+c) is
// visited"; variable 1+Rows*Cols+e says "the loop uses edge e"
// (Puzzle.EdgeEnds numbers the edges). Both are primary. Auxiliary
// variables follow (cardinality counters, eager or complete
// connectivity, the numbers' selectors with Explain).
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Refine is the lazy part of the single-cycle rule (nil when the
	// encoding is complete).
	Refine func(m encode.Model) [][]encode.Lit
}

// Visit is the literal "cell i is visited".
func (e *Encoding) Visit(i int) encode.Lit { return encode.Lit(1 + i) }

// Lit is the literal "the loop uses edge e".
func (e *Encoding) Lit(edge int) encode.Lit {
	return encode.Lit(1 + e.Puzzle.Rows*e.Puzzle.Cols + edge)
}

// NumPrimary is the number of primary variables.
func (e *Encoding) NumPrimary() int { return e.Puzzle.Rows*e.Puzzle.Cols + e.Puzzle.NumEdges() }

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

// Encode builds the encoding of p with opt:
//
//   - a blocked cell (in no region) is not visited: a unit clause;
//   - a cell is visited exactly when it has loop lines, and then two:
//     for a cell with lines e1..ed (d = 2 to 4), d clauses ei → v,
//     one clause v → e1 ∨ ... ∨ ed, d clauses (¬ei ∨ the others)
//     against degree 1, C(d,3) clauses (¬ei ∨ ¬ej ∨ ¬ek) against
//     degree 3 or more;
//   - a region is entered once: exactly 2 of the lines crossing its
//     border are used (--card; a region with no border, the whole grid,
//     has some visited cell instead);
//   - a numbered region: exactly k of its cells are visited (--card),
//     guarded by the number's selector with Explain;
//   - two cells side by side across a region border (neither blocked)
//     are not both empty:
//     v_a ∨ v_b, one clause a crossing line;
//   - one loop: connect.SingleCycle with --connectivity (lazy: a subtour
//     cut per extra loop found; eager: lazy, and facts forced where
//     encode/connect finds them; tree, distance, flow: complete CNF).
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if opt.Connectivity == "" {
		opt.Connectivity = DefaultConnectivity
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	n, ne := p.Rows*p.Cols, p.NumEdges()
	for i := 0; i < n; i++ {
		f.New(fmt.Sprintf("countryroad.visited(%d,%d)", i/p.Cols, i%p.Cols))
	}
	edge := make([]encode.Lit, ne)
	g := graph.New(n)
	for i := 0; i < ne; i++ {
		a, b := p.EdgeEnds(i)
		edge[i] = f.New(fmt.Sprintf("countryroad.line(%d,%d)-(%d,%d)", a[0], a[1], b[0], b[1]))
		g.AddEdge(p.Cell(a[0], a[1]), p.Cell(b[0], b[1]))
	}
	b := encode.NewBuilder(f, opt.Card, encode.Pairwise)
	// Visited cells have two lines, the others none.
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			v := e.Visit(p.Cell(r, c))
			if p.Blocked(p.Cell(r, c)) {
				b.Clause(-v)
			}
			var es []encode.Lit
			for _, x := range p.CellEdges(r, c) {
				if x >= 0 {
					es = append(es, edge[x])
				}
			}
			for _, l := range es {
				b.Implies(l, v)
			}
			b.ImpliesOr(v, es...)
			for i := range es {
				cl := []encode.Lit{-es[i]}
				for j := range es {
					if j != i {
						cl = append(cl, es[j])
					}
				}
				b.Clause(cl...)
			}
			for i := 0; i < len(es); i++ {
				for j := i + 1; j < len(es); j++ {
					for k := j + 1; k < len(es); k++ {
						b.Clause(-es[i], -es[j], -es[k])
					}
				}
			}
		}
	}
	// Each region entered once; empty cells never side by side across a
	// border.
	cross := make([][]encode.Lit, p.Regions.N)
	for x := 0; x < ne; x++ {
		if !p.Crosses(x) {
			continue
		}
		a, c := p.EdgeEnds(x)
		ia, ic := p.Cell(a[0], a[1]), p.Cell(c[0], c[1])
		ka, kc := p.Regions.Of[ia], p.Regions.Of[ic]
		cross[ka] = append(cross[ka], edge[x])
		cross[kc] = append(cross[kc], edge[x])
		b.Clause(e.Visit(ia), e.Visit(ic))
	}
	for k, ls := range cross {
		if len(ls) == 0 {
			var vs []encode.Lit
			for _, i := range p.Regions.Cells(k) {
				vs = append(vs, e.Visit(i))
			}
			b.AtLeastOne(vs)
			continue
		}
		b.Card = opt.cardFor(len(ls), false)
		b.Exactly(ls, 2)
	}
	// The numbers.
	for k := 0; k < p.Regions.N; k++ {
		num, at := p.RegionNumber(k)
		if at < 0 {
			continue
		}
		cells := p.Regions.Cells(k)
		lits := make([]encode.Lit, len(cells))
		for j, i := range cells {
			lits[j] = e.Visit(i)
		}
		r, c := at/p.Cols, at%p.Cols
		if !opt.Explain {
			b.Card = opt.cardFor(len(lits), false)
			b.Exactly(lits, num)
			continue
		}
		sel := f.New(fmt.Sprintf("countryroad.region(%d,%d)=%d", r, c, num))
		gb := &encode.Builder{Vars: &f.Vars, Out: &guarded{f: f, sel: sel}, Card: opt.cardFor(len(lits), true)}
		gb.Exactly(lits, num)
		e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: NumberWords(r, c, num),
			JSON: ClueJSON{Cell: [2]int{r, c}, Number: num}})
	}
	b.Card = opt.Card
	ref, err := connect.SingleCycle(b, g, edge, opt.Connectivity)
	if err != nil {
		return nil, &puzzle.UsageError{Msg: err.Error()}
	}
	if ref != nil {
		e.Refine = ref
	}
	return e, nil
}

// NumberWords names a region's number: "the 3 at (1,2)".
func NumberWords(r, c, num int) string {
	return fmt.Sprintf("the %d at (%d,%d)", num, r, c)
}

// ClueJSON is a region's number in an explanation's JSON.
type ClueJSON struct {
	Cell   [2]int `json:"cell"`
	Number int    `json:"number"`
}

// Decode reads a model's loop edges.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := NewSolution(p.Rows, p.Cols)
	for i := 0; i < p.NumEdges(); i++ {
		s.SetEdge(i, m.Value(e.Lit(i)))
	}
	return s, nil
}
