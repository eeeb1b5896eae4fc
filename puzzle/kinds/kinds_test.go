package kinds_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// small are settings that make a puzzle quickly, per generator.
var small = map[string]map[string]string{
	"hashi":   {"size": "5x5"},
	"shikaku": {"size": "5x5"},
	"zebra":   {"houses": "3", "categories": "2"},
	"binairo": {"size": "6x6"},
}

// Every generator through the contract: its options named once, its
// defaults accepted, a bad value a usage error, the same puzzle for the
// same seed, a puzzle its kind checks and detects as its own.
func TestGenerators(t *testing.T) {
	for _, k := range kinds.All() {
		g, ok := k.(puzzle.Generator)
		if !ok {
			continue
		}
		t.Run(k.Name(), func(t *testing.T) {
			seen := map[string]bool{}
			for _, o := range g.GenerateOptions() {
				if seen[o.Name] {
					t.Errorf("option %q twice", o.Name)
				}
				seen[o.Name] = true
			}
			if err := g.CheckSettings(nil); err != nil {
				t.Errorf("defaults: %v", err)
			}
			var ue *puzzle.UsageError
			if err := g.CheckSettings(map[string]string{"no-such-setting": "1"}); !errors.As(err, &ue) {
				t.Errorf("unknown setting: %v, want a usage error", err)
			}
			if err := g.CheckSettings(map[string]string{"difficulty": "extreme"}); !errors.As(err, &ue) {
				t.Errorf("bad difficulty: %v, want a usage error", err)
			}
			if _, err := g.Generate(context.Background(), map[string]string{"difficulty": "extreme"}, 1); !errors.As(err, &ue) {
				t.Errorf("Generate with a bad difficulty: %v, want a usage error", err)
			}
			one, err := g.Generate(context.Background(), small[k.Name()], 3)
			if err != nil {
				t.Fatal(err)
			}
			two, err := g.Generate(context.Background(), small[k.Name()], 3)
			if err != nil {
				t.Fatal(err)
			}
			if one.ID == "" || one.Seed != 3 || one.ID != two.ID {
				t.Errorf("IDs %q, %q, seed %d", one.ID, two.ID, one.Seed)
			}
			for _, f := range k.Formats() {
				if f.Write == nil {
					continue
				}
				var a, b bytes.Buffer
				if err := puzzle.Write(k, &a, one.Puzzle, f.Name); err != nil {
					continue // a format that cannot express the puzzle
				}
				if err := puzzle.Write(k, &b, two.Puzzle, f.Name); err != nil || a.String() != b.String() {
					t.Errorf("%s: seed 3 twice, two puzzles:\n%s\n%s", f.Name, a.String(), b.String())
				}
				// Detection never names another kind.
				if d, _ := puzzle.DetectFile(kinds.All(), "puzzle", a.Bytes()); d != nil && d.Name() != k.Name() {
					t.Errorf("%s format detected as %s:\n%s", f.Name, d.Name(), a.String())
				}
			}
		})
	}
}

// The kinds' own files are detected as theirs, in the format they were
// written in, whatever the registry's order.
func TestDetectOwnFormats(t *testing.T) {
	for _, k := range kinds.All() {
		g, ok := k.(puzzle.Generator)
		if !ok {
			continue
		}
		gen, err := g.Generate(context.Background(), small[k.Name()], 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range k.Formats() {
			if f.Write == nil || f.Detect == nil {
				continue
			}
			var b bytes.Buffer
			if err := puzzle.Write(k, &b, gen.Puzzle, f.Name); err != nil {
				continue
			}
			d, format := puzzle.DetectFile(kinds.All(), "puzzle", b.Bytes())
			if d == nil {
				t.Logf("%s %s: told by its name only", k.Name(), f.Name)
				continue
			}
			if d.Name() != k.Name() || format != "" && format != f.Name {
				t.Errorf("%s %s detected as %s %q", k.Name(), f.Name, d.Name(), format)
			}
		}
	}
}
