package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/score"
)

func scoreCommand([]string) *cli.Command {
	return &cli.Command{
		Commands: []*cli.Command{{
			Name:      "zebra",
			Usage:     "score answers to ZebraLogic puzzles: puzzle and cell accuracy, by size and difficulty",
			ArgsUsage: "PUZZLES.jsonl ANSWERS.jsonl",
			Description: "PUZZLES.jsonl is ZebraLogic JSONL with reference solutions; ANSWERS.jsonl has one object per line:\n" +
				`{"id": ..., "header": ["House", ...], "rows": [["1", ...], ...]} (or the table under "solution").` + "\n" +
				"Answers are matched by id, ignoring case, spacing and column order. Accuracies are ZeroEval's:\n" +
				"a missing or unreadable answer counts as wrong. Answers that satisfy every clue but differ from\n" +
				"the reference are listed. Either file may be - (standard input).",
			Flags: []cli.Flag{
				&cli.StringFlag{Name: "format", Value: "text", Usage: "text, json or csv"},
				&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the report to `FILE` instead of standard output"},
				&cli.BoolFlag{Name: "strict", Usage: "exit 1 when an answer cannot be read or names an id that is not among the puzzles"},
			},
			Action: scoreZebra,
		}},
	}
}

// scoreZebraOptions are the flags and arguments of `score zebra`.
type scoreZebraOptions struct {
	puzzles, answers string
	format           string
	strict           bool
}

func scoreZebra(ctx context.Context, c *cli.Command) error {
	if err := needArgs(c, 2, 2); err != nil {
		return err
	}
	opt := scoreZebraOptions{puzzles: c.Args().Get(0), answers: c.Args().Get(1),
		format: strings.ToLower(c.String("format")), strict: c.Bool("strict")}
	if !slices.Contains(score.Formats, opt.format) {
		return cli.Exit(fmt.Sprintf("unknown --format %q (want text, json or csv)", opt.format), exitUsage)
	}
	if opt.puzzles == "-" && opt.answers == "-" {
		return cli.Exit("only one of PUZZLES and ANSWERS can be - (standard input)", exitUsage)
	}
	puzzles, err := readInput(ctx, c, opt.puzzles)
	if err != nil {
		return err
	}
	answers, err := readInput(ctx, c, opt.answers)
	if err != nil {
		return err
	}
	rep, err := score.Zebra(puzzles, answers, score.ZebraOptions{PuzzlesFile: opt.puzzles, AnswersFile: opt.answers})
	if err != nil {
		return err
	}
	for _, e := range rep.Unread {
		fmt.Fprintln(c.Root().ErrWriter, "puzzlesat:", e.Err.Pretty())
	}
	if err := writeOutput(c, func(w io.Writer) error { return rep.Write(w, opt.format) }, opt.puzzles, opt.answers); err != nil {
		return err
	}
	if opt.strict && len(rep.Unread)+len(rep.Unknown) > 0 {
		return cli.Exit(fmt.Sprintf("--strict: %d answers could not be read, %d name unknown ids", len(rep.Unread), len(rep.Unknown)), exitError)
	}
	return nil
}
