package shikaku

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/cputime"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solver"
)

var (
	benchDir  = flag.String("shikaku.dir", "testdata/tatham", "directory of puzzle files (any input format) for BenchmarkSolve")
	benchEnc  = flag.String("shikaku.enc", "pairwise", "comma-separated exactly-one encodings for BenchmarkSolve: pairwise, ladder, commander, or card=<cardinality encoding>")
	benchMods = flag.String("shikaku.models", "partition,channel,redundant", "comma-separated models for BenchmarkSolve")
)

// benchOptions are the option combinations of -shikaku.models x -shikaku.enc.
func benchOptions(b *testing.B) []Options {
	var out []Options
	for _, ms := range strings.Split(*benchMods, ",") {
		m, err := ParseModel(ms)
		if err != nil {
			b.Fatal(err)
		}
		for _, es := range strings.Split(*benchEnc, ",") {
			opt := Options{Model: m}
			if c, ok := strings.CutPrefix(es, "card="); ok {
				opt.UseCard = true
				if opt.Card, err = encode.ParseCardEncoding(c); err != nil {
					b.Fatal(err)
				}
			} else if opt.AMO, err = encode.ParseAMOEncoding(es); err != nil {
				b.Fatal(err)
			}
			out = append(out, opt)
		}
	}
	return out
}

// BenchmarkSolve solves every puzzle of every file in -shikaku.dir under
// each model of -shikaku.models and exactly-one encoding of -shikaku.enc
// (gophersat; parse excluded; encode + solve + decode + check included;
// one solution, no uniqueness proof) and reports the median and maximum
// wall time per puzzle in ms over all iterations (and the process CPU time,
// less sensitive to other work on the machine), and how many puzzles unit
// propagation alone solves (up-solved). Point it at the full sets:
//
//	go test ./puzzles/shikaku -run '^$' -bench Solve -benchtime 3x -shikaku.dir /path/to/shikaku/tatham
//	go test ./puzzles/shikaku -run '^$' -bench Solve -shikaku.dir DIR -shikaku.enc pairwise,ladder,commander,card=native
func BenchmarkSolve(b *testing.B) {
	files, err := filepath.Glob(filepath.Join(*benchDir, "*"))
	if err != nil || len(files) == 0 {
		b.Fatalf("no puzzle files in %s (set -shikaku.dir)", *benchDir)
	}
	for _, file := range files {
		if strings.HasSuffix(file, ".md") {
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			b.Fatal(err)
		}
		ps, err := Parse(file, data, FormatAuto)
		if err != nil {
			b.Fatalf("%s: %v", file, err)
		}
		for _, opt := range benchOptions(b) {
			enc := opt.AMO.String()
			if opt.UseCard {
				enc = "card=" + opt.Card.String()
			}
			name := fmt.Sprintf("%s/%v/%s", strings.TrimSuffix(filepath.Base(file), filepath.Ext(file)), opt.Model, enc)
			b.Run(name, func(b *testing.B) {
				upSolved := 0
				for _, p := range ps {
					e, err := Encode(p, opt)
					if err != nil {
						b.Fatal(err)
					}
					if e.Propagation().Solved {
						upSolved++
					}
				}
				b.ResetTimer()
				var times, cpus []time.Duration
				for i := 0; i < b.N; i++ {
					for _, p := range ps {
						c0 := cputime.Self()
						t0 := time.Now()
						res, err := solveWith(context.Background(), solver.Gophersat{}, p, opt, 1)
						if err != nil {
							b.Fatal(err)
						}
						if res.Status != puzzle.Solved {
							b.Fatalf("%s: %v", p.Name, res.Status)
						}
						times = append(times, time.Since(t0))
						cpus = append(cpus, cputime.Self()-c0)
					}
				}
				sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
				sort.Slice(cpus, func(i, j int) bool { return cpus[i] < cpus[j] })
				ms := func(d time.Duration) float64 { return float64(d) / 1e6 }
				b.ReportMetric(ms(times[len(times)/2]), "median-ms")
				b.ReportMetric(ms(times[len(times)-1]), "max-ms")
				b.ReportMetric(ms(cpus[len(cpus)/2]), "cpu-median-ms")
				b.ReportMetric(ms(cpus[len(cpus)-1]), "cpu-max-ms")
				b.ReportMetric(float64(len(ps)), "puzzles")
				b.ReportMetric(float64(upSolved), "up-solved")
			})
		}
	}
}
