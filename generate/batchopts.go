package generate

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// BatchOption is the batch's own setting name (puzzle.BatchSettings)
// as a generator option, worded for a batch of k's puzzles; a kind's
// GenerateOptions list it to place it, or change its wording.
func BatchOption(k puzzle.Kind, name string) puzzle.GenOption {
	switch name {
	case puzzle.SettingSeed:
		return puzzle.GenOption{Name: name, Type: "uint", Default: "1",
			Usage: "random seed; the puzzles use the seeds S, S+1, ... (the same seed gives the same puzzle everywhere)"}
	case puzzle.SettingCount:
		return puzzle.GenOption{Name: name, Type: "int", Default: "1", Usage: "number of puzzles"}
	case puzzle.SettingFormat:
		var names []string
		for _, f := range k.Formats() {
			if f.Write != nil {
				names = append(names, f.Name)
			}
		}
		def := ""
		if len(names) > 0 {
			def = names[0]
		}
		return puzzle.GenOption{Name: name, Default: def, Values: names, Usage: strings.Join(names, ", "), Synonyms: formatSynonyms(names)}
	case puzzle.SettingOut:
		return puzzle.GenOption{Name: name, Usage: "write each puzzle to its own file `DIR`/KIND-WxH-SEED.txt (.json) and print the paths"}
	case puzzle.SettingStats:
		return puzzle.GenOption{Name: name, Type: "bool", Usage: "print each puzzle's grade and figures and a summary to standard error"}
	case puzzle.SettingQuiet:
		return puzzle.GenOption{Name: name, Type: "bool", Short: []string{"q"}, Usage: "no progress line"}
	}
	return puzzle.GenOption{Name: name}
}

// formatSynonyms are the puzzle.FormatSynonyms that name one of names.
func formatSynonyms(names []string) map[string]string {
	var m map[string]string
	for syn, to := range puzzle.FormatSynonyms {
		for _, n := range names {
			if n == to {
				if m == nil {
					m = map[string]string{}
				}
				m[syn] = to
			}
		}
	}
	return m
}

// BatchOptions are the batch's settings (BatchOption, in
// puzzle.BatchSettings' order) for a kind that places them after its own
// grid options, with the output format's option changed by format (its
// default, its wording, the names it reads besides its values); format
// may be nil.
func BatchOptions(k puzzle.Kind, format func(o *puzzle.GenOption)) []puzzle.GenOption {
	var opts []puzzle.GenOption
	for _, name := range puzzle.BatchSettings {
		o := BatchOption(k, name)
		if name == puzzle.SettingFormat && format != nil {
			format(&o)
		}
		opts = append(opts, o)
	}
	return opts
}

// Options are a generator's options, with the batch's settings it does
// not list after its own (BatchOption): the flags of `generate KIND`.
func Options(k puzzle.Kind, g puzzle.Generator) []puzzle.GenOption {
	opts := g.GenerateOptions()
	for _, name := range puzzle.BatchSettings {
		listed := false
		for _, o := range opts {
			listed = listed || o.Name == name
		}
		if !listed {
			opts = append(opts, BatchOption(k, name))
		}
	}
	return opts
}
