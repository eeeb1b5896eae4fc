package main

import (
	"bufio"
	"context"
	"fmt"
	"github.com/puzzlesat/puzzlesat/app"
	"io"
	"os"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/internal/progress"
	"github.com/puzzlesat/puzzlesat/solver"
	"golang.org/x/term"
)

// Exit codes of the puzzle commands (solve/encode/decode/generate):
// 0 every puzzle solved, 1 an error (bad input, solver failure, a wrong
// model), 2 a usage error, 3 some puzzle has no solution, 4 some puzzle's
// status is unknown (timeout, or a stop signal: see interrupt.go), 5 every
// puzzle solved and some has a second solution (--unique, --count).
// `dimacs solve` uses the SAT-competition codes instead: 10 SAT, 20
// UNSAT, 0 unknown (also when stopped by a signal), 1 error.
const (
	exitOK      = 0
	exitError   = 1
	exitUsage   = 2
	exitUnsat   = 3
	exitUnknown = 4
	// 5 (not unique) is app.ExitNotUnique, which the batch's summary gives.
)

// progressWriter is where long commands (generate, bench) show progress:
// a line redrawn in place on a terminal; otherwise (a CI log, a pipe) a
// line of its own every few seconds once the work takes that long
// (internal/progress.Lines). --quiet turns both off.
func progressWriter() io.Writer {
	if term.IsTerminal(int(os.Stderr.Fd())) {
		return os.Stderr
	}
	return progress.Lines(os.Stderr)
}

// progressFlags are --progress and --no-progress, which solve, explain,
// generate and bench take (issue 30 item 14).
func progressFlags() []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "progress", Usage: "show progress on standard error whatever it is: a line when the work starts, every 5 seconds, and when it ends"},
		&cli.BoolFlag{Name: "no-progress", Usage: "no progress lines (default: generate and bench redraw a line in place on a terminal; elsewhere, and for solve and explain always, a line every 5 seconds once the work takes that long)"},
	}
}

// progressFor is where c shows progress (nil: nowhere): forced by
// --progress, off with --no-progress (or quiet), else a line every few
// seconds once the work takes that long, redrawn in place on a terminal
// when redraw is set (generate, bench: nothing else writes there).
func progressFor(c *cli.Command, quiet, redraw bool) io.Writer {
	switch {
	case c.Bool("progress"):
		return progress.Forced(c.Root().ErrWriter)
	case c.Bool("no-progress") || quiet:
		return nil
	case redraw:
		return progressWriter()
	}
	return progress.Lines(c.Root().ErrWriter)
}

// solverFlags are the flags every solving command takes.
func solverFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "solver", Value: "gophersat", Usage: "backend: gophersat, cdcl (built in), minisat, cadical, kissat, picosat, cryptominisat5, or a path to a SAT-competition binary (puzzlesat solvers lists them)"},
		&cli.DurationFlag{Name: "timeout", Usage: "give up after this long per puzzle (0: no limit), e.g. 10s"},
	}
}

// openSolver returns the backend chosen by --solver (a usage error for an
// unknown name or a negative --timeout).
func openSolver(c *cli.Command) (solver.Solver, error) {
	if d := c.Duration("timeout"); d < 0 {
		return nil, cli.Exit(fmt.Sprintf("--timeout %v: must not be negative (0: no limit)", d), exitUsage)
	}
	s, err := solver.Lookup(c.String("solver"))
	if err != nil {
		return nil, cli.Exit(err.Error(), exitUsage)
	}
	return s, nil
}

// solveContext is a context carrying --timeout as a deadline (when set).
// It ends too when the command gets a stop signal (Ctrl-C, SIGTERM,
// SIGHUP...: ctx is cancelled then, see interruptible), so that an
// external solver or a gophersat worker is killed with its whole process
// tree, its temporary files are removed, and the puzzle is reported
// unknown.
func solveContext(ctx context.Context, c *cli.Command) (context.Context, context.CancelFunc) {
	if d := c.Duration("timeout"); d > 0 {
		return context.WithTimeout(ctx, d)
	}
	return context.WithCancel(ctx)
}

// maxInputBytes bounds what readInput reads: a puzzle file (with any
// number of puzzles), a categories file, a model. Parsing holds the input
// in memory (and a few times its size in parsed form), so an endless or
// huge input ("solve hashi /dev/zero") must stop with an error, not
// exhaust memory.
const maxInputBytes = app.MaxInput

// readInput reads a file argument ("-" or "": standard input), at most
// maxInputBytes of it; more is an error (exit 1) found before the memory
// is spent: from the size of a regular file, or after maxInputBytes of a
// stream.
func readInput(ctx context.Context, c *cli.Command, path string) ([]byte, error) {
	return readInputLimit(ctx, c, path, maxInputBytes)
}

// readInputLimit is readInput with another bound.
func readInputLimit(ctx context.Context, c *cli.Command, path string, limit int64) ([]byte, error) {
	data, _, err := app.ReadInput(ctx, path, c.Root().Reader, limit)
	return data, err
}

// sameFileAs returns the input that is the file out ("" if none).
func sameFileAs(out string, inputs []string) string {
	ost, err := os.Stat(out)
	if err != nil {
		return "" // out does not exist yet (or cannot be looked at)
	}
	for _, in := range inputs {
		if in == "" || in == "-" {
			continue
		}
		if ist, err := os.Stat(in); err == nil && os.SameFile(ost, ist) {
			return in
		}
	}
	return ""
}

// needArgs checks the positional argument count: at least least, at most
// most (most < 0: no upper bound).
func needArgs(c *cli.Command, least, most int) error {
	n := c.NArg()
	if n < least || (most >= 0 && n > most) {
		return cli.Exit(fmt.Sprintf("%s: wrong number of arguments (see --help)", commandName(c)), exitUsage)
	}
	return nil
}

// writeOutput runs write on the file named by --output, or on standard
// output when that is "" or "-". The file's Close error is reported, so a
// full disk does not pass silently. inputs are the command's input files:
// an output that is one of them (the same file, also through a symbolic
// or hard link) is refused before anything is written, instead of
// overwriting the input.
func writeOutput(c *cli.Command, write func(w io.Writer) error, inputs ...string) error {
	out := c.String("output")
	if out == "" || out == "-" {
		bw := bufio.NewWriter(c.Root().Writer)
		if err := write(bw); err != nil {
			return err
		}
		return bw.Flush()
	}
	if in := sameFileAs(out, inputs); in != "" {
		return cli.Exit(fmt.Sprintf("--output %s is the input %s: refusing to overwrite it", out, in), exitUsage)
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

// newBufferedWriter buffers standard output; callers flush it.
func newBufferedWriter(w io.Writer) *bufio.Writer { return bufio.NewWriter(w) }
