package explain_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/explain"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// Options.ClueBound ends an explanation only where its next step needs
// at least the bound's clues: on the bundled examples and three of the
// benchmark sets and the 15x15 puzzles of testdata/graded, explained in full and grade-only, a bounded run has the unbounded one's most clues
// when that is below the bound, and stops (AtLeast) only when it is not.
func TestClueBound(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.*"))
	for _, f := range []string{"hashi-10x10-hard.txt", "hashi-25x25-hard.txt", "shikaku-10x10.txt"} {
		files = append(files, filepath.Join("testdata", "bench", f))
	}
	files = append(files, filepath.Join("testdata", "graded", "hashi-15x15.txt")) // 6 hard ones
	atLeast := 0
	for _, f := range files {
		base := filepath.Base(f)
		kind := base[:strings.IndexAny(base, "-0123456789.")]
		k, err := kinds.Lookup(kind)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		items := readItems(t, k, f)
		if testing.Short() {
			items = items[:1]
		}
		for i, item := range items {
			full, err := explain.Run(context.Background(), k, item, explain.Options{})
			if err != nil {
				t.Fatalf("%s #%d: %v", f, i+1, err)
			}
			most := full.Difficulty.MaxClues
			for _, bound := range []int{2, 3} {
				for _, gradeOnly := range []bool{false, true} {
					b, err := explain.Run(context.Background(), k, item, explain.Options{ClueBound: bound, GradeOnly: gradeOnly})
					if err != nil {
						t.Fatalf("%s #%d: %v", f, i+1, err)
					}
					d := b.Difficulty
					if d.AtLeast {
						atLeast++
					}
					ok := b.Status == full.Status && (d.AtLeast && most >= bound && d.MaxClues >= bound ||
						!d.AtLeast && min(d.MaxClues, bound) == min(most, bound))
					if !ok {
						t.Errorf("%s #%d bound %d grade-only %v: %s, most clues %d (at least: %v); unbounded %s, %d",
							f, i+1, bound, gradeOnly, b.Status, d.MaxClues, d.AtLeast, full.Status, most)
					}
				}
			}
		}
	}
	if atLeast == 0 {
		t.Error("no bound ended an explanation")
	}
	t.Logf("%d bounded explanations ended at the bound", atLeast)
}
