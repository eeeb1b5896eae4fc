package explain_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
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

// BenchmarkGradeOnly times grade-only explanations as the generators'
// default grader runs them (bound 3, stopping at a step of three clues)
// on the puzzles that grader explained while generating 20 medium
// puzzles (testdata/graded), and reports the SAT calls
// and propagations per puzzle.
func BenchmarkGradeOnly(b *testing.B) {
	k, err := kinds.Lookup("hashi")
	if err != nil {
		b.Fatal(err)
	}
	for _, size := range []string{"15x15", "25x25"} {
		b.Run(size, func(b *testing.B) {
			items := readItems(b, k, filepath.Join("testdata", "graded", "hashi-"+size+".txt"))
			stop := func(s explain.Step) bool { return len(s.Clues) >= 3 }
			calls, props := 0, 0
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for _, it := range items {
					ex, err := explain.Run(context.Background(), k, it, explain.Options{GradeOnly: true, ClueBound: 3, Stop: stop, Unique: true})
					if err != nil {
						b.Fatal(err)
					}
					calls += ex.Stats.SATCalls
					props += ex.Stats.Propagations
				}
			}
			n := float64(b.N * len(items))
			b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/n, "ms/puzzle")
			b.ReportMetric(float64(calls)/n, "calls/puzzle")
			b.ReportMetric(float64(props)/n, "props/puzzle")
		})
	}
}
