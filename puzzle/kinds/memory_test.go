package kinds_test

import (
	"bytes"
	"runtime"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// Every kind's reader stays within a gigabyte on the worst inputs the
// 64 MiB input limit lets through (issue 32, item 4): 60 MB of "." lines
// (a grid of one column and thirty million rows, or thirty million
// clues). The bound is on the bytes allocated in all, which is at least
// the peak; the reader may refuse the input (it must, here), never by
// running out of memory.
func TestReadersBoundMemory(t *testing.T) {
	const limit = 1 << 30
	inputs := map[string][]byte{
		"dot lines": bytes.Repeat([]byte(".\n"), 30_000_000),
	}
	for _, k := range kinds.All() {
		for name, data := range inputs {
			runtime.GC()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := puzzle.Read(k, puzzle.Source{Name: name, Data: data}, "")
			runtime.ReadMemStats(&after)
			alloc := after.TotalAlloc - before.TotalAlloc
			t.Logf("%s, %s: %d MB allocated (refused: %v)", k.Name(), name, alloc>>20, err != nil)
			if err == nil {
				t.Errorf("%s read %s as a puzzle", k.Name(), name)
			}
			if alloc > limit {
				t.Errorf("%s reading %s allocated %d MB, more than %d MB", k.Name(), name, alloc>>20, limit>>20)
			}
		}
	}
}
