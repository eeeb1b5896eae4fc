package edit_test

import (
	"bytes"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// TestEditors: every kind that offers the editor places each of its clue
// values in a cell of its first example, reads it back from ClueAt,
// clears it again, and writes the result in its first writable format.
func TestEditors(t *testing.T) {
	cases := map[string]string{
		"akari":  "3 3\n- - -\n- - -\n- - -\n",
		"sudoku": "4 4\n- - - -\n- - - -\n- - - -\n- - - -\n",
	}
	for name, text := range cases {
		k, err := kinds.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		ed, ok := k.(puzzle.Editor)
		if !ok {
			t.Fatalf("%s: no puzzle.Editor", name)
		}
		items, err := puzzle.Read(k, puzzle.Source{Name: name, Data: []byte(text)}, "")
		if err != nil {
			t.Fatal(err)
		}
		p := items[0].Puzzle
		at := [2]int{1, 2}
		for _, v := range ed.ClueValues(p) {
			q, err := ed.SetClue(p, at, v.Value)
			if err != nil {
				t.Fatalf("%s: SetClue %q: %v", name, v.Value, err)
			}
			if got, err := ed.ClueAt(q, at); err != nil || got != v.Value {
				t.Errorf("%s: ClueAt after SetClue %q = %q, %v", name, v.Value, got, err)
			}
			if got, _ := ed.ClueAt(p, at); got != "" {
				t.Errorf("%s: SetClue changed the puzzle it got: %q", name, got)
			}
			z, err := ed.SetClue(q, at, "")
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := ed.ClueAt(z, at); got != "" {
				t.Errorf("%s: cleared cell reads %q", name, got)
			}
			var b bytes.Buffer
			if err := puzzle.Write(k, &b, q, k.Formats()[0].Name); err != nil {
				t.Errorf("%s: write: %v", name, err)
			}
		}
		if _, err := ed.SetClue(p, [2]int{9, 9}, ""); err == nil {
			t.Errorf("%s: a cell off the board is no error", name)
		}
		if _, err := ed.SetClue(p, at, "zz"); err == nil {
			t.Errorf("%s: the value zz is no error", name)
		}
	}
}
