// Command puzzlesat compiles logic puzzles (Hashi, zebra, Shikaku) to SAT,
// solves them with gophersat in-process or an external DIMACS solver,
// checks and renders the solutions, exports DIMACS and benchmarks encodings.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/encode/kinds"
	"github.com/puzzlesat/puzzlesat/encode/puzzle"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// newApp builds the command tree. It is built in main, when the process
// runs, not by package initialisers: a process pays only for the tree
// it runs (see docs/performance.md), and each run gets fresh flags
// (urfave/cli v3 keeps parsed values in them).
func newApp() *cli.Command {
	cmds := []*cli.Command{
		{Name: "solve", Usage: "solve puzzles", Commands: kindCommands(solveCommand)},
		{Name: "encode", Usage: "write a puzzle's CNF as DIMACS with named variables", Commands: kindCommands(encodeCommand)},
		{Name: "decode", Usage: "decode an external solver's model for a puzzle", Commands: kindCommands(decodeCommand)},
		{Name: "generate", Usage: "generate puzzles", Commands: generateCommands()},
		{Name: "convert", Usage: "rewrite puzzles in another format", Commands: kindCommands(convertCommand)},
		{Name: "explain", Usage: "explain puzzles step by step, give hints, diagnose puzzles without one solution", Commands: kindCommands(explainCommand)},
		benchCommand(),
		dimacsCommand(),
		scoreCommand(),
		serveCommand(),
		solversCommand(),
	}
	byName(cmds)
	usageExit(cmds)
	withInterrupts(cmds)
	return &cli.Command{
		Name:     "puzzlesat",
		Usage:    "compile logic puzzles to SAT and solve them",
		Version:  version(),
		Commands: cmds,
		CommandNotFound: func(_ context.Context, _ *cli.Command, name string) {
			notFound = name
		},
		// Exit codes are ours (see exitError); urfave must not exit on its own.
		ExitErrHandler: func(context.Context, *cli.Command, error) {},
		OnUsageError:   usageError,
	}
}

// kindCommands makes a command per registered puzzle kind, sorted by name.
func kindCommands(command func(puzzle.Kind) *cli.Command) []*cli.Command {
	var cs []*cli.Command
	for _, k := range kinds.All() {
		cs = append(cs, command(k))
	}
	return byName(cs)
}

// byName sorts commands by name, for the help's lists.
func byName(cs []*cli.Command) []*cli.Command {
	sort.Slice(cs, func(i, j int) bool { return cs[i].Name < cs[j].Name })
	return cs
}

// usageError makes a bad flag (unknown, or a value that does not parse)
// exit with exitUsage, as the other usage errors do, instead of 1, with
// the flag spelled --name and what its value should look like.
func usageError(_ context.Context, c *cli.Command, err error, _ bool) error {
	name := "puzzlesat"
	var flags []cli.Flag
	if c != nil {
		name = c.FullName()
		flags = c.Flags
	}
	return cli.Exit(fmt.Sprintf("%s (see %s --help)", flagError(flags, err), name), exitUsage)
}

// commandName is the command's name as its errors start: its path
// without "puzzlesat" ("solve hashi").
func commandName(c *cli.Command) string {
	p := c.Path()
	if len(p) > 1 {
		p = p[1:]
	}
	return strings.Join(p, " ")
}

// notFound is the unknown command name CommandNotFound saw.
var notFound string

// version is the module's version from the build information: a tag for
// `go install ...@v1.2.3`, "(devel)" with the VCS revision for a build
// from a checkout.
func version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" && v == "(devel)" {
			v += " " + s.Value
		}
	}
	return v
}

// usageExit sets usageError on every command that has no handler of its
// own, and, as in the root, an unknown subcommand ("solve frob") is an
// unknown command. A command without subcommands gets no "help"
// subcommand, so that "solve hashi help" reads the file "help".
func usageExit(cs []*cli.Command) {
	for _, c := range cs {
		if c.OnUsageError == nil {
			c.OnUsageError = usageError
		}
		if len(c.Commands) == 0 {
			c.HideHelpCommand = true
		} else if c.CommandNotFound == nil {
			c.CommandNotFound = func(_ context.Context, _ *cli.Command, name string) { notFound = name }
		}
		usageExit(c.Commands)
	}
}

func main() {
	tuneGC()
	os.Exit(run(os.Args))
}

// run executes the command line and returns the exit code.
func run(args []string) int {
	// Orphaned helpers of solvers come back to this process, to be
	// killed with their solver (see solver.EnableSubreaper; Linux only).
	_ = solver.EnableSubreaper()
	app := newApp()
	notFound = ""
	err := app.Run(context.Background(), args)
	if notFound != "" {
		fmt.Fprintf(os.Stderr, "puzzlesat: unknown command %q (see puzzlesat --help)\n", notFound)
		return exitUsage
	}
	if err == nil {
		return 0
	}
	var ec cli.ExitCoder
	if errors.As(err, &ec) {
		if msg := err.Error(); msg != "" {
			fmt.Fprintln(os.Stderr, "puzzlesat:", strings.TrimPrefix(msg, "puzzlesat: "))
		}
		return ec.ExitCode()
	}
	var pe *srcpos.Error
	if errors.As(err, &pe) {
		fmt.Fprintln(os.Stderr, "puzzlesat:", pe.Pretty())
		return exitError
	}
	fmt.Fprintln(os.Stderr, "puzzlesat:", err)
	return exitError
}
