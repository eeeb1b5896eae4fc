package main

import (
	"context"
	"fmt"
	"github.com/puzzlesat/puzzlesat/app"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solver"
)

// explainCommand is `puzzlesat explain KIND`: step-by-step explanations,
// hints (--from STATE --steps 1) and diagnoses, one command per kind from
// the contract.
func explainUsage(k puzzle.Kind) string { return "explain " + k.Title() + " step by step" }

func explainCommand(k puzzle.Kind) *cli.Command {
	flags := append(kindFlags(k),
		&cli.StringFlag{Name: "format", Value: "text", Usage: "output: " + enum.Or(explain.Formats(k))},
		&cli.IntFlag{Name: "steps", Usage: "stop after `N` steps (0: all); --from STATE --steps 1 is a hint"},
		&cli.StringFlag{Name: "from", Usage: "continue from the facts in `FACTS.json` (a JSON array of facts, {\"facts\":[...]} or an explanation)"},
		&cli.StringFlag{Name: "solver", Value: "cdcl", Usage: "backend: cdcl (built in, incremental, the fast one), gophersat (built in), minisat, cadical, kissat, picosat, cryptominisat5 or a path to a SAT-competition binary (one fresh solve per question: slow)"},
		&cli.DurationFlag{Name: "timeout", Usage: "stop explaining a puzzle after this long (the steps found so far are printed, status stuck), e.g. 10s"},
		&cli.BoolFlag{Name: "one-based", Usage: "word cells (r,c) counted from 1, as a player counts rows and columns (the JSON facts stay 0-based)"},
	)
	if contains(explain.Formats(k), "svg") {
		flags = append(flags, &cli.IntFlag{Name: "step", Value: -1, Usage: "svg: draw the state after step `N` (0: the puzzle; default: the last step)"})
	}
	return &cli.Command{
		ArgsUsage: "FILE|-",
		Description: "Explains each puzzle of FILE (-: standard input) as a sequence of steps: each derives facts from a\n" +
			"minimal set of clues and earlier facts, with the puzzle's rules always on, the steps with the fewest\n" +
			"clues first. A puzzle without solution gets a minimal set of conflicting clues; a puzzle with several\n" +
			"solutions gets two of them and where they differ. See docs/explain.md.\n" +
			"Exit status: 0 explained, 1 error, 2 usage, 3 some puzzle has no solution, 4 stopped by --timeout.",
		Flags:  append(flags, progressFlags()...),
		Action: func(ctx context.Context, c *cli.Command) error { return runExplain(ctx, c, k) },
	}
}

// runExplain reads the flags into an app.ExplainJob and runs it.
func runExplain(ctx context.Context, c *cli.Command, k puzzle.Kind) error {
	if err := needArgs(c, 1, 1); err != nil {
		return err
	}
	enc, err := explainOptions(c, k)
	if err != nil {
		return err
	}
	if c.Int("steps") < 0 {
		return cli.Exit(fmt.Sprintf("--steps %d: want 0 (all) or more", c.Int("steps")), exitUsage)
	}
	if d := c.Duration("timeout"); d < 0 {
		return cli.Exit(fmt.Sprintf("--timeout %v: must not be negative (0: no limit)", d), exitUsage)
	}
	s, err := solver.Lookup(c.String("solver"))
	if err != nil {
		return cli.Exit(err.Error(), exitUsage)
	}
	step := -1
	if c.IsSet("step") {
		if c.String("format") != "svg" {
			return cli.Exit("--step: only with --format svg", exitUsage)
		}
		if step = c.Int("step"); step < 0 {
			return cli.Exit(fmt.Sprintf("--step %d: want 0 (the puzzle) or a step number", step), exitUsage)
		}
	}
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	out := newBufferedWriter(c.Root().Writer)
	job := &app.ExplainJob{Kind: k, Input: c.Args().First(), InputFormat: c.String("input-format"), Index: c.Int("index"),
		Format: c.String("format"), Step: step, From: c.String("from"), OneBased: c.Bool("one-based"),
		Options: explain.Options{Encode: enc, Solver: s, Steps: c.Int("steps"), Timeout: c.Duration("timeout")},
		Stdin:   c.Root().Reader, Out: out, Err: c.Root().ErrWriter, Progress: progressFor(c, false, false)}
	code, err := job.Run(ctx)
	if ferr := out.Flush(); err == nil {
		err = ferr
	}
	if err != nil {
		return usage(err)
	}
	if code != exitOK {
		return cli.Exit("", code)
	}
	return nil
}

// explainOptions reads the kind's option flags the user set (the others
// take explain's defaults, which may differ from solve's).
func explainOptions(c *cli.Command, k puzzle.Kind) (puzzle.Options, error) {
	all, err := encodeOptions(c, k)
	if err != nil {
		return all, err
	}
	set := map[string]string{}
	for name, v := range all.Settings {
		if c.IsSet(name) {
			set[name] = v
		}
	}
	return puzzle.Options{Settings: set}, nil
}
