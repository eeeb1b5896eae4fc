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
		name := strings.TrimLeft(rest, "-")
		if near := nearestFlag(flags, name); near != "" {
			return "unknown flag " + dashed(name) + "; did you mean " + dashed(near) + "?"
		}
		return "unknown flag " + dashed(name)
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

// nearestFlag is the flag name closest to a misspelt one (at most two
// edits away, or one it starts or ends: --uniq, --input), or "".
func nearestFlag(flags []cli.Flag, name string) string {
	best, bestD := "", 3
	if len(name) < 3 {
		return ""
	}
	for _, f := range flags {
		for _, n := range f.Names() {
			if len(n) < 2 {
				continue
			}
			d := editDistance(strings.ToLower(name), n)
			if d > 0 && d < bestD {
				best, bestD = n, d
			} else if best == "" && strings.HasPrefix(n, name) {
				best = n
			}
		}
	}
	return best
}

// editDistance is the Levenshtein distance of a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
