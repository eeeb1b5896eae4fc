package starbattle

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Touch chooses how "no two stars touch" is written.
type Touch int

// The touch encodings.
const (
	// Pairs: one binary clause (¬a ∨ ¬b) for each two cells that touch
	// (side or corner), each pair once: about 4 clauses a cell, no
	// auxiliary variables. The default.
	Pairs Touch = iota
	// Blocks: at most one star in each 2x2 block, with the --card
	// encoding (every two touching cells share a 2x2 block, so this says
	// the same; native gives gophersat one constraint a block).
	Blocks
)

var touchNames = []string{"pairs", "blocks"}

func (t Touch) String() string { return touchNames[t] }

// ParseTouch reads a touch encoding's name.
func ParseTouch(s string) (Touch, error) {
	for i, n := range touchNames {
		if n == s {
			return Touch(i), nil
		}
	}
	return 0, fmt.Errorf("unknown touch encoding %q (want pairs or blocks)", s)
}

// Options choose the encodings.
type Options struct {
	// Card encodes "exactly N stars" of each row, column and region.
	Card  encode.CardEncoding
	Touch Touch
	// Explain guards each region's "exactly N stars" by a selector: the
	// regions are the puzzle's clues (Encoding.Clues, "the region at
	// (0,3)"), rows, columns and touching the rules. The guarded clauses
	// go through a plain sink, so native falls back to the totalizer.
	Explain bool
}

func (o Options) String() string { return fmt.Sprintf("card=%v touch=%v", o.Card, o.Touch) }

func (o Options) settings() map[string]string {
	return map[string]string{"card": o.Card.String(), "touch": o.Touch.String()}
}

// Encoding is an encoded puzzle: variable x(r,c) = 1 + r·Cols + c says
// "cell (r,c) holds a star"; they are the primary variables.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Note says why the puzzle cannot have a solution by counting (the
	// formula then holds the empty clause), or "".
	Note string
}

// X is the literal "cell (r,c) holds a star".
func (e *Encoding) X(r, c int) encode.Lit { return encode.Lit(1 + r*e.Puzzle.Cols + c) }

// NumX is the number of primary variables, Rows·Cols.
func (e *Encoding) NumX() int { return e.Puzzle.Rows * e.Puzzle.Cols }

// Encode builds the encoding of p:
//
//	for each row, column, region: exactly N of its x      (--card)
//	each cell outside every region: ¬x                     (1 clause)
//	no two touching stars: pairs or 2x2 blocks             (--touch)
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	R, C, N := p.Rows, p.Cols, p.Stars
	for r := 0; r < R; r++ {
		for c := 0; c < C; c++ {
			f.New(fmt.Sprintf("starbattle.star(%d,%d)", r, c))
		}
	}
	if note := p.Note(); note != "" {
		e.Note = note
		f.AddClause(nil)
		return e, nil
	}
	b := encode.NewBuilder(f, opt.Card, encode.Pairwise)
	lits := make([]encode.Lit, 0, max(R, C))
	for r := 0; r < R; r++ {
		lits = lits[:0]
		for c := 0; c < C; c++ {
			lits = append(lits, e.X(r, c))
		}
		b.Exactly(lits, N)
	}
	for c := 0; c < C; c++ {
		lits = lits[:0]
		for r := 0; r < R; r++ {
			lits = append(lits, e.X(r, c))
		}
		b.Exactly(lits, N)
	}
	for k := 0; k < p.Regions.N; k++ {
		var rl []encode.Lit
		for _, i := range p.Regions.Cells(k) {
			rl = append(rl, e.X(i/C, i%C))
		}
		if !opt.Explain {
			b.Exactly(rl, N)
			continue
		}
		first := p.Regions.Cells(k)[0]
		sel := f.New(fmt.Sprintf("starbattle.region(%d,%d)", first/C, first%C))
		gb := encode.NewBuilder(f, opt.Card, encode.Pairwise)
		gb.Out = guarded{f, sel}
		gb.Exactly(rl, N)
		e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: p.RegionName(k),
			JSON: ClueJSON{Region: [2]int{first / C, first % C}, Stars: N}})
	}
	for i, k := range p.Regions.Of {
		if k < 0 {
			f.Add(-e.X(i/C, i%C))
		}
	}
	switch opt.Touch {
	case Pairs:
		for r := 0; r < R; r++ {
			for c := 0; c < C; c++ {
				for _, d := range [][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
					rr, cc := r+d[0], c+d[1]
					if rr < R && cc >= 0 && cc < C {
						f.Add(-e.X(r, c), -e.X(rr, cc))
					}
				}
			}
		}
	case Blocks:
		for r := 0; r+1 < R; r++ {
			for c := 0; c+1 < C; c++ {
				b.AtMost([]encode.Lit{e.X(r, c), e.X(r, c+1), e.X(r+1, c), e.X(r+1, c+1)}, 1)
			}
		}
		if R == 1 || C == 1 { // a single line: neighbours pairwise
			for i := 0; i+1 < R*C; i++ {
				f.Add(-encode.Lit(i+1), -encode.Lit(i+2))
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
// row-major order) and its star count.
type ClueJSON struct {
	Region [2]int `json:"region"`
	Stars  int    `json:"stars"`
}

// FactJSON is a fact in an explanation's JSON: cell Cell (0-based row and
// column) holds a star (Star) or not.
type FactJSON struct {
	Cell [2]int `json:"cell"`
	Star bool   `json:"star"`
}

// cellOf reads an x literal back (ok false: another variable).
func (e *Encoding) cellOf(l encode.Lit) (r, c int, ok bool) {
	v := int(l.Var())
	if v < 1 || v > e.NumX() {
		return 0, 0, false
	}
	return (v - 1) / e.Puzzle.Cols, (v - 1) % e.Puzzle.Cols, true
}

// StarWords is "a star at (r,c)" or "no star at (r,c)".
func StarWords(r, c int, star bool) string {
	if star {
		return fmt.Sprintf("a star at (%d,%d)", r, c)
	}
	return fmt.Sprintf("no star at (%d,%d)", r, c)
}

// Fact names a literal of an x variable.
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	r, c, ok := e.cellOf(l)
	if !ok {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	return puzzle.Fact{Lit: l, Text: StarWords(r, c, l > 0), JSON: FactJSON{Cell: [2]int{r, c}, Star: l > 0}}
}

// Decode reads a model.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Star: make([]bool, p.Rows*p.Cols)}
	for i := range s.Star {
		s.Star[i] = m.Value(encode.Lit(i + 1))
	}
	return s, nil
}
