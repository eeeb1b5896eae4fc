// Command benchcli measures what a user of puzzlesat waits for: whole
// processes, start to exit, against floors measured in the same run (an
// empty Go binary built with the same toolchain, /bin/true, and on each
// puzzle a Go program that only solves it with puzzlesat's library,
// benchmarks/cmd/solveonly), and optionally against a gringo | clasp
// pipeline on the same puzzles.
// `make bench-cli` builds the binaries and runs it:
//
//	go run ./benchmarks/cmd/benchcli -puzzlesat bin/puzzlesat -empty bin/empty [-anchor] [-all]
//
// Every round runs each program once on each instance, in a shuffled
// order, so that the load of a shared machine falls on all of them alike;
// a figure is the median over the rounds, and a ratio is the median of the
// per-round ratios (this round's run against this round's empty Go run).
// The puzzles live in benchmarks/sets/cli (see its README.md).
//
// With -facts KIND it writes the given puzzle files as the answer-set
// programs' input facts instead (benchmarks/anchors).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/puzzlesat/puzzlesat/solver"
)

func main() {
	solver.ServeWorkerIfAsked() // a deadline-bound gophersat solve re-executes this program as its worker
	var cfg config
	flag.StringVar(&cfg.puzzlesat, "puzzlesat", "bin/puzzlesat", "puzzlesat binaries to measure, comma-separated (each becomes a column group)")
	flag.StringVar(&cfg.empty, "empty", "bin/empty", "an empty Go program built with the same toolchain (benchmarks/cmd/empty)")
	flag.StringVar(&cfg.solveOnly, "solveonly", "bin/solveonly", "the library-only solver (benchmarks/cmd/solveonly), timed on every instance as a floor; empty: none")
	flag.StringVar(&cfg.sets, "sets", "benchmarks/sets/cli", "the instance directory")
	flag.IntVar(&cfg.rounds, "rounds", 15, "interleaved rounds (one run of everything each)")
	flag.BoolVar(&cfg.inproc, "inprocess", true, "also time the warm in-process loop (parse, encode, solve, check) on each Hashi and Shikaku instance, once per round")
	flag.BoolVar(&cfg.all, "all", false, "every instance of every class, not only the first of the core classes")
	flag.BoolVar(&cfg.anchor, "anchor", false, "also run gringo | clasp (benchmarks/anchors) on the Hashi and Shikaku instances; implies -all for them")
	flag.StringVar(&cfg.only, "only", "", "measure only the classes whose name contains one of these comma-separated words")
	flag.Uint64Var(&cfg.seed, "seed", 1, "seed of the run order shuffle")
	facts := flag.String("facts", "", "write the puzzles of the FILE arguments as `KIND` (hashi, shikaku) facts for the anchor programs, and exit")
	flag.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: benchcli [flags]\n       benchcli -facts KIND FILE...\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *facts != "" {
		if err := writeFacts(os.Stdout, *facts, flag.Args()); err != nil {
			fmt.Fprintln(os.Stderr, "benchcli:", err)
			os.Exit(1)
		}
		return
	}
	if flag.NArg() > 0 || cfg.rounds < 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(&cfg); err != nil {
		fmt.Fprintln(os.Stderr, "benchcli:", err)
		os.Exit(1)
	}
}

// config is the command line.
type config struct {
	puzzlesat, empty, sets, only string
	solveOnly                    string
	rounds                       int
	all, anchor, inproc          bool
	seed                         uint64
}

func (c *config) binaries() []string {
	var bs []string
	for _, b := range strings.Split(c.puzzlesat, ",") {
		if b = strings.TrimSpace(b); b != "" {
			bs = append(bs, b)
		}
	}
	return bs
}

// label names a puzzlesat binary in the report: its file name, or its
// path when another binary of the run has the same file name.
func (c *config) label(bin string) string {
	for _, o := range c.binaries() {
		if o != bin && filepath.Base(o) == filepath.Base(bin) {
			return bin
		}
	}
	return filepath.Base(bin)
}

func run(cfg *config) error {
	p, err := plan(cfg)
	if err != nil {
		return err
	}
	defer p.cleanup()
	if err := p.verifyAnchors(); err != nil {
		return err
	}
	fmt.Fprintf(os.Stderr, "benchcli: %d targets x %d rounds\n", len(p.targets), cfg.rounds)
	if err := p.measure(cfg.rounds, cfg.seed); err != nil {
		return err
	}
	p.report(os.Stdout)
	return nil
}
