package main

import (
	"context"
	"fmt"
	"os/exec"
	"runtime/debug"
	"strings"
	"text/tabwriter"

	"github.com/urfave/cli/v3"

	"github.com/puzzlesat/puzzlesat/solver"
)

func solversCommand([]string) *cli.Command {
	return &cli.Command{
		Description: `Any other binary that speaks the SAT-competition protocol (DIMACS file
argument; s/v lines; exit 10, 20 or 0) works too: --solver /path/to/bin.`,
		Action: func(ctx context.Context, c *cli.Command) error {
			if err := needArgs(c, 0, 0); err != nil {
				return err
			}
			tw := tabwriter.NewWriter(c.Root().Writer, 0, 8, 2, ' ', 0)
			fmt.Fprintf(tw, "gophersat\tbuilt in\t%s\n", gophersatVersion())
			fmt.Fprintf(tw, "cdcl\tbuilt in\t(puzzlesat's own engine, in-process: cancellable, incremental, assumptions, DRAT)\n")
			var missing []string
			for _, p := range solver.Profiles {
				path, err := exec.LookPath(p.Binary)
				if err != nil {
					missing = append(missing, fmt.Sprintf("%s (%s)", p.Name, p.InstallHint()))
					continue
				}
				v := p.Version(path)
				if v == "" {
					v = "(version not reported)"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\n", p.Name, path, v)
			}
			tw.Flush()
			if len(missing) > 0 {
				fmt.Fprintf(c.Root().Writer, "not found: %s\n", strings.Join(missing, ", "))
			}
			return nil
		},
	}
}

// gophersatVersion is the linked gophersat module's version.
func gophersatVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, m := range bi.Deps {
			if m.Path == "github.com/crillab/gophersat" {
				return m.Version + " (in-process; a worker process when --timeout is set)"
			}
		}
	}
	return "(in-process; a worker process when --timeout is set)"
}
