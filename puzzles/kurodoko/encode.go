package kurodoko

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/shade"
	"github.com/puzzlesat/puzzlesat/shape/sight"
)

// Options choose the encodings.
type Options struct {
	// Connectivity is the encoding of "the unshaded cells are connected"
	// (a method of encode/connect; "lazy" cuts by default).
	Connectivity string
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
	s := fmt.Sprintf("connectivity=%s", o.conn())
	if o.Explain {
		s += " explain"
	}
	return s
}

func (o Options) settings() map[string]string {
	return map[string]string{"connectivity": o.conn()}
}

// Encoding is an encoded puzzle. Variable s(r,c) = 1 + r·Cols + c says
// "cell (r,c) is shaded"; they are the primary variables. With Explain a
// selector per number follows; the sightline counters and the
// connectivity encoding's auxiliary variables come after.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Refine is the lazy connectivity check (nil for a complete CNF).
	Refine connect.Refine
	// Ladder counts the ladder variables of the sightlines and Sum the
	// variables of their unary sums.
	Ladder, Sum int
}

// S is the literal "cell (r,c) is shaded".
func (e *Encoding) S(r, c int) encode.Lit { return encode.Lit(1 + r*e.Puzzle.Cols + c) }

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

// unary is an order-encoded count: ge[j] says "the count is at least
// j+1"; ge[j] implies ge[j-1]. An empty ge is the count 0.
type unary []encode.Lit

// at is "count ≥ j" as a literal, with 0 meaning true (j ≤ 0) and
// ok false meaning false (j beyond the ladder).
func (u unary) at(j int) (l encode.Lit, isTrue, ok bool) {
	if j <= 0 {
		return 0, true, true
	}
	if j > len(u) {
		return 0, false, false
	}
	return u[j-1], false, true
}

// merge is the unary sum of a and b, cut at top: out[t-1] ⟺ a+b ≥ t
// for t ≤ top (the totalizer's merge: a ≥ i ∧ b ≥ j → sum ≥ i+j, and
// a < i+1 ∧ b < j+1 → sum < i+j+1).
func (e *Encoding) merge(a, b unary, top int) unary {
	f := e.Formula
	n := min(len(a)+len(b), top)
	if len(a) == 0 {
		return b[:min(len(b), top)]
	}
	if len(b) == 0 {
		return a[:min(len(a), top)]
	}
	out := make(unary, n)
	for t := range out {
		out[t] = f.New("kurodoko.sum")
		e.Sum++
	}
	var cl []encode.Lit
	for i := 0; i <= len(a); i++ {
		for j := 0; j <= len(b); j++ {
			// up: a ≥ i ∧ b ≥ j → out ≥ i+j
			if t := i + j; t >= 1 {
				cl = cl[:0]
				la, _, _ := a.at(i)
				lb, _, _ := b.at(j)
				if la != 0 {
					cl = append(cl, -la)
				}
				if lb != 0 {
					cl = append(cl, -lb)
				}
				if t <= n {
					f.Add(append(cl, out[t-1])...)
				}
			}
			// down: a ≤ i ∧ b ≤ j → out ≤ i+j, i.e. ¬(out ≥ i+j+1)
			if t := i + j + 1; t <= n {
				cl = cl[:0]
				if la, _, ok := a.at(i + 1); ok {
					cl = append(cl, la)
				}
				if lb, _, ok := b.at(j + 1); ok {
					cl = append(cl, lb)
				}
				f.Add(append(cl, -out[t-1])...)
			}
		}
	}
	return out
}

// Encode builds the encoding of p with opt:
//
//   - a number's cell is unshaded: the unit clause (¬s_i);
//   - sightlines: for a number k at cell i, in each direction d with the
//     cells c_1, c_2, ... of its ray (shape/sight), ladder variables
//     v(d,j) ⟺ v(d,j-1) ∧ ¬s(c_j) for j up to min(len, k-1) (three
//     clauses each), and, when the ray is longer, (¬v(d,k-1) ∨ s(c_k)):
//     the k-th cell is never seen. The four ladders are unary counts;
//     two totalizer merges (left+right, up+down) and a third give
//     "seen ≥ t" for t ≤ k, and the units "seen ≥ k-1", ¬"seen ≥ k"
//     (seen: besides the number's own cell);
//   - adjacency: (¬s_i ∨ ¬s_j) for each two orthogonal neighbours;
//   - connectivity: the unshaded cells are connected (encode/connect's
//     Connected over the grid graph with in[v] = ¬s_v).
//
// With Explain, a number's unit clauses and its cap clauses carry ¬sel:
// the ladders and sums are definitions, true or false with the cells.
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			f.New(fmt.Sprintf("kurodoko.shaded(%d,%d)", r, c))
		}
	}
	n := p.Rows * p.Cols
	sel := make([]encode.Lit, n)
	if opt.Explain {
		for i, v := range p.Nums {
			if v == 0 {
				continue
			}
			r, c := i/p.Cols, i%p.Cols
			sel[i] = f.New(fmt.Sprintf("kurodoko.number(%d,%d)=%d", r, c, v))
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel[i], Text: NumberWords(r, c, v),
				JSON: ClueJSON{Cell: [2]int{r, c}, Number: v}})
		}
	}
	s := func(i int) encode.Lit { return encode.Lit(1 + i) }
	guard := func(i int, lits ...encode.Lit) {
		if sel[i] != 0 {
			lits = append([]encode.Lit{-sel[i]}, lits...)
		}
		f.Add(lits...)
	}
	sg, err := sight.New(p.Rows, p.Cols, make([]bool, n))
	if err != nil {
		return nil, err
	}
	for i, k := range p.Nums {
		if k == 0 {
			continue
		}
		guard(i, -s(i))
		want := k - 1 // cells seen besides i itself
		var counts [4]unary
		for d, ray := range sg.Rays(i) {
			m := min(len(ray), want)
			lad := make(unary, m)
			for j := 0; j < m; j++ {
				lad[j] = f.New("kurodoko.sees")
				e.Ladder++
				c := s(ray[j])
				if j == 0 {
					// v1 ⟺ ¬s(c1)
					f.Add(-lad[0], -c)
					f.Add(lad[0], c)
					continue
				}
				f.Add(-lad[j], lad[j-1])
				f.Add(-lad[j], -c)
				f.Add(lad[j], -lad[j-1], c)
			}
			if len(ray) > m {
				// the (m+1)-th cell is not seen: shaded, or an earlier one is.
				if m == 0 {
					guard(i, s(ray[0]))
				} else {
					guard(i, -lad[m-1], s(ray[m]))
				}
			}
			counts[d] = lad
		}
		h := e.merge(counts[sight.Left], counts[sight.Right], want+1)
		v := e.merge(counts[sight.Up], counts[sight.Down], want+1)
		tot := e.merge(h, v, want+1)
		if want > len(tot) {
			guard(i) // cannot see enough: the empty clause (or ¬sel)
			continue
		}
		if want > 0 {
			guard(i, tot[want-1])
		}
		if len(tot) > want {
			guard(i, -tot[want])
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
	b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
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
