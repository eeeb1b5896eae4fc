package explain_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/internal/explaincheck"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solve"
)

// explainChecked explains item and checks the JSON record with the
// independent checker (fresh gophersat solves of a fresh encoding).
func explainChecked(t *testing.T, k puzzle.Kind, item puzzle.Item, opt explain.Options) *explain.Explanation {
	t.Helper()
	ctx := context.Background()
	ex, err := explain.Run(ctx, k, item, opt)
	if err != nil {
		t.Fatalf("%s: %v", item.Info.Name, err)
	}
	var rec bytes.Buffer
	if err := explain.WriteJSON(&rec, ex); err != nil {
		t.Fatal(err)
	}
	c, err := explaincheck.New(ctx, k, item)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Check(rec.Bytes(), opt.From); err != nil {
		t.Errorf("%s: %s: %v", k.Name(), item.Info.Name, err)
	}
	return ex
}

// readItems reads every puzzle of a file.
func readItems(t testing.TB, k puzzle.Kind, path string) []puzzle.Item {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	items, err := puzzle.Read(k, puzzle.Source{Name: path, Data: data, Count: solve.Counter(context.Background(), k, nil, puzzle.Options{})}, "")
	if err != nil {
		t.Fatal(err)
	}
	return items
}

// bigClauses is the formula size from which a bundled example counts as
// big for TestExamplesChecked: each fresh gophersat solve of the
// independent checker costs far more there, so only the first big puzzle
// of each kind is checked (the 9x9 Sudokus, ~12,000 clauses each, take
// seconds apiece, minutes under the race detector). `make explain-check`
// checks the shared set of giants.
const bigClauses = 10000

// TestExamplesChecked explains the smallest bundled example of each kind
// and checks every step with the independent checker. The conformance
// suite (puzzle/kindtest, `go test ./puzzle/kinds/`) explains and checks
// every example of every kind below its size limit; this test keeps the
// explain package's own check of the engine on every kind without
// repeating all of that work.
func TestExamplesChecked(t *testing.T) {
	for _, k := range kinds.All() {
		files, _ := filepath.Glob(filepath.Join("..", "examples", k.Name(), "*"))
		var best puzzle.Item
		var bestFile string
		bestSize := bigClauses
		for _, f := range files {
			if filepath.Ext(f) == ".md" || filepath.Base(f) == "giant45x31.txt" {
				continue
			}
			for _, it := range readItems(t, k, f) {
				if it.Err != nil {
					continue
				}
				if enc, err := k.Encode(it.Puzzle, puzzle.Options{}); err == nil && enc.Formula.NumClauses() < bestSize {
					best, bestFile, bestSize = it, f, enc.Formula.NumClauses()
				}
			}
		}
		if best.Puzzle == nil {
			t.Errorf("%s: no bundled example below %d clauses", k.Name(), bigClauses)
			continue
		}
		t.Run(k.Name()+"/"+filepath.Base(bestFile), func(t *testing.T) {
			explainChecked(t, k, best, explain.Options{})
		})
	}
}
