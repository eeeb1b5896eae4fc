package edit_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// TestEveryEditor: every registered kind that offers the editor
// (puzzle.Editor) edits the first puzzle of each of its example files:
// in a cell without a clue (else, for a kind whose every cell holds
// one, like Hitori's numbers, in the first cell), each of its first
// values that the kind accepts there reads back from ClueAt, the given
// puzzle is left as it was, and giving the cell its clue back (clearing
// it) reads back as before. At least one value must go in each example
// (a puzzle.ClueTyper whose cells cycle no values: TestEveryClueTyper).
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
			orig := ""
			if !found {
				if orig, err = ed.ClueAt(p, at); err != nil {
					t.Errorf("%s: ClueAt%v: %v", f, at, err)
					continue
				}
			}
			placed := 0
			vs := ed.ClueValues(p)
			if _, typed := k.(puzzle.ClueTyper); typed && len(vs) == 0 {
				continue // its clues are typed, not cycled: TestEveryClueTyper
			}
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

// TestEveryRegionEditor: every registered kind whose regions a setter
// draws (puzzle.RegionEditor) moves, in the first puzzle of each of its
// example files, the first cell (row by row) that it accepts into a
// neighbour's region (edit.Join), and the result has the joined map's
// regions, reads back with them from each format the kind writes, and
// leaves the given puzzle as it was. A cell made a region of its own is
// the other move the page makes: it must go somewhere too.
func TestEveryRegionEditor(t *testing.T) {
	n := 0
	for _, k := range kinds.All() {
		re, ok := k.(puzzle.RegionEditor)
		if !ok {
			continue
		}
		n++
		for _, f := range examples(t, k) {
			regs, err := re.Regions(f.p)
			if err != nil {
				t.Errorf("%s: Regions: %v", f.name, err)
				continue
			}
			for _, alone := range []bool{false, true} {
				moved, refused := false, 0
				for r := 0; r < len(regs) && !moved; r++ {
					for c := 0; c < len(regs[r]) && !moved; c++ {
						for _, d := range [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
							at, to := [2]int{r, c}, [2]int{r + d[0], c + d[1]}
							if alone {
								at, to = [2]int{r, c}, [2]int{r, c}
							}
							if to[0] < 0 || to[0] >= len(regs) || to[1] < 0 || to[1] >= len(regs[to[0]]) ||
								!alone && regs[at[0]][at[1]] == regs[to[0]][to[1]] {
								continue
							}
							joined, err := edit.Join(regs, at, to)
							if err != nil {
								t.Fatal(err)
							}
							q, err := re.SetRegions(f.p, joined)
							if err != nil {
								refused++ // the kind cannot hold it (a "-" cage of three cells)
								continue
							}
							moved = true
							sameRegions(t, re, f.name+" edited", q, joined)
							sameRegions(t, re, f.name+" given", f.p, regs)
							for _, form := range k.Formats() {
								var b bytes.Buffer
								if form.Write == nil || puzzle.Write(k, &b, q, form.Name) != nil {
									continue // this format cannot say it (a cage without target in a Tatham ID)
								}
								items, err := puzzle.Read(k, puzzle.Source{Name: "edited", Data: b.Bytes()}, form.Name)
								if err != nil || len(items) != 1 || items[0].Err != nil {
									t.Errorf("%s: moved %v to %v, written in %s, does not read back: %v %v", f.name, at, to, form.Name, err, items)
									continue
								}
								sameRegions(t, re, f.name+" in "+form.Name, items[0].Puzzle, joined)
							}
							t.Logf("%s: %v moved to %v's region (%d moves refused first)", f.name, at, to, refused)
							break
						}
					}
				}
				if !moved {
					t.Errorf("%s: no cell moves (alone: %v; %d refused)", f.name, alone, refused)
				}
			}
		}
	}
	if n < 2 {
		t.Errorf("%d kinds offer the region editor, want 2 or more (KenKen, Killer Sudoku)", n)
	}
}

// sameRegions: p's regions are want's, up to numbering.
func sameRegions(t *testing.T, re puzzle.RegionEditor, what string, p puzzle.Puzzle, want [][]int) {
	t.Helper()
	got, err := re.Regions(p)
	if err != nil {
		t.Errorf("%s: Regions: %v", what, err)
		return
	}
	g, w := edit.Renumber(got), edit.Renumber(want)
	if len(g) != len(w) {
		t.Errorf("%s: regions %v, want %v", what, got, want)
		return
	}
	for r := range g {
		if !slices.Equal(g[r], w[r]) {
			t.Errorf("%s: regions %v, want %v", what, got, want)
			return
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

// firstClue is the first cell (row by row, within 40x40) holding a clue
// and its clue, "" when none does.
func firstClue(ed puzzle.Editor, p puzzle.Puzzle) ([2]int, string) {
	for r := 0; r < 40; r++ {
		for c := 0; c < 40; c++ {
			if v, err := ed.ClueAt(p, [2]int{r, c}); err == nil && v != "" {
				return [2]int{r, c}, v
			}
		}
	}
	return [2]int{}, ""
}
