package kinds_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// TestGeneratorFlags checks that every registered generator offers the
// common flags (docs/generate.md "Common flags") with the batch's own
// added as `generate KIND` adds them (generate.Options), and that its
// checks refuse --max-tries 0 naming the flag.
func TestGeneratorFlags(t *testing.T) {
	common := []string{"grade-by", generate.MaxTries, puzzle.SettingQuiet, puzzle.SettingCount,
		puzzle.SettingSeed, puzzle.SettingFormat, puzzle.SettingOut}
	n := 0
	for _, k := range kinds.All() {
		g, ok := k.(puzzle.Generator)
		if !ok {
			continue
		}
		n++
		have := map[string]bool{}
		for _, o := range generate.Options(k, g) {
			have[o.Name] = true
		}
		for _, name := range common {
			if !have[name] {
				t.Errorf("generate %s has no --%s", k.Name(), name)
			}
		}
		if err := g.CheckSettings(map[string]string{generate.MaxTries: "0"}); err == nil {
			t.Errorf("generate %s --max-tries 0: no error", k.Name())
		}
	}
	if n == 0 {
		t.Fatal("no generator registered")
	}
}
