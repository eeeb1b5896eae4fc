package benchmarks

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// stopAfter is a fake-clock runner that cancels the sweep once n runs
// have ended (the runs it interrupts give no record).
type stopAfter struct {
	n      int32
	done   atomic.Int32
	cancel func()
}

func (r *stopAfter) Run(ctx context.Context, j Job) Record {
	if ctx.Err() != nil {
		return errorRecord(j, ctx.Err())
	}
	rec := fakeRunner{}.Run(ctx, j)
	if r.done.Add(1) >= r.n {
		r.cancel()
	}
	return rec
}

// An interrupted sweep resumed (as often as it takes) ends with the same
// three files, byte for byte (fake clock), as an uninterrupted one; the
// finished runs are not run again.
func TestResumeInterrupted(t *testing.T) {
	src := fakeTree(t)
	tmp := t.TempDir()
	sweep := Sweep{Paths: []string{src}, Solvers: []string{"gophersat", "minisat"}, Repeat: 2, Timeout: 2 * time.Second,
		Options: map[string][]string{"card": {"binomial", "seqcounter"}}}
	whole := sweepOutputs(t, Config{Sweep: sweep, Out: filepath.Join(tmp, "whole"), Runner: fakeRunner{}, Jobs: 3})
	out := filepath.Join(tmp, "resumed")
	ran := 0
	for attempt := 0; ; attempt++ {
		if attempt > 20 {
			t.Fatal("the sweep never finished")
		}
		ctx, cancel := context.WithCancel(context.Background())
		r := &stopAfter{n: 7, cancel: cancel}
		cfg := Config{Sweep: sweep, Out: out, Runner: r, Jobs: 2, Resume: true}
		_, err := Bench(ctx, &cfg)
		cancel()
		ran += int(r.done.Load())
		if err == nil || errors.Is(err, ErrWrong) {
			break
		}
		if !errors.Is(err, context.Canceled) {
			t.Fatal(err)
		}
		if !strings.Contains(readOutputs(t, out)["summary.md"], "**Partial:") {
			t.Fatal("an interrupted sweep's summary does not say it is partial")
		}
	}
	got := readOutputs(t, out)
	for _, f := range []string{"results.csv", "summary.md", "cactus.svg"} {
		if got[f] != whole[f] {
			t.Errorf("%s: resumed sweep differs from the whole run:\n%s\n--- whole ---\n%s", f, got[f], whole[f])
		}
	}
	// Each run ran once, plus at most the runs in flight at each stop
	// (they end after the cancel, and are run again).
	if total := strings.Count(whole["results.csv"], "\n") - 1; ran < total || ran > total+20 {
		t.Errorf("%d runs for a sweep of %d", ran, total)
	}
	// Resuming a finished sweep runs nothing and rewrites the same files.
	r := &countRunner{}
	if _, err := Bench(context.Background(), &Config{Sweep: sweep, Out: out, Runner: r, Resume: true}); err != nil && !errors.Is(err, ErrWrong) {
		t.Fatal(err)
	}
	if r.n.Load() != 0 || readOutputs(t, out)["results.csv"] != whole["results.csv"] {
		t.Fatalf("resuming a finished sweep ran %d jobs", r.n.Load())
	}
	// Resuming with another sweep into the directory is refused.
	other := sweep
	other.Repeat = 1
	if _, err := Bench(context.Background(), &Config{Sweep: other, Out: out, Runner: r, Resume: true}); err == nil || !strings.Contains(err.Error(), "holds another sweep") {
		t.Fatalf("resume with another sweep: %v", err)
	}
}

// A results.csv cut anywhere (a sweep killed while writing a row, or a
// node lost) is resumed from its last whole row; a damaged row in the
// middle is an error, not a silent loss.
func TestJournalTornTail(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "a.fake"), "sat\nunsat\nsat\n")
	p, err := NewPlan(Sweep{Paths: []string{dir}, Solvers: []string{"gophersat"}})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, ResultsFile)
	j, err := createJournal(path, p, Shard{0, 1})
	if err != nil {
		t.Fatal(err)
	}
	var ends []int64
	for job := range p.Jobs(Shard{0, 1}) {
		rec := fakeRunner{}.Run(context.Background(), job)
		rec.Error = "a message, \"quoted\""
		if err := j.append(rec); err != nil {
			t.Fatal(err)
		}
		ends = append(ends, j.size)
	}
	if err := j.finish(); err != nil {
		t.Fatal(err)
	}
	full, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	headerEnd := int64(bytes.IndexByte(full, '\n') + 1)
	for cut := int64(0); cut <= int64(len(full)); cut++ {
		if cut < ends[len(ends)-2] && cut%7 != 0 {
			continue // every byte of the last row, a sample before
		}
		if err := os.WriteFile(path, full[:cut], 0o644); err != nil {
			t.Fatal(err)
		}
		j, err := openJournal(path, p, Shard{0, 1})
		if err != nil {
			t.Fatalf("cut at %d: %v", cut, err)
		}
		want := 0
		for _, e := range ends {
			if cut >= e {
				want++
			}
		}
		if j.done != want {
			t.Fatalf("cut at %d: %d rows kept, want %d", cut, j.done, want)
		}
		_ = j.finish()
		kept, _ := os.ReadFile(path)
		wantLen := headerEnd
		if want > 0 {
			wantLen = ends[want-1]
		}
		if int64(len(kept)) != wantLen {
			t.Fatalf("cut at %d: file is %d bytes after opening, want %d", cut, len(kept), wantLen)
		}
	}
	// A bad row followed by good ones is damage.
	bad := append(append(append([]byte(nil), full[:ends[0]]...), "garbage,row\n"...), full[ends[0]:]...)
	if err := os.WriteFile(path, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := openJournal(path, p, Shard{0, 1}); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Fatalf("damaged journal: %v", err)
	}
	// Rows of another sweep are refused.
	p2, err := NewPlan(Sweep{Paths: []string{dir}, Solvers: []string{"minisat"}})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, full, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := openJournal(path, p2, Shard{0, 1}); err == nil || !strings.Contains(err.Error(), "changed since it started") {
		t.Fatalf("journal of another sweep: %v", err)
	}
	// A journal written before the up_strength column is refused with
	// its own message.
	oldHeader := strings.Join(columnsBeforeStrength, ",") + "\n"
	if err := os.WriteFile(path, []byte(oldHeader), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := openJournal(path, p, Shard{0, 1}); err == nil || !strings.Contains(err.Error(), "without the up_strength column") {
		t.Fatalf("journal with the old header: %v", err)
	}
}

// sweepMain is the main process of a sweep in the kill tests (TestMain's
// "sweep" mode): it runs the sweep of $BENCHMARKS_DATA into
// $BENCHMARKS_OUT with real worker processes, resuming what is there.
// With $BENCHMARKS_TEAR, every record is written in two halves with a
// pause between, so that a kill often lands inside a row.
func sweepMain() int {
	exe, err := os.Executable()
	if err != nil {
		panic(err)
	}
	if at, _ := strconv.Atoi(os.Getenv("BENCHMARKS_TEAR_AT")); at > 0 {
		n := 0
		journalWrite = func(f *os.File, b []byte) (int, error) {
			if n++; n == at {
				_, _ = f.Write(b[:len(b)/2])
				_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
				time.Sleep(time.Hour)
			}
			return f.Write(b)
		}
	}
	if os.Getenv("BENCHMARKS_TEAR") != "" {
		journalWrite = func(f *os.File, b []byte) (int, error) {
			n, err := f.Write(b[:len(b)/2])
			if err != nil {
				return n, err
			}
			time.Sleep(30 * time.Millisecond)
			m, err := f.Write(b[len(b)/2:])
			return n + m, err
		}
	}
	cfg := Config{
		Sweep: Sweep{Paths: []string{os.Getenv("BENCHMARKS_DATA")}, Solvers: []string{"gophersat", "minisat"},
			Options: map[string][]string{"card": {"binomial", "seqcounter"}}, Timeout: time.Minute},
		Out: os.Getenv("BENCHMARKS_OUT"), Resume: true, Jobs: 2,
		Runner: &Process{Path: exe, Args: []string{exe}, Env: workerEnv("1"), Reuse: os.Getenv("BENCHMARKS_REUSE") != ""},
	}
	if _, err := Bench(context.Background(), &cfg); err != nil && !errors.Is(err, ErrWrong) {
		fmt.Fprintln(os.Stderr, err)
		return 3
	}
	return 0
}

// startSweep starts sweepMain in a process of its own.
func startSweep(t *testing.T, data, out string, env ...string) *exec.Cmd {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(workerEnv("sweep", "BENCHMARKS_DATA="+data, "BENCHMARKS_OUT="+out), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if stderr.Len() > 0 {
			t.Logf("sweep stderr: %s", stderr.String())
		}
	})
	return cmd
}

// rowsOf is a results.csv's rows without the timing columns, and checks
// that no job has two rows.
func rowsOf(t *testing.T, path string) []string {
	t.Helper()
	rows := deterministic(t, path)
	seen := map[string]bool{}
	var out []string
	for _, r := range rows[1:] {
		if seen[r[0]] {
			t.Fatalf("%s: job %s has two rows", path, r[0])
		}
		seen[r[0]] = true
		out = append(out, strings.Join(r, ","))
	}
	return out
}

// A sweep whose main process is killed with SIGKILL at random points,
// often while it writes a row, and resumed until it finishes, ends with
// the results.csv of an uninterrupted sweep: the same runs with the same
// statuses, no duplicate, no torn row.
func TestResumeAfterKill(t *testing.T) {
	data := t.TempDir()
	writeFile(t, filepath.Join(data, "a.fake"), "sat\nunsat\nsat\n")
	writeFile(t, filepath.Join(data, "b.fake"), "wrong\nunknown\n")
	tmp := t.TempDir()
	whole := filepath.Join(tmp, "whole")
	start := time.Now()
	if err := startSweep(t, data, whole).Wait(); err != nil {
		t.Fatal(err)
	}
	d := time.Since(start)
	want := rowsOf(t, filepath.Join(whole, ResultsFile))

	seed := time.Now().UnixNano()
	t.Logf("seed %d; an uninterrupted sweep takes %v", seed, d)
	rng := rand.New(rand.NewPCG(uint64(seed), 0))
	out := filepath.Join(tmp, "killed")
	kills := 0
	for {
		cmd := startSweep(t, data, out, "BENCHMARKS_TEAR=1")
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		// Kill it at a random point of its run, 6 times at most.
		var kill <-chan time.Time
		if kills < 6 {
			kill = time.After(d/5 + time.Duration(rng.Int64N(int64(d/2))))
		}
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("sweep failed: %v", err)
			}
		case <-kill:
			_ = cmd.Process.Signal(syscall.SIGKILL)
			<-done
			kills++
			continue
		}
		break
	}
	t.Logf("finished after %d kills", kills)
	got := rowsOf(t, filepath.Join(out, ResultsFile))
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("resumed results differ from the uninterrupted sweep's:\n got %q\nwant %q", got, want)
	}
}

// A sweep killed while it writes a row (deterministically: the record
// writer kills its own process half way through the third row) leaves a
// torn row, which resuming drops and reruns.
func TestResumeTornRow(t *testing.T) {
	data := t.TempDir()
	writeFile(t, filepath.Join(data, "a.fake"), "sat\nunsat\n")
	out := filepath.Join(t.TempDir(), "out")
	err := startSweep(t, data, out, "BENCHMARKS_TEAR_AT=3").Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("the sweep did not die of SIGKILL: %v", err)
	}
	raw, _ := os.ReadFile(filepath.Join(out, ResultsFile))
	if bytes.HasSuffix(raw, []byte("\n")) || bytes.Count(raw, []byte("\n")) != 3 {
		t.Fatalf("not two rows and a torn one:\n%s", raw)
	}
	if err := startSweep(t, data, out).Wait(); err != nil {
		t.Fatal(err)
	}
	recs := results(t, out)
	if len(recs) != 8 {
		t.Fatalf("%d records after resuming, want 8", len(recs))
	}
	for i, r := range recs {
		want := []string{StatusSat, StatusUnsat}[i/4]
		if r.Job != i || r.Status != want {
			t.Errorf("record %d: job %d %s, want %s", i, r.Job, r.Status, want)
		}
	}
}
