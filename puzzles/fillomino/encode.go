package fillomino

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encodings.
type Options struct {
	// Regions is how the size of each polyomino is enforced: "small"
	// (the default: small numbers eagerly, see smallSizes, the rest
	// lazily; with Explain as lazy) or "lazy" (see Encode).
	Regions string
	// GridDomains (option "domains" = "grid") makes the domains with
	// Explain 1..Rows·Cols instead of 1..Max, so that leaving out a given
	// lets its polyominoes grow as large as the puzzle without it allows
	// (the generator's setting; slower to explain).
	GridDomains bool
	// Explain guards every given by a selector (Encoding.Clues); the
	// domains are then 1..Max (Max: the largest number of the domains
	// with every given), narrowed by clauses guarded by the selectors of
	// the givens that narrow them. Max itself is not guarded: a puzzle
	// with a given left out may allow larger polyominoes than this
	// encoding does (see docs/fillomino.md).
	Explain bool
	// Large (option "large") is how numbers above the largest given are
	// encoded: "merged" (one value "large" for all of them, see Encode),
	// or "each" (a variable per number). Merged applies only when the
	// loop looks for one or two solutions (Solutions) and not with
	// Explain; otherwise every number has its variable.
	Large string
	// Solutions is puzzle.Options.Solutions: 1 or 2 allow the merged
	// large numbers (a reduced encoding with an Alternative).
	Solutions int
}

// Methods are the values of the "regions" option, the default first.
var Methods = []string{"small", "lazy"}

// SmallUpto is the largest number whose size rule "small" encodes
// eagerly.
var SmallUpto = 4

// SmallGrow is the size of the largest group of a number above SmallUpto
// whose growth "small" encodes eagerly.
var SmallGrow = 3

// LargeMethods are the values of the "large" option, the default first.
var LargeMethods = []string{"merged", "each"}

func (o Options) String() string {
	s := "regions=" + o.Regions
	if o.Explain {
		s += " explain"
	}
	return s
}

func (o Options) settings() map[string]string {
	d := "puzzle"
	if o.GridDomains {
		d = "grid"
	}
	l := o.Large
	if l == "" {
		l = LargeMethods[0]
	}
	return map[string]string{"regions": o.Regions, "domains": d, "large": l}
}

// Encoding is an encoded puzzle. The primary variables come first: one
// x(cell, k) per cell and number k of its domain, in row-major cell
// order and increasing k.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Max     int            // the largest number any cell may hold
	Dom     [][]int        // each cell's numbers, ascending
	x       [][]encode.Lit // x[cell][j]: cell holds Dom[cell][j]
	Primary []encode.Lit
	Clues   []puzzle.Clue
	Cuts    int      // cuts the lazy rule added so far
	at      [][2]int // at[v-1]: (cell, j) of primary variable v (j = len(Dom[cell]): large)
	Note    string
	// K > 0: the merged encoding of large numbers: big[cell] is "cell
	// holds a number above K" (0: it cannot), K the largest given.
	K   int
	big []encode.Lit
	// alt is the second solution Alternative found (altLen: the length
	// of the model it returned for it); altErr when it could not decide.
	alt    []int
	altLen int
	altErr error
}

// large marks a cell holding a number above K in values.
const large = -2

// Var is the literal "cell i holds k" (0: k is not in i's domain).
func (e *Encoding) Var(i, k int) encode.Lit {
	if j, ok := slices.BinarySearch(e.Dom[i], k); ok {
		return e.x[i][j]
	}
	return 0
}

// Domains are the numbers each cell may hold given the givens: a given
// cell its number; another cell a number k when the cells reachable from
// it through cells not given a number other than k are at least k (a
// polyomino of k needs k cells). Max is the largest of them all.
func (p *Puzzle) Domains() (dom [][]int, max int) {
	n := len(p.Given)
	clueVals := map[int]bool{}
	var vals []int
	for _, g := range p.Given {
		if g != None && !clueVals[g] {
			clueVals[g] = true
			vals = append(vals, g)
		}
	}
	slices.Sort(vals)
	// sizes of the components of {None or k}, for k = each clue value
	// and k = 0 (None only)
	comp := func(k int) []int {
		size := make([]int, n)
		id := make([]int, n)
		for i := range id {
			id[i] = -1
		}
		var sizes []int
		for s := 0; s < n; s++ {
			if id[s] >= 0 || (p.Given[s] != None && p.Given[s] != k) {
				continue
			}
			c := len(sizes)
			id[s] = c
			queue := []int{s}
			for q := 0; q < len(queue); q++ {
				for _, d := range p.Neighbours(queue[q]) {
					if id[d] < 0 && (p.Given[d] == None || p.Given[d] == k) {
						id[d] = c
						queue = append(queue, d)
					}
				}
			}
			sizes = append(sizes, len(queue))
		}
		for i := range size {
			if id[i] >= 0 {
				size[i] = sizes[id[i]]
			}
		}
		return size
	}
	free := comp(0)
	byVal := map[int][]int{}
	for _, k := range vals {
		byVal[k] = comp(k)
	}
	dom = make([][]int, n)
	for i, g := range p.Given {
		if g != None {
			if byVal[g][i] >= g {
				dom[i] = []int{g}
			}
			max = maxInt(max, g)
			continue
		}
		var d []int
		vi := 0
		for k := 1; k <= max2(free[i], vals); k++ {
			if vi < len(vals) && vals[vi] == k {
				vi++
				if byVal[k][i] >= k {
					d = append(d, k)
				}
				continue
			}
			if k <= free[i] {
				d = append(d, k)
			}
		}
		dom[i] = d
		if len(d) > 0 {
			max = maxInt(max, d[len(d)-1])
		}
	}
	return dom, max
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}

func max2(free int, vals []int) int {
	if len(vals) > 0 && vals[len(vals)-1] > free {
		return vals[len(vals)-1]
	}
	return free
}

// Encode builds the encoding of p. Variables x(c,k) "cell c holds k"
// for k in c's domain (Puzzle.Domains; with Explain 1..Max), and:
//
//   - each cell holds exactly one number (pairwise at-most-one up to 8
//     numbers, the ladder above);
//   - a given g in cell c: the unit x(c,g);
//   - a 1 has no neighbour 1: ¬x(c,1) ∨ ¬x(d,1) for neighbours c, d;
//   - a number k ≥ 2 continues: x(c,k) → ⋁ x(d,k) over c's neighbours d
//     (at most 5 literals);
//   - lazy (Options.Regions): each model's polyominoes, the components of
//     equal numbers, are checked; one of number k with more than k cells
//     gets the cut ⋁ ¬x(c,k) over k+1 of its cells that are connected (no
//     k+1 connected cells hold k), one C with fewer gets
//     ⋁ ¬x(c,k), c ∈ C ∨ ⋁ x(d,k), d next to C (a polyomino of k with
//     fewer cells must grow). Both hold in every solution and cut the
//     model off; the loop solves again until a model has none.
//
// With Explain the domains' narrowing by the givens is clauses: ¬x(c,k)
// guarded by the selectors of the givens that close c's room for k (the
// given cells of other numbers around the cells c reaches).
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if opt.Regions == "" {
		opt.Regions = Methods[0]
	}
	if !slices.Contains(Methods, opt.Regions) {
		return nil, fmt.Errorf("fillomino: regions %q: want %v", opt.Regions, Methods)
	}
	f := encode.NewFormula()
	small := encode.NewBuilder(f, encode.SeqCounter, encode.Pairwise)
	large := encode.NewBuilder(f, encode.SeqCounter, encode.Ladder)
	n := len(p.Given)
	cols := p.Cols
	e := &Encoding{Puzzle: p, Options: opt, Formula: f, x: make([][]encode.Lit, n)}
	dom, max := p.Domains()
	if opt.Explain {
		if opt.GridDomains {
			max = n
		}
		all := make([]int, max)
		for k := range all {
			all[k] = k + 1
		}
		full := make([][]int, n)
		for i := range full {
			full[i] = all
		}
		e.Dom, e.Max = full, max
	} else {
		e.Dom, e.Max = dom, max
		if opt.Large == "merged" && (opt.Solutions == 1 || opt.Solutions == 2) {
			k := 1
			for _, g := range p.Given {
				k = maxInt(k, g)
			}
			if max > k {
				e.K = k
				e.big = make([]encode.Lit, n)
				e.Dom = make([][]int, n)
				for i, d := range dom {
					j, _ := slices.BinarySearch(d, k+1)
					e.Dom[i] = d[:j]
				}
			}
		}
	}
	for i := range p.Given {
		e.x[i] = make([]encode.Lit, len(e.Dom[i]))
		for j, k := range e.Dom[i] {
			e.x[i][j] = f.New(fmt.Sprintf("fillomino.x(%d,%d)=%d", i/cols+1, i%cols+1, k))
			e.Primary = append(e.Primary, e.x[i][j])
			e.at = append(e.at, [2]int{i, j})
		}
		if e.K > 0 && len(dom[i]) > len(e.Dom[i]) {
			e.big[i] = f.New(fmt.Sprintf("fillomino.x(%d,%d)>%d", i/cols+1, i%cols+1, e.K))
			e.Primary = append(e.Primary, e.big[i])
			e.at = append(e.at, [2]int{i, len(e.Dom[i])})
		}
	}
	// givens
	sel := make([]encode.Lit, n)
	for i, g := range p.Given {
		if g == None {
			continue
		}
		if opt.Explain {
			sel[i] = f.New(fmt.Sprintf("given(%d,%d)=%d", i/cols+1, i%cols+1, g))
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel[i], Text: fmt.Sprintf("the number %d given in (%d,%d)", g, i/cols+1, i%cols+1),
				JSON: map[string]int{"row": i/cols + 1, "col": i%cols + 1, "number": g}})
		}
		var c []encode.Lit
		if x := e.Var(i, g); x != 0 {
			c = append(c, x)
		} else if e.Note == "" {
			e.Note = fmt.Sprintf("the %d given in (%d,%d) has no room for %d cells", g, i/cols+1, i%cols+1, g)
		}
		if sel[i] != 0 {
			c = append(c, -sel[i])
		}
		f.AddClause(c)
	}
	if opt.Explain {
		// the narrowing of the domains, under the givens that make it
		for i := range p.Given {
			if p.Given[i] != None {
				continue // its given's unit and exactly-one say it
			}
			for _, k := range e.Dom[i] {
				if slices.Contains(dom[i], k) {
					continue
				}
				_, border := p.Room(i, k)
				c := []encode.Lit{-e.Var(i, k)}
				for _, b := range border {
					c = append(c, -sel[b])
				}
				f.AddClause(c)
			}
		}
	}
	for i := range p.Given {
		xs := e.x[i]
		if e.K > 0 && e.big[i] != 0 {
			xs = append(slices.Clone(xs), e.big[i])
			// a large number continues too (K+1 >= 2 cells)
			c := []encode.Lit{-e.big[i]}
			for _, d := range p.Neighbours(i) {
				if e.big[d] != 0 {
					c = append(c, e.big[d])
				}
			}
			f.AddClause(c)
		}
		if len(xs) <= 8 {
			small.ExactlyOne(xs)
		} else {
			large.ExactlyOne(xs)
		}
	}
	for i := range p.Given {
		nb := p.Neighbours(i)
		for j, k := range e.Dom[i] {
			x := e.x[i][j]
			if k == 1 {
				for _, d := range nb {
					if y := e.Var(d, 1); y != 0 && d > i {
						f.AddClause([]encode.Lit{-x, -y})
					}
				}
				continue
			}
			c := []encode.Lit{-x}
			for _, d := range nb {
				if y := e.Var(d, k); y != 0 {
					c = append(c, y)
				}
			}
			f.AddClause(c)
		}
	}
	if opt.Regions == "small" && !opt.Explain {
		e.smallSizes(SmallUpto, SmallGrow)
	}
	return e, nil
}

// values reads a model's numbers (0 where a cell has none).
func (e *Encoding) values(m encode.Model) []int {
	vs := make([]int, len(e.Dom))
	for i, xs := range e.x {
		for j, x := range xs {
			if m.Value(x) {
				vs[i] = e.Dom[i][j]
				break
			}
		}
		if e.K > 0 && e.big[i] != 0 && m.Value(e.big[i]) {
			vs[i] = large
		}
	}
	return vs
}

// Refine is the lazy rule: the cuts of the polyominoes of m whose size
// is not their number (see Encode).
func (e *Encoding) Refine(m encode.Model) [][]encode.Lit {
	p := e.Puzzle
	vs := e.values(m)
	seen := make([]bool, len(vs))
	var cuts [][]encode.Lit
	for s := range vs {
		if seen[s] || vs[s] == 0 {
			continue
		}
		k := vs[s]
		seen[s] = true
		comp := []int{s}
		for q := 0; q < len(comp); q++ {
			for _, d := range p.Neighbours(comp[q]) {
				if !seen[d] && vs[d] == k {
					seen[d] = true
					comp = append(comp, d)
				}
			}
		}
		switch {
		case k == large:
			if len(comp) > e.K {
				continue
			}
			// a group of large numbers has more than K cells
			in := map[int]bool{}
			var c []encode.Lit
			for _, i := range comp {
				in[i] = true
				c = append(c, -e.big[i])
			}
			for _, i := range comp {
				for _, d := range p.Neighbours(i) {
					if !in[d] {
						in[d] = true
						if e.big[d] != 0 {
							c = append(c, e.big[d])
						}
					}
				}
			}
			cuts = append(cuts, c)
		case len(comp) > k:
			// BFS order: the first k+1 cells are connected
			c := make([]encode.Lit, 0, k+1)
			for _, i := range comp[:k+1] {
				c = append(c, -e.Var(i, k))
			}
			cuts = append(cuts, c)
		case len(comp) < k:
			in := map[int]bool{}
			var c []encode.Lit
			for _, i := range comp {
				in[i] = true
				c = append(c, -e.Var(i, k))
			}
			for _, i := range comp {
				for _, d := range p.Neighbours(i) {
					if !in[d] {
						in[d] = true
						if y := e.Var(d, k); y != 0 {
							c = append(c, y)
						}
					}
				}
			}
			cuts = append(cuts, c)
		}
	}
	e.Cuts += len(cuts)
	return cuts
}

// Decode reads a model's numbers.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	if e.altLen > 0 && len(m) == e.altLen {
		if e.altErr != nil {
			return nil, e.altErr
		}
		return &Solution{Rows: p.Rows, Cols: p.Cols, Values: slices.Clone(e.alt)}, nil
	}
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Values: e.values(m)}
	if e.K > 0 {
		for _, c := range e.largeGroups(s.Values) {
			for _, i := range c {
				s.Values[i] = len(c)
			}
		}
	}
	for i, v := range s.Values {
		if v == 0 {
			return nil, fmt.Errorf("fillomino: (%d,%d) holds no number", i/p.Cols+1, i%p.Cols+1)
		}
	}
	return s, nil
}

// Fact names a primary variable as a person reads it.
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := l.Var()
	if v < 1 || v > len(e.at) {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", v)}
	}
	i, j := e.at[v-1][0], e.at[v-1][1]
	p := e.Puzzle
	r, c := i/p.Cols+1, i%p.Cols+1
	if j == len(e.Dom[i]) {
		text := fmt.Sprintf("(%d,%d) is more than %d", r, c, e.K)
		if !l.Positive() {
			text = fmt.Sprintf("(%d,%d) is at most %d", r, c, e.K)
		}
		return puzzle.Fact{Lit: l, Text: text, JSON: map[string]any{"row": r, "col": c, "more_than": e.K, "is": l.Positive()}}
	}
	k := e.Dom[i][j]
	text := fmt.Sprintf("(%d,%d) is %d", r, c, k)
	if !l.Positive() {
		text = fmt.Sprintf("(%d,%d) is not %d", r, c, k)
	}
	return puzzle.Fact{Lit: l, Text: text, JSON: map[string]any{"row": r, "col": c, "number": k, "is": l.Positive()}}
}
