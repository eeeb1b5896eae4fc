package suguru

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
)

// pzprjs' own test puzzle (github.com/robx/pzprjs, test/script/suguru.js,
// MIT licence) and its solution (the test's accepted board).
const (
	pzprURL      = "https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g\n"
	pzprSolution = "3 2 1 2 1\n1 4 5 3 4\n5 2 1 2 1\n3 4 5 4 3\n2 1 3 2 1\n"
	// a small puzzle made by hand in the janko form, with its solution
	smallJanko = "2 3\n- - -\n- - -\n1 1 2\n1 1 2\n"
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
	p, res := solveOne(t, pzprURL)
	if res.Status != puzzle.Solved || res.Unique != puzzle.UniqueYes {
		t.Fatalf("%v %v", res.Status, res.Unique)
	}
	if got, want := JankoSolution(p, res.First().(*Solution)), "5 5\n"+pzprSolution; got != want {
		t.Fatalf("got\n%s want\n%s", got, want)
	}
	u, _ := PuzzLinkURL(p)
	if u+"\n" != pzprURL {
		t.Fatalf("PuzzLinkURL = %q", u)
	}
	// the janko form with the solution reads it as the reference
	var b strings.Builder
	if err := writeJanko(&b, p); err != nil {
		t.Fatal(err)
	}
	ps, err := Parse("t", []byte(b.String()+pzprSolution), FormatAuto)
	if err != nil || len(ps) != 1 || ps[0].ref == nil {
		t.Fatalf("%v %v", err, ps)
	}
	if err := Check(ps[0], ps[0].ref); err != nil {
		t.Fatal(err)
	}
}

func TestCheck(t *testing.T) {
	ps, err := Parse("t", []byte(pzprURL), FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	good := &Solution{Rows: 5, Cols: 5}
	for _, f := range strings.Fields(pzprSolution) {
		good.Grid = append(good.Grid, int(f[0]-'0'))
	}
	if err := Check(p, good); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		i, d int
		want string
	}{
		{0, 4, "given"},   // the given 3 changed
		{1, 3, "touch"},   // beside (0,0)'s 3... and twice in its region
		{4, 9, "outside"}, // larger than its region
		{24, 2, "twice"},  // a region holding 2 twice
	} {
		bad := &Solution{Rows: 5, Cols: 5, Grid: append([]int(nil), good.Grid...)}
		bad.Grid[c.i] = c.d
		if err := Check(p, bad); err == nil {
			t.Errorf("cell %d = %d: Check took it", c.i, c.d)
		}
	}
}

func TestSmall(t *testing.T) {
	_, res := solveOne(t, smallJanko)
	if res.Status != puzzle.Solved || res.Unique != puzzle.UniqueNo {
		t.Fatalf("%v %v", res.Status, res.Unique)
	}
}

func TestErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"2 2\n- -\n- -\n1 1\n", "region grid"},
		{"2 2\n- x\n- -\n1 1\n2 2\n", "t:2:3"},
		{"2 2\n- 3\n- -\n1 1\n2 2\n", ""}, // reads; unsatisfiable (Note)
		{"A1 A.\nA.\n", "row 2"},
		{"A1 A?\n", "t:1:4"},
		{`{"rows":2,"cols":2,"regions":[[1,1],[2]]}`, "row 1"},
		{"https://puzz.link/p?suguru/2/2/00j4", "empty cells"},
	} {
		_, err := Parse("t", []byte(c.in), FormatAuto)
		if c.want == "" {
			if err != nil {
				t.Errorf("%q: %v", c.in, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.in, err, c.want)
		}
	}
}

func TestPlay(t *testing.T) {
	ps, _ := Parse("t", []byte(pzprURL), FormatAuto)
	p := ps[0]
	v, err := Kind.(puzzle.Player).CheckState(p, board.State{Cells: []board.CellState{{Cell: [2]int{0, 1}, Value: "3"}}})
	if err != nil || v.Status != "broken" {
		t.Fatalf("%v %+v", err, v)
	}
	var st board.State
	for i, f := range strings.Fields(pzprSolution) {
		st.Cells = append(st.Cells, board.CellState{Cell: [2]int{i / 5, i % 5}, Value: f})
	}
	v, err = Kind.(puzzle.Player).CheckState(p, st)
	if err != nil || v.Status != "solved" {
		t.Fatalf("%v %+v", err, v)
	}
}
