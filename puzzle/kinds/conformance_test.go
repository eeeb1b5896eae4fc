package kinds_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/examples"
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
