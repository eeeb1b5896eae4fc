package nonogram

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Options choose the encoding.
type Options struct {
	// Line is the encoding of a line's clue: "runs" (start variables) or
	// "automaton" (the states of the clue's automaton after each cell).
	Line string
	// Explain guards every line clue's clauses by a selector
	// (Encoding.Clues): one per row and column.
	Explain bool
}

func (o Options) String() string {
	s := "line=" + o.lineName()
	if o.Explain {
		s += " explain"
	}
	return s
}

func (o Options) lineName() string {
	if o.Line == "" {
		return DefaultLine
	}
	return o.Line
}

// DefaultLine is the default line encoding.
const DefaultLine = "runs"

func (o Options) settings() map[string]string { return map[string]string{"line": o.lineName()} }

// Encoding is an encoded puzzle. Variable x(r,c) = 1 + r·Cols + c says
// "cell (r,c) is shaded"; they are the primary variables. The start
// variables of the runs follow, line by line, then the selectors.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Starts counts the line variables (run starts or automaton states).
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
		if opt.lineName() == "automaton" {
			e.encodeAutomaton(l.name, l.clue, l.cells, add)
		} else {
			e.encodeLine(l.name, l.clue, l.cells, add)
		}
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

// encodeAutomaton adds one line's clauses through add, as the automaton
// of the clue's pattern P = 1^L1 0 1^L2 0 ... 1^Lk (M letters): state t
// (t letters of P read; zeros between runs and at either end are read
// without moving) after i cells is a variable q(i,t), for the states
// reachable in i cells that can still reach M in the rest. q(0,0) and
// q(n,M) hold; per cell i and state t, for each value v of the cell: the
// next state δ(t,v) holds (¬q(i,t) ∨ x≠v ∨ q(i+1,δ)), or, with no
// feasible next state, x≠v; a state holds only after a state leading to
// it (q(i+1,t') → OR q(i,t)); two states in a row fix the cell between
// (¬q(i,t) ∨ ¬q(i+1,t') ∨ x=v); some state holds after each cell.
func (e *Encoding) encodeAutomaton(name string, clue []int, x []encode.Lit, add func(...encode.Lit)) {
	n := len(x)
	var pat []bool
	for j, L := range clue {
		if j > 0 {
			pat = append(pat, false)
		}
		for range L {
			pat = append(pat, true)
		}
	}
	M := len(pat)
	if M > n {
		add()
		return
	}
	// next is δ(t,v), or -1.
	next := func(t int, v bool) int {
		switch {
		case t == M:
			if v {
				return -1
			}
			return M
		case pat[t]:
			if v {
				return t + 1
			}
			if t == 0 || !pat[t-1] {
				return t
			}
			return -1
		default: // the gap after a run
			if v {
				return -1
			}
			return t + 1
		}
	}
	feasible := func(i, t int) bool { return t <= i && M-t <= n-i }
	q := make([][]encode.Lit, n+1)
	for i := 0; i <= n; i++ {
		q[i] = make([]encode.Lit, M+1)
		var layer []encode.Lit
		for t := 0; t <= M; t++ {
			if feasible(i, t) {
				q[i][t] = e.Formula.Aux(fmt.Sprintf("nonogram.state(%s,%d,%d)", name, i, t))
				e.Starts++
				layer = append(layer, q[i][t])
			}
		}
		add(layer...)
	}
	add(q[0][0])
	add(q[n][M])
	lit := func(l encode.Lit, v bool) encode.Lit {
		if v {
			return l
		}
		return -l
	}
	pred := make([][]encode.Lit, M+1)
	for i := 0; i < n; i++ {
		for t := range pred {
			pred[t] = pred[t][:0]
		}
		for t := 0; t <= M; t++ {
			if q[i][t] == 0 {
				continue
			}
			for _, v := range []bool{false, true} {
				t2 := next(t, v)
				if t2 < 0 || q[i+1][t2] == 0 {
					add(-q[i][t], lit(x[i], !v))
					continue
				}
				add(-q[i][t], lit(x[i], !v), q[i+1][t2])
				add(-q[i][t], -q[i+1][t2], lit(x[i], v))
				pred[t2] = append(pred[t2], q[i][t])
			}
		}
		for t2 := 0; t2 <= M; t2++ {
			if q[i+1][t2] != 0 {
				add(append([]encode.Lit{-q[i+1][t2]}, pred[t2]...)...)
			}
		}
	}
}
