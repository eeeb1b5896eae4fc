package generate

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// recKind is a generator with its own records, figures and progress
// (puzzle.Recorder, Summarizer, Progresser): hashi's puzzles, a record
// "rec SEED" or "REC SEED", no puzzle of the grade for seed 3.
type recKind struct {
	puzzle.Kind
	checked map[string]string
}

func (recKind) GenerateHelp() (string, string) { return "fake", "fake" }

func (recKind) GenerateOptions() []puzzle.GenOption {
	return []puzzle.GenOption{
		{Name: puzzle.SettingFormat, Default: "rec", Values: []string{"rec", "upper"}},
		{Name: "names", Type: "file"},
	}
}

func (k *recKind) CheckSettings(s map[string]string) error {
	k.checked = s
	if s["names"] == "bad" {
		return &srcpos.Error{Line: 2, Msg: "bad names"}
	}
	return nil
}

func (recKind) Generate(ctx context.Context, _ map[string]string, seed uint64) (*puzzle.Generated, error) {
	if p := puzzle.ProgressOf(ctx); p != nil {
		p(fmt.Sprintf("seed %d", seed))
	}
	if seed == 3 {
		return nil, &puzzle.NoGradeError{Grade: "hard", Tries: 1, First: 3, Last: 3, Setting: "max-tries", Advice: "try less", Err: errors.New("own words")}
	}
	p, err := hashi.ParseTathamID("7x7m2:a3d4b2b3a1g4c3i2b1b3e4")
	if err != nil {
		return nil, err
	}
	return &puzzle.Generated{Puzzle: p, ID: fmt.Sprint("r-", seed), Seed: seed, Elapsed: time.Duration(seed) * time.Millisecond, Detail: seed}, nil
}

func (recKind) WriteRecord(w io.Writer, g *puzzle.Generated, format string) error {
	word := "rec"
	if format == "upper" {
		word = "REC"
	}
	_, err := fmt.Fprintf(w, "%s %d\n", word, g.Detail)
	return err
}

func (recKind) RecordLayout(format string) (string, string) { return "." + format, "--\n" }

func (recKind) StatsLine(g *puzzle.Generated) string { return "line " + g.ID }

func (recKind) Summary(_ map[string]string, times []time.Duration) string {
	return fmt.Sprintf("%d made, max %v", len(times), times[len(times)-1])
}

func (recKind) ReportsProgress() bool { return true }

func TestBatchRecords(t *testing.T) {
	k := &recKind{Kind: hashi.Kind}
	var out, stats, prog strings.Builder
	b := &Batch{Kind: k, Seed: 1, Count: 2, Format: "upper", W: &out, Stats: &stats, Progress: &prog}
	if err := b.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if out.String() != "REC 1\n--\nREC 2\n" {
		t.Errorf("records:\n%s", out.String())
	}
	if stats.String() != "line r-1\nline r-2\n2 made, max 2ms\n" {
		t.Errorf("stats:\n%s", stats.String())
	}
	if !strings.Contains(prog.String(), "generate puzzle 1/2, seed 1") {
		t.Errorf("progress: %q", prog.String())
	}
	if k.checked[puzzle.SettingFormat] != "upper" || k.checked[puzzle.SettingCount] != "2" {
		t.Errorf("CheckSettings got %v, want the batch's format and count", k.checked)
	}

	// A grade not found: the batch's words; the summary of what was made.
	out.Reset()
	stats.Reset()
	b = &Batch{Kind: k, Seed: 1, Count: 4, Format: "rec", W: &out, Stats: &stats}
	err := b.Run(context.Background())
	if err == nil || err.Error() != "no hard puzzle among the 1 seeds 3..3: raise --max-tries (now 1), or try less" {
		t.Errorf("error %v", err)
	}
	if stats.String() != "line r-1\nline r-2\n2 made, max 2ms\n" {
		t.Errorf("stats after an error:\n%s", stats.String())
	}

	// The formats are the generator's; a file each has its extension.
	b = &Batch{Kind: k, Count: 1, Format: "tatham", W: &out}
	if err := b.Run(context.Background()); err == nil || !strings.Contains(err.Error(), `unknown --format "tatham" (want rec or upper)`) {
		t.Errorf("format: %v", err)
	}
	dir := t.TempDir()
	out.Reset()
	b = &Batch{Kind: k, Seed: 5, Count: 2, Format: "rec", Out: dir, W: &out}
	if err := b.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "r-6.rec")); err != nil || string(data) != "rec 6\n" {
		t.Errorf("r-6.rec: %q, %v (paths %s)", data, err, out.String())
	}

	// A mistake in a file setting's text names the file, as a usage error.
	b = &Batch{Kind: k, Count: 1, Format: "rec", W: &out, Settings: map[string]string{"names": "bad"}, Files: map[string]string{"names": "n.txt"}}
	err = b.Run(context.Background())
	var ue *puzzle.UsageError
	if !errors.As(err, &ue) || err.Error() != "n.txt:2: bad names" {
		t.Errorf("file error %v", err)
	}
}
