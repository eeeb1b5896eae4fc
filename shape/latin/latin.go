// Package latin is the Latin-square shape shared by the Latin-square
// genres (Skyscrapers, Futoshiki, KenKen, ...): an N x N grid whose
// cells hold a value 1..Max, each value exactly once in every row and
// every column. When Max < N a cell may also be empty (value 0), N-Max
// times per row and column (janko.at's Skyscrapers with empty lots).
// With Diagonals, each value 1..Max is also once on each main diagonal.
//
// # Variables
//
// The direct variables come first, one per (cell, value) in row-major
// order, values 0..Max (0 only when Max < N): x[r][c][v] "(r,c) holds
// v". They are the primary variables: a solution is one true x per cell.
//
// # Models (the option --model)
//
//   - direct: per cell ExactlyOne(x[r][c][*]) (encode.Builder, --amo);
//     per row and column and value 1..Max ExactlyOne over the line;
//     value 0 Exactly(N-Max) per line (--card).
//   - order: per cell the order variables o[r][c][v] "value >= v"
//     (v = 1..Max) with the chain o[v+1] -> o[v] and the channelling
//     x[v] <-> o[v] ∧ ¬o[v+1] (3 clauses per value): the cell's
//     exactly-one is implied by the chain, no AMO is needed; the line
//     constraints are those of the direct model. Genres whose rules
//     compare values (a < b, "taller than all before it") read o.
//
// In the direct model a genre asking for Geq gets order variables made
// on demand, channelled both ways to the x of the cell, so that every
// genre can state comparisons the same way under either model.
//
// Log (binary) encodings do not fit the line constraints (each value
// exactly once per line needs the value's indicator anyway) and are not
// offered.
package latin

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
)

// Model is how a cell's value is encoded.
type Model int

const (
	Direct Model = iota // one variable per (cell, value)
	Order               // plus "value >= v" variables, chained
)

// Models are the models' names, the option's values.
func Models() []string { return []string{"direct", "order"} }

func (m Model) String() string { return Models()[m] }

// ParseModel reads a model's name.
func ParseModel(s string) (Model, error) {
	for i, n := range Models() {
		if n == s {
			return Model(i), nil
		}
	}
	return 0, fmt.Errorf("unknown model %q (want direct or order)", s)
}

// OptionUsage is a line for the genres' --model option.
const OptionUsage = "the Latin square's cell encoding: direct (a variable per cell and value) or order (plus value>=v variables, chained)"

// Square is an encoded Latin square.
type Square struct {
	N, Max    int
	Model     Model
	Diagonals bool

	b   *encode.Builder
	x   []encode.Lit // (cell*(Max+1) + v)
	geq []encode.Lit // (cell*(Max+1) + v), v >= 1; 0 = not made yet
}

// New allocates the direct variables (the next N*N*(Max+1) variables of
// b.Vars, row-major, values 0..Max; value 0's variable is allocated even
// when Max == N and is then false) and writes the rules.
func New(b *encode.Builder, n, maxv int, model Model, diagonals bool) *Square {
	s := &Square{N: n, Max: maxv, Model: model, Diagonals: diagonals, b: b}
	k := maxv + 1
	s.x = make([]encode.Lit, n*n*k)
	s.geq = make([]encode.Lit, n*n*k)
	for c := 0; c < n*n; c++ {
		for v := 0; v <= maxv; v++ {
			s.x[c*k+v] = b.Vars.New(fmt.Sprintf("x[%d][%d]=%d", c/n+1, c%n+1, v))
		}
	}
	for c := 0; c < n*n; c++ {
		if maxv >= n {
			b.Clause(-s.x[c*k])
		}
		switch model {
		case Direct:
			b.ExactlyOne(s.x[c*k : c*k+k])
		case Order:
			for v := 1; v <= maxv; v++ {
				s.makeGeq(c, v)
			}
			for v := 1; v < maxv; v++ {
				b.Implies(s.geq[c*k+v+1], s.geq[c*k+v])
			}
			// x[v] <-> geq[v] ∧ ¬geq[v+1]; x[0] <-> ¬geq[1]
			for v := 0; v <= maxv; v++ {
				x := s.x[c*k+v]
				if v > 0 {
					b.Implies(x, s.geq[c*k+v])
				}
				if v < maxv {
					b.Implies(x, -s.geq[c*k+v+1])
				}
				cl := []encode.Lit{x}
				if v > 0 {
					cl = append(cl, -s.geq[c*k+v])
				}
				if v < maxv {
					cl = append(cl, s.geq[c*k+v+1])
				}
				b.Clause(cl...)
			}
		}
	}
	lines := s.Lines()
	for _, line := range lines {
		lits := make([]encode.Lit, len(line))
		for v := 1; v <= maxv; v++ {
			for i, c := range line {
				lits[i] = s.x[c*k+v]
			}
			b.ExactlyOne(lits)
		}
		if maxv < n && len(line) == n && !s.isDiagonal(line) {
			for i, c := range line {
				lits[i] = s.x[c*k]
			}
			b.Exactly(lits, n-maxv)
		}
	}
	return s
}

func (s *Square) isDiagonal(line []int) bool {
	return s.Diagonals && len(line) > 1 && (line[1]-line[0] == s.N+1 || line[1]-line[0] == s.N-1) && s.N > 2
}

// Lines are the cells (row-major indices) of each row, then each column,
// then, with Diagonals, the two diagonals.
func (s *Square) Lines() [][]int {
	n := s.N
	var out [][]int
	for r := 0; r < n; r++ {
		l := make([]int, n)
		for c := range l {
			l[c] = r*n + c
		}
		out = append(out, l)
	}
	for c := 0; c < n; c++ {
		l := make([]int, n)
		for r := range l {
			l[r] = r*n + c
		}
		out = append(out, l)
	}
	if s.Diagonals {
		d1, d2 := make([]int, n), make([]int, n)
		for i := 0; i < n; i++ {
			d1[i], d2[i] = i*n+i, i*n+n-1-i
		}
		out = append(out, d1, d2)
	}
	return out
}

// Is is the literal "(r,c) holds v" (v in 0..Max).
func (s *Square) Is(r, c, v int) encode.Lit { return s.x[(r*s.N+c)*(s.Max+1)+v] }

// Geq is the literal "(r,c) holds a value >= v", for v in 1..Max. (v <= 0
// is always true and v > Max always false: callers handle those.) In
// the direct model the variable is made on first use.
func (s *Square) Geq(r, c, v int) encode.Lit {
	cell := r*s.N + c
	if l := s.geq[cell*(s.Max+1)+v]; l != 0 {
		return l
	}
	l := s.makeGeq(cell, v)
	// geq[v] <-> x[v] ∨ ... ∨ x[Max]
	k := s.Max + 1
	cl := []encode.Lit{-l}
	for u := v; u <= s.Max; u++ {
		s.b.Implies(s.x[cell*k+u], l)
		cl = append(cl, s.x[cell*k+u])
	}
	s.b.Clause(cl...)
	return l
}

func (s *Square) makeGeq(cell, v int) encode.Lit {
	l := s.b.Vars.Aux(fmt.Sprintf("geq[%d][%d]>=%d", cell/s.N+1, cell%s.N+1, v))
	s.geq[cell*(s.Max+1)+v] = l
	return l
}

// Facts are the direct variables that can be true: all of them but
// value 0's when Max == N (those are false by a unit clause).
func (s *Square) Facts() []encode.Lit {
	if s.Max < s.N {
		return s.Primary()
	}
	out := make([]encode.Lit, 0, len(s.x))
	for i, l := range s.x {
		if i%(s.Max+1) != 0 {
			out = append(out, l)
		}
	}
	return out
}

// Primary are the direct variables, in order.
func (s *Square) Primary() []encode.Lit { return append([]encode.Lit(nil), s.x...) }

// Values decodes a model: the values row-major. A cell with no or two
// true direct variables is an error.
func (s *Square) Values(m encode.Model) ([]int, error) {
	k := s.Max + 1
	out := make([]int, s.N*s.N)
	for c := range out {
		out[c] = -1
		for v := 0; v <= s.Max; v++ {
			if m.Value(s.x[c*k+v]) {
				if out[c] >= 0 {
					return nil, fmt.Errorf("cell (%d,%d) holds %d and %d", c/s.N+1, c%s.N+1, out[c], v)
				}
				out[c] = v
			}
		}
		if out[c] < 0 {
			return nil, fmt.Errorf("cell (%d,%d) holds no value", c/s.N+1, c%s.N+1)
		}
	}
	return out, nil
}

// Check checks values (row-major) against the Latin rules with code of
// its own: every value in 0..max, each of 1..max once per row and
// column (and diagonal), 0 only when max < n.
func Check(n, maxv int, diagonals bool, values []int) error {
	if len(values) != n*n {
		return fmt.Errorf("%d values for a %dx%d square", len(values), n, n)
	}
	for i, v := range values {
		if v < 0 || v > maxv || (v == 0 && maxv >= n) {
			return fmt.Errorf("(%d,%d) holds %d, not in 1..%d", i/n+1, i%n+1, v, maxv)
		}
	}
	type line struct {
		name string
		at   func(i int) int
	}
	var ls []line
	for r := 0; r < n; r++ {
		r := r
		ls = append(ls, line{fmt.Sprintf("row %d", r+1), func(i int) int { return values[r*n+i] }})
	}
	for c := 0; c < n; c++ {
		c := c
		ls = append(ls, line{fmt.Sprintf("column %d", c+1), func(i int) int { return values[i*n+c] }})
	}
	if diagonals {
		ls = append(ls, line{"the main diagonal", func(i int) int { return values[i*n+i] }},
			line{"the anti-diagonal", func(i int) int { return values[i*n+n-1-i] }})
	}
	for _, l := range ls {
		seen := make([]bool, maxv+1)
		for i := 0; i < n; i++ {
			v := l.at(i)
			if v > 0 && seen[v] {
				return fmt.Errorf("%s holds %d twice", l.name, v)
			}
			seen[v] = true
		}
		for v := 1; v <= maxv; v++ {
			if !seen[v] {
				return fmt.Errorf("%s lacks %d", l.name, v)
			}
		}
	}
	return nil
}
