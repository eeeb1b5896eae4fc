package explain

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
)

// Options.Stop sees each step as it is found and ends the explanation
// when it says so: the steps up to it are those of the whole
// explanation, and Stats.Left counts the facts not derived.
func TestStop(t *testing.T) {
	items, err := puzzle.Read(hashi.Kind, puzzle.Source{Name: "t", Data: []byte("5x5m2:1c2e2a2a4e3c2\n")}, "tatham")
	if err != nil || len(items) != 1 {
		t.Fatal(err)
	}
	full, err := Run(context.Background(), hashi.Kind, items[0], Options{})
	if err != nil || full.Status != Solved || full.Difficulty.MaxClues != 3 {
		t.Fatalf("%v %v %+v", err, full.Status, full.Difficulty)
	}
	var seen []int
	part, err := Run(context.Background(), hashi.Kind, items[0], Options{Stop: func(s Step) bool {
		seen = append(seen, s.N)
		return len(s.Clues) >= 2
	}})
	if err != nil {
		t.Fatal(err)
	}
	n := len(part.Steps)
	if n == 0 || n >= len(full.Steps) || len(seen) != n || len(part.Steps[n-1].Clues) < 2 || part.Stats.Left == 0 {
		t.Fatalf("stopped after %d of %d steps (seen %v), left %d", n, len(full.Steps), seen, part.Stats.Left)
	}
	for i, s := range part.Steps {
		if s.Text != full.Steps[i].Text {
			t.Errorf("step %d: %q, whole explanation %q", i+1, s.Text, full.Steps[i].Text)
		}
	}
}

// An explanation cut short by a cancellation with a cause (a stop
// signal) says that cause, not "the time limit passed" (issue 32 item
// 14); one cut by its deadline says the time limit.
func TestStoppedReason(t *testing.T) {
	items, err := puzzle.Read(hashi.Kind, puzzle.Source{Name: "t", Data: []byte("5x5m2:1c2e2a2a4e3c2\n")}, "tatham")
	if err != nil || len(items) != 1 {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	ex, err := Run(ctx, hashi.Kind, items[0], Options{Stop: func(Step) bool {
		cancel(errors.New("interrupted by SIGTERM"))
		return false
	}})
	if err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	if err := WriteText(&text, ex); err != nil {
		t.Fatal(err)
	}
	if ex.Status != Stuck || ex.Stopped != "interrupted by SIGTERM" || !strings.Contains(text.String(), "# stopped: interrupted by SIGTERM\n") {
		t.Errorf("status %v, stopped %q, text:\n%s", ex.Status, ex.Stopped, text.String())
	}
	if got := stopReason(timedOut(t)); got != "the time limit passed" {
		t.Errorf("deadline: %q", got)
	}
}

func timedOut(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 0)
	t.Cleanup(cancel)
	<-ctx.Done()
	return ctx
}
