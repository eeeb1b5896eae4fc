package zebra

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// A ZebraLogic reading stops when its context ends: the ambiguity judge
// is not asked again, the remaining readings and puzzles are not tried,
// and Read fails with the context's error (issue 32 item 11: an
// ambiguous 1 MiB body was judged for 172 s after its client left). The
// work is counted, not timed: the context ends during the first count.
func TestZebraLogicReadStops(t *testing.T) {
	data, err := os.ReadFile("testdata/zebralogic_sample.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []bool{false, true} {
		ctx, cancel := context.WithCancel(context.Background())
		counts := 0
		src := puzzle.Source{Name: "sample", Data: data, Context: ctx, Count: func(p puzzle.Puzzle, limit int) int {
			counts++
			cancel()
			return 0 // a count cut short: it says nothing
		}}
		if text {
			// One ambiguous puzzle's English alone.
			ims, err := ReadZebraLogic(bytes.NewReader(data), nil)
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(string(data), "\n")
			for _, im := range ims {
				if ambiguous[im.ID] {
					src.Data = []byte(zlPuzzleField(t, lines[im.Line-1]))
					break
				}
			}
		}
		items, err := puzzle.Read(kind{}, src, "zebralogic")
		if !errors.Is(err, context.Canceled) || items != nil {
			t.Errorf("text %v: %d items, err %v", text, len(items), err)
		}
		if counts != 1 {
			t.Errorf("text %v: the judge counted %d times after its context ended at the first", text, counts)
		}
		// Already ended: nothing is read.
		counts = 0
		if _, err := puzzle.Read(kind{}, src, "zebralogic"); !errors.Is(err, context.Canceled) || counts != 0 {
			t.Errorf("text %v: ended context: err %v, %d counts", text, err, counts)
		}
	}
}
