// Command mksite writes the static site (package site) into a folder:
// `go run ./site/cmd/mksite -o build/site` (what `make site` runs).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"github.com/puzzlesat/puzzlesat/site"
)

func main() {
	out := flag.String("o", "build/site", "the folder to write")
	flag.Parse()
	if err := site.Build(context.Background(), *out, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "mksite:", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "mksite: wrote %s (serve it with any static web server)\n", *out)
}
