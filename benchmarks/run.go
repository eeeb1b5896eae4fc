package benchmarks

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/puzzlesat/puzzlesat/solver"
)

// Grace is how long a worker waits past the timeout for a backend that
// ignores cancellation (in-process gophersat cannot be interrupted) before
// it gives up on the run; the parent kills a worker that has not answered
// by the timeout plus twice Grace plus a second.
var Grace = 2 * time.Second

// baseRecord is a job's record before it runs.
func baseRecord(j Job) Record {
	return Record{
		Job: j.Index, Of: j.Total, Set: j.Set, Instance: j.Instance, Kind: j.Kind, Options: j.Options.String(),
		Solver: j.Solver, Repeat: j.Repeat, Status: StatusError, Conflict: -1, Decision: -1,
		Timeout: j.Timeout, MaxRSSKB: -1,
	}
}

func errorRecord(j Job, err error) Record {
	r := baseRecord(j)
	r.Error = err.Error()
	r.normalize()
	return r
}

// Execute runs one job in this process and returns its record (without
// peak memory, which only a worker process can measure). The wall time
// covers parse, encode, solve, decode and check, not reading the file.
//
// The timeout cancels the solve's context. A backend that does not return
// within Grace after that is abandoned: the run is recorded as UNKNOWN and
// abandoned is true, meaning the process still runs the solve and should
// exit (a worker does). Execute never panics: a panic in a kind is an
// ERROR record.
func Execute(j Job) (rec Record, abandoned bool) {
	return ExecuteContext(context.Background(), j)
}

// ExecuteContext is Execute with a context whose end (an interrupt, or a
// worker's parent gone) cancels the solve as the timeout does: the run is
// recorded as UNKNOWN, and a backend that has not returned within Grace
// after that is abandoned.
func ExecuteContext(parent context.Context, j Job) (rec Record, abandoned bool) {
	rec = baseRecord(j)
	defer rec.normalize()
	k, err := LookupKind(j.Kind)
	if err != nil {
		return errorRecord(j, err), false
	}
	s, err := solver.Lookup(j.Solver)
	if err != nil {
		return errorRecord(j, err), false
	}
	if j.Certify {
		s = solver.Certified(s, solver.CertifyOptions{})
	}
	data, err := ReadInstanceFile(j.Path)
	if err != nil {
		return errorRecord(j, err), false
	}
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	type result struct {
		o   Outcome
		err error
	}
	ch := make(chan result, 1)
	start := time.Now()
	go func() {
		defer func() {
			if p := recover(); p != nil {
				ch <- result{err: fmt.Errorf("panic: %v\n%s", p, debug.Stack())}
			}
		}()
		in := Input{Path: j.Path, Data: data, Item: j.Item, Items: max(j.Items, 1), Options: j.Options, Unique: j.Unique, Prepared: j.Prepared}
		o, err := k.Run(ctx, in, s)
		ch <- result{o, err}
	}()
	var hard <-chan time.Time
	if j.Timeout > 0 {
		d := time.Duration(j.Timeout * float64(time.Second))
		t := time.AfterFunc(d, cancel)
		defer t.Stop()
		hardT := time.NewTimer(d + Grace)
		defer hardT.Stop()
		hard = hardT.C
	}
	var res result
	select {
	case res = <-ch:
	case <-hard:
		rec.Status = StatusUnknown
		rec.Wall = j.Timeout
		rec.Error = "timeout: the backend ignored cancellation; run abandoned"
		return rec, true
	case <-parent.Done():
		cancel()
		rec.Status = StatusUnknown
		rec.Wall = time.Since(start).Seconds()
		rec.Error = "interrupted: " + parent.Err().Error()
		select {
		case <-ch:
			return rec, false
		case <-time.After(Grace):
			return rec, true
		}
	}
	rec.Wall = time.Since(start).Seconds()
	o := res.o
	rec.Vars, rec.AuxVars, rec.Clauses, rec.Literals = o.Vars, o.AuxVars, o.Clauses, o.Literals
	rec.Rounds, rec.Conflict, rec.Decision, rec.Solve = o.Rounds, o.Conflicts, o.Decisions, o.SolveSeconds
	if res.err != nil {
		rec.Conflict, rec.Decision = -1, -1
		rec.Status = StatusError
		rec.Error = res.err.Error()
		certifyFailure(&rec, res.err)
		return rec, false
	}
	rec.Certified = certifiedColumn(o.Certified)
	if j.Unique && o.Status == solver.Sat {
		rec.Unique = o.Unique
	}
	if j.ByClass {
		rec.Class = o.Class
	}
	switch o.Status {
	case solver.Sat:
		rec.Status = StatusSat
		rec.Check = o.Check
		switch o.Check {
		case CheckNone:
			// A solution nobody checked is not trusted.
			rec.Check = CheckFail
			rec.Error = "the solution was not checked"
		case CheckFail:
			rec.Error = o.CheckErr
		}
	case solver.Unsat:
		rec.Status = StatusUnsat
		rec.Check = CheckNone
	default:
		rec.Status = StatusUnknown
	}
	return rec, false
}

// ServeWorker is the worker side of the process protocol: it reads one Job
// as JSON from r, runs it, and writes its Record as JSON to w, with the
// peak resident memory of this process and its children. It returns
// whether the process must exit now (a run was abandoned).
//
// A worker stops its run as at a timeout (the backend stops an external
// solver and removes its files) when it gets SIGTERM or an interrupt, or
// when its parent process goes away, so that a killed sweep leaves no
// worker or solver running.
func ServeWorker(r io.Reader, w io.Writer) (mustExit bool, err error) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go watchParent(ctx, cancel)
	var j Job
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return false, fmt.Errorf("bench worker: bad job on stdin: %w", err)
	}
	rec, abandoned := ExecuteContext(ctx, j)
	rec.MaxRSSKB = maxRSSKB()
	return abandoned, json.NewEncoder(w).Encode(rec)
}

// Runner runs jobs and returns their records.
type Runner interface {
	Run(ctx context.Context, j Job) Record
}

// InProcess runs jobs in this process, one at a time. It is for tests and
// library use: it cannot stop a backend that ignores cancellation, and it
// measures no peak memory. The command line always uses Process.
type InProcess struct{ mu sync.Mutex }

// Run implements Runner.
func (p *InProcess) Run(ctx context.Context, j Job) Record {
	p.mu.Lock()
	defer p.mu.Unlock()
	rec, _ := Execute(j)
	return rec
}

// Process runs each job in a fresh worker process: Path started with
// Args (Args[0] is the program name it sees), which must call ServeWorker
// on its stdin and stdout. The command line uses its own binary as
// "puzzlesat bench run-one". A fresh process per job keeps runs
// independent (gophersat cannot solve twice at once in one process) and
// makes the worker's peak memory that of one run.
type Process struct {
	Path string
	Args []string
	Env  []string // nil: this process's environment
}

// Run implements Runner.
func (p *Process) Run(ctx context.Context, j Job) Record {
	in, err := json.Marshal(j)
	if err != nil {
		return errorRecord(j, err)
	}
	cmd := &exec.Cmd{Path: p.Path, Args: p.Args, Env: p.Env, Stdin: bytes.NewReader(in)}
	var stdout bytes.Buffer
	stderr := &tailBuffer{max: 4096}
	cmd.Stdout = &stdout
	cmd.Stderr = stderr
	setGroup(cmd)
	if err := cmd.Start(); err != nil {
		return errorRecord(j, fmt.Errorf("starting worker: %w", err))
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var kill <-chan time.Time
	if j.Timeout > 0 {
		// The worker gives up on its own after the timeout plus Grace.
		t := time.NewTimer(time.Duration(j.Timeout*float64(time.Second)) + 2*Grace + time.Second)
		defer t.Stop()
		kill = t.C
	}
	var waitErr error
	killed := false
	select {
	case waitErr = <-done:
	case <-kill:
		killed = true
		killGroup(cmd)
		waitErr = <-done
	case <-ctx.Done():
		// Ask the worker to stop first, so that it stops its solver and
		// removes its files; kill it when it does not.
		termGroup(cmd)
		select {
		case <-done:
		case <-time.After(Grace + time.Second):
			killGroup(cmd)
			<-done
		}
		killGroup(cmd)
		return errorRecord(j, ctx.Err())
	}
	// Whatever the worker started (an external solver) goes with it.
	killGroup(cmd)
	rss := processRSSKB(cmd.ProcessState)
	if killed {
		rec := baseRecord(j)
		rec.Status = StatusUnknown
		rec.Wall = j.Timeout
		rec.MaxRSSKB = rss
		rec.Error = "timeout: worker killed"
		rec.normalize()
		return rec
	}
	// The record is the worker's last line (anything printed before it,
	// say by a chatty library, is ignored).
	out := bytes.TrimSpace(stdout.Bytes())
	if i := bytes.LastIndexByte(out, '\n'); i >= 0 {
		out = out[i+1:]
	}
	var rec Record
	if err := json.Unmarshal(out, &rec); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = strings.TrimSpace(stdout.String())
		}
		return errorRecord(j, fmt.Errorf("worker failed (%v): %s", waitErr, msg))
	}
	if rec.Job != j.Index || rec.Instance != j.Instance || rec.Solver != j.Solver {
		return errorRecord(j, fmt.Errorf("worker answered job %d (%s, %s), not job %d", rec.Job, rec.Instance, rec.Solver, j.Index))
	}
	if rec.MaxRSSKB < 0 {
		rec.MaxRSSKB = rss
	}
	rec.normalize()
	return rec
}

// tailBuffer keeps the last max bytes written.
type tailBuffer struct {
	max int
	b   []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string { return string(t.b) }

// RunJobs runs jobs on n parallel workers through r and returns their
// records ordered by job index. progress, when set, is called after each
// job (from one goroutine at a time). When ctx ends, the jobs not yet run
// are dropped and ctx's error is returned with the records done so far.
func RunJobs(ctx context.Context, jobs []Job, r Runner, n int, progress func(Record)) ([]Record, error) {
	if n < 1 {
		n = 1
	}
	feed := make(chan Job)
	out := make(chan Record)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range feed {
				out <- r.Run(ctx, j)
			}
		}()
	}
	go func() {
		defer close(feed)
		for _, j := range jobs {
			select {
			case feed <- j:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(out) }()
	var recs []Record
	for rec := range out {
		if ctx.Err() != nil && rec.Status == StatusError && rec.Error == ctx.Err().Error() {
			continue // interrupted, not run
		}
		recs = append(recs, rec)
		if progress != nil {
			progress(rec)
		}
	}
	sort.Slice(recs, func(a, b int) bool { return recs[a].Job < recs[b].Job })
	return recs, ctx.Err()
}

// ErrWrong is returned (wrapped) by Bench when some run gave a wrong answer
// or failed, after the reports were written.
var ErrWrong = errors.New("some runs failed or gave wrong answers")

// Executable is the path of the running binary (for Process.Path).
func Executable() (string, error) { return os.Executable() }
