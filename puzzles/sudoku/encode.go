package sudoku

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Model chooses which of the direct encoding's constraints are written
// (Lynce and Ouaknine, "Sudoku as a SAT Problem", 2006).
type Model int

// The models.
const (
	// Extended: every cell holds exactly one digit, every unit (row,
	// column, region, diagonal) holds every digit exactly once.
	Extended Model = iota
	// Efficient: every cell exactly one digit; every unit at most once
	// each digit (at least once follows by counting).
	Efficient
	// Minimal: every cell at least one digit; every unit at most once
	// each digit (at most one per cell follows).
	Minimal
)

var modelNames = enum.New[Model]("sudoku model", "extended", "efficient", "minimal")

func (m Model) String() string { return modelNames.String(m) }

// ParseModel reads a model's name.
func ParseModel(s string) (Model, error) { return modelNames.Parse(s) }

// Options choose the model and the encodings of its constraints.
type Options struct {
	Model Model
	// AMO encodes the at-most-one constraints (and the at-most-one half of
	// every exactly-one) unless UseCard is set.
	AMO encode.AMOEncoding
	// UseCard writes every exactly-one and at-most-one as a cardinality
	// constraint with Card (Native keeps gophersat's constraints).
	UseCard bool
	Card    encode.CardEncoding
	// Explain guards every given by a selector (Encoding.Clues).
	Explain bool
}

func (o Options) String() string {
	s := fmt.Sprintf("model=%v amo=%v", o.Model, o.AMO)
	if o.UseCard {
		s = fmt.Sprintf("model=%v card=%v", o.Model, o.Card)
	}
	if o.Explain {
		s += " explain"
	}
	return s
}

// CardName is the card option's value: "off" or the cardinality encoding.
func (o Options) CardName() string {
	if o.UseCard {
		return o.Card.String()
	}
	return "off"
}

func (o Options) settings() map[string]string {
	return map[string]string{"model": o.Model.String(), "amo": o.AMO.String(), "card": o.CardName()}
}

// Encoding is an encoded puzzle. Variable x(r,c,d) = 1 + (r·N+c)·N + d-1
// says "cell (r,c) holds digit d"; they are the primary variables,
// 1..N³. With Explain the givens' selectors follow, one per given.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Note says why the puzzle has no solution when two givens clash or
	// a jigsaw region has not N cells (Puzzle.Uneven; the formula is
	// then the empty clause); "" otherwise.
	Note string
}

// X is the literal "cell (r,c) holds digit d".
func (e *Encoding) X(r, c, d int) encode.Lit {
	n := e.Puzzle.N
	return encode.Lit(1 + (r*n+c)*n + d - 1)
}

// NumX is the number of primary variables, N³.
func (e *Encoding) NumX() int { n := e.Puzzle.N; return n * n * n }

// cellOf reads an x variable back: row, column, digit (ok false: not an
// x variable).
func (e *Encoding) cellOf(v encode.Lit) (r, c, d int, ok bool) {
	if v < 0 {
		v = -v
	}
	n := e.Puzzle.N
	if v < 1 || int(v) > e.NumX() {
		return 0, 0, 0, false
	}
	k := int(v) - 1
	return k / n / n, k / n % n, k%n + 1, true
}

// Encode builds the direct encoding of p with opt.
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n := p.N
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			for d := 1; d <= n; d++ {
				f.New(fmt.Sprintf("sudoku.x(%d,%d)=%s", r, c, digitName(d)))
			}
		}
	}
	if note := p.Uneven(); note != "" {
		e.Note = note
		f.AddClause(nil)
		return e, nil
	}
	units := p.Units()
	if !opt.UseCard && opt.AMO == encode.Pairwise {
		// The cells' and units' exactly-ones, pairwise: the clause
		// storage allocated once instead of doubled as it grows.
		groups := n*n + len(units)*n
		f.Reserve(groups*(1+n*(n-1)/2), groups*n*n)
	}
	b := encode.NewBuilder(f, opt.Card, opt.AMO)
	exactlyOne := func(lits []encode.Lit) {
		if opt.UseCard {
			b.Exactly(lits, 1)
		} else {
			b.ExactlyOne(lits)
		}
	}
	atMostOne := func(lits []encode.Lit) {
		if opt.UseCard {
			b.AtMost(lits, 1)
		} else {
			b.AtMostOne(lits)
		}
	}
	lits := make([]encode.Lit, n)
	// Each cell holds one digit.
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			for d := 1; d <= n; d++ {
				lits[d-1] = e.X(r, c, d)
			}
			if opt.Model == Minimal {
				b.AtLeastOne(lits)
			} else {
				exactlyOne(lits)
			}
		}
	}
	// No digit twice in a unit (and, extended, every digit in it).
	for _, u := range units {
		for d := 1; d <= n; d++ {
			for k, i := range u.Cells {
				lits[k] = e.X(i/n, i%n, d)
			}
			if opt.Model == Extended {
				exactlyOne(lits)
			} else {
				atMostOne(lits)
			}
		}
	}
	// The givens: unit clauses, or guarded by their selectors.
	if opt.Explain {
		for i, d := range p.Givens {
			if d == 0 {
				continue
			}
			r, c := i/n, i%n
			s := f.New(fmt.Sprintf("sudoku.given(%d,%d)=%s", r, c, digitName(d)))
			f.Add(-s, e.X(r, c, d))
			e.Clues = append(e.Clues, puzzle.Clue{Selector: s, Text: GivenWords(r, c, d),
				JSON: ClueJSON{Cell: [2]int{r, c}, Digit: d}})
		}
		return e, nil
	}
	if note := clash(p); note != "" {
		e.Note = note
		f.AddClause(nil)
		return e, nil
	}
	for i, d := range p.Givens {
		if d != 0 {
			f.Add(e.X(i/n, i%n, d))
		}
	}
	return e, nil
}

// clash says which two givens share a unit with the same digit, or "".
func clash(p *Puzzle) string {
	n := p.N
	for _, u := range p.Units() {
		seen := make([]int, n+1)
		for k := range seen {
			seen[k] = -1
		}
		for _, i := range u.Cells {
			d := p.Givens[i]
			if d == 0 {
				continue
			}
			if j := seen[d]; j >= 0 {
				return fmt.Sprintf("%s and %s are both in %s", GivenWords(j/n, j%n, d), GivenWords(i/n, i%n, d), u.Name)
			}
			seen[d] = i
		}
	}
	return ""
}

// GivenWords names a given: "the given 5 at (1,2)".
func GivenWords(r, c, d int) string { return fmt.Sprintf("the given %d at (%d,%d)", d, r, c) }

// ClueJSON is a given in an explanation's JSON.
type ClueJSON struct {
	Cell  [2]int `json:"cell"`
	Digit int    `json:"digit"`
}

// FactJSON is a fact in an explanation's JSON: digit Digit is (Holds) or
// is not in cell Cell (0-based row and column).
type FactJSON struct {
	Cell  [2]int `json:"cell"`
	Digit int    `json:"digit"`
	Holds bool   `json:"holds"`
}

// Fact names a literal of an x variable: "digit 5 is in (3,4)" or "digit
// 5 is not in (3,4)".
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	r, c, d, ok := e.cellOf(l)
	if !ok {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	verb := "is in"
	if l < 0 {
		verb = "is not in"
	}
	return puzzle.Fact{Lit: l, Text: fmt.Sprintf("digit %d %s (%d,%d)", d, verb, r, c),
		JSON: FactJSON{Cell: [2]int{r, c}, Digit: d, Holds: l > 0}}
}

// Decode reads a model: every cell must hold exactly one digit.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	n := e.Puzzle.N
	s := &Solution{N: n, Grid: make([]int, n*n)}
	for i := range s.Grid {
		r, c := i/n, i%n
		for d := 1; d <= n; d++ {
			if m.Value(e.X(r, c, d)) {
				if s.Grid[i] != 0 {
					return nil, fmt.Errorf("cell (%d,%d) holds both %d and %d", r, c, s.Grid[i], d)
				}
				s.Grid[i] = d
			}
		}
		if s.Grid[i] == 0 {
			return nil, fmt.Errorf("cell (%d,%d) holds no digit", r, c)
		}
	}
	return s, nil
}
