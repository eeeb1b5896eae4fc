package drat

import (
	"fmt"
	"io"
	"slices"
)

// Options bound and tune a check.
type Options struct {
	// Format of the proof: Auto (the default) detects it.
	Format Format
	// MaxVars is the largest variable accepted in the formula and the
	// proof (0: DefaultMaxVars). A larger one is an error before any
	// memory is spent on it.
	MaxVars int
	// MaxMemory bounds the checker's own data, estimated as in the
	// package doc (0: DefaultMaxMemory). A formula and proof that need
	// more are refused with a *LimitError, not a crash.
	MaxMemory int64
}

// Defaults for Options.
const (
	DefaultMaxVars   = 10_000_000
	DefaultMaxMemory = 2 << 30
)

// What the memory estimate charges (see the package doc).
const (
	bytesPerVar    = 80
	bytesPerClause = 80
	bytesPerLit    = 4
)

// LimitError is returned when a formula and proof exceed Options.MaxMemory.
type LimitError struct {
	Limit int64
	What  string
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("drat: %s would exceed the checker's memory bound of %d MB (Options.MaxMemory)", e.What, e.Limit>>20)
}

// Result describes a verified proof.
type Result struct {
	Format  Format // the proof's format (detected or given)
	Clauses int    // clauses of the formula (tautologies included)
	// Trivial: the formula is refuted without the proof (an empty
	// clause, or unit propagation alone finds a conflict).
	Trivial   bool
	Lemmas    int // lemmas (additions) read, up to the conflict
	Deletions int // deletion steps read, up to the conflict
	Unused    int // steps after the conflict: parsed, not needed
	Checked   int // lemmas in the core, each checked RUP or RAT
	RAT       int // of those, lemmas that needed the RAT check
	Core      int // formula clauses in the core (used by the refutation)
	// Deletions that were ignored (see the package doc).
	IgnoredUnitDeletions   int // of unit clauses
	IgnoredReasonDeletions int // of clauses that imply a literal at the top level
	MissingDeletions       int // of clauses not in the clause set
	Tautologies            int // tautological lemmas (always valid, not stored)
}

// clause flags.
const (
	fActive uint8 = 1 << iota // in the current clause set
	fCore                     // used by the refutation
	fLemma                    // from the proof, not the formula
	fRAT                      // already a candidate of the current RAT check
)

type clause struct {
	start, size uint32
	pivot       uint32 // the lemma's first literal as written (RAT pivot)
	flags       uint8
	pos         int64 // text: line<<32|col; binary: byte offset
}

// watcher is an entry of a watch list: the clause id<<2 with the flags
// below, and a blocking literal of the clause.
type watcher struct {
	w       uint32
	blocker uint32
}

// watcher flags.
const (
	wCore   uint32 = 1 // the clause is in the core
	wBinary uint32 = 2 // the clause has two literals
)

// var flags.
const (
	vSeen      uint8 = 1 << iota // visited by the current analysis
	vJustified                   // top-level literal whose reasons are all in the core
)

// Checker verifies a DRAT refutation of a CNF formula. Give it the
// formula's clauses (AddClause, or use it as a dimacs.Handler), then call
// Verify once with the proof. Check does both from readers.
type Checker struct {
	opt   Options
	nvars int
	mem   int64

	lits  []uint32 // every clause's literals, concatenated
	cls   []clause
	nOrig int

	vals   []int8      // by literal code: 1 true, -1 false, 0 unassigned
	watch  [][]watcher // by literal code: the clauses watching it
	lmark  []bool      // by literal code: scratch for normalizing clauses
	reason []int32     // by variable: clause that implied it, -1 none
	tpos   []int32     // by variable: position on the trail
	vflag  []uint8     // by variable
	trail  []uint32
	qCore  int // propagation heads: core watches, all watches
	qAll   int
	topLen int // trail length at the top level

	coreFirst bool
	index     clauseIndex // the active clauses by hash, for deletions
	steps     []int32     // clause id for an addition, ^id for a deletion
	conflict  int32       // clause falsified at the top level, -1 none
	confStep  int         // index in steps of the step that caused it (-1: the formula)
	verified  bool
	stack     []uint32
	visited   []uint32
	buf       []uint32
	res       Result
}

// NewChecker returns a checker with no clauses.
func NewChecker(opt Options) *Checker {
	if opt.MaxVars <= 0 {
		opt.MaxVars = DefaultMaxVars
	}
	if opt.MaxMemory <= 0 {
		opt.MaxMemory = DefaultMaxMemory
	}
	c := &Checker{opt: opt, conflict: -1, confStep: -1}
	c.grow(0)
	return c
}

// spend charges n bytes to the memory estimate; what describes the
// input that needs them, for the error.
func (c *Checker) spend(n int64, what func() string) error {
	c.mem += n
	if c.mem > c.opt.MaxMemory {
		return &LimitError{Limit: c.opt.MaxMemory, What: what()}
	}
	return nil
}

// grow makes room for variables 1..n.
func (c *Checker) grow(n int) error {
	if n <= c.nvars && c.vals != nil {
		return nil
	}
	if n > c.opt.MaxVars {
		return fmt.Errorf("drat: variable %d exceeds the limit of %d variables", n, c.opt.MaxVars)
	}
	if err := c.spend(int64(n-c.nvars)*bytesPerVar, func() string { return fmt.Sprintf("%d variables", n) }); err != nil {
		return err
	}
	codes := 2*n + 2
	c.vals = append(c.vals, make([]int8, codes-len(c.vals))...)
	c.watch = append(c.watch, make([][]watcher, codes-len(c.watch))...)
	c.lmark = append(c.lmark, make([]bool, codes-len(c.lmark))...)
	old := len(c.reason)
	c.reason = append(c.reason, make([]int32, n+1-old)...)
	for i := old; i <= n; i++ {
		c.reason[i] = -1
	}
	c.tpos = append(c.tpos, make([]int32, n+1-old)...)
	c.vflag = append(c.vflag, make([]uint8, n+1-old)...)
	c.nvars = n
	return nil
}

// Header implements dimacs.Handler: it makes room for the variables
// and, within the memory bound, for the clauses.
func (c *Checker) Header(vars, clauses int) error {
	if err := c.grow(vars); err != nil {
		return err
	}
	if int64(clauses)*(bytesPerClause+3*bytesPerLit) < c.opt.MaxMemory-c.mem {
		c.cls = slices.Grow(c.cls, clauses)
		c.lits = slices.Grow(c.lits, 3*clauses)
		c.index.reserve(clauses)
	}
	return nil
}

// Clause implements dimacs.Handler; it is AddClause.
func (c *Checker) Clause(lits []int) error { return c.AddClause(lits) }

// AddClause adds a clause of the formula (DIMACS literals, no 0). It
// must be called before Verify.
func (c *Checker) AddClause(lits []int) error {
	if c.verified {
		return fmt.Errorf("drat: AddClause after Verify")
	}
	c.res.Clauses++
	codes := c.buf[:0]
	for _, n := range lits {
		if n == 0 || abs(n) > c.opt.MaxVars {
			return fmt.Errorf("drat: bad literal %d in the formula (at most %d variables)", n, c.opt.MaxVars)
		}
		codes = append(codes, litCode(n))
	}
	c.buf = codes
	codes, taut, err := c.normalize(codes)
	if err != nil || taut {
		return err
	}
	_, err = c.store(codes, 0, 0)
	c.nOrig++
	return err
}

// normalize removes repeated literals (in place) and reports a
// tautology; it grows the variables as needed.
func (c *Checker) normalize(ls []uint32) ([]uint32, bool, error) {
	top := 0
	for _, l := range ls {
		top = max(top, int(l>>1))
	}
	if err := c.grow(top); err != nil {
		return nil, false, err
	}
	k, taut := 0, false
	for _, l := range ls {
		if c.lmark[l] {
			continue
		}
		if c.lmark[l^1] {
			taut = true
		}
		c.lmark[l] = true
		ls[k] = l
		k++
	}
	for _, l := range ls[:k] {
		c.lmark[l] = false
	}
	return ls[:k], taut, nil
}

// store appends a clause (active, not yet watched) and indexes it.
func (c *Checker) store(ls []uint32, flags uint8, pos int64) (int32, error) {
	if err := c.spend(int64(len(ls))*bytesPerLit+bytesPerClause, func() string { return fmt.Sprintf("%d clauses", len(c.cls)+1) }); err != nil {
		return -1, err
	}
	if len(c.cls) >= 1<<31-1 || len(c.lits)+len(ls) > 1<<32-1 {
		return -1, &LimitError{Limit: c.opt.MaxMemory, What: "more than 2^31 clauses or 2^32 literals"}
	}
	id := int32(len(c.cls))
	cl := clause{start: uint32(len(c.lits)), size: uint32(len(ls)), flags: flags | fActive, pos: pos}
	if len(ls) > 0 {
		cl.pivot = ls[0]
	}
	c.lits = append(c.lits, ls...)
	c.index.add(hashLits(ls), id)
	c.cls = append(c.cls, cl)
	return id, nil
}

func (c *Checker) clauseLits(id int32) []uint32 {
	cl := &c.cls[id]
	return c.lits[cl.start : cl.start+cl.size : cl.start+cl.size]
}

// hashLits is an order-independent hash of a clause.
func hashLits(ls []uint32) uint64 {
	h := uint64(len(ls))
	for _, l := range ls {
		x := uint64(l) + 0x9e3779b97f4a7c15
		x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
		x = (x ^ (x >> 27)) * 0x94d049bb133111eb
		h += x ^ (x >> 31)
	}
	return h
}

// Verify reads the proof and checks that it refutes the formula given so
// far. A nil error means the formula is unsatisfiable. A malformed proof
// gives a *srcpos.Error, a proof that does not refute the formula a
// *Failure, too large an input a *LimitError; read errors come as they are.
func (c *Checker) Verify(proof io.Reader) (Result, error) {
	if c.verified {
		return c.res, fmt.Errorf("drat: Verify called twice")
	}
	c.verified = true
	c.start()
	var failure error
	f, err := parseProof(proof, c.opt.Format, c.opt.MaxVars, func(del bool, ls []uint32, pos int64) error {
		if c.conflict >= 0 || failure != nil {
			c.res.Unused++
			return nil
		}
		var err error
		if del {
			err = c.deleteStep(ls)
		} else {
			err = c.addStep(ls, pos)
		}
		if f, ok := err.(*Failure); ok {
			failure = f // keep parsing: a malformed proof is reported first
			return nil
		}
		return err
	})
	c.res.Format = f
	if err != nil {
		return c.res, err
	}
	if failure != nil {
		failure.(*Failure).Binary = f == Binary
		return c.res, failure
	}
	if c.conflict < 0 {
		return c.res, &Failure{Pos: -1, Msg: fmt.Sprintf("no conflict: unit propagation on the formula and all %d lemmas does not derive the empty clause", c.res.Lemmas)}
	}
	c.index = clauseIndex{} // not needed any more
	if err := c.backward(); err != nil {
		if f, ok := err.(*Failure); ok {
			f.Binary = c.res.Format == Binary
		}
		return c.res, err
	}
	for i := range c.cls {
		if c.cls[i].flags&(fCore|fLemma) == fCore {
			c.res.Core++
		}
	}
	return c.res, nil
}

// start watches the formula's clauses and propagates its units.
func (c *Checker) start() {
	for id := int32(0); id < int32(len(c.cls)); id++ {
		ls := c.clauseLits(id)
		switch {
		case len(ls) == 0:
			c.res.Trivial = true
			c.conflict = id
			return
		case len(ls) >= 2:
			c.attach(id)
		}
	}
	for id := int32(0); id < int32(len(c.cls)); id++ {
		if ls := c.clauseLits(id); len(ls) == 1 {
			if c.unit(id) {
				c.res.Trivial = true
				return
			}
		}
	}
	if cf := c.propagate(); cf >= 0 {
		c.conflict = cf
		c.res.Trivial = true
	}
}

// unit asserts a unit clause; it reports a conflict (the literal is false).
func (c *Checker) unit(id int32) bool {
	l := c.clauseLits(id)[0]
	switch c.vals[l] {
	case 0:
		c.assign(l, id)
	case -1:
		c.conflict = id
		return true
	}
	return false
}
