package reason_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/kinds"
	"github.com/puzzlesat/puzzlesat/puzzle/reason"
)

func reasonOf(t *testing.T, kind, text string) string {
	t.Helper()
	k, err := kinds.Lookup(kind)
	if err != nil {
		t.Fatal(err)
	}
	rs, ok := k.(puzzle.Reasoner)
	if !ok {
		t.Fatalf("%s is no puzzle.Reasoner", kind)
	}
	items, err := puzzle.Read(k, puzzle.Source{Name: kind, Data: []byte(text)}, "")
	if err != nil {
		t.Fatalf("%s: %v", kind, err)
	}
	return rs.Reason(items[0].Puzzle)
}

// TestReasons: each count's reason, on a small puzzle that breaks it,
// names the count; the same puzzle mended has no reason.
func TestReasons(t *testing.T) {
	cases := []struct {
		name, kind, text, want string
	}{
		{"sudoku row", "sudoku", "4 4\n1 - - 1\n- - - -\n- - - -\n- - - -\n", "the digit 1 is given twice in row 1 (row 1, column 1 and row 1, column 4)"},
		{"sudoku box", "sudoku", "4 4\n2 - - -\n- 2 - -\n- - - -\n- - - -\n", "given twice in the region at row 1, column 1"},
		{"sudoku fine", "sudoku", "4 4\n2 - - -\n- - 2 -\n- - - -\n- - - -\n", ""},
		{"futoshiki column", "futoshiki", `{"size":3,"grid":["3 - -","- - -","3 - -"],"right":["..","..",".."],"down":["...","..."]}`, "the digit 3 is given twice in column 1"},
		{"futoshiki sign", "futoshiki", `{"size":3,"grid":["2 1 -","- - -","- - -"],"right":["<.","..",".."],"down":["...","..."]}`, "break the sign < between them"},
		{"futoshiki fine", "futoshiki", `{"size":3,"grid":["1 2 -","- - -","- - -"],"right":["<.","..",".."],"down":["...","..."]}`, ""},
		{"skyscrapers ends", "skyscrapers", `{"size":4,"max":4,"top":[3,null,null,null],"bottom":[3,null,null,null],"left":[null,null,null,null],"right":[null,null,null,null]}`, "the clues 3 and 3 at both ends of column 1 add up to 6"},
		{"skyscrapers fine", "skyscrapers", `{"size":4,"max":4,"top":[3,null,null,null],"bottom":[2,null,null,null],"left":[null,null,null,null],"right":[null,null,null,null]}`, ""},
		{"kakuro sum", "kakuro", "3 3\n- 4, 3,\n,30 0 0\n,3 0 0\n", "the sum 30 of the"},
		{"kakuro fine", "kakuro", "3 3\n- 4, 3,\n,4 0 0\n,3 0 0\n", ""},
		{"kenken cage", "kenken", "2 2\n9+ .\n3+ .\n1 1\n2 2\n", "the sum 9 of the cage at row 1, column 1 is out of reach: its 2 cells of values 1..2 sum to 4 at most"},
		{"kenken fine", "kenken", "2 2\n3+ .\n3+ .\n1 1\n2 2\n", ""},
		{"starbattle regions", "starbattle", "4 4 1\n1 1 2 2\n1 1 2 2\n3 3 3 3\n3 3 3 3\n", "the 1 stars in each of the 4 rows add up to 4 stars but in each of the 3 regions to 3"},
		{"norinori region", "norinori", "2 2\n- -\n- -\n1 2\n2 2\n", "has 1 cell but must hold two shaded cells"},
		{"tents totals", "tents", "2 2\n1 1\n0 0\nx -\n- x\n", "add up to"},
		{"nonogram totals", "nonogram", "2 2\n1\n1\n2\n2\n", "the row clues add up to 4 shaded cells but the column clues to 2"},
		{"akari corner", "akari", "3 3\n4 - -\n- - -\n- - -\n", "the 4 at row 1, column 1 needs 4 lights next to it but has 2 white neighbours"},
		{"akari fine", "akari", "3 3\n2 - -\n- - -\n- - -\n", ""},
		{"nurikabe sum", "nurikabe", "2 2\n3 -\n- 3\n", "add up to 6 cells but the 2x2 grid has 4"},
		{"kurodoko number", "kurodoko", "2 2\n9 -\n- -\n", "the 9 at row 1, column 1 counts the cells it sees, but its row and column hold 3 cells"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := reasonOf(t, c.kind, c.text)
			if c.want == "" && got != "" || !strings.Contains(got, c.want) {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// TestNoReasonForSolvablePuzzles: no reason is given for a bundled
// example (each has a solution).
func TestNoReasonForSolvablePuzzles(t *testing.T) {
	for _, k := range kinds.All() {
		rs, ok := k.(puzzle.Reasoner)
		if !ok {
			continue
		}
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
			if err != nil {
				continue
			}
			for _, it := range items {
				if it.Err == nil {
					if r := rs.Reason(it.Puzzle); r != "" {
						t.Errorf("%s (%s): a reason for a solvable puzzle: %s", f, it.Info.Name, r)
					}
				}
			}
		}
	}
}

// TestCounts: the shared counts on their own.
func TestCounts(t *testing.T) {
	for _, c := range []struct {
		got, want string
	}{
		{reason.Sum("the run", 4, 3, 1, 9, true), "the sum 4 of the run is out of reach: its 3 cells of different values 1..9 sum to 6 at least"},
		{reason.Sum("the run", 25, 3, 1, 9, true), "sum to 24 at most"},
		{reason.Sum("the run", 24, 3, 1, 9, true), ""},
		{reason.Sum("the cage", 3, 3, 1, 9, false), ""},
		{reason.Sum("the run", 50, 10, 1, 9, true), "the run has 10 cells but only 9 different values 1..9 exist"},
		{reason.Totals("tents", "the rows", 3, "the columns", 3), ""},
		{reason.Twice(reason.Lines(2, 2), 2, "digit", func(i int) (int, bool) { return 1, i == 0 || i == 3 }), ""},
		{reason.Twice(reason.Lines(2, 2), 2, "digit", func(i int) (int, bool) { return 1, i == 0 || i == 2 }), "the digit 1 is given twice in column 1 (row 1, column 1 and row 2, column 1)"},
		{reason.Twice(reason.Regions([]int{0, 0, 1, 1}, 2), 2, "digit", func(i int) (int, bool) { return 2, i < 2 }), "in the region at row 1, column 1"},
	} {
		if c.want == "" && c.got != "" || !strings.Contains(c.got, c.want) {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
	if reason.Apart(5) != 3 || reason.Apart(4) != 2 {
		t.Error("Apart")
	}
}

func TestMaxApart(t *testing.T) {
	for _, tc := range []struct {
		cells []int
		cols  int
		want  int
	}{
		{[]int{0}, 3, 1},
		{[]int{0, 1, 2}, 3, 2},          // a row of 3
		{[]int{0, 1, 3, 4}, 3, 2},       // a 2x2 square
		{[]int{1, 3, 4, 5, 7}, 3, 4},    // a plus: the four arms
		{[]int{2, 3}, 3, 2},             // (0,2) and (1,0) do not touch
		{[]int{0, 1, 2, 3, 4, 5}, 3, 3}, // 2x3
	} {
		if got := reason.MaxApart(tc.cells, tc.cols); got != tc.want {
			t.Errorf("MaxApart(%v, %d) = %d, want %d", tc.cells, tc.cols, got, tc.want)
		}
	}
}
