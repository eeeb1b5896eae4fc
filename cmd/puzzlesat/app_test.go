package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/urfave/cli/v3"
)

// built reports whether newApp built c rather than leaving a stub (a
// name and a usage, nothing else).
func built(c *cli.Command) bool {
	return len(c.Flags) > 0 || len(c.Commands) > 0 || c.Action != nil || c.Description != ""
}

// The command tree is built only as far as the command line names it.
func TestNewAppBuildsOnlyNamedCommands(t *testing.T) {
	tests := []struct {
		args  string
		built []string // top commands built, with their built subcommands ("solve/hashi")
	}{
		{"puzzlesat --help", nil},
		{"puzzlesat", nil},
		{"puzzlesat frobnicate", nil},
		{"puzzlesat solve hashi x.txt", []string{"solve", "solve/hashi"}},
		{"puzzlesat help solve", []string{"solve"}},
		{"puzzlesat encode shikaku x.txt -o y.cnf", []string{"encode", "encode/shikaku"}},
		{"puzzlesat bench --list dir", []string{"bench", "bench/merge", "bench/run-one"}},
		// "solve" names the solve family too: built, its kinds stubs.
		{"puzzlesat dimacs solve x.cnf", []string{"dimacs", "dimacs/solve", "dimacs/check", "dimacs/stats", "dimacs/check-proof", "solve"}},
	}
	for _, tt := range tests {
		t.Run(tt.args, func(t *testing.T) {
			app := newApp(strings.Fields(tt.args))
			var got []string
			for _, c := range app.Commands {
				if !built(c) {
					continue
				}
				got = append(got, c.Name)
				for _, s := range c.Commands {
					if built(s) {
						got = append(got, c.Name+"/"+s.Name)
					}
				}
			}
			if !slices.Equal(got, tt.built) {
				t.Errorf("built %v, want %v", got, tt.built)
			}
		})
	}
}

// A stub has the name and usage of the command it stands for, so the
// help's lists are the same whether a command was built or not.
func TestStubsMatchBuiltCommands(t *testing.T) {
	all := []string{"puzzlesat"}
	for _, f := range families() {
		all = append(all, f.name)
	}
	full := newApp(append(all, "hashi", "shikaku", "zebra"))
	bare := newApp([]string{"puzzlesat"})
	var names []string
	for i, c := range full.Commands {
		names = append(names, c.Name)
		s := bare.Commands[i]
		if !built(c) || built(s) {
			t.Fatalf("%s: built %v in the full tree, %v in the bare one", c.Name, built(c), built(s))
		}
		if s.Name != c.Name || s.Usage != c.Usage || s.Usage == "" {
			t.Errorf("stub %q %q, command %q %q", s.Name, s.Usage, c.Name, c.Usage)
		}
		for _, sub := range c.Commands {
			if sub.Usage == "" {
				t.Errorf("%s %s: no usage", c.Name, sub.Name)
			}
		}
	}
	if !slices.IsSorted(names) {
		t.Errorf("commands not sorted by name: %v", names)
	}
}
