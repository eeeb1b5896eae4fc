package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/urfave/cli/v3"
	"golang.org/x/term"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/internal/progress"
	genzebra "github.com/puzzlesat/puzzlesat/puzzles/zebra/gen"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func generateZebraCommand() *cli.Command {
	return &cli.Command{
		Name:  "zebra",
		Usage: "generate zebra puzzles with a unique solution and a minimal set of clues",
		Description: "A random solution from the seed, a pool of true clues, clue removal while the solution stays unique.\n" +
			"Every puzzle is graded easy (unit propagation solves it), medium (failed-literal probing does) or hard (search).\n\n" +
			"Sizes: the built-in word lists have 13 categories (a name and 12 more) of 12 values, so up to 12 houses\n" +
			"and 13 categories; with --categories-file, up to 20 houses and 20 categories. A file's categories may say\n" +
			"how their values read in the English clues (Pet.phrase: the person who owns the {}); see docs/generate.md.",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "houses", Aliases: []string{"n"}, Value: 5, Usage: "number of houses: 2..12 with the built-in word lists, 2..20 with --categories-file (its size is the default)"},
			&cli.IntFlag{Name: "categories", Aliases: []string{"m"}, Value: 5, Usage: "number of categories besides the houses: 1..13 built in, 1..20 with --categories-file"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "random seed; puzzles use the seeds S, S+1, ..."},
			&cli.IntFlag{Name: "count", Value: 1, Usage: "number of puzzles"},
			&cli.StringFlag{Name: "clue-types", Usage: "comma-separated clue types (" + genzebra.ClueTypeList() + "), or 'all' or 'zebralogic' (default: all; zebralogic = the types ZebraLogic's own puzzles use)"},
			&cli.StringFlag{Name: "difficulty", Usage: "keep only puzzles of this grade: easy, medium or hard"},
			&cli.StringFlag{Name: "format", Value: "native", Usage: "native, json or zebralogic (JSONL: puzzle text and solution)"},
			&cli.BoolFlag{Name: "derive", Usage: "append LogikGen's derived redundant clues (transitive constraint generation); --difficulty then uses the grade with them"},
			&cli.StringFlag{Name: "derive-variant", Value: "indirect", Usage: "direct or indirect (LogikGen's variants of the derivation rules)"},
			&cli.StringFlag{Name: "categories-file", Usage: "take categories and values from this native-format `FILE` (declarations only, no clues; lines such as 'Pet.phrase: the person who owns the {}' say how values read)"},
			&cli.BoolFlag{Name: "stats", Usage: "print per-puzzle statistics and the median and max time per puzzle to standard error"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "no progress line"},
			&cli.StringFlag{Name: "out", Usage: "write each puzzle to its own file `DIR`/gen-NxM-SEED.txt (.json, .jsonl) instead of standard output (a native-format file holds one puzzle)"},
			&cli.IntFlag{Name: "max-tries", Value: 200, Usage: "with --difficulty: seeds to try per puzzle before giving up"},
		},
		Action: generateZebra,
	}
}

func generateZebra(ctx context.Context, c *cli.Command) error {
	if err := needArgs(c, 0, 0); err != nil {
		return err
	}
	opt, format, err := zebraGenOptions(ctx, c)
	if err != nil {
		return err
	}
	out := &zebraOutput{format: format, outDir: c.String("out"), stats: c.Bool("stats"), errw: c.Root().ErrWriter}
	if out.outDir != "" {
		if err := os.MkdirAll(out.outDir, 0o755); err != nil {
			return err
		}
	}
	w := bufio.NewWriter(c.Root().Writer)
	defer w.Flush()
	out.w = w
	defer out.summary(opt)
	if !c.Bool("quiet") && term.IsTerminal(int(os.Stderr.Fd())) {
		out.bar = newZebraProgress(out.errw, c.Int("count"))
		opt.Progress = out.bar.update
		defer out.bar.finish()
	}
	err = genzebra.GenerateAll(opt, c.Int("count"), out.write)
	var ng *genzebra.NoGradeError
	if errors.As(err, &ng) {
		return fmt.Errorf("no %s puzzle among the %d seeds %d..%d: raise --max-tries (now %d), or try another size or other --clue-types (hard puzzles are rare below 8 houses)",
			ng.Grade, ng.Tries, ng.First, ng.Last, ng.Tries)
	}
	return err
}

// zebraGenOptions reads generate zebra's flags into the generator's
// options and the output format; a bad value is a usage error.
func zebraGenOptions(ctx context.Context, c *cli.Command) (genzebra.Options, string, error) {
	usage := func(format string, args ...any) error { return cli.Exit(fmt.Sprintf(format, args...), exitUsage) }
	format := strings.ToLower(c.String("format"))
	switch format {
	case "native", "json", "zebralogic":
	default:
		return genzebra.Options{}, "", usage("unknown --format %q (want native, json or zebralogic)", format)
	}
	opt := genzebra.Options{Houses: c.Int("houses"), Categories: c.Int("categories"), Seed: c.Uint64("seed"),
		Derive: c.Bool("derive"), MaxTries: c.Int("max-tries")}
	var err error
	if opt.Difficulty, err = generate.ParseGrade(c.String("difficulty")); err != nil {
		return opt, "", usage("--difficulty: %v", err)
	}
	if opt.Variant, err = genzebra.ParseVariant(c.String("derive-variant")); err != nil {
		return opt, "", usage("--derive-variant: %v", err)
	}
	if opt.Kinds, err = genzebra.ParseClueTypes(c.String("clue-types")); err != nil {
		return opt, "", usage("--clue-types: %v", err)
	}
	if path := c.String("categories-file"); path != "" {
		data, err := readInput(ctx, c, path)
		if err != nil {
			return opt, "", err
		}
		themes, err := genzebra.ParseCategories(data)
		if err != nil {
			return opt, "", cli.Exit(srcpos.WithFile(srcpos.WithSource(err, data), path), exitUsage)
		}
		opt.Source = themes
		if !c.IsSet("houses") {
			opt.Houses = len(themes[0].Values)
		}
		if !c.IsSet("categories") {
			opt.Categories = len(themes)
		}
	}
	if c.IsSet("max-tries") && c.Int("max-tries") < 1 {
		return opt, "", usage("--max-tries must be at least 1")
	}
	if c.Int("count") < 1 {
		return opt, "", usage("--count must be at least 1")
	}
	if err := opt.Validate(); err != nil {
		return opt, "", usage("%v", err)
	}
	return opt, format, nil
}

// zebraOutput writes generated zebra puzzles: to w (several native
// puzzles separated by a blank line) or one file each in outDir (the
// paths to w), with --stats lines and the progress line on errw.
type zebraOutput struct {
	w      io.Writer
	errw   io.Writer
	format string
	outDir string
	stats  bool
	bar    *zebraProgress
	n      int             // puzzles written
	times  []time.Duration // generation times, for --stats
}

func (o *zebraOutput) write(r *genzebra.Result) error {
	defer func() { o.n++ }()
	if o.bar != nil {
		o.bar.done++
	}
	if o.stats {
		if o.bar != nil {
			o.bar.bar.Clear()
		}
		o.times = append(o.times, r.Stats.Elapsed)
		unproven := ""
		if r.Unproven > 0 {
			unproven = fmt.Sprintf(" (%d not proved needed)", r.Unproven)
		}
		fmt.Fprintf(o.errw, "%s: %d clues%s (+%d derived), pool %d, %d checks, %d seeds, grade %s/%s, %v\n", r.ID(), r.Clues, unproven, len(r.Derived),
			r.Stats.Pool, r.Stats.Checks, r.Stats.Tries, r.Grade, r.GradeDerived, r.Stats.Elapsed.Round(time.Microsecond))
	}
	if o.outDir != "" {
		var b bytes.Buffer
		if err := writeGenerated(&b, r, o.format); err != nil {
			return err
		}
		ext := map[string]string{"native": ".txt", "json": ".json", "zebralogic": ".jsonl"}[o.format]
		path := filepath.Join(o.outDir, r.ID()+ext)
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Fprintln(o.w, path)
		return nil
	}
	if o.format == "native" && o.n > 0 {
		fmt.Fprintln(o.w)
	}
	return writeGenerated(o.w, r, o.format)
}

// summary prints the --stats summary line.
func (o *zebraOutput) summary(opt genzebra.Options) {
	if o.stats && len(o.times) > 0 {
		slices.Sort(o.times)
		fmt.Fprintf(o.errw, "%d puzzles %dx%d: median %v, max %v per puzzle\n", len(o.times), opt.Houses, opt.Categories,
			o.times[len(o.times)/2].Round(time.Microsecond), o.times[len(o.times)-1].Round(time.Microsecond))
	}
}

// zebraProgress is the progress line of a generation on a terminal: the
// puzzle, its seed, the stage and the clues decided.
type zebraProgress struct {
	bar   *progress.Status
	count int // puzzles asked for
	done  int // puzzles written
}

func newZebraProgress(w io.Writer, count int) *zebraProgress {
	return &zebraProgress{bar: progress.NewStatus(w, "generate"), count: count}
}

func (z *zebraProgress) update(p genzebra.Progress) {
	desc := fmt.Sprintf("seed %d: %s", p.Seed, p.Stage)
	if z.count > 1 {
		desc = fmt.Sprintf("puzzle %d/%d, %s", z.done+1, z.count, desc)
	}
	switch {
	case p.Total > 0:
		desc += fmt.Sprintf(" %d/%d", p.Done, p.Total)
	case p.Done > 0:
		desc += fmt.Sprintf(" %d", p.Done)
	}
	z.bar.Describe(desc)
}

func (z *zebraProgress) finish() { z.bar.Finish() }

func writeGenerated(w io.Writer, r *genzebra.Result, format string) error {
	switch format {
	case "native":
		return r.WriteNative(w)
	case "json":
		return r.WriteJSON(w)
	}
	return r.WriteZebraLogic(w)
}
