// Command solveonly solves puzzles with puzzlesat's library and nothing
// else: no command line parser, no signal handling, no web page, no
// benchmark harness. `make bench-cli` times it beside puzzlesat, as a
// second floor: what a Go process that reads, encodes, solves (embedded
// gophersat), checks and prints one puzzle costs from start to exit.
// puzzlesat cannot start faster than this on the same puzzle.
//
//	solveonly KIND FILE...
package main

import (
	"context"
	"fmt"
	"github.com/puzzlesat/puzzlesat/app"
	"github.com/puzzlesat/puzzlesat/solver"
	"os"

	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

func main() {
	solver.ServeWorkerIfAsked() // a deadline-bound gophersat solve re-executes this program as its worker
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: solveonly KIND FILE...")
		os.Exit(2)
	}
	k, err := kinds.Lookup(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "solveonly:", err)
		os.Exit(2)
	}
	b := app.Batch{Kind: k, Inputs: os.Args[2:], Format: "text", Stdin: os.Stdin, Out: os.Stdout, Err: os.Stderr}
	sum, err := b.Run(context.Background())
	if err != nil {
		fmt.Fprintln(os.Stderr, "solveonly:", err)
		os.Exit(1)
	}
	os.Exit(sum.ExitCode())
}
