// Command puzzlesat compiles logic puzzles (Hashi, zebra, Shikaku) to SAT,
// solves them with gophersat in-process or an external DIMACS solver,
// checks and renders the solutions, exports DIMACS and benchmarks encodings.
package main

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Each command file adds its commands to these lists in an init function,
// so that puzzles and tools can be added without touching this file.
var (
	topCommands      []*cli.Command // puzzlesat X
	solveCommands    []*cli.Command // puzzlesat solve X
	encodeCommands   []*cli.Command // puzzlesat encode X
	decodeCommands   []*cli.Command // puzzlesat decode X
	generateCommands []*cli.Command // puzzlesat generate X
)

func newApp() *cli.App {
	byName := func(cs []*cli.Command) []*cli.Command {
		sort.Slice(cs, func(i, j int) bool { return cs[i].Name < cs[j].Name })
		return cs
	}
	cmds := append([]*cli.Command{
		{Name: "solve", Usage: "solve puzzles", Subcommands: byName(solveCommands)},
		{Name: "encode", Usage: "write a puzzle's CNF as DIMACS with named variables", Subcommands: byName(encodeCommands)},
		{Name: "decode", Usage: "decode an external solver's model for a puzzle", Subcommands: byName(decodeCommands)},
		{Name: "generate", Usage: "generate puzzles", Subcommands: byName(generateCommands)},
	}, topCommands...)
	usageExit(cmds)
	withInterrupts(cmds)
	return &cli.App{
		Name:     "puzzlesat",
		Usage:    "compile logic puzzles to SAT and solve them",
		Version:  version(),
		Commands: byName(cmds),
		CommandNotFound: func(c *cli.Context, name string) {
			notFound = name
		},
		// Exit codes are ours (see exitError); urfave must not exit on its own.
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError:   usageError,
	}
}

// usageError makes a bad flag (unknown, or a value that does not parse)
// exit with exitUsage, as the other usage errors do, instead of 1, with
// the flag spelled --name and what its value should look like.
func usageError(c *cli.Context, err error, _ bool) error {
	var flags []cli.Flag
	var path []string
	if c != nil {
		if c.Command != nil && c.Command.Name != "" && c.Command.Name != "puzzlesat" {
			flags = c.Command.Flags
		} else if c.App != nil {
			flags = c.App.Flags
		}
		for _, l := range c.Lineage() {
			if l.Command != nil && l.Command.Name != "" && l.Command.Name != "puzzlesat" {
				path = append([]string{l.Command.Name}, path...)
			}
		}
	}
	name := strings.Join(append([]string{"puzzlesat"}, path...), " ")
	return cli.Exit(fmt.Sprintf("%s (see %s --help)", flagError(flags, err), name), exitUsage)
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

// usageExit sets usageError on every command that has no handler of its own.
func usageExit(cs []*cli.Command) {
	for _, c := range cs {
		if c.OnUsageError == nil {
			c.OnUsageError = usageError
		}
		usageExit(c.Subcommands)
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
	err := app.Run(flagsFirst(app.Commands, args))
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
