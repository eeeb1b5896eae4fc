package puzzle_test

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
)

// Read passes over a bad line of a file of one puzzle per line (the
// item carries the error); ReadAll makes it the error, positioned.
func TestReadAll(t *testing.T) {
	src := puzzle.Source{Name: "ids.txt", Data: []byte("7x7m2:a4a3b22a4b2b2e5a5a6a3n2c4a2\n7x7m2:a4zz\n")}
	items, err := puzzle.Read(hashi.Kind, src, "")
	if err != nil || len(items) != 2 || items[0].Err != nil || items[1].Err == nil {
		t.Fatalf("Read: %d items, %v", len(items), err)
	}
	if _, err := puzzle.ReadAll(hashi.Kind, src, ""); err == nil || !strings.Contains(err.Error(), "ids.txt:2:") {
		t.Fatalf("ReadAll: %v, want the second line's error", err)
	}
	src.Data = src.Data[:strings.IndexByte(string(src.Data), '\n')+1]
	if items, err := puzzle.ReadAll(hashi.Kind, src, ""); err != nil || len(items) != 1 {
		t.Fatalf("ReadAll of a good file: %d items, %v", len(items), err)
	}
}
