package starbattle

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
)

// pzprjs' own test (test/script/starbattle.js): the URL, its regions as
// the file form gives them, and the solution of its last check.
const (
	pzprURL   = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou\n"
	pzprJanko = "6 6 1\n0 0 0 1 1 1\n0 1 1 1 2 2\n0 3 3 4 4 2\n5 5 3 3 4 2\n5 4 4 4 4 2\n5 2 2 2 2 2\n"
	// janko solution form: x a star
	pzprSolution = "- x - - - -\n- - - x - -\n- - - - - x\n- - x - - -\n- - - - x -\nx - - - - -\n"
)

func one(t *testing.T, text string, f Format) *Puzzle {
	t.Helper()
	ps, err := Parse("test", []byte(text), f)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 1 {
		t.Fatalf("%d puzzles", len(ps))
	}
	return ps[0]
}

func TestFormatsAgree(t *testing.T) {
	u := one(t, pzprURL, FormatAuto)
	j := one(t, pzprJanko+pzprSolution, FormatAuto)
	if !samePuzzle(u, j) {
		t.Fatalf("URL and janko differ: %v %v", u.Regions.Of, j.Regions.Of)
	}
	if j.ref == nil {
		t.Fatal("the janko solution grid was not read as the reference")
	}
	if err := Check(j, j.ref); err != nil {
		t.Fatalf("pzprjs' solution: %v", err)
	}
	if got, _ := PuzzLinkURL(j); got+"\n" != pzprURL {
		t.Errorf("PuzzLinkURL = %q", got)
	}
	if Detect([]byte(pzprURL)) != FormatPuzzLink || Detect([]byte(pzprJanko)) != FormatJanko ||
		Detect([]byte("stars 1\nAB\n")) != FormatText || Detect([]byte(`{"rows":1}`)) != FormatJSON {
		t.Error("Detect")
	}
}

func TestSolveUnique(t *testing.T) {
	p := one(t, pzprJanko+pzprSolution, FormatJanko)
	for _, o := range []map[string]string{nil, {"card": "native"}, {"touch": "blocks"}, {"card": "binomial", "touch": "blocks"}, {"card": "totalizer"}, {"card": "cardnet"}} {
		r, err := solve.One(t.Context(), Kind, puzzle.Item{Puzzle: p, Info: p.Info(), Reference: p.ref}, solve.Options{Unique: true, Encode: puzzle.Options{Settings: o}})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes || r.Matches == nil || !*r.Matches {
			t.Fatalf("%v: %s", o, puzzle.StatusLine(r))
		}
		var b bytes.Buffer
		if err := Kind.Render(&b, r, "janko"); err != nil || b.String() != "6 6 1\n"+pzprSolution {
			t.Fatalf("janko output %q, %v", b.String(), err)
		}
	}
}

func TestCheckRejects(t *testing.T) {
	p := one(t, pzprJanko+pzprSolution, FormatJanko)
	s := *p.ref
	s.Star = append([]bool(nil), s.Star...)
	s.Star[0], s.Star[1] = true, false // (0,0) instead of (0,1): column 0 gets two
	if err := Check(p, &s); err == nil {
		t.Fatal("a broken solution passed")
	}
	touch := &Solution{Rows: 2, Cols: 2, Star: []bool{true, false, false, true}}
	q := one(t, "2 2 1\n1 1\n2 2\n", FormatJanko)
	if err := Check(q, touch); err == nil || !strings.Contains(err.Error(), "touch") {
		t.Fatalf("touching stars: %v", err)
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"no stars", "6 6\n1 1\n", `1:1: a Star Battle header is ROWS COLS STARS`},
		{"no regions", "3 3 1\n", `2:1: missing the region grid`},
		{"short regions", "3 3 1\n1 1 2\n1 2 2\n", `the region grid has 2 rows, want 3`},
		{"row", "3 3 1\n1 1 2\n1 2\n3 3 3\n", `3:1: row 2 of the region grid has 2 tokens, want 3`},
		{"split", "3 3 1\n1 2 1\n2 2 2\n3 3 3\n", `2:5: region "1" is not connected`},
		{"too many stars", "3 3 3\n1 1 1\n2 2 2\n3 3 3\n", `3 stars a row cannot fit`},
		{"url", "https://puzz.link/p?starbattle/6/6/1/4ilb!hgdnmhou", `1:42: want a border digit`},
		{"url count", "https://puzz.link/p?starbattle/6/6/x/4ilb", `1:36: the star count`},
		{"url extra", "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhouabc", `text after the borders`},
		{"text", "stars 1\nAB\nA\n", `3:1: row 2 has 1 cells`},
		{"json", `{"rows":2,"cols":2,"stars":1,"regions":[[1,1]]}`, `"regions" has 1 rows, want 2`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("t", []byte(tc.text), FormatAuto)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want %q", err, tc.want)
			}
		})
	}
}

func TestOutsideCells(t *testing.T) {
	// janko.at's Sternenschlacht 3 shape: '@' cells in no region.
	p := one(t, fuzzSeeds[3], FormatJanko)
	e, err := Encode(p, Options{Card: encode.SeqCounter})
	if err != nil || e.Note != "" {
		t.Fatalf("%v %q", err, e.Note)
	}
	var b bytes.Buffer
	if err := writeJanko(&b, p); err != nil || !strings.Contains(b.String(), "@ @ 1 2 3 @ @") {
		t.Fatalf("janko %q %v", b.String(), err)
	}
	if _, err := PuzzLinkURL(p); err == nil {
		t.Error("puzz.link cannot write cells in no region")
	}
}

func TestPlay(t *testing.T) {
	p := one(t, pzprJanko+pzprSolution, FormatJanko)
	b, err := Kind.(StarBattle).Board(p, puzzle.View{Solution: p.ref})
	if err != nil {
		t.Fatal(err)
	}
	st := b.State()
	if len(st.Cells) != 6 {
		t.Fatalf("state of the solution: %v", st.Cells)
	}
	v, err := StarBattle{}.CheckState(p, st)
	if err != nil || v.Status != "solved" {
		t.Fatalf("%v %v", v, err)
	}
	bad := board.State{Cells: []board.CellState{{Cell: [2]int{0, 0}, Value: StarValue}, {Cell: [2]int{1, 1}, Value: StarValue}, {Cell: [2]int{0, 2}, Value: StarValue}}}
	v, err = StarBattle{}.CheckState(p, bad)
	if err != nil || v.Status != "broken" {
		t.Fatalf("%v %v", v, err)
	}
	var texts []string
	for _, pr := range v.Problems {
		texts = append(texts, pr.Text)
	}
	all := strings.Join(texts, "; ")
	for _, w := range []string{"2 stars in row 0, want 1", "touch"} {
		if !strings.Contains(all, w) {
			t.Errorf("problems %q lack %q", all, w)
		}
	}
	facts, err := StarBattle{}.StateFacts(p, board.State{Cells: []board.CellState{{Cell: [2]int{0, 1}, Value: StarValue}, {Cell: [2]int{0, 0}, Value: DotValue}}})
	if err != nil || len(facts) != 2 || string(facts[0]) != `{"cell":[0,0],"star":false}` {
		t.Fatalf("%s %v", facts, err)
	}
}

// TestHashRows: janko.at's '#' (a cell in no region) may start a row of
// the region grid, the first one too; a '#' line elsewhere is a comment.
func TestHashRows(t *testing.T) {
	text := "# a comment\n4 4 1\n# 1 1 1\n# 2 2 2\n3 3 # 4\n3 3 4 4\n# another\n"
	p := one(t, text, FormatJanko)
	if p.Regions.N != 4 || p.Regions.Of[0] != -1 || p.Regions.Of[4] != -1 || p.Regions.Of[10] != -1 {
		t.Fatalf("regions %v", p.Regions.Of)
	}
}

// TestPlayMet: the solution meets every row, column and region (the
// regions as all their cells); one star of it meets its row, its column
// and its region (1 star each); two touching stars meet nothing.
func TestPlayMet(t *testing.T) {
	p := one(t, pzprJanko+pzprSolution, FormatJanko)
	b, err := Kind.(StarBattle).Board(p, puzzle.View{Solution: p.ref})
	if err != nil {
		t.Fatal(err)
	}
	st := b.State()
	v, err := StarBattle{}.CheckState(p, st)
	if err != nil {
		t.Fatal(err)
	}
	inGrid := 0
	for _, rc := range v.Met {
		if rc[0] >= 0 && rc[1] >= 0 {
			inGrid++
		}
	}
	if want := p.Rows + p.Cols + inGrid; len(v.Met) != want || inGrid != p.Rows*p.Cols-outside(p) {
		t.Errorf("solution: met %v", v.Met)
	}
	if p.Stars != 1 {
		t.Fatalf("the one-star checks below need a 1-star puzzle, this has %d", p.Stars)
	}
	one := st.Cells[0]
	v, err = StarBattle{}.CheckState(p, board.State{Cells: []board.CellState{one}})
	if err != nil {
		t.Fatal(err)
	}
	r, c := one.Cell[0], one.Cell[1]
	region := p.Regions.Cells(p.Regions.Of[r*p.Cols+c])
	if !slices.Contains(v.Met, [2]int{r, -1}) || !slices.Contains(v.Met, [2]int{-1, c}) || !slices.Contains(v.Met, one.Cell) || len(v.Met) != 2+len(region) {
		t.Errorf("one star at %v: met %v", one.Cell, v.Met)
	}
	v, _ = StarBattle{}.CheckState(p, board.State{Cells: []board.CellState{{Cell: [2]int{0, 0}, Value: StarValue}, {Cell: [2]int{1, 1}, Value: StarValue}}})
	if v.Status != "broken" || len(v.Met) != 0 {
		t.Errorf("touching stars: %v met %v", v.Status, v.Met)
	}
}

// outside counts the cells in no region.
func outside(p *Puzzle) int {
	n := 0
	for _, k := range p.Regions.Of {
		if k < 0 {
			n++
		}
	}
	return n
}
