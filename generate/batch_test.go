package generate

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
)

// fakeMaker hands out Tatham's puzzles by seed.
func fakeMaker(t *testing.T) Maker {
	ids := []string{"7x7m2:a3d4b2b3a1g4c3i2b1b3e4", "7x7m2:3e2b4b2h3a5c5i2a1b2e3", "7x7m2:3b5b4a2c1i4a5a2a5a2c5g3b2b3"}
	return func(_ context.Context, seed uint64) (*Generated, error) {
		if seed >= uint64(len(ids)) {
			return nil, errors.New("no such seed")
		}
		p, err := hashi.ParseTathamID(ids[seed])
		if err != nil {
			t.Fatal(err)
		}
		return &Generated{ID: "fake-" + string(rune('a'+seed)), Puzzle: p, Report: Report{Grade: Grade(1 + seed%3)}, Figures: "fake"}, nil
	}
}

func TestBatch(t *testing.T) {
	var out, stats strings.Builder
	b := &Batch{Kind: hashi.Kind, Make: fakeMaker(t), Seed: 0, Count: 3, Format: "tatham", W: &out, Stats: &stats}
	if err := b.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(out.String(), "\n"); got != 3 || !strings.HasPrefix(out.String(), "7x7m2:a3d4b2b3a1g4c3i2b1b3e4\n") {
		t.Errorf("output:\n%s", out.String())
	}
	for _, want := range []string{"fake-a: easy (", "fake-c: hard (", "3 puzzles: easy 1, medium 1, hard 1; median "} {
		if !strings.Contains(stats.String(), want) {
			t.Errorf("stats lack %q:\n%s", want, stats.String())
		}
	}
	// A generator's error stops the batch.
	b = &Batch{Kind: hashi.Kind, Make: fakeMaker(t), Seed: 2, Count: 2, Format: "json", W: &out}
	if err := b.Run(context.Background()); err == nil || err.Error() != "no such seed" {
		t.Errorf("error %v", err)
	}
}

func TestBatchOut(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new")
	var out strings.Builder
	b := &Batch{Kind: hashi.Kind, Make: fakeMaker(t), Count: 2, Format: "grid", Out: dir, W: &out}
	if err := b.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(dir, "fake-b.txt")
	if !strings.Contains(out.String(), want+"\n") {
		t.Errorf("paths: %s", out.String())
	}
	data, err := os.ReadFile(want)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := hashi.Parse(want, data, hashi.Grid)
	if err != nil || len(ps) != 1 || len(ps[0].Islands) == 0 {
		t.Errorf("%s does not read back: %v", want, err)
	}
}

func TestBatchUsage(t *testing.T) {
	for _, c := range []struct {
		b    Batch
		want string
	}{
		{Batch{Count: 0, Format: "tatham"}, "--count must be at least 1"},
		{Batch{Count: 1, Format: "svg"}, `unknown --format "svg"`},
		{Batch{Count: 2, Format: "cllv"}, "a hashi cllv file holds one puzzle"},
	} {
		c.b.Kind, c.b.Make, c.b.W = hashi.Kind, fakeMaker(t), &strings.Builder{}
		err := c.b.Run(context.Background())
		var ue *puzzle.UsageError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want a usage error saying %q", c.b, err, c.want)
		}
	}
}

// Ungraded grades nothing, and a difficulty needs a real grader.
func TestUngraded(t *testing.T) {
	r, err := Ungraded{}.Grade(nil)
	if err != nil || r.Grade != Any || r.Explanation != nil {
		t.Fatalf("Ungraded: %+v, %v", r, err)
	}
	if err := CheckGrader(Ungraded{}, Any); err != nil {
		t.Errorf("any: %v", err)
	}
	for _, g := range Grades() {
		if CheckGrader(Ungraded{}, g) == nil {
			t.Errorf("%s accepted with Ungraded", g)
		}
	}
}
