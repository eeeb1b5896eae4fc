package norinori

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/shade"
)

// Options choose the encodings.
type Options struct {
	// Card encodes "exactly 2 shaded cells" of each region.
	Card encode.CardEncoding
	// Explain guards each region's "exactly 2 shaded" by a selector: the
	// regions are the puzzle's clues (Encoding.Clues, "the region at
	// (0,3)"), the domino rule is a rule. The guarded clauses go through a
	// plain sink, so native falls back to the totalizer.
	Explain bool
}

func (o Options) String() string { return fmt.Sprintf("card=%v", o.Card) }

func (o Options) settings() map[string]string {
	return map[string]string{"card": o.Card.String()}
}

// Encoding is an encoded puzzle: variable x(r,c) = 1 + r·Cols + c says
// "cell (r,c) is shaded"; they are the primary variables.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Note says why the puzzle cannot have a solution by counting (the
	// formula then holds the empty clause), or "".
	Note string
}

// X is the literal "cell (r,c) is shaded".
func (e *Encoding) X(r, c int) encode.Lit { return encode.Lit(1 + r*e.Puzzle.Cols + c) }

// NumX is the number of primary variables, Rows·Cols.
func (e *Encoding) NumX() int { return e.Puzzle.Rows * e.Puzzle.Cols }

// Encode builds the encoding of p:
//
//	each region: exactly 2 of its x                         (--card)
//	each cell x with neighbours n1..nd (d ≤ 4):
//	  x → n1 ∨ ... ∨ nd                                     (1 clause)
//	  ¬x ∨ ¬ni ∨ ¬nj for each two neighbours                (d(d-1)/2 clauses)
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	R, C := p.Rows, p.Cols
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			f.New(fmt.Sprintf("norinori.shaded(%d,%d)", r, c))
		}
	}
	if note := p.Note(); note != "" {
		e.Note = note
		f.AddClause(nil)
		return e, nil
	}
	b := encode.NewBuilder(f, opt.Card, encode.Pairwise)
	for k := 0; k < p.Regions.N; k++ {
		var rl []encode.Lit
		for _, i := range p.Regions.Cells(k) {
			rl = append(rl, e.X(i/C, i%C))
		}
		if !opt.Explain {
			b.Exactly(rl, 2)
			continue
		}
		first := p.Regions.Cells(k)[0]
		sel := f.New(fmt.Sprintf("norinori.region(%d,%d)", first/C, first%C))
		gb := encode.NewBuilder(f, opt.Card, encode.Pairwise)
		gb.Out = guarded{f, sel}
		gb.Exactly(rl, 2)
		e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: p.RegionName(k),
			JSON: ClueJSON{Region: [2]int{first / C, first % C}, Shaded: 2}})
	}
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			var nb []encode.Lit
			for _, d := range [][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}} {
				rr, cc := r+d[0], c+d[1]
				if rr >= 0 && rr < R && cc >= 0 && cc < C {
					nb = append(nb, e.X(rr, cc))
				}
			}
			x := e.X(r, c)
			f.AddClause(append([]encode.Lit{-x}, nb...))
			for i := range nb {
				for j := i + 1; j < len(nb); j++ {
					f.Add(-x, -nb[i], -nb[j])
				}
			}
		}
	}
	return e, nil
}

// guarded adds ¬sel to every clause: the clauses hold only while the
// selector sel is true.
type guarded struct {
	f   *encode.Formula
	sel encode.Lit
}

func (g guarded) AddClause(c []encode.Lit) {
	g.f.AddClause(append(append(make([]encode.Lit, 0, len(c)+1), c...), -g.sel))
}

// ClueJSON is a region as an explanation's clue: its first cell (in
// row-major order) and its count of shaded cells (2).
type ClueJSON struct {
	Region [2]int `json:"region"`
	Shaded int    `json:"shaded"`
}

// FactJSON is a fact in an explanation's JSON: cell Cell (0-based row and
// column) is shaded or not.
type FactJSON = shade.FactJSON

// ShadeWords is "(r,c) is shaded" or "(r,c) is unshaded".
func ShadeWords(r, c int, shaded bool) string {
	return shade.FactText(r, c, shaded)
}

// Fact names a literal of an x variable.
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	return shade.Grid{Rows: e.Puzzle.Rows, Cols: e.Puzzle.Cols}.Fact(l)
}

// Decode reads a model.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Shade: make([]bool, p.Rows*p.Cols)}
	for i := range s.Shade {
		s.Shade[i] = m.Value(encode.Lit(i + 1))
	}
	return s, nil
}
