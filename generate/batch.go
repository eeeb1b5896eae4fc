package generate

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/puzzlesat/puzzlesat/internal/enum"
	"github.com/puzzlesat/puzzlesat/internal/progress"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// Generated is one puzzle a generator made.
type Generated struct {
	ID      string // "hashi-15x15-7": kind, size, seed
	Seed    uint64 // the seed that made it (0: the one asked for)
	Puzzle  puzzle.Puzzle
	Report  Report
	Figures string // the generator's own figures, one line, for --stats
	Elapsed time.Duration
	// Made is the generator's own answer (FromGenerator), for its
	// Recorder and Summarizer; nil: Contract's shape of this one.
	Made *puzzle.Generated
}

// Maker makes the puzzle of one seed.
type Maker func(ctx context.Context, seed uint64) (*Generated, error)

// FromGenerator is the Maker of a kind's generator with settings.
func FromGenerator(k puzzle.Generator, settings map[string]string) Maker {
	return func(ctx context.Context, seed uint64) (*Generated, error) {
		g, err := k.Generate(ctx, settings, seed)
		if err != nil {
			return nil, err
		}
		r, _ := g.Report.(Report)
		return &Generated{ID: g.ID, Seed: g.Seed, Puzzle: g.Puzzle, Report: r, Figures: g.Figures, Elapsed: g.Elapsed, Made: g}, nil
	}
}

// Contract turns a generated puzzle into the contract's shape
// (puzzle.Generated), with its figures by name.
func Contract(g *Generated, stats []puzzle.Stat) *puzzle.Generated {
	grade := ""
	if g.Report.Grade != Any {
		grade = g.Report.Grade.String()
	}
	return &puzzle.Generated{Puzzle: g.Puzzle, ID: g.ID, Seed: g.Seed, Grade: grade, Report: g.Report,
		Figures: g.Figures, Stats: stats, Elapsed: g.Elapsed}
}

// Batch is one run of the generate command: Count puzzles from the seeds
// Seed, Seed+1, ..., each written in Format, to W or to a file of its
// own in Out.
type Batch struct {
	Kind puzzle.Kind
	// Make makes the puzzle of a seed; nil: Kind's generator
	// (puzzle.Generator) with Settings.
	Make     Maker
	Settings map[string]string
	Seed     uint64
	Count    int
	Format   string
	// Files, by setting, name the files the texts of Settings of type
	// "file" came from: the settings' errors located in a text name its
	// file.
	Files map[string]string
	// Out, when set, is a directory: each puzzle goes to Out/ID.EXT
	// (.json for JSON, .txt otherwise, or the extension a
	// puzzle.Recorder names) and its path to W.
	Out string
	W   io.Writer
	// Stats, when set, gets a line per puzzle (grade, the grader's and
	// the generator's figures, time) and a summary, or a
	// puzzle.Summarizer's own.
	Stats io.Writer
	// Progress, when set (a terminal), shows a progress line: the
	// puzzles done, or a puzzle.Progresser's own text.
	Progress io.Writer

	sep string          // between two puzzles on W
	rec puzzle.Recorder // the generator writing its own records, or nil
}

// Run generates and writes the puzzles. A wrong format or count is a
// *puzzle.UsageError.
func (b *Batch) Run(ctx context.Context) error {
	if b.Make == nil {
		g, ok := b.Kind.(puzzle.Generator)
		if !ok {
			return &puzzle.UsageError{Msg: fmt.Sprintf("%s puzzles have no generator", b.Kind.Name())}
		}
		if err := b.check(g); err != nil {
			return err
		}
		b.Make = FromGenerator(g, b.Settings)
	}
	if b.Count < 1 {
		return &puzzle.UsageError{Msg: fmt.Sprintf("--count must be at least 1, not %d", b.Count)}
	}
	var names []string
	for _, f := range b.Kind.Formats() {
		if f.Write != nil {
			names = append(names, f.Name)
		}
	}
	b.rec, _ = b.Kind.(puzzle.Recorder)
	if b.rec != nil {
		names = nil
		for _, o := range Options(b.Kind, b.rec) {
			if o.Name == puzzle.SettingFormat {
				names = o.Values
			}
		}
	}
	if c := puzzle.CanonicalFormat(b.Format); slices.Contains(names, c) {
		b.Format = c // "grid" is "text" (puzzle.FormatSynonyms)
	}
	if !slices.Contains(names, b.Format) {
		return &puzzle.UsageError{Msg: fmt.Sprintf("unknown --format %q (want %s)", b.Format, enum.Or(names))}
	}
	if b.Out != "" {
		if err := os.MkdirAll(b.Out, 0o755); err != nil {
			return err
		}
	}
	var times []time.Duration
	sumz, _ := b.Kind.(puzzle.Summarizer)
	if b.Stats == nil {
		sumz = nil
	}
	if sumz != nil {
		// The summary of the puzzles made, also when the batch stops early.
		defer func() {
			if len(times) > 0 {
				slices.Sort(times)
				fmt.Fprintln(b.Stats, sumz.Summary(b.Settings, times))
			}
		}()
	}
	var bar *progress.Line
	var status *progress.Status
	i := 0 // the puzzle being made
	if p, ok := b.Kind.(puzzle.Progresser); ok && p.ReportsProgress() {
		if b.Progress != nil {
			status = progress.NewStatus(b.Progress, "generate")
			defer status.Finish()
			ctx = puzzle.WithProgress(ctx, func(text string) {
				if b.Count > 1 {
					text = fmt.Sprintf("puzzle %d/%d, %s", i+1, b.Count, text)
				}
				status.Describe(text)
			})
		}
	} else if b.Progress != nil && b.Count > 1 {
		bar = progress.New(b.Progress, "generate", b.Count)
		defer bar.Finish()
	} else if b.Progress != nil && progress.IsLines(b.Progress) {
		// One puzzle, a log: a line every few seconds while it is made.
		status = progress.NewStatus(b.Progress, "generate")
		status.Describe("puzzle 1/1")
		defer status.Finish()
	}
	grades := map[Grade]int{}
	var sum explainedSums
	seed := b.Seed
	for ; i < b.Count; i++ {
		if err := ctx.Err(); err != nil {
			return err // stopped (a signal): the records written are whole
		}
		g, err := b.Make(ctx, seed)
		var ng *puzzle.NoGradeError
		if errors.As(err, &ng) {
			return noGrade(ng)
		}
		if err != nil {
			return err
		}
		if b.Stats != nil {
			if err := b.fullFigures(ctx, g); err != nil {
				return err
			}
		}
		// The next puzzle starts after the seed that made this one.
		if g.Seed > seed {
			seed = g.Seed
		}
		seed++
		times = append(times, g.Elapsed)
		if sumz != nil {
			if status != nil {
				status.Clear()
			}
			fmt.Fprintln(b.Stats, sumz.StatsLine(b.made(g)))
		}
		if i == 0 && b.Out == "" && b.Count > 1 {
			if b.rec != nil {
				_, b.sep = b.rec.RecordLayout(b.Format)
			} else if b.sep, err = b.separator(g.Puzzle); err != nil {
				return err
			}
		}
		// A record is rendered whole, then written in one Write: a
		// command stopped by a signal leaves whole records only, and a
		// failure to write is not mistaken for the format's.
		var rec bytes.Buffer
		if i > 0 && b.Out == "" {
			rec.WriteString(b.sep)
		}
		if err := b.writeOne(&rec, g); err != nil {
			if i == 0 {
				// The format cannot express the puzzles asked for (Hashi's
				// grids and puzz.link URLs have M = 2): a usage mistake.
				return &puzzle.UsageError{Msg: fmt.Sprintf("--format %s: %v", b.Format, err)}
			}
			return err
		}
		if err := b.write(g, rec.Bytes()); err != nil {
			return err
		}
		grades[g.Report.Grade]++
		if b.Stats != nil && sumz == nil {
			fmt.Fprintf(b.Stats, "%s: %s; %s; %s\n", g.ID, figures(g.Report), g.Figures, progress.Round(g.Elapsed))
			sum.add(g.Report)
		}
		if bar != nil {
			bar.Add()
		}
	}
	if b.Stats != nil && sumz == nil {
		slices.Sort(times)
		var gs []string
		for _, g := range Grades() {
			gs = append(gs, fmt.Sprintf("%s %d", g, grades[g]))
		}
		fmt.Fprintf(b.Stats, "%d puzzles: %s; median %s, max %s per puzzle\n", len(times), strings.Join(gs, ", "),
			progress.Round(times[len(times)/2]), progress.Round(times[len(times)-1]))
		sum.write(b.Stats)
	}
	return nil
}

// figures is a report as --stats prints it: the explanation's figures
// when the grade came from one, else the engine's.
func figures(r Report) string {
	if e := r.Explanation; e != nil && e.GradeOnly {
		return fmt.Sprintf("%s by the explanation (most clues in a step %d; grade-only, no figures)", r.Grade, e.MaxClues)
	}
	if e := r.Explanation; e != nil {
		var by []string
		for _, n := range e.ByClues {
			by = append(by, strconv.Itoa(n))
		}
		partial := ""
		if e.Partial {
			partial = ", stopped early"
		}
		return fmt.Sprintf("%s by the explanation (%d steps, largest %d, most clues in a step %d, steps by clues %s, one-clue share %.3f, %d contradiction, %d search%s)",
			r.Grade, e.Steps, e.Largest, e.MaxClues, strings.Join(by, "/"), e.OneClue, e.Contradiction, e.Search, partial)
	}
	return fmt.Sprintf("%s (propagation fixes %d of %d, %d probes, %d failed in %d rounds, %d left)",
		r.Grade, r.Propagated, r.Primary, r.Probes, r.Failed, r.Rounds, r.Left)
}

// explainedSums sums the explanations' figures per grade for --stats.
type explainedSums struct {
	n, steps, largest [4]int
	one               [4]float64
}

func (s *explainedSums) add(r Report) {
	if e := r.Explanation; e != nil && !e.Partial && !e.GradeOnly {
		s.n[r.Grade]++
		s.steps[r.Grade] += e.Steps
		s.largest[r.Grade] += e.Largest
		s.one[r.Grade] += e.OneClue
	}
}

// write prints, per grade, the means of the explanations' figures.
func (s *explainedSums) write(w io.Writer) {
	for _, g := range Grades() {
		if n := s.n[g]; n > 0 {
			fmt.Fprintf(w, "%s by the explanations (%d): mean %.1f steps, largest step %.2f, one-clue share %.3f\n",
				g, n, float64(s.steps[g])/float64(n), float64(s.largest[g])/float64(n), s.one[g]/float64(n))
		}
	}
}

// separator is what goes between two puzzles written to one stream so
// that the format reads them back as two (nothing for one-line formats,
// a blank line for grids), found by trying; an error when the format
// holds one puzzle per file.
func (b *Batch) separator(p puzzle.Puzzle) (string, error) {
	var one bytes.Buffer
	if err := puzzle.Write(b.Kind, &one, p, b.Format); err != nil {
		return "", &puzzle.UsageError{Msg: fmt.Sprintf("--format %s: %v", b.Format, err)}
	}
	for _, sep := range []string{"", "\n"} {
		two := slices.Concat(one.Bytes(), []byte(sep), one.Bytes())
		items, err := puzzle.Read(b.Kind, puzzle.Source{Name: "check", Data: two}, b.Format)
		if err == nil && len(items) == 2 {
			return sep, nil
		}
	}
	return "", &puzzle.UsageError{Msg: fmt.Sprintf("a %s %s file holds one puzzle: give --out DIR for a file per puzzle, or --count 1", b.Kind.Name(), b.Format)}
}

// check checks the settings with the generator g (with the batch's
// format and count), as usage errors; an error located in a file's
// text names the file.
func (b *Batch) check(g puzzle.Generator) error {
	settings := maps.Clone(b.Settings)
	if settings == nil {
		settings = map[string]string{}
	}
	settings[puzzle.SettingFormat] = b.Format
	settings[puzzle.SettingCount] = strconv.Itoa(b.Count)
	err := g.CheckSettings(settings)
	if err == nil {
		return nil
	}
	for _, name := range slices.Sorted(maps.Keys(b.Files)) {
		if _, ok := b.Settings[name]; ok {
			err = srcpos.WithFile(err, b.Files[name])
		}
	}
	var ue *puzzle.UsageError
	if !errors.As(err, &ue) {
		err = &puzzle.UsageError{Msg: err.Error()}
	}
	return err
}

// noGrade is a generator's *puzzle.NoGradeError worded for the batch's
// flags.
func noGrade(e *puzzle.NoGradeError) error {
	msg := fmt.Sprintf("no %s puzzle among the %d seeds %d..%d", e.Grade, e.Tries, e.First, e.Last)
	if e.First == e.Last && e.Tries > 1 { // draws of one seed (FromSolution)
		msg = fmt.Sprintf("no %s puzzle in %d draws of seed %d", e.Grade, e.Tries, e.First)
	}
	if e.Setting != "" {
		msg += fmt.Sprintf(": raise --%s (now %d)", e.Setting, e.Tries)
		if e.Advice != "" {
			msg += ", or " + e.Advice
		}
	} else if e.Advice != "" {
		msg += ": " + e.Advice
	}
	return errors.New(msg)
}

// made is g as its generator made it.
// fullFigures gives a puzzle kept, graded by its explanation, the figures
// of its whole explanation for --stats: the generator grades candidates
// as cheaply as it can (a grade-only explanation, stopped early, or the
// engine's exact pre-filter), and only the puzzle printed is explained in
// full, once. So --stats costs one full explanation per puzzle, whatever
// the number of candidates (docs/generate.md).
func (b *Batch) fullFigures(ctx context.Context, g *Generated) error {
	if !b.explainGraded() {
		return nil
	}
	if e := g.Report.Explanation; e != nil && !e.GradeOnly && !e.Partial {
		return nil
	}
	r, err := ExplainGrader{Kind: b.Kind, Full: true, Ctx: ctx}.Grade(g.Puzzle)
	if err != nil {
		return fmt.Errorf("%s: explaining for --stats: %w", g.ID, err)
	}
	g.Report.Explanation = r.Explanation
	if g.Report.Grade == Any {
		g.Report.Grade = r.Grade
	}
	if g.Made != nil {
		g.Made.Report = g.Report
	}
	return nil
}

// explainGraded reports whether the batch's generator grades by the
// explanations: it has the grid generators' grade-by option, and it is
// not set to engine.
func (b *Batch) explainGraded() bool {
	gen, ok := b.Kind.(puzzle.Generator)
	if !ok || b.rec != nil {
		return false
	}
	for _, o := range gen.GenerateOptions() {
		if o.Name == "grade-by" {
			v := b.Settings["grade-by"]
			if v == "" {
				v = o.Default
			}
			return strings.EqualFold(v, "explain")
		}
	}
	return false
}

func (b *Batch) made(g *Generated) *puzzle.Generated {
	if g.Made != nil {
		return g.Made
	}
	return Contract(g, nil)
}

// writeOne writes g in the batch's format: the generator's record, or
// the kind's format.
func (b *Batch) writeOne(w io.Writer, g *Generated) error {
	if b.rec != nil {
		return b.rec.WriteRecord(w, b.made(g), b.Format)
	}
	if b.Format != "json" {
		return puzzle.Write(b.Kind, w, g.Puzzle, b.Format)
	}
	// A JSON record carries the puzzle's id, as every output record does
	// (puzzle.RenderRecord).
	var one bytes.Buffer
	if err := puzzle.Write(b.Kind, &one, g.Puzzle, b.Format); err != nil {
		return err
	}
	_, err := w.Write(puzzle.WithID(one.Bytes(), "json", "", g.ID))
	return err
}

// write writes g's record rec: to W, or to its file in Out and the
// file's path to W.
func (b *Batch) write(g *Generated, rec []byte) error {
	if b.Out == "" {
		_, err := b.W.Write(rec)
		return err
	}
	ext := ".txt"
	if b.Format == "json" {
		ext = ".json"
	}
	if b.rec != nil {
		ext, _ = b.rec.RecordLayout(b.Format)
	}
	path := filepath.Join(b.Out, g.ID+ext)
	if err := writeAtomic(path, rec); err != nil {
		return err
	}
	_, err := fmt.Fprintln(b.W, path)
	return err
}

// writeAtomic writes a file under a temporary name, then renames it: a
// stopped batch leaves whole files only.
func writeAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-"+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}
