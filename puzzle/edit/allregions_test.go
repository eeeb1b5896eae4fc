package edit_test

import (
	"bytes"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
)

// TestEveryRegionEditor: every registered kind whose regions the setter
// draws (puzzle.RegionEditor) moves cells of the first puzzle of each of
// its example files into a neighbour's region (edit.Join): a map the
// kind takes reads back from Regions as it was given, leaves the given
// puzzle as it was, and reads back the same from each format the kind
// writes; a map it refuses has a reason. At least one move of each
// example must be taken (Jigsaw Sudoku too: its regions of N cells pass
// through uneven maps, which have no solution but are taken).
func TestEveryRegionEditor(t *testing.T) {
	n := 0
	for _, k := range kinds.All() {
		re, ok := k.(puzzle.RegionEditor)
		if !ok {
			continue
		}
		n++
		for _, ex := range examples(t, k) {
			f, p := ex.name, ex.p
			regs, err := re.Regions(p)
			if err != nil {
				t.Fatalf("%s: Regions: %v", f, err)
			}
			taken, refused := 0, 0
			for r := 0; r < len(regs) && taken < 3; r++ {
				for c := 0; c+1 < len(regs[r]) && taken < 3; c++ {
					if regs[r][c] == regs[r][c+1] || regs[r][c] < 0 || regs[r][c+1] < 0 {
						continue
					}
					// (r,c+1) joins the region of (r,c).
					want, err := edit.Join(regs, [2]int{r, c + 1}, [2]int{r, c})
					if err != nil {
						t.Fatal(err)
					}
					q, err := re.SetRegions(p, want)
					if err != nil {
						refused++
						if err.Error() == "" {
							t.Errorf("%s: a refusal without a reason", f)
						}
						continue
					}
					taken++
					if got, err := re.Regions(q); err != nil || !reflect.DeepEqual(edit.Renumber(got), want) {
						t.Errorf("%s: joined (%d,%d) to (%d,%d): Regions %v, %v, want %v", f, r, c+1, r, c, got, err, want)
					}
					if again, _ := re.Regions(p); !reflect.DeepEqual(again, regs) {
						t.Errorf("%s: SetRegions changed the puzzle it got", f)
					}
					regionsRoundTrip(t, k, f, q, want)
				}
			}
			if taken == 0 && refused == 0 {
				t.Errorf("%s: no two neighbours in different regions", f)
			}
			if taken == 0 {
				t.Errorf("%s: every move refused", f)
			}
			t.Logf("%s: %d moves taken, %d refused", f, taken, refused)
		}
	}
	if n < 7 {
		t.Errorf("%d kinds draw regions, want 7 or more", n)
	}
}

// regionsRoundTrip: q, written in each format its kind writes, reads back
// with the region map want.
func regionsRoundTrip(t *testing.T, k puzzle.Kind, file string, q puzzle.Puzzle, want [][]int) {
	t.Helper()
	re := k.(puzzle.RegionEditor)
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
			t.Errorf("%s: the edited map written in %s does not read back: %v\n%s", file, f.Name, err, b.String())
			continue
		}
		if got, err := re.Regions(items[0].Puzzle); err != nil || !reflect.DeepEqual(edit.Renumber(got), want) {
			t.Errorf("%s: the edited map written in %s reads back as %v, %v", file, f.Name, got, err)
		}
	}
}
