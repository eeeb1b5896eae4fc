package shade_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/shape/shade"
)

func TestChecks(t *testing.T) {
	g := shade.Grid{Rows: 3, Cols: 3}
	// 1 shaded, -1 unshaded, 0 unmarked:
	//   # # .
	//   . # .
	//   # . .
	cells := []int{1, 1, 0, -1, 1, 0, 1, 0, 0}
	var got []string
	for _, p := range g.Touching(cells) {
		got = append(got, p.Text)
	}
	want := []string{"shaded cells (0,0) and (0,1) touch", "shaded cells (0,1) and (1,1) touch"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Touching: %q, want %q", got, want)
	}
	cut := g.Cut(cells)
	if len(cut) != 1 || !reflect.DeepEqual(cut[0].Cells, [][2]int{{1, 0}}) {
		t.Errorf("Cut: %+v, want (1,0) cut off", cut)
	}
	if g.Cut([]int{0, 1, 0, 0, 0, 0, 0, 0, 0}) != nil {
		t.Error("Cut of a connected board")
	}
}

func TestStateRoundTrip(t *testing.T) {
	g := shade.Grid{Rows: 2, Cols: 3}
	st := board.State{Cells: []board.CellState{{Cell: [2]int{0, 1}, Value: "shaded"}, {Cell: [2]int{1, 2}, Value: " unshaded"}}}
	cells, err := g.ReadState(st, "demo")
	if err != nil || !reflect.DeepEqual(cells, []int{0, 1, 0, 0, 0, -1}) {
		t.Fatalf("ReadState: %v, %v", cells, err)
	}
	facts, err := g.StateFacts(cells)
	if err != nil {
		t.Fatal(err)
	}
	f := &shade.Facts{Grid: g, Genre: "demo"}
	for i, raw := range facts {
		s, err := f.Parse(raw)
		if err != nil || len(s.Lits) != 1 {
			t.Fatalf("Parse(%s): %v %v", raw, s, err)
		}
		want := []string{"(0,1) is shaded", "(1,2) is unshaded"}[i]
		if s.Text != want || g.Fact(s.Lits[0]).Text != want {
			t.Errorf("fact %d: %q / %q, want %q", i, s.Text, g.Fact(s.Lits[0]).Text, want)
		}
	}
	for _, bad := range []board.State{
		{Cells: []board.CellState{{Cell: [2]int{2, 0}, Value: "shaded"}}},
		{Cells: []board.CellState{{Cell: [2]int{0, 0}, Value: "lit"}}},
		{Edges: []board.EdgeState{{}}},
	} {
		if _, err := g.ReadState(bad, "demo"); err == nil {
			t.Errorf("ReadState(%+v) took it", bad)
		}
	}
}

func ExampleFacts_Group() {
	g := shade.Grid{Rows: 3, Cols: 3}
	f := &shade.Facts{Grid: g, Genre: "demo"}
	for _, s := range f.Group([]encode.Lit{g.Lit([2]int{2, 2}, true), g.Lit([2]int{0, 1}, true), g.Lit([2]int{1, 1}, false)}) {
		j, _ := json.Marshal(s.JSON)
		fmt.Println(s.Text, string(j))
	}
	// Output:
	// (0,1), (2,2) are shaded {"cells":[[0,1],[2,2]],"shaded":true}
	// (1,1) is unshaded {"cell":[1,1],"shaded":false}
}

func TestCountMet(t *testing.T) {
	cells := []int{1, -1, 0, -1, -1}
	for _, tc := range []struct {
		among []int
		n     int
		want  bool
	}{
		{[]int{0, 1, 2}, 1, true},  // one shaded, one open
		{[]int{0, 1, 2}, 2, false}, // one short
		{[]int{1, 2}, 0, false},    // a 0 with an open cell
		{[]int{1, 3, 4}, 0, true},  // a 0, every cell marked
	} {
		if got := shade.CountMet(cells, tc.among, tc.n); got != tc.want {
			t.Errorf("CountMet(%v, %d) = %v, want %v", tc.among, tc.n, got, tc.want)
		}
	}
}
