package explain_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode/kinds"
	"github.com/puzzlesat/puzzlesat/explain"
)

// BenchmarkExplain times whole explanations of the puzzles of
// testdata/bench (see its README for where they come from): the sizes
// of the goals.
func BenchmarkExplain(b *testing.B) {
	cases := []struct{ name, kind, file string }{
		{"zebra-6x6", "zebra", "zebralogic-6x6.jsonl"},
		{"hashi-10x10-hard", "hashi", "hashi-10x10-hard.txt"},
		{"hashi-25x25-hard", "hashi", "hashi-25x25-hard.txt"},
		{"shikaku-10x10", "shikaku", "shikaku-10x10.txt"},
		{"shikaku-20x20", "shikaku", "shikaku-20x20.txt"},
	}
	for _, bc := range cases {
		b.Run(bc.name, func(b *testing.B) {
			k, err := kinds.Lookup(bc.kind)
			if err != nil {
				b.Fatal(err)
			}
			items := readItems(b, k, filepath.Join("testdata", "bench", bc.file))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for _, it := range items {
					if _, err := explain.Run(context.Background(), k, it, explain.Options{}); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
