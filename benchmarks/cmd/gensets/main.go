// Command gensets regenerates the project's own benchmark instance sets
// (benchmarks.GeneratedSets) with their fixed seeds:
//
//	go run ./benchmarks/cmd/gensets -out benchmarks/sets/generated
//
// Each set becomes a directory of DIMACS files; every file names its
// generator and seed in a comment line. Running it twice gives the same
// bytes. `make bench-sets` runs it.
package main

import (
	"flag"
	"fmt"
	"github.com/puzzlesat/puzzlesat/solver"
	"os"
	"path/filepath"
	"sort"

	"github.com/puzzlesat/puzzlesat/benchmarks"
)

func main() {
	solver.ServeWorkerIfAsked() // a deadline-bound gophersat solve re-executes this program as its worker
	out := flag.String("out", "sets/generated", "directory to write the sets into")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gensets:", err)
		os.Exit(1)
	}
}

func run(root string) error {
	for _, s := range benchmarks.GeneratedSets {
		files, err := s.Files()
		if err != nil {
			return err
		}
		dir := filepath.Join(root, s.Name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		names := make([]string, 0, len(files))
		for n := range files {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			if err := os.WriteFile(filepath.Join(dir, n), files[n], 0o644); err != nil {
				return err
			}
		}
		fmt.Printf("%s: %d files\n", dir, len(names))
	}
	return nil
}
