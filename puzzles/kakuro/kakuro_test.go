package kakuro

import (
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/shape/sum"
	"github.com/puzzlesat/puzzlesat/solve"
)

// pzprjs' own test puzzle (github.com/robx/pzprjs, test/script/kakuro.js,
// MIT licence) and its solution (the test's accepted board) in the
// dataset's solution form: pzprjs' 5x5 board plus our row and column of
// outer sums.
const (
	pzprURL      = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3\n"
	pzprSolution = "- - - - - -\n- - 5 3 - -\n- 3 4 1 2 -\n- 1 2 - 1 2\n- - 1 9 3 8\n- - - 8 4 -\n"
	// a small puzzle in the janko form: two solutions (1 2 / 2 1 and
	// 2 1 / 1 2)
	smallJanko = "3 3\n- 3, 3,\n,3 0 0\n,3 0 0\n"
)

func solveOne(t *testing.T, data string, settings map[string]string) (*Puzzle, *puzzle.Result) {
	t.Helper()
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "t", Data: []byte(data)}, "auto")
	if err != nil || len(items) != 1 || items[0].Err != nil {
		t.Fatalf("read: %v %v", err, items)
	}
	res, err := solve.One(t.Context(), Kind, items[0], solve.Options{Unique: true, Encode: puzzle.Options{Settings: settings}})
	if err != nil {
		t.Fatal(err)
	}
	return items[0].Puzzle.(*Puzzle), res
}

func TestPzprjs(t *testing.T) {
	for _, enc := range sum.AllNames() {
		p, res := solveOne(t, pzprURL, map[string]string{"sum": enc})
		if res.Status != puzzle.Solved || res.Unique != puzzle.UniqueYes {
			t.Fatalf("%s: %v %v", enc, res.Status, res.Unique)
		}
		if got, want := JankoSolution(p, res.First().(*Solution)), "6 6\n"+pzprSolution; got != want {
			t.Fatalf("%s: got\n%s want\n%s", enc, got, want)
		}
		u, err := PuzzLinkURL(p)
		if err != nil || u+"\n" != pzprURL {
			t.Fatalf("PuzzLinkURL = %q, %v", u, err)
		}
	}
	// the janko form with the solution reads it as the reference
	ps, err := Parse("t", []byte(pzprURL), FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := writeJanko(&b, ps[0]); err != nil {
		t.Fatal(err)
	}
	qs, err := Parse("t", []byte(b.String()+pzprSolution), FormatAuto)
	if err != nil || len(qs) != 1 || qs[0].ref == nil {
		t.Fatalf("%v %v", err, qs)
	}
	if err := Check(qs[0], qs[0].ref); err != nil {
		t.Fatal(err)
	}
}

func TestCheck(t *testing.T) {
	ps, err := Parse("t", []byte("6 6\n"+strings.Repeat("- - - - - -\n", 0)+pzprJanko()), FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	good := p.ref
	if err := Check(p, good); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ i, d int }{
		{0, 1},   // a digit in a black cell
		{8, 3},   // 3 twice in the run (1,2)-(1,3), and the sums off
		{8, 6},   // the across 8 adds up to 9
		{8, 0},   // a white cell without a digit
		{14, 10}, // not a digit
	} {
		bad := &Solution{Rows: 6, Cols: 6, Grid: append([]int(nil), good.Grid...)}
		bad.Grid[c.i] = c.d
		if err := Check(p, bad); err == nil {
			t.Errorf("cell %d = %d: Check took it", c.i, c.d)
		}
	}
}

// pzprJanko is the pzprjs puzzle in the janko form with its solution.
func pzprJanko() string {
	ps, _ := Parse("t", []byte(pzprURL), FormatAuto)
	var b strings.Builder
	_ = writeJanko(&b, ps[0])
	return strings.TrimPrefix(b.String(), "6 6\n") + pzprSolution
}

func TestSmall(t *testing.T) {
	_, res := solveOne(t, smallJanko, nil)
	if res.Status != puzzle.Solved || res.Unique != puzzle.UniqueNo {
		t.Fatalf("%v %v", res.Status, res.Unique)
	}
	_, res = solveOne(t, "3 3\n- 4, 3,\n,3 0 0\n,4 0 0\n", nil) // 1 2 / 3 1
	if res.Status != puzzle.Solved || res.Unique != puzzle.UniqueYes {
		t.Fatalf("%v %v", res.Status, res.Unique)
	}
	_, res = solveOne(t, "3 3\n- 4, 3,\n,3 0 0\n,5 0 0\n", nil)
	if res.Status == puzzle.Solved {
		t.Fatalf("%v: 4 = a+b, 3 = c+d, a+c = 3, b+d = 5 has a solution?", res.Status)
	}
}

func TestErrors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"2 2\n- 3,\n", "puzzle grid"},
		{"2 2\n- x\n- 0\n", "t:2:3"},
		{"2 2\n- 46,\n- 0\n", "t:2:3"},
		{"2 2\n- 3,\n- -\n", "no white cell below"},
		{"# \\3 .\n# .\n", "row 2"},  // a grid row starting with '#', then a short one
		{"#  3\\\n\\3 x\n", "t:2:4"}, // a bad cell
		{`{"rows":2,"cols":2,"cells":[["-","3,"],["-"]]}`, "row 1"},
		{"https://puzz.link/p?kakuro/2/2/k", "ends after"},
		{"https://puzz.link/p?kakuro/2/2/n", "missing the sum"},
	} {
		_, err := Parse("t", []byte(c.in), FormatAuto)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.in, err, c.want)
		}
	}
}

func TestText(t *testing.T) {
	ps, err := Parse("t", []byte(pzprURL), FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	text := Text(ps[0], nil)
	qs, err := Parse("t", []byte("# a comment\n"+text), FormatAuto)
	if err != nil || len(qs) != 1 {
		t.Fatalf("%v\n%s", err, text)
	}
	if a, b := Text(qs[0], nil), text; a != b {
		t.Fatalf("text reads back as\n%s", a)
	}
}

func TestPlay(t *testing.T) {
	ps, _ := Parse("t", []byte(pzprURL), FormatAuto)
	p := ps[0]
	v, err := Kind.(puzzle.Player).CheckState(p, board.State{Cells: []board.CellState{{Cell: [2]int{1, 2}, Value: "8"}}})
	if err != nil || v.Status != "broken" {
		t.Fatalf("%v %+v", err, v)
	}
	var st board.State
	for i, f := range strings.Fields(pzprSolution) {
		if f != "-" {
			st.Cells = append(st.Cells, board.CellState{Cell: [2]int{i / 6, i % 6}, Value: f})
		}
	}
	v, err = Kind.(puzzle.Player).CheckState(p, st)
	if err != nil || v.Status != "solved" {
		t.Fatalf("%v %+v", err, v)
	}
	// Met: the solution completes every clue cell; without the digits of
	// one run, its clue cell (and only clue cells of its cells' other
	// runs) drop out.
	clues := map[int]bool{}
	for _, run := range p.Runs() {
		if run.At >= 0 {
			clues[run.At] = true
		}
	}
	if len(v.Met) != len(clues) {
		t.Errorf("solution: met %v, want %d clue cells", v.Met, len(clues))
	}
	run := p.Runs()[0]
	var part board.State
	for _, c := range st.Cells {
		if !slices.Contains(run.Cells, c.Cell[0]*6+c.Cell[1]) {
			part.Cells = append(part.Cells, c)
		}
	}
	v, _ = Kind.(puzzle.Player).CheckState(p, part)
	if slices.Contains(v.Met, [2]int{run.At / 6, run.At % 6}) || len(v.Met) >= len(clues) {
		t.Errorf("without run %+v: met %v", run, v.Met)
	}
	if v, _ := Kind.(puzzle.Player).CheckState(p, board.State{}); len(v.Met) != 0 {
		t.Errorf("empty: met %v", v.Met)
	}
}
