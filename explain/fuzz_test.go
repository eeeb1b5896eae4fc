package explain_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// FuzzReadFacts: a --from file never panics, a syntax error is
// positioned, and facts that read go to a small Hashi explanation (whose
// fact parser checks them) without a panic.
func FuzzReadFacts(f *testing.F) {
	for _, s := range []string{
		`[{"from":[0,0],"to":[0,2],"min":1,"max":1}]`,
		`{"facts":[{"from":[0,0],"to":[2,0],"min":0,"max":3}]}`,
		`{"steps":[{"facts":[{"from":[0,0],"to":[0,2],"min":2,"max":2}]}]}`,
		`[{"from":[0,0],"to":[0,2]}]`, `[1,2]`, `{"facts":7}`, "[\n{\"min\":}", "",
	} {
		f.Add([]byte(s))
	}
	items := readItems(f, hashi.Kind, filepath.Join("testdata", "hashi-four-twos.grid"))
	f.Fuzz(func(t *testing.T, data []byte) {
		facts, err := explain.ReadFacts(data)
		if err != nil {
			var se *srcpos.Error
			if !errors.As(err, &se) {
				t.Fatalf("error without a position: %v", err)
			}
			return
		}
		if len(facts) > 8 {
			facts = facts[:8]
		}
		explain.Run(context.Background(), hashi.Kind, items[0], explain.Options{From: facts, Steps: 1})
	})
}
