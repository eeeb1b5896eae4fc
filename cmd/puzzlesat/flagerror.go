package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/urfave/cli/v3"
)

// flagError rewrites the flag parser's messages the way the rest of the
// command line speaks: the flag as --name, the value given, and what the
// value should look like ("--timeout 10: want a duration such as 10s").
// The parser's messages are read with strings, not regular expressions
// (a regexp compiled at package level costs every process its start-up).
func flagError(flags []cli.Flag, err error) string {
	msg := err.Error()
	if rest, ok := strings.CutPrefix(msg, "invalid value "); ok {
		if q, err := strconv.QuotedPrefix(rest); err == nil {
			val, _ := strconv.Unquote(q)
			if rest, ok := strings.CutPrefix(rest[len(q):], " for flag "); ok {
				name, _, _ := strings.Cut(strings.TrimLeft(rest, "-"), ":")
				return fmt.Sprintf("%s %s: want %s", dashed(name), val, wantOf(flags, name))
			}
		}
	}
	if rest, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		return "unknown flag " + dashed(strings.TrimLeft(rest, "-"))
	}
	if rest, ok := strings.CutPrefix(msg, "flag needs an argument: "); ok {
		name := strings.TrimLeft(rest, "-")
		return fmt.Sprintf("%s needs a value: %s", dashed(name), wantOf(flags, name))
	}
	return msg
}

// dashed is a flag name as it is typed: -j, --jobs.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// wantOf describes the values a flag takes.
func wantOf(flags []cli.Flag, name string) string {
	for _, f := range flags {
		for _, n := range f.Names() {
			if n != name {
				continue
			}
			switch f.(type) {
			case *cli.DurationFlag:
				return "a duration such as 10s, 1m30s or 500ms"
			case *cli.IntFlag, *cli.Int64Flag:
				return "a whole number"
			case *cli.Uint64Flag:
				return "a whole number, 0 or more"
			case *cli.BoolFlag:
				return "true or false (--" + name + "=false)"
			case *cli.FloatFlag:
				return "a number"
			}
			return "a value (see --help)"
		}
	}
	return "a value (see --help)"
}
