package solver

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
)

func pidSelf() int { return os.Getpid() }

// TestFaults runs fake solvers that misbehave: each must give a clear
// error naming the solver and quoting what it printed, and leave no
// temporary file.
func TestFaults(t *testing.T) {
	f := encode.NewFormula()
	f.Add(1, 2)
	f.Add(-1, 3)
	f.Add(2, 3) // the all-false model violates clause 1
	tests := []struct {
		script string
		want   []string // substrings of the error
		wrong  bool     // the error wraps the violated clause
	}{
		{"crash.sh", []string{"crashed (killed by signal segmentation fault)", "crash.sh: segmentation fault coming", "c crash.sh starting"}, false},
		{"wrongmodel.sh", []string{"wrong model", "model violates clause 1 [1 2]", `stdout "s SATISFIABLE\nv -1 -2 -3 0"`}, true},
		{"garbage.sh", []string{"unreadable output", "SATISFIABLE-ish"}, false},
		{"badexit.sh", []string{"exited with unexpected status 3", `"s UNSATISFIABLE"`}, false},
	}
	for _, tc := range tests {
		t.Run(tc.script, func(t *testing.T) {
			path := fake(t, tc.script)
			s, err := Lookup(path)
			if err != nil {
				t.Fatal(err)
			}
			e := s.(*External)
			e.TempDir = t.TempDir()
			res, err := Solve(context.Background(), e, f)
			if err == nil {
				t.Fatalf("no error; result %v", res.Status)
			}
			msg := err.Error()
			t.Log(msg)
			if !strings.HasPrefix(msg, "solver "+path+": ") {
				t.Errorf("error does not name the solver: %s", msg)
			}
			for _, w := range tc.want {
				if !strings.Contains(msg, w) {
					t.Errorf("error lacks %q:\n%s", w, msg)
				}
			}
			var ve *encode.ViolationError
			if errors.As(err, &ve) != tc.wrong {
				t.Errorf("wraps a violation: %v, want %v", !tc.wrong, tc.wrong)
			}
			var se *Error
			if !errors.As(err, &se) || se.Solver != path {
				t.Errorf("not a *solver.Error naming %s: %#v", path, err)
			}
			emptyDir(t, e.TempDir)
		})
	}
}

// TestHangKillsTree: a solver that ignores SIGTERM and has a grandchild in
// its own session (also ignoring SIGTERM) is killed at the deadline; after
// Solve returns, no process of that tree remains (checked with go-ps) and
// no temporary file remains.
func TestHangKillsTree(t *testing.T) {
	path := fake(t, "hang.sh")
	pidFile := filepath.Join(t.TempDir(), "pids")
	t.Setenv("PUZZLESAT_TEST_PIDS", pidFile)
	e := NewExternal(Generic, path)
	e.TempDir = t.TempDir()
	e.Grace = 200 * time.Millisecond
	// The deadline falls once both processes have written their pids (a
	// loaded machine may take seconds to start them), or after a minute.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var start time.Time
	go func() {
		for ctx.Err() == nil {
			if b, _ := os.ReadFile(pidFile); len(strings.Fields(string(b))) == 2 {
				start = time.Now()
				cancel()
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	}()
	res, err := Solve(ctx, e, pigeonhole(3))
	took := time.Since(start)
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != Unknown {
		t.Fatalf("status %v, want UNKNOWN", res.Status)
	}
	if took > 30*time.Second {
		t.Errorf("Solve took %v after its deadline", took)
	}
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pids := strings.Fields(string(b))
	if len(pids) != 2 {
		t.Fatalf("the fake solver wrote pids %q, want the solver's and its grandchild's", pids)
	}
	for _, s := range pids {
		pid, _ := strconv.Atoi(s)
		if !gone(pid) {
			t.Errorf("process %d of the solver's tree still runs: %s", pid, describeProc(pid))
		}
	}
	for _, pid := range Descendants(pidSelf()) {
		t.Errorf("process %d still runs: %s", pid, describeProc(pid))
	}
	emptyDir(t, e.TempDir)
}

// TestMissingBinary: unknown names and missing files are clear errors.
func TestMissingBinary(t *testing.T) {
	if _, err := Lookup("no-such-solver-xyz"); err == nil || !strings.Contains(err.Error(), "unknown solver") {
		t.Errorf("Lookup(no-such-solver-xyz) = %v", err)
	}
	if _, err := Lookup("/no/such/solver"); err == nil || !strings.Contains(err.Error(), "/no/such/solver") {
		t.Errorf("Lookup(/no/such/solver) = %v", err)
	}
	if _, err := Lookup("testdata"); err == nil {
		t.Errorf("Lookup of a directory succeeded")
	}
	// A profile whose binary vanished after Lookup.
	e := NewExternal(Profiles[1], filepath.Join(t.TempDir(), "cadical"))
	_, err := Solve(context.Background(), e, pigeonhole(2))
	if err == nil || !strings.Contains(err.Error(), "solver cadical: cannot run") || !strings.Contains(err.Error(), "sudo apt-get install cadical") {
		t.Errorf("missing binary: %v", err)
	}
}

// TestSlowSolverAnswers: a solver that answers before the deadline is not
// killed, and its answer is used.
func TestSlowSolverAnswers(t *testing.T) {
	e := NewExternal(Generic, fake(t, "slowsat.sh"))
	e.TempDir = t.TempDir()
	f := encode.NewFormula()
	f.Add(1)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	res, err := Solve(ctx, e, f)
	if err != nil || res.Status != Sat || !res.Model.Value(1) {
		t.Fatalf("got %v %v %v", res.Status, res.Model, err)
	}
	if res.Stats.Wall < 200*time.Millisecond || res.Stats.Conflicts != -1 {
		t.Errorf("stats %+v", res.Stats)
	}
	emptyDir(t, e.TempDir)
}

// TestStdinWriterDone: a solver that exits without reading its standard
// input; Solve returns only when the writer has stopped reading the
// formula, so that the caller may append to it (the race detector checks).
func TestStdinWriterDone(t *testing.T) {
	f := pigeonhole(40) // 41 + 40*820 clauses, more than a pipe buffer
	e := NewExternal(Profile{Name: "quitter", Input: Stdin}, fake(t, "badexit.sh"))
	for i := 0; i < 3; i++ {
		if _, err := Solve(context.Background(), e, f); err == nil {
			t.Fatal("no error")
		}
		f.Add(1, 2, 3)
	}
}

// TestLeftoverKilled: processes a solver leaves behind after answering are
// ended too.
func TestLeftoverKilled(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pids")
	t.Setenv("PUZZLESAT_TEST_PIDS", pidFile)
	e := NewExternal(Generic, fake(t, "leaver.sh"))
	e.TempDir = t.TempDir()
	e.Grace = 100 * time.Millisecond
	f := encode.NewFormula()
	f.Add(1)
	res, err := Solve(context.Background(), e, f)
	if err != nil || res.Status != Sat {
		t.Fatalf("got %v, %v", res.Status, err)
	}
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range strings.Fields(string(b)) {
		pid, _ := strconv.Atoi(s)
		if !gone(pid) {
			t.Errorf("leftover process %d still runs: %s", pid, describeProc(pid))
			syscall.Kill(pid, syscall.SIGKILL)
		}
	}
	emptyDir(t, e.TempDir)
}

// TestOutputBound: a solver that prints without end (on stdout after its
// answer, or on stderr) is stopped with an error once it passes the bound,
// instead of filling memory until the process dies; no process of its tree
// remains.
func TestOutputBound(t *testing.T) {
	for _, tc := range []struct{ script, stream string }{{"spew.sh", "stdout"}, {"spewerr.sh", "stderr"}} {
		t.Run(tc.script, func(t *testing.T) {
			s, err := Lookup(fake(t, tc.script))
			if err != nil {
				t.Fatal(err)
			}
			e := s.(*External)
			e.TempDir = t.TempDir()
			e.maxOutput = 1 << 16
			_, err = Solve(context.Background(), e, pigeonhole(2))
			if err == nil || !strings.Contains(err.Error(), "printed more than 65536 bytes on "+tc.stream+"; stopped") {
				t.Fatalf("error %v", err)
			}
			var se *Error
			if !errors.As(err, &se) || len(se.Printed) > 2000 {
				t.Errorf("not a *solver.Error with a clipped quote: %v", err)
			}
			for _, pid := range Descendants(pidSelf()) {
				t.Errorf("process %d still runs: %s", pid, describeProc(pid))
			}
			emptyDir(t, e.TempDir)
		})
	}
	// The default bound leaves room for the model of a big formula.
	pr, err := runProcess(context.Background(), procSpec{name: "sh", path: "/bin/sh", args: []string{"-c", "head -c 100000 /dev/zero"}, maxStdout: 100000})
	if err != nil || pr.overflow != "" || len(pr.stdout) != 100000 {
		t.Errorf("exactly the bound: %v %q %d", err, pr.overflow, len(pr.stdout))
	}
}

// TestTrackerExec: a descendant first seen before it execs another program
// is still ended with the tree. (The tracker told reused pids apart by
// executable name, so a helper seen between fork and exec was dropped and
// survived: TestLeftoverKilled failed now and then.)
func TestTrackerExec(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pid")
	cmd := exec.Command("/bin/sh", "-c", `setsid /bin/sh -c 'echo $$ > "$0"; sleep 0.3; exec sleep 30' "$0" & sleep 0.5`, pidFile)
	cmd.SysProcAttr = sysProcAttr()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	tr := newTracker(cmd.Process.Pid)
	deadline := time.Now().Add(5 * time.Second)
	for tr.scan() == 0 || !fileHasPid(pidFile) {
		if time.Now().After(deadline) {
			t.Fatal("the helper never appeared")
		}
		time.Sleep(10 * time.Millisecond)
	}
	tr.scan() // seen as "sh", before its exec of sleep
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	// The root is gone and the helper (now "sleep", re-parented, in its
	// own session: the process group does not reach it) remains.
	tr.terminate(100*time.Millisecond, nil, nil)
	b, _ := os.ReadFile(pidFile)
	pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	if !gone(pid) {
		t.Errorf("helper %d survived", pid)
		syscall.Kill(pid, syscall.SIGKILL)
	}
}

func fileHasPid(path string) bool {
	b, err := os.ReadFile(path)
	return err == nil && strings.HasSuffix(string(b), "\n")
}
