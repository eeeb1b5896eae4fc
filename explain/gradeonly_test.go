package explain_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// A grade-only explanation has the status and the most clues in a step
// of the full explanation, on every bundled example (zebra puzzles with
// steps of several clues among them, which exercise the fallback to the
// full explanation at the last resort). puzzles/hashi/gen and
// puzzles/shikaku/gen check the same on generated puzzles.
func TestGradeOnly(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.*"))
	if err != nil {
		t.Fatal(err)
	}
	bench, _ := filepath.Glob(filepath.Join("testdata", "bench", "*.*"))
	for _, f := range append(files, bench...) {
		kind := map[string]string{".grid": "hashi", ".txt": ""}[filepath.Ext(f)]
		base := filepath.Base(f)
		switch {
		case len(base) > 5 && base[:5] == "zebra":
			kind = "zebra"
		case len(base) > 7 && base[:7] == "shikaku":
			kind = "shikaku"
		case len(base) > 5 && base[:5] == "hashi":
			kind = "hashi"
		}
		if kind == "" {
			continue
		}
		k, err := kinds.Lookup(kind)
		if err != nil {
			t.Fatal(err)
		}
		items := readItems(t, k, f)
		if testing.Short() {
			items = items[:1]
		}
		for i, item := range items {
			full, err := explain.Run(context.Background(), k, item, explain.Options{})
			if err != nil {
				t.Fatalf("%s #%d: %v", f, i+1, err)
			}
			only, err := explain.Run(context.Background(), k, item, explain.Options{GradeOnly: true})
			if err != nil {
				t.Fatalf("%s #%d: %v", f, i+1, err)
			}
			if full.Status != only.Status || full.Difficulty.MaxClues != only.Difficulty.MaxClues {
				t.Errorf("%s #%d: full %s, most clues %d; grade-only %s, %d", f, i+1, full.Status,
					full.Difficulty.MaxClues, only.Status, only.Difficulty.MaxClues)
			}
			t.Logf("%s #%d: %s, most clues %d (%d steps, %d grade-only)", f, i+1, full.Status,
				full.Difficulty.MaxClues, full.Difficulty.Steps, only.Difficulty.Steps)
		}
	}
}
