package main

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// generateCommand is `puzzlesat generate`: a command for every kind with
// a generator (puzzle.Generator), its flags the generator's options,
// one generate.Batch run (a generator may write its own records, figures
// and progress: puzzle.Recorder, Summarizer, Progresser).
func generateCommand([]string) *cli.Command {
	var cmds []*cli.Command
	for _, k := range kinds.All() {
		g, ok := k.(puzzle.Generator)
		if !ok {
			continue
		}
		cmds = append(cmds, generateKindCommand(k, g))
	}
	return &cli.Command{Commands: cmds}
}

// generateKindCommand is `generate KIND` for k's generator g.
func generateKindCommand(k puzzle.Kind, g puzzle.Generator) *cli.Command {
	usage, desc := g.GenerateHelp()
	opts := generate.Options(k, g)
	var flags []cli.Flag
	for _, o := range opts {
		flags = append(flags, genFlag(o))
	}
	return &cli.Command{
		Name:        k.Name(),
		Aliases:     puzzle.Aliases(k),
		Usage:       usage,
		Description: desc,
		Flags:       append(flags, progressFlags()...),
		Action: func(ctx context.Context, c *cli.Command) error {
			if err := needArgs(c, 0, 0); err != nil {
				return err
			}
			return runBatch(ctx, c, k, opts)
		},
	}
}

// genFlag is the flag of a generator option.
func genFlag(o puzzle.GenOption) cli.Flag {
	switch o.Type {
	case "int":
		n, _ := strconv.Atoi(o.Default)
		return &cli.IntFlag{Name: o.Name, Aliases: o.Short, Value: n, Usage: o.Usage}
	case "uint":
		n, _ := strconv.ParseUint(o.Default, 10, 64)
		return &cli.Uint64Flag{Name: o.Name, Aliases: o.Short, Value: n, Usage: o.Usage}
	case "bool":
		return &cli.BoolFlag{Name: o.Name, Aliases: o.Short, Usage: o.Usage}
	}
	return &cli.StringFlag{Name: o.Name, Aliases: o.Short, Value: o.Default, Usage: o.Usage}
}

// genValue is the value of o's flag as a setting (a synonym replaced).
func genValue(c *cli.Command, o puzzle.GenOption) string {
	switch o.Type {
	case "int":
		return strconv.Itoa(c.Int(o.Name))
	case "uint":
		return strconv.FormatUint(c.Uint64(o.Name), 10)
	case "bool":
		return strconv.FormatBool(c.Bool(o.Name))
	}
	v := c.String(o.Name)
	if s, ok := o.Synonyms[v]; ok {
		v = s
	}
	return v
}

// runBatch generates and writes the puzzles: the flags set are the
// generator's settings (the batch's own but --stats stay here); a
// progress line on a terminal, figures with --stats.
func runBatch(ctx context.Context, c *cli.Command, k puzzle.Kind, opts []puzzle.GenOption) error {
	settings := map[string]string{}
	files := map[string]string{}
	format := ""
	for _, o := range opts {
		if o.Name == puzzle.SettingFormat {
			format = strings.ToLower(c.String(o.Name))
			if s, ok := o.Synonyms[format]; ok {
				format = s
			}
			continue
		}
		batch := false
		for _, b := range puzzle.BatchSettings {
			batch = batch || b == o.Name && b != puzzle.SettingStats
		}
		if batch || !c.IsSet(o.Name) || o.Type == "file" && c.String(o.Name) == "" {
			continue // not given (an empty file name names no file)
		}
		settings[o.Name] = genValue(c, o)
		if o.Type == "file" { // the setting is the file's text
			data, err := readInput(ctx, c, c.String(o.Name))
			if err != nil {
				return err
			}
			settings[o.Name] = string(data)
			files[o.Name] = c.String(o.Name)
		}
	}
	b := &generate.Batch{Kind: k, Settings: settings, Seed: c.Uint64(puzzle.SettingSeed), Count: c.Int(puzzle.SettingCount),
		Format: format, Files: files, Out: c.String(puzzle.SettingOut), W: c.Root().Writer}
	if c.Bool(puzzle.SettingStats) {
		b.Stats = c.Root().ErrWriter
	}
	b.Progress = progressFor(c, c.Bool(puzzle.SettingQuiet), true)
	err := b.Run(ctx)
	var ue *puzzle.UsageError
	if errors.As(err, &ue) {
		return cli.Exit(ue.Msg, exitUsage)
	}
	return err
}
