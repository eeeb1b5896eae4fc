package gen

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// BenchmarkGenerate generates puzzles of each size with seeds 1, 2, ...
// and reports the median and max time per puzzle, the mean number of
// clues and the share of each grade. Run it once per size with
// -benchtime=100x (100 puzzles).
func BenchmarkGenerate(b *testing.B) {
	for _, s := range []int{4, 5, 6, 8, 10} {
		b.Run(fmt.Sprintf("%dx%d", s, s), func(b *testing.B) {
			var times []time.Duration
			clues := 0
			var props, checks int64
			grades := map[Grade]int{}
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				r, err := Generate(Options{Houses: s, Categories: s, Seed: uint64(i + 1)})
				if err != nil {
					b.Fatal(err)
				}
				times = append(times, time.Since(t0))
				clues += r.Clues
				props += r.Stats.Propagations
				checks += int64(r.Stats.Checks)
				grades[r.Grade]++
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
			b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "max-ms")
			b.ReportMetric(float64(clues)/float64(b.N), "clues")
			b.ReportMetric(float64(props)/float64(b.N), "props")
			b.ReportMetric(float64(checks)/float64(b.N), "checks")
			for _, g := range []Grade{Easy, Medium, Hard} {
				b.ReportMetric(float64(grades[g])/float64(b.N), g.String())
			}
		})
	}
}
