package benchmarks

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/solver"
)

// TestMain doubles as the worker process of the Process runner tests:
// with BENCHMARKS_WORKER=1 the test binary serves one job, like
// "puzzlesat bench run-one".
func TestMain(m *testing.M) {
	solver.ServeWorkerIfAsked()
	switch os.Getenv("BENCHMARKS_WORKER") {
	case "1", "chatty":
		if os.Getenv("BENCHMARKS_WORKER") == "chatty" {
			fmt.Println("some library printed this")
		}
		if g := os.Getenv("BENCHMARKS_GRACE"); g != "" {
			d, err := time.ParseDuration(g)
			if err != nil {
				panic(err)
			}
			Grace = d
		}
		if _, err := ServeWorker(os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	case "parent":
		// A sweep's main process that dies: it starts one worker on the
		// job in BENCHMARKS_JOB, prints the worker's pid and waits to be
		// killed.
		exe, _ := os.Executable()
		cmd := exec.Command(exe)
		cmd.Env = append(os.Environ(), "BENCHMARKS_WORKER=1", ParentEnv+"="+strconv.Itoa(os.Getpid()))
		cmd.Stdin = strings.NewReader(os.Getenv("BENCHMARKS_JOB"))
		setGroup(cmd)
		if err := cmd.Start(); err != nil {
			panic(err)
		}
		fmt.Println(cmd.Process.Pid)
		time.Sleep(time.Hour)
		os.Exit(0)
	case "hang":
		time.Sleep(time.Hour) // a worker that never answers
		os.Exit(0)
	case "sweep":
		// A sweep's main process, for the kill-and-resume tests.
		os.Exit(sweepMain())
	case "garbage":
		fmt.Println("this is not JSON")
		fmt.Fprintln(os.Stderr, "worker exploded")
		os.Exit(3)
	}
	os.Exit(m.Run())
}

func init() {
	Register(fakeKind{})
	Register(prepKind{})
}

// prepKind is a test FilePreparer: a .prep file holds words; PrepareFile
// makes one payload per word (the word in upper case) and fails on a file
// containing "bad"; Run checks that its payload is its word in upper case.
type prepKind struct{}

func (prepKind) Name() string                        { return "prep" }
func (prepKind) Axes() []string                      { return nil }
func (prepKind) Match(path string, head []byte) bool { return hasExt(path, ".prep") }

func (prepKind) PrepareFile(path string, data []byte) ([][]byte, error) {
	var out [][]byte
	for _, w := range strings.Fields(string(data)) {
		if w == "bad" {
			return nil, errors.New("bad word")
		}
		out = append(out, []byte(strings.ToUpper(w)))
	}
	return out, nil
}

func (prepKind) Run(ctx context.Context, in Input, s solver.Solver) (Outcome, error) {
	words := strings.Fields(string(in.Data))
	if in.Prepared == nil {
		return Outcome{}, errors.New("not prepared")
	}
	if string(in.Prepared) != strings.ToUpper(words[in.Item]) {
		return Outcome{}, fmt.Errorf("payload %q for word %q", in.Prepared, words[in.Item])
	}
	return Outcome{Status: solver.Unsat, Vars: 1, Clauses: 1}, nil
}

// fakeKind is a test kind: a .fake file holds one instance per line, and
// the line says what the run does: sat, unsat, unknown, wrong (a solution
// that fails the checker), error, panic, sleep (ignores cancellation),
// slow (returns at cancellation; writes $BENCHMARKS_STARTED first), pid
// (SAT, with the worker's process id as its class). It understands the
// card and model axes,
// and reports sizes derived from the line number and options so that
// size columns are checkable.
type fakeKind struct{}

func (fakeKind) Name() string   { return "fake" }
func (fakeKind) Axes() []string { return []string{"card", "model"} }
func (fakeKind) Match(path string, head []byte) bool {
	return hasExt(path, ".fake")
}

func (fakeKind) Items(data []byte) (int, error) {
	lines := strings.Fields(string(data))
	if len(lines) == 0 {
		return 0, errors.New("empty fake file")
	}
	return len(lines), nil
}

func (fakeKind) Run(ctx context.Context, in Input, s solver.Solver) (Outcome, error) {
	lines := strings.Fields(string(in.Data))
	if in.Item < 0 || in.Item >= len(lines) {
		return Outcome{}, fmt.Errorf("item %d out of range", in.Item)
	}
	o := Outcome{Vars: 10 + in.Item, Clauses: 20 + len(in.Options.String()), Literals: 40, Rounds: 1, Conflicts: 3, Decisions: 4}
	if in.Options["card"] == "seqcounter" {
		o.AuxVars = 5
	}
	switch lines[in.Item] {
	case "sat":
		o.Status, o.Check = solver.Sat, CheckOK
	case "unsat":
		o.Status = solver.Unsat
	case "unknown":
		o.Status = solver.Unknown
	case "wrong":
		o.Status, o.Check, o.CheckErr = solver.Sat, CheckFail, "island 3 has 2 bridges, clue 4"
	case "unchecked":
		o.Status = solver.Sat
	case "error":
		return o, errors.New("bad, input \"quoted\"\nsecond line")
	case "panic":
		panic("fake kind panics")
	case "sleep":
		time.Sleep(time.Hour)
	case "pid":
		o.Status, o.Check, o.Class = solver.Sat, CheckOK, strconv.Itoa(os.Getpid())
	case "slow":
		if started := os.Getenv("BENCHMARKS_STARTED"); started != "" {
			_ = os.WriteFile(started, []byte("started"), 0o644)
		}
		<-ctx.Done()
		o.Status = solver.Unknown
		if mark := os.Getenv("BENCHMARKS_MARK"); mark != "" {
			// Proof that the run was stopped, not killed.
			_ = os.WriteFile(mark, []byte("stopped"), 0o644)
		}
	default:
		return o, fmt.Errorf("unknown fake line %q", lines[in.Item])
	}
	return o, nil
}

// fakeRunner runs jobs in process with a fake clock: each run's wall time
// is a function of its job, so reports are byte-for-byte reproducible.
type fakeRunner struct{}

func (fakeRunner) Run(ctx context.Context, j Job) Record {
	rec, _ := Execute(j)
	rec.Wall = float64(1+j.Index%7) * 0.125 * float64(j.Repeat)
	rec.Solve = rec.Wall / 2
	rec.MaxRSSKB = int64(1000 + j.Index)
	rec.normalize()
	return rec
}

func writeFile(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
