package binairo

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// easy6 is Tatham's 6x6:..., an easy Unruly, and its solution.
const (
	easy6    = ".....0\n.0..1.\n..0..1\n.....0\n.00...\n.00...\n"
	easy6Sol = "011010\n101010\n010101\n011010\n100101\n100101\n"
)

func mustOne(t *testing.T, s string, f Format) *Puzzle {
	t.Helper()
	ps, err := Parse("t", []byte(s), f)
	if err != nil || len(ps) != 1 {
		t.Fatalf("Parse(%q): %v (%d puzzles)", s, err, len(ps))
	}
	return ps[0]
}

// Every format reads the same puzzle; each writes it and reads it back.
func TestFormatsAgree(t *testing.T) {
	p := mustOne(t, easy6, FormatText)
	for _, f := range []string{"json", "tatham", "janko", "text"} {
		var b bytes.Buffer
		if err := puzzle.Write(Kind, &b, p, f); err != nil {
			if f == "tatham" {
				continue
			}
			t.Fatal(err)
		}
		q := mustOne(t, b.String(), FormatAuto)
		if !samePuzzle(p, q) {
			t.Errorf("%s: %q reads back differently", f, b.String())
		}
		if got := Detect(b.Bytes()); got.String() != f {
			t.Errorf("%s detected as %v", f, got)
		}
	}
	r := solveOne(t, p, nil, 2)
	if r.Count != 1 || strings.Join(rowStrings(6, 6, r.First().(*Solution).Grid), "\n")+"\n" != easy6Sol {
		t.Errorf("solution %v", r.First())
	}
	// The janko form writes 1 as 1 and 0 as 2.
	if got := JankoSolution(r.First().(*Solution)); !strings.HasPrefix(got, "6 6\n2 1 1 2 1 2\n") {
		t.Errorf("janko solution %q", got)
	}
}

func TestTathamDesc(t *testing.T) {
	// 'a'+k: k empty cells then a 0; 'A'+k: then a 1; 'z' 25 empty; one
	// letter past the grid ends it.
	p := mustOne(t, "6x6:AbCzf", FormatTatham)
	if p.Distinct || p.NumGivens() != 3 || p.At(0, 0) != 1 || p.At(0, 2) != 0 || p.At(0, 5) != 1 {
		t.Errorf("givens %v", p.Givens)
	}
	if id, _ := TathamID(p); id != "6x6:AbCzf" {
		t.Errorf("TathamID %q", id)
	}
	p.Distinct = true
	if id, _ := TathamID(p); id != "6x6u:AbCzf" {
		t.Errorf("TathamID %q", id)
	}
	// Non-square: WxH is columns by rows.
	if p := mustOne(t, "6x8:zx", FormatTatham); p.Rows != 8 || p.Cols != 6 {
		t.Errorf("6x8 is %dx%d", p.Rows, p.Cols)
	}
}

func TestErrors(t *testing.T) {
	for _, tt := range []struct {
		in        string
		f         Format
		line, col int
		msg       string
	}{
		{"8x8:bfFK", FormatTatham, 1, 9, "not enough data"},
		{"8x8:bfFKzzzzzz", FormatTatham, 1, 10, "too much data"},
		{"8x8:bf3", FormatTatham, 1, 7, "unexpected \"3\""},
		{"7x8:a", FormatTatham, 1, 1, "both sides even"},
		{"4x4:a", FormatTatham, 1, 1, "both sides even, 6"},
		{"8x8q:a", FormatTatham, 1, 4, "unexpected \"q\""},
		{"8x8dz:a", FormatTatham, 1, 4, "difficulty"},
		{"8x8#123", FormatTatham, 1, 1, "random seed"},
		{"2 2\n1 3\n- -\n", FormatJanko, 2, 3, "want 1, 2 or -"},
		{"2 2\n1 -\n", FormatJanko, 3, 1, "has 1 rows, want 2"},
		{"100 2\n", FormatJanko, 1, 1, "too large"},
		{"3 2\n1 -\n- -\n- -\n", FormatJanko, 1, 1, "even"},
		{"10\n1x\n", FormatText, 2, 2, "want 0, 1"},
		{"10\n1\n", FormatText, 2, 1, "row 1 has 1 cells, want 2"},
		{"distinct\n", FormatText, 1, 1, "without a grid"},
		{"10\ndistinct\n", FormatText, 2, 1, "before a grid's rows"},
		{"{\"rows\":2,\"givens\":[\"1.\",\"..\"],\"x\":1}", FormatJSON, 1, 32, "unknown field"},
		{"{\"givens\":[\"1.\",\".2\"]}", FormatJSON, 1, 1, "want 0, 1 or '.'"},
		{"{\"givens\":[\"1.\",\"..\"],\"grid\":[\"1.\",\"01\"]}", FormatJSON, 1, 1, "grid: cell (0,1) is empty"},
		{"{\"puzzle\":\"sudoku\",\"givens\":[]}", FormatJSON, 1, 1, "not a binairo"},
		{"\n  {\"givens\": [1]}", FormatJSON, 2, 15, "JSON"},
	} {
		_, err := Parse("t", []byte(tt.in), tt.f)
		var pe *srcpos.Error
		if !errors.As(err, &pe) {
			t.Errorf("%q: %v, want a positioned error", tt.in, err)
			continue
		}
		if pe.Line != tt.line || pe.Col != tt.col || !strings.Contains(pe.Msg, tt.msg) {
			t.Errorf("%q:\n got %d:%d %q\nwant %d:%d ...%s...", tt.in, pe.Line, pe.Col, pe.Msg, tt.line, tt.col, tt.msg)
		}
	}
}

func TestCheck(t *testing.T) {
	p := mustOne(t, "distinct\n....\n....\n....\n....\n", FormatText)
	for _, tt := range []struct{ grid, msg string }{
		{"0011 1100 0110 1001", ""},
		{"0011 1100 0011 1100", "rows 0 and 2 are equal"},
		{"0001 1110 0110 1001", "three 0s in a row in row 0"},
		{"0101 1010 0101 1010", "rows 0 and 2 are equal"},
		{"0110 1001 0110 1001", "rows 0 and 2"},
		{"0011 1100 0110 1110", "three 1s in a row in row 3"},
	} {
		var g []int
		for _, ch := range strings.ReplaceAll(tt.grid, " ", "") {
			g = append(g, int(ch-'0'))
		}
		err := Check(p, &Solution{Rows: 4, Cols: 4, Grid: g})
		if (err == nil) != (tt.msg == "") || err != nil && !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("%s: %v, want %q", tt.grid, err, tt.msg)
		}
	}
	six := mustOne(t, "distinct\n......\n......\n......\n......\n......\n......\n", FormatText)
	var g []int
	for _, ch := range "110100011001100110010011101100001011" {
		g = append(g, int(ch-'0'))
	}
	if err := Check(six, &Solution{Rows: 6, Cols: 6, Grid: g}); err == nil || err.Error() != "columns 0 and 3 are equal" {
		t.Errorf("equal columns: %v", err)
	}
	six.Distinct = false
	if err := Check(six, &Solution{Rows: 6, Cols: 6, Grid: g}); err != nil {
		t.Errorf("equal columns allowed: %v", err)
	}
	q := mustOne(t, "1...\n....\n....\n....\n", FormatText)
	if err := Check(q, &Solution{Rows: 4, Cols: 4, Grid: []int{0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 1, 1, 0, 1, 0}}); err == nil || !strings.Contains(err.Error(), "given") {
		t.Errorf("given broken: %v", err)
	}
	if err := Check(q, &Solution{Rows: 4, Cols: 4, Grid: []int{1, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 1, 0, 1, 1, 0}}); err == nil || !strings.Contains(err.Error(), "column 2 holds 3 1s") {
		t.Errorf("balance broken: %v", err)
	}
}

func TestPlay(t *testing.T) {
	p := mustOne(t, easy6, FormatText)
	cells := func(vals map[[2]int]string) board.State {
		var st board.State
		for c, v := range vals {
			st.Cells = append(st.Cells, board.CellState{Cell: c, Value: v})
		}
		return st
	}
	v, err := Kind.(puzzle.Player).CheckState(p, cells(map[[2]int]string{{0, 3}: "0", {0, 4}: "0"}))
	if err != nil || v.Status != "broken" || !strings.Contains(v.Problems[0].Text, "three 0s in a row") {
		t.Errorf("three: %+v %v", v, err)
	}
	v, _ = Kind.(puzzle.Player).CheckState(p, cells(map[[2]int]string{{0, 5}: "1"}))
	if v.Status != "broken" || !strings.Contains(v.Problems[0].Text, "cannot change") {
		t.Errorf("given: %+v", v)
	}
	v, _ = Kind.(puzzle.Player).CheckState(p, cells(map[[2]int]string{{0, 0}: "0", {0, 1}: "1", {0, 2}: "1"}))
	if v.Status != "playing" {
		t.Errorf("playing: %+v", v)
	}
	v, _ = Kind.(puzzle.Player).CheckState(p, cells(map[[2]int]string{{1, 0}: "1", {1, 2}: "1", {1, 5}: "1"}))
	if v.Status != "broken" || !strings.Contains(v.Problems[0].Text, "more than half") {
		t.Errorf("balance: %+v", v)
	}
	full := map[[2]int]string{}
	for r, row := range strings.Fields(easy6Sol) {
		for c := range row {
			full[[2]int{r, c}] = row[c : c+1]
		}
	}
	v, _ = Kind.(puzzle.Player).CheckState(p, cells(full))
	if v.Status != "solved" {
		t.Errorf("solved: %+v", v)
	}
	facts, err := Kind.(puzzle.StateReader).StateFacts(p, cells(map[[2]int]string{{0, 0}: "0"}))
	if err != nil || len(facts) != p.NumGivens()+1 {
		t.Errorf("state facts: %d, %v", len(facts), err)
	}
	if _, err := Kind.(puzzle.Player).CheckState(p, cells(map[[2]int]string{{0, 0}: "2"})); err == nil {
		t.Error("value 2: want an error")
	}
	if _, err := Kind.(puzzle.Player).CheckState(p, cells(map[[2]int]string{{6, 0}: "1"})); err == nil {
		t.Error("outside: want an error")
	}
}

func lits(ls ...encode.Lit) []encode.Lit { return ls }

func TestFacts(t *testing.T) {
	p := mustOne(t, "distinct\n1.\n..\n", FormatText)
	e, err := Encode(p, Options{Explain: true})
	if err != nil {
		t.Fatal(err)
	}
	fr := Kind.(puzzle.Explainer).Explaining(p, e.Contract())
	got := fr.Say(fr.Group(lits(e.X(0, 0), -e.X(0, 1), e.X(1, 1), -e.X(1, 0))))
	if got != "(0,0), (1,1) are 1; (0,1), (1,0) are 0" {
		t.Errorf("Say: %q", got)
	}
	s, err := fr.Parse([]byte(`{"cells":[[0,1],[1,0]],"digit":0}`))
	if err != nil || s.Text != "(0,1), (1,0) are 0" || len(s.Lits) != 2 || s.Lits[0] != -e.X(0, 1) {
		t.Errorf("Parse: %+v %v", s, err)
	}
	if _, err := fr.Parse([]byte(`{"cell":[2,0],"digit":1}`)); err == nil {
		t.Error("outside: want an error")
	}
	if rs := fr.Rules(); len(rs) != 3 || !strings.HasPrefix(rs[2], "equal rows") {
		t.Errorf("rules %q", rs)
	}
	if f := e.Fact(-e.X(1, 0)); f.Text != "(1,0) is 0" {
		t.Errorf("fact %q", f.Text)
	}
	if len(e.Clues) != 1 || e.Clues[0].Text != "the given 1 at (0,0)" {
		t.Errorf("clues %+v", e.Clues)
	}
}

// A puzzle missing a given: every suggestion is a given of the solution
// in an empty cell, and holds only in solutions with that digit there.
func TestSuggestions(t *testing.T) {
	p := mustOne(t, "......\n.0..1.\n..0..1\n.....0\n.00...\n.00...\n", FormatText)
	r := solveOne(t, p, nil, 2)
	if r.Count != 2 {
		t.Fatalf("%d solutions, want 2", r.Count)
	}
	a, b := r.Solutions[0].(*Solution), r.Solutions[1].(*Solution)
	ss := Kind.(puzzle.Suggester).Suggestions(p, a)
	if len(ss) != 36-p.NumGivens() {
		t.Fatalf("%d suggestions", len(ss))
	}
	fixes := 0
	for _, s := range ss {
		if !s.Holds(a) {
			t.Errorf("%v does not hold in its own solution", s)
		}
		if s.Holds(b) {
			continue
		}
		q := s.Puzzle().(*Puzzle)
		if q.NumGivens() != p.NumGivens()+1 || p.NumGivens() != 9 {
			t.Errorf("suggested puzzle has %d givens", q.NumGivens())
		}
		if solveOne(t, q, nil, 2).Count == 1 {
			fixes++
		}
	}
	if fixes == 0 {
		t.Error("no suggestion makes the puzzle unique")
	}
	if clue, text := ss[0].Words(); clue != "(0,0) = "+fmt.Sprint(a.Grid[0]) || !strings.HasPrefix(text, "the given") {
		t.Errorf("words %q, %q", clue, text)
	}
}
