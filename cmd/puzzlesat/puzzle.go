package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/puzzlesat/puzzlesat/app"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/dimacs"
	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// The puzzle commands are made from the kinds' contracts (newApp calls
// solveCommand, encodeCommand and decodeCommand for every kind): every
// kind gets solve, encode and decode with the same flags, its own
// encoding options and formats added.

// kindFlags are the input-format flag, the kind's encoding options and
// --index: solve, encode and decode share them, so that decode rebuilds
// exactly the formula encode wrote.
func kindFlags(k puzzle.Kind) []cli.Flag { return kindFlagsFor(k, false) }

// kindFlagsFor is kindFlags; with complete (encode, decode) an option's
// default is its Complete value where it has one: the CNF then holds
// every rule, and an external solver's model decodes as it is.
func kindFlagsFor(k puzzle.Kind, complete bool) []cli.Flag {
	var formats []string
	for _, f := range k.Formats() {
		if f.Read != nil {
			formats = append(formats, f.Name)
		}
	}
	fs := []cli.Flag{
		&cli.StringFlag{Name: "input-format", Value: "auto", Usage: "auto (detect), " + strings.Join(formats, ", ")},
	}
	for _, o := range k.Options() {
		if onOff(o) {
			// The help shows no default for a bool flag: the usage says it.
			state := " (off by default)"
			if o.Default == "on" {
				state = " (on by default; --" + o.Name + "=false turns it off)"
			}
			fs = append(fs, &cli.BoolFlag{Name: o.Name, Value: o.Default == "on", Usage: o.Usage + state})
			continue
		}
		def, note := o.Default, ""
		if complete && o.Complete != "" {
			def, note = o.Complete, " (encode and decode default to "+o.Complete+", a complete CNF; solve to "+o.Default+")"
		}
		fs = append(fs, &cli.StringFlag{Name: o.Name, Value: def, Usage: o.Usage + note + ": " + strings.Join(o.Values, ", ")})
	}
	return append(fs, &cli.IntFlag{Name: "index", Usage: "only the `N`-th puzzle of each file (1-based; 0: all)"})
}

// onOff reports whether an option is a switch: a bool flag on the
// command line (--deductions=false), values on,off in bench.
func onOff(o puzzle.Option) bool {
	return len(o.Values) == 2 && o.Values[0] == "on" && o.Values[1] == "off"
}

// encodeOptions reads the kind's option flags.
func encodeOptions(c *cli.Command, k puzzle.Kind) (puzzle.Options, error) {
	set := map[string]string{}
	for _, o := range k.Options() {
		switch {
		case !onOff(o):
			set[o.Name] = c.String(o.Name)
		case c.Bool(o.Name):
			set[o.Name] = "on"
		default:
			set[o.Name] = "off"
		}
	}
	set, err := puzzle.CheckOptions(k, set)
	if err != nil {
		return puzzle.Options{}, usage(err)
	}
	return puzzle.Options{Settings: set}, nil
}

func solveUsage(k puzzle.Kind) string { return "solve " + k.Title() }

func solveCommand(k puzzle.Kind) *cli.Command {
	flags := append(kindFlags(k), solverFlags()...)
	flags = append(flags,
		&cli.StringFlag{Name: "format", Value: "text", Usage: "output: " + enum.Or(outputFormats(k))},
		&cli.BoolFlag{Name: "unique", Usage: "prove the solution unique, or show a second one"},
		&cli.IntFlag{Name: "count", Usage: "look for up to `N` solutions (1 or more; 0: all, as --index 0 and --steps 0) and say how many there are"},
		&cli.BoolFlag{Name: "stats", Usage: "text: a line of figures per puzzle; on stderr, a summary by size class"},
		&cli.IntFlag{Name: "strength", Usage: "with --stats: measure the encoding's propagation strength (up_strength) on `N` sampled partial assignments"},
		&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: 1, Usage: "solve `N` puzzles at once, at most 1024 (output stays in input order)"},
		certifyFlag(),
	)
	if _, ok := k.(puzzle.Asker); ok {
		flags = append(flags, &cli.StringSliceFlag{Name: "ask", Usage: "answer where `VALUE` is and what goes with it (repeatable)"})
	}
	return &cli.Command{
		ArgsUsage: "FILE|DIR|-...",
		Description: "Reads every puzzle of the files (directories: every file in them; -: standard input), solves each,\n" +
			"checks every solution against the rules and prints one record per puzzle, in input order.\n" +
			"Exit status: 0 all solved, 1 error, 2 usage, 3 some puzzle has no solution,\n" +
			"4 some puzzle's status (or the answer to --unique/--count) is unknown (timeout, interrupt),\n" +
			"5 all solved and some puzzle is not unique (--unique or --count found a second solution).",
		Flags:  append(flags, progressFlags()...),
		Action: func(ctx context.Context, c *cli.Command) error { return runSolve(ctx, c, k) },
	}
}

// outputFormats are the formats Render takes: svg only for grid puzzles.
func outputFormats(k puzzle.Kind) []string { return puzzle.OutputFormats(k) }

// solveBatch reads solve's flags into the library's batch.
func solveBatch(c *cli.Command, k puzzle.Kind) (*app.Batch, error) {
	if c.NArg() < 1 {
		return nil, cli.Exit(fmt.Sprintf("%s: give at least one FILE, DIR or - (see --help)", commandName(c)), exitUsage)
	}
	enc, err := encodeOptions(c, k)
	if err != nil {
		return nil, err
	}
	s, err := openSolver(c)
	if err != nil {
		return nil, err
	}
	format := c.String("format")
	if f := puzzle.CanonicalFormat(format); contains(outputFormats(k), f) {
		format = f // "grid" is "text" for every genre
	}
	if !contains(outputFormats(k), format) {
		return nil, cli.Exit(fmt.Sprintf("--format %s: want %s", format, enum.Or(outputFormats(k))), exitUsage)
	}
	count := c.Int("count")
	switch {
	case c.IsSet("count") && count < 0:
		return nil, cli.Exit("--count "+fmt.Sprint(count)+": want 1 or more, or 0 for all the solutions", exitUsage)
	case c.IsSet("count") && count == 0:
		count = solve.CountAll // 0: all, as --index 0 and --steps 0
	}
	if n := c.Int("strength"); n < 0 {
		return nil, cli.Exit(fmt.Sprintf("--strength %d: want 1 or more (0: off)", n), exitUsage)
	}
	if n := c.Int("jobs"); n < 1 || n > app.MaxJobs {
		return nil, cli.Exit(fmt.Sprintf("--jobs %d: want 1 to %d", n, app.MaxJobs), exitUsage)
	}
	return &app.Batch{
		Kind: k, Inputs: c.Args().Slice(), InputFormat: c.String("input-format"), Index: c.Int("index"),
		Jobs: c.Int("jobs"), Format: format, Stats: c.Bool("stats"),
		Options: solve.Options{Solver: certifying(c, s), Encode: enc, Unique: c.Bool("unique"), Count: count,
			Timeout: c.Duration("timeout"), Ask: askFlag(c), Strength: c.Int("strength")},
		Stdin: c.Root().Reader, Out: c.Root().Writer, Err: c.Root().ErrWriter,
		Progress: progressFor(c, false, false),
	}, nil
}

func askFlag(c *cli.Command) []string {
	if !c.IsSet("ask") {
		return nil
	}
	return c.StringSlice("ask")
}

func runSolve(ctx context.Context, c *cli.Command, k puzzle.Kind) error {
	b, err := solveBatch(c, k)
	if err != nil {
		return err
	}
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	out := newBufferedWriter(c.Root().Writer)
	b.Out = out
	sum, err := b.Run(ctx)
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		return usage(err)
	}
	if code := sum.ExitCode(); code != exitOK {
		return cli.Exit("", code)
	}
	return nil
}

func encodeUsage(k puzzle.Kind) string {
	return "write a " + k.Name() + " puzzle's CNF as DIMACS with named variables"
}

func encodeCommand(k puzzle.Kind) *cli.Command {
	return &cli.Command{
		ArgsUsage: "FILE|-",
		Description: "Writes the encoding of one puzzle (--index N picks one from a file of several), with comment\n" +
			"lines saying what it encodes and naming every variable. Native cardinality constraints are\n" +
			"lowered to a totalizer. Give a solver's answer to `puzzlesat decode " + k.Name() + "` with the same options.",
		Flags: append(kindFlagsFor(k, true),
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (default: standard output)"}),
		Action: func(ctx context.Context, c *cli.Command) error {
			item, enc, err := onePuzzle(ctx, c, k, 1)
			if err != nil {
				return err
			}
			e, err := k.Encode(item.Puzzle, enc)
			if err != nil {
				return err
			}
			return writeOutput(c, func(w io.Writer) error { return puzzle.WriteDIMACS(w, e) }, c.Args().First())
		},
	}
}

// onePuzzle reads the one puzzle a command works on: the file is
// argument 0 of want arguments, --index picks a puzzle from a file of
// several.
func onePuzzle(ctx context.Context, c *cli.Command, k puzzle.Kind, want int) (puzzle.Item, puzzle.Options, error) {
	if err := needArgs(c, want, want); err != nil {
		return puzzle.Item{}, puzzle.Options{}, err
	}
	enc, err := encodeOptions(c, k)
	if err != nil {
		return puzzle.Item{}, enc, err
	}
	if err := app.CheckIndex(c.Int("index")); err != nil {
		return puzzle.Item{}, enc, usage(err)
	}
	data, name, err := app.ReadInput(ctx, c.Args().First(), c.Root().Reader, app.MaxInput)
	if err != nil {
		return puzzle.Item{}, enc, err
	}
	items, err := puzzle.Read(k, puzzle.Source{Name: name, Data: data}, c.String("input-format"))
	if err != nil {
		return puzzle.Item{}, enc, usage(err)
	}
	i := c.Int("index")
	switch {
	case i == 0 && len(items) > 1:
		return puzzle.Item{}, enc, cli.Exit(fmt.Sprintf("%s holds %d puzzles: choose one with --index", name, len(items)), exitUsage)
	case i == 0:
		i = 1
	case i < 0 || i > len(items):
		return puzzle.Item{}, enc, cli.Exit(fmt.Sprintf("--index %d: %s holds %d puzzle(s)", i, name, len(items)), exitUsage)
	}
	it := items[i-1]
	return it, enc, it.Err
}

// optionsNote says, for a model that does not fit the encoding decode
// rebuilt, which options differ from encode's defaults: the usual cause
// is a CNF written with other options than decode was given.
func optionsNote(k puzzle.Kind, enc puzzle.Options) string {
	var diff []string
	for _, o := range k.Options() {
		def := o.Default
		if o.Complete != "" {
			def = o.Complete
		}
		if v := enc.Get(o.Name, def); v != def {
			diff = append(diff, fmt.Sprintf("--%s %s (encode's default: %s)", o.Name, v, def))
		}
	}
	if len(diff) == 0 {
		return " (decode used encode's default options: was the CNF written with other ones? give decode the options encode was given)"
	}
	return " (decode was given " + strings.Join(diff, ", ") + ": give decode the options encode was given)"
}

func decodeUsage(k puzzle.Kind) string {
	return "decode an external solver's answer for a " + k.Name() + " puzzle"
}

func decodeCommand(k puzzle.Kind) *cli.Command {
	return &cli.Command{
		ArgsUsage: "FILE MODEL|-",
		Description: "Rebuilds the encoding of FILE with the same options as `encode " + k.Name() + "`, reads MODEL (SAT-competition\n" +
			"output with s/v lines, a minisat result file or a list of literals; -: standard input), checks it\n" +
			"against every clause, decodes it and checks the solution against the rules. When the model breaks a\n" +
			"rule the formula leaves out (Hashi's lazy connectivity), the exit status is 4 and the clauses to\n" +
			"append to the CNF are printed. An UNSATISFIABLE answer is not taken on trust: without --proof the\n" +
			"status is unknown (exit 4, the reason on standard error); with --proof it is unsatisfiable (exit 3)\n" +
			"when the solver's DRAT proof refutes the CNF, and an error (exit 1) when it does not.",
		Flags: append(kindFlagsFor(k, true),
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output: " + enum.Or(outputFormats(k))},
			&cli.StringFlag{Name: "proof", Usage: "the solver's DRAT `FILE` (text or binary, as cadical or kissat write it) backing an UNSATISFIABLE answer"}),
		Action: func(ctx context.Context, c *cli.Command) error { return runDecode(ctx, c, k) },
	}
}

func runDecode(ctx context.Context, c *cli.Command, k puzzle.Kind) error {
	if c.Args().Get(0) == "-" && c.Args().Get(1) == "-" {
		return cli.Exit("only one of FILE and MODEL can be standard input", exitUsage)
	}
	item, enc, err := onePuzzle(ctx, c, k, 2)
	if err != nil {
		return err
	}
	raw, name, err := app.ReadInput(ctx, c.Args().Get(1), c.Root().Reader, maxModelBytes)
	if err != nil {
		return err
	}
	ans, err := dimacs.ParseAnswer(raw)
	if err != nil {
		return srcpos.WithFile(srcpos.WithSource(err, raw), name)
	}
	if !ans.HasStatus && len(ans.Values) == 0 {
		return fmt.Errorf("%s: no solver answer (want an \"s\" line with \"v\" lines, a minisat result file or a list of literals)", name)
	}
	var proof io.Reader
	if p := c.String("proof"); p != "" {
		if p == "-" {
			return cli.Exit("--proof -: the proof must be a file (standard input is the model or the puzzle)", exitUsage)
		}
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		defer f.Close()
		proof = app.ContextReader(ctx, f)
	}
	d, err := solve.DecodeProof(k, item, enc, ans, proof)
	if err != nil {
		return fmt.Errorf("%w%s", err, optionsNote(k, enc))
	}
	if d.Result.Reason != "" {
		fmt.Fprintf(c.Root().ErrWriter, "puzzlesat: %s: status unknown: %s\n", d.Result.Item.RecordID(), d.Result.Reason)
	}
	if len(d.Cuts) > 0 {
		return printCuts(c, d)
	}
	if err := puzzle.RenderRecord(k, c.Root().Writer, d.Result, c.String("format")); err != nil {
		return usage(err)
	}
	switch d.Result.Status {
	case puzzle.Unsatisfiable:
		return cli.Exit("", exitUnsat)
	case puzzle.Unknown:
		return cli.Exit("", exitUnknown)
	}
	return nil
}

// printCuts prints the clauses a lazy encoding adds for a model that
// breaks a rule, as DIMACS with their meaning in comments; exit 4.
func printCuts(c *cli.Command, d *solve.Decoded) error {
	n := len(d.Cuts)
	fmt.Fprintf(c.Root().ErrWriter, "%s: the model is not a solution yet: it breaks a rule the formula leaves out (%s).\n",
		d.Result.Item.RecordID(), d.Result.Encoding.LazyRule)
	fmt.Fprintf(c.Root().ErrWriter, "append these %d clause(s) to the CNF (and add %d to its header's clause count), then solve again:\n", n, n)
	w := c.Root().Writer
	for _, cut := range d.Cuts {
		fmt.Fprintf(w, "c cut %s\n", d.Formula.ClauseString(cut))
		for _, l := range cut {
			fmt.Fprintf(w, "%d ", l)
		}
		fmt.Fprintln(w, "0")
	}
	return cli.Exit("", exitUnknown)
}

// usage turns the library's usage errors into exit status 2.
func usage(err error) error {
	var ue *puzzle.UsageError
	if errors.As(err, &ue) {
		return cli.Exit(ue.Msg, exitUsage)
	}
	return err
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
