package galaxies

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// TestDeduceTatham grades files of Tatham game IDs named by
// GALAXIES_GRADE (space-separated paths; skipped without it) and prints
// the count of each level per file, with the mean and max time.
func TestDeduceTatham(t *testing.T) {
	files := strings.Fields(os.Getenv("GALAXIES_GRADE"))
	if len(files) == 0 {
		t.Skip("GALAXIES_GRADE not set")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := Parse(f, data, FormatTatham)
		if err != nil {
			t.Fatal(err)
		}
		var count [3]int
		var total, most time.Duration
		for _, p := range ps {
			start := time.Now()
			d := Deduce(p, LevelHard)
			el := time.Since(start)
			total += el
			most = max(most, el)
			if d.Contradiction {
				t.Errorf("%s: %s: contradiction", f, p.Name)
			}
			count[d.Level]++
		}
		fmt.Printf("%s: %d puzzles: easy %d, medium %d, hard %d; %.2f ms mean, %.2f ms max\n", f, len(ps), count[0], count[1], count[2],
			float64(total.Microseconds())/1000/float64(len(ps)), float64(most.Microseconds())/1000)
	}
}

// TestDeduceLevels: Tatham's normal puzzles (testdata/tatham-7x7dn.txt,
// from sgt-galaxies --generate 5 7x7dn) grade easy, his unreasonable
// ones (7x7du) medium; no level is a contradiction.
func TestDeduceLevels(t *testing.T) {
	for file, want := range map[string]int{"testdata/tatham-7x7dn.txt": LevelEasy, "testdata/tatham-7x7du.txt": LevelMedium} {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := Parse(file, data, FormatTatham)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			d := Deduce(p, LevelHard)
			if d.Level != want || d.Contradiction {
				t.Errorf("%s: %s: level %d (contradiction %v), want %d", file, TathamID(p), d.Level, d.Contradiction, want)
			}
			if want == LevelMedium && (d.Failed == 0 || d.Left != 0) {
				t.Errorf("%s: %s: medium with %d failed hypotheses, %d left", file, TathamID(p), d.Failed, d.Left)
			}
			if e := Deduce(p, LevelEasy); e.Level != min(want, LevelMedium) {
				t.Errorf("%s: %s: up to easy: level %d", file, TathamID(p), e.Level)
			}
		}
	}
}
