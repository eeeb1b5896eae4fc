package main

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/internal/cputime"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestMain lets the test binary serve as the gophersat worker that a
// deadline-bound gophersat solve starts (a re-execution of this binary).
func TestMain(m *testing.M) {
	solver.ServeWorkerIfAsked()
	os.Exit(m.Run())
}

// TestRunSet: a hand-made Akari set in the dataset's form: one puzzle
// solved and checked, one not unique, one unreadable, one outside the
// size bound.
func TestRunSet(t *testing.T) {
	janko, err := os.ReadFile("../../../../examples/akari/janko.txt")
	if err != nil {
		t.Fatal(err)
	}
	data := map[string]map[string]string{
		"a_6x6": {"problem": string(janko)},
		"b_two": {"problem": "2 2\n- -\n- -"},
		"c_bad": {"problem": "3 3\nz z z\n- - -\n- - -"},
		"d_big": {"problem": "12 12\n-"},
	}
	b, err := json.Marshal(map[string]any{"name": "Akari", "data": data})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "Akari_dataset.json")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	var bd bound
	if err := parseSize("10x10", &bd); err != nil {
		t.Fatal(err)
	}
	f, err := runSet(path, "", bd, 0, 1, time.Minute, time.Minute, false)
	if err != nil {
		t.Fatal(err)
	}
	if f.kind != "akari" || f.all != 4 || f.inBound != 3 || f.explained != 2 || f.solved != 1 || f.checked != 2 || f.failed != 0 {
		t.Errorf("figures %+v", f)
	}
	got := strings.Join(f.notSolved, "\n")
	if !strings.Contains(got, "b_two (not unique") || !strings.Contains(got, "c_bad (unreadable") {
		t.Errorf("not solved:\n%s", got)
	}
	if !strings.Contains(f.row(), "| Akari | akari | 3 | 2 | 1 | 2 (0 failed) |") {
		t.Errorf("row %s", f.row())
	}
	// -n 1 takes one puzzle, the first; -max-cells 4 only b_two.
	if f, err = runSet(path, "", bound{cells: 4}, 1, 0, time.Minute, 0, false); err != nil || f.inBound != 1 || f.explained != 1 || f.checked != 0 {
		t.Errorf("-max-cells 4: %+v %v", f, err)
	}
	for _, bad := range []string{"10", "x10", "10x0", "axb"} {
		if parseSize(bad, &bd) == nil {
			t.Errorf("-max-size %s accepted", bad)
		}
	}
}

// TestCPUBound: the context ends, with its cause, once the CPU time since
// c0 passes the limit (here c0 lies a second back).
func TestCPUBound(t *testing.T) {
	ctx, stop := cpuBound(context.Background(), cputime.Self()-time.Second, time.Millisecond)
	defer stop()
	select {
	case <-ctx.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("not cancelled")
	}
	if !errors.Is(context.Cause(ctx), errCPULimit) {
		t.Errorf("cause %v", context.Cause(ctx))
	}
	if ctx, stop := cpuBound(context.Background(), 0, 0); ctx.Done() != nil {
		t.Errorf("a limit of 0 bounds")
	} else {
		stop()
	}
}
