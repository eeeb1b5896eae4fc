package masyu

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
	// --connectivity: "lazy" by default).
	Connectivity string
	// Explain guards every pearl's clauses by a selector (Encoding.Clues).
	Explain bool
}

func (o Options) settings() map[string]string {
	return map[string]string{"connectivity": o.Connectivity}
}

// Encoding is an encoded puzzle. Variable e+1 says "the loop uses edge
// e" (Puzzle.EdgeEnds numbers the edges); they are the primary
// variables. Auxiliary variables follow (eager connectivity, the pearls'
// selectors with Explain).
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Refine is the lazy part of the single-cycle rule (nil when the
	// encoding is complete).
	Refine func(m encode.Model) [][]encode.Lit
}

// Lit is the literal "the loop uses edge e".
func (e *Encoding) Lit(edge int) encode.Lit { return encode.Lit(edge + 1) }

// guarded is a sink adding ¬g to every clause.
type guarded struct {
	out encode.Sink
	g   encode.Lit
	buf []encode.Lit
}

func (s *guarded) AddClause(c []encode.Lit) {
	s.buf = append(append(s.buf[:0], -s.g), c...)
	s.out.AddClause(s.buf)
}

// clauses writes clauses over edge literals where 0 stands for an edge
// past the grid's side, which the loop never uses: a clause with ¬0 in
// it holds and is dropped, a 0 is dropped from a clause.
type clauses struct {
	out encode.Sink
	buf []encode.Lit
}

// add adds the clause pos[0] ∨ ... ∨ ¬neg[0] ∨ ...
func (c *clauses) add(pos []encode.Lit, neg ...encode.Lit) {
	c.buf = c.buf[:0]
	for _, l := range neg {
		if l == 0 {
			return
		}
		c.buf = append(c.buf, -l)
	}
	for _, l := range pos {
		if l != 0 {
			c.buf = append(c.buf, l)
		}
	}
	c.out.AddClause(c.buf)
}

// Encode builds the encoding of p:
//
//   - every cell has 0 or 2 loop edges: for its edges e1..ed (d = 2 to
//     4), d clauses (¬ei ∨ the others) forbid degree 1 and C(d,3)
//     clauses (¬ei ∨ ¬ej ∨ ¬ek) forbid degree 3 or more: 2, 4 or 8
//     clauses;
//   - a black pearl with edges N, S, W, E: N ∨ S, ¬N ∨ ¬S, W ∨ E,
//     ¬W ∨ ¬E (it turns), and N → NN, S → SS, W → WW, E → EE, where NN
//     is the edge north of the cell north of it (the loop goes on
//     straight; ¬N where there is none): 8 clauses;
//   - a white pearl: N ↔ S, W ↔ E, N ∨ W (it goes straight through),
//     and ¬N ∨ ¬NN ∨ ¬SS, ¬W ∨ ¬WW ∨ ¬EE (it turns in a neighbour;
//     dropped where the grid ends beside the neighbour): 7 clauses;
//   - at least one edge: one clause over all edges;
//   - one loop: connect.SingleCycle with --connectivity (lazy, the
//     default: nothing up front, a subtour cut per extra loop found;
//     eager: lazy, Masyu gives no edge to force from; tree, distance,
//     flow: complete CNF, sizes in package connect's doc).
//
// A clause with an edge past the grid's side is simplified (clauses.add).
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if opt.Connectivity == "" {
		opt.Connectivity = connect.Methods(connect.Cycle)[0]
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	ne := p.NumEdges()
	edge := make([]encode.Lit, ne)
	g := graph.New(p.Rows * p.Cols)
	for i := 0; i < ne; i++ {
		a, b := p.EdgeEnds(i)
		edge[i] = f.New(fmt.Sprintf("masyu.edge(%d,%d)-(%d,%d)", a[0], a[1], b[0], b[1]))
		g.AddEdge(p.Cell(a[0], a[1]), p.Cell(b[0], b[1]))
	}
	// lit is the literal of the edge from (r,c) in direction d, 0 past
	// the grid's side.
	lit := func(r, c, d int) encode.Lit {
		if r < 0 || r >= p.Rows || c < 0 || c >= p.Cols {
			return 0
		}
		if x := p.CellEdges(r, c)[d]; x >= 0 {
			return edge[x]
		}
		return 0
	}
	b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
	// Degree 0 or 2 at every cell.
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			var es []encode.Lit
			for d := range Step {
				if l := lit(r, c, d); l != 0 {
					es = append(es, l)
				}
			}
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
	// The pearls.
	L := func(ls ...encode.Lit) []encode.Lit { return ls }
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			v := p.At(r, c)
			if v == Empty {
				continue
			}
			cl := &clauses{out: f}
			if opt.Explain {
				sel := f.New(fmt.Sprintf("masyu.pearl(%d,%d)", r, c))
				e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: PearlWords(r, c, v),
					JSON: ClueJSON{Cell: [2]int{r, c}, Pearl: PearlName(v)}})
				cl.out = &guarded{out: f, g: sel}
			}
			n, s, w, east := lit(r, c, North), lit(r, c, South), lit(r, c, West), lit(r, c, East)
			nn, ss := lit(r-1, c, North), lit(r+1, c, South)
			ww, ee := lit(r, c-1, West), lit(r, c+1, East)
			switch v {
			case Black:
				cl.add(L(n, s))
				cl.add(nil, n, s)
				cl.add(L(w, east))
				cl.add(nil, w, east)
				cl.add(L(nn), n)
				cl.add(L(ss), s)
				cl.add(L(ww), w)
				cl.add(L(ee), east)
			case White:
				cl.add(L(s), n)
				cl.add(L(n), s)
				cl.add(L(east), w)
				cl.add(L(w), east)
				cl.add(L(n, w))
				cl.add(nil, n, nn, ss)
				cl.add(nil, w, ww, ee)
			}
		}
	}
	b.Clause(edge...)
	ref, err := connect.SingleCycle(b, g, edge, opt.Connectivity)
	if err != nil {
		return nil, &puzzle.UsageError{Msg: err.Error()}
	}
	if ref != nil {
		e.Refine = ref
	}
	return e, nil
}

// PearlWords names a pearl: "the white pearl at (1,2)".
func PearlWords(r, c, v int) string {
	return fmt.Sprintf("the %s pearl at (%d,%d)", PearlName(v), r, c)
}

// ClueJSON is a pearl in an explanation's JSON.
type ClueJSON struct {
	Cell  [2]int `json:"cell"`
	Pearl string `json:"pearl"`
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
