package hashi

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/solver"
)

// BenchmarkCLLV400 solves testdata/cllv_400_001.has (parse + encode +
// solve + decode + check).
func BenchmarkCLLV400(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "cllv_400_001.has"))
	if err != nil {
		b.Fatal(err)
	}
	for _, opt := range []Options{{Order: true}, {Card: encode.Binomial}, {Card: encode.Totalizer}, {Order: true, Connectivity: Eager}} {
		b.Run(opt.CardName()+"-"+opt.Connectivity.String(), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				ps, err := Parse("x", data, Auto)
				if err != nil {
					b.Fatal(err)
				}
				r, err := Solve(context.Background(), solver.Gophersat{}, ps[0], opt, 1)
				if err != nil || r.Status != solver.Sat {
					b.Fatal(err, r.Status)
				}
			}
		})
	}
}

// BenchmarkDir solves every file under $HASHI_BENCH_DIR (for example
// ../shared/data/hashi/cllv/400) once per iteration.
func BenchmarkDir(b *testing.B) {
	dir := os.Getenv("HASHI_BENCH_DIR")
	if dir == "" {
		b.Log("set HASHI_BENCH_DIR to a directory of puzzles")
		return
	}
	var files []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	for i := 0; i < b.N; i++ {
		for _, f := range files {
			data, _ := os.ReadFile(f)
			ps, err := Parse(f, data, Auto)
			if err != nil {
				b.Fatal(err)
			}
			for _, p := range ps {
				r, err := Solve(context.Background(), solver.Gophersat{}, p, Options{Order: true, Deductions: true}, 1)
				if err != nil || r.Status != solver.Sat {
					b.Fatal(f, err, r.Status)
				}
			}
		}
	}
}
