package gen

import (
	"fmt"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/generate"
)

// BenchmarkGenerate generates puzzles of each size with seeds 1, 2, ...
// and reports the median and max time per puzzle, the mean number of
// clues and the share of each grade. Run it once per size with
// -benchtime=100x (100 puzzles).
func BenchmarkGenerate(b *testing.B) {
	for _, s := range []int{4, 5, 6, 8, 10} {
		b.Run(fmt.Sprintf("%dx%d", s, s), func(b *testing.B) {
			benchGenerate(b, Options{Houses: s, Categories: s})
		})
	}
}

// BenchmarkGenerateUser generates large puzzles from a user's
// categories (testdata/cats_20x20.txt), seeds 1, 2, ...: the sizes only a
// categories file allows, whose removal checks are the engine's hardest
// work here. -benchtime=3x is plenty (a 20x20 puzzle takes tens of
// seconds of CPU); -cpuprofile shows where the time goes.
func BenchmarkGenerateUser(b *testing.B) {
	data, err := os.ReadFile("testdata/cats_20x20.txt")
	if err != nil {
		b.Fatal(err)
	}
	src, err := ParseCategories(data)
	if err != nil {
		b.Fatal(err)
	}
	for _, s := range []int{15, 20} {
		b.Run(fmt.Sprintf("%dx%d", s, s), func(b *testing.B) {
			benchGenerate(b, Options{Houses: s, Categories: s, Source: src})
		})
	}
}

// benchGenerate runs Generate with seeds 1..b.N and reports the median
// and max time per puzzle, the means of clues, unproved clues,
// propagations, conflicts and checks, and the share of each grade.
func benchGenerate(b *testing.B, opt Options) {
	var times []time.Duration
	var clues, unproven int
	var props, conflicts, checks int64
	grades := map[generate.Grade]int{}
	for i := 0; i < b.N; i++ {
		o := opt
		o.Seed = uint64(i + 1)
		t0 := time.Now()
		r, err := Generate(o)
		if err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(t0))
		clues += r.Clues
		unproven += r.Unproven
		props += r.Stats.Propagations
		conflicts += r.Stats.Conflicts
		checks += int64(r.Stats.Checks)
		grades[r.Grade]++
	}
	slices.Sort(times)
	n := float64(b.N)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(times[len(times)-1].Microseconds())/1000, "max-ms")
	b.ReportMetric(float64(clues)/n, "clues")
	b.ReportMetric(float64(unproven)/n, "unproven")
	b.ReportMetric(float64(props)/n, "props")
	b.ReportMetric(float64(conflicts)/n, "conflicts")
	b.ReportMetric(float64(checks)/n, "checks")
	for _, g := range generate.Grades() {
		b.ReportMetric(float64(grades[g])/n, g.String())
	}
}
