package encode

// Valuation is a partial assignment as a Propagator reads it: Value(l) is
// 1 when l is true, -1 when false, 0 when unassigned. Assignment is one;
// the cdcl engine is another (its current assignment during search).
type Valuation interface {
	Value(l Lit) int8
}

// A Propagator is a rule kept out of the clauses and enforced inside a
// solver's search (a "native" encoding, such as encode/connect's native
// connectivity): the engine calls Propagate with its current partial
// assignment at each unit-propagation fixpoint, and adds the clauses it
// returns. Only a backend that runs propagators (the cdcl engine, package
// solver's "cdcl") may solve a formula that has one; the others refuse it.
//
// Propagate returns clauses that hold in every solution of the rule (and
// so may be kept for ever), each either false under a (a conflict: the
// engine backjumps and learns from it) or unit (all literals false but
// one unassigned: the engine assigns that one, with the clause as the
// reason); nil when it has nothing to say. When full is true, every
// variable is assigned: the propagator must then return a false clause if
// a breaks the rule, since the engine answers Sat otherwise. It keeps no
// state between calls that changes its answers; several engines may call
// one Propagator at once.
//
// Check certifies a clause Propagate returned, by code that shares
// nothing with Propagate: nil when the clause holds in every solution of
// the rule (for connectivity: it names a real cut of the graph), else why
// not. A certified Unsat answer checks every clause the engine took from
// propagators this way, then the DRAT proof over the formula's clauses
// plus those (DRAT cannot derive them: they are input to the proof).
type Propagator interface {
	Propagate(a Valuation, full bool) [][]Lit
	Check(clause []Lit) error
}

// An IncrementalPropagator is a Propagator with an incremental form: an
// engine that knows it (the cdcl engine) makes one Tracker per search
// (Trackers are never shared between engines), tells it which watched
// variables were assigned or unassigned since its last call, calls it
// instead of Propagate, and skips the call when nothing it watches
// changed. Other engines call Propagate.
type IncrementalPropagator interface {
	Propagator
	NewTracker() Tracker
}

// A Tracker is one engine's incremental view of an
// IncrementalPropagator. The engine reports the changes to the watched
// variables in trail order before each call: Backtrack(pos) when the
// assignments at trail positions pos and later were undone (it answers
// whether one of them was a watched variable's), then Assigned(l, pos)
// for each watched variable assigned since (l the literal made true, pos
// its trail position). Propagate then answers as Propagator.Propagate on
// that assignment (a reads the same one), with the same contract, except
// that it may derive less than Propagate would (never less than the
// conflict a full assignment that breaks the rule must give): the engine
// skips the call when full is false and no watched variable changed since
// the last call.
type Tracker interface {
	Watched() []Lit
	Assigned(l Lit, pos int)
	Backtrack(pos int) bool
	Propagate(a Valuation, full bool) [][]Lit
}

// AddPropagator attaches p to f: every backend session on f must enforce
// it (or refuse f). Lowered keeps f's propagators.
func (f *Formula) AddPropagator(p Propagator) { f.props = append(f.props, p) }

// Propagators are the rules attached to f with AddPropagator.
func (f *Formula) Propagators() []Propagator { return f.props }
