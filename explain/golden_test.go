package explain_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestGolden compares the text and JSON of small explanations with
// testdata/golden. The JSON's timing and call counts are zeroed: they
// change with the machine and with tuning, the steps may not.
func TestGolden(t *testing.T) {
	cases := []struct{ kind, file string }{
		{"zebra", "zebra3.txt"},
		{"zebra", "zebra3-open.txt"},
		{"hashi", "hashi-four-twos.grid"},
		{"hashi", "hashi-two-squares.grid"},
		{"shikaku", "shikaku-small.txt"},
		{"shikaku", "shikaku-unsat.txt"},
	}
	for _, tc := range cases {
		t.Run(tc.file, func(t *testing.T) {
			k, err := kinds.Lookup(tc.kind)
			if err != nil {
				t.Fatal(err)
			}
			items := readItems(t, k, filepath.Join("testdata", tc.file))
			ex := explainChecked(t, k, items[0], explain.Options{})
			var text, js bytes.Buffer
			if err := explain.WriteText(&text, ex); err != nil {
				t.Fatal(err)
			}
			ex.Stats.TimeMS, ex.Stats.SolveMS, ex.Stats.SATCalls, ex.Stats.Propagations = 0, 0, 0, 0
			if err := explain.WriteJSON(&js, ex); err != nil {
				t.Fatal(err)
			}
			base := strings.TrimSuffix(tc.file, filepath.Ext(tc.file))
			golden(t, filepath.Join("testdata", "golden", base+".txt"), text.Bytes())
			golden(t, filepath.Join("testdata", "golden", base+".json"), js.Bytes())
		})
	}
}

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run TestGolden -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs (go test -run TestGolden -update rewrites it):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}
