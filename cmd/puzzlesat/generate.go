package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/urfave/cli/v3"
	"golang.org/x/term"

	"github.com/puzzlesat/puzzlesat/internal/progress"
	"github.com/puzzlesat/puzzlesat/puzzle"
	genzebra "github.com/puzzlesat/puzzlesat/puzzles/zebra/gen"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

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

// zebraGenOptions reads generate zebra's flags (the generator's
// settings, puzzle.Generator) into the generator's options and the
// output format; a bad value is a usage error.
func zebraGenOptions(ctx context.Context, c *cli.Command) (genzebra.Options, string, error) {
	usage := func(format string, args ...any) error { return cli.Exit(fmt.Sprintf(format, args...), exitUsage) }
	format := strings.ToLower(c.String(puzzle.SettingFormat))
	switch format {
	case "native", "json", "zebralogic":
	default:
		return genzebra.Options{}, "", usage("unknown --format %q (want native, json or zebralogic)", format)
	}
	settings := map[string]string{}
	for _, o := range genzebra.Kind.(puzzle.Generator).GenerateOptions() {
		if c.IsSet(o.Name) && o.Name != genzebra.CategoriesFile && !slices.Contains(puzzle.BatchSettings, o.Name) {
			settings[o.Name] = genValue(c, o)
		}
	}
	// The settings' mistakes in the order of the flags' checks: the
	// grade, variant and clue types, then the file, then the rest.
	first := maps.Clone(settings)
	delete(first, "max-tries")
	if _, err := genzebra.Settings(first); err != nil {
		return genzebra.Options{}, "", zebraUsage(err)
	}
	path := c.String(genzebra.CategoriesFile)
	if path != "" {
		data, err := readInput(ctx, c, path)
		if err != nil {
			return genzebra.Options{}, "", err
		}
		settings[genzebra.CategoriesFile] = string(data)
	}
	opt, err := genzebra.Settings(settings)
	if err != nil && path != "" {
		err = srcpos.WithFile(err, path)
	}
	if err != nil {
		return opt, "", zebraUsage(err)
	}
	opt.Seed = c.Uint64(puzzle.SettingSeed)
	if c.Int(puzzle.SettingCount) < 1 {
		return opt, "", usage("--count must be at least 1")
	}
	if err := opt.Validate(); err != nil {
		return opt, "", usage("%v", err)
	}
	return opt, format, nil
}

// zebraUsage is err as a usage mistake's exit.
func zebraUsage(err error) error {
	var ue *puzzle.UsageError
	if errors.As(err, &ue) {
		return cli.Exit(ue.Msg, exitUsage)
	}
	return cli.Exit(err, exitUsage)
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
