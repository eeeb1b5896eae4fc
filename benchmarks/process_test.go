package benchmarks

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// workerEnv is the environment of a worker process in the given mode
// (see TestMain). Under -race a process sleeps 1 s at exit to let reports
// flush, which would make a worker outlive its deadlines.
func workerEnv(mode string, env ...string) []string {
	return append(append(os.Environ(), "BENCHMARKS_WORKER="+mode, "GORACE=atexit_sleep_ms=0"), env...)
}

// workerProc is a Process runner that runs this test binary as the worker
// in the given mode.
func workerProc(t *testing.T, mode string, env ...string) *Process {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return &Process{Path: exe, Args: []string{exe}, Env: workerEnv(mode, env...)}
}

// results reads a sweep directory's results.csv.
func results(t *testing.T, dir string) []Record {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, ResultsFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := ReadCSV(f)
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// deterministic drops the timing columns from a results.csv.
func deterministic(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	drop := map[int]bool{}
	for i, h := range rows[0] {
		for _, c := range TimingColumns {
			if h == c {
				drop[i] = true
			}
		}
	}
	var out [][]string
	for _, r := range rows {
		var keep []string
		for i, v := range r {
			if !drop[i] {
				keep = append(keep, v)
			}
		}
		out = append(out, keep)
	}
	return out
}

// Real worker processes on a tiny DIMACS set with gophersat: statuses,
// checked models, peak memory, and whole == 3 shards merged on every
// deterministic column.
func TestProcessDIMACS(t *testing.T) {
	tmp := t.TempDir()
	sweep := Sweep{Paths: []string{"testdata/cnf"}, Timeout: 30 * time.Second}
	cfg := Config{Sweep: sweep, Out: filepath.Join(tmp, "whole"), Runner: workerProc(t, "1"), Jobs: 2}
	if _, err := Bench(context.Background(), &cfg); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range results(t, cfg.Out) {
		got = append(got, filepath.Base(r.Instance)+" "+r.Status+" "+string(r.Check))
		if r.MaxRSSKB <= 0 || r.Wall <= 0 || r.Vars == 0 || r.Clauses == 0 {
			t.Errorf("%s: rss %d wall %v vars %d clauses %d", r.Instance, r.MaxRSSKB, r.Wall, r.Vars, r.Clauses)
		}
	}
	want := []string{"php-03.cnf UNSAT ", "uf20-seed1.cnf SAT ok", "uf20-seed2.cnf.gz SAT ok"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("records: got %q, want %q", got, want)
	}
	var dirs []string
	for i := 0; i < 3; i++ {
		d := filepath.Join(tmp, "shard", string(rune('a'+i)))
		dirs = append(dirs, d)
		c := Config{Sweep: sweep, Shard: Shard{i, 3}, Out: d, Runner: workerProc(t, "1")}
		if _, err := Bench(context.Background(), &c); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := Merge(dirs, MergeOptions{Out: filepath.Join(tmp, "merged")}); err != nil {
		t.Fatal(err)
	}
	w, m := deterministic(t, filepath.Join(tmp, "whole", "results.csv")), deterministic(t, filepath.Join(tmp, "merged", "results.csv"))
	if !reflect.DeepEqual(w, m) {
		t.Fatalf("merged shards differ from the whole run:\n%q\n%q", m, w)
	}
}

// Timeouts hold under load: the parent kills a worker only at the
// timeout plus twice Grace plus a second, so each case gets a Grace that
// makes the kill certain where a kill is expected (a worker that never
// answers) and out of reach where it is not (the worker answers on its
// own, which on a loaded machine under -race may take seconds).
func TestProcessTimeouts(t *testing.T) {
	defer func(g time.Duration) { Grace = g }(Grace)
	dir := t.TempDir()
	p := filepath.Join(dir, "x.fake")
	writeFile(t, p, "sleep slow sat")
	job := func(item int) Job {
		return Job{Index: item, Total: 3, Instance: p, Path: p, Item: item, Kind: "fake", Solver: "gophersat", Repeat: 1, Timeout: 0.2}
	}
	tests := []struct {
		name   string
		r      *Process
		grace  time.Duration // the parent's
		item   int
		status string
		err    string
	}{
		// The worker's own Grace is 100ms: it abandons the run long
		// before the parent would kill it.
		{"backend ignores cancellation: worker abandons the run", workerProc(t, "1", "BENCHMARKS_GRACE=100ms"), 30 * time.Second, 0, StatusUnknown, "abandoned"},
		{"backend honours cancellation", workerProc(t, "1"), 30 * time.Second, 1, StatusUnknown, ""},
		{"worker prints before its record", workerProc(t, "chatty"), 30 * time.Second, 2, StatusSat, ""},
		{"worker never answers: killed", workerProc(t, "hang"), 100 * time.Millisecond, 2, StatusUnknown, "worker killed"},
		{"worker prints garbage", workerProc(t, "garbage"), 30 * time.Second, 2, StatusError, "worker exploded"},
		{"worker binary missing", &Process{Path: filepath.Join(dir, "nope"), Args: []string{"nope"}}, 30 * time.Second, 2, StatusError, "starting worker"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			Grace = tt.grace
			rec := tt.r.Run(context.Background(), job(tt.item))
			if rec.Status != tt.status || !strings.Contains(rec.Error, tt.err) {
				t.Fatalf("status %s error %q, want %s %q", rec.Status, rec.Error, tt.status, tt.err)
			}
			if rec.Job != tt.item || rec.Kind != "fake" {
				t.Fatalf("record names job %d kind %q", rec.Job, rec.Kind)
			}
		})
	}
	Grace = 100 * time.Millisecond
	// Cancelling the sweep kills running workers and drops the rest.
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(300*time.Millisecond, cancel)
	jobs := []Job{job(2), job(2), job(2)}
	for i := range jobs {
		jobs[i].Index, jobs[i].Timeout = i, 0
	}
	var recs []Record
	err := RunJobs(ctx, slices.Values(jobs), workerProc(t, "hang"), 1, func(r Record) error { recs = append(recs, r); return nil })
	if err == nil || len(recs) != 0 {
		t.Fatalf("cancelled sweep: %d records, err %v", len(recs), err)
	}
}

// FilePreparer payloads reach the worker process with their job.
func TestProcessPrepared(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.prep"), "one two three")
	writeFile(t, filepath.Join(dir, "b.prep"), "good bad")
	cfg := Config{Sweep: Sweep{Paths: []string{dir}}, Runner: workerProc(t, "1"), Jobs: 2, Out: filepath.Join(dir, "out")}
	if _, err := Bench(context.Background(), &cfg); err == nil {
		t.Fatal("the unpreparable file did not fail")
	}
	var got []string
	for _, r := range results(t, cfg.Out) {
		got = append(got, filepath.Base(r.Instance)+" "+r.Status+" "+r.Error)
	}
	want := []string{"a.prep#1 UNSAT ", "a.prep#2 UNSAT ", "a.prep#3 UNSAT ", "b.prep ERROR not prepared"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("records:\n got %q\nwant %q", got, want)
	}
}

// The worker's peak memory is its own, not its parent's: a parent that
// holds a large heap when it starts the worker does not inflate the
// worker's figure (ru_maxrss after a vfork-style exec would).
func TestWorkerMemoryIsItsOwn(t *testing.T) {
	ballast := make([]byte, 200<<20)
	for i := range ballast {
		ballast[i] = byte(i)
	}
	dir := t.TempDir()
	p := filepath.Join(dir, "x.fake")
	writeFile(t, p, "sat")
	rec := workerProc(t, "1").Run(context.Background(), Job{Total: 1, Instance: p, Path: p, Kind: "fake", Solver: "gophersat", Repeat: 1})
	if rec.Status != StatusSat || rec.MaxRSSKB <= 0 || rec.MaxRSSKB > 150<<10 {
		t.Fatalf("worker peak memory %d KiB (status %s, error %q); the parent holds 200 MiB", rec.MaxRSSKB, rec.Status, rec.Error)
	}
	if ballast[len(ballast)-1] != byte(len(ballast)-1) {
		t.Fatal("ballast")
	}
}

// waitFile waits up to d for path to exist.
func waitFile(path string, d time.Duration) bool {
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(path); err == nil {
			return true
		}
	}
	return false
}

// An interrupted sweep asks its workers to stop (they stop their solvers
// and remove their files) before it kills them.
func TestProcessInterruptStopsWorker(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.fake")
	writeFile(t, p, "slow")
	mark, started := filepath.Join(dir, "mark"), filepath.Join(dir, "started")
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		// Interrupt once the worker is in its run.
		waitFile(started, 2*time.Minute)
		cancel()
	}()
	rec := workerProc(t, "1", "BENCHMARKS_MARK="+mark, "BENCHMARKS_STARTED="+started).Run(ctx, Job{Instance: p, Path: p, Kind: "fake", Solver: "gophersat", Repeat: 1, Total: 1})
	if rec.Status != StatusError || !strings.Contains(rec.Error, "canceled") {
		t.Fatalf("status %s error %q", rec.Status, rec.Error)
	}
	if !waitFile(mark, time.Minute) {
		t.Fatal("the worker was killed before it could stop its run")
	}
}

// A worker whose parent dies (a sweep killed with SIGKILL, say) stops its
// run and exits instead of running on as an orphan.
func TestWorkerStopsWhenParentDies(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.fake")
	writeFile(t, p, "slow")
	mark, started := filepath.Join(dir, "mark"), filepath.Join(dir, "started")
	job, err := json.Marshal(Job{Instance: p, Path: p, Kind: "fake", Solver: "gophersat", Repeat: 1, Total: 1})
	if err != nil {
		t.Fatal(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	parent := exec.Command(exe)
	parent.Env = workerEnv("parent", "BENCHMARKS_JOB="+string(job), "BENCHMARKS_MARK="+mark, "BENCHMARKS_STARTED="+started)
	out, err := parent.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := parent.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		_ = parent.Process.Kill()
		t.Fatal(err)
	}
	if !waitFile(started, 2*time.Minute) {
		_ = parent.Process.Kill()
		t.Fatal("the worker never started its run")
	}
	_ = parent.Process.Kill()
	_ = parent.Wait()
	if !waitFile(mark, time.Minute) {
		t.Fatalf("worker %s still runs its job after its parent died", strings.TrimSpace(line))
	}
}

// A worker started after its parent died (the parent killed while it
// started the worker) stops too: it knows its parent by the process id
// the parent gave it, not by whoever it finds as its parent.
func TestWorkerOrphanedAtStart(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.fake")
	writeFile(t, p, "slow")
	mark := filepath.Join(dir, "mark")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	job, _ := json.Marshal(Job{Instance: p, Path: p, Kind: "fake", Solver: "gophersat", Repeat: 1, Total: 1})
	// A parent process id that is not this worker's parent.
	gone := exec.Command("true")
	if err := gone.Run(); err != nil {
		t.Fatal(err)
	}
	w := exec.Command(exe)
	w.Env = workerEnv("1", "BENCHMARKS_MARK="+mark, ParentEnv+"="+strconv.Itoa(gone.Process.Pid))
	w.Stdin = bytes.NewReader(job)
	if err := w.Start(); err != nil {
		t.Fatal(err)
	}
	defer w.Process.Kill()
	if !waitFile(mark, time.Minute) {
		t.Fatal("a worker whose parent is gone still runs its job")
	}
	_ = w.Wait()
}
