package janko_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/format/janko"
)

// TestWriteSolution: the solution grid alone under its ROWS COLS header,
// the PuzzleKit dataset's form; no solution, or one that would not read
// back, is an error.
func TestWriteSolution(t *testing.T) {
	g := parseOne(t, "2 3\n1 - 1\n- - -\n")
	if err := g.SetHashiBridges([]janko.Bridge{{R1: 0, C1: 0, R2: 0, C2: 2, N: 1}}); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := janko.WriteSolution(&b, g); err != nil {
		t.Fatal(err)
	}
	if want := "2 3\n- 1 -\n- - -\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	if err := janko.WriteSolution(&b, &janko.Grid{Rows: 1, Cols: 1, Cells: []int{janko.Empty}}); err == nil || !strings.Contains(err.Error(), "no solution") {
		t.Errorf("no solution: got %v", err)
	}
	bad := &janko.Grid{Rows: 1, Cols: 2, Cells: []int{janko.Empty, janko.Empty}, Solution: []string{"a b", "1"}}
	if err := janko.WriteSolution(&b, bad); err == nil {
		t.Error("a token with a blank was written")
	}
}
