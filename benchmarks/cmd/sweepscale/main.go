// Command sweepscale writes the inputs of the scale measurements of
// docs/bench.md (Scale): an instance set whose sweep has a million runs,
// and the shard directories of a large sweep for `bench merge`.
//
//	go run ./benchmarks/cmd/sweepscale instances -out DIR [-files 100 -ids 100]
//	go run ./benchmarks/cmd/sweepscale shards -out DIR [-shards 64 -records 100000]
//
// instances writes FILES Tatham Bridges files of IDS game IDs each (7x7
// puzzles from the package's test data, repeated): with 20 option
// combinations and 5 solvers, 100 x 100 instances make 1,000,000 runs.
//
// shards writes the results.csv and sweep.json of every shard of one
// synthetic sweep of SHARDS x RECORDS runs (instances x 5 option
// combinations x 4 solvers x 2 repeats, statuses and times varying), as
// `bench --shard i/SHARDS --out DIR/i` would leave them.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"github.com/puzzlesat/puzzlesat/solver"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/benchmarks"
)

func main() {
	solver.ServeWorkerIfAsked() // a deadline-bound gophersat solve re-executes this program as its worker
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: sweepscale instances|shards -out DIR [flags]")
		os.Exit(2)
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	out := fs.String("out", "", "directory to write")
	files := fs.Int("files", 100, "instances: files")
	ids := fs.Int("ids", 100, "instances: game IDs per file")
	shards := fs.Int("shards", 64, "shards: shard directories")
	records := fs.Int("records", 100_000, "shards: records per shard")
	_ = fs.Parse(os.Args[2:])
	if *out == "" {
		fmt.Fprintln(os.Stderr, "sweepscale: -out is required")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "instances":
		err = instances(*out, *files, *ids)
	case "shards":
		err = shardDirs(*out, *shards, *records)
	default:
		err = fmt.Errorf("unknown mode %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "sweepscale:", err)
		os.Exit(1)
	}
}

var tathamIDs = []string{
	"7x7m2:1d2n22d4j1b3a3e4",
	"7x7m2:2d1b2b3a3i2a5a5a2a4a2h3b5b3",
}

func instances(dir string, files, ids int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for f := 0; f < files; f++ {
		var b strings.Builder
		for i := 0; i < ids; i++ {
			b.WriteString(tathamIDs[(f+i)%len(tathamIDs)] + "\n")
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("tatham-%04d.txt", f)), []byte(b.String()), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// The synthetic sweep's matrix.
var (
	options = []string{"card=binomial", "card=seqcounter", "card=totalizer", "card=cardnet", "card=native"}
	solvers = []string{"gophersat", "minisat", "cadical", "picosat"}
	repeats = 2
)

func record(job, total int) benchmarks.Record {
	perInst := len(options) * len(solvers) * repeats
	inst, rest := job/perInst, job%perInst
	o, rest := rest/(len(solvers)*repeats), rest%(len(solvers)*repeats)
	s, r := rest/repeats, rest%repeats
	status, check := benchmarks.StatusSat, benchmarks.CheckOK
	switch {
	case inst%11 == 3:
		status, check = benchmarks.StatusUnsat, benchmarks.CheckNone
	case (inst+s)%17 == 5:
		status, check = benchmarks.StatusUnknown, benchmarks.CheckNone
	}
	wall := float64((inst*7+s*3+o+r)%1000)/100 + 0.001
	if status == benchmarks.StatusUnknown {
		wall = 10
	}
	return benchmarks.Record{
		Job: job, Of: total, Instance: fmt.Sprintf("cllv/%03d/inst-%07d.has", inst%400, inst), Kind: "hashi",
		Options: options[o], Solver: solvers[s], Repeat: r + 1, Status: status, Check: check,
		Vars: 900 + inst%500, Clauses: 4000 + inst%2000, Literals: 12000, Rounds: inst % 3,
		Conflict: int64(inst % 5000), Decision: int64(inst % 9000), Timeout: 10, Wall: wall, Solve: wall / 2,
		MaxRSSKB: int64(20000 + inst%5000),
	}
}

func shardDirs(dir string, shards, records int) error {
	total := shards * records
	perInst := len(options) * len(solvers) * repeats
	if total%perInst != 0 {
		return fmt.Errorf("shards x records must be a multiple of %d", perInst)
	}
	for i := 0; i < shards; i++ {
		d := filepath.Join(dir, fmt.Sprintf("%02d", i))
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
		meta := benchmarks.SweepMeta{Version: 1, Shard: fmt.Sprintf("%d/%d", i, shards), Runs: records, Total: total, Dir: dir,
			Sweep: benchmarks.Sweep{Paths: []string{"cllv"}, Solvers: solvers, Repeat: repeats, Timeout: 10 * time.Second,
				Options: map[string][]string{"card": {"binomial", "seqcounter", "totalizer", "cardnet", "native"}}}}
		data, err := json.MarshalIndent(meta, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(d, benchmarks.SweepFile), append(data, '\n'), 0o644); err != nil {
			return err
		}
		if err := writeShard(filepath.Join(d, benchmarks.ResultsFile), i, shards, total); err != nil {
			return err
		}
	}
	return nil
}

func writeShard(path string, i, shards, total int) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(f, 1<<20)
	cw, err := benchmarks.NewCSVWriter(bw)
	if err != nil {
		return err
	}
	for job := i; job < total; job += shards {
		if err := cw.Write(record(job, total)); err != nil {
			return err
		}
	}
	if err := cw.Flush(); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return f.Close()
}
