package encode

import (
	"fmt"
	"strconv"
	"strings"
)

// Lit is a DIMACS literal: variable v is the literal v, its negation -v.
// Zero is not a literal.
type Lit int

// Var is the variable of l (always positive).
func (l Lit) Var() int {
	if l < 0 {
		return int(-l)
	}
	return int(l)
}

// Not is the negation of l.
func (l Lit) Not() Lit { return -l }

// Positive reports whether l is the variable itself rather than its negation.
func (l Lit) Positive() bool { return l > 0 }

// Model is a truth assignment indexed by variable: Model[v] is the value of
// variable v. Model[0] is unused. Variables beyond the slice are false.
type Model []bool

// Value is the truth value of literal l under m.
func (m Model) Value(l Lit) bool {
	v := l.Var()
	val := v < len(m) && m[v]
	if l < 0 {
		return !val
	}
	return val
}

// Sink receives clauses. An encoding that writes to a Sink can feed a
// formula in memory, a DIMACS writer or a counter without copying.
// AddClause must not retain c: the caller may reuse the slice.
type Sink interface {
	AddClause(c []Lit)
}

// CardSink is a Sink that also keeps cardinality constraints natively
// ("at least k of lits are true"), as gophersat can. Encoders asked for the
// native encoding use it when the sink offers it and fall back to a clause
// encoding otherwise.
type CardSink interface {
	Sink
	AddAtLeast(lits []Lit, k int)
}

// Counter is a Sink that only counts clauses and literals.
type Counter struct {
	Clauses  int
	Literals int
}

// AddClause counts c.
func (c *Counter) AddClause(cl []Lit) {
	c.Clauses++
	c.Literals += len(cl)
}

// Card is a native cardinality constraint: at least K of Lits are true.
type Card struct {
	Lits []Lit
	K    int
}

// VarInfo describes a variable.
type VarInfo struct {
	Name string // readable name, e.g. hashi.edge(2,3)-(2,7)>=2
	Aux  bool   // auxiliary: introduced by an encoding, not part of a solution
	// Index, when >= 0, is appended to Name as "[Index]" on demand, so that
	// blocks of auxiliary variables do not cost a formatted string each.
	Index int
}

// Vars allocates variables 1, 2, ... and remembers their names.
//
// Anonymous variables (those a clause or Grow brings in, named "x<v>")
// cost no memory while no named variable follows them: a DIMACS file
// declaring ten million variables and using two costs next to nothing.
type Vars struct {
	info   []VarInfo // info[v-1] describes variable v, for v <= len(info)
	n      int       // variables allocated; those past len(info) are anonymous
	blocks int       // numbers the encodings' auxiliary blocks ("totalizer#3")
}

// anonymous marks a VarInfo of an anonymous variable (its Name is unset).
const anonymous = -2

// NumVars is the number of variables allocated so far.
func (vs *Vars) NumVars() int { return vs.n }

// Grow makes sure variables 1..n exist; the new ones are anonymous
// primary variables.
func (vs *Vars) Grow(n int) {
	vs.n = max(vs.n, n)
}

// add allocates the next variable with the given description.
func (vs *Vars) add(in VarInfo) Lit {
	vs.setInfo(vs.n+1, in)
	vs.n++
	return Lit(vs.n)
}

// setInfo describes variable v, first giving the anonymous variables
// before it their (empty) entries.
func (vs *Vars) setInfo(v int, in VarInfo) {
	if len(vs.info) < v {
		vs.info = grow(vs.info, v-len(vs.info), 64)
	}
	for len(vs.info) < v-1 {
		vs.info = append(vs.info, VarInfo{Index: anonymous})
	}
	if len(vs.info) < v {
		vs.info = append(vs.info, in)
	} else {
		vs.info[v-1] = in
	}
}

// New allocates a named (primary) variable.
func (vs *Vars) New(name string) Lit {
	return vs.add(VarInfo{Name: name, Index: -1})
}

// Aux allocates a named auxiliary variable.
func (vs *Vars) Aux(name string) Lit {
	return vs.add(VarInfo{Name: name, Aux: true, Index: -1})
}

// AuxBlock allocates n consecutive auxiliary variables named prefix[0] ..
// prefix[n-1] and returns the first; the i-th is first+Lit(i).
func (vs *Vars) AuxBlock(prefix string, n int) Lit {
	first := Lit(vs.n + 1)
	for i := 0; i < n; i++ {
		vs.add(VarInfo{Name: prefix, Aux: true, Index: i})
	}
	return first
}

// auxAt allocates one auxiliary variable named prefix[index]. Encodings
// allocate their auxiliary variables one by one with it: the name string is
// shared by the whole block, so no string is formatted per variable.
func (vs *Vars) auxAt(prefix string, index int) Lit {
	return vs.add(VarInfo{Name: prefix, Aux: true, Index: index})
}

// nextBlock numbers a new block of auxiliary variables: 1, 2, ... per Vars,
// so that names stay unique across Builders sharing the variables.
func (vs *Vars) nextBlock() int {
	vs.blocks++
	return vs.blocks
}

// Name is the readable name of variable v ("x<v>" when unknown).
func (vs *Vars) Name(v int) string {
	if v < 1 || v > len(vs.info) || vs.info[v-1].Index == anonymous {
		return "x" + strconv.Itoa(v)
	}
	in := vs.info[v-1]
	if in.Index >= 0 {
		return in.Name + "[" + strconv.Itoa(in.Index) + "]"
	}
	return in.Name
}

// IsAux reports whether variable v is auxiliary.
func (vs *Vars) IsAux(v int) bool {
	return v >= 1 && v <= len(vs.info) && vs.info[v-1].Aux
}

// NumAux is the number of auxiliary variables.
func (vs *Vars) NumAux() int {
	n := 0
	for _, in := range vs.info {
		if in.Aux {
			n++
		}
	}
	return n
}

// LitString renders a literal with its variable's name, e.g. "-hashi.edge(0,0)-(0,2)>=1".
func (vs *Vars) LitString(l Lit) string {
	if l < 0 {
		return "-" + vs.Name(l.Var())
	}
	return vs.Name(l.Var())
}

// ClauseString renders a clause with names, e.g. "(a ∨ -b)".
func (vs *Vars) ClauseString(c []Lit) string {
	var b strings.Builder
	b.WriteByte('(')
	for i, l := range c {
		if i > 0 {
			b.WriteString(" ∨ ")
		}
		b.WriteString(vs.LitString(l))
	}
	b.WriteByte(')')
	return b.String()
}

// Formula is a CNF formula in memory with named variables and, optionally,
// native cardinality constraints. It is both the variable allocator and a
// CardSink. Clauses are only ever appended: solver sessions rely on that to
// add just the new ones to an incremental solver.
type Formula struct {
	Vars
	lits   []Lit   // all clauses, concatenated
	starts []int32 // starts[i] is the offset of clause i in lits
	cards  []Card
	props  []Propagator // rules enforced inside the solver (propagator.go)
}

// NewFormula returns an empty formula.
func NewFormula() *Formula { return &Formula{} }

// AddClause appends a copy of c. Literals must be non-zero; variables
// beyond NumVars grow the variable count (as anonymous variables).
func (f *Formula) AddClause(c []Lit) {
	f.starts = append(grow(f.starts, 1, 256), int32(len(f.lits)))
	for _, l := range c {
		if l == 0 {
			panic("encode: zero literal in clause")
		}
		f.n = max(f.n, l.Var())
	}
	f.lits = append(grow(f.lits, len(c), 1024), c...)
}

// Reserve makes room for about clauses more clauses of lits literals in
// all, so that an encoder that knows its size allocates its clause
// storage once. The room is a little more (1/32 more, and a few
// clauses): the clauses a solve appends after the encoding (blocking a
// model to prove it unique) then fit, where one clause past a full slab
// would copy the whole formula into one twice its size.
func (f *Formula) Reserve(clauses, lits int) {
	f.starts = grow(f.starts, clauses+clauses/32+8, 0)
	f.lits = grow(f.lits, lits+lits/32+64, 0)
}

// grow returns s with room for n more elements. Its capacity at least
// doubles (from minCap), so that a formula of L literals allocates about
// 2L in all, where append's growth (1.25x past 256 elements) allocates
// 4 to 5 L: in a fresh process every new, larger slab is memory touched
// for the first time, and that showed in whole-process times
// (docs/performance.md).
func grow[T any](s []T, n, minCap int) []T {
	if len(s)+n <= cap(s) {
		return s
	}
	t := make([]T, len(s), max(2*cap(s), len(s)+n, minCap))
	copy(t, s)
	return t
}

// Add appends the clause made of lits.
func (f *Formula) Add(lits ...Lit) { f.AddClause(lits) }

// AddAtLeast keeps "at least k of lits" as a native cardinality constraint.
func (f *Formula) AddAtLeast(lits []Lit, k int) {
	for _, l := range lits {
		f.n = max(f.n, l.Var())
	}
	f.cards = append(f.cards, Card{Lits: append([]Lit(nil), lits...), K: k})
}

// NumClauses is the number of clauses (native cardinality constraints not counted).
func (f *Formula) NumClauses() int { return len(f.starts) }

// NumLiterals is the total length of all clauses.
func (f *Formula) NumLiterals() int { return len(f.lits) }

// Clause is clause i (0-based). The slice aliases the formula's storage:
// do not modify it.
func (f *Formula) Clause(i int) []Lit {
	end := len(f.lits)
	if i+1 < len(f.starts) {
		end = int(f.starts[i+1])
	}
	return f.lits[f.starts[i]:end:end]
}

// Cards are the native cardinality constraints.
func (f *Formula) Cards() []Card { return f.cards }

// Each calls fn for every clause from index `from` on, in order.
func (f *Formula) Each(from int, fn func(c []Lit)) {
	for i := from; i < len(f.starts); i++ {
		fn(f.Clause(i))
	}
}

// Check verifies m against every clause and native cardinality constraint.
// The error names the first violated constraint with its variables' names.
func (f *Formula) Check(m Model) error {
	for i := range f.starts {
		c := f.Clause(i)
		ok := false
		for _, l := range c {
			if m.Value(l) {
				ok = true
				break
			}
		}
		if !ok {
			return &ViolationError{Index: i, Clause: c, Text: f.ClauseString(c)}
		}
	}
	for i, cd := range f.cards {
		n := 0
		for _, l := range cd.Lits {
			if m.Value(l) {
				n++
			}
		}
		if n < cd.K {
			return &ViolationError{Index: -1 - i, Clause: cd.Lits,
				Text: fmt.Sprintf("at least %d of %s (%d true)", cd.K, f.ClauseString(cd.Lits), n)}
		}
	}
	return nil
}

// ViolationError reports a clause (or native cardinality constraint, Index < 0)
// that a model falsifies.
type ViolationError struct {
	Index  int
	Clause []Lit
	Text   string
}

func (e *ViolationError) Error() string {
	if e.Index < 0 {
		return fmt.Sprintf("model violates cardinality constraint %d: %s", -1-e.Index, e.Text)
	}
	return fmt.Sprintf("model violates clause %d %v: %s", e.Index+1, e.Clause, e.Text)
}

// Lowered returns f with every native cardinality constraint replaced by
// clauses of the given encoding (new auxiliary variables are appended after
// f's variables, so models of the result restricted to f's variables are
// models of f). When f has no native constraints, f itself is returned.
func (f *Formula) Lowered(enc CardEncoding) *Formula {
	if len(f.cards) == 0 {
		return f
	}
	if enc == Native {
		enc = Totalizer
	}
	g := &Formula{
		Vars:   Vars{info: append([]VarInfo(nil), f.info...), n: f.n, blocks: f.blocks},
		lits:   append([]Lit(nil), f.lits...),
		starts: append([]int32(nil), f.starts...),
		props:  f.props,
	}
	b := Builder{Vars: &g.Vars, Out: g, Card: enc}
	for _, cd := range f.cards {
		b.AtLeast(cd.Lits, cd.K)
	}
	return g
}
