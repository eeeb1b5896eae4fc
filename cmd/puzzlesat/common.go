package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/puzzlesat/puzzlesat/solver"
)

// Exit codes of the puzzle commands (solve/encode/decode/generate):
// 0 every puzzle solved, 1 an error (bad input, solver failure, a wrong
// model), 2 a usage error, 3 some puzzle has no solution, 4 some puzzle's
// status is unknown (timeout). `dimacs solve` uses the SAT-competition
// codes instead: 10 SAT, 20 UNSAT, 0 unknown, 1 error.
const (
	exitOK      = 0
	exitError   = 1
	exitUsage   = 2
	exitUnsat   = 3
	exitUnknown = 4
)

// solverFlags are the flags every solving command takes.
func solverFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "solver", Value: "gophersat", Usage: "backend: gophersat, cdcl, minisat, cadical, kissat, picosat, cryptominisat5, or a path to a SAT-competition binary"},
		&cli.DurationFlag{Name: "timeout", Usage: "give up after this long per puzzle (0: no limit), e.g. 10s"},
	}
}

// openSolver returns the backend chosen by --solver (a usage error for an
// unknown name or a negative --timeout).
func openSolver(c *cli.Context) (solver.Solver, error) {
	if d := c.Duration("timeout"); d < 0 {
		return nil, cli.Exit(fmt.Sprintf("--timeout %v: must not be negative (0: no limit)", d), exitUsage)
	}
	s, err := solver.Lookup(c.String("solver"))
	if err != nil {
		return nil, cli.Exit(err.Error(), exitUsage)
	}
	return s, nil
}

// solveContext is a context carrying --timeout as a deadline (when set)
// and cancelled by Ctrl-C or SIGTERM, so that an external solver or a
// gophersat worker is killed with its whole process tree instead of being
// orphaned.
func solveContext(c *cli.Context) (context.Context, context.CancelFunc) {
	ctx, stop := signal.NotifyContext(c.Context, os.Interrupt, syscall.SIGTERM)
	if d := c.Duration("timeout"); d > 0 {
		tctx, cancel := context.WithTimeout(ctx, d)
		return tctx, func() { cancel(); stop() }
	}
	return ctx, stop
}

// readInput reads a file argument, "-" meaning standard input.
func readInput(c *cli.Context, path string) ([]byte, error) {
	if path == "-" || path == "" {
		return io.ReadAll(c.App.Reader)
	}
	return os.ReadFile(path)
}

// timeNow is replaced in tests that need stable output.
var timeNow = time.Now

// needArgs checks the positional argument count.
func needArgs(c *cli.Context, min, max int) error {
	n := c.NArg()
	if n < min || (max >= 0 && n > max) {
		return cli.Exit(fmt.Sprintf("%s: wrong number of arguments (see --help)", c.Command.FullName()), exitUsage)
	}
	return nil
}

// puzzleStatus is the status word of the puzzle commands' JSON output.
func puzzleStatus(s solver.Status) string {
	switch s {
	case solver.Sat:
		return "solved"
	case solver.Unsat:
		return "unsatisfiable"
	}
	return "unknown"
}

// writeOutput runs write on the file named by --output, or on standard
// output when that is "" or "-". The file's Close error is reported, so a
// full disk does not pass silently.
func writeOutput(c *cli.Context, write func(w io.Writer) error) error {
	out := c.String("output")
	if out == "" || out == "-" {
		bw := bufio.NewWriter(c.App.Writer)
		if err := write(bw); err != nil {
			return err
		}
		return bw.Flush()
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(f)
	if err := write(bw); err != nil {
		f.Close()
		return err
	}
	if err := bw.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// signalContext is cancelled by Ctrl-C or SIGTERM, so that solves end
// as unknown and external solvers or gophersat workers are killed with
// their whole process tree instead of being orphaned.
func signalContext(c *cli.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(c.Context, os.Interrupt, syscall.SIGTERM)
}

// newBufferedWriter buffers standard output; callers flush it.
func newBufferedWriter(w io.Writer) *bufio.Writer { return bufio.NewWriter(w) }
