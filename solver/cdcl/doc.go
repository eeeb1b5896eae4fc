// Package cdcl is puzzlesat's own incremental SAT solver: a conflict-driven
// clause-learning (CDCL) engine in the MiniSat and Glucose tradition,
// small enough to read, that answers many small questions about one
// growing formula quickly, stops when asked, names the assumptions an
// UNSAT answer rests on, and can prove its UNSAT answers.
//
// # Why it exists
//
// The explanation and generator work asks thousands of questions of the
// form "do the clauses, these clues and these facts entail that fact?",
// which is "clauses ∧ clues ∧ facts ∧ ¬fact is UNSAT?". The natural tool
// is solving under assumptions, and gophersat v1.4.0, the embedded
// solver, cannot do it soundly: its Assume wipes the top-level unit
// bindings, including the problem's own unit clauses (a formula {1},
// {2 3} assumed -1 comes out SAT in gophersat v1.4.0). It also cannot be
// interrupted, so a deadline needs a worker process, and two gophersat
// solves in one process race on a shared buffer. This engine grew out of
// the zebra generator's former solver (an earlier zebra generator's own sat.go; the
// generator, now puzzles/zebra/gen, runs on this engine), which already
// used assumptions as first decisions; it adds what long sessions need:
// learnt-clause deletion, cancellation, cores and proofs.
//
// # Use
//
//	s := cdcl.New(cdcl.Options{})
//	s.AddClause([]encode.Lit{1, 2})
//	s.AddClause([]encode.Lit{-1, 2})
//	st := s.Solve(ctx, []encode.Lit{-2}) // Unsat; s.Core() is [-2]
//	st = s.Solve(ctx, nil)               // Sat; s.ModelValue(2) is true
//
// Literals are DIMACS literals (encode.Lit: v or -v). Variables come into
// existence when a clause or an assumption names them (or with NewVar and
// EnsureVars). Clauses may be added between any two calls; nothing is
// ever removed by the caller. The solve loop (package solve) uses this
// engine as the "cdcl" backend.
//
// # What the answers mean
//
//   - Sat: Model (or ModelValue) is an assignment of every variable that
//     makes every clause and every assumption true.
//   - Unsat: the clauses with the assumptions have no model. Core is a
//     subset of the assumptions (in their order, without repeats) that is
//     already unsatisfiable together with the clauses. It is empty exactly
//     when the refutation used no assumption: the clauses alone are
//     unsatisfiable, Okay reports false, and every later call answers
//     Unsat at once. (A non-empty core does not prove that the clauses
//     alone are satisfiable.) Cores are not minimal; shrink them by
//     deletion (drop a literal, solve again under the rest) when that
//     matters.
//   - Unknown: the context ended (cancellation or deadline) or the
//     conflict limit (SetConflictLimit) was reached. Everything learnt so
//     far is kept; the next call goes on from there.
//
// Assumptions hold for one call only. MiniSat's method makes this sound
// and cheap: the assumptions are the first decisions (decision level i
// holds assumption i), so a clause learnt under them is derived by
// resolution from the clauses alone and stays valid for every later call.
// When an assumption is found false, analyzeFinal walks the implication
// graph back from its negation; the assumptions met on the way, and the
// failed one, are the core.
//
// Root-level reasoning is available without search: RootValue is a
// literal's value fixed by unit propagation at the root, and Implied
// propagates a set of literals and returns what they imply (or that they
// conflict), the cheap first step of an explanation.
//
// # How it works
//
//   - Clauses of three literals or more live in one arena ([]lit, a
//     header of three words then the literals; no pointers for the garbage
//     collector to scan). Binary clauses live only in per-literal lists of
//     "other literals", so propagating them reads no clause memory.
//   - Two watched literals: each long clause is watched by its first two
//     literals; a watcher also caches a "blocker" literal whose truth
//     skips the clause. A clause that becomes unit is the reason of its
//     first literal.
//   - Conflict analysis learns the first-UIP clause and shrinks it by
//     recursive minimization (MiniSat; the verdict on each literal met
//     is cached for the rest of the conflict, as in MiniSat's later
//     versions). Its LBD (number of distinct decision levels, Glucose's
//     "glue") is stored with it.
//   - Decisions: VSIDS (activity bumped on every variable in a conflict's
//     derivation, decayed by 0.95 per conflict) in a binary heap; phase
//     saving, with SetPhase for a caller's guess (the zebra generator
//     steers each check towards the nearest known counter-model); Luby
//     restarts (unit 100 conflicts).
//   - Learnt-clause deletion: after 2000 conflicts, then after intervals
//     growing by 300, about half of the learnt clauses of three literals
//     or more are deleted, highest LBD first, then least active. Clauses
//     with LBD <= 2 ("glue"), learnt binaries, and the reasons of current
//     assignments are kept. Satisfied clauses are removed at the root
//     when new root units appeared. The arena is compacted when a fifth of
//     it is garbage. So a long session keeps a bounded working set,
//     however many calls it makes.
//   - The context is checked after every conflict and every 256
//     decisions: cancellation returns within milliseconds even on hard
//     formulas (BenchmarkCancel, pigeonhole 13/12: median 0.08 ms, at
//     most 8 ms on a loaded machine). Adding clauses is not interruptible.
//   - Deterministic: no maps, no randomness, ties broken by variable
//     number and clause position. The same calls give the same answers,
//     models, cores and counters.
//
// # DRAT proofs
//
// With Options.Proof set, the solver writes a DRAT proof (text, or binary
// with BinaryProof) of its own reasoning: every clause it learns (units
// included), every clause it stores in a shorter form than it was given
// (root-false literals and repeats left out), a deletion line ("d ...")
// for every clause it deletes, and the empty clause when it finds the
// clauses unsatisfiable. Every lemma is RUP (reverse unit propagation)
// with respect to the clauses added before it plus the earlier lemmas,
// minus the deleted clauses; no RAT step is used. Since RUP is monotone,
// the formula made of all clauses ever added, in any order, plus the
// proof, is checkable by a standard DRAT checker (drat-trim, or this
// project's drat package) whenever Okay is false. An UNSAT answer under
// assumptions with a non-empty core ends no proof: the clause made of the
// core's negations is RUP at that point, and a checker can be asked to
// derive it. A failed proof write stops the proof, not the solver;
// FlushProof reports it.
//
// # Propagators
//
// Options.Propagator hooks a rule that is in no clause into the search
// (encode/connect's native connectivity is one). At each fixpoint of
// unit propagation without a conflict, the engine calls its Propagate
// with the solver itself as the partial assignment (Value) and full set
// when every variable is assigned. Each clause it returns must hold in
// every solution of the rule and be false (a conflict) or unit under the
// assignment. The engine takes them in order: a unit clause assigns its
// open literal with the clause as reason; a false one backjumps to its
// highest level (or, when one literal alone is at that level, to the
// level below, where the clause is unit) and is analysed like any
// conflict; the clauses after such a one are dropped (the propagator
// says them again if they still apply), and unit propagation resumes.
// The engine answers Sat only after a call with full set returned
// nothing. Propagator clauses are stored as original clauses, never
// deleted by reductions. They are not lemmas of the proof: DRAT cannot
// derive them, so External lists them, as given, for a checker that
// verifies them against the rule separately, and the proof is checked
// over the clauses plus External (package solver's certification does
// both). Without a propagator the search pays one nil test per
// fixpoint. Implied and RootValue do not call the propagator.
//
// # Limits
//
// No preprocessing or inprocessing (no variable elimination, no
// vivification), no chronological backtracking, no parallelism: on large
// hard industrial formulas cadical or kissat through the external
// backend are much faster. The engine targets puzzle encodings and
// sessions of many small calls. A Solver is not safe for concurrent use;
// separate Solvers share nothing. Variables are numbered up to MaxVars
// (2^30 - 1).
package cdcl
