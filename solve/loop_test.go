package solve

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver"
)

// TestEnumerateUnreportedStats: a backend that reports no counters gives a
// summary with -1 counters, not a sum of -1s.
func TestEnumerateUnreportedStats(t *testing.T) {
	f := encode.NewFormula()
	f.Add(1, 2)
	e := solver.NewExternal(solver.Generic, fakeSolver(t, "slowsat.sh")) // answers "v 1 0", no statistics
	e.TempDir = t.TempDir()
	sum, err := Enumerate(context.Background(), e, Problem{Formula: f, Primary: []encode.Lit{1}}, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Stats.Conflicts != -1 || sum.Stats.Decisions != -1 || sum.Stats.Restarts != -1 || sum.Stats.Wall <= 0 {
		t.Errorf("stats %+v", sum.Stats)
	}
	sum, err = Enumerate(context.Background(), solver.Gophersat{}, Problem{Formula: f, Primary: []encode.Lit{1, 2}}, 10, nil)
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
	_, err := Enumerate(context.Background(), solver.Gophersat{}, Problem{Formula: f, Primary: []encode.Lit{1, 2}, Refine: refine}, 1, nil)
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
	sum, err := Enumerate(context.Background(), solver.Gophersat{}, Problem{Formula: f, Primary: []encode.Lit{1, 2}, Refine: refine}, 5,
		func(m encode.Model) error { got = append(got, m); return nil })
	if err != nil || sum.Count != 1 || !sum.Complete || got[0].Value(1) || !got[0].Value(2) {
		t.Fatalf("%+v %v %v", sum, got, err)
	}
}

// fakeSolver copies one of package solver's fake solver scripts into a
// temporary directory (so that its executable bit does not depend on the
// checkout) and returns its path.
func fakeSolver(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "solver", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, b, 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}
