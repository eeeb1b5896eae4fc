package edit_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// TestEveryEditor: every registered kind that offers the editor
// (puzzle.Editor) edits the first puzzle of each of its example files:
// in a cell without a clue, each of its first values that the kind
// accepts there reads back from ClueAt, the given puzzle is left as it
// was, and clearing the cell again gives no clue. At least one value
// must go in each example.
func TestEveryEditor(t *testing.T) {
	n := 0
	for _, k := range kinds.All() {
		ed, ok := k.(puzzle.Editor)
		if !ok {
			continue
		}
		n++
		files, _ := filepath.Glob(filepath.Join("../../examples", k.Name(), "*"))
		for _, f := range files {
			if filepath.Ext(f) == ".md" {
				continue
			}
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			items, err := puzzle.Read(k, puzzle.Source{Name: f, Data: data}, "")
			if err != nil || items[0].Err != nil {
				continue // not this kind's file
			}
			p := items[0].Puzzle
			at, found := [2]int{}, false
			for r := 0; r < 40 && !found; r++ {
				for c := 0; c < 40 && !found; c++ {
					if v, err := ed.ClueAt(p, [2]int{r, c}); err == nil && v == "" {
						at, found = [2]int{r, c}, true
					}
				}
			}
			if !found {
				continue
			}
			placed := 0
			vs := ed.ClueValues(p)
			for _, v := range vs[:min(len(vs), 8)] {
				q, err := ed.SetClue(p, at, v.Value)
				if err != nil {
					continue // the kind's reader refuses it there (a number twice)
				}
				placed++
				if got, err := ed.ClueAt(q, at); err != nil || got != v.Value {
					t.Errorf("%s: ClueAt%v after SetClue %q = %q, %v", f, at, v.Value, got, err)
				}
				if got, _ := ed.ClueAt(p, at); got != "" {
					t.Errorf("%s: SetClue changed the puzzle it got", f)
				}
				z, err := ed.SetClue(q, at, "")
				if err != nil {
					t.Errorf("%s: clearing: %v", f, err)
				} else if got, _ := ed.ClueAt(z, at); got != "" {
					t.Errorf("%s: cleared cell reads %q", f, got)
				}
			}
			if placed == 0 {
				t.Errorf("%s: no clue goes in %v", f, at)
			}
			t.Logf("%s: %d values placed at %v", f, placed, at)
		}
	}
	if n < 10 {
		t.Errorf("%d kinds offer the editor, want 10 or more", n)
	}
}
