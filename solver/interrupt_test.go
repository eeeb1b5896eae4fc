package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
)

// An in-process gophersat solve cannot be interrupted (gophersat v1.4.0
// has no cancellation), yet a cancelled context must end Solve at once
// with Unknown (issue 17 defect 1: Ctrl-C was ignored). The abandoned
// solve runs on; later solves in the process must not wait for it (they
// go to the worker process), and once it ends the in-process solver is
// used again.
func TestGophersatCancelInProcess(t *testing.T) {
	hold := make(chan struct{})
	entered := make(chan struct{}, 1)
	held := true
	testHookRun = func() {
		if held {
			held = false // only the first solve is held
			entered <- struct{}{}
			<-hold // plays a solve that takes as long as the test wants
		}
	}
	defer func() { testHookRun = nil }()

	f := encode.NewFormula()
	f.Add(1, 2)
	f.Add(-1)
	ctx, cancel := context.WithCancel(context.Background())
	type answer struct {
		res Result
		err error
	}
	got := make(chan answer, 1)
	go func() {
		res, err := Solve(ctx, Gophersat{}, f)
		got <- answer{res, err}
	}()
	<-entered // the solve has started and cannot stop
	start := time.Now()
	cancel()
	var a answer
	select {
	case a = <-got:
	case <-time.After(10 * time.Second):
		t.Fatal("Solve did not return within 10 s of the cancellation")
	}
	t.Logf("Solve returned %v after %v", a.res.Status, time.Since(start))
	if a.err != nil || a.res.Status != Unknown {
		t.Fatalf("cancelled solve: %v %v, want Unknown", a.res.Status, a.err)
	}
	if n := abandonedSolves.Load(); n != 1 {
		t.Errorf("%d abandoned solves, want 1", n)
	}

	// Meanwhile solves in this process still work: cancellable ones and
	// plain ones (context.Background) alike, through the worker.
	g := encode.NewFormula()
	g.Add(1, 2)
	g.Add(-2)
	for _, bg := range []bool{false, true} {
		c := context.Background()
		if !bg {
			var stop context.CancelFunc
			c, stop = context.WithCancel(c)
			defer stop()
		}
		res, err := Solve(c, Gophersat{}, g)
		if err != nil || res.Status != Sat || !res.Model.Value(1) {
			t.Fatalf("solve beside an abandoned one (background %v): %v %v", bg, res.Status, err)
		}
	}

	// The abandoned solve ends: the lock is free and nothing is counted.
	close(hold)
	deadline := time.Now().Add(10 * time.Second)
	for abandonedSolves.Load() != 0 {
		if time.Now().After(deadline) {
			t.Fatal("the abandoned solve is still counted")
		}
		time.Sleep(time.Millisecond)
	}
	res, err := Solve(context.Background(), Gophersat{}, g)
	if err != nil || res.Status != Sat {
		t.Fatalf("after: %v %v", res.Status, err)
	}
	select {
	case gophersatLock <- struct{}{}:
		<-gophersatLock
	default:
		t.Fatal("gophersatLock is still held")
	}
}

// A session whose solve was abandoned starts again with a fresh solver,
// and still gives right answers.
func TestGophersatSessionAfterCancel(t *testing.T) {
	hold := make(chan struct{})
	entered := make(chan struct{}, 1)
	first := true
	testHookRun = func() {
		if first {
			first = false
			entered <- struct{}{}
			<-hold
		}
	}
	defer func() { testHookRun = nil }()
	f := encode.NewFormula()
	f.Add(1, 2)
	sess, _ := Gophersat{}.Open(f)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan Result, 1)
	go func() {
		res, _ := sess.Solve(ctx)
		done <- res
	}()
	<-entered
	cancel()
	if res := <-done; res.Status != Unknown {
		t.Fatalf("got %v", res.Status)
	}
	close(hold)
	for abandonedSolves.Load() != 0 {
		time.Sleep(time.Millisecond)
	}
	f.Add(-1)
	f.Add(-2)
	res, err := sess.Solve(context.Background())
	if err != nil || res.Status != Unsat {
		t.Fatalf("after the abandoned solve: %v %v, want UNSAT", res.Status, err)
	}
}

// Independent gophersat sessions solving at once (a batch with --jobs):
// their solvers are built and given clauses concurrently, their searches
// take turns on gophersatLock (gophersat's learnt-literal buffer is
// shared). Under -race this fails if two searches ever overlap; every
// answer is compared with the cdcl engine's (models are checked by the
// session itself).
func TestGophersatConcurrentSessions(t *testing.T) {
	const workers, each = 4, 12
	errs := make(chan error, workers)
	for w := range workers {
		go func() {
			r := rand.New(rand.NewPCG(uint64(w), 7))
			for i := range each {
				f := encode.NewFormula()
				for range 50 {
					f.New("x")
				}
				for range 213 { // random 3-SAT at the threshold: conflicts, learnt clauses
					f.AddClause(randClause3(r, 50))
				}
				ctx, cancel := context.Background(), context.CancelFunc(func() {})
				if i%2 == 0 {
					ctx, cancel = context.WithCancel(ctx)
				}
				sess, _ := Gophersat{}.Open(f)
				res, err := sess.Solve(ctx)
				cancel()
				if err != nil {
					errs <- err
					return
				}
				want, err := Solve(context.Background(), CDCL{}, f)
				if err != nil || want.Status != res.Status {
					errs <- fmt.Errorf("worker %d formula %d: gophersat %v, cdcl %v (%v)", w, i, res.Status, want.Status, err)
					return
				}
			}
			errs <- nil
		}()
	}
	for range workers {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
}
