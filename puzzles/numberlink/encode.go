package numberlink

import (
	"fmt"
	"math/bits"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// The values of --fill.
const (
	FillFree = "free" // cells may stay empty (janko.at's Arukone, Nikoli's Numberlink)
	FillAll  = "all"  // every cell is on a path
)

// The values of --colours.
const (
	ColoursBinary = "binary" // ⌈log2 K⌉ bits a cell
	ColoursOneHot = "onehot" // K variables a cell, exactly one true
)

// The values of --uturns.
const (
	UTurnsKeep   = "keep"   // no U-turn clauses
	UTurnsForbid = "forbid" // forbid U-turns but one designated (uturn.go)
)

// The values of --shortcuts.
const (
	ShortcutsKeep   = "keep"   // every solution is a model
	ShortcutsReduce = "reduce" // reduced solutions only, and Alternative (shortcut.go)
)

// Options choose the rule and the encodings.
type Options struct {
	// Connectivity is the encoding of "no path without numbers" (a value
	// of --connectivity: "lazy" by default).
	Connectivity string
	// Fill is FillFree (the default) or FillAll.
	Fill string
	// Colours is ColoursBinary (the default) or ColoursOneHot.
	Colours string
	// Explain guards every pair's clauses by a selector (Encoding.Clues).
	Explain bool
	// UTurns is UTurnsKeep (the default: no U-turn clauses) or
	// UTurnsForbid (uturn.go's clauses, --fill free only; Explain leaves
	// them out: they are no rule a player reads).
	UTurns string
	// Shortcuts is ShortcutsReduce (the default: shortcut.go's reduced
	// solutions, applied only under --fill free, without Explain and
	// when Solutions is 1 or 2) or ShortcutsKeep.
	Shortcuts string
	// Solutions is puzzle.Options.Solutions: how many solutions the loop
	// looks for (0: unknown).
	Solutions int
}

// reduced reports whether the encoding asks for reduced solutions.
func (o Options) reduced() bool {
	return o.Shortcuts == ShortcutsReduce && o.Fill == FillFree && !o.Explain && (o.Solutions == 1 || o.Solutions == 2)
}

func (o Options) settings() map[string]string {
	sc := ShortcutsKeep
	if o.reduced() {
		sc = ShortcutsReduce
	}
	return map[string]string{"connectivity": o.Connectivity, "fill": o.Fill, "colours": o.Colours, "uturns": o.UTurns, "shortcuts": sc}
}

// Encoding is an encoded puzzle. Variable e+1 says "a path uses edge e"
// (Puzzle.EdgeEnds numbers the edges); they are the primary variables.
// Auxiliary variables follow: the cells' colours, the pairs' selectors
// with Explain, eager connectivity.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Refine is the lazy part of the connectivity rule (nil when the
	// encoding is complete).
	Refine func(m encode.Model) [][]encode.Lit
	// Note says why the puzzle cannot have a solution (a number with
	// one end: the formula is then the empty clause), or "".
	Note string
	// Alternative is encode.Problem.Alternative for reduced encodings
	// (nil otherwise).
	Alternative func(m encode.Model) encode.Model
}

// Lit is the literal "a path uses edge e".
func (e *Encoding) Lit(edge int) encode.Lit { return encode.Lit(edge + 1) }

// guarded is a sink adding ¬g to every clause (g 0: none).
type guarded struct {
	out encode.Sink
	g   encode.Lit
	buf []encode.Lit
}

func (s *guarded) add(c ...encode.Lit) {
	if s.g == 0 {
		s.out.AddClause(c)
		return
	}
	s.buf = append(append(s.buf[:0], -s.g), c...)
	s.out.AddClause(s.buf)
}

// Encode builds the encoding of p (K pairs, E edges between adjacent
// cells; a cell has d = 2, 3 or 4 edges):
//
//   - a numbered cell has exactly one path edge: a clause over its d
//     edges and C(d,2) binary clauses;
//   - any other cell has 0 or 2 (--fill free) or exactly 2 (--fill all):
//     d clauses (¬ei ∨ the others) forbid degree 1, or d clauses (the
//     edges but ei) ask for 2, and C(d,3) clauses forbid 3 or more;
//   - colours: every cell has a colour, the index of its pair; a
//     numbered cell has its own, and a used edge joins cells of one
//     colour, so that a path joins equal numbers and paths never meet.
//     binary: L = ⌈log2 K⌉ bits a cell, L units a numbered cell, 2L
//     clauses (¬e ∨ ¬bu ∨ bv, ¬e ∨ bu ∨ ¬bv) an edge; onehot: K
//     variables a cell with exactly one true (ladder at-most-one), a unit
//     a numbered cell, 2K clauses an edge;
//   - no path without numbers (a cycle of unnumbered cells, which the
//     rules above allow): encode/connect's SingleCycle on the grid with
//     one more vertex, a root joined to every numbered cell by an edge
//     that is always chosen: the chosen edges are connected exactly when
//     every path reaches a number. lazy (the default) adds, for each
//     closed loop of a model with cell set S, the cut "an edge in S
//     needs an edge leaving S"; eager is lazy (nothing to force from);
//     tree, distance and flow are complete encodings (sizes in connect's
//     package doc).
//
// With Options.Explain a pair's clauses (its cells' degree 1 and
// colour) carry ¬s for its selector s (Encoding.Clues); such a cell
// keeps "at most two edges".
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if opt.Connectivity == "" {
		opt.Connectivity = connect.Methods(connect.Cycle)[0]
	}
	if opt.Fill == "" {
		opt.Fill = FillFree
	}
	if opt.Colours == "" {
		opt.Colours = ColoursBinary
	}
	if opt.UTurns == "" {
		opt.UTurns = UTurnsKeep
	}
	if opt.Shortcuts == "" {
		opt.Shortcuts = ShortcutsReduce
	}
	if opt.Shortcuts != ShortcutsKeep && opt.Shortcuts != ShortcutsReduce {
		return nil, &puzzle.UsageError{Msg: fmt.Sprintf("--shortcuts %q: want reduce or keep", opt.Shortcuts)}
	}
	if opt.UTurns != UTurnsKeep && opt.UTurns != UTurnsForbid {
		return nil, &puzzle.UsageError{Msg: fmt.Sprintf("--uturns %q: want keep or forbid", opt.UTurns)}
	}
	if opt.Fill != FillFree && opt.Fill != FillAll {
		return nil, &puzzle.UsageError{Msg: fmt.Sprintf("--fill %q: want free or all", opt.Fill)}
	}
	if opt.Colours != ColoursBinary && opt.Colours != ColoursOneHot {
		return nil, &puzzle.UsageError{Msg: fmt.Sprintf("--colours %q: want binary or onehot", opt.Colours)}
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	ne, n := p.NumEdges(), p.Rows*p.Cols
	edge := make([]encode.Lit, ne)
	g := graph.New(n + 1)
	for i := 0; i < ne; i++ {
		a, b := p.EdgeEnds(i)
		edge[i] = f.New(fmt.Sprintf("numberlink.edge(%d,%d)-(%d,%d)", a[0], a[1], b[0], b[1]))
		g.AddEdge(p.Cell(a[0], a[1]), p.Cell(b[0], b[1]))
	}
	if note := p.Note(); note != "" {
		e.Note = note
		f.AddClause(nil)
		return e, nil
	}
	nums, cells := p.Pairs()
	pair := make([]int, n) // pair index+1 of a numbered cell
	for k, cs := range cells {
		for _, i := range cs {
			pair[i] = k + 1
		}
	}
	sel := make([]encode.Lit, len(nums))
	if opt.Explain {
		for k, v := range nums {
			sel[k] = f.New(fmt.Sprintf("numberlink.pair(%d)", v))
			a, b := cells[k][0], cells[k][1]
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel[k], Text: PairWords(v, a/p.Cols, a%p.Cols, b/p.Cols, b%p.Cols),
				JSON: ClueJSON{Number: v, Cells: [][2]int{{a / p.Cols, a % p.Cols}, {b / p.Cols, b % p.Cols}}}})
		}
	}
	b := encode.NewBuilder(f, encode.Binomial, encode.Pairwise)
	// Degrees.
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			var es []encode.Lit
			for _, x := range p.CellEdges(r, c) {
				if x >= 0 {
					es = append(es, edge[x])
				}
			}
			for i := 0; i < len(es); i++ {
				for j := i + 1; j < len(es); j++ {
					for k := j + 1; k < len(es); k++ {
						b.Clause(-es[i], -es[j], -es[k])
					}
				}
			}
			if k := pair[p.Cell(r, c)]; k > 0 {
				gd := &guarded{out: f, g: sel[k-1]}
				gd.add(es...)
				for i := 0; i < len(es); i++ {
					for j := i + 1; j < len(es); j++ {
						gd.add(-es[i], -es[j])
					}
				}
				continue
			}
			for i := range es {
				var cl []encode.Lit
				if opt.Fill == FillFree {
					cl = append(cl, -es[i])
				}
				for j := range es {
					if j != i {
						cl = append(cl, es[j])
					}
				}
				b.Clause(cl...)
			}
		}
	}
	// Colours.
	K := len(nums)
	var width int
	if opt.Colours == ColoursBinary {
		width = bits.Len(uint(K - 1))
	} else if K > 1 {
		width = K
	}
	col := make([][]encode.Lit, n)
	for i := range col {
		col[i] = make([]encode.Lit, width)
		for j := range col[i] {
			col[i][j] = f.New(fmt.Sprintf("numberlink.colour(%d,%d)#%d", i/p.Cols, i%p.Cols, j))
		}
		if opt.Colours == ColoursOneHot && width > 0 {
			b.AtLeastOne(col[i])
			lb := encode.NewBuilder(f, encode.Binomial, encode.Ladder)
			lb.AtMostOne(col[i])
		}
		if k := pair[i]; k > 0 && width > 0 {
			gd := &guarded{out: f, g: sel[k-1]}
			if opt.Colours == ColoursOneHot {
				gd.add(col[i][k-1])
			} else {
				for j := 0; j < width; j++ {
					if (k-1)>>j&1 == 1 {
						gd.add(col[i][j])
					} else {
						gd.add(-col[i][j])
					}
				}
			}
		}
	}
	for x := 0; x < ne; x++ {
		a, c := p.EdgeEnds(x)
		u, v := p.Cell(a[0], a[1]), p.Cell(c[0], c[1])
		for j := 0; j < width; j++ {
			b.Clause(-edge[x], -col[u][j], col[v][j])
			b.Clause(-edge[x], col[u][j], -col[v][j])
		}
	}
	// No closed loop around a 2x2 block (a shortcut for the rule below:
	// its cuts would forbid these one model at a time).
	for r := 0; r+1 < p.Rows; r++ {
		for c := 0; c+1 < p.Cols; c++ {
			top, _ := p.EdgeBetween([2]int{r, c}, [2]int{r, c + 1})
			bot, _ := p.EdgeBetween([2]int{r + 1, c}, [2]int{r + 1, c + 1})
			lft, _ := p.EdgeBetween([2]int{r, c}, [2]int{r + 1, c})
			rgt, _ := p.EdgeBetween([2]int{r, c + 1}, [2]int{r + 1, c + 1})
			b.Clause(-edge[top], -edge[bot], -edge[lft], -edge[rgt])
		}
	}
	if opt.Fill == FillFree && opt.UTurns == UTurnsForbid && !opt.Explain {
		uTurns(f, b, p, edge)
	}
	if opt.reduced() {
		reduce(f, b, p, edge, col, opt.Colours == ColoursOneHot, pair)
		e.Alternative = e.alternative
	}
	// No path without numbers: the edges, with a root joined to every
	// numbered cell, are connected.
	conn := append([]encode.Lit(nil), edge...)
	root := n
	for i := 0; i < n; i++ {
		if pair[i] > 0 {
			g.AddEdge(root, i)
			conn = append(conn, 0)
		}
	}
	ref, err := connect.SingleCycle(b, g, conn, opt.Connectivity)
	if err != nil {
		return nil, &puzzle.UsageError{Msg: err.Error()}
	}
	if ref != nil {
		e.Refine = ref
	}
	return e, nil
}

// PairWords names a pair: "the pair of 3 at (1,2) and (4,0)".
func PairWords(v, r1, c1, r2, c2 int) string {
	return fmt.Sprintf("the pair of %d at (%d,%d) and (%d,%d)", v, r1, c1, r2, c2)
}

// ClueJSON is a pair in an explanation's JSON.
type ClueJSON struct {
	Number int      `json:"number"`
	Cells  [][2]int `json:"cells"`
}

// Decode reads a model's path edges.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := NewSolution(p.Rows, p.Cols)
	s.FillAll = e.Options.Fill == FillAll
	for i := 0; i < p.NumEdges(); i++ {
		s.SetEdge(i, m.Value(e.Lit(i)))
	}
	return s, nil
}
