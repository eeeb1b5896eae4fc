// Command explaincheck explains a sample of the puzzles of a directory
// tree and checks every step with package explaincheck (fresh gophersat
// solves): `make explain-check SHARED=DIR` runs it on the shared
// reference sets without making the project's tests depend on them.
//
//	explaincheck [-n N] [-files F] [-timeout D] [-check=false] DIR...
//
// Files are read by their directory name (hashi, shikaku, zebra
// anywhere in the path) and extension (.txt, .has, .jsonl, .json); the
// first N puzzles of each of the first F files of each directory are
// explained (CLLV's Hashi set is 1,440 files of one puzzle). The exit
// status is 1 when any explanation fails its check. With -check=false it
// only measures: per file, the median and largest time of a whole
// explanation in process (wall clock and CPU), with the figures of the
// explanations (steps, largest step).
//
// With -puzzlekit the arguments are PuzzleKit sets instead, one genre's
// JSON file each (internal/puzzlekit; the kind is the file's "name", or
// -kind): every puzzle within -max-size ROWSxCOLS and -max-cells N (or with -n
// N, N of them spread evenly over the set in name order) is
// explained to the end in process, one after the other, and every
// -check-every K-th explanation is checked (1: all; 0: none, only
// measure). Per set it reports the puzzles within the bound, how many
// reached "solved" (and the names of those that did not, with why),
// the steps on average, and the wall and CPU time of a whole explanation
// (median, largest), then a Markdown table of all the sets
// (docs/explain.md "The PuzzleKit sets"). -cpuprofile writes a CPU
// profile of the whole run. -cpu-limit D stops an explanation after D
// of CPU time (status stuck, "the CPU limit passed"): on a loaded
// machine a fairer bound than -timeout's wall clock.
//
//	explaincheck -puzzlekit -max-size 10x10 -check-every 5 Akari_dataset.json Masyu_dataset.json
//	explaincheck -puzzlekit -kind skyscrapers -max-size 10x10 Skyscraper_dataset.json
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/internal/cputime"
	"github.com/puzzlesat/puzzlesat/internal/explaincheck"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

var check bool

func main() {
	solver.ServeWorkerIfAsked() // a deadline-bound gophersat solve re-executes this program as its worker
	n := flag.Int("n", 3, "puzzles per file")
	files := flag.Int("files", 3, "files per directory")
	timeout := flag.Duration("timeout", 60*time.Second, "limit per explanation")
	flag.BoolVar(&check, "check", true, "check every step (false: only measure)")
	pk := flag.Bool("puzzlekit", false, "the arguments are PuzzleKit sets (GENRE_dataset.json), not directories")
	kindName := flag.String("kind", "", "with -puzzlekit: the kind (default: the set's name)")
	var b bound
	flag.Func("max-size", "with -puzzlekit: only puzzles of at most ROWSxCOLS (10x10)", func(s string) error { return parseSize(s, &b) })
	flag.IntVar(&b.cells, "max-cells", 0, "with -puzzlekit: only puzzles of at most N cells (0: any)")
	checkEvery := flag.Int("check-every", 1, "with -puzzlekit: check every K-th explanation (1: all, 0: none)")
	verbose := flag.Bool("v", false, "with -puzzlekit: a line per puzzle")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the run to FILE")
	cpuLimit := flag.Duration("cpu-limit", 0, "with -puzzlekit: stop an explanation (stuck) after this much CPU time (0: none; -timeout bounds the wall clock)")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		defer pprof.StopCPUProfile()
	}
	if *pk {
		nset := 0
		if flagSet("n") {
			nset = *n
		}
		if !check {
			*checkEvery = 0
		}
		os.Exit(runSets(flag.Args(), *kindName, b, nset, *checkEvery, *timeout, *cpuLimit, *verbose))
	}
	failed := 0
	for _, dir := range flag.Args() {
		seen := map[string]int{}
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || kindOf(path) == nil {
				return err
			}
			if seen[filepath.Dir(path)]++; seen[filepath.Dir(path)] > *files {
				return nil
			}
			failed += checkFile(path, *n, *timeout)
			return nil
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	if failed > 0 {
		pprof.StopCPUProfile()
		fmt.Printf("%d explanation(s) failed\n", failed)
		os.Exit(1)
	}
}

// flagSet says whether the flag was given.
func flagSet(name string) bool {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// runSets runs -puzzlekit on each set; it returns the exit status (1:
// some check failed, 2: a set did not read).
func runSets(paths []string, kindName string, b bound, n, checkEvery int, timeout, cpuLimit time.Duration, verbose bool) int {
	if len(paths) == 0 {
		fmt.Fprintln(os.Stderr, "explaincheck -puzzlekit: no sets given (make explain-puzzlekit: is PUZZLEKIT the directory of the GENRE_dataset.json files?)")
		return 2
	}
	var rows []string
	status := 0
	for _, path := range paths {
		f, err := runSet(path, kindName, b, n, checkEvery, timeout, cpuLimit, verbose)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			status = 2
			continue
		}
		f.report(b)
		rows = append(rows, f.row())
		if f.failed > 0 && status == 0 {
			status = 1
		}
	}
	fmt.Printf("\n| set | kind | puzzles %s | explained | solved | checked | steps mean | wall median / max s | CPU median / max s |\n", b)
	fmt.Println("|---|---|---|---|---|---|---|---|---|")
	for _, r := range rows {
		fmt.Println(r)
	}
	pprof.StopCPUProfile()
	return status
}

// kindOf is the kind a file holds, from its path, or nil.
func kindOf(path string) puzzle.Kind {
	switch filepath.Ext(path) {
	case ".txt", ".has", ".jsonl", ".json", ".grid":
	default:
		return nil
	}
	for _, part := range strings.Split(filepath.ToSlash(path), "/") {
		if k, err := kinds.Lookup(part); err == nil {
			return k
		}
	}
	return nil
}

// checkFile explains and checks the first n puzzles of a file; it
// returns the number of failures.
func checkFile(path string, n int, timeout time.Duration) int {
	k := kindOf(path)
	if k == nil {
		return 0
	}
	ctx := context.Background()
	data, err := os.ReadFile(path)
	if err != nil {
		fmt.Println(err)
		return 1
	}
	items, err := puzzle.Read(k, puzzle.Source{Name: path, Data: data, Count: solve.Counter(ctx, k, nil, puzzle.Options{})}, "")
	if err != nil {
		fmt.Println(err)
		return 1
	}
	failed := 0
	var times []time.Duration
	var cpus []float64
	byClass := map[string][]time.Duration{}
	var classes []string
	statuses := map[explain.Status]int{}
	steps, largest, clues := 0, 0, 0
	for _, it := range items[:min(n, len(items))] {
		if it.Err != nil {
			continue
		}
		start, c0 := time.Now(), cputime.Self()
		ex, err := explain.Run(ctx, k, it, explain.Options{Timeout: timeout})
		times = append(times, time.Since(start))
		cpus = append(cpus, (cputime.Self() - c0).Seconds())
		if _, ok := byClass[it.Info.Class]; !ok {
			classes = append(classes, it.Info.Class)
		}
		byClass[it.Info.Class] = append(byClass[it.Info.Class], times[len(times)-1])
		if err != nil {
			fmt.Printf("FAIL %s: %v\n", it.Info.Name, err)
			failed++
			continue
		}
		statuses[ex.Status]++
		steps += ex.Difficulty.Steps
		largest, clues = max(largest, ex.Difficulty.Largest), max(clues, ex.Difficulty.MaxClues)
		if !check {
			continue
		}
		var rec bytes.Buffer
		explain.WriteJSON(&rec, ex)
		c, err := explaincheck.New(ctx, k, it)
		if err == nil {
			err = c.Check(rec.Bytes(), nil)
		}
		if err != nil {
			fmt.Printf("FAIL %s: %v\n", it.Info.Name, err)
			failed++
		}
	}
	if len(times) == 0 {
		return failed
	}
	sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
	sort.Float64s(cpus)
	what := "explained and checked"
	if !check {
		what = "explained"
	}
	fmt.Printf("%s: %d %s, %v, wall median %v max %v, cpu median %.3fs max %.3fs, %.0f steps on average, largest step %d premises, at most %d clues, %d failed\n",
		path, len(times), what, statuses, times[len(times)/2].Round(time.Millisecond), times[len(times)-1].Round(time.Millisecond),
		cpus[len(cpus)/2], cpus[len(cpus)-1], float64(steps)/float64(len(times)), largest, clues, failed)
	if len(classes) > 1 {
		for _, c := range classes {
			ts := byClass[c]
			sort.Slice(ts, func(i, j int) bool { return ts[i] < ts[j] })
			fmt.Printf("  %s: %d, wall median %v max %v\n", c, len(ts), ts[len(ts)/2].Round(time.Millisecond), ts[len(ts)-1].Round(time.Millisecond))
		}
	}
	return failed
}
