package hashi

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/solver"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// TestGolden renders solved puzzles in every output format and compares
// with testdata/golden (go test -run Golden -update rewrites them).
func TestGolden(t *testing.T) {
	for _, tc := range []struct{ name, input string }{
		{"classic", "7x7m2:a3d4b2b3a1g4c3i2b1b3e4"},
		{"adjacent", "4 4 5\n1 3 0 1\n0 2 0 0\n0 0 0 0\n0 1 0 0\n"},
		{"m4", "10x10m4L:c1b4b44a8b6b3m5a4a4a1k9h7j5b3b3a2k3b2a2a4a4"},
		{"unsat", "2.2....\n.......\n2.2.2.2\n.......\n....2.2\n"},
		{"unknown", "https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2\n"},
	} {
		p := mustParse(t, tc.input)
		r, err := Solve(context.Background(), solver.Gophersat{}, p, DefaultOptions(), 2)
		if err != nil {
			t.Fatal(err)
		}
		var sol *Solution
		if len(r.Solutions) > 0 {
			sol = r.Solutions[0]
		}
		o := jsonOutput(r.Result)
		o.Stats = JSONStats{} // times vary
		js, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		for ext, got := range map[string]string{".txt": Text(p, sol), ".svg": SVG(p, sol), ".json": string(js) + "\n"} {
			path := filepath.Join("testdata", "golden", tc.name+ext)
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -run Golden -update)", err)
			}
			if string(want) != got {
				t.Errorf("%s differs from the golden file:\n%s", path, got)
			}
		}
	}
}

// TestJSONReadsBack solves puzzles with M = 3 and 4 and the tree flag,
// writes the JSON output, reads it back as input and checks that the
// puzzle (size, islands, M, tree) is the same: the top-level fields of the
// fixed format leave out M and the tree flag, the stats carry them.
func TestJSONReadsBack(t *testing.T) {
	for _, file := range []string{"tatham_m3m4.txt", "tatham_tree.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata", file))
		if err != nil {
			t.Fatal(err)
		}
		ps, err := Parse(file, data, Auto)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			r, err := Solve(context.Background(), solver.Gophersat{}, p, DefaultOptions(), 1)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			if err := Kind.Render(&b, r.Result, "json"); err != nil {
				t.Fatal(err)
			}
			back, err := Parse("out", []byte(b.String()), Auto)
			if err != nil {
				t.Fatalf("%s: reading the output back: %v", p.Name, err)
			}
			q := back[0]
			if q.Width != p.Width || q.Height != p.Height || q.MaxBridges != p.MaxBridges || q.Tree != p.Tree || len(q.Islands) != len(p.Islands) {
				t.Fatalf("%s: read back %dx%d M=%d tree=%v %d islands, want %dx%d M=%d tree=%v %d", p.Name,
					q.Width, q.Height, q.MaxBridges, q.Tree, len(q.Islands), p.Width, p.Height, p.MaxBridges, p.Tree, len(p.Islands))
			}
		}
	}
}
