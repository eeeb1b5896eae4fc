package slitherlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encodings.
type Options struct {
	// Card encodes each clue's "exactly k of the 4 edges".
	Card encode.CardEncoding
	// Connectivity is the single-cycle encoding (a value of
	// --connectivity: "lazy" by default).
	Connectivity string
	// Explain guards every clue by a selector (Encoding.Clues).
	Explain bool
}

func (o Options) settings() map[string]string {
	return map[string]string{"card": o.Card.String(), "connectivity": o.Connectivity}
}

// Encoding is an encoded puzzle. Variable e+1 says "lattice edge e is
// part of the loop" (Puzzle.EdgeEnds numbers the edges); they are the
// primary variables. Auxiliary variables follow (cardinality encodings,
// eager connectivity, the clues' selectors with Explain).
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Refine is the lazy part of the single-cycle rule (nil when the
	// encoding is complete).
	Refine func(m encode.Model) [][]encode.Lit
	Note   string
}

// Lit is the literal "edge e is part of the loop".
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

// Encode builds the encoding of p:
//
//   - every lattice point has degree 0 or 2: for its edges e1..ed (d = 2
//     to 4), d clauses (¬ei ∨ the others) forbid degree 1 and C(d,3)
//     clauses (¬ei ∨ ¬ej ∨ ¬ek) forbid degree 3 or more: 2, 4 or 8
//     clauses;
//   - every clue k: exactly k of its cell's 4 edges, with Card (binomial:
//     C(4,k+1) + C(4,5-k) clauses: 4, 7, 8, 7, 4 for k = 0..4);
//   - at least one edge: one clause over all edges;
//   - one cycle: connect.SingleCycle with --connectivity (lazy, the
//     default: nothing up front, a subtour cut per extra loop found; tree,
//     distance, flow: complete CNF, sizes in package connect's doc).
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
	g := graph.New(p.NumPoints())
	for i := 0; i < ne; i++ {
		a, b := p.EdgeEnds(i)
		edge[i] = f.New(fmt.Sprintf("slitherlink.edge(%d,%d)-(%d,%d)", a[0], a[1], b[0], b[1]))
		g.AddEdge(p.Point(a[0], a[1]), p.Point(b[0], b[1]))
	}
	b := encode.NewBuilder(f, opt.Card, encode.Pairwise)
	// Degree 0 or 2 at every point.
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			es := p.PointEdges(r, c)
			for i := range es {
				cl := []encode.Lit{-edge[es[i]]}
				for j := range es {
					if j != i {
						cl = append(cl, edge[es[j]])
					}
				}
				b.Clause(cl...)
			}
			for i := 0; i < len(es); i++ {
				for j := i + 1; j < len(es); j++ {
					for k := j + 1; k < len(es); k++ {
						b.Clause(-edge[es[i]], -edge[es[j]], -edge[es[k]])
					}
				}
			}
		}
	}
	// The clues.
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			k := p.At(r, c)
			if k < 0 {
				continue
			}
			ce := p.CellEdges(r, c)
			lits := []encode.Lit{edge[ce[0]], edge[ce[1]], edge[ce[2]], edge[ce[3]]}
			if !opt.Explain {
				b.Exactly(lits, k)
				continue
			}
			sel := f.New(fmt.Sprintf("slitherlink.clue(%d,%d)", r, c))
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: ClueWords(r, c, k),
				JSON: ClueJSON{Cell: [2]int{r, c}, Clue: k}})
			gb := encode.NewBuilder(f, opt.Card, encode.Pairwise)
			gb.Out = &guarded{out: f, g: sel}
			gb.Exactly(lits, k)
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

// ClueWords names a clue: "the 3 at (1,2)".
func ClueWords(r, c, k int) string { return fmt.Sprintf("the %d at (%d,%d)", k, r, c) }

// ClueJSON is a clue in an explanation's JSON.
type ClueJSON struct {
	Cell [2]int `json:"cell"`
	Clue int    `json:"clue"`
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
