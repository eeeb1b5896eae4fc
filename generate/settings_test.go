package generate

import (
	"context"
	"errors"
	"maps"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
)

// fakeGenerator is Hashi with a generator that hands out Tatham's
// puzzles by seed, skipping seed 1 as a generator trying seeds would.
type fakeGenerator struct{ hashi.Genre }

func (fakeGenerator) GenerateHelp() (string, string) { return "fake", "fake" }

func (fakeGenerator) GenerateOptions() []puzzle.GenOption {
	return append(GridOptions(), puzzle.GenOption{Name: "n", Type: "int", Default: "1"})
}

func (g fakeGenerator) CheckSettings(settings map[string]string) error {
	s := Settings{Opts: g.GenerateOptions(), Map: settings}
	if err := s.Check("fake"); err != nil {
		return err
	}
	_, _, _, _, err := Grid(s, ExplainGrader{}, Ungraded{})
	if err != nil {
		return err
	}
	_, err = s.Int("n")
	return err
}

func (g fakeGenerator) Generate(_ context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	if err := g.CheckSettings(settings); err != nil {
		return nil, err
	}
	ids := []string{"7x7m2:a3d4b2b3a1g4c3i2b1b3e4", "", "7x7m2:3e2b4b2h3a5c5i2a1b2e3", "7x7m2:3b5b4a2c1i4a5a2a5a2c5g3b2b3"}
	if seed == 1 {
		seed = 2
	}
	if seed >= uint64(len(ids)) {
		return nil, errors.New("no such seed")
	}
	p, err := hashi.ParseTathamID(ids[seed])
	if err != nil {
		return nil, err
	}
	return Contract(&Generated{ID: "fake-" + string(rune('a'+seed)), Seed: seed, Puzzle: p, Report: Report{Grade: Easy}, Figures: "fake"}, nil), nil
}

func TestBatchGenerator(t *testing.T) {
	var out, stats strings.Builder
	b := &Batch{Kind: fakeGenerator{}, Settings: map[string]string{"size": "7"}, Count: 3, Format: "tatham", W: &out, Stats: &stats}
	if err := b.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	// Seeds 0, then 1 (which gives the puzzle of 2), then 3.
	if got := strings.Fields(out.String()); len(got) != 3 || got[1] != "7x7m2:3e2b4b2h3a5c5i2a1b2e3" || got[2] != "7x7m2:3b5b4a2c1i4a5a2a5a2c5g3b2b3" {
		t.Errorf("output:\n%s", out.String())
	}
	// --stats explains each puzzle kept once, in full, whatever graded it
	// (Batch.fullFigures, issue 30).
	if !strings.Contains(stats.String(), "fake-c: easy by the explanation (") || !strings.Contains(stats.String(), "3 puzzles: easy 3, medium 0, hard 0;") {
		t.Errorf("stats:\n%s", stats.String())
	}
	// Bad settings are usage errors before anything is made.
	for settings, want := range map[string]string{
		"size=ten":       `--size "ten": want WxH`,
		"difficulty=x":   `--difficulty: unknown difficulty "x"`,
		"grade-by=steps": `--grade-by "steps": want explain or engine`,
		"n=two":          `--n "two": want a whole number`,
		"colour=blue":    `generate fake has no setting "colour"`,
	} {
		name, value, _ := strings.Cut(settings, "=")
		out.Reset()
		b := &Batch{Kind: fakeGenerator{}, Settings: map[string]string{name: value}, Count: 0, Format: "tatham", W: &out}
		err := b.Run(context.Background())
		var ue *puzzle.UsageError
		if !errors.As(err, &ue) || !strings.Contains(ue.Msg, want) || out.Len() > 0 {
			t.Errorf("%s: %v, want a usage error %q", settings, err, want)
		}
	}
	// A kind without a generator.
	if err := (&Batch{Kind: hashi.Kind, Count: 1, Format: "tatham", W: &out}).Run(context.Background()); err == nil {
		t.Error("hashi.Kind has no generator: want an error")
	}
}

func TestOptions(t *testing.T) {
	opts := Options(fakeGenerator{}, fakeGenerator{})
	var names []string
	for _, o := range opts {
		names = append(names, o.Name)
	}
	if got := strings.Join(names, " "); got != "size difficulty grade-by max-tries n seed count format out stats quiet" {
		t.Errorf("options %s", got)
	}
	if f := BatchOption(fakeGenerator{}, puzzle.SettingFormat); f.Default != "json" || !strings.Contains(f.Usage, "tatham") {
		t.Errorf("format option %+v", f)
	}
}

func TestLevelSynonyms(t *testing.T) {
	names := map[string]string{"de": "easy", "dh": "medium"}
	in := map[string]string{"difficulty": " DH ", "size": "5"}
	out := LevelSynonyms(in, names)
	if out["difficulty"] != "medium" || out["size"] != "5" || in["difficulty"] != " DH " {
		t.Errorf("LevelSynonyms(%v) = %v (input %v)", in, out, in)
	}
	for _, s := range []map[string]string{{"difficulty": "hard"}, {"size": "5"}} {
		if got := LevelSynonyms(s, names); !maps.Equal(got, s) {
			t.Errorf("LevelSynonyms(%v) = %v, want it unchanged", s, got)
		}
	}
}
