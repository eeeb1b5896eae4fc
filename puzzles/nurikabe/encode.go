package nurikabe

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/encode/connect"
	"github.com/puzzlesat/puzzlesat/graph"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Island encodings (the --islands option).
const (
	IslandsLabel = "label" // each unshaded cell labelled with its number, bounded unary distance
	IslandsLazy  = "lazy"  // no island variables: cuts on the unshaded components of each model
	IslandsOwner = "owner" // each unshaded cell owned by one number in reach, Exactly(n) owned; connection by cuts
)

// BigIsland is the largest number whose island the label encoding
// sizes and connects eagerly (Exactly and unary distance grow as n² and
// n³); a bigger one is labelled only, its size and connection left to
// the lazy island cuts.
const BigIsland = 40

// IslandMethods are the values of --islands, the default first.
var IslandMethods = []string{IslandsLazy, IslandsLabel, IslandsOwner}

// Options choose the encodings.
type Options struct {
	Islands      string // IslandsLabel or IslandsLazy
	Connectivity string // connect.Methods(connect.Vertices): the shaded cells
	Card         encode.CardEncoding
	AMO          encode.AMOEncoding
	Explain      bool   // guard every number's size by a selector
	Count        string // CountOff (""), CountAuto or CountOn: the number of shaded cells
}

// Shaded-count rules (the --total option).
const (
	CountAuto = "auto" // on when the counter is small (cells × shaded cells <= CountLimit)
	CountOn   = "on"   // Exactly(cells - Σn) shaded cells, when every number is known
	CountOff  = "off"  // the default: the count slowed 1091_15x15 (solved in 13 s of CPU without, unsolved in 28 s with)
)

// CountMethods are the values of --total, the default first.
var CountMethods = []string{CountOff, CountAuto, CountOn}

// CountLimit bounds cells × shaded cells for --total auto: the
// sequential counter's size.
const CountLimit = 60000

func (o Options) String() string {
	s := fmt.Sprintf("islands=%s connectivity=%s card=%v amo=%v", o.Islands, o.Connectivity, o.Card, o.AMO)
	if o.Count != "" && o.Count != CountOff {
		s += " total=" + o.Count
	}
	if o.Explain {
		s += " explain"
	}
	return s
}

func (o Options) settings() map[string]string {
	m := map[string]string{"islands": o.Islands, "connectivity": o.Connectivity, "card": o.Card.String(), "amo": o.AMO.String()}
	if o.Count != "" && o.Count != CountOff {
		m["total"] = o.Count
	}
	return m
}

// Encoding is an encoded puzzle. Variable i+1 is "cell i is shaded"
// (row-major): the primary variables. Auxiliary variables follow.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	Refine  connect.Refine
	// sel is each numbered cell's selector (0: none).
	sel map[int]encode.Lit
	// Note says why the puzzle has no solution when the encoder saw it.
	Note string
}

// NumCells is the number of primary variables.
func (e *Encoding) NumCells() int { return len(e.Puzzle.Cells) }

// Shaded is cell i's variable.
func (e *Encoding) Shaded(i int) encode.Lit { return encode.Lit(i + 1) }

// guarded adds the selector's negation to every clause.
type guarded struct {
	f   *encode.Formula
	sel encode.Lit
	buf []encode.Lit
}

func (g *guarded) AddClause(c []encode.Lit) {
	g.buf = append(append(g.buf[:0], -g.sel), c...)
	g.f.AddClause(g.buf)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Encode builds the encoding of p (the package doc lists the clauses).
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if opt.Islands == "" {
		opt.Islands = IslandMethods[0]
	}
	if opt.Explain {
		// Explanations take the label encoding: the lazy cuts found while
		// explaining are not those the independent check finds, and steps
		// came out not minimal.
		opt.Islands = IslandsLabel
	}
	if opt.Connectivity == "" {
		opt.Connectivity = connect.Methods(connect.Vertices)[0]
	}
	R, C, N := p.Rows, p.Cols, len(p.Cells)
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f, sel: map[int]encode.Lit{}}
	for i := 0; i < N; i++ {
		f.New("nurikabe.shaded(" + strconv.Itoa(i/C) + "," + strconv.Itoa(i%C) + ")")
	}
	s := e.Shaded
	b := encode.NewBuilder(f, opt.Card, opt.AMO)
	var clues []int
	for i, v := range p.Cells {
		if v != Empty {
			clues = append(clues, i)
			f.AddClause([]encode.Lit{-s(i)}) // numbers are unshaded
		}
	}
	if opt.Explain {
		for _, k := range clues {
			if n := p.Cells[k]; n != Unknown {
				sel := f.New(fmt.Sprintf("nurikabe.number(%d,%d)=%d", k/C, k%C, n))
				e.sel[k] = sel
				e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: NumberWords(k/C, k%C, n), JSON: ClueJSON{Cell: [2]int{k / C, k % C}, Number: n}})
			}
		}
	}
	// No 2x2 block all shaded.
	for r := 0; r+1 < R; r++ {
		for c := 0; c+1 < C; c++ {
			i := r*C + c
			f.AddClause([]encode.Lit{-s(i), -s(i + 1), -s(i + C), -s(i + C + 1)})
		}
	}
	// The shaded cells are connected.
	g := graph.New(N)
	for i := 0; i < N; i++ {
		if (i+1)%C != 0 {
			g.AddEdge(i, i+1)
		}
		if i+C < N {
			g.AddEdge(i, i+C)
		}
	}
	in := make([]encode.Lit, N)
	for i := range in {
		in[i] = s(i)
	}
	wall, err := connect.Connected(b, g, in, opt.Connectivity)
	if err != nil {
		return nil, err
	}
	switch opt.Islands {
	case IslandsLabel, IslandsOwner:
		e.labels(b, clues)
	case IslandsLazy:
		e.lazyUnits(b, clues)
	default:
		return nil, fmt.Errorf("nurikabe: --islands %q: want one of %v", opt.Islands, IslandMethods)
	}
	e.count(b, clues)
	e.Refine = connect.Join(wall, e.islandCuts)
	return e, nil
}

// count adds Exactly(N - Σn) over the shaded cells (--total), when every
// number is known and the encoding does not explain (a number's selector
// makes it a "?").
func (e *Encoding) count(b *encode.Builder, clues []int) {
	p := e.Puzzle
	if e.Options.Explain || e.Options.Count == CountOff || e.Options.Count == "" {
		return
	}
	sum := 0
	for _, k := range clues {
		if p.Cells[k] == Unknown {
			return
		}
		sum += p.Cells[k]
	}
	N := len(p.Cells)
	w := N - sum
	if w < 0 {
		e.Formula.AddClause(nil)
		if e.Note == "" {
			e.Note = fmt.Sprintf("the numbers add up to %d, more than the %d cells", sum, N)
		}
		return
	}
	var free []encode.Lit
	for c, v := range p.Cells {
		if v == Empty {
			free = append(free, e.Shaded(c))
		}
	}
	if e.Options.Count == CountAuto && len(free)*min(w, len(free)-w) > CountLimit {
		return
	}
	b.Exactly(free, w)
}

// reaches reports whether the number at k can reach cell c: its island
// of n cells spans at most n-1 steps (any cell for an unknown number, or
// for every number when explaining: the selector then says it).
func (e *Encoding) reaches(k, c int) bool {
	p := e.Puzzle
	n := p.Cells[k]
	if n == Unknown || e.Options.Explain {
		return true
	}
	C := p.Cols
	return abs(k/C-c/C)+abs(k%C-c%C) <= n-1
}

func (e *Encoding) within(k, c int) bool {
	n := e.Puzzle.Cells[k]
	C := e.Puzzle.Cols
	return n == Unknown || abs(k/C-c/C)+abs(k%C-c%C) <= n-1
}

// lazyUnits: with the lazy island rule, the cells no number reaches are
// shaded, and so is a cell next to two numbers.
func (e *Encoding) lazyUnits(b *encode.Builder, clues []int) {
	p := e.Puzzle
	var nb []int
	reach := e.reachable(clues)
	if !e.Options.Explain {
		for _, k := range clues {
			if n := p.Cells[k]; n >= EagerMin && n <= BigIsland {
				e.eager(b, k, n)
			}
		}
	}
	for c := range p.Cells {
		if p.Cells[c] != Empty {
			continue
		}
		if !e.Options.Explain {
			if !reach[c] {
				e.Formula.AddClause([]encode.Lit{e.Shaded(c)})
				continue
			}
		}
		nb = neighbours(p.Rows, p.Cols, c, nb)
		numbers := 0
		for _, d := range nb {
			if p.Cells[d] != Empty {
				numbers++
			}
		}
		if numbers >= 2 {
			e.Formula.AddClause([]encode.Lit{e.Shaded(c)})
		}
	}
}

// EagerMin is the smallest number whose island the lazy encoding
// encodes eagerly (labels, size and distance, as label does, for that
// number alone); smaller ones are left to the cuts.
const EagerMin = 8

// eager encodes the island of the n at k alone: a[c], "c is of k's
// island", for the cells in k's reach; a[c] → ¬s[c]; a[c] ∧ ¬s[d] → a[d]
// for neighbours (a[c] → s[d] where d is not in reach: another number, or
// too far); Exactly(n) of a; and label's unary distance. So the labelled
// cells are the unshaded component of k, of n cells, with no other
// number.
func (e *Encoding) eager(b *encode.Builder, k, n int) {
	p := e.Puzzle
	f := e.Formula
	R, C, N := p.Rows, p.Cols, len(p.Cells)
	label := make([]map[int]encode.Lit, N)
	var isl []encode.Lit
	for c := 0; c < N; c++ {
		if (c != k && p.Cells[c] != Empty) || !e.within(k, c) {
			continue
		}
		l := f.Aux(fmt.Sprintf("nurikabe.island(%d,%d)@(%d,%d)", k/C, k%C, c/C, c%C))
		label[c] = map[int]encode.Lit{k: l}
		isl = append(isl, l)
		f.AddClause([]encode.Lit{-l, -e.Shaded(c)})
	}
	f.AddClause([]encode.Lit{label[k][k]})
	var nb []int
	for c := 0; c < N; c++ {
		l, ok := label[c][k]
		if !ok {
			continue
		}
		nb = neighbours(R, C, c, nb)
		for _, d := range nb {
			if m, ok := label[d][k]; ok {
				f.AddClause([]encode.Lit{-l, e.Shaded(d), m})
			} else {
				f.AddClause([]encode.Lit{-l, e.Shaded(d)})
			}
		}
	}
	if len(isl) < n && e.Note == "" {
		e.Note = fmt.Sprintf("%s reaches only %d cells", NumberWords(k/C, k%C, n), len(isl))
	}
	b.Exactly(isl, n)
	e.distance(b, k, n, label)
}

// reachable marks the cells some island can hold: those joined to a
// number k by a path of at most n-1 steps (any length for "?") through
// empty cells next to no other number (such a cell would join k's island
// to that number's).
func (e *Encoding) reachable(clues []int) []bool {
	p := e.Puzzle
	R, C, N := p.Rows, p.Cols, len(p.Cells)
	// near[c]: the number next to c, or -2 when c is next to two or more.
	near := make([]int, N)
	for i := range near {
		near[i] = -1
	}
	var nb []int
	for _, k := range clues {
		nb = neighbours(R, C, k, nb)
		for _, d := range nb {
			switch near[d] {
			case -1:
				near[d] = k
			case k:
			default:
				near[d] = -2
			}
		}
	}
	reach := make([]bool, N)
	dist := make([]int, N)
	var queue []int
	for _, k := range clues {
		n := p.Cells[k]
		for i := range dist {
			dist[i] = -1
		}
		dist[k] = 0
		reach[k] = true
		queue = append(queue[:0], k)
		for q := 0; q < len(queue); q++ {
			c := queue[q]
			if n != Unknown && dist[c] >= n-1 {
				continue
			}
			nb = neighbours(R, C, c, nb)
			for _, d := range nb {
				if dist[d] >= 0 || p.Cells[d] != Empty || (near[d] != -1 && near[d] != k) {
					continue
				}
				dist[d] = dist[c] + 1
				reach[d] = true
				queue = append(queue, d)
			}
		}
	}
	return reach
}

// labels adds the island assignment: a[k][c], "cell c belongs to the
// island of the number at k", for the cells k can reach.
func (e *Encoding) labels(b *encode.Builder, clues []int) {
	p := e.Puzzle
	f := e.Formula
	R, C, N := p.Rows, p.Cols, len(p.Cells)
	s := e.Shaded
	label := make([]map[int]encode.Lit, N) // cell -> clue -> literal
	for _, k := range clues {
		for c := 0; c < N; c++ {
			if (c != k && p.Cells[c] != Empty) || !e.reaches(k, c) {
				continue
			}
			if label[c] == nil {
				label[c] = map[int]encode.Lit{}
			}
			label[c][k] = f.Aux(fmt.Sprintf("nurikabe.island(%d,%d)@(%d,%d)", k/C, k%C, c/C, c%C))
		}
	}
	lits := []encode.Lit{}
	for c := 0; c < N; c++ {
		lits = append(lits[:0], s(c))
		for _, k := range clues {
			if l, ok := label[c][k]; ok {
				lits = append(lits, l)
				f.AddClause([]encode.Lit{-l, -s(c)})
			}
		}
		f.AddClause(lits) // unshaded: some island
		if len(lits) > 2 {
			b.AtMostOne(lits[1:])
		}
	}
	for _, k := range clues {
		f.AddClause([]encode.Lit{label[k][k]})
	}
	// Neighbouring unshaded cells are of the same island.
	var nb []int
	for c := 0; c < N; c++ {
		nb = neighbours(R, C, c, nb)
		for _, k := range clues {
			l, ok := label[c][k]
			if !ok {
				continue
			}
			for _, d := range nb {
				if m, ok := label[d][k]; ok {
					f.AddClause([]encode.Lit{-l, s(d), m})
				} else {
					f.AddClause([]encode.Lit{-l, s(d)})
				}
			}
		}
	}
	for _, k := range clues {
		n := p.Cells[k]
		if n == Unknown {
			continue
		}
		var out encode.Sink = f
		if sel, ok := e.sel[k]; ok {
			out = &guarded{f: f, sel: sel}
		}
		gb := &encode.Builder{Vars: &f.Vars, Out: out, Card: cardForGuard(e.Options.Card, e.Options.Explain), AMO: e.Options.AMO}
		var isl []encode.Lit
		for c := 0; c < N; c++ {
			if l, ok := label[c][k]; ok {
				isl = append(isl, l)
				if !e.within(k, c) {
					gb.Clause(-l)
				}
			}
		}
		if len(isl) < n && !e.Options.Explain && e.Note == "" {
			e.Note = fmt.Sprintf("%s reaches only %d cells", NumberWords(k/C, k%C, n), len(isl))
		}
		if n > BigIsland {
			continue // its size and connection: the lazy island cuts
		}
		gb.Exactly(isl, n)
		if e.Options.Islands == IslandsLabel {
			e.distance(gb, k, n, label)
		}
	}
}

// distance: the island of the n at k is connected, by unary distance:
// d[c][j], "c is of k's island, at most j steps from k inside it", for
// j from c's grid distance to n-1:
//
//	a[k][c] -> d[c][n-1]                       (guarded by the selector)
//	d[c][j] -> a[k][c]
//	d[c][j] -> d[c][j-1] ∨ ⋁ d[x][j-1], x ∈ N(c)
func (e *Encoding) distance(gb *encode.Builder, k, n int, label []map[int]encode.Lit) {
	p := e.Puzzle
	f := e.Formula
	R, C := p.Rows, p.Cols
	dist := func(c int) int { return abs(k/C-c/C) + abs(k%C-c%C) }
	d := map[int][]encode.Lit{} // cell -> layer j (index j-dist) -> literal
	lay := func(c, j int) (encode.Lit, bool) {
		ls, ok := d[c]
		dc := dist(c)
		if !ok || j < dc || j > n-1 {
			return 0, false
		}
		return ls[j-dc], true
	}
	for c, m := range label {
		if _, ok := m[k]; !ok || c == k || dist(c) > n-1 {
			continue
		}
		ls := make([]encode.Lit, n-dist(c))
		for j := range ls {
			ls[j] = f.Aux(fmt.Sprintf("nurikabe.dist(%d,%d)@(%d,%d)<=%d", k/C, k%C, c/C, c%C, j+dist(c)))
		}
		d[c] = ls
	}
	var nb []int
	lits := []encode.Lit{}
	for c, m := range label {
		a, ok := m[k]
		if !ok || c == k {
			continue
		}
		top, ok := lay(c, n-1)
		if !ok {
			continue // out of reach: the guarded unit above
		}
		gb.Clause(-a, top)
		nb = neighbours(R, C, c, nb)
		for j := dist(c); j <= n-1; j++ {
			x, _ := lay(c, j)
			f.AddClause([]encode.Lit{-x, a})
			lits = append(lits[:0], -x)
			if y, ok := lay(c, j-1); ok {
				lits = append(lits, y)
			}
			root := false
			for _, nbc := range nb {
				if nbc == k && j-1 >= 0 {
					root = true
					break
				}
				if y, ok := lay(nbc, j-1); ok {
					lits = append(lits, y)
				}
			}
			if !root {
				f.AddClause(lits)
			}
		}
	}
}

// cardForGuard: a native constraint cannot be guarded by a selector.
func cardForGuard(c encode.CardEncoding, explain bool) encode.CardEncoding {
	if c == encode.Native && explain {
		return encode.SeqCounter
	}
	return c
}

// islandCuts is the lazy island rule, checked on every model (both
// encodings: with labels it only finds islands of unknown numbers). For
// each unshaded component G of the model, with N(G) its shaded border:
//
//	no number in G:           ⋁ s[c], c ∈ G  ∨  ⋁ ¬s[b], b ∈ N(G)
//	two numbers in G:         ⋁ s[c] over the inner cells of a path in G between them
//	the n at k, |G| > n:      ⋁ s[c] over n+1 cells of G around k (a BFS from k)  ∨ ¬sel
//	the n at k, |G| < n:      ⋁ s[c], c ∈ G  ∨  ⋁ ¬s[b], b ∈ N(G)  ∨ ¬sel
//
// Each holds in every solution (the last two while the number counts).
func (e *Encoding) islandCuts(m encode.Model) [][]encode.Lit {
	p := e.Puzzle
	R, C, N := p.Rows, p.Cols, len(p.Cells)
	shaded := make([]bool, N)
	for i := range shaded {
		shaded[i] = m.Value(e.Shaded(i))
	}
	comp := make([]int, N)
	for i := range comp {
		comp[i] = -1
	}
	var cuts [][]encode.Lit
	var nb []int
	parent := make([]int, N)
	for start := 0; start < N; start++ {
		if shaded[start] || comp[start] >= 0 {
			continue
		}
		// BFS of the component, from its first number when it has one.
		group := []int{start}
		comp[start] = start
		parent[start] = -1
		for q := 0; q < len(group); q++ {
			nb = neighbours(R, C, group[q], nb)
			for _, d := range nb {
				if !shaded[d] && comp[d] < 0 {
					comp[d] = start
					parent[d] = group[q]
					group = append(group, d)
				}
			}
		}
		var numbers []int
		for _, c := range group {
			if p.Cells[c] != Empty {
				numbers = append(numbers, c)
			}
		}
		border := func() []encode.Lit {
			var cut []encode.Lit
			mark := map[int]bool{}
			for _, c := range group {
				if p.Cells[c] == Empty {
					cut = append(cut, e.Shaded(c))
				}
				nb = neighbours(R, C, c, nb)
				for _, d := range nb {
					if shaded[d] && !mark[d] {
						mark[d] = true
						cut = append(cut, -e.Shaded(d))
					}
				}
			}
			return cut
		}
		switch {
		case len(numbers) == 0:
			cuts = append(cuts, border())
		case len(numbers) >= 2:
			// BFS from the first number to the second inside the group.
			a, z := numbers[0], numbers[1]
			prev := map[int]int{a: -1}
			queue := []int{a}
			for q := 0; q < len(queue) && !has(prev, z); q++ {
				nb = neighbours(R, C, queue[q], nb)
				for _, d := range nb {
					if comp[d] == start && !has(prev, d) {
						prev[d] = queue[q]
						queue = append(queue, d)
					}
				}
			}
			var cut []encode.Lit
			for c := prev[z]; c != a && c >= 0; c = prev[c] {
				if p.Cells[c] == Empty {
					cut = append(cut, e.Shaded(c))
				}
			}
			cuts = append(cuts, cut)
		default:
			k := numbers[0]
			n := p.Cells[k]
			if n == Unknown || n == len(group) {
				continue
			}
			if sel, ok := e.sel[k]; ok && !m.Value(sel) {
				continue // the number is not given: any size
			}
			var cut []encode.Lit
			if len(group) > n {
				// n+1 cells around k, in BFS order from k.
				seen := map[int]bool{k: true}
				queue := []int{k}
				for q := 0; q < len(queue) && len(queue) < n+1; q++ {
					nb = neighbours(R, C, queue[q], nb)
					for _, d := range nb {
						if comp[d] == start && !seen[d] && len(queue) < n+1 {
							seen[d] = true
							queue = append(queue, d)
						}
					}
				}
				for _, c := range queue {
					if p.Cells[c] == Empty {
						cut = append(cut, e.Shaded(c))
					}
				}
			} else {
				// k's island leaves G: through a shaded border cell in
				// k's reach.
				mark := map[int]bool{}
				for _, c := range group {
					nb = neighbours(R, C, c, nb)
					for _, d := range nb {
						if shaded[d] && !mark[d] && e.within(k, d) {
							mark[d] = true
							cut = append(cut, -e.Shaded(d))
						}
					}
				}
			}
			if sel, ok := e.sel[k]; ok {
				cut = append(cut, -sel)
			}
			cuts = append(cuts, cut)
		}
	}
	return cuts
}

func has(m map[int]int, k int) bool { _, ok := m[k]; return ok }

// NumberWords names a number as a player says it: "the 5 at (3,4)".
func NumberWords(r, c, n int) string {
	if n == Unknown {
		return fmt.Sprintf("the ? at (%d,%d)", r, c)
	}
	return fmt.Sprintf("the %d at (%d,%d)", n, r, c)
}

// ClueJSON is a number in an explanation's JSON.
type ClueJSON struct {
	Cell   [2]int `json:"cell"`
	Number int    `json:"number"`
}

// FactJSON is a fact in an explanation's JSON: cell Cell is shaded or not.
type FactJSON struct {
	Cell   [2]int `json:"cell"`
	Shaded bool   `json:"shaded"`
}

// Fact names a literal of a cell variable: "(3,4) is shaded" or "(3,4)
// is unshaded".
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := l.Var()
	if v < 1 || v > e.NumCells() {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	i := v - 1
	r, c := i/e.Puzzle.Cols, i%e.Puzzle.Cols
	return puzzle.Fact{Lit: l, Text: factText(r, c, l > 0), JSON: FactJSON{Cell: [2]int{r, c}, Shaded: l > 0}}
}

func factText(r, c int, shaded bool) string {
	if shaded {
		return fmt.Sprintf("(%d,%d) is shaded", r, c)
	}
	return fmt.Sprintf("(%d,%d) is unshaded", r, c)
}

// Decode reads a model's shaded cells.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	sh := make([]bool, len(p.Cells))
	for i := range sh {
		sh[i] = m.Value(e.Shaded(i))
	}
	return solutionOf(p.Rows, p.Cols, sh), nil
}
