package yajilin

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encodings.
type Options struct {
	// Card encodes each arrow's "exactly k shaded cells".
	Card encode.CardEncoding
	// Connectivity is the single-cycle encoding (--connectivity).
	Connectivity string
	// Explain guards every arrow's clauses by a selector.
	Explain bool
}

func (o Options) settings() map[string]string {
	return map[string]string{"card": o.Card.String(), "connectivity": o.Connectivity}
}

// Encoding is an encoded puzzle. Variables 1..R·C say "cell i is
// shaded" (row-major), then one per edge between adjacent cells says
// "the loop uses it" (Puzzle.EdgeEnds numbers them): the primary
// variables. Auxiliary variables follow.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	Refine  func(m encode.Model) [][]encode.Lit
}

// Shade is the literal "cell i is shaded".
func (e *Encoding) Shade(i int) encode.Lit { return encode.Lit(i + 1) }

// Line is the literal "the loop uses edge k".
func (e *Encoding) Line(k int) encode.Lit {
	return encode.Lit(e.Puzzle.Rows*e.Puzzle.Cols + k + 1)
}

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
//   - a clue cell is neither shaded nor on the loop: units;
//   - every other cell is shaded or on the loop with two lines: for
//     shade s and its lines e1..ed, s ∨ e1 ∨ ... ∨ ed, ¬s ∨ ¬ei, degree
//     at most 2 (C(d,3) clauses) and never 1 (d clauses);
//   - no two shaded cells side by side: ¬s ∨ ¬t;
//   - an arrow k: exactly k of the plain cells it points at are shaded
//     (--card; seqcounter by default);
//   - at least one line; one loop: connect.SingleCycle (--connectivity).
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if opt.Connectivity == "" {
		opt.Connectivity = connect.Methods(connect.Cycle)[0]
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	n := p.Rows * p.Cols
	shade := make([]encode.Lit, n)
	for i := range shade {
		shade[i] = f.New(fmt.Sprintf("yajilin.shaded(%d,%d)", i/p.Cols, i%p.Cols))
	}
	ne := p.NumEdges()
	line := make([]encode.Lit, ne)
	g := graph.New(n)
	for k := 0; k < ne; k++ {
		a, b := p.EdgeEnds(k)
		line[k] = f.New(fmt.Sprintf("yajilin.line(%d,%d)-(%d,%d)", a[0], a[1], b[0], b[1]))
		g.AddEdge(a[0]*p.Cols+a[1], b[0]*p.Cols+b[1])
	}
	b := encode.NewBuilder(f, opt.Card, encode.Pairwise)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			var es []encode.Lit
			for _, k := range p.CellEdges(r, c) {
				if k >= 0 {
					es = append(es, line[k])
				}
			}
			if p.Cells[i].Clue {
				b.Clause(-shade[i])
				for _, l := range es {
					b.Clause(-l)
				}
				continue
			}
			b.Clause(append([]encode.Lit{shade[i]}, es...)...)
			for _, l := range es {
				b.Clause(-shade[i], -l)
			}
			for x := range es {
				cl := []encode.Lit{-es[x]}
				for y := range es {
					if y != x {
						cl = append(cl, es[y])
					}
				}
				b.Clause(cl...)
			}
			for x := 0; x < len(es); x++ {
				for y := x + 1; y < len(es); y++ {
					for z := y + 1; z < len(es); z++ {
						b.Clause(-es[x], -es[y], -es[z])
					}
				}
			}
			if c+1 < p.Cols && !p.Cells[i+1].Clue {
				b.Clause(-shade[i], -shade[i+1])
			}
			if r+1 < p.Rows && !p.Cells[i+p.Cols].Clue {
				b.Clause(-shade[i], -shade[i+p.Cols])
			}
		}
	}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			cl := p.At(r, c)
			if !cl.Clue || cl.N < 0 {
				continue
			}
			var seen []encode.Lit
			for rr, cc := r+Step[cl.Dir][0], c+Step[cl.Dir][1]; rr >= 0 && rr < p.Rows && cc >= 0 && cc < p.Cols; rr, cc = rr+Step[cl.Dir][0], cc+Step[cl.Dir][1] {
				if !p.At(rr, cc).Clue {
					seen = append(seen, shade[rr*p.Cols+cc])
				}
			}
			out := b
			if opt.Explain {
				sel := f.New(fmt.Sprintf("yajilin.clue(%d,%d)", r, c))
				e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: ClueWords(r, c, cl),
					JSON: ClueJSON{Cell: [2]int{r, c}, N: cl.N, Dir: string(dirLetters[cl.Dir])}})
				out = encode.NewBuilder(f, opt.Card, encode.Pairwise)
				out.Out = &guarded{out: f, g: sel}
			}
			if cl.N > len(seen) {
				out.Clause() // more shaded cells than the arrow sees: no solution
				continue
			}
			out.Exactly(seen, cl.N)
		}
	}
	b.Clause(line...)
	ref, err := connect.SingleCycle(b, g, line, opt.Connectivity)
	if err != nil {
		return nil, &puzzle.UsageError{Msg: err.Error()}
	}
	e.Refine = ref
	return e, nil
}

// ClueJSON is an arrow in an explanation's JSON.
type ClueJSON struct {
	Cell [2]int `json:"cell"`
	N    int    `json:"n"`
	Dir  string `json:"dir"`
}

// Decode reads a model.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := NewSolution(p.Rows, p.Cols)
	for i := range s.Shaded {
		s.Shaded[i] = m.Value(e.Shade(i))
	}
	for k := 0; k < p.NumEdges(); k++ {
		s.SetEdge(k, m.Value(e.Line(k)))
	}
	return s, nil
}
