package generate

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// GridSettings are a grid generator's settings read (ReadGrid): the
// shared ones of GridOptions and the kind's own (Settings).
type GridSettings struct {
	Settings
	W, H       int
	Difficulty Grade
	// Grader is the grader --grade-by names: the explanations'
	// (DefaultGrader, Full with --stats), the engine's (the kind's own
	// when it is EngineGraded, else EngineGrader), or Ungraded for any
	// grade without --stats.
	Grader Grader
	// Tries is --max-tries (0: FromSolution's or the genre's default).
	Tries int
}

// ReadGrid reads and checks the settings of k's grid generator, whose
// options opts (its GenerateOptions) hold GridOptions: a setting opts do
// not have, or a bad size, difficulty or grade-by, is a
// *puzzle.UsageError naming the flag; a size outside the size option's
// Min and Max (when Max > 0) too. A genre's CheckSettings is ReadGrid
// (and the checks of its own settings); its Generate starts with it.
func ReadGrid(k puzzle.Kind, opts []puzzle.GenOption, settings map[string]string) (GridSettings, error) {
	s := Settings{Opts: opts, Map: settings}
	if err := s.Check(k.Name()); err != nil {
		return GridSettings{}, err
	}
	var engine Grader = EngineGrader{Kind: k}
	if eg, ok := k.(EngineGraded); ok {
		engine = eg.EngineGrader()
	}
	w, h, g, gr, err := Grid(s, DefaultGrader(k, nil), engine)
	if err != nil {
		return GridSettings{}, err
	}
	for _, o := range opts {
		if o.Name == "size" && o.Max > 0 && (w < o.Min || h < o.Min || w > o.Max || h > o.Max) {
			return GridSettings{}, usage("--size %dx%d: each side must be %d..%d", w, h, o.Min, o.Max)
		}
	}
	tries, err := Tries(s)
	if err != nil {
		return GridSettings{}, err
	}
	return GridSettings{Settings: s, W: w, H: h, Difficulty: g, Grader: gr, Tries: tries}, nil
}

// From are FromSolution's options for these settings and seed (Tries
// from --max-tries, which the NoGradeError names).
func (g GridSettings) From(seed uint64) FromOptions {
	return FromOptions{Difficulty: g.Difficulty, Grader: g.Grader, Seed: seed, Tries: g.Tries, TriesSetting: MaxTries}
}

// ID names the puzzle of seed: KIND-WxH-SEED.
func (g GridSettings) ID(k puzzle.Kind, seed uint64) string { return ID(k.Name(), g.W, g.H, seed) }

// String is the size and difficulty, for messages.
func (g GridSettings) String() string { return fmt.Sprintf("%dx%d %s", g.W, g.H, g.Difficulty) }
