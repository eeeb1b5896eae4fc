package suguru

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encodings.
type Options struct {
	// AMO encodes the at-most-ones: a cell's one digit, a digit's one
	// cell in a region.
	AMO encode.AMOEncoding
	// Explain guards each given by a selector (Encoding.Clues, "the given
	// 3 at (1,2)"); the rules stay unguarded.
	Explain bool
}

func (o Options) String() string { return fmt.Sprintf("amo=%v", o.AMO) }

func (o Options) settings() map[string]string {
	return map[string]string{"amo": o.AMO.String()}
}

// Encoding is an encoded puzzle: the primary variables x(i,d) say "cell i
// holds digit d", d = 1..n where n is the size of i's region, numbered
// cell by cell in row-major order (Off[i]+d).
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Off[i] is the number of x variables before cell i's; Off[Rows*Cols]
	// is their count.
	Off []int
	// Note says why the puzzle cannot have a solution (the formula then
	// holds the empty clause), or "".
	Note string
}

// X is the literal "cell i holds digit d" (0 when d is larger than i's
// region).
func (e *Encoding) X(i, d int) encode.Lit {
	if d < 1 || d > e.Off[i+1]-e.Off[i] {
		return 0
	}
	return encode.Lit(e.Off[i] + d)
}

// NumX is the number of primary variables.
func (e *Encoding) NumX() int { return e.Off[len(e.Off)-1] }

// Offsets are the variable offsets of p's cells (Encoding.Off).
func Offsets(p *Puzzle) []int {
	off := make([]int, p.Rows*p.Cols+1)
	for i := 0; i < p.Rows*p.Cols; i++ {
		off[i+1] = off[i] + p.Size(i)
	}
	return off
}

// Encode builds the encoding of p (n_i: the size of cell i's region):
//
//	each cell i: exactly one of x(i,1..n_i)                  (--amo)
//	each region of n cells, each digit d ≤ n:
//	  at least one cell holds d                               (1 clause of n)
//	  at most one cell holds d                                (--amo)
//	each two touching cells i, j (8 neighbours, different
//	  regions: the region's at-most-one covers the others),
//	  each d ≤ min(n_i, n_j): ¬x(i,d) ∨ ¬x(j,d)               (binary)
//	each given g at i: x(i,g)                                 (unit, or
//	  ¬sel ∨ x(i,g) with Explain)
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f, Off: Offsets(p)}
	R, C := p.Rows, p.Cols
	for i := 0; i < R*C; i++ {
		for d := 1; d <= p.Size(i); d++ {
			f.New(fmt.Sprintf("suguru.x(%d,%d,%d)", i/C, i%C, d))
		}
	}
	if note := p.Note(); note != "" {
		e.Note = note
		f.AddClause(nil)
		return e, nil
	}
	b := encode.NewBuilder(f, encode.Totalizer, opt.AMO)
	for i := 0; i < R*C; i++ {
		lits := make([]encode.Lit, p.Size(i))
		for d := range lits {
			lits[d] = e.X(i, d+1)
		}
		b.ExactlyOne(lits)
	}
	for k := 0; k < p.Regions.N; k++ {
		cells := p.Regions.Cells(k)
		for d := 1; d <= len(cells); d++ {
			lits := make([]encode.Lit, len(cells))
			for j, i := range cells {
				lits[j] = e.X(i, d)
			}
			b.ExactlyOne(lits)
		}
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			i := r*C + c
			// the neighbours after i: right, and the three below
			for _, dd := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
				rr, cc := r+dd[0], c+dd[1]
				if rr >= R || cc < 0 || cc >= C {
					continue
				}
				j := rr*C + cc
				if p.Regions.Of[i] == p.Regions.Of[j] {
					continue
				}
				for d := 1; d <= min(p.Size(i), p.Size(j)); d++ {
					f.Add(-e.X(i, d), -e.X(j, d))
				}
			}
		}
	}
	for i, g := range p.Givens {
		if g == 0 {
			continue
		}
		if !opt.Explain {
			f.Add(e.X(i, g))
			continue
		}
		sel := f.New(fmt.Sprintf("suguru.given(%d,%d)", i/C, i%C))
		f.Add(-sel, e.X(i, g))
		e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: GivenWords(i/C, i%C, g),
			JSON: ClueJSON{Cell: [2]int{i / C, i % C}, Digit: g}})
	}
	return e, nil
}

// GivenWords names a given: "the given 3 at (1,2)".
func GivenWords(r, c, d int) string { return fmt.Sprintf("the given %d at (%d,%d)", d, r, c) }

// ClueJSON is a given as an explanation's clue.
type ClueJSON struct {
	Cell  [2]int `json:"cell"`
	Digit int    `json:"digit"`
}

// FactJSON is a fact in an explanation's JSON: digit Digit is (Holds)
// or is not in cell Cell (0-based row and column).
type FactJSON struct {
	Cell  [2]int `json:"cell"`
	Digit int    `json:"digit"`
	Holds bool   `json:"holds"`
}

// cellOf reads an x literal back (ok false: another variable).
func cellOf(off []int, cols int, l encode.Lit) (r, c, d int, ok bool) {
	v := int(l.Var())
	if v < 1 || v > off[len(off)-1] {
		return 0, 0, 0, false
	}
	// the last cell whose offset is below v
	lo, hi := 0, len(off)-2
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if off[mid] < v {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo / cols, lo % cols, v - off[lo], true
}

// DigitWords is "(r,c) is d" or "(r,c) is not d".
func DigitWords(r, c, d int, holds bool) string {
	if holds {
		return fmt.Sprintf("(%d,%d) is %d", r, c, d)
	}
	return fmt.Sprintf("(%d,%d) is not %d", r, c, d)
}

// Fact names a literal of an x variable.
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	r, c, d, ok := cellOf(e.Off, e.Puzzle.Cols, l)
	if !ok {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	return puzzle.Fact{Lit: l, Text: DigitWords(r, c, d, l > 0), JSON: FactJSON{Cell: [2]int{r, c}, Digit: d, Holds: l > 0}}
}

// Decode reads a model: each cell's digit (a cell with none or two is an
// error).
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Grid: make([]int, p.Rows*p.Cols)}
	for i := range s.Grid {
		for d := 1; d <= p.Size(i); d++ {
			if m.Value(e.X(i, d)) {
				if s.Grid[i] != 0 {
					return nil, fmt.Errorf("cell (%d,%d) holds %d and %d", i/p.Cols, i%p.Cols, s.Grid[i], d)
				}
				s.Grid[i] = d
			}
		}
		if s.Grid[i] == 0 {
			return nil, fmt.Errorf("cell (%d,%d) holds no digit", i/p.Cols, i%p.Cols)
		}
	}
	return s, nil
}
