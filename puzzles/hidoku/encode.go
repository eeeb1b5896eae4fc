package hidoku

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encodings.
type Options struct {
	AMO encode.AMOEncoding // the exactly-ones of cells and of numbers
	// Prune leaves out the (cell, number) pairs that a given rules out by
	// distance (on with the default, "on").
	Prune bool
	// Explain guards every given by a selector (Encoding.Clues); the
	// pruning by a given is then clauses guarded by its selector.
	Explain bool
}

// DefaultAMO is the default at-most-one encoding: a number's
// exactly-one runs over up to MaxCells cells.
const DefaultAMO = encode.Ladder

func (o Options) String() string {
	s := fmt.Sprintf("amo=%v prune=%v", o.AMO, onOff(o.Prune))
	if o.Explain {
		s += " explain"
	}
	return s
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

func (o Options) settings() map[string]string {
	return map[string]string{"amo": o.AMO.String(), "prune": onOff(o.Prune)}
}

// Encoding is an encoded puzzle. The primary variables come first: one
// x(cell, k) per open cell and number k that the encoding keeps, in
// row-major cell order and increasing k.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	N       int          // the open cells: numbers 1..N
	X       []encode.Lit // X[cell*(N+1)+k]: cell holds k (0: ruled out)
	Primary []encode.Lit
	Clues   []puzzle.Clue
	Pruned  int   // pairs left out (or, with Explain, ruled out under the givens' selectors)
	at      []int // at[v-1]: the index into X of primary variable v
}

// Var is the literal "cell i holds k", 0 when the encoding ruled it out.
func (e *Encoding) Var(i, k int) encode.Lit {
	if k < 1 || k > e.N {
		return 0
	}
	return e.X[i*(e.N+1)+k]
}

// Distances are the king-move distances from cell from through open
// cells (-1: unreachable).
func (p *Puzzle) Distances(from int) []int {
	d := make([]int, len(p.Given))
	for i := range d {
		d[i] = -1
	}
	d[from] = 0
	queue := []int{from}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for _, j := range p.Neighbours(i) {
			if d[j] < 0 {
				d[j] = d[i] + 1
				queue = append(queue, j)
			}
		}
	}
	return d
}

// Encode builds the encoding of p. With N open cells, variables x(c,k)
// "cell c holds k" for k = 1..N, and:
//
//   - each open cell holds exactly one number, each number is in exactly
//     one cell (Options.AMO);
//   - x(c,k) → ⋁ x(d,k+1) over the open cells d touching c (k < N), and
//     x(c,k) → ⋁ x(d,k-1) (k > 1): clauses of at most 9 literals;
//   - a given g in cell p: the unit x(p,g);
//   - pruning: with a given g at p, cell c cannot hold k when its king-move
//     distance from p (through open cells) exceeds |k-g|; such pairs get
//     no variable (with Explain: the clause ¬x(c,k) guarded by the given's
//     selector, so that the rules stay when the given goes).
//
// Without pruning, N² variables and about N²·2 + N·(4 AMO) clauses.
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	b := encode.NewBuilder(f, encode.SeqCounter, opt.AMO)
	n := p.Open()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f, N: n, X: make([]encode.Lit, len(p.Given)*(n+1))}
	cols := p.Cols
	// ruled[i*(n+1)+k]: the index+1 of the given that rules (i,k) out.
	ruled := make([]int32, len(e.X))
	var givens []int
	for i, g := range p.Given {
		if g > 0 {
			givens = append(givens, i)
		}
	}
	if opt.Prune {
		for gi, at := range givens {
			g := p.Given[at]
			d := p.Distances(at)
			for i, v := range p.Given {
				if v == Blocked {
					continue
				}
				for k := 1; k <= n; k++ {
					dk := k - g
					if dk < 0 {
						dk = -dk
					}
					if (d[i] < 0 && k != g) || d[i] > dk || (i == at && k != g) {
						if ruled[i*(n+1)+k] == 0 {
							ruled[i*(n+1)+k] = int32(gi + 1)
						}
					}
				}
			}
		}
	}
	for i, v := range p.Given {
		if v == Blocked {
			continue
		}
		for k := 1; k <= n; k++ {
			if ruled[i*(n+1)+k] != 0 {
				e.Pruned++
				if !opt.Explain {
					continue
				}
			}
			x := f.New(fmt.Sprintf("hidoku.x(%d,%d)=%d", i/cols+1, i%cols+1, k))
			e.X[i*(n+1)+k] = x
			e.Primary = append(e.Primary, x)
			e.at = append(e.at, i*(n+1)+k)
		}
	}
	sels := make([]encode.Lit, len(givens))
	for gi, at := range givens {
		g := p.Given[at]
		if opt.Explain {
			sels[gi] = f.New(fmt.Sprintf("given(%d,%d)=%d", at/cols+1, at%cols+1, g))
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sels[gi], Text: fmt.Sprintf("the number %d given in (%d,%d)", g, at/cols+1, at%cols+1),
				JSON: map[string]int{"row": at/cols + 1, "col": at%cols + 1, "number": g}})
		}
		clause(f, sels[gi], e.Var(at, g))
	}
	if opt.Explain {
		for j, gi := range ruled {
			if gi != 0 {
				clause(f, sels[gi-1], -e.X[j])
			}
		}
	}
	// every open cell one number, every number one cell
	var lits []encode.Lit
	for i, v := range p.Given {
		if v == Blocked {
			continue
		}
		lits = lits[:0]
		for k := 1; k <= n; k++ {
			if x := e.Var(i, k); x != 0 {
				lits = append(lits, x)
			}
		}
		b.ExactlyOne(append([]encode.Lit(nil), lits...))
	}
	for k := 1; k <= n; k++ {
		lits = lits[:0]
		for i := range p.Given {
			if x := e.Var(i, k); x != 0 {
				lits = append(lits, x)
			}
		}
		b.ExactlyOne(append([]encode.Lit(nil), lits...))
	}
	// consecutive numbers touch
	for i, v := range p.Given {
		if v == Blocked {
			continue
		}
		nb := p.Neighbours(i)
		for k := 1; k <= n; k++ {
			x := e.Var(i, k)
			if x == 0 {
				continue
			}
			for _, dk := range []int{1, -1} {
				if k+dk < 1 || k+dk > n {
					continue
				}
				c := []encode.Lit{-x}
				for _, j := range nb {
					if y := e.Var(j, k+dk); y != 0 {
						c = append(c, y)
					}
				}
				b.Clause(c...)
			}
		}
	}
	return e, nil
}

// clause adds the unit l, guarded by sel when sel is not 0; l = 0 (a
// pair ruled out) is the empty clause.
func clause(f *encode.Formula, sel, l encode.Lit) {
	var c []encode.Lit
	if l != 0 {
		c = append(c, l)
	}
	if sel != 0 {
		c = append(c, -sel)
	}
	f.AddClause(c)
}

// Decode reads a model's numbers.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Values: make([]int, len(p.Given))}
	for i, v := range p.Given {
		if v == Blocked {
			continue
		}
		for k := 1; k <= e.N; k++ {
			if x := e.Var(i, k); x != 0 && m.Value(x) {
				if s.Values[i] != 0 {
					return nil, fmt.Errorf("hidoku: (%d,%d) holds %d and %d", i/p.Cols+1, i%p.Cols+1, s.Values[i], k)
				}
				s.Values[i] = k
			}
		}
		if s.Values[i] == 0 {
			return nil, fmt.Errorf("hidoku: (%d,%d) holds no number", i/p.Cols+1, i%p.Cols+1)
		}
	}
	return s, nil
}

// Fact names a primary variable as a person reads it.
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	i, k := e.pair(l.Var())
	p := e.Puzzle
	r, c := i/p.Cols+1, i%p.Cols+1
	text := fmt.Sprintf("(%d,%d) is %d", r, c, k)
	if !l.Positive() {
		text = fmt.Sprintf("(%d,%d) is not %d", r, c, k)
	}
	return puzzle.Fact{Lit: l, Text: text, JSON: map[string]any{"row": r, "col": c, "number": k, "is": l.Positive()}}
}

// pair is the (cell, number) of primary variable v.
func (e *Encoding) pair(v int) (int, int) {
	if v < 1 || v > len(e.at) {
		return 0, 0
	}
	j := e.at[v-1]
	return j / (e.N + 1), j % (e.N + 1)
}
