package solve_test

import (
	"context"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/solve"
)

// TestOneUnsatAndUnknown: no solution is a complete search; a cancelled
// context is an unknown status, not an error.
func TestOneUnsatAndUnknown(t *testing.T) {
	items, err := puzzle.Read(hashi.Kind, puzzle.Source{Name: "x", Data: []byte("2.2....\n.......\n2.2.2.2\n.......\n....2.2\n")}, "")
	if err != nil {
		t.Fatal(err)
	}
	r, err := solve.One(context.Background(), hashi.Kind, items[0], solve.Options{Unique: true})
	if err != nil || r.Status != puzzle.Unsatisfiable || r.Unique != puzzle.UniqueUnknown || !r.Complete {
		t.Fatalf("%v %v %v %v", r.Status, r.Unique, r.Complete, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err = solve.One(ctx, hashi.Kind, items[0], solve.Options{Unique: true, Timeout: 1})
	if err != nil || r.Status != puzzle.Unknown {
		t.Fatalf("cancelled: %v %v", r.Status, err)
	}
}
