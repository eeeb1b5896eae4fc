package solver

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var subreaperOnce sync.Once

func useSubreaper(t *testing.T) {
	t.Helper()
	var err error
	subreaperOnce.Do(func() { err = EnableSubreaper() })
	if err != nil {
		t.Fatalf("EnableSubreaper: %v", err)
	}
}

// A solver's helper that double-forks into a session of its own, as
// "( setsid sleep 1001 & )" does, is killed with the run, after a normal
// answer and after a timeout, and its zombie is reaped (issue 17 defect
// 3: the helper was left running under pid 1 in 6 runs of 6). Without
// EnableSubreaper the helper escapes (this test fails).
func TestDoubleForkedHelperIsKilled(t *testing.T) {
	useSubreaper(t)
	f := encode.NewFormula()
	f.Add(1)
	for _, hang := range []bool{false, true} {
		t.Run(fmt.Sprintf("hang=%v", hang), func(t *testing.T) {
			arg := fmt.Sprintf("1001.%09d", rand.IntN(1e9)) // found in /proc by this argument
			pidFile := filepath.Join(t.TempDir(), "pids")
			e := NewExternal(Generic, fake(t, "doublefork.sh"))
			e.TempDir = t.TempDir()
			e.Grace = 200 * time.Millisecond
			e.env = []string{"PUZZLESAT_TEST_PIDS=" + pidFile, "PUZZLESAT_TEST_SLEEP=" + arg}
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			if hang {
				e.env = append(e.env, "PUZZLESAT_TEST_HANG=1")
				ctx, cancel = context.WithTimeout(context.Background(), 2*time.Second)
			}
			defer cancel()
			res, err := Solve(ctx, e, f)
			want := Sat
			if hang {
				want = Unknown
			}
			if err != nil || res.Status != want {
				t.Fatalf("got %v %v, want %v", res.Status, err, want)
			}
			b, err := os.ReadFile(pidFile)
			if err != nil {
				t.Fatal(err)
			}
			pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
			if err != nil {
				t.Fatalf("pid file %q", b)
			}
			// Solve returns only when the tree is gone: no sleep with our
			// argument runs, and the helper is not even a zombie of ours.
			if procs := withArg(arg); len(procs) > 0 {
				t.Errorf("the helper still runs: %v", procs)
			}
			if st, ok := statOf(pid); ok && st.ppid == os.Getpid() {
				t.Errorf("the helper %d is left as a child of ours (state %c)", pid, st.state)
			}
			emptyDir(t, e.TempDir)
		})
	}
}

// withArg lists the processes with arg among their arguments.
func withArg(arg string) []string {
	ents, _ := os.ReadDir("/proc")
	var out []string
	for _, e := range ents {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err != nil {
			continue
		}
		for _, a := range strings.Split(string(b), "\x00") {
			if a == arg {
				out = append(out, e.Name()+": "+strings.ReplaceAll(string(b), "\x00", " "))
			}
		}
	}
	return out
}

// A solver whose output is no answer gives an error that names the solver
// and quotes its output, and that is not a *srcpos.Error: a caller that
// shows positioned errors in its own input (with a caret under the
// puzzle's line) would blame the puzzle (issue 17 defect 5: "small.txt:1:1:
// unexpected line" for a solver that printed "hello world").
func TestOutputErrorsAreNotPositioned(t *testing.T) {
	f := encode.NewFormula()
	f.Add(1)
	path := fake(t, "hello.sh")
	s, err := Lookup(path)
	if err != nil {
		t.Fatal(err)
	}
	s.(*External).TempDir = t.TempDir()
	_, err = Solve(context.Background(), s, f)
	if err == nil {
		t.Fatal("no error")
	}
	var pe *srcpos.Error
	if errors.As(err, &pe) {
		t.Errorf("the error is a positioned one: %#v", pe)
	}
	msg := err.Error()
	for _, w := range []string{"solver " + path + ": unreadable output: output line 1, column 1: unexpected line", `"hello world"`} {
		if !strings.Contains(msg, w) {
			t.Errorf("error lacks %q: %s", w, msg)
		}
	}
}

// KillAll ends a running solver at once and removes the solve's
// temporary files; the solve then reports the killed solver.
func TestKillAll(t *testing.T) {
	path := fake(t, "hang.sh")
	t.Setenv("PUZZLESAT_TEST_PIDS", filepath.Join(t.TempDir(), "pids"))
	e := NewExternal(Generic, path)
	e.TempDir = t.TempDir()
	done := make(chan error, 1)
	go func() {
		_, err := Solve(context.Background(), e, pigeonhole(3))
		done <- err
	}()
	// Wait until the solver runs (its input file exists), then kill.
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		es, _ := os.ReadDir(e.TempDir)
		if len(es) > 0 && len(Descendants(os.Getpid())) > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the solver did not start")
		}
	}
	KillAll()
	emptyDir(t, e.TempDir) // removed by KillAll itself, before Solve returns
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "killed by signal") {
			t.Errorf("Solve after KillAll: %v", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("Solve did not return after KillAll")
	}
	for _, pid := range Descendants(os.Getpid()) {
		t.Errorf("process %d still runs: %s", pid, describeProc(pid))
	}
}
