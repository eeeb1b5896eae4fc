package solver

import (
	"context"
	"time"
)

// Progress is how far a long solve has come, for a page or a log that
// shows that it goes on: the engine's counters summed over the solver
// calls so far (the one under way included, as far as it has come), the
// calls, the lazy loop's refinement rounds and the solutions found, and
// the time since the work began.
type Progress struct {
	Conflicts int64         `json:"conflicts"`
	Decisions int64         `json:"decisions"`
	Restarts  int64         `json:"restarts"`
	Solves    int           `json:"solves"`
	Rounds    int           `json:"rounds"`
	Solutions int           `json:"solutions"`
	Elapsed   time.Duration `json:"-"`
	ElapsedMS int64         `json:"elapsed_ms"`
}

type progressKey struct{}

// WithProgress is ctx carrying fn, which solves run with ctx call to say
// how far they have come: the cdcl engine every cdcl.ProgressEvery
// conflicts, the solve loop (package solve) after each solver call. fn
// runs on the solving goroutine and must return quickly; it may be
// called from several solves at once when ctx is shared.
func WithProgress(ctx context.Context, fn func(Progress)) context.Context {
	return context.WithValue(ctx, progressKey{}, fn)
}

// ProgressFunc is the function WithProgress put in ctx (nil: none).
func ProgressFunc(ctx context.Context) func(Progress) {
	fn, _ := ctx.Value(progressKey{}).(func(Progress))
	return fn
}

// Since sets p's Elapsed and ElapsedMS to the time since start.
func (p Progress) Since(start time.Time) Progress {
	p.Elapsed = time.Since(start)
	p.ElapsedMS = p.Elapsed.Milliseconds()
	return p
}
