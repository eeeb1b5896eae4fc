package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/urfave/cli/v3"
	"golang.org/x/term"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	genhashi "github.com/puzzlesat/puzzlesat/puzzles/hashi/gen"
	"github.com/puzzlesat/puzzlesat/puzzles/shikaku"
	genshikaku "github.com/puzzlesat/puzzlesat/puzzles/shikaku/gen"
)

// generateCommand is `puzzlesat generate`. The commands of the grid
// puzzles: flags into an options struct, one generate.Batch run.
func generateCommand([]string) *cli.Command {
	return &cli.Command{Commands: []*cli.Command{
		{
			Name:  "hashi",
			Usage: "generate Hashi (Bridges) puzzles with exactly one solution, proved by SAT, graded",
			Description: "A random connected solution grown as Tatham's generator grows it, then one incremental SAT session\n" +
				"proves it the only one, changing a bridge where a second solution differs until none does.\n" +
				"Grades (--grade-by explain, the default): the most clues a step of the puzzle's explanation needs, 1 easy,\n" +
				"2 medium, 3+ hard; Tatham's easy and medium levels are easy, his hard level mostly easy, a quarter medium.\n" +
				"--grade-by engine (faster): easy (propagation solves it), medium (one round of case analysis), hard (more).\n" +
				"See docs/generate.md.",
			Flags: append(gridFlags("tatham (game IDs), grid (M=2 only), json, puzzlink (M=2 only), janko or cllv (one puzzle per file)"),
				&cli.IntFlag{Name: "islands", Usage: "exactly `N` islands (instead of --density)"},
				&cli.IntFlag{Name: "density", Usage: "islands asked for, in `PERCENT` of the cells (Tatham's i; default 30; growth stops earlier when stuck, as Tatham's does)"},
				&cli.IntFlag{Name: "max-bridges", Value: 2, Usage: "at most `M` bridges join two islands (1..4)"},
			),
			Action: generateHashi,
		},
		{
			Name:  "shikaku",
			Usage: "generate Shikaku (Rectangles) puzzles with exactly one solution, proved by SAT, graded",
			Description: "A random partition into rectangles made as Tatham's generator makes it, a clue in each, then one\n" +
				"incremental SAT session proves the partition the only one, moving a clue where a second one differs.\n" +
				"Grades as for Hashi: by the explanations random partitions are almost always easy (every step one clue);\n" +
				"--grade-by engine: easy (propagation solves it), medium (one round of case analysis), hard (more;\n" +
				"random partitions hardly ever need it). See docs/generate.md.",
			Flags: append(gridFlags("tatham (game IDs), grid (text grids), json, puzzlink or janko"),
				&cli.IntFlag{Name: "min-area", Value: 2, Usage: "smallest room `AREA` (1 allows rooms of one cell)"},
				&cli.IntFlag{Name: "max-area", Usage: "largest room `AREA` (default: Tatham's W*H/6)"},
			),
			Action: generateShikaku,
		},
		generateZebraCommand(),
	}}
}

// gridFlags are the flags both grid generators take.
func gridFlags(formats string) []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "size", Value: "7x7", Usage: "grid `WxH` (or N for NxN)"},
		&cli.StringFlag{Name: "difficulty", Value: "any", Usage: "easy, medium, hard or any"},
		&cli.StringFlag{Name: "grade-by", Value: "explain", Usage: "explain (the most clues a step of the explanation needs: 1 easy, 2 medium, 3+ hard) or engine (the depth of case analysis; faster)"},
		&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "random seed; the puzzles use the seeds S, S+1, ... (the same seed gives the same puzzle everywhere)"},
		&cli.IntFlag{Name: "count", Value: 1, Usage: "number of puzzles"},
		&cli.StringFlag{Name: "format", Value: "tatham", Usage: formats},
		&cli.StringFlag{Name: "out", Usage: "write each puzzle to its own file `DIR`/KIND-WxH-SEED.txt (.json) and print the paths"},
		&cli.BoolFlag{Name: "stats", Usage: "print each puzzle's grade and figures and a summary to standard error"},
		&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "no progress line"},
	}
}

func generateHashi(ctx context.Context, c *cli.Command) error {
	if err := needArgs(c, 0, 0); err != nil {
		return err
	}
	w, h, g, err := sizeAndGrade(c)
	if err != nil {
		return err
	}
	opt := genhashi.Options{Width: w, Height: h, Islands: c.Int("islands"), Density: c.Int("density"),
		MaxBridges: c.Int("max-bridges"), Difficulty: g}
	if opt.Grader, err = gradeBy(c, g, genhashi.DefaultGrader(), genhashi.Grader{}); err != nil {
		return err
	}
	if c.IsSet("islands") && opt.Islands == 0 || c.IsSet("density") && opt.Density == 0 {
		return cli.Exit("--islands and --density must be positive", exitUsage)
	}
	if err := opt.Validate(); err != nil {
		return cli.Exit(err.Error(), exitUsage)
	}
	return runBatch(ctx, c, hashi.Kind, genhashi.Make(opt), strings.ToLower(c.String("format")))
}

func generateShikaku(ctx context.Context, c *cli.Command) error {
	if err := needArgs(c, 0, 0); err != nil {
		return err
	}
	w, h, g, err := sizeAndGrade(c)
	if err != nil {
		return err
	}
	opt := genshikaku.Options{Width: w, Height: h, MinArea: c.Int("min-area"), MaxArea: c.Int("max-area"), Difficulty: g}
	if opt.Grader, err = gradeBy(c, g, genshikaku.DefaultGrader(), genshikaku.Grader{}); err != nil {
		return err
	}
	if c.IsSet("max-area") && opt.MaxArea < 1 || opt.MinArea < 1 {
		return cli.Exit("--min-area and --max-area must be at least 1", exitUsage)
	}
	if err := opt.Validate(); err != nil {
		return cli.Exit(err.Error(), exitUsage)
	}
	format := strings.ToLower(c.String("format"))
	if format == "grid" {
		format = "text" // Shikaku's text grid
	}
	return runBatch(ctx, c, shikaku.Kind, genshikaku.Make(opt), format)
}

// sizeAndGrade reads --size and --difficulty.
func sizeAndGrade(c *cli.Command) (w, h int, g generate.Grade, err error) {
	s := strings.ToLower(strings.TrimSpace(c.String("size")))
	ws, hs, square := strings.Cut(s, "x")
	if !square {
		hs = ws
	}
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if err1 != nil || err2 != nil || w < 1 || h < 1 {
		return 0, 0, 0, cli.Exit(fmt.Sprintf("--size %q: want WxH, e.g. 15x15 (or 15)", c.String("size")), exitUsage)
	}
	if g, err = generate.ParseGrade(c.String("difficulty")); err != nil {
		return 0, 0, 0, cli.Exit("--difficulty: "+err.Error(), exitUsage)
	}
	return w, h, g, nil
}

// gradeBy reads --grade-by; with --stats every puzzle is explained in
// full, for the figures (the grades stay the same). With --difficulty
// any and no --stats the grade would be thrown away (no output format
// carries it): nothing is graded (generate.Ungraded), the puzzles are
// the same.
func gradeBy(c *cli.Command, difficulty generate.Grade, explained generate.ExplainGrader, engine generate.Grader) (generate.Grader, error) {
	var g generate.Grader
	switch strings.ToLower(c.String("grade-by")) {
	case "explain":
		explained.Full = c.Bool("stats")
		g = explained
	case "engine":
		g = engine
	default:
		return nil, cli.Exit(fmt.Sprintf("--grade-by %q: want explain or engine", c.String("grade-by")), exitUsage)
	}
	if difficulty == generate.Any && !c.Bool("stats") {
		return generate.Ungraded{}, nil
	}
	return g, nil
}

// runBatch generates and writes the puzzles: a progress line on a
// terminal, figures with --stats.
func runBatch(ctx context.Context, c *cli.Command, k puzzle.Kind, make generate.Maker, format string) error {
	b := &generate.Batch{Kind: k, Make: make, Seed: c.Uint64("seed"), Count: c.Int("count"),
		Format: format, Out: c.String("out"), W: c.Root().Writer}
	if c.Bool("stats") {
		b.Stats = c.Root().ErrWriter
	}
	if !c.Bool("quiet") && term.IsTerminal(int(os.Stderr.Fd())) {
		b.Progress = os.Stderr
	}
	err := b.Run(ctx)
	var ue *puzzle.UsageError
	if errors.As(err, &ue) {
		return cli.Exit(ue.Msg, exitUsage)
	}
	return err
}
