package cdcl

import (
	"context"
	"fmt"
	"github.com/puzzlesat/puzzlesat/dimacs"
	"io"
	"slices"
	"sync"

	"github.com/puzzlesat/puzzlesat/encode"
)

// Status is the answer of a Solve call: dimacs.Status, the project's one status
// type, numbered as SAT-competition exit codes.
type Status = dimacs.Status

// The statuses.
const (
	Unknown = dimacs.Unknown
	Sat     = dimacs.Sat
	Unsat   = dimacs.Unsat
)

// Options configure a Solver. The zero value is a solver without a proof.
type Options struct {
	// Proof, when not nil, receives a DRAT proof: every clause the solver
	// learns or stores in a simplified form, every clause it deletes, and
	// the empty clause when it finds the clauses unsatisfiable. It is
	// buffered and flushed at the end of every Solve call (and by
	// FlushProof).
	Proof io.Writer
	// BinaryProof writes the binary DRAT format instead of text.
	BinaryProof bool
	// Propagator, when not nil, is called at each propagation fixpoint
	// of the search (see "Propagators" in the package doc).
	Propagator Propagator
}

// Stats are cumulative counters over the solver's life.
type Stats struct {
	Solves       int64 // Solve calls
	Conflicts    int64
	Decisions    int64 // branching decisions (assumptions not counted)
	Propagations int64 // literals propagated
	Restarts     int64
	Reductions   int64 // learnt-clause database reductions
	Learnt       int64 // clauses learnt (units and binaries included)
	Deleted      int64 // learnt clauses deleted (reductions and simplification)
	LearntKept   int   // learnt clauses of three literals or more held now
}

type watcher struct {
	cref    cref
	blocker lit // a literal of the clause; when true the clause is satisfied
}

// Solver is an incremental CDCL SAT solver. Its zero value is not usable:
// make one with New. A Solver is not safe for concurrent use.
type Solver struct {
	progress func(Stats) // SetProgress
	n        int
	ok       bool     // false once the clauses alone are proved unsatisfiable
	val      []int8   // by literal: 1 true, -1 false, 0 unassigned
	level    []int32  // by variable
	reason   []reason // by variable
	trail    []lit
	lim      []int // trail length at the start of each decision level
	qhead    int   // next trail position to propagate

	ar      arena
	clauses []cref      // original clauses of three literals or more
	learnts []cref      // learnt clauses of three literals or more
	watches [][]watcher // by literal l: long clauses watching l (visited when l becomes false)
	bins    [][]lit     // by literal l: the other literal of each binary clause holding l
	confLit lit         // first literal of a binary conflict (the other is in the reason)

	activity []float64 // VSIDS score by variable
	varInc   float64
	claInc   float32
	heap     []int32 // binary max-heap of variables by activity
	heapIdx  []int32 // position in heap by variable, -1 when absent
	phase    []bool  // saved polarity by variable (true = positive)

	seen    []uint8 // analysis marks by variable
	stamp   []uint32
	stampN  uint32
	buf     []lit   // scratch: the clause being learnt or added
	occ     []int32 // scratch of reserveFor: clause counts by literal
	frames  []frame
	toClear []lit
	bin     [2]lit

	assumps []lit
	core    []encode.Lit
	model   encode.Model

	conflictLimit  int64
	nextReduce     int64 // Stats.Conflicts at which the next reduction runs
	reduceInterval int64
	reduceInc      int64
	simpTrail      int   // root trail length at the last simplification
	simpProps      int64 // propagations before the next simplification may run

	proof *proofWriter
	stats Stats

	prop     Propagator     // nil: none (propagator.go)
	ptrack   *tracking      // the propagator's tracker and what it has seen (propagator.go)
	external [][]encode.Lit // the propagator's clauses, as given
}

// Reduction schedule (Glucose's): the first reduction after 2000
// conflicts, each later interval 300 conflicts longer.
const (
	firstReduce = 2000
	reduceInc   = 300
	restartUnit = 100 // conflicts per Luby unit
)

// New returns an empty solver.
func New(opts Options) *Solver {
	s := &Solver{ok: true, varInc: 1, claInc: 1,
		nextReduce: firstReduce, reduceInterval: firstReduce, reduceInc: reduceInc}
	if opts.Proof != nil {
		s.proof = &proofWriter{w: opts.Proof, binary: opts.BinaryProof}
	}
	s.prop = opts.Propagator
	s.grow(0)
	return s
}

// Reset empties s for a new formula, as New(opts) would make it, but
// keeps the memory of its slices: a caller that solves many small
// formulas one after another (a generator's candidates) allocates it once
// instead of per formula, every new slab memory touched for the first
// time in a fresh process. Nothing of the old formula, what was learnt
// from it or its statistics remains.
func (s *Solver) Reset(opts Options) {
	old := s
	for i := range old.watches {
		old.watches[i] = old.watches[i][:0]
	}
	for i := range old.bins {
		old.bins[i] = old.bins[i][:0]
	}
	*s = Solver{ok: true, varInc: 1, claInc: 1,
		nextReduce: firstReduce, reduceInterval: firstReduce, reduceInc: reduceInc,
		val: old.val[:0], level: old.level[:0], reason: old.reason[:0], trail: old.trail[:0], lim: old.lim[:0],
		ar:      arena{mem: old.ar.mem[:0]},
		clauses: old.clauses[:0], learnts: old.learnts[:0], watches: old.watches[:0], bins: old.bins[:0],
		activity: old.activity[:0], heap: old.heap[:0], heapIdx: old.heapIdx[:0], phase: old.phase[:0],
		seen: old.seen[:0], stamp: old.stamp[:0], buf: old.buf[:0], occ: old.occ[:0], frames: old.frames[:0], toClear: old.toClear[:0],
		assumps: old.assumps[:0], core: old.core[:0], model: old.model[:0]}
	if opts.Proof != nil {
		s.proof = &proofWriter{w: opts.Proof, binary: opts.BinaryProof}
	}
	s.prop = opts.Propagator
	s.grow(0)
}

// spares holds the solvers Recycle kept.
var spares sync.Pool

// Spare is a solver Recycle kept, or nil: callers that make many solvers
// one after the other (the generators) reuse one's memory. Reset it
// before use.
func Spare() *Solver {
	s, _ := spares.Get().(*Solver)
	return s
}

// Recycle keeps s (nil: nothing) for Spare; s must not be used after.
func Recycle(s *Solver) {
	if s != nil {
		spares.Put(s)
	}
}

// NumVars is the number of variables the solver knows (1..NumVars).
func (s *Solver) NumVars() int { return s.n }

// NewVar adds a variable and returns it as a positive literal.
func (s *Solver) NewVar() encode.Lit {
	s.grow(s.n + 1)
	return encode.Lit(s.n)
}

// EnsureVars makes variables 1..n known.
func (s *Solver) EnsureVars(n int) { s.grow(n) }

// MaxVars is the largest variable number: a literal's code 2v+1 must fit
// in 31 bits (the 32nd marks binary reasons).
const MaxVars = 1<<30 - 1

func (s *Solver) grow(n int) {
	if n > MaxVars {
		panic(fmt.Sprintf("cdcl: variable %d beyond MaxVars", n))
	}
	if len(s.val) == 0 { // index 0 (literals 0, 1) is unused
		s.addVarSlots()
	}
	if n > s.n {
		s.reserve(n)
	}
	for s.n < n {
		s.n++
		s.addVarSlots()
		s.heapInsert(int32(s.n))
	}
}

// reserve makes room for variables up to n in every per-variable slice.
func (s *Solver) reserve(n int) {
	k := n - s.n
	s.val = slices.Grow(s.val, 2*k)
	s.watches = slices.Grow(s.watches, 2*k)
	s.bins = slices.Grow(s.bins, 2*k)
	s.stamp = slices.Grow(s.stamp, 2*k)
	s.level = slices.Grow(s.level, k)
	s.reason = slices.Grow(s.reason, k)
	s.activity = slices.Grow(s.activity, k)
	s.heapIdx = slices.Grow(s.heapIdx, k)
	s.heap = slices.Grow(s.heap, k)
	s.phase = slices.Grow(s.phase, k)
	s.seen = slices.Grow(s.seen, k)
}

func (s *Solver) addVarSlots() {
	s.val = append(s.val, 0, 0)
	// A Reset solver's lists beyond the length are empty and keep
	// their memory.
	if n := len(s.watches); n+2 <= cap(s.watches) {
		s.watches = s.watches[:n+2]
		s.watches[n], s.watches[n+1] = s.watches[n][:0], s.watches[n+1][:0]
	} else {
		s.watches = append(s.watches, nil, nil)
	}
	if n := len(s.bins); n+2 <= cap(s.bins) {
		s.bins = s.bins[:n+2]
		s.bins[n], s.bins[n+1] = s.bins[n][:0], s.bins[n+1][:0]
	} else {
		s.bins = append(s.bins, nil, nil)
	}
	s.level = append(s.level, 0)
	s.reason = append(s.reason, noReason)
	s.activity = append(s.activity, 0)
	s.heapIdx = append(s.heapIdx, -1)
	s.phase = append(s.phase, false)
	s.seen = append(s.seen, 0)
	s.stamp = append(s.stamp, 0, 0)
}

// Okay is false once the clauses alone are known to be unsatisfiable;
// every later Solve answers Unsat with an empty core.
func (s *Solver) Okay() bool { return s.ok }

// Stats are the solver's cumulative counters.
func (s *Solver) Stats() Stats {
	st := s.stats
	st.LearntKept = len(s.learnts)
	return st
}

// ProgressEvery is how many conflicts apart SetProgress's function is
// called (a power of two).
const ProgressEvery = 1024

// SetProgress makes every later Solve call fn with the statistics so far
// every ProgressEvery conflicts (nil: never), on the solving goroutine:
// fn must return quickly (a page's progress line, a log).
func (s *Solver) SetProgress(fn func(Stats)) { s.progress = fn }

// SetConflictLimit bounds every later Solve call to n conflicts (n <= 0:
// no limit); a call that reaches the bound answers Unknown.
func (s *Solver) SetConflictLimit(n int64) { s.conflictLimit = n }

// SetPhase sets the saved phase of l's variable to l's polarity: the
// next decision on that variable, if it is not assigned by propagation
// first, tries l. Phase saving then takes over: backtracking over the
// variable stores the value it last had. It lets a caller who has a good
// guess (the last model, a nearby solution) steer the search there; it
// changes which model a Sat answer finds and how long a call takes,
// never the answer. New variables start with the negative phase.
func (s *Solver) SetPhase(l encode.Lit) {
	if l == 0 {
		panic("cdcl: zero literal in SetPhase")
	}
	if l.Var() > s.n {
		s.grow(l.Var())
	}
	s.phase[l.Var()] = l > 0
}

// FlushProof writes out the buffered proof and reports the first error
// any proof write met (a failed write stops the proof, not the solver).
func (s *Solver) FlushProof() error {
	if s.proof == nil {
		return nil
	}
	return s.proof.flush()
}

// AddClause adds a clause (literals non-zero; new variables are made
// known). It may be called at any time between Solve calls. The result
// is Okay(): false when the clauses are now known to be unsatisfiable.
//
// The clause is simplified against the root assignment: it is dropped
// when a literal is true or it holds x and -x, and literals false at the
// root and repeats are left out (the stored, shorter clause is then
// written to the proof as a lemma).
func (s *Solver) AddClause(c []encode.Lit) bool {
	if !s.ok {
		return false
	}
	for _, l := range c {
		if l == 0 {
			panic("cdcl: zero literal in clause")
		}
		if l.Var() > s.n {
			s.grow(l.Var())
		}
	}
	cl, changed, drop := s.normalize(c)
	if drop {
		return true
	}
	if changed || len(cl) == 0 {
		s.proof.add(cl)
	}
	switch len(cl) {
	case 0:
		s.ok = false
	case 1:
		s.enqueue(cl[0], noReason)
		if s.propagate() != noReason {
			s.ok = false
			s.proof.add(nil)
		}
	case 2:
		s.addBinary(cl[0], cl[1])
	default:
		cr := s.ar.alloc(cl, false)
		s.clauses = append(s.clauses, cr)
		s.watch(cr, cl[0], cl[1])
	}
	return s.ok
}

// AddFormula adds clauses from, from+1, ... of f, as AddClause would one
// by one, after sizing for them at once the watch lists, the binary
// clauses' lists and the clause arena (one slab of memory each instead of
// lists grown clause by clause). The result is Okay().
func (s *Solver) AddFormula(f *encode.Formula, from int) bool {
	if !s.ok {
		return false
	}
	s.grow(f.NumVars())
	s.reserveFor(f, from)
	for i := from; i < f.NumClauses(); i++ {
		if !s.AddClause(f.Clause(i)) {
			break
		}
	}
	return s.ok
}

// minReserve is the fewest clauses AddFormula sizes the lists for.
const minReserve = 256

// reserveFor makes room for clauses from, from+1, ... of f as they are
// (before normalize): in the binary lists of both literals of a binary
// clause, in the watch lists of the first two literals of a longer one,
// and in the arena. The lists that need it get their room from one slab
// per kind; a list that later outgrows its room is reallocated by append
// as before (the 3-index slices keep it from writing into its
// neighbour's).
func (s *Solver) reserveFor(f *encode.Formula, from int) {
	if f.NumClauses()-from < minReserve {
		return // a few clauses (a blocking clause): not worth a pass over every literal
	}
	n := len(s.val) // literal codes
	counts := slices.Grow(s.occ[:0], 2*n)[:2*n]
	clear(counts)
	s.occ = counts
	nbins, nwatch := counts[:n], counts[n:]
	words, longs := 0, 0
	for i := from; i < f.NumClauses(); i++ {
		c := f.Clause(i)
		switch {
		case len(c) == 2:
			nbins[mkLit(int(c[0]))]++
			nbins[mkLit(int(c[1]))]++
		case len(c) > 2:
			nwatch[mkLit(int(c[0]))]++
			nwatch[mkLit(int(c[1]))]++
			words += hdrWords + len(c)
			longs++
		}
	}
	binSlab := 0
	watchSlab := 0
	for l := range nbins {
		if need := len(s.bins[l]) + int(nbins[l]); nbins[l] > 0 && cap(s.bins[l]) < need {
			binSlab += need
		}
		if need := len(s.watches[l]) + int(nwatch[l]); nwatch[l] > 0 && cap(s.watches[l]) < need {
			watchSlab += need
		}
	}
	bs := make([]lit, binSlab)
	ws := make([]watcher, watchSlab)
	for l := range nbins {
		if need := len(s.bins[l]) + int(nbins[l]); nbins[l] > 0 && cap(s.bins[l]) < need {
			s.bins[l] = append(bs[:0:need], s.bins[l]...)
			bs = bs[need:]
		}
		if need := len(s.watches[l]) + int(nwatch[l]); nwatch[l] > 0 && cap(s.watches[l]) < need {
			s.watches[l] = append(ws[:0:need], s.watches[l]...)
			ws = ws[need:]
		}
	}
	if len(s.ar.mem)+words > cap(s.ar.mem) {
		s.ar.mem = slices.Grow(s.ar.mem, words)
	}
	s.clauses = slices.Grow(s.clauses, longs)
}

// normalize copies c into s.buf without repeats and root-false literals.
// drop is true when c is satisfied at the root or a tautology; changed
// when a literal was left out.
func (s *Solver) normalize(c []encode.Lit) (cl []lit, changed, drop bool) {
	cl = s.buf[:0]
	for _, l := range c {
		il := mkLit(int(l))
		v := il.v()
		switch {
		case s.val[il] == 1:
			drop = true
		case s.val[il] == -1:
			changed = true
			continue
		case s.seen[v]&(1<<(il&1)) != 0: // repeat
			changed = true
			continue
		case s.seen[v] != 0: // x and -x
			drop = true
		}
		if drop {
			break
		}
		s.seen[v] |= 1 << (il & 1)
		cl = append(cl, il)
	}
	for _, l := range cl {
		s.seen[l.v()] = 0
	}
	s.buf = cl
	return cl, changed, drop
}

func (s *Solver) addBinary(a, b lit) {
	s.bins[a] = append(s.bins[a], b)
	s.bins[b] = append(s.bins[b], a)
}

func (s *Solver) watch(cr cref, a, b lit) {
	s.watches[a] = append(s.watches[a], watcher{cr, b})
	s.watches[b] = append(s.watches[b], watcher{cr, a})
}

// Solve decides the clauses with every literal of assumptions forced true
// for this call only. It answers Sat (the model is then available from
// Model and ModelValue until the next call), Unsat (Core then names the
// assumptions the refutation used), or Unknown when ctx ended (deadline
// or cancellation) or the conflict limit was reached. Learnt clauses are
// consequences of the clauses alone, so they serve every later call.
func (s *Solver) Solve(ctx context.Context, assumptions []encode.Lit) Status {
	s.stats.Solves++
	s.core = s.core[:0]
	s.model = s.model[:0]
	defer s.proof.flush()
	if !s.ok {
		return Unsat
	}
	s.assumps = s.assumps[:0]
	for _, a := range assumptions {
		if a == 0 {
			panic("cdcl: zero literal in assumptions")
		}
		if a.Var() > s.n {
			s.grow(a.Var())
		}
		s.assumps = append(s.assumps, mkLit(int(a)))
	}
	if s.propagate() != noReason {
		s.ok = false
		s.proof.add(nil)
		return Unsat
	}
	s.simplify()
	st := s.search(ctx.Done())
	s.cancelUntil(0)
	return st
}

// Model is a copy of the last Sat answer's model (nil after any other
// answer): Model[v] is the value of variable v, for v in 1..NumVars().
func (s *Solver) Model() encode.Model {
	if len(s.model) == 0 {
		return nil
	}
	return append(encode.Model(nil), s.model...)
}

// ModelValue is the value of l in the last Sat answer's model.
func (s *Solver) ModelValue(l encode.Lit) bool { return s.model.Value(l) }

// Core is, after an Unsat answer, the assumptions the refutation used, in
// the order they were given, without repeats: the clauses together with
// these literals are unsatisfiable. It is empty when the refutation used
// no assumption (the clauses alone are unsatisfiable; Okay() is then
// false), and empty after Sat and Unknown answers. It need not be
// minimal. The slice is the solver's own until the next Solve call.
func (s *Solver) Core() []encode.Lit { return s.core }

// RootValue is l's value at the root, where only the clauses' unit
// consequences are assigned: 1 true, -1 false, 0 not fixed.
func (s *Solver) RootValue(l encode.Lit) int8 {
	if l.Var() > s.n {
		return 0
	}
	il := mkLit(int(l))
	if s.level[il.v()] != 0 {
		return 0
	}
	return s.val[il]
}

// Implied assigns the assumptions in order and runs unit propagation,
// without search or learning. It appends to dst the literals assigned
// above the root (the assumptions and what they imply, in the order they
// were assigned) and returns ok=false when propagation met a conflict
// (the clauses with the assumptions are then unsatisfiable, and the
// returned literals are only those found before the conflict).
func (s *Solver) Implied(assumptions []encode.Lit, dst []encode.Lit) (implied []encode.Lit, ok bool) {
	if !s.ok {
		return dst, false
	}
	if s.propagate() != noReason {
		s.ok = false
		s.proof.add(nil)
		return dst, false
	}
	ok = true
	for _, a := range assumptions {
		if a.Var() > s.n {
			s.grow(a.Var())
		}
		l := mkLit(int(a))
		if s.val[l] == 1 {
			continue
		}
		if s.val[l] == -1 {
			ok = false
			break
		}
		s.newLevel()
		s.enqueue(l, noReason)
		if s.propagate() != noReason {
			ok = false
			break
		}
	}
	if len(s.lim) > 0 {
		for _, l := range s.trail[s.lim[0]:] {
			dst = append(dst, encode.Lit(l.ext()))
		}
	}
	s.cancelUntil(0)
	return dst, ok
}
