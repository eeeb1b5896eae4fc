package benchmarks

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"
)

// bigSweep is the records of a sweep of n instances x 4 groups.
func bigSweep(n int) []Record {
	recs := make([]Record, 0, 4*n)
	for i := 0; i < n; i++ {
		for g := 0; g < 4; g++ {
			st := StatusSat
			if (i+g)%7 == 0 {
				st = StatusUnknown
			}
			recs = append(recs, Record{Job: len(recs), Of: 4 * n, Instance: fmt.Sprintf("set/inst-%05d.cnf", i), Kind: "dimacs",
				Solver: []string{"gophersat", "minisat", "cadical", "kissat"}[g], Repeat: 1, Status: st, Check: CheckOK,
				Vars: 100 + i, Clauses: 426 + i, Literals: 1278, Conflict: int64(i * g), Decision: int64(i), Timeout: 10,
				Wall: float64(i%100) / 37, Solve: float64(i%100) / 40, MaxRSSKB: 20000})
		}
	}
	return recs
}

// The report side of a 40,000-run sweep: CSV out and back, summary, plot.
func BenchmarkReport(b *testing.B) {
	recs := bigSweep(10000)
	var csvBytes bytes.Buffer
	if err := WriteCSV(&csvBytes, recs); err != nil {
		b.Fatal(err)
	}
	b.Run("WriteCSV", func(b *testing.B) {
		b.SetBytes(int64(csvBytes.Len()))
		for b.Loop() {
			if err := WriteCSV(io.Discard, recs); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("ReadCSV", func(b *testing.B) {
		b.SetBytes(int64(csvBytes.Len()))
		for b.Loop() {
			if _, err := ReadCSV(bytes.NewReader(csvBytes.Bytes())); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Summary", func(b *testing.B) {
		for b.Loop() {
			if err := NewReport(recs).WriteMarkdown(io.Discard); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Cactus", func(b *testing.B) {
		rep := NewReport(recs)
		for b.Loop() {
			if err := rep.WriteCactus(io.Discard); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// countRunner counts the jobs it is asked to run.
type countRunner struct{ n atomic.Int32 }

func (r *countRunner) Run(ctx context.Context, j Job) Record {
	r.n.Add(1)
	return fakeRunner{}.Run(ctx, j)
}

// An --out that cannot be written fails before the sweep, not after it.
func TestBenchOutCheckedFirst(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.fake")
	writeFile(t, p, "sat unsat")
	notDir := filepath.Join(dir, "file")
	writeFile(t, notDir, "")
	r := &countRunner{}
	cfg := Config{Sweep: Sweep{Paths: []string{p}, Timeout: time.Second}, Out: notDir, Runner: r, Jobs: 1}
	if _, err := Bench(context.Background(), &cfg); err == nil {
		t.Fatal("no error for an --out that is a file")
	}
	if r.n.Load() != 0 {
		t.Fatalf("%d jobs ran before the --out error", r.n.Load())
	}
	cfg.Out = filepath.Join(dir, "new", "out")
	if _, err := Bench(context.Background(), &cfg); err != nil {
		t.Fatal(err)
	}
	if r.n.Load() != 2 {
		t.Fatalf("%d jobs ran, want 2", r.n.Load())
	}
	ents, _ := os.ReadDir(cfg.Out)
	if len(ents) != 4 {
		t.Fatalf("out dir holds %d files, want sweep.json, results.csv, summary.md, cactus.svg", len(ents))
	}
}
