package norinori

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
)

// pzprjs' own test puzzle (github.com/robx/pzprjs, test/script/norinori.js,
// MIT licence) and the same puzzle in the janko form with its solution.
const (
	pzprURL   = "https://puzz.link/p?norinori/5/5/cag4ocjo\n"
	pzprJanko = "5 5\n- - - - -\n- - - - -\n- - - - -\n- - - - -\n- - - - -\n" +
		"0 0 1 2 2\n1 1 1 2 2\n1 3 3 2 2\n3 3 3 3 3\n4 4 3 3 3\n"
	pzprSolution = "x x - - -\n- - x x -\nx x - - x\n- - - - x\nx x - - -\n"
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
		if want := "5 5\n" + pzprSolution; got != want {
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
	bad := &Solution{Rows: 5, Cols: 5, Shade: append([]bool(nil), good.Shade...)}
	bad.Shade[2] = true // a third shaded cell beside the first domino
	if err := Check(p, bad); err == nil {
		t.Fatal("Check took a bad solution")
	}
}

func TestErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"2 2\n1 1\n", "region grid"},
		{"2 2\n- x\n- -\n1 1\n2 2\n", "t:5:"},
		{"AB\nA\n", "row 2"},
		{`{"rows":2,"cols":2,"regions":[[1,1],[2]]}`, "row 1"},
	} {
		_, err := Parse("t", []byte(c.in), FormatAuto)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.in, err, c.want)
		}
	}
}

// TestPlayMet: the solution meets every region (all 25 cells); region 0
// (cells (0,0) and (0,1)) with its two shaded cells meets alone; a third
// shaded cell beside them meets nothing.
func TestPlayMet(t *testing.T) {
	p, res := solveOne(t, pzprJanko)
	b, err := Kind.(Norinori).Board(p, puzzle.View{Solution: res.First()})
	if err != nil {
		t.Fatal(err)
	}
	v, err := Norinori{}.CheckState(p, b.State())
	if err != nil || v.Status != "solved" || len(v.Met) != 25 {
		t.Fatalf("solution: %v %v met %v", v.Status, err, v.Met)
	}
	two := board.State{Cells: []board.CellState{{Cell: [2]int{0, 0}, Value: "shaded"}, {Cell: [2]int{0, 1}, Value: "shaded"}}}
	if v, _ := (Norinori{}).CheckState(p, two); len(v.Met) != 2 || v.Met[0] != [2]int{0, 0} {
		t.Errorf("region 0 shaded: met %v", v.Met)
	}
	two.Cells = append(two.Cells, board.CellState{Cell: [2]int{1, 0}, Value: "shaded"})
	if v, _ := (Norinori{}).CheckState(p, two); v.Status != "broken" || len(v.Met) != 0 {
		t.Errorf("three touching: %v met %v", v.Status, v.Met)
	}
}
