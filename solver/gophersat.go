package solver

import (
	"context"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"
	"time"

	gs "github.com/crillab/gophersat/solver"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/encode"
)

// gophersatMu serializes in-process gophersat solves: gophersat v1.4.0
// shares a package-level literal buffer between all solvers.
var gophersatMu sync.Mutex

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
	return &gophersatSession{f: f}, nil
}

// WorkerPath, when not empty, is a puzzlesat binary that runs deadline-bound
// gophersat solves as `WorkerPath dimacs solve --solver gophersat --worker -`.
// When empty, $PUZZLESAT_WORKER is used, and when that is empty too, the
// running executable re-executes itself with PUZZLESAT_GOPHERSAT_WORKER=1,
// which this package's init function turns into the worker (this works in
// any binary that links the package, test binaries included).
var WorkerPath string

// WorkerGrace is the worker's time between SIGTERM and SIGKILL.
var WorkerGrace = DefaultGrace

// workerEnv makes any binary linking this package a gophersat worker.
const workerEnv = "PUZZLESAT_GOPHERSAT_WORKER"

func init() {
	if os.Getenv(workerEnv) == "1" {
		os.Exit(ServeWorker(os.Stdin, os.Stdout))
	}
}

// worker is the External backend that runs the gophersat worker.
func worker() (*External, error) {
	e := &External{
		Profile:    Profile{Name: "gophersat", Input: Stdin},
		SolverName: "gophersat (worker)",
		Grace:      WorkerGrace,
		native:     true,
	}
	e.Path = WorkerPath
	if e.Path == "" {
		e.Path = os.Getenv("PUZZLESAT_WORKER")
	}
	if e.Path != "" {
		e.Profile.Args = []string{"dimacs", "solve", "--solver", "gophersat", "--worker", "-"}
		return e, nil
	}
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("gophersat worker: cannot find the running executable: %w", err)
	}
	e.Path = exe
	e.env = []string{workerEnv + "=1"}
	return e, nil
}

type gophersatSession struct {
	f      *encode.Formula
	s      *gs.Solver
	seen   int  // clauses of f already given to s
	ncards int  // cards of f given to s
	nvars  int  // f.NumVars() when s was built
	unsat  bool // proved unsatisfiable: stays so when clauses are added
	last   gs.Stats
}

func (g *gophersatSession) Close() error { return nil }

func (g *gophersatSession) Solve(ctx context.Context) (Result, error) {
	if ctx.Err() != nil {
		return Result{Status: Unknown, Stats: Stats{Conflicts: -1, Decisions: -1, Restarts: -1}}, nil
	}
	if _, ok := ctx.Deadline(); ok {
		w, err := worker()
		if err != nil {
			return Result{}, err
		}
		sess, _ := w.Open(g.f)
		return sess.Solve(ctx)
	}
	return g.solveInProcess()
}

// solveInProcess solves with the session's gophersat solver, adding the
// clauses appended to f since the last solve with AppendClause. It
// rebuilds the solver from scratch when native cardinality constraints or
// new variables were added.
func (g *gophersatSession) solveInProcess() (Result, error) {
	gophersatMu.Lock()
	defer gophersatMu.Unlock()
	start := time.Now()
	f := g.f
	// gophersat's AppendClause cannot take new variables safely (its
	// newVar leaves the assumptions slice short: an index panic in
	// learnClause, found by TestIncrementalSoundness), nor do we add new
	// cards incrementally: rebuild then.
	if g.s != nil && (len(f.Cards()) != g.ncards || f.NumVars() > g.nvars) {
		g.s = nil
	}
	if g.s == nil {
		g.build()
	} else if !g.unsat {
		var buf []int
		f.Each(g.seen, func(c []encode.Lit) {
			var ok bool
			if buf, ok = appendNorm(buf[:0], c); ok {
				gl := make([]gs.Lit, len(buf)) // kept by the solver
				for i, l := range buf {
					gl[i] = gs.IntToLit(int32(l))
				}
				g.s.AppendClause(gs.NewClause(gl))
			}
		})
	}
	g.seen = f.NumClauses()
	if g.unsat {
		// Unsatisfiable stays so when clauses are added; a solver proved
		// UNSAT at parse time cannot take clauses anyway.
		return Result{Status: Unsat, Stats: Stats{Wall: time.Since(start)}}, nil
	}
	st := g.s.Solve()
	now := g.s.Stats
	res := Result{Stats: Stats{
		Wall:      time.Since(start),
		Conflicts: int64(now.NbConflicts - g.last.NbConflicts),
		Decisions: int64(now.NbDecisions - g.last.NbDecisions),
		Restarts:  int64(now.NbRestarts - g.last.NbRestarts),
	}}
	g.last = now
	switch st {
	case gs.Sat:
		m := g.s.Model()
		res.Model = make(encode.Model, f.NumVars()+1)
		copy(res.Model[1:], m)
		if err := f.Check(res.Model); err != nil {
			g.s = nil // never reuse a solver that lied
			return Result{Stats: res.Stats}, &Error{Solver: "gophersat", Msg: "wrong model", Err: err}
		}
		res.Status = Sat
	case gs.Unsat:
		g.unsat = true
		res.Status = Unsat
	default:
		return Result{Stats: res.Stats}, &Error{Solver: "gophersat", Msg: fmt.Sprintf("unexpected status %v", st)}
	}
	return res, nil
}

// build makes a fresh solver from all of f.
//
// Clauses go through gs.ParseCardConstrs. Native cardinality constraints
// do not: gophersat v1.4.0's parse-time simplification (simplifyCard)
// counts a literal that is already true once per visit, so "at least 2 of
// {a, b, c}" with a unit a came out satisfied by a alone (found by
// TestGophersatCardsRandom). They are added afterwards with AppendClause,
// which removes true and false literals and lowers the bound correctly.
func (g *gophersatSession) build() {
	f := g.f
	g.nvars = f.NumVars()
	g.ncards = len(f.Cards())
	g.unsat = false
	g.last = gs.Stats{}
	next := g.nvars // last variable used, fresh ones come after
	constrs := make([]gs.CardConstr, 0, f.NumClauses())
	// One slab for all clauses' literals: ParseCardConstrs copies them, so
	// the slab is garbage after parsing (one allocation, not one per clause).
	slab := make([]int, 0, f.NumLiterals())
	f.Each(0, func(c []encode.Lit) {
		start := len(slab)
		var ok bool
		if slab, ok = appendNorm(slab, c); ok {
			constrs = append(constrs, gs.CardConstr{Lits: slab[start:len(slab):len(slab)], AtLeast: 1})
		} else {
			slab = slab[:start]
		}
	})
	var cards []gs.CardConstr
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
			constrs = append(constrs,
				gs.CardConstr{Lits: []int{-next, int(l)}, AtLeast: 1},
				gs.CardConstr{Lits: []int{next, -int(l)}, AtLeast: 1})
			lits = append(lits, next)
		}
		cards = append(cards, gs.CardConstr{Lits: lits, AtLeast: cd.K})
	}
	pb := gs.ParseCardConstrs(constrs)
	if pb.Status == gs.Unsat {
		g.s = gs.New(pb)
		g.unsat = true
		return
	}
	// Make every variable known to gophersat, used or not.
	for len(pb.Model) < next {
		pb.Model = append(pb.Model, 0)
	}
	if pb.NbVars < next {
		pb.NbVars = next
	}
	g.s = gs.New(pb)
	for _, cd := range cards {
		if cd.AtLeast > len(cd.Lits) {
			g.unsat = true
			return
		}
		gl := make([]gs.Lit, len(cd.Lits))
		for i, l := range cd.Lits {
			gl[i] = gs.IntToLit(int32(l))
		}
		g.s.AppendClause(gs.NewCardClause(gl, cd.AtLeast))
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
// reported.
func WriteCompetition(w io.Writer, res Result, nvars int) error {
	buf := []byte("s " + res.Status.String() + "\n")
	if res.Status == Sat {
		line := []byte("v")
		for v := 1; v <= nvars; v++ {
			lit := v
			if !res.Model.Value(encode.Lit(v)) {
				lit = -v
			}
			s := strconv.Itoa(lit)
			if len(line)+1+len(s) > 78 {
				buf = append(append(buf, line...), '\n')
				line = append(line[:0], 'v')
			}
			line = append(append(line, ' '), s...)
		}
		if len(line)+2 > 78 {
			buf = append(append(buf, line...), '\n')
			line = append(line[:0], 'v')
		}
		buf = append(append(buf, line...), " 0\n"...)
	}
	for _, c := range []struct {
		name string
		n    int64
	}{{"conflicts", res.Stats.Conflicts}, {"decisions", res.Stats.Decisions}, {"restarts", res.Stats.Restarts}} {
		if c.n >= 0 {
			buf = append(buf, fmt.Sprintf("c %s: %d\n", c.name, c.n)...)
		}
	}
	buf = append(buf, fmt.Sprintf("c wall: %.3f s\n", res.Stats.Wall.Seconds())...)
	_, err := w.Write(buf)
	return err
}
