package benchmarks

import (
	"context"
	"slices"
	"testing"
)

type nopRunner struct{}

func (nopRunner) Run(_ context.Context, j Job) Record { return Record{} }

// TestRunJobsWorkersBounded: RunJobs starts no more workers than jobs, so
// MaxWorkers workers on one job allocate about what one worker does (issue
// 32 item 6: bench --jobs 1000000000 ran out of memory starting workers).
func TestRunJobsWorkersBounded(t *testing.T) {
	jobs := []Job{{Index: 0}}
	allocs := func(n int) float64 {
		return testing.AllocsPerRun(3, func() {
			got := 0
			if err := RunJobs(context.Background(), slices.Values(jobs), nopRunner{}, n, func(Record) error { got++; return nil }); err != nil || got != 1 {
				t.Fatalf("RunJobs: %v, %d records", err, got)
			}
		})
	}
	one, most := allocs(1), allocs(MaxWorkers)
	t.Logf("allocations for one job: %.0f with 1 worker, %.0f with %d", one, most, MaxWorkers)
	if most > one+50 {
		t.Errorf("%d workers for one job: %.0f allocations, 1 worker: %.0f", MaxWorkers, most, one)
	}
}
