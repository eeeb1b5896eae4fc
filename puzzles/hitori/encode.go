package hitori

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
	// AMO encodes "at most one of these equal numbers stays unshaded"
	// unless UseCard is set (then Card's at-most-1 constraint).
	AMO     encode.AMOEncoding
	UseCard bool
	Card    encode.CardEncoding
	// Explain guards the clauses of every number by a selector
	// (Encoding.Clues).
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

// Encoding is an encoded puzzle. Variable s(r,c) = 1 + r·Cols + c says
// "cell (r,c) is shaded"; they are the primary variables. With Explain a
// selector per number follows; auxiliary variables of the at-most-one
// and connectivity encodings come after.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Refine is the lazy connectivity check (nil for a complete CNF).
	Refine connect.Refine
	// Repeats counts the groups of two or more equal numbers in a row or
	// column (one at-most-one each).
	Repeats int
}

// S is the literal "cell (r,c) is shaded".
func (e *Encoding) S(r, c int) encode.Lit { return encode.Lit(1 + r*e.Puzzle.Cols + c) }

// NumS is the number of primary variables, Rows·Cols.
func (e *Encoding) NumS() int { return e.Puzzle.Rows * e.Puzzle.Cols }

// Lines are the rows and the columns of p, as cell indexes, with their
// names.
func (p *Puzzle) Lines() (names []string, cells [][]int) {
	for r := 0; r < p.Rows; r++ {
		var l []int
		for c := 0; c < p.Cols; c++ {
			l = append(l, r*p.Cols+c)
		}
		names, cells = append(names, fmt.Sprintf("row %d", r)), append(cells, l)
	}
	for c := 0; c < p.Cols; c++ {
		var l []int
		for r := 0; r < p.Rows; r++ {
			l = append(l, r*p.Cols+c)
		}
		names, cells = append(names, fmt.Sprintf("column %d", c)), append(cells, l)
	}
	return names, cells
}

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

// Encode builds the encoding of p with opt:
//
//   - a repeated number: of the cells of a row or column holding the
//     same number, at most one is unshaded (an at-most-one over their
//     negated shading literals; pairwise: (s_i ∨ s_j) for each pair);
//   - adjacency: (¬s_i ∨ ¬s_j) for each two orthogonal neighbours;
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
			f.New(fmt.Sprintf("hitori.shaded(%d,%d)", r, c))
		}
	}
	n := p.Rows * p.Cols
	var sel []encode.Lit
	if opt.Explain {
		sel = make([]encode.Lit, n)
		for i, v := range p.Nums {
			if v == 0 {
				continue
			}
			r, c := i/p.Cols, i%p.Cols
			sel[i] = f.New(fmt.Sprintf("hitori.number(%d,%d)=%d", r, c, v))
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel[i], Text: NumberWords(r, c, v),
				JSON: ClueJSON{Cell: [2]int{r, c}, Number: v}})
		}
	}
	b := encode.NewBuilder(f, opt.Card, opt.AMO)
	s := func(i int) encode.Lit { return encode.Lit(1 + i) }
	// A repeated number: at most one of each group stays unshaded.
	_, lines := p.Lines()
	for _, l := range lines {
		groups := map[int][]int{}
		var order []int
		for _, i := range l {
			v := p.Nums[i]
			if v == 0 {
				continue
			}
			if _, ok := groups[v]; !ok {
				order = append(order, v)
			}
			groups[v] = append(groups[v], i)
		}
		for _, v := range order {
			g := groups[v]
			if len(g) < 2 {
				continue
			}
			e.Repeats++
			if opt.Explain {
				for a := 0; a < len(g); a++ {
					for c := a + 1; c < len(g); c++ {
						f.Add(-sel[g[a]], -sel[g[c]], s(g[a]), s(g[c]))
					}
				}
				continue
			}
			unshaded := make([]encode.Lit, len(g))
			for k, i := range g {
				unshaded[k] = -s(i)
			}
			if opt.UseCard {
				b.AtMost(unshaded, 1)
			} else {
				b.AtMostOne(unshaded)
			}
		}
	}
	// Adjacency: shaded cells never share a side.
	grid := p.Grid()
	for id := 0; id < grid.M(); id++ {
		u, v := grid.Edge(id)
		f.Add(-s(u), -s(v))
	}
	// Connectivity of the unshaded cells.
	in := make([]encode.Lit, n)
	for i := range in {
		in[i] = -s(i)
	}
	ref, err := connect.Connected(b, grid, in, opt.conn())
	if err != nil {
		return nil, err
	}
	e.Refine = ref
	return e, nil
}

// NumberWords names a number of the puzzle: "the 3 at (1,2)".
func NumberWords(r, c, v int) string { return fmt.Sprintf("the %d at (%d,%d)", v, r, c) }

// ClueJSON is a number of the puzzle in an explanation's JSON.
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
