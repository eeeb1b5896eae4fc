package yajilin

import (
	"context"
	"errors"
	"fmt"
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

// TestSmall: a 4x4 with one arrow: the solutions all pass Check, the
// arrow's count holds, and the janko solution has the dataset's tokens.
func TestSmall(t *testing.T) {
	ps, err := Parse("t", []byte("4 4\n- - - -\n- 1s - -\n- - - -\n- - - x\n"), FormatJanko)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	r := solveOne(t, p, nil)
	if r.Status != puzzle.Solved {
		t.Fatal(puzzle.StatusLine(r))
	}
	s := r.First().(*Solution)
	if err := Check(p, s); err != nil {
		t.Fatal(err)
	}
	js := JankoSolution(s)
	toks := strings.Fields(js)[2:]
	if toks[5] != "-" || toks[15] != "-" {
		t.Errorf("clue cells not '-':\n%s", js)
	}
	for _, tok := range toks {
		switch tok {
		case "x", "-", "ns", "ew", "ne", "nw", "se", "sw":
		default:
			t.Fatalf("token %q", tok)
		}
	}
	if s.Shaded[9] == s.Shaded[13] {
		t.Errorf("the arrow does not see exactly one shaded cell:\n%s", js)
	}
}

// TestCheckRules: Check refuses each broken rule.
func TestCheckRules(t *testing.T) {
	p := NewPuzzle(2, 3)
	p.Cells[2] = Cell{Clue: true, Dir: South, N: 1}
	// The loop round (0,0),(0,1),(1,1),(1,0); (1,2) shaded: the arrow
	// at (0,2) sees it.
	good := NewSolution(2, 3)
	for _, e := range [][2][2]int{{{0, 0}, {0, 1}}, {{0, 1}, {1, 1}}, {{1, 1}, {1, 0}}, {{1, 0}, {0, 0}}} {
		k, _ := p.EdgeBetween(e[0], e[1])
		good.SetEdge(k, true)
	}
	good.Shaded[5] = true
	if err := Check(p, good); err != nil {
		t.Fatalf("good: %v", err)
	}
	bad := NewSolution(2, 3)
	copy(bad.H, good.H)
	copy(bad.V, good.V)
	if err := Check(p, bad); err == nil || !strings.Contains(err.Error(), "has 0 lines") {
		t.Errorf("unshaded cell off the loop: %v", err)
	}
	p.Cells[2].N = 0
	if err := Check(p, good); err == nil || !strings.Contains(err.Error(), "sees 1 shaded") {
		t.Errorf("arrow count: %v", err)
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		in        string
		line, col int
	}{{"3 3\n- - -\n- 2q -\n- - -\n", 3, 3}, {"- 1s\n- x y\n", 2, 5}} {
		_, err := Parse("x", []byte(tc.in), Detect([]byte(tc.in)))
		var pe *srcpos.Error
		if !errors.As(err, &pe) || pe.Line != tc.line || pe.Col != tc.col {
			t.Errorf("%q: %v, want %d:%d", tc.in, err, tc.line, tc.col)
		}
	}
}

// FuzzParse: every reader returns valid puzzles or a positioned error.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"4 4\n- - - -\n- 1s - -\n- - - -\n- - - x\n", "- 2e\n@ -\n", `{"rows":2,"cols":2,"grid":[["-","1s"],["-","-"]]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []Format{FormatJSON, FormatJanko, FormatText} {
			ps, err := Parse("fuzz", data, fm)
			if err != nil {
				var pe *srcpos.Error
				if !errors.As(err, &pe) {
					t.Fatalf("%v: not a positioned error: %v", fm, err)
				}
				continue
			}
			for _, p := range ps {
				if err := p.Validate(); err != nil {
					t.Fatalf("%v: invalid puzzle: %v", fm, err)
				}
			}
		}
	})
}

// TestPuzzLinkPzprjs: pzprjs' own Yajilin test URL (test/script/
// yajilin.js, "5/5/m32j10") reads as a 2 pointing west at (2,3) and a 0
// pointing north at (4,4), has one solution, and writes back the same.
func TestPuzzLinkPzprjs(t *testing.T) {
	const url = "https://puzz.link/p?yajilin/5/5/m32j10"
	if Detect([]byte(url)) != FormatPuzzLink {
		t.Fatal("not detected as a puzz.link URL")
	}
	ps, err := Parse("t", []byte(url), FormatPuzzLink)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	if p.Rows != 5 || p.Cols != 5 || p.NumClues() != 2 || p.At(2, 3) != (Cell{Clue: true, Dir: West, N: 2}) || p.At(4, 4) != (Cell{Clue: true, Dir: North, N: 0}) {
		t.Fatalf("read %+v", p.Cells)
	}
	if got := PuzzLinkURL(p); got != url {
		t.Errorf("wrote %s", got)
	}
	r := solveOne(t, p, nil)
	if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
		t.Errorf("%s", puzzle.StatusLine(r))
	}
	// A blank clue cell is "0."; the flag b is a drawing style; yajirin
	// is pzprjs' alias.
	ps, err = Parse("t", []byte("https://puzz.link/p?yajirin/b/3/2/0.a41"), FormatPuzzLink)
	if err != nil {
		t.Fatal(err)
	}
	if c := ps[0].At(0, 0); !c.Clue || c.N != -1 {
		t.Errorf("0. read as %+v", c)
	}
	if c := ps[0].At(0, 2); c != (Cell{Clue: true, Dir: East, N: 1}) {
		t.Errorf("41 read as %+v", c)
	}
	if got := PuzzLinkURL(ps[0]); got != "https://puzz.link/p?yajilin/3/2/0.a41c" {
		t.Errorf("wrote %s", got)
	}
}

// TestPuzzLinkErrors: what pzprjs reads leniently or yajilin does not
// define is a positioned error.
func TestPuzzLinkErrors(t *testing.T) {
	for _, tc := range []struct {
		in   string
		col  int
		text string
	}{
		{"https://puzz.link/p?yajilin/5/5/m02j10", 34, "02"},     // no arrow
		{"https://puzz.link/p?yajilin/o/5/5/m32", 21, "yajilin"}, // the "outside" variant
		{"https://puzz.link/p?yajilin/5/5/m3Gj10", 34, "3G"},
		{"https://puzz.link/p?yajilin/2/2/d10", 34, "10"}, // text after the last cell
		{"https://puzz.link/p?yajilin/5/5/+", 33, "+"},
	} {
		_, err := Parse("t", []byte(tc.in), FormatPuzzLink)
		var se *srcpos.Error
		if !errors.As(err, &se) || se.Col != tc.col || se.Text != tc.text {
			t.Errorf("%s: %v, want column %d %q", tc.in, err, tc.col, tc.text)
		}
	}
}

// TestPlayMet: an arrow is met when it sees as many shaded cells as it
// says.
func TestPlayMet(t *testing.T) {
	ps, err := Parse("t", []byte("4 4\n- - - -\n- 1s - -\n- - - -\n- - - x\n"), FormatJanko)
	if err != nil {
		t.Fatal(err)
	}
	sh := func(r, c int) board.CellState { return board.CellState{Cell: [2]int{r, c}, Value: "shaded"} }
	for _, tc := range []struct {
		name string
		st   []board.CellState
		want string
	}{
		{"empty", nil, "[]"},
		{"met", []board.CellState{sh(2, 1)}, "[[1 1]]"},
		{"too many", []board.CellState{sh(2, 1), sh(3, 1)}, "[]"},
		{"elsewhere", []board.CellState{sh(2, 2)}, "[]"},
	} {
		v, err := Yajilin{}.CheckState(ps[0], board.State{Cells: tc.st})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := fmt.Sprint(v.Met); got != tc.want {
			t.Errorf("%s: met %s, want %s", tc.name, got, tc.want)
		}
	}
}
