package nonogram

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encoding.
type Options struct {
	// Explain guards every line clue's clauses by a selector
	// (Encoding.Clues): one per row and column.
	Explain bool
}

func (o Options) String() string {
	s := "line=runs"
	if o.Explain {
		s += " explain"
	}
	return s
}

func (o Options) settings() map[string]string { return map[string]string{"line": "runs"} }

// Encoding is an encoded puzzle. Variable x(r,c) = 1 + r·Cols + c says
// "cell (r,c) is shaded"; they are the primary variables. The start
// variables of the runs follow, line by line, then the selectors.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Starts counts the start variables.
	Starts int
}

// X is the literal "cell (r,c) is shaded".
func (e *Encoding) X(r, c int) encode.Lit { return encode.Lit(1 + r*e.Puzzle.Cols + c) }

// NumX is the number of primary variables, Rows·Cols.
func (e *Encoding) NumX() int { return e.Puzzle.Rows * e.Puzzle.Cols }

// Encode builds the encoding of p: per line, for run j of length L and
// each feasible start p (its window: after the runs before it, leaving
// room for the runs after it) a variable s(j,p);
//   - exactly one start per run (at least one, and pairwise at most one);
//   - order: s(j,p) → OR of s(j+1,q), q ≥ p+L+1;
//   - a run covers its cells and leaves the cells either side empty:
//     s(j,p) → x(p..p+L-1), s(j,p) → ¬x(p-1), ¬x(p+L);
//   - a shaded cell is covered: x(c) → OR of the s(j,p) with p ≤ c < p+L.
//
// A line with the clue 0 has its cells empty (unit clauses).
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			f.New(fmt.Sprintf("nonogram.x(%d,%d)", r, c))
		}
	}
	type line struct {
		name  string
		clue  []int
		cells []encode.Lit
	}
	var lines []line
	for r := 0; r < p.Rows; r++ {
		l := line{name: fmt.Sprintf("row %d", r), clue: p.RowClues[r]}
		for c := 0; c < p.Cols; c++ {
			l.cells = append(l.cells, e.X(r, c))
		}
		lines = append(lines, l)
	}
	for c := 0; c < p.Cols; c++ {
		l := line{name: fmt.Sprintf("column %d", c), clue: p.ColClues[c]}
		for r := 0; r < p.Rows; r++ {
			l.cells = append(l.cells, e.X(r, c))
		}
		lines = append(lines, l)
	}
	for li, l := range lines {
		var guard []encode.Lit
		if opt.Explain {
			sel := f.Aux(fmt.Sprintf("nonogram.clue(%s)", l.name))
			guard = []encode.Lit{-sel}
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: fmt.Sprintf("%s: %s", l.name, ClueString(l.clue)),
				JSON: ClueJSON{Line: lineKind(li, p.Rows), Index: lineIndex(li, p.Rows), Clue: clueJSON(l.clue)}})
		}
		add := func(lits ...encode.Lit) { f.AddClause(append(append([]encode.Lit(nil), guard...), lits...)) }
		e.encodeLine(l.name, l.clue, l.cells, add)
	}
	return e, nil
}

func lineKind(i, rows int) string {
	if i < rows {
		return "row"
	}
	return "column"
}

func lineIndex(i, rows int) int {
	if i < rows {
		return i
	}
	return i - rows
}

func clueJSON(cl []int) []int {
	if cl == nil {
		return []int{}
	}
	return cl
}

// FactJSON is a fact's JSON form: {"cell":[r,c],"shaded":true}.
type FactJSON struct {
	Cell   [2]int `json:"cell"`
	Shaded bool   `json:"shaded"`
}

// ClueJSON is a line clue's JSON form: {"line":"row","index":3,"clue":[2,1]}.
type ClueJSON struct {
	Line  string `json:"line"`
	Index int    `json:"index"`
	Clue  []int  `json:"clue"`
}

// encodeLine adds one line's clauses through add.
func (e *Encoding) encodeLine(name string, clue []int, x []encode.Lit, add func(...encode.Lit)) {
	n := len(x)
	if len(clue) == 0 {
		for _, l := range x {
			add(-l)
		}
		return
	}
	k := len(clue)
	lo := make([]int, k) // earliest start
	hi := make([]int, k) // latest start
	for j := 1; j < k; j++ {
		lo[j] = lo[j-1] + clue[j-1] + 1
	}
	hi[k-1] = n - clue[k-1]
	for j := k - 2; j >= 0; j-- {
		hi[j] = hi[j+1] - clue[j] - 1
	}
	if hi[0] < lo[0] {
		add()
		return
	}
	s := make([][]encode.Lit, k) // s[j][p-lo[j]]
	for j := range k {
		s[j] = make([]encode.Lit, hi[j]-lo[j]+1)
		for i := range s[j] {
			s[j][i] = e.Formula.Aux(fmt.Sprintf("nonogram.start(%s,run %d,%d)", name, j+1, lo[j]+i))
			e.Starts++
		}
	}
	cover := make([][]encode.Lit, n)
	for j := range k {
		add(s[j]...)
		for a := range s[j] {
			for b := a + 1; b < len(s[j]); b++ {
				add(-s[j][a], -s[j][b])
			}
		}
		L := clue[j]
		for i, v := range s[j] {
			p := lo[j] + i
			for c := p; c < p+L; c++ {
				add(-v, x[c])
				cover[c] = append(cover[c], v)
			}
			if p > 0 {
				add(-v, -x[p-1])
			}
			if p+L < n {
				add(-v, -x[p+L])
			}
			if j+1 < k {
				cl := []encode.Lit{-v}
				for q := max(p+L+1, lo[j+1]); q <= hi[j+1]; q++ {
					cl = append(cl, s[j+1][q-lo[j+1]])
				}
				add(cl...)
			}
		}
	}
	for c := range n {
		add(append([]encode.Lit{-x[c]}, cover[c]...)...)
	}
}

// Decode reads the grid off a model.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	p := e.Puzzle
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Grid: make([]bool, p.Rows*p.Cols)}
	for r := 0; r < p.Rows; r++ {
		for c := 0; c < p.Cols; c++ {
			s.Grid[r*p.Cols+c] = m.Value(e.X(r, c))
		}
	}
	return s, nil
}

// Fact names a cell literal: "(r,c) is shaded" / "(r,c) is empty"
// (0-based row and column, as every genre names cells).
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := l.Var()
	if v < 1 || v > e.NumX() {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", v)}
	}
	r, c := (v-1)/e.Puzzle.Cols, (v-1)%e.Puzzle.Cols
	word := "shaded"
	if !l.Positive() {
		word = "empty"
	}
	return puzzle.Fact{Lit: l, Text: fmt.Sprintf("(%d,%d) is %s", r, c, word),
		JSON: FactJSON{Cell: [2]int{r, c}, Shaded: l.Positive()}}
}
