package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/benchmarks"
)

func benchCommand([]string) *cli.Command {
	flags := []cli.Flag{
		&cli.StringSliceFlag{Name: "solver", Value: []string{"gophersat"}, Usage: "backends to compare, comma-separated: gophersat, cdcl, minisat, cadical, kissat, picosat, cryptominisat5, or paths to SAT-competition binaries"},
		&cli.DurationFlag{Name: "timeout", Value: benchmarks.DefaultTimeout, Usage: "per run (0: no limit); unsolved runs count twice this in PAR-2"},
		&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: 1, Usage: "parallel worker processes, at most 1024 (never more than the runs)"},
		&cli.IntFlag{Name: "repeat", Value: 1, Usage: "runs per instance, options and solver (the median time counts)"},
		&cli.StringFlag{Name: "shard", Usage: "run only part `i/n` of the sweep (0 <= i < n), for job arrays; combine with `bench merge`"},
		&cli.StringFlag{Name: "out", Usage: "write results.csv, summary.md and cactus.svg to `DIR` (default: summary on stdout)"},
		&cli.StringFlag{Name: "kind", Usage: "read every file as this kind instead of detecting it (" + kindNames() + ")"},
		&cli.BoolFlag{Name: "unique", Usage: "prove uniqueness in every run (look for a second solution)"},
		certifyFlag(),
		&cli.IntFlag{Name: "strength", Usage: "measure each run's propagation strength on `N` sampled partial assignments (the up_strength column; not timed)"},
		&cli.BoolFlag{Name: "by-path", Usage: "report each PATH argument as a set of its own (summary rows, plot lines)"},
		&cli.BoolFlag{Name: "by-class", Usage: "split summary rows and plot lines by instance size (grid WxH; zebra houses x categories)"},
		&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "no progress bar"},
		&cli.BoolFlag{Name: "list", Usage: "print this shard's jobs instead of running them"},
		&cli.StringFlag{Name: "resume", Usage: "continue the sweep in `DIR` (alone: the one its sweep.json describes; with a sweep's flags and paths: start it in DIR, or continue it there)"},
		&cli.BoolFlag{Name: "reuse-workers", Usage: "let a worker process run several jobs (saves a process start per run; fresh workers time more faithfully)"},
	}
	for _, a := range benchmarks.Axes {
		flags = append(flags, &cli.StringSliceFlag{Name: a.Name, Usage: fmt.Sprintf("%s to compare, comma-separated (%s); only kinds that have the option use it", a.Usage, joinComma(a.Values))})
	}
	return &cli.Command{
		ArgsUsage: "PATH...",
		Description: "Runs every instance (puzzle files, DIMACS .cnf/.cnf.gz, or directories of them) with every\n" +
			"combination of the given encoding options and solvers, each run in a fresh worker process,\n" +
			"and reports per-run records (results.csv), a summary with PAR-2 (summary.md) and a cactus\n" +
			"plot (cactus.svg). Exit status 1 when a run failed or a solution broke a rule. See docs/bench.md.",
		Flags:  local(append(flags, progressFlags()...)),
		Action: benchAction,
		Commands: []*cli.Command{
			{
				Name:      "merge",
				Usage:     "combine the results of shards into one report",
				ArgsUsage: "DIR|CSV...",
				Flags: []cli.Flag{
					&cli.StringFlag{Name: "out", Usage: "write results.csv, summary.md and cactus.svg to `DIR` (default: summary on stdout)"},
					&cli.BoolFlag{Name: "partial", Usage: "report even when some jobs have no record"},
				},
				Action: benchMergeAction,
			},
			{
				Name:   "run-one",
				Usage:  "worker: run the job given as JSON on stdin, print its record as JSON",
				Hidden: true,
				Action: func(_ context.Context, c *cli.Command) error {
					_, err := benchmarks.ServeWorker(c.Root().Reader, c.Root().Writer)
					return err
				},
			},
		},
	}
}

// local marks flags as their command's own: urfave/cli v3 passes a
// command's flags on to its subcommands unless they are Local, and
// "bench merge" and "bench run-one" take none of bench's.
func local(flags []cli.Flag) []cli.Flag {
	for _, f := range flags {
		switch f := f.(type) {
		case *cli.BoolFlag:
			f.Local = true
		case *cli.StringFlag:
			f.Local = true
		case *cli.StringSliceFlag:
			f.Local = true
		case *cli.IntFlag:
			f.Local = true
		case *cli.DurationFlag:
			f.Local = true
		default:
			panic(fmt.Sprintf("local: flag type %T", f))
		}
	}
	return flags
}

func kindNames() string {
	var names []string
	for _, k := range benchmarks.Kinds() {
		names = append(names, k.Name())
	}
	return joinComma(names)
}

func joinComma(xs []string) string {
	s := ""
	for i, x := range xs {
		if i > 0 {
			s += ", "
		}
		s += x
	}
	return s
}

// sweepFlags are the flags that define a sweep (as opposed to how it
// runs): `bench --resume DIR` alone takes them from DIR/sweep.json.
func sweepFlags() []string {
	names := []string{"solver", "timeout", "repeat", "shard", "out", "kind", "unique", "by-path", "by-class"}
	for _, a := range benchmarks.Axes {
		names = append(names, a.Name)
	}
	return names
}

// benchSignals are the signals that stop a sweep (its workers are asked
// to stop, the runs done so far reported).
var benchSignals = []os.Signal{os.Interrupt, syscall.SIGTERM}

// notifyBench returns a context that the first of benchSignals cancels,
// its cause naming the signal ("interrupted by SIGINT"). It is set up
// before anything else, so that a signal while the sweep is planned
// (reading a resumed sweep, walking directories, counting the instances
// of large files) is handled too, also when the signal was inherited as
// ignored (issue 32 item 9). The channel stays registered, as
// interrupt.go's does: a second signal is absorbed, not fatal.
func notifyBench(parent context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(parent)
	ch := make(chan os.Signal, 4)
	done := make(chan struct{})
	signal.Notify(ch, benchSignals...)
	go func() {
		select {
		case sig := <-ch:
			cancel(fmt.Errorf("interrupted by %s", signalName(sig)))
		case <-done:
		}
	}()
	return ctx, func() { close(done); cancel(nil) }
}

// planBench reads the sweep's configuration and plans it (instances
// discovered, jobs numbered) on a goroutine of its own, so that a signal
// stops it at once even when it is blocked (a FIFO named as an instance,
// a slow file system): planning writes nothing, so nothing is lost.
func planBench(ctx context.Context, c *cli.Command) (*benchmarks.Config, *benchmarks.Plan, error) {
	type planned struct {
		cfg *benchmarks.Config
		p   *benchmarks.Plan
		err error
	}
	ch := make(chan planned, 1)
	go func() {
		cfg, err := benchConfig(c)
		if err != nil {
			ch <- planned{err: err}
			return
		}
		exe, err := os.Executable()
		if err != nil {
			ch <- planned{err: err}
			return
		}
		cfg.Runner = &benchmarks.Process{Path: exe, Args: []string{os.Args[0], "bench", "run-one"}, Reuse: c.Bool("reuse-workers")}
		cfg.Stdout = c.Root().Writer
		p, err := cfg.Plan()
		if err != nil {
			var le *benchmarks.LimitError
			if errors.As(err, &le) {
				err = cli.Exit("bench: "+err.Error(), exitError)
			} else {
				err = cli.Exit("bench: "+err.Error(), exitUsage)
			}
		}
		ch <- planned{cfg, p, err}
	}()
	select {
	case r := <-ch:
		return r.cfg, r.p, r.err
	case <-ctx.Done():
		return nil, nil, cli.Exit(fmt.Sprintf("bench: %v while the sweep was planned: nothing was run", context.Cause(ctx)), exitError)
	}
}

func benchAction(ctx context.Context, c *cli.Command) error {
	ctx, stop := notifyBench(ctx)
	defer stop()
	cfg, p, err := planBench(ctx, c)
	if err != nil {
		return err
	}
	if ctx.Err() != nil {
		return cli.Exit(fmt.Sprintf("bench: %v while the sweep was planned: nothing was run", context.Cause(ctx)), exitError)
	}
	for _, w := range p.Warnings {
		fmt.Fprintf(c.Root().ErrWriter, "puzzlesat: bench: warning: %s\n", w)
	}
	if c.Bool("list") {
		return benchmarks.WriteJobList(c.Root().Writer, p.Jobs(cfg.Shard))
	}
	cfg.Progress = progressFor(c, c.Bool("quiet"), true)
	rep, err := benchmarks.Bench(ctx, cfg)
	if rep != nil && cfg.Out != "" {
		fmt.Fprintf(c.Root().Writer, "%s: %s\n", cfg.Out, rep.Headline())
	}
	if err != nil {
		if ctx.Err() != nil {
			return cli.Exit("bench: interrupted; the runs done so far were reported (continue with --resume)", exitError)
		}
		return cli.Exit("bench: "+err.Error(), exitError)
	}
	return nil
}

// benchConfig reads the flags, or with `--resume DIR` alone the sweep
// saved in DIR.
func benchConfig(c *cli.Command) (*benchmarks.Config, error) {
	if c.Int("jobs") < 1 || c.Int("repeat") < 1 {
		return nil, cli.Exit("bench: --jobs and --repeat must be at least 1", exitUsage)
	}
	if n := c.Int("jobs"); n > benchmarks.MaxWorkers {
		return nil, cli.Exit(fmt.Sprintf("bench: --jobs %d: at most %d parallel workers", n, benchmarks.MaxWorkers), exitUsage)
	}
	resume := c.String("resume")
	if resume != "" && c.NArg() == 0 {
		return resumeConfig(c, resume)
	}
	if c.NArg() == 0 {
		return nil, cli.Exit("bench: no instance paths given (see --help)", exitUsage)
	}
	shard, err := benchmarks.ParseShard(c.String("shard"))
	if err != nil {
		return nil, cli.Exit("bench: "+err.Error(), exitUsage)
	}
	out := c.String("out")
	if resume != "" {
		if out != "" && filepath.Clean(out) != filepath.Clean(resume) {
			return nil, cli.Exit("bench: --out and --resume name different directories; --resume DIR writes to DIR", exitUsage)
		}
		out = resume
	}
	opts := map[string][]string{}
	for _, a := range benchmarks.Axes {
		if vs := c.StringSlice(a.Name); len(vs) > 0 {
			opts[a.Name] = vs
		}
	}
	return &benchmarks.Config{
		Sweep: benchmarks.Sweep{
			Paths: c.Args().Slice(), Kind: c.String("kind"), Options: opts,
			Solvers: c.StringSlice("solver"), Timeout: c.Duration("timeout"), Repeat: c.Int("repeat"),
			Unique: c.Bool("unique"), Certify: c.Bool("certify"), Strength: c.Int("strength"), ByPath: c.Bool("by-path"), ByClass: c.Bool("by-class"),
		},
		Shard:   shard,
		Jobs:    c.Int("jobs"),
		Out:     out,
		Resume:  resume != "",
		Command: os.Args,
	}, nil
}

// resumeConfig continues the sweep saved in dir, from the directory it
// was started in (so that relative instance paths name the same files).
func resumeConfig(c *cli.Command, dir string) (*benchmarks.Config, error) {
	for _, f := range sweepFlags() {
		if c.IsSet(f) {
			return nil, cli.Exit("bench: --resume DIR alone continues the sweep saved in DIR; --"+f+" would change it (give the whole sweep, its flags and paths, to start or continue it in DIR)", exitUsage)
		}
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	meta, err := benchmarks.ReadSweepMeta(abs)
	if errors.Is(err, os.ErrNotExist) {
		return nil, cli.Exit("bench: --resume "+dir+": no sweep there (no "+benchmarks.SweepFile+")", exitUsage)
	}
	if err != nil {
		return nil, cli.Exit("bench: "+err.Error(), exitError)
	}
	if cwd, _ := os.Getwd(); meta.Dir != "" && meta.Dir != cwd {
		if err := os.Chdir(meta.Dir); err != nil {
			return nil, cli.Exit("bench: --resume "+dir+": the sweep started in "+meta.Dir+": "+err.Error(), exitError)
		}
	}
	shard, err := benchmarks.ParseShard(meta.Shard)
	if err != nil {
		return nil, cli.Exit("bench: "+err.Error(), exitError)
	}
	return &benchmarks.Config{Sweep: meta.Sweep, Shard: shard, Jobs: c.Int("jobs"), Out: abs, Resume: true, Saved: true, Command: meta.Command}, nil
}

func benchMergeAction(_ context.Context, c *cli.Command) error {
	if c.NArg() == 0 {
		return cli.Exit("bench merge: no results given (see --help)", exitUsage)
	}
	out := c.String("out")
	res, err := benchmarks.Merge(c.Args().Slice(), benchmarks.MergeOptions{Partial: c.Bool("partial"), Out: out})
	if err != nil {
		msg := err.Error()
		if !strings.HasPrefix(msg, "merge: ") {
			msg = "merge: " + msg
		}
		return cli.Exit("bench "+msg, exitError)
	}
	if res.Duplicates > 0 {
		fmt.Fprintf(c.Root().ErrWriter, "puzzlesat: bench merge: %d duplicate records ignored (the first of each job kept)\n", res.Duplicates)
	}
	if msg := benchmarks.ShardReport(res.Shards); msg != "" {
		fmt.Fprintf(c.Root().ErrWriter, "puzzlesat: bench merge: partial report: %s", msg)
	}
	if out != "" {
		fmt.Fprintf(c.Root().Writer, "%s: %s\n", out, res.Report.Headline())
	} else if err := res.Report.WriteMarkdownAlone(c.Root().Writer); err != nil { // no plot written, none linked
		return err
	}
	if err := res.Report.Err(); err != nil {
		if errors.Is(err, benchmarks.ErrWrong) {
			return cli.Exit("bench merge: "+err.Error(), exitError)
		}
		return err
	}
	return nil
}
