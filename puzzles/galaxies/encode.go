package galaxies

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encodings.
type Options struct {
	// Connectivity is the encoding of "each galaxy is connected" (a
	// value of --connectivity; DefaultConnectivity by default).
	Connectivity string
	// Explain guards every dot's clauses by a selector (Encoding.Clues).
	Explain bool
}

// DefaultConnectivity is the default of --connectivity, chosen by
// measurement on the PuzzleKit set (docs/galaxies.md).
const DefaultConnectivity = "lazy"

func (o Options) settings() map[string]string {
	return map[string]string{"connectivity": o.Connectivity}
}

// Encoding is an encoded puzzle. The primary variables are x(cell,dot),
// "cell is in the galaxy of dot", for the pairs of Vars; auxiliary
// variables follow (complete connectivity, the dots' selectors).
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	// Vars lists the primary variables' pairs: variable k+1 is
	// "cell Vars[k].Cell is in the galaxy of dot Vars[k].Dot".
	Vars []Pair
	// X[cell] maps each dot a cell can belong to to its variable.
	X []map[int]encode.Lit
	// Walls, with Explain only, are the wall variables of neighbouring
	// cells: Walls[k] is "a wall separates WallCells[k][0] and
	// WallCells[k][1]" (they are in different galaxies); explanation
	// facts besides the primary variables.
	Walls     []encode.Lit
	WallCells [][2]int
	Clues     []puzzle.Clue
	// Refine is the lazy part of the connectivity rule (nil when the
	// encoding is complete).
	Refine func(m encode.Model) [][]encode.Lit
	// Note says why the puzzle has no solution when the encoder saw it.
	Note string
}

// Pair is a cell and a dot.
type Pair struct{ Cell, Dot int }

// Encode builds the encoding of p:
//
//   - x(c,d) for each cell c and dot d that survive the pruning of
//     candidates (prune.go: the cell opposite c about d is on the grid; a
//     touched cell belongs to its dot; symmetry and reachability of the
//     candidates, to a fixpoint; without Explain only, since it assumes
//     every dot given), numbered cell by cell, dots in order;
//   - each cell in exactly one galaxy: ExactlyOne over its x(c,·)
//     (pairwise: C(k,2)+1 clauses for k candidates; a cell without
//     candidates gets the empty clause);
//   - the cells a dot touches are in its galaxy: a unit each (1, 2 or 4);
//   - symmetry: x(c,d) → x(c',d) for c' opposite c about d, both ways (2
//     binary clauses per pair; none for a dot's own cell);
//   - a cell of d's galaxy that d does not touch has a neighbour in it:
//     x(c,d) → ⋁ x(n,d) over its neighbours n (valid by connectivity);
//   - each galaxy connected: connect.Connected over the grid graph of
//     the dot's candidate cells, the touched cells always in (a fixed
//     root), with --connectivity (lazy: cuts while solving; eager: lazy
//     and the facts forced by the candidates' shape; distance, tree,
//     flow: complete CNF, sizes in package connect's doc), the lazy
//     Refines joined.
//
// With Explain a selector s(d) per dot guards its units, every x(c,d)
// implies s(d) (no dot, no galaxy), a cell's "in some galaxy" clause is
// guarded by the selectors of the dots that could claim it (so that the
// rules without the dots are satisfiable) and at-most-one stays; the
// touched cells are then not constants for the connectivity, and only
// the geometry prunes candidates.
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if opt.Connectivity == "" {
		opt.Connectivity = DefaultConnectivity
	}
	R, C := p.Rows, p.Cols
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f, X: make([]map[int]encode.Lit, R*C)}
	// Candidates, cell by cell.
	cand := candidates(p, !opt.Explain)
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			i := p.Cell(r, c)
			e.X[i] = map[int]encode.Lit{}
			for d := range p.Dots {
				if cand[d][i] {
					e.X[i][d] = f.New(fmt.Sprintf("galaxies.x(%d,%d)@%d", r, c, d))
					e.Vars = append(e.Vars, Pair{i, d})
				}
			}
		}
	}
	b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
	sels := make([]encode.Lit, len(p.Dots))
	if opt.Explain {
		for d, dot := range p.Dots {
			sels[d] = f.New(fmt.Sprintf("galaxies.dot%d", d))
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sels[d], Text: p.DotWords(d), JSON: ClueJSON{Dot: [2]float64{float64(dot.Y-1) / 2, float64(dot.X-1) / 2}}})
		}
	}
	lits := make([]encode.Lit, 0, len(p.Dots))
	for i := range e.X {
		lits = lits[:0]
		for d := range p.Dots {
			if l, ok := e.X[i][d]; ok {
				lits = append(lits, l)
			}
		}
		if len(lits) == 0 {
			e.Note = fmt.Sprintf("cell (%d,%d) can be in no galaxy", i/C, i%C)
		}
		if !opt.Explain {
			b.ExactlyOne(lits)
			continue
		}
		// With the dots as clues, "in some galaxy" holds when the dots
		// that could claim the cell are given.
		b.AtMostOne(lits)
		cover := append([]encode.Lit(nil), lits...)
		for d := range p.Dots {
			if _, ok := e.X[i][d]; ok {
				cover = append(cover, -sels[d])
			}
		}
		b.Clause(cover...)
	}
	var refines []connect.Refine
	for d, dot := range p.Dots {
		sel := sels[d]
		touched := map[int]bool{}
		for _, t := range p.Touching(dot) {
			i := p.Cell(t[0], t[1])
			touched[i] = true
			l, ok := e.X[i][d]
			if !ok {
				// Pruned: another dot touches the cell too (a setter's
				// edit), so the dot's galaxy cannot hold it: no solution.
				e.Note = fmt.Sprintf("cell (%d,%d) is touched by two dots", t[0], t[1])
				if opt.Explain {
					b.Clause(-sel)
				} else {
					b.Clause()
				}
				continue
			}
			if opt.Explain {
				b.Clause(-sel, l)
			} else {
				b.Clause(l)
			}
		}
		// The candidate cells of d, as graph vertices.
		var cells []int
		index := map[int]int{}
		for r := 0; r < R; r++ {
			for c := 0; c < C; c++ {
				i := p.Cell(r, c)
				l, ok := e.X[i][d]
				if !ok {
					continue
				}
				index[i] = len(cells)
				cells = append(cells, i)
				if opt.Explain {
					b.Clause(-l, sel)
				}
				mr, mc, _ := p.Mirror(dot, r, c)
				if m := p.Cell(mr, mc); m != i {
					b.Clause(-l, e.X[m][d])
				}
				// A cell of the galaxy the dot does not touch has a
				// neighbour in it (the galaxy is connected).
				if !touched[i] {
					near := []encode.Lit{-l}
					for _, n := range [][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}} {
						if n[0] >= 0 && n[0] < R && n[1] >= 0 && n[1] < C {
							if nl, ok := e.X[p.Cell(n[0], n[1])][d]; ok {
								near = append(near, nl)
							}
						}
					}
					b.Clause(near...)
				}
			}
		}
		g := graph.New(len(cells))
		in := make([]encode.Lit, len(cells))
		for v, i := range cells {
			r, c := i/C, i%C
			if touched[i] && !opt.Explain {
				in[v] = 0
			} else {
				in[v] = e.X[i][d]
			}
			if c+1 < C {
				if u, ok := index[i+1]; ok {
					g.AddEdge(v, u)
				}
			}
			if r+1 < R {
				if u, ok := index[i+C]; ok {
					g.AddEdge(v, u)
				}
			}
		}
		ref, err := connect.Connected(b, g, in, opt.Connectivity)
		if err != nil {
			return nil, &puzzle.UsageError{Msg: err.Error()}
		}
		refines = append(refines, ref)
	}
	if opt.Explain {
		e.walls(b)
	}
	if ref := connect.Join(refines...); ref != nil {
		e.Refine = ref
	}
	return e, nil
}

// walls adds a wall variable w for each pair of neighbouring cells a, b:
// w → ¬(x(a,d) ∧ x(b,d)) and ¬w → (x(a,d) → x(b,d)) (and from b to
// a), for every dot d: with each cell in one galaxy, w holds exactly
// when a and b are in different galaxies. Explain only: the wall facts
// are words for explanations, never primary.
func (e *Encoding) walls(b *encode.Builder) {
	p, f := e.Puzzle, e.Formula
	R, C := p.Rows, p.Cols
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			a := p.Cell(r, c)
			for _, nb := range [][2]int{{r, c + 1}, {r + 1, c}} {
				if nb[0] >= R || nb[1] >= C {
					continue
				}
				o := p.Cell(nb[0], nb[1])
				w := f.New(fmt.Sprintf("galaxies.wall(%d,%d|%d,%d)", r, c, nb[0], nb[1]))
				e.Walls = append(e.Walls, w)
				e.WallCells = append(e.WallCells, [2]int{a, o})
				for d := range p.Dots {
					xa, okA := e.X[a][d]
					xb, okB := e.X[o][d]
					switch {
					case okA && okB:
						b.Clause(-w, -xa, -xb)
						b.Clause(w, -xa, xb)
						b.Clause(w, -xb, xa)
					case okA:
						b.Clause(w, -xa)
					case okB:
						b.Clause(w, -xb)
					}
				}
			}
		}
	}
}

// ClueJSON is a dot in an explanation's JSON: its row and column, .5 on
// an edge.
type ClueJSON struct {
	Dot [2]float64 `json:"dot"`
}

// Decode reads each cell's galaxy from a model.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := NewSolution(p.Rows, p.Cols)
	for _, v := range e.Vars {
		if m.Value(e.X[v.Cell][v.Dot]) {
			if s.Region[v.Cell] >= 0 {
				return nil, fmt.Errorf("cell (%d,%d) is in two galaxies", v.Cell/p.Cols, v.Cell%p.Cols)
			}
			s.Region[v.Cell] = v.Dot
		}
	}
	return s, nil
}

// Fact names the literal l of a primary variable.
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := l
	if v < 0 {
		v = -v
	}
	k := int(v) - 1
	if w := slices.Index(e.Walls, v); w >= 0 {
		a, o := e.WallCells[w][0], e.WallCells[w][1]
		p := e.Puzzle
		text := "there is a wall between (%d,%d) and (%d,%d)"
		if l < 0 {
			text = "there is no wall between (%d,%d) and (%d,%d)"
		}
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf(text, a/p.Cols, a%p.Cols, o/p.Cols, o%p.Cols),
			JSON: WallFactJSON{Wall: [2][2]int{{a / p.Cols, a % p.Cols}, {o / p.Cols, o % p.Cols}}, On: l > 0}}
	}
	if k < 0 || k >= len(e.Vars) {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", v)}
	}
	pr := e.Vars[k]
	p := e.Puzzle
	r, c := pr.Cell/p.Cols, pr.Cell%p.Cols
	not := ""
	if l < 0 {
		not = "not "
	}
	return puzzle.Fact{Lit: l, Text: fmt.Sprintf("(%d,%d) is %sin the galaxy of %s", r, c, not, p.DotWords(pr.Dot)),
		JSON: FactJSON{Cell: [2]int{r, c}, Dot: pr.Dot, In: l > 0}}
}

// FactJSON is a fact in an explanation's JSON.
type FactJSON struct {
	Cell [2]int `json:"cell"`
	Dot  int    `json:"dot"`
	In   bool   `json:"in"`
}

// WallFactJSON is a wall fact in an explanation's JSON: the two cells
// and whether a wall separates them.
type WallFactJSON struct {
	Wall [2][2]int `json:"wall"`
	On   bool      `json:"on"`
}
