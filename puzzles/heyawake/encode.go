package heyawake

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/shade"
)

// Options choose the encodings.
type Options struct {
	// Connectivity is the encoding of "the unshaded cells are connected"
	// (a method of encode/connect; "lazy" cuts by default).
	Connectivity string
	// Card encodes each numbered room's "exactly k shaded cells".
	Card encode.CardEncoding
	// Explain guards the clauses of every number by a selector
	// (Encoding.Clues).
	Explain bool
}

// DefaultCard is the default --card.
const DefaultCard = encode.SeqCounter

// binomialMax is the largest room the binomial encoding writes as it is:
// a bigger room takes the sequential counter (C(n,k+1) clauses grow too
// fast).
const binomialMax = 10

func (o Options) conn() string {
	if o.Connectivity == "" {
		return connect.Option(connect.Vertices).Default
	}
	return o.Connectivity
}

func (o Options) String() string {
	s := fmt.Sprintf("connectivity=%s card=%v", o.conn(), o.Card)
	if o.Explain {
		s += " explain"
	}
	return s
}

func (o Options) settings() map[string]string {
	return map[string]string{"connectivity": o.conn(), "card": o.Card.String()}
}

// Encoding is an encoded puzzle. Variable s(r,c) = 1 + r·Cols + c says
// "cell (r,c) is shaded"; they are the primary variables. With Explain a
// selector per numbered room follows; auxiliary variables of the
// cardinality and connectivity encodings come after.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Refine is the lazy connectivity check (nil for a complete CNF).
	Refine connect.Refine
	// Windows counts the run clauses (straight runs crossing two borders).
	Windows int
}

// NumS is the number of primary variables, Rows·Cols.
func (e *Encoding) NumS() int { return e.Puzzle.Rows * e.Puzzle.Cols }

// Grid is p's cells as a graph: a vertex per cell (row-major), an edge
// between orthogonal neighbours.
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

// cardFor is the cardinality encoding of a room of n cells: Card, but
// the sequential counter for a binomial room above binomialMax cells and
// for a guarded native constraint (a native constraint takes no guard).
func (o Options) cardFor(n int, guarded bool) encode.CardEncoding {
	switch {
	case o.Card == encode.Binomial && n > binomialMax:
		return encode.SeqCounter
	case o.Card == encode.Native && guarded:
		return encode.SeqCounter
	}
	return o.Card
}

// Encode builds the encoding of p with opt:
//
//   - room numbers: a room numbered k has exactly k shaded cells (--card);
//   - adjacency: (¬s_i ∨ ¬s_j) for each two orthogonal neighbours;
//   - runs: for each window (Puzzle.Windows: the shortest straight run
//     crossing two room borders) one clause, some cell of it shaded;
//   - connectivity: the unshaded cells are connected (encode/connect's
//     Connected over the grid graph with in[v] = ¬s_v).
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			f.New(fmt.Sprintf("heyawake.shaded(%d,%d)", r, c))
		}
	}
	n := p.Rows * p.Cols
	s := func(i int) encode.Lit { return encode.Lit(1 + i) }
	b := encode.NewBuilder(f, opt.Card, encode.Pairwise)
	// Room numbers.
	for k := 0; k < p.Rooms.N; k++ {
		num, at := p.RoomNumber(k)
		if at < 0 {
			continue
		}
		cells := p.Rooms.Cells(k)
		lits := make([]encode.Lit, len(cells))
		for j, i := range cells {
			lits[j] = s(i)
		}
		r, c := at/p.Cols, at%p.Cols
		if !opt.Explain {
			b.Card = opt.cardFor(len(lits), false)
			b.Exactly(lits, num)
			continue
		}
		sel := f.New(fmt.Sprintf("heyawake.room(%d,%d)=%d", r, c, num))
		gb := &encode.Builder{Vars: &f.Vars, Out: &guarded{f: f, sel: sel}, Card: opt.cardFor(len(lits), true)}
		gb.Exactly(lits, num)
		e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: NumberWords(r, c, num),
			JSON: ClueJSON{Cell: [2]int{r, c}, Number: num}})
	}
	// Adjacency: shaded cells never share a side.
	grid := p.Grid()
	for id := 0; id < grid.M(); id++ {
		u, v := grid.Edge(id)
		f.Add(-s(u), -s(v))
	}
	// Runs: a white run crosses at most one border.
	for _, w := range p.Windows() {
		lits := make([]encode.Lit, len(w))
		for j, i := range w {
			lits[j] = s(i)
		}
		f.AddClause(lits)
		e.Windows++
	}
	// Connectivity of the unshaded cells.
	in := make([]encode.Lit, n)
	for i := range in {
		in[i] = -s(i)
	}
	b.Card = opt.Card
	ref, err := connect.Connected(b, grid, in, opt.conn())
	if err != nil {
		return nil, err
	}
	e.Refine = ref
	return e, nil
}

// NumberWords names a room's number as a player says it: "the room of
// (1,2) holds 3 shaded cells".
func NumberWords(r, c, v int) string {
	if v == 1 {
		return fmt.Sprintf("the room of (%d,%d) holds 1 shaded cell", r, c)
	}
	return fmt.Sprintf("the room of (%d,%d) holds %d shaded cells", r, c, v)
}

// ClueJSON is a room's number in an explanation's JSON: the cell that
// shows it and the number.
type ClueJSON struct {
	Cell   [2]int `json:"cell"`
	Number int    `json:"number"`
}

// FactJSON is a fact in an explanation's JSON: cell Cell (0-based row
// and column) is shaded or not.
type FactJSON = shade.FactJSON

// Fact names a shading literal: "(3,4) is shaded" or "(3,4) is unshaded".
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	return e.Puzzle.grid().Fact(l)
}

// Decode reads a model.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Shaded: make([]bool, p.Rows*p.Cols)}
	for i := range s.Shaded {
		s.Shaded[i] = m.Value(encode.Lit(1 + i))
	}
	return s, nil
}
