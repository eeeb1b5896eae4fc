package generate

import (
	"fmt"
	"maps"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// Settings are a generator's settings as puzzle.Generator gets them,
// read against its options: a setting missing takes its option's
// default. A bad value is a *puzzle.UsageError naming the flag.
type Settings struct {
	Opts []puzzle.GenOption
	Map  map[string]string
}

// Has reports whether name was given.
func (s Settings) Has(name string) bool {
	_, ok := s.Map[name]
	return ok
}

// Str is the value of name, or its default.
func (s Settings) Str(name string) string {
	if v, ok := s.Map[name]; ok {
		return v
	}
	for _, o := range s.Opts {
		if o.Name == name {
			return o.Default
		}
	}
	return ""
}

// Int is the value of name as an integer (an empty default is 0).
func (s Settings) Int(name string) (int, error) {
	v := strings.TrimSpace(s.Str(name))
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, usage("--%s %q: want a whole number", name, v)
	}
	return n, nil
}

// Bool is the value of name as a boolean ("true", "1" ...).
func (s Settings) Bool(name string) bool {
	b, _ := strconv.ParseBool(s.Str(name))
	return b
}

// Check reports a setting s's options do not have (the batch's own
// settings are allowed).
func (s Settings) Check(kind string) error {
	for name := range s.Map {
		known := false
		for _, o := range s.Opts {
			known = known || o.Name == name
		}
		for _, b := range puzzle.BatchSettings {
			known = known || b == name
		}
		if !known {
			return usage("generate %s has no setting %q", kind, name)
		}
	}
	return nil
}

func usage(format string, args ...any) error {
	return &puzzle.UsageError{Msg: fmt.Sprintf(format, args...)}
}

// Usage wraps err, a generator's complaint about its options, as a
// *puzzle.UsageError (nil stays nil).
func Usage(err error) error {
	if err == nil {
		return nil
	}
	return &puzzle.UsageError{Msg: err.Error()}
}

// MaxTries is the setting every generator has that bounds the draws (or
// seeds) tried for one puzzle of the difficulty asked: past it the
// generator gives up with a *puzzle.NoGradeError naming it.
const MaxTries = "max-tries"

// MaxTriesOption is the --max-tries option with default def ("": the
// generator's own, which its help says).
func MaxTriesOption(def string) puzzle.GenOption {
	return puzzle.GenOption{Name: MaxTries, Type: puzzle.GenNumber, Min: 1, Max: 1000000, Default: def,
		Usage: "draws (or seeds) tried at most for one puzzle of the difficulty asked, before giving up (default: the generator's own)"}
}

// Tries is the --max-tries setting: 0 when neither given nor defaulted
// (the generator's own bound), a *puzzle.UsageError when not a whole
// number of at least 1.
func Tries(s Settings) (int, error) {
	n, err := s.Int(MaxTries)
	if err != nil {
		return 0, err
	}
	if s.Has(MaxTries) && n < 1 {
		return 0, usage("--%s %d: want at least 1", MaxTries, n)
	}
	return n, nil
}

// GridOptions are the settings the grid generators share: size,
// difficulty, grade-by, max-tries.
func GridOptions() []puzzle.GenOption {
	return []puzzle.GenOption{
		{Name: "size", Type: puzzle.GenSize, Min: 2, Default: "7x7", Usage: "grid `WxH` (or N for NxN)"},
		{Name: "difficulty", Default: "any", Usage: "easy, medium, hard or any", Values: []string{"easy", "medium", "hard", "any"}},
		{Name: "grade-by", Default: "explain", Values: []string{"explain", "engine"},
			Usage: "explain (the most clues a step of the explanation needs: 1 easy, 2 medium, 3+ hard) or engine (the depth of case analysis; faster)"},
		MaxTriesOption(""),
	}
}

// Grid reads the shared grid settings (GridOptions): the size, the
// difficulty, and the grader: explained (its Full set with the figures
// asked for, puzzle.SettingStats) or engine as grade-by says, or
// Ungraded when any grade will do and no figures are asked for (no
// output format carries a grade; the puzzles are the same).
func Grid(s Settings, explained ExplainGrader, engine Grader) (w, h int, g Grade, gr Grader, err error) {
	size := s.Str("size")
	ws, hs, square := strings.Cut(strings.ToLower(strings.TrimSpace(size)), "x")
	if !square {
		hs = ws
	}
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if err1 != nil || err2 != nil || w < 1 || h < 1 {
		return 0, 0, 0, nil, usage("--size %q: want WxH, e.g. 15x15 (or 15)", size)
	}
	if g, err = ParseGrade(s.Str("difficulty")); err != nil {
		return 0, 0, 0, nil, usage("--difficulty: %v", err)
	}
	if _, err = Tries(s); err != nil {
		return 0, 0, 0, nil, err
	}
	stats := s.Bool(puzzle.SettingStats)
	switch strings.ToLower(s.Str("grade-by")) {
	case "explain":
		// --stats does not change how candidates are graded: the batch
		// explains each puzzle it keeps once more, in full, for its
		// figures (Batch.fullFigures), so that the figures cost one
		// explanation per puzzle printed, never one per candidate.
		gr = explained
	case "engine":
		gr = engine
	default:
		return 0, 0, 0, nil, usage("--grade-by %q: want explain or engine", s.Str("grade-by"))
	}
	if g == Any && !stats {
		gr = Ungraded{}
	}
	return w, h, g, gr, nil
}

// LevelSynonyms returns settings with --difficulty replaced by the grade
// that names maps it to (keys lower case: a genre's other level names, such
// as Tatham's "de" or "dh"); settings itself when --difficulty is unset or
// not one of names.
func LevelSynonyms(settings map[string]string, names map[string]string) map[string]string {
	d, ok := settings["difficulty"]
	if !ok {
		return settings
	}
	g, ok := names[strings.ToLower(strings.TrimSpace(d))]
	if !ok {
		return settings
	}
	s := maps.Clone(settings)
	s["difficulty"] = g
	return s
}
