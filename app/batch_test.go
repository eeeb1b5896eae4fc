package app_test

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/app"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/solve"
)

// TestBatchOrder: with several workers the records still come in input
// order, identical to one worker's but for the times.
func TestBatchOrder(t *testing.T) {
	inputs := []string{"../examples/hashi/tatham-7x7.txt", "../examples/hashi/four-twos.grid", "../examples/hashi/classic.txt", "../examples/hashi/cllv-100.has"}
	run := func(jobs int) string {
		var out, errs bytes.Buffer
		b := &app.Batch{Kind: hashi.Kind, Inputs: inputs, Jobs: jobs, Format: "json", Out: &out, Err: &errs,
			Options: solve.Options{Unique: true}}
		sum, err := b.Run(context.Background())
		// cllv-100.has has a puzzle with two solutions: exit 5.
		if err != nil || sum.ExitCode() != app.ExitNotUnique || sum.Puzzles != 8 {
			t.Fatalf("jobs %d: %+v, %v, %s", jobs, sum, err, errs.String())
		}
		return regexp.MustCompile(`"time_ms":[0-9.]+`).ReplaceAllString(out.String(), "")
	}
	one := run(1)
	for _, jobs := range []int{2, 4, 8} {
		if got := run(jobs); got != one {
			t.Errorf("jobs %d: output differs from one worker's:\n%s\nwant\n%s", jobs, got, one)
		}
	}
}

// TestExitCode: an error outranks an unknown status or an unanswered
// question, which outranks a puzzle without solution, which outranks a
// puzzle that is not unique.
func TestExitCode(t *testing.T) {
	for _, tc := range []struct {
		s    app.Summary
		want int
	}{
		{app.Summary{Puzzles: 2, Solved: 2}, app.ExitOK},
		{app.Summary{Puzzles: 2, Solved: 1, Unsat: 1}, app.ExitUnsat},
		{app.Summary{Puzzles: 2, Unsat: 1, Unknown: 1}, app.ExitUnknown},
		{app.Summary{Puzzles: 2, Solved: 2, Unanswered: 1}, app.ExitUnknown},
		{app.Summary{Puzzles: 3, Unsat: 1, Unknown: 1, Failed: 1}, app.ExitError},
		{app.Summary{Puzzles: 2, Solved: 2, Differ: []string{"x"}}, app.ExitError},
		{app.Summary{Puzzles: 1, Solved: 1, AskErrors: 1}, app.ExitError},
		{app.Summary{Puzzles: 2, Solved: 2, AskErrors: 1}, app.ExitOK},
		// Not unique has its own code, below every other (issue 30).
		{app.Summary{Puzzles: 2, Solved: 2, NotUnique: []string{"x"}}, app.ExitNotUnique},
		{app.Summary{Puzzles: 2, Solved: 1, Unsat: 1, NotUnique: []string{"x"}}, app.ExitUnsat},
	} {
		if got := tc.s.ExitCode(); got != tc.want {
			t.Errorf("%+v: exit %d, want %d", tc.s, got, tc.want)
		}
	}
}

// failWriter fails every write.
type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestBatchWriteError: a failed write ends the batch with that error, and
// the workers stop (nothing is left running behind Run's back).
func TestBatchWriteError(t *testing.T) {
	before := runtime.NumGoroutine()
	var inputs []string
	for range 20 {
		inputs = append(inputs, "../examples/hashi/cllv-100.has")
	}
	var errs bytes.Buffer
	b := &app.Batch{Kind: hashi.Kind, Inputs: inputs, Jobs: 2, Format: "text", Out: failWriter{}, Err: &errs}
	if _, err := b.Run(context.Background()); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("Run: %v, want the write error", err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for runtime.NumGoroutine() > before {
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines after Run, %d before", runtime.NumGoroutine(), before)
		}
		time.Sleep(time.Millisecond)
	}
}

// TestBatchJobsBounded: --jobs beyond app.MaxJobs is a usage error, and a
// batch of one puzzle with MaxJobs workers allocates about what one
// worker does: the workers never outnumber the puzzles (issue 32 item 6;
// `solve --jobs 1000000` on one puzzle used to start a million
// goroutines and run out of memory).
func TestBatchJobsBounded(t *testing.T) {
	run := func(jobs int) error {
		var out, errs bytes.Buffer
		b := &app.Batch{Kind: hashi.Kind, Inputs: []string{"../examples/hashi/four-twos.grid"}, Jobs: jobs, Format: "text", Out: &out, Err: &errs}
		_, err := b.Run(context.Background())
		return err
	}
	var ue *puzzle.UsageError
	if err := run(app.MaxJobs + 1); !errors.As(err, &ue) {
		t.Fatalf("Jobs %d: %v, want a usage error", app.MaxJobs+1, err)
	}
	allocs := func(jobs int) float64 {
		return testing.AllocsPerRun(3, func() {
			if err := run(jobs); err != nil {
				t.Fatal(err)
			}
		})
	}
	one, most := allocs(1), allocs(app.MaxJobs)
	t.Logf("allocations per batch of one puzzle: %.0f with 1 worker, %.0f with %d", one, most, app.MaxJobs)
	if most > one+100 {
		t.Errorf("%d jobs on one puzzle: %.0f allocations, 1 job: %.0f: more workers than puzzles?", app.MaxJobs, most, one)
	}
}
