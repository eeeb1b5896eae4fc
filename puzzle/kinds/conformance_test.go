package kinds_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/examples"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/puzzle/kindtest"
)

// TestConformance runs the contract's conformance suite (package
// kindtest) for every registered kind on its bundled examples, the files
// of examples/<name>/.
func TestConformance(t *testing.T) {
	for _, k := range kinds.All() {
		t.Run(k.Name(), func(t *testing.T) {
			exs, err := kindtest.Examples(examples.FS, k.Name())
			if err != nil {
				t.Fatalf("examples/%s: %v (every kind bundles examples, embedded by package examples)", k.Name(), err)
			}
			kindtest.Run(t, k, exs...)
		})
	}
}

// TestDetectorsApart: the kinds' Detectors (puzzle.Detector) on each
// other's examples. A file two kinds claim is ambiguous (a grid of digits
// can be a Hashi and a Shikaku grid): logged, for the page's paste box
// and batches to settle by order; not a failure.
func TestDetectorsApart(t *testing.T) {
	for _, k := range kinds.All() {
		d, ok := k.(puzzle.Detector)
		if !ok {
			t.Logf("%s: capability Detector: not offered", k.Name())
			continue
		}
		for _, other := range kinds.All() {
			if other.Name() == k.Name() {
				continue
			}
			exs, _ := kindtest.Examples(examples.FS, other.Name())
			for _, ex := range exs {
				if f, ok := d.Looks(ex.Data); ok {
					t.Logf("%s claims %s (as %s)", k.Name(), ex.Name, f)
				}
			}
		}
	}
}
