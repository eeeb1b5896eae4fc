package lits

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
)

// pzprjs' own test puzzle (github.com/robx/pzprjs, test/script/lits.js,
// MIT licence) and the same puzzle in the janko form with its solution.
const (
	pzprURL      = "https://puzz.link/p?lits/4/4/9q02jg\n"
	pzprJanko    = "4 4\n0 0 1 1\n0 0 1 2\n0 1 1 2\n2 2 2 2\n"
	pzprSolution = "T - L L\nT T L -\nT - L -\nI I I I\n"
)

func solveOne(t *testing.T, data string) (*Puzzle, *puzzle.Result) {
	t.Helper()
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "t", Data: []byte(data)}, "auto")
	if err != nil || len(items) != 1 || items[0].Err != nil {
		t.Fatalf("read: %v %v", err, items)
	}
	res, err := solve.One(t.Context(), Kind, items[0], solve.Options{Unique: true})
	if err != nil {
		t.Fatal(err)
	}
	return items[0].Puzzle.(*Puzzle), res
}

func TestPzprjs(t *testing.T) {
	for _, data := range []string{pzprURL, pzprJanko + pzprSolution} {
		p, res := solveOne(t, data)
		if res.Status != puzzle.Solved || res.Unique != puzzle.UniqueYes {
			t.Fatalf("%q: %v %v", data, res.Status, res.Unique)
		}
		got := JankoSolution(p, res.First().(*Solution))
		if want := "4 4\n" + pzprSolution; got != want {
			t.Fatalf("%q: got\n%s want\n%s", data, got, want)
		}
	}
	p, _ := solveOne(t, pzprURL)
	q, _ := solveOne(t, pzprJanko)
	if !p.Regions.Equal(q.Regions) {
		t.Fatal("the URL and the janko form give other regions")
	}
	u, _ := PuzzLinkURL(q)
	if u+"\n" != pzprURL {
		t.Fatalf("PuzzLinkURL = %q", u)
	}
}

func TestCheck(t *testing.T) {
	ps, err := Parse("t", []byte(pzprJanko+pzprSolution), FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	good := p.ref
	if err := Check(p, good); err != nil {
		t.Fatal(err)
	}
	bad := &Solution{Rows: 4, Cols: 4, Shade: append([]bool(nil), good.Shade...)}
	bad.Shade[1], bad.Shade[4] = true, false // region 0 an S: touches? no, but (0,1)-(0,2) and the 2x2 at (0,0)
	if err := Check(p, bad); err == nil {
		t.Fatal("Check took a bad solution")
	}
}

func TestErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"2 2\n1 1\n", "region grid"},
		{"2 2\n1 1\n2 2\nx q\n- -\n", "t:4:3"},
		{"AB\nA\n", "row 2"},
		{`{"rows":2,"cols":2,"regions":[[1,1],[2]]}`, "row 1"},
	} {
		_, err := Parse("t", []byte(c.in), FormatAuto)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.in, err, c.want)
		}
	}
}

func TestClassify(t *testing.T) {
	for _, c := range []struct {
		cells []int
		want  byte
	}{
		{[]int{0, 1, 2, 3}, 'I'}, {[]int{0, 4, 8, 12}, 'I'},
		{[]int{0, 1, 2, 5}, 'T'}, {[]int{0, 1, 2, 6}, 'L'}, {[]int{1, 4, 5, 9}, 'T'},
		{[]int{0, 1, 2, 4}, 'L'}, {[]int{0, 4, 8, 9}, 'L'}, {[]int{1, 5, 8, 9}, 'L'},
		{[]int{1, 2, 4, 5}, 'S'}, {[]int{0, 4, 5, 9}, 'S'},
		{[]int{0, 1, 4, 5}, '?'}, {[]int{0, 1, 3, 7}, '?'}, {[]int{0, 1, 2}, '?'}, {[]int{0, 2, 4, 6}, '?'},
	} {
		if got := Classify(4, c.cells); got != c.want {
			t.Errorf("%v: %c, want %c", c.cells, got, c.want)
		}
	}
}

// TestPlayMet: the solution meets every region (all 16 cells); the I in
// the bottom row meets its region alone (6 cells); a 2x2 block in region
// 0 meets nothing.
func TestPlayMet(t *testing.T) {
	p, res := solveOne(t, pzprJanko)
	b, err := Kind.(LITS).Board(p, puzzle.View{Solution: res.First()})
	if err != nil {
		t.Fatal(err)
	}
	v, err := LITS{}.CheckState(p, b.State())
	if err != nil || v.Status != "solved" || len(v.Met) != 16 {
		t.Fatalf("solution: %v %v met %v", v.Status, err, v.Met)
	}
	shade := func(cells ...[2]int) board.State {
		var st board.State
		for _, c := range cells {
			st.Cells = append(st.Cells, board.CellState{Cell: c, Value: "shaded"})
		}
		return st
	}
	if v, _ := (LITS{}).CheckState(p, shade([2]int{3, 0}, [2]int{3, 1}, [2]int{3, 2}, [2]int{3, 3})); len(v.Met) != 6 {
		t.Errorf("the I: met %v", v.Met)
	}
	if v, _ := (LITS{}).CheckState(p, shade([2]int{0, 0}, [2]int{0, 1}, [2]int{1, 0}, [2]int{1, 1})); v.Status != "broken" || len(v.Met) != 0 {
		t.Errorf("a 2x2 block: %v met %v", v.Status, v.Met)
	}
}
