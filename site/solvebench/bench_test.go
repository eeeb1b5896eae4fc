// Package solvebench times, natively, the solve path the static page's
// worker runs (serve.Server.Call "solve" with the page's options) on the
// four puzzles of docs/site.md's solve-time table, with allocations:
//
//	go test -run '^$' -bench . -benchmem ./site/solvebench/
//
// It is its own package so that it does not build the site (site's
// TestMain does). Profiles: add -cpuprofile or -memprofile.
package solvebench

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/examples"
	"github.com/puzzlesat/puzzlesat/internal/cputime"
	"github.com/puzzlesat/puzzlesat/serve"
	"github.com/puzzlesat/puzzlesat/site"
)

// Puzzles are the four of docs/site.md: name and file ("" for the first
// bundled Sudoku example), relative to this directory.
var Puzzles = []struct{ Name, File string }{
	{"hashi25x25", "../../puzzles/hashi/testdata/tatham_25x25.txt"},
	{"shikaku45x31", "../../examples/shikaku/giant45x31.txt"},
	{"sudoku9x9", ""},
	{"zebra6x6", "../../serve/testdata/zebralogic-6x6.jsonl"},
}

func text(b testing.TB, file string) string {
	if file == "" {
		es, err := examples.List("sudoku")
		if err != nil || len(es) == 0 {
			b.Fatalf("no sudoku example: %v", err)
		}
		t, err := es[0].Text()
		if err != nil {
			b.Fatal(err)
		}
		return t
	}
	data, err := os.ReadFile(file)
	if err != nil {
		b.Fatal(err)
	}
	return string(data)
}

func BenchmarkSolve(b *testing.B) {
	opt := site.Options()
	opt.CallsOnly = true
	s, err := serve.New(opt)
	if err != nil {
		b.Fatal(err)
	}
	for _, p := range Puzzles {
		body, _ := json.Marshal(map[string]any{"puzzle": text(b, p.File), "index": 1, "unique": true})
		b.Run(p.Name, func(b *testing.B) {
			// CPU time: on the loaded machine a wall-clock ns/op
			// mostly measures the others' work.
			c0 := cputime.Self()
			for b.Loop() {
				status, answer := s.Call(context.Background(), "solve", body)
				if status != 200 || !strings.Contains(string(answer), `"status":"solved"`) {
					b.Fatalf("%d %.300s", status, answer)
				}
			}
			b.ReportMetric(float64(cputime.Self()-c0)/1e6/float64(b.N), "cpu-ms/op")
		})
	}
}
