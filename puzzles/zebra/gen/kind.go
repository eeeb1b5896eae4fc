package gen

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/generate"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/zebra"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Kind is zebra with its generator: every capability of zebra.Kind plus
// puzzle.Generator (the registry, puzzle/kinds, lists this one).
var Kind puzzle.Kind = kind{}

type kind struct{ zebra.Genre }

// GenerateHelp is the help of `generate zebra`.
func (kind) GenerateHelp() (usage, description string) {
	return "generate zebra puzzles with a unique solution and a minimal set of clues",
		"A random solution from the seed, a pool of true clues, clue removal while the solution stays unique.\n" +
			"Every puzzle is graded easy (unit propagation solves it), medium (failed-literal probing does) or hard (search).\n\n" +
			"Sizes: the built-in word lists have 13 categories (a name and 12 more) of 12 values, so up to 12 houses\n" +
			"and 13 categories; with --categories-file, up to 20 houses and 20 categories. A file's categories may say\n" +
			"how their values read in the English clues (Pet.phrase: the person who owns the {}); see docs/generate.md."
}

// CategoriesFile is the setting whose value is the text of a categories
// file (ParseCategories); `generate zebra --categories-file FILE` reads
// the file.
const CategoriesFile = "categories-file"

// GenerateOptions are the generator's settings, the flags of `generate
// zebra` (with the batch's, which its command words its own way).
func (k kind) GenerateOptions() []puzzle.GenOption {
	return []puzzle.GenOption{
		{Name: "houses", Type: "int", Min: 2, Max: 20, Quick: 8, Default: "5", Short: []string{"n"}, Usage: "number of houses: 2..12 with the built-in word lists, 2..20 with --categories-file (its size is the default)"},
		{Name: "categories", Type: "int", Min: 1, Max: 20, Quick: 8, Default: "5", Short: []string{"m"}, Usage: "number of categories besides the houses: 1..13 built in, 1..20 with --categories-file"},
		{Name: puzzle.SettingSeed, Type: "uint", Default: "1", Usage: "random seed; puzzles use the seeds S, S+1, ..."},
		{Name: puzzle.SettingCount, Type: "int", Default: "1", Usage: "number of puzzles"},
		{Name: "clue-types", Usage: "comma-separated clue types (" + ClueTypeList() + "), or 'all' or 'zebralogic' (default: all; zebralogic = the types ZebraLogic's own puzzles use)"},
		{Name: "difficulty", Usage: "keep only puzzles of this grade: easy, medium or hard", Values: []string{"easy", "medium", "hard", "any"}},
		{Name: puzzle.SettingFormat, Default: "native", Values: []string{"native", "json", "zebralogic"}, Usage: "native, json or zebralogic (JSONL: puzzle text and solution)"},
		{Name: "derive", Type: "bool", Usage: "append LogikGen's derived redundant clues (transitive constraint generation); --difficulty then uses the grade with them"},
		{Name: "derive-variant", Default: "indirect", Values: []string{"direct", "indirect"}, Usage: "direct or indirect (LogikGen's variants of the derivation rules)"},
		{Name: CategoriesFile, Type: "file", Usage: "take categories and values from this native-format `FILE` (declarations only, no clues; lines such as 'Pet.phrase: the person who owns the {}' say how values read)"},
		{Name: puzzle.SettingStats, Type: "bool", Usage: "print per-puzzle statistics and the median and max time per puzzle to standard error"},
		{Name: puzzle.SettingQuiet, Type: "bool", Short: []string{"q"}, Usage: "no progress line"},
		{Name: puzzle.SettingOut, Usage: "write each puzzle to its own file `DIR`/gen-NxM-SEED.txt (.json, .jsonl) instead of standard output (a native-format file holds one puzzle)"},
		{Name: "max-tries", Type: "int", Min: 1, Quick: 50, Default: "200", Usage: "with --difficulty: seeds to try per puzzle before giving up"},
		{Name: "grade-by", Default: "explain", Values: []string{"explain"}, Usage: "explain, the only grader of zebra: the hardest derivation its explanation needs (no engine grader)"},
	}
}

// Settings reads the settings of GenerateOptions into options (Seed
// left 0, not validated: Options.Validate); a bad value is a
// *puzzle.UsageError, a bad categories file a positioned error (from
// ParseCategories, with its source).
func Settings(settings map[string]string) (Options, error) {
	s := generate.Settings{Opts: kind{}.GenerateOptions(), Map: settings}
	if err := s.Check("zebra"); err != nil {
		return Options{}, err
	}
	var opt Options
	var err error
	if opt.Houses, err = s.Int("houses"); err != nil {
		return opt, err
	}
	if opt.Categories, err = s.Int("categories"); err != nil {
		return opt, err
	}
	if opt.MaxTries, err = s.Int("max-tries"); err != nil {
		return opt, err
	}
	opt.Derive = s.Bool("derive")
	usage := func(format string, args ...any) error { return &puzzle.UsageError{Msg: fmt.Sprintf(format, args...)} }
	if opt.Difficulty, err = generate.ParseGrade(s.Str("difficulty")); err != nil {
		return opt, usage("--difficulty: %v", err)
	}
	if opt.Variant, err = ParseVariant(s.Str("derive-variant")); err != nil {
		return opt, usage("--derive-variant: %v", err)
	}
	if opt.Kinds, err = ParseClueTypes(s.Str("clue-types")); err != nil {
		return opt, usage("--clue-types: %v", err)
	}
	if s.Has(CategoriesFile) {
		data := []byte(s.Str(CategoriesFile))
		themes, err := ParseCategories(data)
		if err != nil {
			return opt, srcpos.WithSource(err, data)
		}
		opt.Source = themes
		if !s.Has("houses") {
			opt.Houses = len(themes[0].Values)
		}
		if !s.Has("categories") {
			opt.Categories = len(themes)
		}
	}
	if s.Has("max-tries") && opt.MaxTries < 1 {
		return opt, usage("--max-tries must be at least 1")
	}
	if v := s.Str("grade-by"); !strings.EqualFold(v, "explain") {
		return opt, usage("--grade-by %q: zebra grades by its explanations' derivations only (want explain; there is no engine grader)", v)
	}
	return opt, nil
}

// options are the validated options of settings.
func options(settings map[string]string) (Options, error) {
	opt, err := Settings(settings)
	if err != nil {
		return opt, err
	}
	return opt, generate.Usage(opt.Validate())
}

// formats are the formats of the generator's records (WriteRecord).
var formats = []string{"native", "json", "zebralogic"}

// CheckSettings checks the generator's settings, with a batch's format
// and count when given: the format first, then the settings (the
// categories file's mistakes located in its text), the count, and the
// sizes against the categories.
func (k kind) CheckSettings(settings map[string]string) error {
	if f, ok := settings[puzzle.SettingFormat]; ok && !slices.Contains(formats, f) {
		return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want native, json or zebralogic)", f)}
	}
	opt, err := Settings(settings)
	if err != nil {
		return err
	}
	if c, ok := settings[puzzle.SettingCount]; ok {
		if n, err := strconv.Atoi(c); err != nil || n < 1 {
			return &puzzle.UsageError{Msg: "--count must be at least 1"}
		}
	}
	return generate.Usage(opt.Validate())
}

// Generate makes the puzzle of seed (with a difficulty, of the first of
// seed, seed+1, ... that gives one: Generated.Seed).
func (k kind) Generate(ctx context.Context, settings map[string]string, seed uint64) (*puzzle.Generated, error) {
	opt, err := options(settings)
	if err != nil {
		return nil, err
	}
	opt.Seed = seed
	if report := puzzle.ProgressOf(ctx); report != nil {
		opt.Progress = func(p Progress) { report(p.String()) }
	}
	r, err := Generate(opt)
	var ng *NoGradeError
	if errors.As(err, &ng) {
		return nil, &puzzle.NoGradeError{Grade: ng.Grade.String(), Tries: ng.Tries, First: ng.First, Last: ng.Last, Setting: "max-tries",
			Advice: "try another size or other --clue-types (hard puzzles are rare below 8 houses)", Err: err}
	}
	if err != nil {
		return nil, err
	}
	g := r.Grade
	if opt.Derive {
		g = r.GradeDerived
	}
	st := r.Stats
	return &puzzle.Generated{Puzzle: r.Puzzle, ID: r.ID(), Seed: r.Seed, Grade: g.String(), Elapsed: st.Elapsed, Format: "native", Detail: r,
		Figures: fmt.Sprintf("%d clues (+%d derived), pool %d, %d checks, %d seeds, grade %s/%s",
			r.Clues, len(r.Derived), st.Pool, st.Checks, st.Tries, r.Grade, r.GradeDerived),
		Stats: []puzzle.Stat{{Name: "clues", Value: r.Clues}, {Name: "derived", Value: len(r.Derived)}, {Name: "unproven", Value: r.Unproven},
			{Name: "pool", Value: st.Pool}, {Name: "checks", Value: st.Checks}, {Name: "tries", Value: st.Tries}},
	}, nil
}

// String is p as a progress line shows it: "seed 3: removing clues 4/17".
func (p Progress) String() string {
	s := fmt.Sprintf("seed %d: %s", p.Seed, p.Stage)
	switch {
	case p.Total > 0:
		s += fmt.Sprintf(" %d/%d", p.Done, p.Total)
	case p.Done > 0:
		s += fmt.Sprintf(" %d", p.Done)
	}
	return s
}

// ReportsProgress: Generate tells its stage and the clues decided
// (puzzle.Progresser).
func (kind) ReportsProgress() bool { return true }

// result is the generator's Result behind g.
func result(g *puzzle.Generated) (*Result, error) {
	r, ok := g.Detail.(*Result)
	if !ok {
		return nil, fmt.Errorf("generate zebra: %s was not made by this generator", g.ID)
	}
	return r, nil
}

// WriteRecord writes g with its solution (puzzle.Recorder): native (the
// solution as comments), json or zebralogic.
func (kind) WriteRecord(w io.Writer, g *puzzle.Generated, format string) error {
	r, err := result(g)
	if err != nil {
		return err
	}
	switch format {
	case "native":
		return r.WriteNative(w)
	case "json":
		return r.WriteJSON(w)
	case "zebralogic":
		return r.WriteZebraLogic(w)
	}
	return fmt.Errorf("generate zebra: unknown format %q", format)
}

// RecordLayout: a file per puzzle is .txt, .json or .jsonl; native
// puzzles in one stream are parted by a blank line (which does not make
// one native file), JSON ones are a line each.
func (kind) RecordLayout(format string) (ext, sep string) {
	switch format {
	case "native":
		return ".txt", "\n"
	case "json":
		return ".json", ""
	}
	return ".jsonl", ""
}

// StatsLine is g's line of --stats (puzzle.Summarizer).
func (kind) StatsLine(g *puzzle.Generated) string {
	r, err := result(g)
	if err != nil {
		return fmt.Sprintf("%s: %s, %v", g.ID, g.Figures, g.Elapsed.Round(time.Microsecond))
	}
	unproven := ""
	if r.Unproven > 0 {
		unproven = fmt.Sprintf(" (%d not proved needed)", r.Unproven)
	}
	return fmt.Sprintf("%s: %d clues%s (+%d derived), pool %d, %d checks, %d seeds, grade %s/%s, %v", r.ID(), r.Clues, unproven, len(r.Derived),
		r.Stats.Pool, r.Stats.Checks, r.Stats.Tries, r.Grade, r.GradeDerived, r.Stats.Elapsed.Round(time.Microsecond))
}

// Summary is the --stats summary: the puzzles' size and the median and
// max time per puzzle.
func (kind) Summary(settings map[string]string, times []time.Duration) string {
	opt, _ := Settings(settings)
	return fmt.Sprintf("%d puzzles %dx%d: median %v, max %v per puzzle", len(times), opt.Houses, opt.Categories,
		times[len(times)/2].Round(time.Microsecond), times[len(times)-1].Round(time.Microsecond))
}

// ClueTypeList names the clue types, for help texts.
func ClueTypeList() string {
	var ns []string
	for _, k := range zebra.Kinds() {
		ns = append(ns, k.String())
	}
	return strings.Join(ns, ", ")
}

// ParseClueTypes reads a list of clue types: zebralogic, all (or
// nothing), or clue type names separated by commas.
func ParseClueTypes(types string) ([]zebra.ClueKind, error) {
	types = strings.ToLower(strings.TrimSpace(types))
	switch types {
	case "zebralogic":
		return ZebraLogicKinds(), nil
	case "", "all":
		return DefaultKinds(), nil
	}
	var kinds []zebra.ClueKind
	for _, s := range strings.Split(types, ",") {
		k, ok := zebra.ParseKind(strings.TrimSpace(s))
		if !ok {
			return nil, fmt.Errorf("unknown clue type %q (want %s)", strings.TrimSpace(s), ClueTypeList())
		}
		kinds = append(kinds, k)
	}
	return kinds, nil
}
