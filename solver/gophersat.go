package solver

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync/atomic"
	"time"

	gs "github.com/crillab/gophersat/solver"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
)

// Gophersat is the embedded backend (github.com/crillab/gophersat v1.4.0).
// Without a deadline it solves in-process, incrementally; with one it
// solves in a worker process that is killed at the deadline (see the
// package documentation).
type Gophersat struct{}

// Name implements Solver.
func (Gophersat) Name() string { return "gophersat" }

// NativeCards implements CardSolver: gophersat takes cardinality
// constraints as they are.
func (Gophersat) NativeCards() bool { return true }

// Open implements Solver.
func (Gophersat) Open(f *encode.Formula) (Session, error) {
	if err := refusePropagators("gophersat", f); err != nil {
		return nil, err
	}
	return &gophersatSession{f: f, st: &gsState{}}, nil
}

// workerEnv asks a process to be a gophersat worker: a deadline-bound
// gophersat solve re-executes the running binary with it set, and the
// binary's main (or a test binary's TestMain) calls ServeWorkerIfAsked
// first thing.
const workerEnv = "PUZZLESAT_GOPHERSAT_WORKER"

// ServeWorkerIfAsked turns the process into a gophersat worker (serving
// one solve on stdin and stdout, then exiting) when it was started as
// one, and returns at once otherwise. A binary whose gophersat solves may
// have deadlines calls it first in main (cmd/puzzlesat does) or TestMain;
// this package has no init function doing it behind the caller's back.
func ServeWorkerIfAsked() {
	if os.Getenv(workerEnv) == "1" {
		os.Exit(ServeWorker(os.Stdin, os.Stdout))
	}
}

// worker is the External backend that runs the gophersat worker.
func worker() (*External, error) {
	e := &External{
		Profile:    Profile{Name: "gophersat", Input: Stdin},
		SolverName: "gophersat (worker)",
		Grace:      DefaultGrace,
		native:     true,
	}
	e.Path = os.Getenv("PUZZLESAT_WORKER")
	if e.Path != "" {
		e.Profile.Args = []string{"dimacs", "solve", "--solver", "gophersat", "--worker", "-"}
		return e, nil
	}
	if os.Getenv(workerEnv) == "1" {
		// Started as a worker, yet solving: the binary never called
		// ServeWorkerIfAsked. Re-executing it again would recurse.
		return nil, fmt.Errorf("gophersat worker: this program does not serve gophersat workers (its main must call solver.ServeWorkerIfAsked); set PUZZLESAT_WORKER to a puzzlesat binary")
	}
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("gophersat worker: cannot find the running executable: %w", err)
	}
	e.Path = exe
	e.env = []string{workerEnv + "=1"}
	if flag.Lookup("test.run") != nil {
		// A test binary without a TestMain that serves workers would run
		// its tests again: run none, so the missing call fails fast.
		e.Profile.Args = []string{"-test.run=^$", "-test.bench=^$"}
	}
	return e, nil
}

type gophersatSession struct {
	f  *encode.Formula
	st *gsState // the in-process solver (a fresh one after an abandoned solve)
}

// gsState is an in-process gophersat solver and what it has been given of
// the session's formula. A solve running on a goroutine owns it; when its
// caller gives up, the session takes a fresh one and the runaway solve
// keeps the old one to itself.
type gsState struct {
	s      *gs.Solver
	seen   int  // clauses of f already given to s
	ncards int  // cards of f given to s
	nvars  int  // f.NumVars() when s was built
	unsat  bool // proved unsatisfiable: stays so when clauses are added
	last   gs.Stats
}

func (g *gophersatSession) Close() error { return nil }

// gophersatLock serializes the searches of in-process gophersat solvers
// (gophersat v1.4.0's conflict analysis writes learnt literals into a
// package-level buffer, bufLits in learn.go, shared by all solvers: two
// searches at once corrupt each other's learnt clauses). Building a
// solver and adding clauses do not touch that buffer and run outside the
// lock, so a batch with several jobs builds one solver while another
// searches. It is a one-slot semaphore rather than a mutex, so that a
// waiting solve can give up when its context ends.
var gophersatLock = make(chan struct{}, 1)

// abandonedSolves counts in-process searches whose callers gave up (their
// context ended) but which still run: gophersat cannot be interrupted, so
// such a search goes on, on its own goroutine and holding gophersatLock,
// until it ends by itself. Meanwhile the in-process solves of this process
// go to the worker process instead of waiting for the lock.
var abandonedSolves atomic.Int32

func unknownResult() Result {
	return Result{Status: Unknown, Stats: Stats{Conflicts: -1, Decisions: -1, Restarts: -1}}
}

// Solve solves in-process, or in the worker process when ctx has a
// deadline or when an abandoned search holds the in-process solver. A
// cancellable in-process solve runs on its own goroutine: when ctx ends
// first, Solve returns Unknown at once and leaves the goroutine to finish
// (see abandonedSolves; it dies with the process, but a long-lived process
// loses that CPU until the search ends).
func (g *gophersatSession) Solve(ctx context.Context) (Result, error) {
	if ctx.Err() != nil {
		return unknownResult(), nil
	}
	if _, ok := ctx.Deadline(); ok || abandonedSolves.Load() > 0 {
		return g.inWorker(ctx)
	}
	if ctx.Done() == nil {
		return g.solveInProcess(ctx)
	}
	return g.solveCancellable(ctx)
}

// inWorker solves f in the worker process.
func (g *gophersatSession) inWorker(ctx context.Context) (Result, error) {
	if ctx.Err() != nil {
		return unknownResult(), nil
	}
	w, err := worker()
	if err != nil {
		return Result{}, err
	}
	sess, _ := w.Open(g.f)
	return sess.Solve(ctx)
}

// acquireGophersat takes gophersatLock; false when ctx ends first or an
// abandoned search may hold the lock for long (the caller then uses the
// worker).
func acquireGophersat(ctx context.Context) bool {
	select {
	case gophersatLock <- struct{}{}:
		return true
	default:
	}
	t := time.NewTicker(20 * time.Millisecond)
	defer t.Stop()
	for {
		if abandonedSolves.Load() > 0 {
			return false
		}
		select {
		case gophersatLock <- struct{}{}:
			return true
		case <-ctx.Done():
			return false
		case <-t.C:
		}
	}
}

// solveInProcess solves in-process for a context that cannot end: it
// gives the solver the clauses appended to f since the last solve (or
// builds it afresh, see prepare), then searches holding gophersatLock.
func (g *gophersatSession) solveInProcess(ctx context.Context) (Result, error) {
	start := time.Now()
	st := g.st
	job, _ := st.prepare(ctx, g.f)
	st.load(job)
	if st.unsat {
		return g.finish(st.search(), start)
	}
	if !acquireGophersat(ctx) {
		// An abandoned search holds the lock. st has every clause of f
		// and stays usable: only this search goes to the worker.
		return g.inWorker(ctx)
	}
	out := st.search()
	<-gophersatLock
	return g.finish(out, start)
}

// The states of a cancellable in-process solve.
const (
	gsLoading   int32 = iota // building the solver, then waiting for the lock
	gsSearching              // holding gophersatLock
	gsFinished
	gsGaveUp    // the caller left before the search began
	gsAbandoned // the caller left during the search
)

// solveCancellable is solveInProcess on a goroutine of its own, which the
// caller leaves when ctx ends: before the search (the goroutine then stops
// at the lock) or during it (the search is abandoned and runs on).
func (g *gophersatSession) solveCancellable(ctx context.Context) (Result, error) {
	start := time.Now()
	st := g.st
	job, ok := st.prepare(ctx, g.f)
	if !ok {
		g.st = &gsState{} // partly given: start again next time
		return unknownResult(), nil
	}
	done := make(chan gsOutcome, 1)
	quit := make(chan struct{})
	var state atomic.Int32
	go func() {
		st.load(job)
		locked := !st.unsat // a solver proved UNSAT while loading needs no search
		if locked {
			select {
			case gophersatLock <- struct{}{}:
			case <-quit:
				return
			}
		}
		if !state.CompareAndSwap(gsLoading, gsSearching) { // the caller left
			if locked {
				<-gophersatLock
			}
			return
		}
		out := st.search()
		if !state.CompareAndSwap(gsSearching, gsFinished) {
			abandonedSolves.Add(-1)
		}
		if locked {
			<-gophersatLock
		}
		done <- out
	}()
	t := time.NewTicker(20 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case out := <-done:
			return g.finish(out, start)
		case <-ctx.Done():
			if state.CompareAndSwap(gsLoading, gsGaveUp) {
				close(quit)
				g.st = &gsState{} // the goroutine may still be loading it
				return unknownResult(), nil
			}
			abandonedSolves.Add(1)
			if !state.CompareAndSwap(gsSearching, gsAbandoned) { // it finished meanwhile
				abandonedSolves.Add(-1)
				return g.finish(<-done, start)
			}
			g.st = &gsState{} // the old one belongs to the runaway search
			res := unknownResult()
			res.Stats.Wall = time.Since(start)
			return res, nil
		case <-t.C:
			// An abandoned search may hold the lock for long: rather than
			// wait for it, the worker solves.
			if abandonedSolves.Load() > 0 && state.CompareAndSwap(gsLoading, gsGaveUp) {
				close(quit)
				g.st = &gsState{}
				return g.inWorker(ctx)
			}
		}
	}
}

// gsJob is what a solve gives gophersat: a whole formula to build from, or
// the clauses to append.
type gsJob struct {
	build   bool
	constrs []gs.CardConstr // build: the clauses
	cards   []gs.CardConstr // build: native constraints, added after parsing
	nvars   int             // build: variables including the copies of cards
	appends [][]gs.Lit      // the new clauses otherwise
}

// gsOutcome is what a solve on the goroutine found.
type gsOutcome struct {
	status gs.Status
	model  []bool // for Sat: values of variables 1..n
	stats  gs.Stats
}

// prepare reads what the solve needs from f, on the caller's goroutine
// (f may change once Solve has returned); false when ctx ended meanwhile.
func (st *gsState) prepare(ctx context.Context, f *encode.Formula) (gsJob, bool) {
	// gophersat's AppendClause cannot take new variables safely (its
	// newVar leaves the assumptions slice short: an index panic in
	// learnClause, found by TestIncrementalSoundness), nor do we add new
	// cards incrementally: rebuild then.
	if st.s != nil && (len(f.Cards()) != st.ncards || f.NumVars() > st.nvars) {
		st.s = nil
	}
	var job gsJob
	if st.s == nil {
		job = st.buildJob(f)
	} else if !st.unsat {
		var buf []int
		for i := st.seen; i < f.NumClauses(); i++ {
			if i%(1<<16) == 0 && ctx.Err() != nil {
				return job, false
			}
			var ok bool
			if buf, ok = appendNorm(buf[:0], f.Clause(i)); ok {
				gl := make([]gs.Lit, len(buf)) // kept by the solver
				for i, l := range buf {
					gl[i] = gs.IntToLit(int32(l))
				}
				job.appends = append(job.appends, gl)
			}
		}
	}
	st.seen = f.NumClauses()
	return job, ctx.Err() == nil
}

// testHookRun, when set, is called by every in-process search before it
// starts, holding gophersatLock (tests hold a search there to play a long
// one).
var testHookRun func()

// load builds the solver or gives it the new clauses (outside
// gophersatLock: gophersat's shared buffer is used by the search only).
func (st *gsState) load(job gsJob) {
	if job.build {
		st.build(job)
	}
	for _, c := range job.appends {
		st.s.AppendClause(gs.NewClause(c))
	}
}

// search runs gophersat's search on the loaded solver: the caller holds
// gophersatLock unless st.unsat.
func (st *gsState) search() gsOutcome {
	if st.unsat {
		// Unsatisfiable stays so when clauses are added; a solver proved
		// UNSAT at parse time cannot take clauses anyway.
		return gsOutcome{status: gs.Unsat, stats: st.last}
	}
	if testHookRun != nil {
		testHookRun()
	}
	out := gsOutcome{status: st.s.Solve(), stats: st.s.Stats}
	if out.status == gs.Sat {
		out.model = st.s.Model()
	}
	if out.status == gs.Unsat {
		st.unsat = true
	}
	return out
}

// finish turns an outcome into a Result, checking the model against f.
func (g *gophersatSession) finish(out gsOutcome, start time.Time) (Result, error) {
	f, st := g.f, g.st
	res := Result{Stats: Stats{
		Wall:      time.Since(start),
		Conflicts: int64(out.stats.NbConflicts - st.last.NbConflicts),
		Decisions: int64(out.stats.NbDecisions - st.last.NbDecisions),
		Restarts:  int64(out.stats.NbRestarts - st.last.NbRestarts),
	}}
	st.last = out.stats
	switch out.status {
	case gs.Sat:
		res.Model = make(encode.Model, f.NumVars()+1)
		copy(res.Model[1:], out.model)
		if err := f.Check(res.Model); err != nil {
			st.s = nil // never reuse a solver that lied
			return Result{Stats: res.Stats}, &Error{Solver: "gophersat", Msg: "wrong model", Err: err}
		}
		res.Status = Sat
	case gs.Unsat:
		res.Status = Unsat
	default:
		return Result{Stats: res.Stats}, &Error{Solver: "gophersat", Msg: fmt.Sprintf("unexpected status %v", out.status)}
	}
	return res, nil
}

// buildJob collects all of f for a fresh solver.
//
// Clauses go through gs.ParseCardConstrs. Native cardinality constraints
// do not: gophersat v1.4.0's parse-time simplification (simplifyCard)
// counts a literal that is already true once per visit, so "at least 2 of
// {a, b, c}" with a unit a came out satisfied by a alone (found by
// TestGophersatCardsRandom). They are added afterwards with AppendClause,
// which removes true and false literals and lowers the bound correctly.
func (st *gsState) buildJob(f *encode.Formula) gsJob {
	st.nvars = f.NumVars()
	st.ncards = len(f.Cards())
	job := gsJob{build: true}
	next := st.nvars // last variable used, fresh ones come after
	job.constrs = make([]gs.CardConstr, 0, f.NumClauses())
	// One slab for all clauses' literals: ParseCardConstrs copies them, so
	// the slab is garbage after parsing (one allocation, not one per clause).
	slab := make([]int, 0, f.NumLiterals())
	f.Each(0, func(c []encode.Lit) {
		start := len(slab)
		var ok bool
		if slab, ok = appendNorm(slab, c); ok {
			job.constrs = append(job.constrs, gs.CardConstr{Lits: slab[start:len(slab):len(slab)], AtLeast: 1})
		} else {
			slab = slab[:start]
		}
	})
	for _, cd := range f.Cards() {
		if cd.K <= 0 {
			continue
		}
		// gophersat's cardinality constraints need distinct variables; a
		// repeated variable (x twice, or x and -x) gets a fresh copy y with
		// y <-> l, which keeps the count.
		used := map[int]bool{}
		lits := make([]int, 0, len(cd.Lits))
		for _, l := range cd.Lits {
			if !used[l.Var()] {
				used[l.Var()] = true
				lits = append(lits, int(l))
				continue
			}
			next++
			job.constrs = append(job.constrs,
				gs.CardConstr{Lits: []int{-next, int(l)}, AtLeast: 1},
				gs.CardConstr{Lits: []int{next, -int(l)}, AtLeast: 1})
			lits = append(lits, next)
		}
		job.cards = append(job.cards, gs.CardConstr{Lits: lits, AtLeast: cd.K})
	}
	job.nvars = next
	return job
}

// build makes a fresh solver from a build job.
func (st *gsState) build(job gsJob) {
	st.unsat = false
	st.last = gs.Stats{}
	pb := gs.ParseCardConstrs(job.constrs)
	if pb.Status == gs.Unsat {
		st.s = gs.New(pb)
		st.unsat = true
		return
	}
	// Make every variable known to gophersat, used or not.
	for len(pb.Model) < job.nvars {
		pb.Model = append(pb.Model, 0)
	}
	if pb.NbVars < job.nvars {
		pb.NbVars = job.nvars
	}
	st.s = gs.New(pb)
	for _, cd := range job.cards {
		if cd.AtLeast > len(cd.Lits) {
			st.unsat = true
			return
		}
		gl := make([]gs.Lit, len(cd.Lits))
		for i, l := range cd.Lits {
			gl[i] = gs.IntToLit(int32(l))
		}
		st.s.AppendClause(gs.NewCardClause(gl, cd.AtLeast))
	}
}

// appendNorm appends c's literals to dst without repeats; ok is false
// for a tautology (x and -x), and dst's extra contents are then garbage.
func appendNorm(dst []int, c []encode.Lit) (out []int, ok bool) {
	start := len(dst)
	if len(c) > 16 {
		seen := make(map[encode.Lit]bool, len(c))
		for _, l := range c {
			if seen[-l] {
				return dst, false
			}
			if !seen[l] {
				seen[l] = true
				dst = append(dst, int(l))
			}
		}
		return dst, true
	}
next:
	for _, l := range c {
		for _, o := range dst[start:] {
			if o == -int(l) {
				return dst, false
			}
			if o == int(l) {
				continue next
			}
		}
		dst = append(dst, int(l))
	}
	return dst, true
}

// ServeWorker is the gophersat worker: it reads DIMACS (plus the private
// cardinality comments) from r, solves in-process without a time limit,
// writes the SAT-competition answer to w and returns the competition exit
// code (10, 20; 1 on an error, reported as a "c error:" line).
func ServeWorker(r io.Reader, w io.Writer) int {
	f, _, err := readFormula(r, dimacs.Options{}, true)
	if err != nil {
		fmt.Fprintf(w, "c error: %v\n", err)
		return 1
	}
	res, err := Solve(context.Background(), Gophersat{}, f)
	if err != nil {
		fmt.Fprintf(w, "c error: %v\n", err)
		return 1
	}
	if err := WriteCompetition(w, res, f.NumVars()); err != nil {
		return 1
	}
	return int(res.Status)
}

// WriteCompetition writes a result in the SAT-competition format: the s
// line, the model as v lines of at most about 78 characters ending with 0
// (for Sat; variables 1..nvars), and c lines with the statistics that were
// reported. It streams: a model of ten million variables is not built up
// in memory as text.
func WriteCompetition(w io.Writer, res Result, nvars int) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.WriteString("s " + res.Status.String() + "\n")
	if res.Status == Sat {
		var line []byte
		line = append(line, 'v')
		for v := 1; v <= nvars; v++ {
			lit := v
			if !res.Model.Value(encode.Lit(v)) {
				lit = -v
			}
			n := len(line)
			line = strconv.AppendInt(append(line, ' '), int64(lit), 10)
			if len(line) > 78 {
				bw.Write(line[:n])
				bw.WriteByte('\n')
				line = append(append(line[:0], 'v'), line[n:]...)
			}
		}
		if len(line)+2 > 78 {
			bw.Write(line)
			bw.WriteByte('\n')
			line = append(line[:0], 'v')
		}
		bw.Write(line)
		bw.WriteString(" 0\n")
	}
	for _, c := range []struct {
		name string
		n    int64
	}{{"conflicts", res.Stats.Conflicts}, {"decisions", res.Stats.Decisions}, {"restarts", res.Stats.Restarts}} {
		if c.n >= 0 {
			fmt.Fprintf(bw, "c %s: %d\n", c.name, c.n)
		}
	}
	fmt.Fprintf(bw, "c wall: %.3f s\n", res.Stats.Wall.Seconds())
	return bw.Flush()
}
