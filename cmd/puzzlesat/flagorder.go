package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// flagsFirst lets flags follow the positional arguments, as in
// "puzzlesat encode hashi FILE -o OUT.cnf": urfave/cli v2 stops parsing a
// command's flags at its first positional argument, so the arguments of
// the leaf command are reordered, flags (with their values) first. "-" is
// an argument (standard input); "--" ends the flags and is kept.
func flagsFirst(cmds []*cli.Command, args []string) []string {
	i := 1
	var leaf *cli.Command
	for i < len(args) && leaf == nil {
		cmd := findCommand(cmds, args[i])
		if cmd == nil {
			return args
		}
		i++
		if len(cmd.Subcommands) == 0 {
			leaf = cmd
		}
		cmds = cmd.Subcommands
	}
	if leaf == nil {
		return args
	}
	var flags, pos []string
	rest := args[i:]
	dashdash := false
	for j := 0; j < len(rest); j++ {
		a := rest[j]
		if a == "--" {
			pos = append(pos, rest[j+1:]...)
			dashdash = true
			break
		}
		if a == "-" || !strings.HasPrefix(a, "-") {
			pos = append(pos, a)
			continue
		}
		flags = append(flags, a)
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if f := findFlag(leaf.Flags, name); f != nil && !hasValue && !isBool(f) && j+1 < len(rest) {
			j++
			flags = append(flags, rest[j])
		}
	}
	out := append(append([]string(nil), args[:i]...), flags...)
	if dashdash {
		out = append(out, "--")
	}
	return append(out, pos...)
}

func findCommand(cmds []*cli.Command, name string) *cli.Command {
	for _, c := range cmds {
		if c.HasName(name) {
			return c
		}
	}
	return nil
}

func findFlag(flags []cli.Flag, name string) cli.Flag {
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				return f
			}
		}
	}
	return nil
}

func isBool(f cli.Flag) bool {
	_, ok := f.(*cli.BoolFlag)
	return ok
}
