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
	"slices"
	"sort"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// family is a command of the root: its name and one-line usage, which
// the help's list of commands shows, and how to build it.
type family struct {
	name, usage string
	build       func(words []string) *cli.Command
}

// families are puzzlesat's commands. The puzzle families (solve, encode,
// decode, convert, explain) have a subcommand per registered kind.
func families() []family {
	return []family{
		{"bench", "benchmark instances x encoding options x solvers", benchCommand},
		{"convert", "rewrite puzzles in another format", kindFamily(convertUsage, convertCommand)},
		{"decode", "decode an external solver's model for a puzzle", kindFamily(decodeUsage, decodeCommand)},
		{"dimacs", "solve, check and inspect DIMACS CNF files", dimacsCommand},
		{"encode", "write a puzzle's CNF as DIMACS with named variables", kindFamily(encodeUsage, encodeCommand)},
		{"explain", "explain puzzles step by step, give hints, diagnose puzzles without one solution", kindFamily(explainUsage, explainCommand)},
		{"generate", "generate puzzles", generateCommand},
		{"score", "score answers to puzzles", scoreCommand},
		{"serve", serveUsage, serveCommand},
		{"solve", "solve puzzles", kindFamily(solveUsage, solveCommand)},
		{"solvers", "list the SAT solvers --solver can use: gophersat and cdcl (built in) and the known ones found on PATH", solversCommand},
	}
}

// newApp builds the command tree for the command line args. It is built
// in main, when the process runs, not by package initialisers, and only
// as far as args need it: a command that no word of args names is a stub
// with its name and usage, enough for the help's list of commands (so
// "puzzlesat solve hashi FILE" builds solve hashi's flags, not bench's,
// and "puzzlesat --help" builds none; see docs/performance.md). A fresh
// tree per run also means fresh flags (urfave/cli v3 keeps parsed values
// in them).
func newApp(args []string) *cli.Command {
	var words []string
	if len(args) > 1 {
		words = args[1:]
	}
	var cmds []*cli.Command
	for _, f := range families() {
		c := stub()
		if slices.Contains(words, f.name) {
			c = f.build(words)
		}
		c.Name, c.Usage = f.name, f.usage
		cmds = append(cmds, c)
	}
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

// stub stands for a command that the command line does not name: its
// name and usage only. It is never run: urfave/cli runs only commands
// the arguments name (no prefixes, no default command).
func stub() *cli.Command { return &cli.Command{} }

// kindFamily builds a puzzle family: a subcommand per registered kind,
// by name; as in newApp, a kind that no word names is a stub.
func kindFamily(usage func(puzzle.Kind) string, build func(puzzle.Kind) *cli.Command) func([]string) *cli.Command {
	return func(words []string) *cli.Command {
		var cs []*cli.Command
		for _, k := range kinds.All() {
			c := stub()
			if slices.ContainsFunc(words, func(w string) bool { return puzzle.Named(k, w) }) {
				c = build(k)
			}
			c.Name, c.Usage, c.Aliases = k.Name(), usage(k), puzzle.Aliases(k)
			cs = append(cs, c)
		}
		return &cli.Command{Commands: byName(cs)}
	}
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
	// Start-up tuning lives here: a gophersat worker process serves its
	// solve and exits before anything else runs; then the GC settings.
	solver.ServeWorkerIfAsked()
	tuneGC(os.Args)
	os.Exit(run(os.Args))
}

// run executes the command line and returns the exit code.
func run(args []string) int {
	// Orphaned helpers of solvers come back to this process, to be
	// killed with their solver (see solver.EnableSubreaper; Linux only).
	_ = solver.EnableSubreaper()
	app := newApp(args)
	stdout = newOutput(os.Stdout)
	app.Writer = stdout
	notFound = ""
	err := app.Run(context.Background(), args)
	if notFound != "" {
		fmt.Fprintf(os.Stderr, "puzzlesat: unknown command %q (see puzzlesat --help)\n", notFound)
		return exitUsage
	}
	// Output that could not be written is an error (exit 1) whatever the
	// command made of it: its answer is lost.
	if werr := stdout.Err(); werr != nil {
		if err != nil && !errors.Is(err, werr) && !strings.Contains(err.Error(), "standard output") && err.Error() != "" {
			report(err)
		}
		fmt.Fprintln(os.Stderr, "puzzlesat:", werr)
		return exitError
	}
	if err == nil {
		return 0
	}
	return report(err)
}

// report prints a command's error on standard error and returns its exit
// code.
func report(err error) int {
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
