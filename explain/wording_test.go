package explain_test

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// TestWordingGolden: the number genres' own words (their readers'
// puzzle.StepSayer: a cage's digit sets, naked and hidden singles, a
// Skyscrapers clue's cap, a Nonogram line solver's overlap and reach)
// on small bundled examples, every step checked by the independent
// checker, the text compared with testdata/golden/words-*.txt (go test
// -run TestWordingGolden -update rewrites them).
func TestWordingGolden(t *testing.T) {
	cases := []struct{ kind, file, golden string }{
		{"kenken", "../examples/kenken/four.janko.txt", "words-kenken4"},
		{"killersudoku", "../examples/killersudoku/four.janko.txt", "words-killer4"},
		{"skyscrapers", "../examples/skyscrapers/tatham.txt", "words-skyscrapers5"},
		{"nonogram", "../examples/nonogram/tatham5x5.txt", "words-nonogram5"},
	}
	for _, tc := range cases {
		t.Run(tc.golden, func(t *testing.T) {
			k, err := kinds.Lookup(tc.kind)
			if err != nil {
				t.Fatal(err)
			}
			items := readItems(t, k, filepath.FromSlash(tc.file))
			ex := explainChecked(t, k, items[0], explain.Options{})
			var text bytes.Buffer
			if err := explain.WriteText(&text, ex); err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", "golden", tc.golden+".txt"), text.Bytes())
			if ex.Status != explain.Solved {
				t.Errorf("status %v", ex.Status)
			}
		})
	}
}

// TestWordingOneBased: the words name cells only as "(r,c)" pairs, so
// --one-based rewrites every one of them (a Nonogram line by its end
// cells, a Skyscrapers clue by the cell beside it).
func TestWordingOneBased(t *testing.T) {
	k, err := kinds.Lookup("nonogram")
	if err != nil {
		t.Fatal(err)
	}
	items := readItems(t, k, filepath.FromSlash("../examples/nonogram/tatham5x5.txt"))
	ex, err := explain.Run(t.Context(), k, items[0], explain.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ex.OneBased()
	if got := ex.Steps[0].Text; !strings.HasPrefix(got, "The run 3 of row (4,1)..(4,5): overlap shades (4,3)") {
		t.Errorf("one-based step 1: %q", got)
	}
}
