package sudoku

import (
	"reflect"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/edit"
)

// TestJigsawRegionEditor: a single cell moved is taken (regions of N+1
// and N-1 cells: no solution, Note and Reason say why, Check refuses an
// answer, every format writes and reads the map back), and moved back
// gives the puzzle as it was; a region in two parts (N+1 regions) is
// refused; a map that swaps two cells between regions is taken;
// classic Sudoku draws no regions.
func TestJigsawRegionEditor(t *testing.T) {
	items, err := puzzle.Read(JigsawKind, puzzle.Source{Name: "t", Data: []byte("4 4\n- - - -\n- - - -\n- - - -\n- - - -\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4\n")}, "janko")
	if err != nil || items[0].Err != nil {
		t.Fatal(err, items[0].Err)
	}
	p := items[0].Puzzle
	re := JigsawKind.(puzzle.RegionEditor)
	regs, _ := re.Regions(p)
	joined, _ := edit.Join(regs, [2]int{0, 2}, [2]int{0, 1})
	moved, err := re.SetRegions(p, joined)
	if err != nil {
		t.Fatalf("a region of 5: %v", err)
	}
	const why = "region 1 has 5 cells: each region needs 4"
	if got := JigsawKind.(puzzle.Reasoner).Reason(moved); got != why {
		t.Errorf("Reason %q, want %q", got, why)
	}
	e, err := Encode(moved.(*Puzzle), Options{})
	if err != nil || e.Note != why || e.Formula.NumClauses() != 1 {
		t.Errorf("Encode: %v, note %q", err, e.Note)
	}
	if r := solveOne(t, moved.(*Puzzle), nil, 1); r.Status != puzzle.Unsatisfiable || r.Encoding.Note != why {
		t.Errorf("status %v, note %q", r.Status, r.Encoding.Note)
	}
	grid := []int{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}
	if err := Check(moved.(*Puzzle), &Solution{N: 4, Grid: grid}); err == nil {
		t.Error("Check took an answer to uneven regions")
	}
	for _, f := range []string{"janko", "json", "tatham"} { // text writes no jigsaw
		var b strings.Builder
		if err := puzzle.Write(JigsawKind, &b, moved, f); err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		items, err := puzzle.Read(JigsawKind, puzzle.Source{Name: f, Data: []byte(b.String())}, f)
		if err != nil || len(items) != 1 || items[0].Err != nil {
			t.Errorf("%s does not read back: %v %v\n%s", f, err, items, b.String())
			continue
		}
		if got, _ := re.Regions(items[0].Puzzle); !reflect.DeepEqual(got, joined) {
			t.Errorf("%s reads back %v, want %v", f, got, joined)
		}
	}
	back, _ := edit.Join(joined, [2]int{0, 2}, [2]int{0, 3})
	q0, err := re.SetRegions(moved, back)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := re.Regions(q0); !reflect.DeepEqual(got, regs) {
		t.Errorf("moved back: %v, want %v", got, regs)
	}
	var w0, w1 strings.Builder
	_ = puzzle.Write(JigsawKind, &w0, p, "janko")
	_ = puzzle.Write(JigsawKind, &w1, q0, "janko")
	if w0.String() != w1.String() {
		t.Errorf("moved back:\n%s\nwant\n%s", w1.String(), w0.String())
	}
	split := [][]int{{0, 1, 1, 1}, {1, 1, 2, 2}, {2, 2, 3, 3}, {2, 2, 3, 3}}
	if _, err := re.SetRegions(p, split); err == nil || !strings.Contains(err.Error(), "one per digit") {
		t.Errorf("5 regions: %v", err)
	}
	swapped := [][]int{{0, 0, 1, 1}, {0, 1, 0, 1}, {2, 2, 3, 3}, {2, 2, 3, 3}}
	if _, err := re.SetRegions(p, swapped); err == nil {
		t.Errorf("a region in two parts taken")
	}
	swapped = [][]int{{0, 0, 1, 1}, {0, 2, 1, 1}, {0, 2, 3, 3}, {2, 2, 3, 3}}
	q, err := re.SetRegions(p, swapped)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := re.Regions(q); got[1][1] != got[3][0] || got[2][0] != got[0][0] {
		t.Errorf("swapped: %v", got)
	}
	if _, ok := Kind.(puzzle.RegionEditor); ok {
		t.Error("classic Sudoku draws regions")
	}
}
