package solver

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

// TestCDCLProgress: a long cdcl solve reports its conflicts as they grow
// through the context's progress function, and a cancelled context stops
// it within a second, as the page's Stop button does.
func TestCDCLProgress(t *testing.T) {
	var calls, last atomic.Int64
	ctx, cancel := context.WithCancel(context.Background())
	ctx = WithProgress(ctx, func(p Progress) {
		if p.Conflicts < last.Load() {
			t.Errorf("conflicts went back: %d after %d", p.Conflicts, last.Load())
		}
		last.Store(p.Conflicts)
		if calls.Add(1) == 3 {
			cancel()
		}
	})
	start := time.Now()
	res, err := Solve(ctx, CDCL{}, pigeonhole(11))
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != Unknown || calls.Load() < 3 || last.Load() < 3*1024 {
		t.Errorf("%v after %d progress calls, %d conflicts", res.Status, calls.Load(), last.Load())
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("took %v", d)
	}
	if ProgressFunc(context.Background()) != nil {
		t.Error("a progress function in a bare context")
	}
}
