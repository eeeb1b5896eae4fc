package kakuro

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/sum"
)

// Options choose the encodings.
type Options struct {
	// AMO encodes the at-most-ones: a cell's one digit, a digit's one
	// cell in a run.
	AMO encode.AMOEncoding
	// Sum encodes a run's sum: table (a selector per set of digits that
	// makes it) or pb (unary digit bits and a totalizer); see shape/sum.
	Sum sum.Encoding
	// PB, when set, writes --sum pb with this pseudo-Boolean encoding
	// (sum.EncodePB) instead of the unary digit bits and a totalizer.
	PB *encode.PBEncoding
	// Explain guards each sum by a selector (Encoding.Clues, "the across
	// 16 in 2 at (2,3)"); the rules (one digit a cell, no digit twice in a
	// run) stay unguarded.
	Explain bool
}

func (o Options) String() string {
	if o.PB != nil {
		return fmt.Sprintf("amo=%v sum=%v pb=%v", o.AMO, o.Sum, *o.PB)
	}
	return fmt.Sprintf("amo=%v sum=%v", o.AMO, o.Sum)
}

func (o Options) settings() map[string]string {
	m := map[string]string{"amo": o.AMO.String(), "sum": o.Sum.String()}
	if o.PB != nil {
		m["pb"] = o.PB.String()
	}
	return m
}

// Encoding is an encoded puzzle: the primary variables x(w,d) = 9w + d
// say "white cell w holds digit d" (w numbers the white cells in
// row-major order from 0, d = 1..9).
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// White[i] is the number w of cell i when it is white, -1 otherwise;
	// Cell[w] is white cell w's index.
	White []int
	Cell  []int
	// Note says why the puzzle cannot have a solution (the formula then
	// holds the empty clause), or "".
	Note string
}

// X is the literal "cell i (white) holds digit d".
func (e *Encoding) X(i, d int) encode.Lit { return encode.Lit(9*e.White[i] + d) }

// NumX is the number of primary variables.
func (e *Encoding) NumX() int { return 9 * len(e.Cell) }

// numbering is the white cells' numbering of p.
func numbering(p *Puzzle) (white, cell []int) {
	white = make([]int, len(p.Cells))
	for i, c := range p.Cells {
		white[i] = -1
		if c.White {
			white[i] = len(cell)
			cell = append(cell, i)
		}
	}
	return white, cell
}

// Encode builds the encoding of p (k: the cells of a run):
//
//	each white cell: exactly one of x(w,1..9)                 (--amo)
//	each run, each digit d: at most one cell holds d          (--amo; left
//	  out for a run with a sum under --sum table without Explain:
//	  the table's own pairwise all-different says it)
//	each run with a sum: the sum                              (--sum, see shape/sum;
//	  guarded by the clue's selector with Explain)
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	e.White, e.Cell = numbering(p)
	C := p.Cols
	for _, i := range e.Cell {
		for d := 1; d <= 9; d++ {
			f.New(fmt.Sprintf("kakuro.x(%d,%d,%d)", i/C, i%C, d))
		}
	}
	if note := p.Note(); note != "" {
		e.Note = note
		f.AddClause(nil)
		return e, nil
	}
	b := encode.NewBuilder(f, encode.Totalizer, opt.AMO)
	for _, i := range e.Cell {
		lits := make([]encode.Lit, 9)
		for d := range lits {
			lits[d] = e.X(i, d+1)
		}
		b.ExactlyOne(lits)
	}
	runs := p.Runs()
	for _, run := range runs {
		if run.Sum > 0 && opt.Sum == sum.Table && !opt.Explain {
			continue // the table's own all-different, unguarded, says it
		}
		for d := 1; d <= 9; d++ {
			lits := make([]encode.Lit, len(run.Cells))
			for j, i := range run.Cells {
				lits[j] = e.X(i, d)
			}
			b.AtMostOne(lits)
		}
	}
	for _, run := range clueOrder(runs) {
		cage := sum.Cage{Target: run.Sum, Distinct: true}
		for _, i := range run.Cells {
			ds := make([]encode.Lit, 9)
			for d := range ds {
				ds[d] = e.X(i, d+1)
			}
			cage.Digits = append(cage.Digits, ds)
		}
		var sel encode.Lit
		dir := "across"
		if run.Dir == Down {
			dir = "down"
		}
		name := fmt.Sprintf("kakuro.%s(%d,%d)", dir, run.At/C, run.At%C)
		if opt.Explain {
			sel = f.New(name + ".clue")
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: p.RunName(run),
				JSON: ClueJSON{Cell: [2]int{run.At / C, run.At % C}, Dir: dir, Sum: run.Sum, Cells: len(run.Cells)}})
		}
		if opt.Sum == sum.PB && opt.PB != nil {
			sum.EncodePB(f, cage, *opt.PB, sel)
			continue
		}
		if err := sum.Encode(f, cage, opt.Sum, sel, name); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// clueOrder are the runs with a sum in the order of the clues: the clue
// cells in row-major order, each cell's down sum before its across sum.
func clueOrder(runs []Run) []Run {
	var out []Run
	byAt := map[[2]int]Run{}
	maxAt := -1
	for _, run := range runs {
		if run.Sum > 0 {
			byAt[[2]int{run.At, run.Dir}] = run
			maxAt = max(maxAt, run.At)
		}
	}
	for at := 0; at <= maxAt; at++ {
		for _, dir := range []int{Down, Across} {
			if run, ok := byAt[[2]int{at, dir}]; ok {
				out = append(out, run)
			}
		}
	}
	return out
}

// ClueJSON is a sum as an explanation's clue: the clue cell, the run's
// direction ("across" or "down"), its sum and its number of cells.
type ClueJSON struct {
	Cell  [2]int `json:"cell"`
	Dir   string `json:"dir"`
	Sum   int    `json:"sum"`
	Cells int    `json:"cells"`
}

// FactJSON is a fact in an explanation's JSON: digit Digit is (Holds)
// or is not in cell Cell (0-based row and column).
type FactJSON struct {
	Cell  [2]int `json:"cell"`
	Digit int    `json:"digit"`
	Holds bool   `json:"holds"`
}

// cellOf reads an x literal back (ok false: another variable).
func cellOf(cell []int, cols int, l encode.Lit) (r, c, d int, ok bool) {
	v := int(l.Var())
	if v < 1 || v > 9*len(cell) {
		return 0, 0, 0, false
	}
	i := cell[(v-1)/9]
	return i / cols, i % cols, (v-1)%9 + 1, true
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
	r, c, d, ok := cellOf(e.Cell, e.Puzzle.Cols, l)
	if !ok {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	return puzzle.Fact{Lit: l, Text: DigitWords(r, c, d, l > 0), JSON: FactJSON{Cell: [2]int{r, c}, Digit: d, Holds: l > 0}}
}

// Decode reads a model: each white cell's digit (a cell with none or two
// is an error), 0 in the black cells.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Grid: make([]int, p.Rows*p.Cols)}
	for _, i := range e.Cell {
		for d := 1; d <= 9; d++ {
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
