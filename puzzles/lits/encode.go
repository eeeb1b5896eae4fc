package lits

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/poly"
	"github.com/puzzlesat/puzzlesat/shape/shade"
)

// Options choose the encodings.
type Options struct {
	// Connectivity encodes "the shaded cells are connected" (a method of
	// encode/connect; "lazy" cuts by default).
	Connectivity string
	// AMO encodes "exactly one placement" of each region unless UseCard
	// is set (then Card's exactly-1 constraint).
	AMO     encode.AMOEncoding
	UseCard bool
	Card    encode.CardEncoding
	// Explain guards each region's clauses (one placement, the cells it
	// shades) by a selector: the regions are the puzzle's clues
	// (Encoding.Clues, "the region at (0,3)"); no 2x2, the shapes apart
	// and connectivity are rules.
	Explain bool
}

func (o Options) conn() string {
	if o.Connectivity == "" {
		return connect.Option(connect.Vertices).Default
	}
	return o.Connectivity
}

func (o Options) String() string {
	s := fmt.Sprintf("connectivity=%s amo=%v", o.conn(), o.AMO)
	if o.UseCard {
		s = fmt.Sprintf("connectivity=%s card=%v", o.conn(), o.Card)
	}
	if o.Explain {
		s += " explain"
	}
	return s
}

func (o Options) settings() map[string]string {
	card := "off"
	if o.UseCard {
		card = o.Card.String()
	}
	return map[string]string{"connectivity": o.conn(), "amo": o.AMO.String(), "card": card}
}

// Shapes are the four LITS shapes, in the order of the shape variables.
var Shapes = []poly.Tetromino{poly.L, poly.I, poly.T, poly.S}

// Placement is a tetromino put in a region: its cells and its shape.
type Placement struct {
	Region int
	Letter poly.Tetromino
	Cells  poly.Placement
	Var    encode.Lit
}

// Encoding is an encoded puzzle: variable x(r,c) = 1 + r·Cols + c says
// "cell (r,c) is shaded"; they are the primary variables. The placement
// variables, the shape variables and the auxiliary variables of the
// encodings follow.
type Encoding struct {
	Puzzle     *Puzzle
	Options    Options
	Formula    *encode.Formula
	Clues      []puzzle.Clue
	Placements []Placement
	// Refine is the lazy connectivity check (nil for a complete CNF).
	Refine connect.Refine
	// Note says why the puzzle cannot have a solution by counting (the
	// formula then holds the empty clause), or "".
	Note string
}

// X is the literal "cell (r,c) is shaded".
func (e *Encoding) X(r, c int) encode.Lit { return encode.Lit(1 + r*e.Puzzle.Cols + c) }

// NumX is the number of primary variables, Rows·Cols.
func (e *Encoding) NumX() int { return e.Puzzle.Rows * e.Puzzle.Cols }

// Grid is the graph of p's cells, an edge between cells side by side.
func (p *Puzzle) Grid() *graph.Graph {
	g := graph.New(p.Rows * p.Cols)
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			i := r*p.Cols + c
			if c+1 < p.Cols {
				g.AddEdge(i, i+1)
			}
			if r+1 < p.Rows {
				g.AddEdge(i, i+p.Cols)
			}
		}
	}
	return g
}

// Encode builds the encoding of p. With P placements (each of the 18
// fixed L, I, T, S tetrominoes at each position inside one region), K
// regions, B pairs of cells side by side across a region border and Q
// 2x2 blocks:
//
//	placement p(k,j): one variable each                    (P variables)
//	shape s(k,L): region k's tetromino is an L (I, T, S)   (4K variables)
//	each region: exactly one of its p                      (--amo / --card)
//	p → x for each of its 4 cells                          (4P clauses)
//	x → the p of its region covering it (¬x if none)       (1 clause a cell)
//	p → s(k, its letter); s(k,L) → the p of letter L       (P + 4K clauses)
//	each border pair a|b, each letter L:
//	  ¬x_a ∨ ¬x_b ∨ ¬s(ka,L) ∨ ¬s(kb,L)                    (4B clauses)
//	each cell in no region: ¬x                             (1 clause)
//	each 2x2 block: not all 4 shaded                       (Q clauses)
//	the shaded cells are connected                         (--connectivity)
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	R, C := p.Rows, p.Cols
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			f.New(fmt.Sprintf("lits.shaded(%d,%d)", r, c))
		}
	}
	if note := p.Note(); note != "" {
		e.Note = note
		f.AddClause(nil)
		return e, nil
	}
	b := encode.NewBuilder(f, opt.Card, opt.AMO)
	// Placements, region by region.
	// The placements of each letter in the whole grid (by orientation,
	// then position), bucketed by the region holding all four cells: the
	// order poly.Placements gives inside one region, found in one pass.
	inRegion := make([][][]poly.Placement, len(Shapes)) // by letter, by region
	for li, l := range Shapes {
		inRegion[li] = make([][]poly.Placement, p.Regions.N)
		for _, pl := range poly.Placements(R, C, poly.Orientations(poly.Tetrominoes[l]), nil) {
			k := p.Regions.Of[pl[0]]
			if k >= 0 && p.Regions.Of[pl[1]] == k && p.Regions.Of[pl[2]] == k && p.Regions.Of[pl[3]] == k {
				inRegion[li][k] = append(inRegion[li][k], pl)
			}
		}
	}
	byRegion := make([][]int, p.Regions.N)
	for k := 0; k < p.Regions.N; k++ {
		for li, l := range Shapes {
			for _, pl := range inRegion[li][k] {
				first := pl[0]
				v := f.New(fmt.Sprintf("lits.%c(%d,%d)", l, first/C, first%C))
				byRegion[k] = append(byRegion[k], len(e.Placements))
				e.Placements = append(e.Placements, Placement{Region: k, Letter: l, Cells: pl, Var: v})
			}
		}
	}
	shape := make([][4]encode.Lit, p.Regions.N)
	for k := range shape {
		first := p.Regions.Cells(k)[0]
		for j, l := range Shapes {
			shape[k][j] = f.New(fmt.Sprintf("lits.shape%c(%d,%d)", l, first/C, first%C))
		}
	}
	letterIndex := map[poly.Tetromino]int{poly.L: 0, poly.I: 1, poly.T: 2, poly.S: 3}
	covering := make([][]encode.Lit, R*C)
	for _, pl := range e.Placements {
		for _, i := range pl.Cells {
			f.Add(-pl.Var, encode.Lit(i+1))
			covering[i] = append(covering[i], pl.Var)
		}
	}
	for k := 0; k < p.Regions.N; k++ {
		var sel encode.Lit
		out := encode.Sink(f)
		if opt.Explain {
			first := p.Regions.Cells(k)[0]
			sel = f.New(fmt.Sprintf("lits.region(%d,%d)", first/C, first%C))
			out = guarded{f, sel}
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: p.RegionName(k),
				JSON: ClueJSON{Region: [2]int{first / C, first % C}}})
		}
		ps := make([]encode.Lit, len(byRegion[k]))
		byLetter := make([][]encode.Lit, 4)
		for j, idx := range byRegion[k] {
			pl := e.Placements[idx]
			ps[j] = pl.Var
			li := letterIndex[pl.Letter]
			f.Add(-pl.Var, shape[k][li])
			byLetter[li] = append(byLetter[li], pl.Var)
		}
		for li := range byLetter {
			f.AddClause(append([]encode.Lit{-shape[k][li]}, byLetter[li]...))
		}
		rb := b
		if opt.Explain {
			rb = encode.NewBuilder(f, opt.Card, opt.AMO)
			rb.Out = out
		}
		if opt.UseCard {
			rb.Exactly(ps, 1)
		} else {
			rb.ExactlyOne(ps)
		}
		for _, i := range p.Regions.Cells(k) {
			out.AddClause(append([]encode.Lit{-encode.Lit(i + 1)}, covering[i]...))
		}
	}
	for i, k := range p.Regions.Of {
		if k < 0 {
			f.Add(-encode.Lit(i + 1))
		}
	}
	grid := p.Grid()
	for id := 0; id < grid.M(); id++ {
		u, v := grid.Edge(id)
		ku, kv := p.Regions.Of[u], p.Regions.Of[v]
		if ku == kv || ku < 0 || kv < 0 {
			continue
		}
		for li := range Shapes {
			f.Add(-encode.Lit(u+1), -encode.Lit(v+1), -shape[ku][li], -shape[kv][li])
		}
	}
	for r := 0; r+1 < R; r++ {
		for c := 0; c+1 < C; c++ {
			f.Add(-e.X(r, c), -e.X(r, c+1), -e.X(r+1, c), -e.X(r+1, c+1))
		}
	}
	in := make([]encode.Lit, R*C)
	for i := range in {
		in[i] = encode.Lit(i + 1)
	}
	ref, err := connect.Connected(b, grid, in, opt.conn())
	if err != nil {
		return nil, err
	}
	e.Refine = ref
	return e, nil
}

// guarded adds ¬sel to every clause: the clauses hold only while the
// selector sel is true.
type guarded struct {
	f   *encode.Formula
	sel encode.Lit
}

func (g guarded) AddClause(c []encode.Lit) {
	g.f.AddClause(append(append(make([]encode.Lit, 0, len(c)+1), c...), -g.sel))
}

// ClueJSON is a region as an explanation's clue: its first cell (in
// row-major order).
type ClueJSON struct {
	Region [2]int `json:"region"`
}

// FactJSON is a fact in an explanation's JSON: cell Cell (0-based row and
// column) is shaded or not.
type FactJSON = shade.FactJSON

// ShadeWords is "(r,c) is shaded" or "(r,c) is unshaded".
func ShadeWords(r, c int, shaded bool) string {
	return shade.FactText(r, c, shaded)
}

// Fact names a literal of an x variable.
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	return shade.Grid{Rows: e.Puzzle.Rows, Cols: e.Puzzle.Cols}.Fact(l)
}

// Decode reads a model.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Shade: make([]bool, p.Rows*p.Cols)}
	for i := range s.Shade {
		s.Shade[i] = m.Value(encode.Lit(i + 1))
	}
	return s, nil
}
