package main

import (
	"fmt"
	"regexp"

	"github.com/urfave/cli/v2"
)

var (
	badValue = regexp.MustCompile(`^invalid value "(.*)" for flag -{1,2}([^:]+): `)
	noFlag   = regexp.MustCompile(`^flag provided but not defined: -{1,2}(.+)$`)
	noValue  = regexp.MustCompile(`^flag needs an argument: -{1,2}(.+)$`)
)

// flagError rewrites the flag parser's messages the way the rest of the
// command line speaks: the flag as --name, the value given, and what the
// value should look like ("--timeout 10: want a duration such as 10s").
func flagError(flags []cli.Flag, err error) string {
	msg := err.Error()
	if m := badValue.FindStringSubmatch(msg); m != nil {
		return fmt.Sprintf("--%s %s: want %s", m[2], m[1], wantOf(flags, m[2]))
	}
	if m := noFlag.FindStringSubmatch(msg); m != nil {
		return fmt.Sprintf("unknown flag --%s", m[1])
	}
	if m := noValue.FindStringSubmatch(msg); m != nil {
		return fmt.Sprintf("--%s needs a value: %s", m[1], wantOf(flags, m[1]))
	}
	return msg
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
			case *cli.BoolFlag:
				return "true or false (--" + name + "=false)"
			case *cli.Float64Flag:
				return "a number"
			}
			return "a value (see --help)"
		}
	}
	return "a value (see --help)"
}
