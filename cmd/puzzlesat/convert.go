package main

import (
	"context"
	"fmt"
	"github.com/puzzlesat/puzzlesat/app"
	"io"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/convert"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
)

// convertCommand is `puzzlesat convert KIND --to FORMAT FILE|-`: flags
// into convert.Options, one call into package convert.
func convertUsage(k puzzle.Kind) string { return "rewrite " + k.Title() + " in another format" }

func convertCommand(k puzzle.Kind) *cli.Command {
	var readable, lines []string
	for _, f := range k.Formats() {
		if f.Read != nil {
			readable = append(readable, f.Name)
		}
		lines = append(lines, fmt.Sprintf("  %-10s %s", f.Name, f.Usage))
	}
	return &cli.Command{
		ArgsUsage: "FILE|-",
		Description: "Reads every puzzle of FILE (-: standard input; the format is detected unless --input-format\n" +
			"says it) and writes them in the --to format. Nothing is written when a puzzle cannot be read or the\n" +
			"format cannot express it (the error says why). The formats:\n" + strings.Join(lines, "\n"),
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "to", Usage: "the output format: " + strings.Join(convert.Formats(k), ", ")},
			&cli.StringFlag{Name: "input-format", Value: "auto", Usage: "auto (detect), " + strings.Join(readable, ", ")},
			&cli.IntFlag{Name: "index", Usage: "only the `N`-th puzzle of the file (1-based; 0: all)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (default: standard output)"},
		},
		Action: func(ctx context.Context, c *cli.Command) error { return runConvert(ctx, c, k) },
	}
}

func runConvert(ctx context.Context, c *cli.Command, k puzzle.Kind) error {
	if err := needArgs(c, 1, 1); err != nil {
		return err
	}
	opt := convert.Options{From: c.String("input-format"), To: c.String("to"), Index: c.Int("index")}
	data, name, err := app.ReadInput(ctx, c.Args().First(), c.Root().Reader, app.MaxInput)
	if err != nil {
		return err
	}
	// Readers that settle ambiguous text (ZebraLogic's English) count
	// solutions with gophersat.
	src := puzzle.Source{Name: name, Data: data, Count: solve.Counter(ctx, k, nil, puzzle.Options{})}
	out, err := convert.Convert(k, src, opt)
	if err != nil {
		return usage(err)
	}
	return writeOutput(c, func(w io.Writer) error {
		_, err := w.Write(out)
		return err
	})
}
