package solver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// DefaultGrace is how long a solver gets between SIGTERM and SIGKILL.
const DefaultGrace = 500 * time.Millisecond

// runEnv names the environment variable that marks every process of one
// solver run: runProcess sets it to "<our pid>.<run number>" for the
// solver, and the solver's descendants inherit it. It is how an orphan
// re-parented to this process (see EnableSubreaper) is told to belong to
// a run, and to which, without touching processes it did not start.
const runEnv = "PUZZLESAT_SOLVER_RUN"

var (
	subreaper atomic.Bool  // EnableSubreaper succeeded
	runSeq    atomic.Int64 // numbers the runs for runEnv

	liveMu    sync.Mutex
	liveRuns  = map[*tracker]bool{} // the runs in progress
	liveTemps = map[string]bool{}   // temporary files of solves in progress
)

// EnableSubreaper makes this process, on Linux, the child subreaper of
// its descendants (prctl PR_SET_CHILD_SUBREAPER): a solver's helper that
// double-forks, as in "( setsid helper & )", is re-parented to this
// process instead of to init, carries the run's mark in its environment
// (runEnv), and is found and killed with the run; the zombies of the
// helpers killed so are reaped by pid. It returns errors.ErrUnsupported
// elsewhere; tracking then relies on polling the process table alone.
//
// Call it once, early, in a program: it changes where every orphaned
// descendant of the program goes, not only the solvers'. This package
// never waits for a process it did not start or mark, so the program's
// other children (and os/exec's Wait for them) are not disturbed; an
// orphan that is not a solver's stays this process's child (a zombie
// after it exits, until this process exits) instead of init's.
func EnableSubreaper() error {
	if err := enableSubreaper(); err != nil {
		return err
	}
	subreaper.Store(true)
	return nil
}

// KillAll ends at once (SIGKILL) every solver process tree this package
// started and that still runs, and removes the temporary files of the
// solves in progress. It is for a program that must exit now (a watchdog
// after a signal): ordinary cancellation goes through the context, which
// gives solvers their grace period and waits for them.
func KillAll() {
	liveMu.Lock()
	var runs []*tracker
	for t := range liveRuns {
		runs = append(runs, t)
	}
	var temps []string
	for f := range liveTemps {
		temps = append(temps, f)
	}
	liveMu.Unlock()
	for _, t := range runs {
		t.killNow()
	}
	for _, f := range temps {
		os.Remove(f)
	}
}

// trackTemp registers a temporary file for KillAll; untrackTemp removes
// the file and its registration.
func trackTemp(path string) {
	liveMu.Lock()
	liveTemps[path] = true
	liveMu.Unlock()
}

func untrackTemp(path string) {
	os.Remove(path)
	liveMu.Lock()
	delete(liveTemps, path)
	liveMu.Unlock()
}

// isLiveRoot reports whether pid is the solver process (started with
// os/exec, which waits for it) of a run in progress.
func isLiveRoot(pid int) bool {
	liveMu.Lock()
	defer liveMu.Unlock()
	for t := range liveRuns {
		if t.root == pid {
			return true
		}
	}
	return false
}

// procSpec describes one run of a solver process.
type procSpec struct {
	name  string   // solver name, for errors
	path  string   // binary
	args  []string // arguments
	env   []string // extra environment variables (KEY=VALUE)
	stdin func(w io.Writer) error
	grace time.Duration
	// maxStdout and maxStderr bound the captured output (0: the defaults
	// DefaultMaxOutput and maxStderr). A solver that prints more is
	// stopped like a timeout and the result has overflow set.
	maxStdout, maxStderr int
}

// DefaultMaxOutput bounds a solver's captured standard output when the
// caller gives no bound; maxStderr bounds its standard error (only quoted
// in errors). A solver printing without end must not exhaust memory.
const (
	DefaultMaxOutput = 64 << 20
	maxStderr        = 16 << 20
)

// procResult is what a process run produced.
type procResult struct {
	stdout, stderr []byte
	exitCode       int            // -1 when the process died of a signal
	signal         syscall.Signal // the signal, when exitCode is -1
	killed         bool           // we stopped it (deadline, cancellation or overflow)
	overflow       string         // "stdout" or "stderr" when it printed more than the bound
	wall           time.Duration
}

// runProcess starts spec's binary in its own process group, feeds it its
// input, captures stdout and stderr, and waits for it. While it runs, a
// tracker records every descendant process (walking parent pids with
// go-ps, so that wrappers that start their own session are found too).
// When ctx ends first, the whole tree gets SIGTERM, then SIGKILL after the
// grace period; runProcess returns only when the tree is gone. Descendants
// left behind by a solver that exited normally are terminated the same way.
//
// The steps are startRun (pipes, process, tracker, the goroutines that
// feed and drain it), procRun.await (the solver's end or ctx's, and the
// tree's end), procRun.drain (input writer and output readers done) and
// procResult.setExit (the exit status).
func runProcess(ctx context.Context, spec procSpec) (*procResult, error) {
	if spec.grace <= 0 {
		spec.grace = DefaultGrace
	}
	if err := ctx.Err(); err != nil {
		return &procResult{killed: true}, nil
	}
	if spec.maxStdout <= 0 {
		spec.maxStdout = DefaultMaxOutput
	}
	if spec.maxStderr <= 0 {
		spec.maxStderr = maxStderr
	}
	ctx, stopAll := context.WithCancel(ctx)
	defer stopAll()
	run, err := startRun(spec, stopAll)
	if err != nil {
		return nil, err
	}
	defer run.unregister()
	res := &procResult{}
	waitErr := run.await(ctx, spec.grace, res)
	run.drain(spec.grace)
	res.stdout, res.stderr = run.stdout.buf.Bytes(), run.stderr.buf.Bytes()
	switch {
	case run.stdout.over.Load():
		res.overflow = "stdout"
	case run.stderr.over.Load():
		res.overflow = "stderr"
	}
	if err := res.setExit(waitErr); err != nil {
		return nil, err
	}
	return res, nil
}

// procRun is a started solver process: its tracker, our ends of its
// pipes, and the goroutines that feed and drain it.
type procRun struct {
	tr             *tracker
	start          time.Time
	outR, errR     *os.File      // read by the output readers
	inW            *os.File      // written by the input writer (nil: no input)
	stdout, stderr *cappedBuffer // what the readers captured
	readers        sync.WaitGroup
	writerDone     chan struct{} // closed when the input writer is done
	waitDone       chan error    // cmd.Wait's result
}

// solverPipes are the pipes of one solver process. The child gets outW,
// errW and inR; we keep outR, errR and inW. They are *os.File values of
// our own: exec then starts no copying goroutines, and cmd.Wait returns
// as soon as the solver exits even if a stray descendant still holds the
// write ends.
type solverPipes struct {
	outR, outW, errR, errW *os.File
	inR, inW               *os.File // nil when the solver gets no input
}

// openPipes opens the output pipes, and the input pipe when input is set.
// On error nothing stays open.
func openPipes(input bool) (*solverPipes, error) {
	p := &solverPipes{}
	var err error
	if p.outR, p.outW, err = os.Pipe(); err == nil {
		if p.errR, p.errW, err = os.Pipe(); err == nil && input {
			p.inR, p.inW, err = os.Pipe()
		}
	}
	if err != nil {
		closeFiles(p.outR, p.outW, p.errR, p.errW)
		return nil, err
	}
	return p, nil
}

// closeFiles closes the files that are not nil.
func closeFiles(files ...*os.File) {
	for _, f := range files {
		if f != nil {
			f.Close()
		}
	}
}

// startRun starts spec's binary with the run's mark (runEnv) in its
// environment, registers its tracker for KillAll, and starts the
// goroutines that copy its output into bounded buffers (stopAll is called
// when one overflows), write its input, and wait for it.
func startRun(spec procSpec, stopAll func()) (*procRun, error) {
	cmd := exec.Command(spec.path, spec.args...)
	cmd.SysProcAttr = sysProcAttr()
	marker := fmt.Sprintf("%s=%d.%d", runEnv, os.Getpid(), runSeq.Add(1))
	cmd.Env = append(append(os.Environ(), marker), spec.env...)
	p, err := openPipes(spec.stdin != nil)
	if err != nil {
		return nil, err
	}
	if p.inR != nil {
		cmd.Stdin = p.inR
	}
	cmd.Stdout, cmd.Stderr = p.outW, p.errW
	start := time.Now()
	// Started and registered under liveMu: a KillAll that comes while the
	// process starts waits for its registration and then kills it, rather
	// than missing a process that already runs.
	liveMu.Lock()
	err = cmd.Start()
	closeFiles(p.outW, p.errW, p.inR) // the child's ends
	if err != nil {
		liveMu.Unlock()
		closeFiles(p.outR, p.errR, p.inW)
		return nil, err
	}
	run := &procRun{
		tr:         newTracker(cmd.Process.Pid),
		start:      start,
		outR:       p.outR,
		errR:       p.errR,
		inW:        p.inW,
		stdout:     &cappedBuffer{max: spec.maxStdout, onOver: stopAll},
		stderr:     &cappedBuffer{max: spec.maxStderr, onOver: stopAll},
		writerDone: make(chan struct{}),
		waitDone:   make(chan error, 1),
	}
	run.tr.marker = marker
	liveRuns[run.tr] = true
	liveMu.Unlock()

	run.readers.Add(2)
	go func() { defer run.readers.Done(); io.Copy(run.stdout, run.outR) }()
	go func() { defer run.readers.Done(); io.Copy(run.stderr, run.errR) }()
	if run.inW != nil {
		go func() {
			defer close(run.writerDone)
			// A solver may exit (or be killed) before reading all of its
			// input: the write error is then expected and irrelevant.
			spec.stdin(&errWriter{w: run.inW})
			run.inW.Close()
		}()
	} else {
		close(run.writerDone)
	}
	go func() {
		err := cmd.Wait()
		run.tr.rootDone.Store(true)
		run.waitDone <- err
	}()
	return run, nil
}

// unregister removes the run from the runs KillAll knows.
func (run *procRun) unregister() {
	liveMu.Lock()
	delete(liveRuns, run.tr)
	liveMu.Unlock()
}

// await polls the process table for the solver's descendants until the
// solver exits or ctx ends, and returns cmd.Wait's result. When ctx ends
// first (and the solver has not exited at the same moment: its answer is
// preferred), the tree is terminated and res.killed is set; otherwise the
// orphans the solver left behind (a wrapper's helpers) get the same
// treatment. res.wall is the time until the solver's end, or until the
// tree's end when it was killed.
func (run *procRun) await(ctx context.Context, grace time.Duration, res *procResult) (waitErr error) {
	trackStop := make(chan struct{})
	trackDone := make(chan struct{})
	go func() { defer close(trackDone); run.tr.poll(trackStop) }()
	stopTracking := func() {
		close(trackStop)
		<-trackDone
	}
	select {
	case waitErr = <-run.waitDone:
	case <-ctx.Done():
		select {
		case waitErr = <-run.waitDone:
		default:
			res.killed = true
			stopTracking()
			run.tr.terminate(grace, run.waitDone, &waitErr)
			res.wall = time.Since(run.start)
			return waitErr
		}
	}
	stopTracking()
	res.wall = time.Since(run.start)
	run.tr.terminate(grace, nil, nil)
	return waitErr
}

// drain ends the input writer and the output readers, once every process
// of the tree is gone. The writer reads the caller's formula: it must be
// done before the caller may change the formula again. An escaped process
// could still hold the output pipes, so the wait for their end is bounded
// (twice grace); then they are closed.
func (run *procRun) drain(grace time.Duration) {
	if run.inW != nil {
		run.inW.Close() // unblocks the input writer if nobody reads any more
	}
	<-run.writerDone
	readDone := make(chan struct{})
	go func() { run.readers.Wait(); close(readDone) }()
	select {
	case <-readDone:
	case <-time.After(2 * grace):
		run.outR.Close()
		run.errR.Close()
		<-readDone
	}
	run.outR.Close()
	run.errR.Close()
}

// setExit sets the exit code (and the signal that killed the process)
// from cmd.Wait's result; an error other than an exit status is returned.
func (r *procResult) setExit(waitErr error) error {
	r.exitCode = 0
	if waitErr == nil {
		return nil
	}
	var ee *exec.ExitError
	if !errors.As(waitErr, &ee) {
		return waitErr
	}
	r.exitCode = ee.ExitCode()
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		r.exitCode = -1
		r.signal = ws.Signal()
	}
	return nil
}

// cappedBuffer keeps the first max bytes written to it and drops the
// rest; the first write past max calls onOver (which stops the solver).
// Writes never fail, so the copy keeps draining the pipe.
type cappedBuffer struct {
	buf    bytes.Buffer
	max    int
	over   atomic.Bool
	onOver func()
}

func (c *cappedBuffer) Write(p []byte) (int, error) {
	if room := c.max - c.buf.Len(); len(p) > room {
		c.buf.Write(p[:max(room, 0)])
		if !c.over.Swap(true) {
			c.onOver()
		}
		return len(p), nil
	}
	return c.buf.Write(p)
}

// errWriter swallows writes after the first error.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	e.err = err
	return n, err
}

// tracker remembers the descendants of a root process.
type tracker struct {
	root     int
	marker   string      // the run's runEnv entry ("" : none)
	rootDone atomic.Bool // os/exec has waited for the root
	mu       sync.Mutex
	seen     map[int]procID // pid -> identity when first seen (guards against pid reuse)
}

// procID tells a process from a later one that got the same pid: its start
// time where the system reports it (Linux), else its executable name. The
// name alone is not enough: a process first seen between fork and exec
// changes its name, and was then taken for a reused pid and never killed.
type procID struct {
	start uint64 // start time in clock ticks since boot; 0 when unknown
	exe   string
}

func identify(p process) procID {
	if st, ok := procStart(p.Pid()); ok {
		return procID{start: st}
	}
	return procID{exe: p.Executable()}
}

func newTracker(root int) *tracker {
	return &tracker{root: root, seen: map[int]procID{}}
}

// poll scans the process table until stop is closed, often at first and
// then every 200 ms.
func (t *tracker) poll(stop <-chan struct{}) {
	d := 5 * time.Millisecond
	for {
		t.scan()
		select {
		case <-stop:
			return
		case <-time.After(d):
		}
		if d < 200*time.Millisecond {
			d *= 2
		}
	}
}

// scan adds every live descendant of the root, or of a process already
// tracked (orphans are re-parented, so their own children are found
// through them), and returns how many new ones it found.
func (t *tracker) scan() int {
	procs, err := processes()
	if err != nil {
		return 0
	}
	children := map[int][]process{}
	for _, p := range procs {
		children[p.PPid()] = append(children[p.PPid()], p)
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	queue := []int{t.root}
	for pid := range t.seen {
		queue = append(queue, pid)
	}
	visited := map[int]bool{}
	added := 0
	if subreaper.Load() && t.marker != "" {
		// Orphans re-parented to this process: the run's own carry its mark.
		for _, c := range children[os.Getpid()] {
			pid := c.Pid()
			if _, ok := t.seen[pid]; ok || pid == t.root || isLiveRoot(pid) || !environHas(pid, t.marker) {
				continue
			}
			t.seen[pid] = identify(c)
			added++
			queue = append(queue, pid)
		}
	}
	for len(queue) > 0 {
		pid := queue[0]
		queue = queue[1:]
		if visited[pid] {
			continue
		}
		visited[pid] = true
		for _, c := range children[pid] {
			if c.Pid() == t.root || c.Pid() <= 1 {
				continue
			}
			if _, ok := t.seen[c.Pid()]; !ok {
				t.seen[c.Pid()] = identify(c)
				added++
			}
			queue = append(queue, c.Pid())
		}
	}
	return added
}

// pids are the tracked processes that are still alive and still run the
// executable they ran when first seen.
func (t *tracker) pids() []int {
	t.mu.Lock()
	defer t.mu.Unlock()
	var out []int
	for pid, id := range t.seen {
		if !alive(pid) {
			reapAdopted(pid, id)
			delete(t.seen, pid)
			continue
		}
		if p, err := findProcess(pid); err != nil || p == nil || identify(p) != id {
			delete(t.seen, pid)
			continue
		}
		out = append(out, pid)
	}
	return out
}

// reapAdopted reaps pid, a process of a run that has died, when it is a
// zombie child of this process (an orphan re-parented here by
// EnableSubreaper) and still the process that was tracked. os/exec never
// waits for such a process: it only waits for the runs' roots.
func reapAdopted(pid int, id procID) {
	st, ok := statOf(pid)
	if !ok || st.state != 'Z' || st.ppid != os.Getpid() || (id.start != 0 && id.start != st.start) || isLiveRoot(pid) {
		return
	}
	reap(pid)
}

// killNow SIGKILLs the tree at once, without freezing or grace (KillAll).
func (t *tracker) killNow() {
	t.scan()
	if !t.rootDone.Load() {
		syscall.Kill(t.root, syscall.SIGKILL)
	}
	syscall.Kill(-t.root, syscall.SIGKILL)
	for _, pid := range t.pids() {
		syscall.Kill(pid, syscall.SIGKILL)
	}
}

// terminate ends the tree: it freezes every process (SIGSTOP) while
// rescanning until no new descendant appears, so nothing can fork or
// escape meanwhile, then sends SIGTERM and SIGCONT, waits up to grace, and
// SIGKILLs what is left. waitDone, when not nil, is the root's cmd.Wait
// result channel (the root is then still running); its result is stored
// in *waitErr.
func (t *tracker) terminate(grace time.Duration, waitDone <-chan error, waitErr *error) {
	rootAlive := waitDone != nil
	signalAll := func(sig syscall.Signal) {
		if rootAlive {
			syscall.Kill(t.root, sig)
		}
		syscall.Kill(-t.root, sig) // the process group the root leads (or led)
		for _, pid := range t.pids() {
			syscall.Kill(pid, sig)
		}
	}
	if !rootAlive {
		t.scan()
		if len(t.pids()) == 0 && syscall.Kill(-t.root, 0) != nil {
			return // nothing left, not even in the process group
		}
	}
	// Freeze, rescanning until the tree is stable.
	for i := 0; i < 20; i++ {
		signalAll(sigStop)
		if t.scan() == 0 && i > 0 {
			break
		}
	}
	signalAll(syscall.SIGTERM)
	signalAll(sigCont)
	deadline := time.Now().Add(grace)
	for time.Now().Before(deadline) {
		if rootAlive {
			select {
			case *waitErr = <-waitDone:
				rootAlive = false
			default:
			}
		}
		if !rootAlive && len(t.pids()) == 0 {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	signalAll(syscall.SIGKILL)
	if rootAlive {
		*waitErr = <-waitDone
	}
	// SIGKILL cannot be ignored; wait (bounded) until the kernel is done.
	for i := 0; i < 200 && len(t.pids()) > 0; i++ {
		syscall.Kill(-t.root, syscall.SIGKILL)
		for _, pid := range t.pids() {
			syscall.Kill(pid, syscall.SIGKILL)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// alive reports whether pid exists and is not a zombie.
func alive(pid int) bool {
	if b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err == nil {
		s := string(b)
		if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) {
			st := s[i+2]
			return st != 'Z' && st != 'X'
		}
		return true
	} else if _, err := os.Stat("/proc/self/stat"); err == nil {
		return false // procfs works, the process is gone
	}
	return syscall.Kill(pid, 0) == nil
}

// Descendants lists the live descendants of pid (walking parent pids with
// go-ps). Tests use it to prove that a killed solver left nothing behind.
func Descendants(pid int) []int {
	t := newTracker(pid)
	t.scan()
	return t.pids()
}

// clip shortens s for an error message, keeping its head and tail.
func clip(s string, n int) string {
	s = strings.TrimSpace(s)
	if len(s) <= n {
		return s
	}
	return s[:n/2] + " … " + s[len(s)-n/2:]
}

// printed quotes what a process wrote, for error messages.
func (r *procResult) printed() string {
	var parts []string
	if len(bytes.TrimSpace(r.stdout)) > 0 {
		parts = append(parts, fmt.Sprintf("stdout %q", clip(string(r.stdout), 400)))
	}
	if len(bytes.TrimSpace(r.stderr)) > 0 {
		parts = append(parts, fmt.Sprintf("stderr %q", clip(string(r.stderr), 400)))
	}
	if len(parts) == 0 {
		return "it printed nothing"
	}
	return "it printed " + strings.Join(parts, ", ")
}
