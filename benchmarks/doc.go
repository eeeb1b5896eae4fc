// Package benchmarks is the benchmark harness behind `puzzlesat bench`,
// and the home of the project's instance sets and results (README.md).
//
// # The matrix
//
// A sweep crosses instances with encoding options, solvers and repeats:
//
//	instances x option combinations x solvers x repeats
//
// Instances are found under the paths given (files, or directories walked
// in lexical order, skipping dot files). Each file goes to the first
// registered [Kind] that matches it (DIMACS by its .cnf/.dimacs name,
// optionally .gz; puzzles by their formats); a file may hold several
// instances (one Tatham game ID or ZebraLogic puzzle per line), named
// "path#k" in the records. Option axes ([Axes]: card, amo, connectivity,
// model) apply only to the kinds that declare them: a sweep with
// --card binomial,totalizer --model partition,channel runs Hashi twice per
// solver, Shikaku four times, and DIMACS once.
//
// The expanded job list has a stable order: instances in discovery order,
// then option combinations (axes in the order of [Axes], values in the
// order given), then solvers, then repeats. Each job knows its index and
// the sweep's size, which is what sharding and merging rely on. A [Plan]
// holds one entry per instance file, never one per job: job i is computed
// when needed, so a sweep of a million runs is planned and listed in a few
// megabytes. The limits ([MaxJobs], [MaxPlanFileSize], [MaxInstanceSize])
// are checked before memory is spent ([LimitError]).
//
// # Journal and resume
//
// [Bench] appends each run's [Record] to results.csv as the run ends and
// fsyncs it in the background; sweep.json ([SweepMeta]) records the sweep
// first. A sweep killed at any point is continued with Config.Resume: the
// runs with a row are skipped, a torn last row is dropped, and the sweep
// ends with the files an uninterrupted one writes. At the end results.csv
// is put in job order and the reports are built from it row by row.
//
// # Sharding and merging
//
// [Shard] i/n keeps the jobs whose index is i modulo n (round-robin, so
// that harder instances further down a directory spread over all shards).
// Every job lands in exactly one shard. [Merge] reads the shards'
// results.csv files in one k-way pass in job order, checks that they come
// from one sweep (same size and timeout, the same run behind every index,
// every instance's runs consecutive and the same matrix of options,
// solvers and repeats), drops duplicates, and names the incomplete shards
// with the commands that rerun them ([IncompleteError], [ShardReport]);
// its report is computed from the records alone, so it is identical to
// the report of the unsharded sweep apart from the timing columns.
//
// # Runs
//
// Each job runs in a fresh worker process ([Process]; the command line
// starts its own binary as the hidden `puzzlesat bench run-one`, which
// calls [ServeWorker]): gophersat cannot run twice in one process, an
// external solver's crash or hang stays contained, and the worker's peak
// resident memory (its own VmHWM on Linux, or the ru_maxrss of its
// largest child, in KiB) is that of one run. The wall time is measured inside the
// worker and covers parse, encode, solve, decode and check of the one
// instance, not process start-up or reading the file. The timeout cancels
// the solve; a backend that ignores cancellation (in-process gophersat)
// is abandoned [Grace] later and the worker exits; a worker that still
// does not answer is killed with its process group. With Process.Reuse a
// worker runs job after job while they end in SAT or UNSAT (faster for
// short runs, less faithful timings; see docs/bench.md).
//
// # Records and reports
//
// Each run gives a [Record]: a row of results.csv with the columns in
// [Columns] — instance, kind, options, solver, status (SAT, UNSAT,
// UNKNOWN, ERROR), check (ok, FAIL, or empty when there is no solution),
// variables, auxiliary variables, clauses and literals of the encoding as
// first built, refinement rounds, conflicts and decisions (-1 when the
// backend does not say), timeout, wall and solver time in seconds (to the
// microsecond), peak memory, and the error. Every solution is checked by
// the kind's rule checker, which shares no logic with its encoder; a
// SAT answer whose solution fails it, or that nobody checked, is a wrong
// answer.
//
// summary.md has one row per group (kind, options, solver): instances,
// solved, SAT, UNSAT, unknown, errors, wrong, PAR-2 sum and mean (an
// unsolved instance costs twice the timeout), and the median, mean and
// maximum time of the solved instances, plus mean sizes and peak memory.
// An instance counts as solved in a group when every repeat answered SAT
// or UNSAT within the timeout with no checker complaint; its time is the
// median over its repeats. A section lists wrong answers, errors, and
// disagreements (an instance found SAT with a checked solution in one
// group and UNSAT in another). cactus.svg plots, per group, the sorted
// times of its solved instances against their count.
//
// # Adding a kind
//
// Implement [Kind] (and [MultiKind] when a file can hold several
// instances) in a file of this package, register it in init, and list the
// option axes it understands. Run must parse, encode, solve (through the
// solver.Solver it is given, honouring ctx), decode, and check the
// solution with the puzzle's independent checker, reporting the outcome
// in an [Outcome].
//
// # Instance sets
//
// sets/generated holds the project's own DIMACS sets, regenerated with
// fixed seeds by `make bench-sets` ([GeneratedSets], [RandomKSAT],
// [Pigeonhole]); sets/README.md lists every set with its source.
package benchmarks
