package edit_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// TestEveryEditor: every registered kind that offers the editor
// (puzzle.Editor) edits the first puzzle of each of its example files:
// in the first cell without a clue that takes one of its values (else, for a kind whose every cell holds
// one, like Hitori's numbers, in the first cell), each of its first
// values that the kind accepts there reads back from ClueAt, the given
// puzzle is left as it was, and giving the cell its clue back (clearing
// it) reads back as before. At least one value must go in each example.
func TestEveryEditor(t *testing.T) {
	n := 0
	for _, k := range kinds.All() {
		ed, ok := k.(puzzle.Editor)
		if !ok {
			continue
		}
		n++
		for _, ex := range examples(t, k) {
			f, p := ex.name, ex.p
			if _, typed := k.(puzzle.ClueTyper); typed && len(ed.ClueValues(p)) == 0 {
				continue // its clues are typed, not cycled: TestEveryClueTyper
			}
			// The first cell without a clue that takes one (a Kakuro cell
			// next to a sum stays white), among the cells, then the
			// labels ([r,-1], [-1,c]: Nonogram's clues).
			var cand [][2]int
			for r := 0; r < 40; r++ {
				for c := 0; c < 40; c++ {
					cand = append(cand, [2]int{r, c})
				}
			}
			for i := 0; i < 40; i++ {
				cand = append(cand, [2]int{i, -1}, [2]int{-1, i})
			}
			at, found, some := [2]int{}, false, false
			for _, rc := range cand {
				if v, err := ed.ClueAt(p, rc); err == nil && v == "" && accepts(ed, p, rc) {
					at, found = rc, true
					break
				} else if err == nil && !some {
					at, some = rc, true
				}
			}
			orig := ""
			if !found {
				var err error
				if orig, err = ed.ClueAt(p, at); err != nil {
					t.Errorf("%s: ClueAt%v: %v", f, at, err)
					continue
				}
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
				if got, _ := ed.ClueAt(p, at); got != orig {
					t.Errorf("%s: SetClue changed the puzzle it got", f)
				}
				roundTrip(t, k, f, q, at, v.Value)
				z, err := ed.SetClue(q, at, orig)
				if err != nil {
					t.Errorf("%s: giving back %q: %v", f, orig, err)
				} else if got, _ := ed.ClueAt(z, at); got != orig {
					t.Errorf("%s: cell given back %q reads %q", f, orig, got)
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

// accepts: some of the first values of ed's cycle go in cell at of p.
func accepts(ed puzzle.Editor, p puzzle.Puzzle, at [2]int) bool {
	vs := ed.ClueValues(p)
	for _, v := range vs[:min(len(vs), 8)] {
		if _, err := ed.SetClue(p, at, v.Value); err == nil {
			return true
		}
	}
	return false
}

// roundTrip: the edited puzzle q, written in each format the kind writes
// it in (the page keeps an edited puzzle in its format), reads back with
// value at at.
func roundTrip(t *testing.T, k puzzle.Kind, file string, q puzzle.Puzzle, at [2]int, value string) {
	t.Helper()
	ed := k.(puzzle.Editor)
	for _, f := range k.Formats() {
		if f.Write == nil {
			continue
		}
		var b bytes.Buffer
		if err := puzzle.Write(k, &b, q, f.Name); err != nil {
			continue // this format cannot say it (a "?" in a Tatham ID)
		}
		items, err := puzzle.Read(k, puzzle.Source{Name: "edited", Data: b.Bytes()}, f.Name)
		if err != nil || len(items) != 1 || items[0].Err != nil {
			if err == nil && len(items) > 0 {
				err = items[0].Err
			}
			t.Errorf("%s: %s at %v written in %s does not read back: %v\n%s", file, value, at, f.Name, err, b.String())
			continue
		}
		if got, err := ed.ClueAt(items[0].Puzzle, at); err != nil || got != value {
			t.Errorf("%s: %s at %v written in %s reads back as %q, %v", file, value, at, f.Name, got, err)
		}
	}
}

// TestEveryClueTyper: every registered kind whose clues are typed
// (puzzle.ClueTyper) says what to type, and in the first clue of the
// first puzzle of each of its example files, clearing it reads back as
// no clue and typing it again reads back as it was, from each format the
// kind writes; the given puzzle is left as it was.
func TestEveryClueTyper(t *testing.T) {
	for _, k := range kinds.All() {
		ed, ok := k.(puzzle.ClueTyper)
		if !ok {
			continue
		}
		typed := 0
		for _, f := range examples(t, k) {
			p := f.p
			if ed.TypedClue(p) == "" {
				t.Errorf("%s: TypedClue says nothing", f.name)
			}
			at, orig := firstClue(ed, p)
			if orig == "" {
				continue
			}
			q, err := ed.SetClue(p, at, "")
			if err != nil {
				t.Errorf("%s: clearing %q at %v: %v", f.name, orig, at, err)
				continue
			}
			if got, err := ed.ClueAt(q, at); err != nil || got != "" {
				t.Errorf("%s: ClueAt%v after clearing = %q, %v", f.name, at, got, err)
			}
			roundTrip(t, k, f.name, q, at, "")
			z, err := ed.SetClue(q, at, orig)
			if err != nil {
				t.Errorf("%s: typing %q at %v: %v", f.name, orig, at, err)
				continue
			}
			if got, err := ed.ClueAt(z, at); err != nil || got != orig {
				t.Errorf("%s: ClueAt%v after typing %q = %q, %v", f.name, at, orig, got, err)
			}
			if got, _ := ed.ClueAt(p, at); got != orig {
				t.Errorf("%s: SetClue changed the puzzle it got", f.name)
			}
			roundTrip(t, k, f.name, z, at, orig)
			typed++
			t.Logf("%s: %q typed at %v", f.name, orig, at)
		}
		if typed == 0 {
			t.Errorf("%s: no example has a clue to type", k.Name())
		}
	}
}

// example is the first puzzle of an example file.
type example struct {
	name string
	p    puzzle.Puzzle
}

// examples are the first puzzles of k's example files that read as k.
func examples(t *testing.T, k puzzle.Kind) []example {
	files, _ := filepath.Glob(filepath.Join("../../examples", k.Name(), "*"))
	var out []example
	for _, f := range files {
		if filepath.Ext(f) == ".md" {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		items, err := puzzle.Read(k, puzzle.Source{Name: f, Data: data}, "")
		if err != nil || len(items) == 0 || items[0].Err != nil {
			continue // not this kind's file
		}
		out = append(out, example{f, items[0].Puzzle})
	}
	return out
}

// firstClue is the first cell (row by row, within 40x40; then the
// labels [r,-1], [-1,c]) holding a clue
// and its clue, "" when none does.
func firstClue(ed puzzle.Editor, p puzzle.Puzzle) ([2]int, string) {
	for r := 0; r < 40; r++ {
		for c := 0; c < 40; c++ {
			if v, err := ed.ClueAt(p, [2]int{r, c}); err == nil && v != "" {
				return [2]int{r, c}, v
			}
		}
	}
	for i := 0; i < 40; i++ { // the labels: Nonogram's clues
		for _, at := range [][2]int{{i, -1}, {-1, i}} {
			if v, err := ed.ClueAt(p, at); err == nil && v != "" {
				return at, v
			}
		}
	}
	return [2]int{}, ""
}

// TestEveryHalfEditor: every registered kind that places clues at half
// steps of its board (puzzle.HalfEditor) edits the first puzzle of each
// of its example files: at the first empty position of each place it
// names (a cell's centre, a side, a corner), each value there reads back
// from HalfClueAt, in every format the kind writes, the given puzzle is
// left as it was, and clearing the position reads back as before.
func TestEveryHalfEditor(t *testing.T) {
	n := 0
	for _, k := range kinds.All() {
		he, ok := k.(puzzle.HalfEditor)
		if !ok {
			continue
		}
		n++
		for _, ex := range examples(t, k) {
			f, p := ex.name, ex.p
			for _, place := range he.HalfPlaces() {
				at, found := [2]int{}, false
				for y := 1; y < 80 && !found; y++ {
					for x := 1; x < 80 && !found; x++ {
						a := [2]int{y, x}
						if halfPlace(a) != place || len(he.HalfClueValues(p, a)) == 0 {
							continue
						}
						if v, err := he.HalfClueAt(p, a); err == nil && v == "" {
							at, found = a, true
						}
					}
				}
				if !found {
					t.Errorf("%s: no empty %s", f, place)
					continue
				}
				placed := 0
				vs := he.HalfClueValues(p, at)
				for _, v := range vs[:min(len(vs), 4)] {
					q, err := he.SetHalfClue(p, at, v.Value)
					if err != nil {
						continue
					}
					placed++
					if got, err := he.HalfClueAt(q, at); err != nil || got != v.Value {
						t.Errorf("%s: HalfClueAt%v after SetHalfClue %q = %q, %v", f, at, v.Value, got, err)
					}
					if got, _ := he.HalfClueAt(p, at); got != "" {
						t.Errorf("%s: SetHalfClue changed the puzzle it got", f)
					}
					halfRoundTrip(t, k, f, q, at, v.Value)
					z, err := he.SetHalfClue(q, at, "")
					if err != nil {
						t.Errorf("%s: clearing %v: %v", f, at, err)
					} else if got, _ := he.HalfClueAt(z, at); got != "" {
						t.Errorf("%s: %v cleared reads %q", f, at, got)
					}
				}
				if placed == 0 {
					t.Errorf("%s: no clue goes in the %s %v", f, place, at)
				}
				t.Logf("%s: %d values placed at the %s %v", f, placed, place, at)
			}
		}
	}
	if n < 2 {
		t.Errorf("%d kinds offer the half-grid editor, want 2 or more", n)
	}
}

// halfPlace is the place of a position of the doubled grid.
func halfPlace(at [2]int) string {
	switch at[0]%2 + at[1]%2 {
	case 2:
		return puzzle.HalfCentre
	case 1:
		return puzzle.HalfSide
	}
	return puzzle.HalfCorner
}

// halfRoundTrip is roundTrip for a HalfEditor.
func halfRoundTrip(t *testing.T, k puzzle.Kind, file string, q puzzle.Puzzle, at [2]int, value string) {
	t.Helper()
	he := k.(puzzle.HalfEditor)
	for _, f := range k.Formats() {
		if f.Write == nil {
			continue
		}
		var b bytes.Buffer
		if err := puzzle.Write(k, &b, q, f.Name); err != nil {
			continue
		}
		items, err := puzzle.Read(k, puzzle.Source{Name: "edited", Data: b.Bytes()}, f.Name)
		if err != nil || len(items) != 1 || items[0].Err != nil {
			if err == nil && len(items) > 0 {
				err = items[0].Err
			}
			t.Errorf("%s: %s at %v written in %s does not read back: %v\n%s", file, value, at, f.Name, err, b.String())
			continue
		}
		if got, err := he.HalfClueAt(items[0].Puzzle, at); err != nil || got != value {
			t.Errorf("%s: %s at %v written in %s reads back as %q, %v", file, value, at, f.Name, got, err)
		}
	}
}
