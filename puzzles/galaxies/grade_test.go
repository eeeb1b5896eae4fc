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
