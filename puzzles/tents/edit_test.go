package tents

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
)

// TestEditCounts: the counts are the labels [r,-1] and [-1,c]: a count
// set there reads back from ClueAt, in every format that writes it; a
// count above the line's length, and a label off the board, are refused.
func TestEditCounts(t *testing.T) {
	data, err := os.ReadFile("../../examples/tents/six.janko.txt")
	if err != nil {
		t.Fatal(err)
	}
	k := Tents{}
	items, err := puzzle.Read(k, puzzle.Source{Name: "six", Data: data}, "")
	if err != nil || items[0].Err != nil {
		t.Fatal(err, items[0].Err)
	}
	p := items[0].Puzzle
	for _, at := range [][2]int{{0, -1}, {-1, 5}} {
		q, err := k.SetClue(p, at, "2")
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range k.Formats() {
			if f.Write == nil {
				continue
			}
			var b bytes.Buffer
			if err := puzzle.Write(k, &b, q, f.Name); err != nil {
				continue
			}
			back, err := puzzle.Read(k, puzzle.Source{Name: "back", Data: b.Bytes()}, f.Name)
			if err != nil || back[0].Err != nil {
				t.Errorf("%v in %s: %v %v", at, f.Name, err, back)
				continue
			}
			if got, _ := k.ClueAt(back[0].Puzzle, at); got != "2" {
				t.Errorf("%v in %s reads back %q", at, f.Name, got)
			}
		}
	}
	for _, c := range []struct {
		at   [2]int
		in   string
		want string
	}{
		{[2]int{0, -1}, "7", "not a count 0 to 6"},
		{[2]int{0, -1}, "tree", "not a count"},
		{[2]int{6, -1}, "1", "no cell"},
		{[2]int{-1, -1}, "1", "no cell"},
		{[2]int{0, 0}, "1", "not a clue"},
	} {
		if _, err := k.SetClue(p, c.at, c.in); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v %q: %v, want %q", c.at, c.in, err, c.want)
		}
	}
}
