//go:build !noserve

package main

import (
	"context"
	"fmt"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/app"
	"github.com/puzzlesat/puzzlesat/serve"
)

// serveUsage is serve's line in the help's list of commands.
const serveUsage = "a local web page to solve, play and explore puzzles, and its JSON API"

func serveCommand([]string) *cli.Command {
	return &cli.Command{
		Description: "Serves the page and the API (docs/serve.md) until Ctrl-C or SIGTERM: in-flight requests\n" +
			"are finished, or cancelled after a short grace. Listens on loopback unless --addr says otherwise.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "addr", Value: serve.DefaultAddr, Usage: "listen on `HOST:PORT` (port 0: any free port)"},
			&cli.BoolFlag{Name: "open", Usage: "open the page in the desktop's browser"},
			&cli.DurationFlag{Name: "timeout", Value: serve.DefaultTimeout, Usage: "time limit of each request; its solve is cancelled then"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Usage: "solves at once (0: one per CPU)"},
		},
		Action: func(ctx context.Context, c *cli.Command) error {
			if err := needArgs(c, 0, 0); err != nil {
				return err
			}
			if c.Duration("timeout") <= 0 || c.Int("jobs") < 0 || c.Int("jobs") > app.MaxJobs {
				return cli.Exit(fmt.Sprintf("--timeout %v, --jobs %d: want a positive time limit and 0 <= jobs <= %d", c.Duration("timeout"), c.Int("jobs"), app.MaxJobs), exitUsage)
			}
			opt := serve.Options{Addr: c.String("addr"), Open: c.Bool("open"), Timeout: c.Duration("timeout"),
				Jobs: c.Int("jobs"), Log: c.Root().ErrWriter}
			return serve.Run(ctx, opt)
		},
	}
}
