package kenken

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/shape/sum"
)

// MaxTuples bounds the digit tuples one cage may allow (the table
// encoding has a selector per tuple).
const MaxTuples = 1 << 18

// MaxSumTuples is the most tuples a sum cage is tabled with; a sum
// with more is shape/sum's pb sum instead (419_9x9's seven-cell 34+
// cage: 80k tuples tabled are 600k clauses and 1.7 s of CPU).
const MaxSumTuples = 1 << 12

// MaxSteps bounds the search of Tuples for one cage: each partial tuple
// counts one and one more per cell it is compared with. A large cage, as
// a setter may draw, has few tuples per partial one: the search would
// take seconds or minutes before MaxTuples stops it (a 36-cell cage of a
// 6x6: 12 s). The PuzzleKit set's largest search is 1.5M (419_9x9's
// seven-cell 34+ cage); MaxSteps takes about 0.4 s.
const MaxSteps = 1 << 23

// Options choose the encodings.
type Options struct {
	// AMO encodes the at-most-one halves of the Latin square.
	AMO encode.AMOEncoding
	// Sum encodes a Killer Sudoku's cage sums (shape/sum: table, pb).
	Sum sum.Encoding
	// Explain guards each cage's clauses by a selector: the cages are
	// the puzzle's clues (Encoding.Clues), the Latin square the rules.
	Explain bool
}

func (o Options) String() string { return fmt.Sprintf("amo=%v sum=%v", o.AMO, o.Sum) }

func (o Options) settings() map[string]string {
	return map[string]string{"amo": o.AMO.String(), "sum": o.Sum.String()}
}

// Encoding is an encoded puzzle: x(r,c,d) = 1 + (r·N+c)·N + d-1 says
// "cell (r,c) holds digit d"; they are the primary variables.
type Encoding struct {
	Puzzle  *Puzzle
	Options Options
	Formula *encode.Formula
	Clues   []puzzle.Clue
	// Note says why the puzzle has no solution when a cage allows no
	// digits at all, or "".
	Note string
}

// X is the literal "cell (r,c) holds digit d" (d in 1..N).
func (e *Encoding) X(r, c, d int) encode.Lit {
	n := e.Puzzle.N
	return encode.Lit(1 + (r*n+c)*n + d - 1)
}

// NumX is the number of primary variables, N³.
func (e *Encoding) NumX() int { n := e.Puzzle.N; return n * n * n }

// Encode builds the encoding of p:
//
//	each cell: exactly one digit                   (N² exactly-ones of N)
//	each row, each column: each digit exactly once (2N² exactly-ones of N)
//	Killer Sudoku: each box, each digit exactly once (N² exactly-ones)
//	each cage, the tabled encoding of its arithmetic: a selector per
//	digit tuple the cage allows (Tuples); selector → each cell's digit
//	(binary clauses), at least one selector (one clause), and each
//	cell digit → some selector showing it (support clauses, a unit ¬x
//	for a digit no tuple puts there). Two selectors exclude each other
//	through the cells' exactly-one, so no at-most-one is written.
//	A cage without target (NoTarget) adds nothing (a Killer Sudoku's:
//	each digit at most once in it).
func Encode(p *Puzzle, opt Options) (*Encoding, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	f := encode.NewFormula()
	e := &Encoding{Puzzle: p, Options: opt, Formula: f}
	n := p.N
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			for d := 1; d <= n; d++ {
				f.New(fmt.Sprintf("kenken.x(%d,%d,%d)", r, c, d))
			}
		}
	}
	b := encode.NewBuilder(f, encode.Native, opt.AMO)
	lits := make([]encode.Lit, n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			for d := 1; d <= n; d++ {
				lits[d-1] = e.X(r, c, d)
			}
			b.ExactlyOne(lits)
		}
	}
	for d := 1; d <= n; d++ {
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				lits[c] = e.X(r, c, d)
			}
			b.ExactlyOne(lits)
		}
		for c := 0; c < n; c++ {
			for r := 0; r < n; r++ {
				lits[r] = e.X(r, c, d)
			}
			b.ExactlyOne(lits)
		}
	}
	if p.Killer {
		boxes := p.BoxCells()
		for d := 1; d <= n; d++ {
			for _, cells := range boxes {
				for j, i := range cells {
					lits[j] = e.X(i/n, i%n, d)
				}
				b.ExactlyOne(lits)
			}
		}
	}
	// A Killer Sudoku's givens (a Solo ID's grid): a unit each, guarded
	// by its own selector with Options.Explain (a clue).
	for i, d := range p.Givens {
		if d == 0 {
			continue
		}
		if !opt.Explain {
			f.Add(e.X(i/n, i%n, d))
			continue
		}
		sel := f.New(fmt.Sprintf("%s.given(%d,%d)", p.genre(), i/n, i%n))
		e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: fmt.Sprintf("the given %d at (%d,%d)", d, i/n+1, i%n+1),
			JSON: ClueJSON{Cage: [2]int{i / n, i % n}, Target: d, Op: string(Given)}})
		f.Add(-sel, e.X(i/n, i%n, d))
	}
	for k, cg := range p.Cages {
		f0 := cg.Cells[0]
		if cg.Op == NoTarget {
			// A cage without target: nothing but, in a Killer Sudoku,
			// no digit twice (a rule, not a clue).
			if p.Killer && len(cg.Cells) > 1 {
				for d := 1; d <= n; d++ {
					ds := make([]encode.Lit, len(cg.Cells))
					for j, i := range cg.Cells {
						ds[j] = e.X(i/n, i%n, d)
					}
					b.AtMostOne(ds)
				}
			}
			continue
		}
		var sel encode.Lit
		if opt.Explain {
			sel = f.New(fmt.Sprintf("%s.cage(%d,%d)", p.genre(), f0/n, f0%n))
			e.Clues = append(e.Clues, puzzle.Clue{Selector: sel, Text: p.CageName(k),
				JSON: ClueJSON{Cage: [2]int{f0 / n, f0 % n}, Target: cg.Target, Op: string(cg.Op)}})
		}
		if p.Killer {
			sc := sum.Cage{Target: cg.Target, Distinct: true}
			for _, i := range cg.Cells {
				ds := make([]encode.Lit, n)
				for d := 1; d <= n; d++ {
					ds[d-1] = e.X(i/n, i%n, d)
				}
				sc.Digits = append(sc.Digits, ds)
			}
			if err := sum.Encode(f, sc, opt.Sum, sel, fmt.Sprintf("killersudoku.cage(%d,%d)", f0/n, f0%n)); err != nil {
				return nil, p.puzzleErr("%s: %v", p.CageName(k), err)
			}
			continue
		}
		limit := MaxTuples
		if cg.Op == Add || cg.Op == Given {
			limit = MaxSumTuples
		}
		tuples, err := tuplesUpTo(n, cg, p.Killer, limit)
		if err != nil && (cg.Op == Add || cg.Op == Given) {
			// Too many tuples to table (MaxSumTuples): a sum is also a
			// pseudo-Boolean sum (shape/sum's pb; the Latin square keeps
			// a row's digits different), far smaller and as quick.
			sc := sum.Cage{Target: cg.Target}
			for _, i := range cg.Cells {
				ds := make([]encode.Lit, n)
				for d := 1; d <= n; d++ {
					ds[d-1] = e.X(i/n, i%n, d)
				}
				sc.Digits = append(sc.Digits, ds)
			}
			if err := sum.Encode(f, sc, sum.PB, sel, fmt.Sprintf("kenken.cage(%d,%d)", f0/n, f0%n)); err != nil {
				return nil, p.puzzleErr("%s: %v", p.CageName(k), err)
			}
			continue
		}
		if err != nil {
			return nil, p.puzzleErr("%s: %v", p.CageName(k), err)
		}
		if len(tuples) == 0 && e.Note == "" {
			e.Note = fmt.Sprintf("%s: no digits meet it", p.CageName(k))
		}
		add := func(c ...encode.Lit) { f.AddClause(c) }
		if opt.Explain {
			add = func(c ...encode.Lit) { f.AddClause(append(c, -sel)) }
		}
		ss := make([]encode.Lit, len(tuples))
		support := make([][]encode.Lit, len(cg.Cells)*n)
		for t, tup := range tuples {
			ss[t] = f.New(fmt.Sprintf("kenken.tuple(%d,%d)", k, t))
			for j, i := range cg.Cells {
				f.Add(-ss[t], e.X(i/n, i%n, tup[j]))
				support[j*n+tup[j]-1] = append(support[j*n+tup[j]-1], ss[t])
			}
		}
		add(ss...)
		for j, i := range cg.Cells {
			for d := 1; d <= n; d++ {
				add(append([]encode.Lit{-e.X(i/n, i%n, d)}, support[j*n+d-1]...)...)
			}
		}
	}
	return e, nil
}

// Tuples are the digit tuples (one digit 1..n per cell of cg, in its
// order) that meet cg's target with its operation, two cells of the cage
// in one row or column holding different digits (distinct: any two
// cells of the cage, as in Killer Sudoku). An unknown operation
// allows the tuples of any of the four.
func Tuples(n int, cg Cage, distinct bool) ([][]int, error) {
	return tuplesUpTo(n, cg, distinct, MaxTuples)
}

// tuplesUpTo is Tuples with an error once more than limit tuples are
// found.
func tuplesUpTo(n int, cg Cage, distinct bool, limit int) ([][]int, error) {
	ops := []Op{cg.Op}
	switch cg.Op {
	case Unknown:
		ops = []Op{Add, Mul}
		if len(cg.Cells) == 2 {
			ops = append(ops, Sub, Div)
		}
	case Given:
		ops = []Op{Add}
	}
	seen := map[string]bool{}
	var out [][]int
	steps := 0
	for _, op := range ops {
		var err error
		cur := make([]int, len(cg.Cells))
		var rec func(j, acc int) bool
		rec = func(j, acc int) bool {
			if steps += 1 + j; steps > MaxSteps {
				err = fmt.Errorf("more than %d partial digit tuples to search: too large a cage for a table (a sum, +, is encoded otherwise)", MaxSteps)
				return false
			}
			if j == len(cg.Cells) {
				if meets(op, cg.Target, cur) {
					key := fmt.Sprint(cur)
					if !seen[key] {
						seen[key] = true
						out = append(out, append([]int(nil), cur...))
						if len(out) > limit {
							err = fmt.Errorf("more than %d digit tuples", limit)
							return false
						}
					}
				}
				return true
			}
			left := len(cg.Cells) - j - 1
			for d := 1; d <= n; d++ {
				clash := false
				for i := 0; i < j; i++ {
					if cur[i] == d && (distinct || cg.Cells[i]/n == cg.Cells[j]/n || cg.Cells[i]%n == cg.Cells[j]%n) {
						clash = true
						break
					}
				}
				if clash {
					continue
				}
				next := acc
				switch op {
				case Add:
					next = acc + d
					if next+left > cg.Target || next+left*n < cg.Target {
						continue
					}
				case Mul:
					next = acc * d
					if cg.Target == 0 || cg.Target%next != 0 {
						continue
					}
				}
				cur[j] = d
				if !rec(j+1, next) {
					return false
				}
			}
			return true
		}
		start := 0
		if op == Mul {
			start = 1
		}
		rec(0, start)
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// meets reports whether the digits ds make target with op.
func meets(op Op, target int, ds []int) bool {
	switch op {
	case Add:
		s := 0
		for _, d := range ds {
			s += d
		}
		return s == target
	case Mul:
		m := 1
		for _, d := range ds {
			m *= d
		}
		return m == target
	case Sub:
		return len(ds) == 2 && (ds[0]-ds[1] == target || ds[1]-ds[0] == target)
	case Div:
		return len(ds) == 2 && (ds[0] == target*ds[1] || ds[1] == target*ds[0])
	}
	return false
}

// ClueJSON is a cage as an explanation's clue: its first cell, target
// and operation.
type ClueJSON struct {
	Cage   [2]int `json:"cage"`
	Target int    `json:"target"`
	Op     string `json:"op"`
}

// FactJSON is a fact in an explanation's JSON: cell Cell (0-based) holds
// Digit (Is) or not.
type FactJSON struct {
	Cell  [2]int `json:"cell"`
	Digit int    `json:"digit"`
	Is    bool   `json:"is"`
}

// Fact names a literal of an x variable in digits: "(2,3) is 4" or
// "(2,3) is not 4" (1-based).
func (e *Encoding) Fact(l encode.Lit) puzzle.Fact {
	v := int(l.Var())
	n := e.Puzzle.N
	if v < 1 || v > e.NumX() {
		return puzzle.Fact{Lit: l, Text: fmt.Sprintf("variable %d", l)}
	}
	i, d := (v-1)/n, (v-1)%n+1
	r, c := i/n, i%n
	text := fmt.Sprintf("(%d,%d) is %d", r+1, c+1, d)
	if l < 0 {
		text = fmt.Sprintf("(%d,%d) is not %d", r+1, c+1, d)
	}
	return puzzle.Fact{Lit: l, Text: text, JSON: FactJSON{Cell: [2]int{r, c}, Digit: d, Is: l > 0}}
}

// Decode reads a model.
func (e *Encoding) Decode(m encode.Model) (*Solution, error) {
	n := e.Puzzle.N
	s := &Solution{N: n, Grid: make([]int, n*n)}
	for i := range s.Grid {
		for d := 1; d <= n; d++ {
			if m.Value(e.X(i/n, i%n, d)) {
				if s.Grid[i] != 0 {
					return nil, fmt.Errorf("cell (%d,%d) holds %d and %d", i/n+1, i%n+1, s.Grid[i], d)
				}
				s.Grid[i] = d
			}
		}
		if s.Grid[i] == 0 {
			return nil, fmt.Errorf("cell (%d,%d) holds no digit", i/n+1, i%n+1)
		}
	}
	return s, nil
}
