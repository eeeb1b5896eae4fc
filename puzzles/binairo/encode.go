package binairo

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encoding of the balance rule.
type Options struct {
	// Card encodes "exactly half the cells of a line are 1".
	Card encode.CardEncoding
	// Explain guards every given by a selector (Encoding.Clues).
	Explain bool
}

// DefaultCard is the balance rule's default cardinality encoding.
const DefaultCard = encode.Native

func (o Options) String() string {
	s := fmt.Sprintf("card=%v", o.Card)
	if o.Explain {
		s += " explain"
	}
	return s
}

func (o Options) settings() map[string]string {
	return map[string]string{"card": o.Card.String()}
}

// Encoding is an encoded puzzle. Variable x(r,c) = 1 + r·Cols + c says
// "cell (r,c) holds 1" (false: it holds 0); they are the primary
// variables, 1..Rows·Cols. The balance rule's and the distinct rule's
// auxiliary variables follow, then, with Explain, the givens' selectors.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Counts are the clauses per rule, for --stats.
	Counts RuleCounts
}

// RuleCounts are the clauses each rule adds.
type RuleCounts struct {
	Three, Balance, Distinct, Givens int
	DistinctAux                      int
}

// X is the literal "cell (r,c) holds 1".
func (e *Encoding) X(r, c int) encode.Lit { return encode.Lit(1 + r*e.Puzzle.Cols + c) }

// NumX is the number of primary variables, Rows·Cols.
func (e *Encoding) NumX() int { return e.Puzzle.Rows * e.Puzzle.Cols }

// cellOf reads an x literal back (ok false: another variable).
func (e *Encoding) cellOf(l encode.Lit) (r, c int, ok bool) {
	v := l.Var()
	if v < 1 || v > e.NumX() {
		return 0, 0, false
	}
	return (v - 1) / e.Puzzle.Cols, (v - 1) % e.Puzzle.Cols, true
}

// lines are the rows, then the columns, as lists of cells (row, col).
func (p *Puzzle) lines() (rows, cols [][][2]int) {
	for r := 0; r < p.Rows; r++ {
		var l [][2]int
		for c := 0; c < p.Cols; c++ {
			l = append(l, [2]int{r, c})
		}
		rows = append(rows, l)
	}
	for c := 0; c < p.Cols; c++ {
		var l [][2]int
		for r := 0; r < p.Rows; r++ {
			l = append(l, [2]int{r, c})
		}
		cols = append(cols, l)
	}
	return rows, cols
}

// Encode builds the encoding of p with opt (see the package doc for the
// clauses and their counts).
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			f.New(fmt.Sprintf("binairo.x(%d,%d)", r, c))
		}
	}
	b := encode.NewBuilder(f, opt.Card, encode.Pairwise)
	rows, cols := p.lines()
	all := append(append([][][2]int{}, rows...), cols...)
	lits := func(l [][2]int) []encode.Lit {
		out := make([]encode.Lit, len(l))
		for k, rc := range l {
			out[k] = e.X(rc[0], rc[1])
		}
		return out
	}
	// No three equal in a row: of any three consecutive cells of a
	// line, one is 1 and one is 0.
	for _, l := range all {
		xs := lits(l)
		for k := 0; k+2 < len(xs); k++ {
			f.Add(xs[k], xs[k+1], xs[k+2])
			f.Add(-xs[k], -xs[k+1], -xs[k+2])
			e.Counts.Three += 2
		}
	}
	// Balance: half the cells of every line are 1.
	n0 := f.NumClauses() + len(f.Cards())
	for _, l := range all {
		b.Exactly(lits(l), len(l)/2)
	}
	e.Counts.Balance = f.NumClauses() + len(f.Cards()) - n0
	// Distinct lines: two rows (columns) differ in some column (row):
	// d(i,j,k) → x(i,k) ≠ x(j,k), and some d(i,j,k) holds.
	if p.Distinct {
		for gi, group := range [][][][2]int{rows, cols} {
			what := [2]string{"rows", "cols"}[gi]
			for i := 0; i < len(group); i++ {
				for j := i + 1; j < len(group); j++ {
					a, bb := lits(group[i]), lits(group[j])
					ds := make([]encode.Lit, len(a))
					first := f.Vars.AuxBlock(fmt.Sprintf("binairo.%s(%d,%d).differ", what, i, j), len(a))
					for k := range a {
						ds[k] = first + encode.Lit(k)
						f.Add(-ds[k], a[k], bb[k])
						f.Add(-ds[k], -a[k], -bb[k])
					}
					f.AddClause(ds)
					e.Counts.Distinct += 2*len(a) + 1
					e.Counts.DistinctAux += len(a)
				}
			}
		}
	}
	// The givens: unit clauses, or guarded by their selectors.
	for i, v := range p.Givens {
		if v == Empty {
			continue
		}
		r, c := i/p.Cols, i%p.Cols
		x := e.X(r, c)
		if v == 0 {
			x = -x
		}
		e.Counts.Givens++
		if !opt.Explain {
			f.Add(x)
			continue
		}
		s := f.New(fmt.Sprintf("binairo.given(%d,%d)=%d", r, c, v))
		f.Add(-s, x)
		e.Clues = append(e.Clues, puzzle.Clue{Selector: s, Text: GivenWords(r, c, v),
			JSON: ClueJSON{Cell: [2]int{r, c}, Digit: v}})
	}
	return e, nil
}

// GivenWords names a given: "the given 1 at (1,2)".
func GivenWords(r, c, v int) string { return fmt.Sprintf("the given %d at (%d,%d)", v, r, c) }

// ClueJSON is a given in an explanation's JSON.
type ClueJSON struct {
	Cell  [2]int `json:"cell"`
	Digit int    `json:"digit"`
}

// FactJSON is a fact in an explanation's JSON: cell Cell (0-based row
// and column) holds Digit (0 or 1).
type FactJSON struct {
	Cell  [2]int `json:"cell"`
	Digit int    `json:"digit"`
}

// Fact names a literal of an x variable: "(3,4) is 1" or "(3,4) is 0".
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	r, c, ok := e.cellOf(l)
	if !ok {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	d := 0
	if l > 0 {
		d = 1
	}
	return puzzle.Fact{Lit: l, Text: fmt.Sprintf("(%d,%d) is %d", r, c, d), JSON: FactJSON{Cell: [2]int{r, c}, Digit: d}}
}

// Decode reads a model: each cell's digit.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Grid: make([]int, p.Rows*p.Cols)}
	for i := range s.Grid {
		if m.Value(e.X(i/p.Cols, i%p.Cols)) {
			s.Grid[i] = 1
		}
	}
	return s, nil
}
