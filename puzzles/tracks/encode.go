package tracks

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encodings.
type Options struct {
	// Connectivity is the single-cycle encoding of "one track from end
	// to end" (a value of --connectivity; DefaultConnectivity when empty).
	Connectivity string
	// Card encodes each row's and column's count (exactly k).
	Card encode.CardEncoding
	// Explain guards every given piece and every count by a selector
	// (Encoding.Clues).
	Explain bool
}

// DefaultConnectivity is the default --connectivity (see docs/tracks.md
// for the measurement that chose it).
const DefaultConnectivity = "lazy"

// DefaultCard is the counts' default cardinality encoding: gophersat's
// native constraints (lowered to clauses for a CNF-only solver; a guarded
// count, with Explain, is a totalizer: on a slow 15x15 generation, seed 1002, 5.6 s of CPU against 8.3 with a sequential counter).
const DefaultCard = encode.Native

func (o Options) settings() map[string]string {
	return map[string]string{"connectivity": o.Connectivity, "card": o.Card.String()}
}

// Encoding is an encoded puzzle. Variable e+1 says "the track uses edge
// e" (Puzzle.EdgeEnds numbers the edges); they are the primary
// variables. Variable NumEdges()+i+1 says "the track passes through cell
// i" (row-major). Auxiliary variables follow (selectors with Explain,
// counters, eager connectivity).
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Refine is the lazy part of the one-track rule (nil when the
	// encoding is complete).
	Refine func(m encode.Model) [][]encode.Lit
}

// Lit is the literal "the track uses edge e".
func (e *Encoding) Lit(edge int) encode.Lit { return encode.Lit(edge + 1) }

// CellLit is the literal "the track passes through cell i".
func (e *Encoding) CellLit(i int) encode.Lit { return encode.Lit(e.Puzzle.NumEdges() + i + 1) }

// guard is a sink adding ¬sel to every clause.
type guard struct {
	out encode.Sink
	sel encode.Lit
	buf []encode.Lit
}

func (g *guard) AddClause(c []encode.Lit) {
	g.buf = append(append(g.buf[:0], c...), -g.sel)
	g.out.AddClause(g.buf)
}

// Encode builds the encoding of p. With E the edges between adjacent
// cells and t(i) "the track passes through cell i":
//
//   - a cell with edges e1..ed (d = 2 to 4) and no end: t ↔ e1 ∨ ... ∨ ed
//     (d+1 clauses), degree 0 or 2: d clauses (¬ei ∨ the others) and
//     C(d,3) clauses (¬ei ∨ ¬ej ∨ ¬ek);
//   - an end's cell: t (a unit) and exactly one of its edges in the grid
//     (the edge off the grid is the other): one clause and C(d,2) binary
//     clauses;
//   - a given piece: a unit per edge of the cell (used in the piece's
//     directions, unused in the others);
//   - a count k of a row or column: exactly k of its cells' t (--card;
//     the native constraint by default);
//   - one track from end to end: the graph of the cells plus a vertex
//     outside joined to both ends' cells (those two edges always used)
//     carries one cycle, connect.SingleCycle with --connectivity (lazy by
//     default: a subtour cut per extra loop; tree, distance, flow:
//     complete CNF, sizes in package connect's doc).
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if opt.Connectivity == "" {
		opt.Connectivity = DefaultConnectivity
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	ne := p.NumEdges()
	n := p.Rows * p.Cols
	edge := make([]encode.Lit, ne, ne+2)
	g := graph.New(n + 1)
	for i := 0; i < ne; i++ {
		a, b := p.EdgeEnds(i)
		edge[i] = f.New(fmt.Sprintf("tracks.edge(%d,%d)-(%d,%d)", a[0], a[1], b[0], b[1]))
		g.AddEdge(p.Cell(a[0], a[1]), p.Cell(b[0], b[1]))
	}
	cell := make([]encode.Lit, n)
	for i := range cell {
		cell[i] = f.New(fmt.Sprintf("tracks.cell(%d,%d)", i/p.Cols, i%p.Cols))
	}
	for _, end := range p.Ends {
		g.AddEdge(p.Cell(end.R, end.C), n)
		edge = append(edge, 0) // always used
	}
	b := encode.NewBuilder(f, encode.SeqCounter, encode.Pairwise)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			t := cell[p.Cell(r, c)]
			var es []encode.Lit
			for _, x := range p.CellEdges(r, c) {
				if x >= 0 {
					es = append(es, edge[x])
				}
			}
			if p.EndAt(r, c) >= 0 {
				b.Clause(t)
				b.ExactlyOne(es)
				continue
			}
			b.ImpliesOr(t, es...)
			for i := range es {
				b.Clause(-es[i], t)
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
	// The given pieces.
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			v := p.At(r, c)
			if v == 0 {
				continue
			}
			var out encode.Sink = f
			if opt.Explain {
				sel := f.New(fmt.Sprintf("tracks.piece(%d,%d)", r, c))
				e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: PieceWords(r, c, v),
					JSON: ClueJSON{Cell: &[2]int{r, c}, Piece: PieceLetters(v)}})
				out = &guard{out: f, sel: sel}
			}
			es := p.CellEdges(r, c)
			for d := 0; d < 4; d++ {
				if es[d] < 0 {
					if v.Has(d) && p.EndAt(r, c) != d {
						out.AddClause(nil) // Validate refuses it
					}
					continue
				}
				l := edge[es[d]]
				if !v.Has(d) {
					l = -l
				}
				out.AddClause([]encode.Lit{l})
			}
		}
	}
	// The counts.
	count := func(what string, idx, k int, cells []int) {
		lits := make([]encode.Lit, len(cells))
		for j, i := range cells {
			lits[j] = cell[i]
		}
		if !opt.Explain {
			cb := &encode.Builder{Vars: &f.Vars, Out: f, Card: opt.Card, AMO: encode.Pairwise}
			cb.Exactly(lits, k)
			return
		}
		sel := f.New(fmt.Sprintf("tracks.count.%s(%d)=%d", what, idx, k))
		card := opt.Card
		if card == encode.Native {
			card = encode.Totalizer // a guarded count is clauses
		}
		gb := &encode.Builder{Vars: &f.Vars, Out: &guard{out: f, sel: sel}, Card: card, AMO: encode.Pairwise}
		gb.Exactly(lits, k)
		cj := ClueJSON{Count: &k}
		if what == "row" {
			cj.Row = &idx
		} else {
			cj.Col = &idx
		}
		e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: CountWords(what, idx, k), JSON: cj})
	}
	cells := make([]int, 0, max(p.Rows, p.Cols))
	for r := 0; r < p.Rows; r++ {
		if k := p.RowCount[r]; k != Unknown {
			cells = cells[:0]
			for c := 0; c < p.Cols; c++ {
				cells = append(cells, p.Cell(r, c))
			}
			count("row", r, k, cells)
		}
	}
	for c := 0; c < p.Cols; c++ {
		if k := p.ColCount[c]; k != Unknown {
			cells = cells[:0]
			for r := 0; r < p.Rows; r++ {
				cells = append(cells, p.Cell(r, c))
			}
			count("col", c, k, cells)
		}
	}
	ref, err := connect.SingleCycle(b, g, edge, opt.Connectivity)
	if err != nil {
		return nil, &puzzle.UsageError{Msg: err.Error()}
	}
	if ref != nil {
		e.Refine = ref
	}
	return e, nil
}

// PieceWords names a given piece: "the piece joining north and east at
// (1,2)".
func PieceWords(r, c int, v Piece) string {
	var ds []string
	for d := 0; d < 4; d++ {
		if v.Has(d) {
			ds = append(ds, DirName(d))
		}
	}
	if len(ds) != 2 {
		return fmt.Sprintf("the given piece at (%d,%d)", r, c)
	}
	return fmt.Sprintf("the given piece at (%d,%d) joining %s and %s", r, c, ds[0], ds[1])
}

// CountWords names a count: "row 3 has 2 track cells".
func CountWords(what string, idx, k int) string {
	if what == "col" {
		what = "column"
	}
	s := "s"
	if k == 1 {
		s = ""
	}
	return fmt.Sprintf("%s %d has %d track cell%s", what, idx, k, s)
}

// ClueJSON is a clue in an explanation's JSON: a given piece (Cell and
// Piece) or a count (Row or Col, and Count).
type ClueJSON struct {
	Cell  *[2]int `json:"cell,omitempty"`
	Piece string  `json:"piece,omitempty"`
	Row   *int    `json:"row,omitempty"`
	Col   *int    `json:"col,omitempty"`
	Count *int    `json:"count,omitempty"`
}

// Decode reads a model's track edges.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := NewSolution(p.Rows, p.Cols)
	for i := 0; i < p.NumEdges(); i++ {
		s.SetEdge(i, m.Value(e.Lit(i)))
	}
	return s, nil
}
