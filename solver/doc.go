// Package solver runs SAT solvers on encode.Formula values behind one
// interface — gophersat in-process (the embedded default) and external
// DIMACS binaries. The solve loop that drives them for puzzles (lazy
// refinement, uniqueness proofs, counting) is package solve's Enumerate.
//
// # The interface
//
// A Solver opens a Session on a formula; Session.Solve(ctx) answers Sat
// (with a Model), Unsat or Unknown, with Stats: wall time and, where the
// backend reports them, conflicts, decisions and restarts (-1 when not
// reported). Clauses may be appended to the formula between solves; each
// Solve sees the formula as it is then. A context deadline or
// cancellation ends a solve with Unknown and a nil error, and frees the
// CPU: the process doing the work is killed. Every model is checked
// against every clause and cardinality constraint of the formula
// (encode.Formula.Check) before it is returned; a violation is an *Error
// naming the backend and wrapping the *encode.ViolationError.
//
// Lookup resolves --solver: "gophersat" (or ""), "cdcl", a profile name,
// or a path to any binary that speaks the SAT-competition protocol.
//
// # gophersat (in-process)
//
// Without a deadline, Gophersat solves in-process with
// github.com/crillab/gophersat v1.4.0, which cannot be interrupted. With a
// context that can be cancelled, the solve runs on a goroutine of its own:
// when the context ends first, Solve returns Unknown at once and abandons
// the solve, which goes on until it ends by itself (it dies with the
// process; a long-lived process loses that CPU meanwhile). While an
// abandoned solve runs, the process's other in-process solves go to the
// worker process (below) instead of waiting for it. Clauses go in as gophersat
// cardinality constraints with bound 1; native cardinality constraints
// (encode.Formula.Cards, the "native" card encoding) become gophersat
// CardConstr values. The session is incremental: clauses appended to the
// formula after a solve are given to the same solver with AppendClause,
// keeping its learnt clauses. Solver.Assume is never used (it wipes the
// problem's own unit clauses). The searches of in-process solvers
// are serialized by a one-slot semaphore (a waiting solve gives up when
// its context ends), because gophersat's conflict analysis writes into a
// package-level literal buffer shared by all solvers (two searches at once
// corrupt each other's learnt clauses: -race reports it, and such a run
// grew to gigabytes). Building a solver and adding clauses do not use the
// buffer and run outside the semaphore: a batch with several jobs builds
// and checks in parallel and searches one at a time. gophersat's traps and what this package does about them:
//
//   - Its parse-time simplification of cardinality constraints counts a
//     literal that is already true once per visit ("at least 2 of a, b, c"
//     with a unit clause a came out satisfied). Cards are therefore added
//     with AppendClause after the solver is built, which handles true
//     literals correctly.
//   - AppendClause with a variable the solver has not seen leaves an
//     internal slice short (an index panic during conflict analysis). When
//     new variables or new cards appear, the session rebuilds the solver
//     from the whole formula instead.
//   - Cardinality constraints must have distinct variables: a repeated
//     variable (x twice, or x and -x) gets a fresh private copy y <-> l.
//     Clauses lose repeated literals; tautologies are dropped.
//   - After an UNSAT answer the session stays UNSAT (adding clauses cannot
//     help) without calling gophersat again.
//
// TestIncrementalSoundness proves the incremental path on thousands of
// random small formulas against brute force and against fresh solves
// (clauses added after SAT and after UNSAT, units, empty clauses, new
// variables), and FuzzSolveSmall does the same for fuzzed inputs.
//
// # cdcl (in-process, the project's own engine)
//
// CDCL runs package solver/cdcl in-process, one engine per session:
// clauses appended to the formula go to the same engine, which keeps its
// learnt clauses; native cardinality constraints are lowered to clauses
// (encode.Totalizer; the engine is rebuilt when constraints or variables
// are added after that). It checks its context after every conflict, so a
// deadline or cancellation ends a solve within milliseconds without any
// process. Its sessions implement AssumingSession (assumptions for one
// call, the failed-assumption core after Unsat). Every model is checked
// against every clause and constraint and against the assumptions, every
// core to be a subset of the assumptions. CDCL.Proof receives a DRAT
// proof. Sessions share no state, so they may run in parallel.
// TestCDCLSessions checks random incremental sessions under assumptions
// against brute force, TestCDCLCrossCheck compares answers and cores with
// gophersat and cadical, and the package's own tests check every proof
// line by reverse unit propagation.
//
// # gophersat with a deadline: the worker process
//
// gophersat cannot be interrupted, so a deadline-bound solve runs in a
// worker process that can be killed: the session writes the whole
// formula as DIMACS, native cardinality constraints as comment lines
// "c puzzlesat-atleast K l1 ... ln 0" that only the worker reads, to the
// worker's standard input; the worker solves in-process without a limit
// and answers in the competition format. The worker is, in order:
//
//   - $PUZZLESAT_WORKER: a puzzlesat binary run as
//     "puzzlesat dimacs solve --solver gophersat --worker -";
//   - otherwise the running executable itself (os.Executable) with
//     PUZZLESAT_GOPHERSAT_WORKER=1 in its environment; its main (or a test
//     binary's TestMain) calls ServeWorkerIfAsked first, which serves the
//     solve and exits. puzzlesat's main does; a program that does not gets
//     an error naming the call, never a recursive start.
//
// Incremental sessions with a deadline re-run the worker on the whole
// formula each time. The worker is killed like an external solver.
//
// # External solvers
//
// External runs one process per solve, with the formula's native
// cardinality constraints lowered to clauses first (Totalizer by default)
// and the model restricted to the formula's own variables after the
// check. Profiles:
//
//	profile         input          time-limit flag  unknown reported as          stats parsed
//	minisat         temp file (1)  -cpu-lim=S       INDET in the result file     yes
//	cadical         stdin          -t S             "c UNKNOWN", exit 0          yes (2)
//	kissat          stdin          --time=S         "s UNKNOWN", exit 0          yes (2)
//	picosat         stdin          -L S             "s UNKNOWN", exit 0          no
//	cryptominisat5  stdin          --maxtime=S      "s INDETERMINATE", exit 15   yes
//	glucose         stdin (-model) -cpu-lim=S       "s INDETERMINATE", exit 0    if printed
//	lingeling       stdin          -T S             "s UNKNOWN", exit 0          if printed
//	generic (path)  temp file      none             "s UNKNOWN", exit 0          if printed
//
// (1) minisat reads standard input only without file arguments, and
// prints its model only to a result file (its second argument): both are
// temporary files. (2) cadical and kissat print only non-zero counters; a
// missing one counts as 0 when their statistics section is present.
// Temporary files are created in External.TempDir (default os.TempDir())
// and always removed. minisat, cadical, picosat and cryptominisat5 are
// tested against the Debian packages; kissat, glucose and lingeling have
// no Debian package here and their profiles follow their documentation.
// A generic binary gets the DIMACS file path as its only argument, as in
// the SAT competition.
//
// The answer comes from the s line (or minisat's result file) and must
// agree with the exit code: 10 with SATISFIABLE, 20 with UNSATISFIABLE, a
// profile's unknown code with UNKNOWN, 0 with anything. A signal, any
// other exit code, output without an s line, unreadable output, a model
// literal beyond the formula's variables, a variable given both values, or
// a model that falsifies a clause is an *Error that names the solver and
// quotes (clipped) what it printed on stdout and stderr. Unassigned
// variables count as false; the check decides whether that is acceptable.
//
// # Timeouts and killing
//
// The solver's own time-limit flag gets the remaining time, rounded up to
// whole seconds, but the limit is enforced here. Each solver runs in its
// own process group, with PUZZLESAT_SOLVER_RUN=<pid>.<run> in its
// environment (its descendants inherit it). While it runs, a tracker walks
// the process table with github.com/mitchellh/go-ps (parent pids, from the
// solver and from every process already seen, so orphans re-parented
// elsewhere are still found through their own children) every 5 ms at
// first, then every 200 ms. A process group alone would miss wrappers that
// call setsid, and polling alone misses a helper that double-forks between
// two polls ("( setsid helper & )"): after EnableSubreaper (Linux,
// PR_SET_CHILD_SUBREAPER; puzzlesat calls it at start) such an orphan is
// re-parented to this process, and the tracker claims the children of
// this process that carry the run's mark; their zombies are reaped by pid
// (never a process os/exec started). When the context ends first:
//
//  1. every tracked process and the group get SIGSTOP, and the table is
//     rescanned until no new descendant appears (nothing can fork or
//     escape any more);
//  2. all get SIGTERM, then SIGCONT;
//  3. after the grace period (External.Grace, default 500 ms) whatever is
//     left gets SIGKILL, and Solve waits until the processes are gone
//     (zombies that nobody reaps count as gone: they hold no CPU).
//
// Processes that a solver leaves behind after a normal exit are ended the
// same way. Then Solve returns Unknown. If the solver answered at the
// very moment the deadline passed, its answer is used.
//
// Captured output is bounded: a solver whose standard output passes
// DefaultMaxOutput plus 12 bytes per variable (room for any model), or
// whose standard error passes 16 MB, is stopped the same way and Solve
// returns an *Error ("printed more than N bytes on stdout; stopped").
//
// Because a solver has its own process group, the terminal's Ctrl-C does
// not reach it: commands turn SIGINT, SIGTERM and the other stop signals
// into a cancellation (see docs/solvers.md). KillAll is the last resort of
// a program that must exit at once: it SIGKILLs every run's tree and
// removes the temporary files of the solves in progress. On Linux the
// solver also gets SIGKILL from the kernel if puzzlesat itself dies
// (Pdeathsig); its descendants and temporary files can then be left
// behind, as after any SIGKILL.
//
// Solve (the one-shot solve) gives a formula that declares far more
// variables than its clauses use (more than twice as many, plus 65536)
// to the backend with the used variables renumbered 1..k in order, and
// gives the model back in the formula's numbering: no backend spends
// memory on the unused variables of a "p cnf 9999999 1".
//
// # Certified answers
//
// An Unsat answer ("no solution", "the solution is unique") rests on
// trusting the solver, unless it comes with a proof that an independent
// checker accepts. Certified(s, opt) wraps any backend so that every
// Unsat answer of its sessions carries a checked DRAT proof
// (Result.Certificate; solve.Summary.Certificate for the solve loop) or comes
// with a *CertifyError — never an uncertified Unsat:
//
//   - a backend that writes proofs (ProofSolver; its sessions are
//     ProofSessions) proves its own answer in the same solve: the solver
//     writes the proof to a temporary file (always removed, also on a
//     timeout) and the drat package checks it against the CNF the solver
//     got;
//   - the others' Unsat answers are re-proved by Certify with the first
//     backend of CertifyOptions.Provers (DefaultProvers: the in-process
//     engine CDCL, then cadical when it is installed) whose proof checks;
//     a prover that finds a model instead shows the first answer wrong
//     (CertifyError.Wrong). A certification that the context cuts short
//     makes the answer Unknown, as for any solve cut short.
//
// Which solvers write proofs, as the Debian packages here do (docs/solvers.md):
//
//	backend         proof arguments (after the input file)  format
//	cdcl            (in-process: a temporary file)           DRAT (binary)
//	cadical         PROOF                                    DRAT (binary)
//	kissat          PROOF                                    DRAT (binary; from its documentation)
//	picosat         -R PROOF                                 RUP: DRAT lemmas, no deletions
//	cryptominisat5  PROOF                                    FRAT, read as DRAT (ids and hints dropped)
//	minisat, glucose, lingeling, gophersat: none (re-proved)
//
// In proof mode the input is always a temporary file. The certificate
// covers the CNF: native cardinality constraints are lowered to
// totalizer clauses first (before the solve for a proof-writing
// backend, before the second solve for the others), refinement cuts and
// blocking clauses are part of the formula. That the cuts are valid (Refine) and that the encoding means
// the puzzle are not certified: they rest on the encoders' tests.
package solver
