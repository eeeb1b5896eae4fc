package benchmarks

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"
	"os/exec"
	"os/signal"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
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
	k, s, data, err := prepareJob(j)
	if err != nil {
		return errorRecord(j, err), false
	}
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	start := time.Now()
	ch := startJob(ctx, j, k, s, data)
	var hard <-chan time.Time
	if j.Timeout > 0 {
		d := time.Duration(j.Timeout * float64(time.Second))
		t := time.AfterFunc(d, cancel)
		defer t.Stop()
		hardT := time.NewTimer(d + Grace)
		defer hardT.Stop()
		hard = hardT.C
	}
	var res jobResult
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
	rec.Wall = max(time.Since(start).Seconds()-res.o.StrengthSeconds, 0)
	rec.setOutcome(j, res.o, res.err)
	return rec, false
}

// prepareJob looks up j's kind and solver (wrapped to certify its answers
// when j asks for it) and reads j's instance file.
func prepareJob(j Job) (Kind, solver.Solver, []byte, error) {
	k, err := LookupKind(j.Kind)
	if err != nil {
		return nil, nil, nil, err
	}
	s, err := solver.Lookup(j.Solver)
	if err != nil {
		return nil, nil, nil, err
	}
	if j.Certify {
		s = solver.Certified(s, solver.CertifyOptions{})
	}
	if _, ok := k.(streamer); ok {
		return k, s, nil, nil // the run reads the file as a stream
	}
	data, err := ReadInstanceFile(j.Path, k)
	if err != nil {
		return nil, nil, nil, err
	}
	return k, s, data, nil
}

// jobResult is what a kind's Run returned; a panic in it is an error.
type jobResult struct {
	o   Outcome
	err error
}

// startJob runs kind k on j's instance data with solver s on a goroutine
// of its own, and returns the channel its result comes on.
func startJob(ctx context.Context, j Job, k Kind, s solver.Solver, data []byte) <-chan jobResult {
	ch := make(chan jobResult, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				ch <- jobResult{err: fmt.Errorf("panic: %v\n%s", p, debug.Stack())}
			}
		}()
		in := Input{Path: j.Path, Data: data, Item: j.Item, Items: max(j.Items, 1), Options: j.Options, Unique: j.Unique, Strength: j.Strength, Prepared: j.Prepared}
		o, err := k.Run(ctx, in, s)
		ch <- jobResult{o, err}
	}()
	return ch
}

// setOutcome records what a finished run of j gave: its sizes and
// counters, and its status, or err as an ERROR. A SAT answer whose
// solution nobody checked counts as a failed check.
func (rec *Record) setOutcome(j Job, o Outcome, err error) {
	rec.Vars, rec.AuxVars, rec.Clauses, rec.Literals = o.Vars, o.AuxVars, o.Clauses, o.Literals
	rec.Rounds, rec.Conflict, rec.Decision, rec.Solve = o.Rounds, o.Conflicts, o.Decisions, o.SolveSeconds
	if err != nil {
		rec.Conflict, rec.Decision = -1, -1
		rec.Status = StatusError
		rec.Error = err.Error()
		certifyFailure(rec, err)
		return
	}
	rec.Certified = certifiedColumn(o.Certified)
	if o.UPStrength != nil {
		rec.UPStrength = strconv.FormatFloat(*o.UPStrength, 'f', 4, 64)
	}
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
}

// ServeWorker is the worker side of the process protocol: it reads jobs
// as JSON from r, one after the other, runs each and writes its Record as
// one line of JSON to w, with the peak resident memory of the run. It
// returns at the end of r, or after a run it had to abandon (mustExit:
// the process must exit now, as its backend still runs).
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
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	enc := json.NewEncoder(w)
	for n := 0; ; n++ {
		var j Job
		if err := dec.Decode(&j); err != nil {
			if err == io.EOF && n > 0 {
				return false, nil
			}
			return false, fmt.Errorf("bench worker: bad job on stdin: %w", err)
		}
		if n > 0 {
			// A reused worker: its peak memory starts again from what
			// it holds now.
			resetPeakRSS()
		}
		rec, abandoned := ExecuteContext(ctx, j)
		rec.MaxRSSKB = maxRSSKB()
		if err := enc.Encode(rec); err != nil || abandoned || ctx.Err() != nil {
			return abandoned, err
		}
	}
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

// ParentEnv names the environment variable through which Process tells a
// worker its parent's process id: the worker stops when that process is
// gone.
const ParentEnv = "PUZZLESAT_BENCH_PARENT"

// Process runs jobs in worker processes: Path started with Args (Args[0]
// is the program name it sees), which must call ServeWorker on its stdin
// and stdout. The command line uses its own binary as
// "puzzlesat bench run-one".
//
// By default every job gets a fresh worker: runs stay independent
// (gophersat cannot solve twice at once in one process, and no run
// inherits another's heap, caches or garbage-collector state), and the
// worker's peak memory is that of one run. With Reuse, a worker that
// answered SAT or UNSAT is kept for the next job, which saves a process
// start per run; see docs/bench.md for what that costs in fidelity.
type Process struct {
	Path  string
	Args  []string
	Env   []string // nil: this process's environment
	Reuse bool

	mu   sync.Mutex
	idle []*worker
}

// worker is a running worker process.
type worker struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan []byte   // its stdout, line by line; closed at the end
	done   chan struct{} // closed when it has exited
	err    error         // Wait's error, after done
	stderr *tailBuffer   // read after done only
	served int           // jobs answered
	drain  sync.Once
}

// discard reads and drops the rest of the worker's output, so that it
// never blocks writing it and its end is seen.
func (w *worker) discard() {
	w.drain.Do(func() {
		go func() {
			for range w.lines {
			}
		}()
	})
}

func (p *Process) start() (*worker, error) {
	env := p.Env
	if env == nil {
		env = os.Environ()
	}
	env = append(env[:len(env):len(env)], ParentEnv+"="+strconv.Itoa(os.Getpid()))
	cmd := &exec.Cmd{Path: p.Path, Args: p.Args, Env: env}
	w := &worker{cmd: cmd, lines: make(chan []byte, 16), done: make(chan struct{}), stderr: &tailBuffer{max: 4096}}
	cmd.Stderr = w.stderr
	var err error
	if w.stdin, err = cmd.StdinPipe(); err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	setGroup(cmd)
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	go func() {
		readLines(stdout, w.lines)
		w.err = cmd.Wait()
		close(w.done)
	}()
	return w, nil
}

// maxLine bounds a line of a worker's output (longer ones are dropped).
const maxLine = 1 << 20

// readLines sends r's lines to out and closes it at the end.
func readLines(r io.Reader, out chan<- []byte) {
	defer close(out)
	br := bufio.NewReaderSize(r, 64<<10)
	var line []byte
	long := false
	for {
		chunk, err := br.ReadSlice('\n')
		if len(line)+len(chunk) > maxLine {
			line, long = line[:0], true
		} else {
			line = append(line, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if len(line) > 0 && !long {
			out <- line
		}
		line, long = nil, false
		if err != nil {
			return
		}
	}
}

// get takes an idle worker or starts one.
func (p *Process) get() (*worker, error) {
	p.mu.Lock()
	if n := len(p.idle); n > 0 {
		w := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		return w, nil
	}
	p.mu.Unlock()
	return p.start()
}

// Close stops the idle workers.
func (p *Process) Close() error {
	p.mu.Lock()
	idle := p.idle
	p.idle = nil
	p.mu.Unlock()
	for _, w := range idle {
		w.stop()
	}
	return nil
}

// stop ends a worker: the end of its input asks it to exit; it is killed
// (with its process group) when it has not within a second.
func (w *worker) stop() {
	w.stdin.Close()
	w.discard()
	select {
	case <-w.done:
	case <-time.After(time.Second):
	}
	killGroup(w.cmd)
	<-w.done
}

// Run implements Runner.
func (p *Process) Run(ctx context.Context, j Job) Record {
	for {
		w, err := p.get()
		if err != nil {
			return errorRecord(j, fmt.Errorf("starting worker: %w", err))
		}
		rec, answered := p.exchange(ctx, w, j)
		if !answered && w.served > 0 && ctx.Err() == nil && rec.Status == StatusError {
			// A reused worker that died before it took the job (it
			// did not answer): the job gets a fresh worker.
			continue
		}
		return rec
	}
}

// exchange sends j to w and waits for its record. answered reports
// whether the worker gave one.
func (p *Process) exchange(ctx context.Context, w *worker, j Job) (rec Record, answered bool) {
	in, err := json.Marshal(j)
	if err != nil {
		p.put(w, false)
		return errorRecord(j, err), false
	}
	go func() {
		_, _ = w.stdin.Write(append(in, '\n'))
		if !p.Reuse {
			w.stdin.Close()
		}
	}()
	var kill <-chan time.Time
	if j.Timeout > 0 {
		// The worker gives up on its own after the timeout plus Grace.
		t := time.NewTimer(time.Duration(j.Timeout*float64(time.Second)) + 2*Grace + time.Second)
		defer t.Stop()
		kill = t.C
	}
	for {
		select {
		case line, ok := <-w.lines:
			if !ok {
				<-w.done
				killGroup(w.cmd)
				msg := workerFailure(w.stderr)
				if msg == "" {
					msg = "no record"
				}
				return errorRecord(j, fmt.Errorf("worker failed (%v): %s", w.err, msg)), false
			}
			var r Record
			if json.Unmarshal(line, &r) != nil {
				continue // a chatty library's output
			}
			if r.Job != j.Index || r.Instance != j.Instance || r.Solver != j.Solver {
				p.put(w, false)
				return errorRecord(j, fmt.Errorf("worker answered job %d (%s, %s), not job %d", r.Job, r.Instance, r.Solver, j.Index)), true
			}
			w.served++
			reuse := p.Reuse && (r.Status == StatusSat || r.Status == StatusUnsat)
			if !reuse {
				p.finish(w, kill)
				if r.MaxRSSKB < 0 {
					r.MaxRSSKB = processRSSKB(w.cmd.ProcessState)
				}
			} else {
				p.put(w, true)
			}
			r.normalize()
			return r, true
		case <-kill:
			killGroup(w.cmd)
			w.discard()
			<-w.done
			rec := baseRecord(j)
			rec.Status = StatusUnknown
			rec.Wall = j.Timeout
			rec.MaxRSSKB = processRSSKB(w.cmd.ProcessState)
			rec.Error = "timeout: worker killed"
			rec.normalize()
			return rec, true
		case <-ctx.Done():
			// Ask the worker to stop first, so that it stops its solver
			// and removes its files; kill it when it does not.
			termGroup(w.cmd)
			w.discard()
			select {
			case <-w.done:
			case <-time.After(Grace + time.Second):
			}
			killGroup(w.cmd)
			<-w.done
			return errorRecord(j, ctx.Err()), false
		}
	}
}

// finish waits for a worker that answered to exit (it was told the input
// ended, or it ended its run), until kill fires, and kills what is left
// of its process group (an external solver goes with it).
func (p *Process) finish(w *worker, kill <-chan time.Time) {
	w.stdin.Close()
	w.discard()
	select {
	case <-w.done:
	case <-kill:
	}
	killGroup(w.cmd)
	<-w.done
}

// put returns a worker to the idle list, or stops it.
func (p *Process) put(w *worker, keep bool) {
	if !keep {
		go w.stop()
		return
	}
	p.mu.Lock()
	p.idle = append(p.idle, w)
	p.mu.Unlock()
}

// tailBuffer keeps the first headMax and the last max bytes written.
type tailBuffer struct {
	max  int
	b    []byte
	head []byte
}

const headMax = 1024

func (t *tailBuffer) Write(p []byte) (int, error) {
	if n := min(headMax-len(t.head), len(p)); n > 0 {
		t.head = append(t.head, p[:n]...)
	}
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string { return string(t.b) }

// workerFailure is what a dead worker's standard error says, for its
// ERROR record: the Go runtime's own words when it crashed ("fatal
// error: runtime: out of memory", "panic: ..."), without the goroutine
// dump that follows them (issue 32 item 7), else the last of what it
// wrote.
func workerFailure(t *tailBuffer) string {
	for _, text := range []string{string(t.head), t.String()} {
		for _, line := range strings.Split(text, "\n") {
			line = strings.TrimSpace(line)
			if strings.HasPrefix(line, "fatal error: ") || strings.HasPrefix(line, "panic: ") {
				return line + " (the worker crashed; its stack trace is not recorded)"
			}
		}
	}
	return strings.TrimSpace(t.String())
}

// RunJobs runs jobs on n parallel workers through r and gives each record
// to sink as its run ends (from one goroutine at a time, in the order runs
// end). When ctx ends, the jobs not yet run are dropped, the runs it
// interrupted give no record, and ctx's error is returned (nil when no job
// was dropped or interrupted). When sink fails, the sweep stops and its
// error is returned.
func RunJobs(ctx context.Context, jobs iter.Seq[Job], r Runner, n int, sink func(Record) error) error {
	n = max(n, 1)
	run, stop := context.WithCancel(ctx)
	defer stop()
	feed := make(chan Job)
	out := make(chan Record)
	var wg sync.WaitGroup
	var allFed atomic.Bool
	go func() {
		defer func() {
			close(feed)
			wg.Wait()
			close(out)
		}()
		// A worker is started with each of the first n jobs: never more
		// workers than jobs (issue 32 item 6: --jobs 1000000000 on one
		// instance starts one).
		started := 0
		for j := range jobs {
			if started < n {
				started++
				wg.Add(1)
				go func() {
					defer wg.Done()
					for j := range feed {
						out <- r.Run(run, j)
					}
				}()
			}
			select {
			case feed <- j:
			case <-run.Done():
				return
			}
		}
		allFed.Store(true)
	}()
	var sinkErr error
	interrupted := false
	for rec := range out {
		if run.Err() != nil && rec.Status == StatusError && rec.Error == run.Err().Error() {
			interrupted = true
			continue // interrupted, not run
		}
		if sinkErr == nil && sink != nil {
			if sinkErr = sink(rec); sinkErr != nil {
				stop()
			}
		}
	}
	if sinkErr != nil {
		return sinkErr
	}
	if allFed.Load() && !interrupted {
		return nil // every job ran, even if ctx ended as the last one did
	}
	return ctx.Err()
}

// ErrWrong is returned (wrapped) by Bench when some run gave a wrong answer
// or failed, after the reports were written.
var ErrWrong = errors.New("some runs failed or gave wrong answers")

// Executable is the path of the running binary (for Process.Path).
func Executable() (string, error) { return os.Executable() }
