package solver

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
)

func TestStatsAdd(t *testing.T) {
	unreported := Stats{Conflicts: -1, Decisions: -1, Restarts: -1}
	tests := []struct {
		name string
		in   []Stats
		want Stats
	}{
		{"none reported", []Stats{{-1, -1, -1, time.Second}, {-1, -1, -1, time.Second}}, Stats{-1, -1, -1, 2 * time.Second}},
		{"all reported", []Stats{{1, 2, 3, 0}, {10, 20, 30, time.Millisecond}}, Stats{11, 22, 33, time.Millisecond}},
		{"some reported", []Stats{{-1, 5, -1, 0}, {4, -1, -1, 0}, {1, 1, -1, 0}}, Stats{5, 6, -1, 0}},
		{"zero is reported", []Stats{{0, 0, 0, 0}}, Stats{0, 0, 0, 0}},
	}
	for _, tc := range tests {
		got := unreported
		for _, s := range tc.in {
			got.add(s)
		}
		if got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
	}
}

// TestEnumerateUnreportedStats: a backend that reports no counters gives a
// summary with -1 counters, not a sum of -1s.
func TestEnumerateUnreportedStats(t *testing.T) {
	f := encode.NewFormula()
	f.Add(1, 2)
	e := NewExternal(Generic, fake(t, "slowsat.sh")) // answers "v 1 0", no statistics
	e.TempDir = t.TempDir()
	sum, err := Enumerate(context.Background(), e, Problem{Formula: f, Primary: []encode.Lit{1}}, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Stats.Conflicts != -1 || sum.Stats.Decisions != -1 || sum.Stats.Restarts != -1 || sum.Stats.Wall <= 0 {
		t.Errorf("stats %+v", sum.Stats)
	}
	sum, err = Enumerate(context.Background(), Gophersat{}, Problem{Formula: f, Primary: []encode.Lit{1, 2}}, 10, nil)
	if err != nil || sum.Count != 3 || !sum.Complete || sum.Stats.Conflicts < 0 {
		t.Errorf("gophersat: %+v %v", sum, err)
	}
}

// TestRefineMustCut: a Refine that rejects a model without excluding it
// is an error, not an endless loop.
func TestRefineMustCut(t *testing.T) {
	f := encode.NewFormula()
	f.Add(1, 2)
	refine := func(m encode.Model) [][]encode.Lit {
		return [][]encode.Lit{{1, 2}} // satisfied by every model
	}
	_, err := Enumerate(context.Background(), Gophersat{}, Problem{Formula: f, Primary: []encode.Lit{1, 2}, Refine: refine}, 1, nil)
	if err == nil || !strings.Contains(err.Error(), "none of its 1 clauses excludes it") {
		t.Fatalf("got %v", err)
	}
	// A real cut: x1 must be false.
	refine = func(m encode.Model) [][]encode.Lit {
		if m.Value(1) {
			return [][]encode.Lit{{-1}}
		}
		return nil
	}
	var got []encode.Model
	sum, err := Enumerate(context.Background(), Gophersat{}, Problem{Formula: f, Primary: []encode.Lit{1, 2}, Refine: refine}, 5,
		func(m encode.Model) error { got = append(got, m); return nil })
	if err != nil || sum.Count != 1 || !sum.Complete || got[0].Value(1) || !got[0].Value(2) {
		t.Fatalf("%+v %v %v", sum, got, err)
	}
}
