package slitherlink

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

func solveOne(t testing.TB, p *Puzzle, settings map[string]string) *puzzle.Result {
	t.Helper()
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Encode: puzzle.Options{Settings: settings}, Unique: true})
	if err != nil {
		t.Fatalf("%s: %v", p.Name, err)
	}
	return r
}

func mustParse(t testing.TB, s string, f Format) []*Puzzle {
	t.Helper()
	ps, err := Parse("test", []byte(s), f)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestTatham: every Loopy puzzle of testdata/tatham.txt (sizes 5x5 to
// 20x20, difficulties easy to hard) is solved and proved unique, and
// its ID is written back as read.
func TestTatham(t *testing.T) {
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	if Detect(data) != FormatTatham {
		t.Fatalf("detected %v", Detect(data))
	}
	ps := mustParse(t, string(data), FormatTatham)
	if len(ps) != 48 {
		t.Fatalf("%d puzzles, want 48", len(ps))
	}
	for _, p := range ps {
		if testing.Short() && p.Rows > 10 {
			continue
		}
		r := solveOne(t, p, nil)
		if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
			t.Errorf("%s: %s", p.Name, puzzle.StatusLine(r))
		}
		id, err := TathamID(p)
		if err != nil || !strings.HasPrefix(p.Name, strings.TrimSuffix(id, "...")[:min(len(id), 37)]) {
			t.Errorf("%s: written back as %s (%v)", p.Name, id, err)
		}
	}
}

func TestRefuseOtherGrids(t *testing.T) {
	_, err := Parse("x", []byte("7x7t1:abc\n"), FormatTatham)
	var pe *srcpos.Error
	if !errors.As(err, &pe) || !strings.Contains(err.Error(), "triangular") || !strings.Contains(err.Error(), "square grids only") || pe.Col != 4 {
		t.Fatalf("got %v", err)
	}
}

// TestPuzzLink: pzprjs' 4Cell body both ways, a last clue with its
// empty cells past the end included.
func TestPuzzLink(t *testing.T) {
	for _, tc := range []struct{ url, text string }{
		{"https://puzz.link/p?slither/3/2/62a", "1.2\n0..\n"},
		{"https://puzz.link/p?slither/3/3/a.k", "0..\n?..\n...\n"},
		{"https://puzz.link/p?slither/2/2/012d", "01\n23\n"},
		{"https://puzz.link/p?slither/4/1/7c", "2.2."},
	} {
		ps := mustParse(t, tc.url, FormatPuzzLink)
		text := strings.TrimSpace(ClueText(ps[0]))
		if text != strings.TrimSpace(tc.text) {
			t.Errorf("%s: read\n%s\nwant\n%s", tc.url, text, tc.text)
		}
		if u := PuzzLinkURL(ps[0]); u != tc.url {
			t.Errorf("%s: written back as %s", tc.url, u)
		}
	}
}

// TestJankoSolution: the janko output marks the cells inside the loop.
func TestJankoSolution(t *testing.T) {
	p := mustParse(t, "2 3\n3 - -\n- - -\n", FormatJanko)[0]
	r := solveOne(t, p, nil)
	if r.Status != puzzle.Solved {
		t.Fatal(puzzle.StatusLine(r))
	}
	var b bytes.Buffer
	if err := Kind.Render(&b, r, "janko"); err != nil {
		t.Fatal(err)
	}
	s := r.First().(*Solution)
	back := FromInside(2, 3, s.Inside())
	if !(Slitherlink{}).Equal(s, back) {
		t.Errorf("Inside and FromInside disagree:\n%s", b.String())
	}
	if !strings.HasPrefix(b.String(), "2 3\nx ") {
		t.Errorf("janko output:\n%s", b.String())
	}
}

// TestCheck: the checker refuses two loops, a branch, a wrong count.
func TestCheck(t *testing.T) {
	p := NewPuzzle(1, 3)
	two := FromInside(1, 3, []bool{true, false, true})
	if err := Check(p, two); err == nil || !strings.Contains(err.Error(), "more than one loop") {
		t.Errorf("two loops: %v", err)
	}
	one := FromInside(1, 3, []bool{true, true, false})
	if err := Check(p, one); err != nil {
		t.Errorf("one loop: %v", err)
	}
	p.Clues[2] = 2
	if err := Check(p, one); err == nil {
		t.Error("a 2 with one loop edge accepted")
	}
	p.Clues[2] = 3
	if err := Check(p, FromInside(1, 3, []bool{true, true, true})); err != nil {
		t.Errorf("whole row: %v", err)
	}
	if err := Check(p, NewSolution(1, 3)); err == nil {
		t.Error("no loop accepted")
	}
}

// TestPlay: the player's problems and a solved state.
func TestPlay(t *testing.T) {
	p := mustParse(t, "3.\n..\n", FormatText)[0]
	line := func(a, b [2]int) board.LineState { return board.LineState{From: a, To: b} }
	v, err := Slitherlink{}.CheckState(p, board.State{Lines: []board.LineState{
		line([2]int{0, 0}, [2]int{0, 1}), line([2]int{0, 0}, [2]int{1, 0}), line([2]int{0, 1}, [2]int{1, 1}), line([2]int{1, 0}, [2]int{1, 1})}})
	if err != nil || v.Status != "broken" || !strings.Contains(v.Problems[0].Text, "the 3 at (0,0) has 4 lines") {
		t.Fatalf("%+v %v", v, err)
	}
	r := solveOne(t, p, nil)
	b, _ := Slitherlink{}.Board(p, puzzle.View{Solution: r.First()})
	v, err = Slitherlink{}.CheckState(p, b.State())
	if err != nil || v.Status != "solved" {
		t.Fatalf("%+v %v", v, err)
	}
	if _, err := (Slitherlink{}).CheckState(p, board.State{Lines: []board.LineState{line([2]int{0, 0}, [2]int{1, 1})}}); err == nil {
		t.Error("a diagonal accepted")
	}
}

// TestEncodingSize: the clause counts the package doc gives, on a 1x1
// puzzle with a 2 (4 points of degree 2: 2 clauses each; the clue's 8;
// the one at-least-one-edge clause).
func TestEncodingSize(t *testing.T) {
	p := mustParse(t, "2\n", FormatText)[0]
	e, err := Encode(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := e.Formula.NumClauses(); n != 4*2+8+1 {
		t.Errorf("%d clauses", n)
	}
	// An empty 10x10: 8(R-1)(C-1) + 4·2(R-1+C-1) + 4·2 = 800 degree
	// clauses and the at-least-one-edge clause.
	e, err = Encode(NewPuzzle(10, 10), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n, v := e.Formula.NumClauses(), e.Formula.Vars.NumVars(); n != 801 || v != 220 {
		t.Errorf("%d clauses, %d variables", n, v)
	}
	// Each clue k adds C(4,k+1) + C(4,5-k) binomial clauses.
	for k, want := range []int{4, 7, 8, 7, 4} {
		p := NewPuzzle(1, 1)
		p.Clues[0] = k
		e, err := Encode(p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if n := e.Formula.NumClauses() - 9; n != want {
			t.Errorf("clue %d: %d clauses, want %d", k, n, want)
		}
	}
}

func TestLooks(t *testing.T) {
	for _, tc := range []struct {
		in, format string
	}{
		{"5x5t0:3h3a2203c232222a\n", "tatham"}, {"7x7t1:abc\n", "tatham"}, {"https://puzz.link/p?slither/3/2/62a\n", "puzzlink"},
		{`{"puzzle":"slitherlink","rows":1,"cols":1,"clues":["2"]}`, "json"},
		{"7x7:c3lBaBbBeBb1a3l0c\n", ""}, {"3x3:a3c5_8_1e8b4_5d1a9_3f9a6a5b2a6b7a2a7f4_3a2d1_7b6e5_8_4c7a\n", ""}, {"2 2\n1 -\n- -\n", ""},
	} {
		f, ok := (Slitherlink{}).Looks([]byte(tc.in))
		if f != tc.format || ok != (tc.format != "") {
			t.Errorf("%q: %q %v", tc.in, f, ok)
		}
	}
}
