package gen

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// The generator through the contract: its records are Result's writers,
// a grade not found is a *puzzle.NoGradeError that keeps its own error,
// the batch's format and count are checked its way.
func TestKindContract(t *testing.T) {
	k := Kind.(interface {
		puzzle.Recorder
		puzzle.Summarizer
		puzzle.Progresser
	})
	settings := map[string]string{"houses": "4", "categories": "3"}
	var stages []string
	ctx := puzzle.WithProgress(context.Background(), func(s string) { stages = append(stages, s) })
	g, err := k.Generate(ctx, settings, 5)
	if err != nil {
		t.Fatal(err)
	}
	if len(stages) == 0 || !strings.HasPrefix(stages[0], "seed 5: drawing clues") {
		t.Errorf("progress %q", stages)
	}
	opt, _ := Settings(settings)
	opt.Seed = 5
	r, err := Generate(opt)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"native", "json", "zebralogic"} {
		var got, want bytes.Buffer
		if err := k.WriteRecord(&got, g, f); err != nil {
			t.Fatal(err)
		}
		_ = map[string]func() error{"native": func() error { return r.WriteNative(&want) }, "json": func() error { return r.WriteJSON(&want) },
			"zebralogic": func() error { return r.WriteZebraLogic(&want) }}[f]()
		if got.String() != want.String() {
			t.Errorf("%s record:\n%s\nwant\n%s", f, got.String(), want.String())
		}
	}
	if line := k.StatsLine(g); !strings.HasPrefix(line, "gen-4x3-5: ") || !strings.Contains(line, " checks, 1 seeds, grade ") {
		t.Errorf("stats line %q", line)
	}

	_, err = k.Generate(context.Background(), map[string]string{"houses": "3", "categories": "2", "difficulty": "hard", "max-tries": "3"}, 1)
	var ng *puzzle.NoGradeError
	var own *NoGradeError
	if !errors.As(err, &ng) || !errors.As(err, &own) || ng.Setting != "max-tries" || ng.Last != 3 || err.Error() != own.Error() {
		t.Errorf("no grade: %v", err)
	}

	for set, want := range map[string]string{
		puzzle.SettingFormat: `unknown --format "xml" (want native, json or zebralogic)`,
		puzzle.SettingCount:  "--count must be at least 1",
	} {
		v := map[string]string{puzzle.SettingFormat: "xml", puzzle.SettingCount: "0"}[set]
		err := k.CheckSettings(map[string]string{set: v})
		var ue *puzzle.UsageError
		if !errors.As(err, &ue) || err.Error() != want {
			t.Errorf("%s %s: %v, want %q", set, v, err, want)
		}
	}
}
