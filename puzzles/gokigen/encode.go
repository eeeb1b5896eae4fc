package gokigen

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encodings.
type Options struct {
	// Connectivity is the no-cycle encoding (a value of --connectivity:
	// connect.Methods(connect.Forest), "lazy" by default).
	Connectivity string
	// Diamonds adds, for every inner corner, the clause forbidding the
	// smallest cycle, the diamond of four diagonals around it (a redundant
	// local rule; the no-cycle rule forbids it anyway).
	Diamonds bool
	// Explain guards every clue's clauses by a selector (Encoding.Clues).
	Explain bool
}

func (o Options) settings() map[string]string {
	d := "off"
	if o.Diamonds {
		d = "on"
	}
	return map[string]string{"connectivity": o.Connectivity, "diamonds": d}
}

func (o Options) String() string {
	return fmt.Sprintf("connectivity=%s diamonds=%v", o.Connectivity, o.Diamonds)
}

// Encoding is an encoded puzzle. Variable r*Cols+c+1 says "cell (r,c)
// holds a backslash" (false: a slash); they are the primary variables.
// Auxiliary variables follow (the leaf encoding's, the clues' selectors
// with Explain).
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Refine is the lazy part of the no-cycle rule (nil when the encoding
	// is complete).
	Refine connect.Refine
}

// Lit is the literal "cell i (row-major) holds a backslash".
func (e *Encoding) Lit(cell int) encode.Lit { return encode.Lit(cell + 1) }

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
//   - a variable per cell, true for '\' (R·C variables);
//   - a clue k at a corner with d cells around it (1, 2 or 4): exactly k
//     of the d diagonals touch it (the up-left and down-right cells'
//     backslashes, the up-right and down-left cells' slashes), binomial
//     clauses: C(d,k+1) + C(d,d-k+1), at most 10 for d = 4 (a 0 or a 4:
//     4 units);
//   - no cycle: connect.Acyclic over the graph of the (R+1)(C+1) corners
//     with two edges per cell (its '\' and its '/'), --connectivity lazy
//     (the default: cycle cuts while solving) or leaf (complete CNF,
//     sizes in connect.Acyclic's doc);
//   - with Diamonds, for every inner corner, the 4-literal clause
//     forbidding the diamond around it: (R-1)(C-1) clauses.
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if opt.Connectivity == "" {
		opt.Connectivity = connect.Methods(connect.Forest)[0]
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			f.New(fmt.Sprintf("gokigen.back(%d,%d)", r, c))
		}
	}
	b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
	for i := 0; i <= p.Rows; i++ {
		for j := 0; j <= p.Cols; j++ {
			k := p.ClueAt(i, j)
			if k == None {
				continue
			}
			cells, back := p.Touching(i, j)
			lits := make([]encode.Lit, len(cells))
			for x, cell := range cells {
				lits[x] = e.Lit(cell)
				if !back[x] {
					lits[x] = -lits[x]
				}
			}
			cb := b
			if opt.Explain {
				sel := f.New(fmt.Sprintf("gokigen.clue(%d,%d)", i, j))
				e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: ClueWords(i, j, k),
					JSON: ClueJSON{Corner: [2]int{i, j}, Clue: k}})
				cb = &encode.Builder{Vars: &f.Vars, Out: &guarded{out: f, g: sel}, Card: encode.Binomial}
			}
			if k > len(lits) {
				cb.Clause() // unsatisfiable clue: the empty clause (guarded: ¬sel)
				continue
			}
			cb.Exactly(lits, k)
		}
	}
	if opt.Diamonds {
		for i := 1; i < p.Rows; i++ {
			for j := 1; j < p.Cols; j++ {
				// up-left '/', up-right '\', down-left '\', down-right '/'.
				b.Clause(e.Lit((i-1)*p.Cols+j-1), -e.Lit((i-1)*p.Cols+j), -e.Lit(i*p.Cols+j-1), e.Lit(i*p.Cols+j))
			}
		}
	}
	g := graph.New((p.Rows + 1) * (p.Cols + 1))
	edge := make([]encode.Lit, 0, 2*p.Rows*p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			for _, back := range []bool{true, false} {
				a, z := p.Ends(r, c, back)
				g.AddEdge(a, z)
				l := e.Lit(r*p.Cols + c)
				if !back {
					l = -l
				}
				edge = append(edge, l)
			}
		}
	}
	ref, err := connect.Acyclic(b, g, edge, opt.Connectivity)
	if err != nil {
		return nil, &puzzle.UsageError{Msg: err.Error()}
	}
	e.Refine = ref
	return e, nil
}

// ClueWords names a clue: "the 2 at corner (1,2)".
func ClueWords(i, j, k int) string {
	return fmt.Sprintf("the %d at corner (%d,%d)", k, i, j)
}

// ClueJSON is a clue in an explanation's JSON.
type ClueJSON struct {
	Corner [2]int `json:"corner"`
	Clue   int    `json:"clue"`
}

// Decode reads a model's diagonals.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := NewSolution(p.Rows, p.Cols)
	for i := range s.Back {
		s.Back[i] = m.Value(e.Lit(i))
	}
	return s, nil
}
