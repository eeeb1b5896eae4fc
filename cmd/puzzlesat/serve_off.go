//go:build noserve

package main

import (
	"context"

	"github.com/urfave/cli/v3"
)

// A binary built with -tags noserve (make build-lean) leaves out serve
// and with it net/http, crypto/tls and net, whose package
// initialisers every process runs otherwise (docs/performance.md): for
// scripts and clusters that start a process per puzzle. Every other
// command is the same.
const serveUsage = "not in this build (built with -tags noserve: make build for the page)"

func serveCommand([]string) *cli.Command {
	return &cli.Command{
		Description: "This binary was built with -tags noserve (make build-lean), without the web page.\n" +
			"Build the full binary (make build, or go build ./cmd/puzzlesat) to serve it.",
		SkipFlagParsing: true,
		Action: func(context.Context, *cli.Command) error {
			return cli.Exit("serve is not in this build (built with -tags noserve); build the full binary with make build", exitError)
		},
	}
}
