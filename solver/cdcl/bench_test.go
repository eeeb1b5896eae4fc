package cdcl

import (
	"compress/gzip"
	"context"
	"flag"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	gs "github.com/crillab/gophersat/solver"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/internal/cputime"
)

var benchCNF = flag.String("cdclcnf", "testdata/bench/*.cnf.gz", "BenchmarkCNF: glob of the DIMACS files (.cnf or .cnf.gz) to solve")

func readCNFFile(t testing.TB, path string) *encode.Formula {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	var r io.Reader = fh
	if strings.HasSuffix(path, ".gz") {
		zr, err := gzip.NewReader(fh)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	}
	f, _, err := encode.ReadDIMACS(r, false)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return f
}

// BenchmarkCNF solves each formula from scratch (loading included) with
// the engine, the zebra generator's solver (gen-sat) and gophersat.
// -cdclcnf picks other files, e.g. `puzzlesat encode hashi` outputs.
func BenchmarkCNF(b *testing.B) {
	paths, err := filepath.Glob(*benchCNF)
	if err != nil || len(paths) == 0 {
		b.Fatalf("no files match %q", *benchCNF)
	}
	for _, p := range paths {
		f := readCNFFile(b, p)
		name := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(p), ".gz"), ".cnf")
		b.Run(name+"/cdcl", func(b *testing.B) {
			defer reportCPU(b)()
			for b.Loop() {
				s := New(Options{})
				s.EnsureVars(f.NumVars())
				f.Each(0, func(c []encode.Lit) { s.AddClause(c) })
				ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
				st := s.Solve(ctx, nil)
				cancel()
				if st == Unknown {
					b.Fatal("timeout")
				}
				if st == Sat {
					if err := f.Check(s.Model()); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(s.Stats().Conflicts), "conflicts")
			}
		})
		b.Run(name+"/gen-sat", func(b *testing.B) {
			defer reportCPU(b)()
			for b.Loop() {
				s := newBaseSat(f.NumVars())
				f.Each(0, s.add)
				if s.solve(nil, -1) == bTrue {
					m := make(encode.Model, f.NumVars()+1)
					for v := range m[1:] {
						m[v+1] = s.modelValue(encode.Lit(v + 1))
					}
					if err := f.Check(m); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(s.Conflicts), "conflicts")
			}
		})
		b.Run(name+"/gophersat", func(b *testing.B) {
			defer reportCPU(b)()
			for b.Loop() {
				gophersatSolve(f)
			}
		})
	}
}

// reportCPU starts measuring the process's CPU time; the function it
// returns reports it per operation as cpu-ms (less noisy than ns/op when
// other work shares the machine).
func reportCPU(b *testing.B) func() {
	start := cputime.Self()
	return func() {
		b.ReportMetric(float64((cputime.Self()-start).Microseconds())/1000/float64(b.N), "cpu-ms")
	}
}

func gophersatSolve(f *encode.Formula) gs.Status {
	var cs clauses
	f.Each(0, func(c []encode.Lit) { cs = append(cs, c) })
	if gophersatSat(cs, nil, f.NumVars()) {
		return gs.Sat
	}
	return gs.Unsat
}

// BenchmarkCancel is the time from cancelling a solve of PHP(13, 12),
// after 20 ms of search, to its return: the median (cancel-ms) and the
// largest (cancel-max-ms).
func BenchmarkCancel(b *testing.B) {
	var lat []time.Duration
	for b.Loop() {
		s := New(Options{})
		for _, c := range pigeonhole(13, 12) {
			s.AddClause(c)
		}
		ctx, cancel := context.WithCancel(context.Background())
		at := make(chan time.Time, 1)
		go func() {
			time.Sleep(20 * time.Millisecond)
			at <- time.Now()
			cancel()
		}()
		s.Solve(ctx, nil)
		lat = append(lat, time.Since(<-at))
	}
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "cancel-ms")
	b.ReportMetric(float64(lat[len(lat)-1].Microseconds())/1000, "cancel-max-ms")
}
