package akari

import (
	"bytes"
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/format/puzzlink"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// solveOne solves p through the solve loop with gophersat: up to limit
// solutions, each decoded and checked.
func solveOne(t testing.TB, p *Puzzle, settings map[string]string, limit int) *puzzle.Result {
	t.Helper()
	r, err := solve.One(context.Background(), Kind, puzzle.Item{Puzzle: p, Info: p.Info()},
		solve.Options{Solver: solver.Gophersat{}, Encode: puzzle.Options{Settings: settings}, Count: limit})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func readFile(t testing.TB, path string) []*Puzzle {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Parse(path, data, FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// TestTathamUnique: every game ID of testdata/tatham.txt (Tatham's
// generator, 7x7 to 18x10, easy to hard) has exactly one solution, under
// every --amo and --card.
func TestTathamUnique(t *testing.T) {
	ps := readFile(t, "testdata/tatham.txt")
	if len(ps) != 48 {
		t.Fatalf("%d puzzles, want 48", len(ps))
	}
	settings := []map[string]string{nil,
		{"amo": "ladder", "card": "seqcounter"}, {"amo": "commander", "card": "totalizer"}, {"card": "cardnet"}, {"card": "native"}}
	for k, p := range ps {
		for j, s := range settings {
			if testing.Short() && j > 0 && k%4 != 0 {
				continue
			}
			r := solveOne(t, p, s, 2)
			if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
				t.Errorf("%s %v: %s", p.Name, s, puzzle.StatusLine(r))
			}
		}
	}
}

// randomPuzzle is a small random grid: black cells, some numbered with
// a count that may or may not be satisfiable.
func randomPuzzle(rng *rand.Rand, rows, cols int) *Puzzle {
	p := NewPuzzle(rows, cols, make([]int, rows*cols))
	for i := range p.Cells {
		p.Cells[i] = White
		switch rng.IntN(6) {
		case 0:
			p.Cells[i] = Black
		case 1:
			p.Cells[i] = rng.IntN(4)
		}
	}
	return p
}

// bruteCount counts the solutions of p (up to limit) by trying every set
// of lights and asking Check.
func bruteCount(p *Puzzle, limit int) (int, *Solution) {
	var white []int
	for i, v := range p.Cells {
		if v == White {
			white = append(white, i)
		}
	}
	n := 0
	var first *Solution
	for mask := 0; mask < 1<<len(white); mask++ {
		light := make([]bool, len(p.Cells))
		for k, i := range white {
			light[i] = mask>>k&1 == 1
		}
		s := solutionOf(p.Rows, p.Cols, light)
		if Check(p, s) == nil {
			if n == 0 {
				first = s
			}
			if n++; n >= limit {
				break
			}
		}
	}
	return n, first
}

// TestBruteForce: on random small grids the solve loop finds as many
// solutions (up to 3) as trying every set of lights does.
func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	iters := 300
	if testing.Short() {
		iters = 80
	}
	for it := 0; it < iters; it++ {
		p := randomPuzzle(rng, 2+rng.IntN(3), 2+rng.IntN(3))
		want, _ := bruteCount(p, 3)
		r := solveOne(t, p, nil, 3)
		got := len(r.Solutions)
		if r.Status != puzzle.Solved {
			got = 0
		}
		if got != want {
			t.Fatalf("%s: the solve loop finds %d solutions, brute force %d", Text(p, nil), got, want)
		}
	}
}

// TestRoundTrip: random puzzles written in every format read back the same.
func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for it := 0; it < 300; it++ {
		p := randomPuzzle(rng, 1+rng.IntN(12), 1+rng.IntN(30))
		for _, f := range Kind.Formats() {
			var b bytes.Buffer
			if err := f.Write(&b, p); err != nil {
				t.Fatalf("%s: %v", f.Name, err)
			}
			qs, err := Parse("rt", b.Bytes(), FormatAuto)
			if err != nil {
				t.Fatalf("%s writes %q, which reads as: %v", f.Name, b.String(), err)
			}
			if len(qs) != 1 || qs[0].Rows != p.Rows || qs[0].Cols != p.Cols || !slices.Equal(qs[0].Cells, p.Cells) {
				t.Fatalf("%s writes %q, which reads back differently", f.Name, b.String())
			}
		}
	}
}

// TestPuzzLink: pzprjs' 4Cell body, worked by hand from encode4Cell: a
// 1 followed by two empty cells is 'b', one empty cell 'g', '.' a black
// cell, three empty cells 'i', a 0 in the last cell 'a'.
func TestPuzzLink(t *testing.T) {
	p := NewPuzzle(3, 3, []int{1, White, White, White, Black, White, White, White, 0})
	if got := PuzzLinkURL(p); got != "https://puzz.link/p?akari/3/3/bg.ia" {
		t.Errorf("PuzzLinkURL = %s", got)
	}
	for _, u := range []string{"https://puzz.link/p?akari/3/3/bg.ia", "http://pzv.jp/p.html?lightup/3/3/bg.ia", "akari/3/3/bg.ia"} {
		qs, err := Parse("url", []byte(u), FormatAuto)
		if err != nil || len(qs) != 1 || !slices.Equal(qs[0].Cells, p.Cells) {
			t.Errorf("%s: %v", u, err)
		}
	}
	// Random cells survive Encode4Cell and Decode4Cell.
	rng := rand.New(rand.NewPCG(1, 1))
	for it := 0; it < 500; it++ {
		n := 1 + rng.IntN(60)
		cells := make([]int, n)
		for i := range cells {
			cells[i] = []int{puzzlink.Empty, puzzlink.Empty, puzzlink.Empty, puzzlink.Unknown, rng.IntN(5)}[rng.IntN(5)]
		}
		body := Encode4CellURL(1, n, cells)
		g, err := puzzlink.Parse(body)
		if err != nil {
			t.Fatalf("%s: %v", body, err)
		}
		got, _, err := puzzlink.Decode4Cell(g)
		if err != nil || !slices.Equal(got, cells) {
			t.Fatalf("%v -> %s -> %v, %v", cells, body, got, err)
		}
	}
}

// Encode4CellURL is an akari URL of a grid of cells (a test helper).
func Encode4CellURL(rows, cols int, cells []int) string {
	return "akari/" + itoa(cols) + "/" + itoa(rows) + "/" + puzzlink.Encode4Cell(cells)
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestJankoBlock: janko.at's block with the solution's black cells
// written blank, copied and as x: all read as the same lights.
func TestJankoBlock(t *testing.T) {
	const head = "begin\npuzzle akari\nrows 2\ncols 3\nproblem\n- 1 -\nx - -\nsolution\n"
	var sols []*Solution
	for _, s := range []string{"o - -\n- - o\n", "o 1 -\nx - o\n", "o x -\nx - o\n"} {
		ps, err := Parse("block", []byte(head+s+"end\n"), FormatAuto)
		if err != nil {
			t.Fatal(err)
		}
		ref, ok := ps[0].Reference().(*Solution)
		if !ok || Check(ps[0], ref) != nil {
			t.Fatalf("%q: reference %v", s, ps[0].Reference())
		}
		sols = append(sols, ref)
	}
	if !Kind.(puzzle.Comparer).Equal(sols[0], sols[1]) || !Kind.(puzzle.Comparer).Equal(sols[0], sols[2]) {
		t.Error("the three forms differ")
	}
	if JankoSolution(sols[1]) != "2 3\no - -\n- - o\n" {
		t.Errorf("JankoSolution: %q", JankoSolution(sols[1]))
	}
}

func TestParseErrors(t *testing.T) {
	for _, tt := range []struct {
		in        string
		line, col int
		msg       string
	}{
		{"2 2\n- 5\n- -\n", 2, 3, "want - (a white cell)"},
		{"2 2\n- -\n", 3, 1, "has 1 rows, want 2"},
		{"400 2\n", 1, 1, "too large"},
		{"..#\n.7.\n", 2, 2, "want . (a white cell)"},
		{"..#\n..\n", 2, 1, "this row has 2 cells"},
		{"3x3:a3Q", 1, 7, "want a..z"},
		{"3x3:i1", 1, 6, "longer than"},
		{"3x3:a", 1, 6, "covers 1 of the 9"},
		{"3x3:z", 1, 5, "past the end"},
		{"3q3:i", 1, 2, "want Light Up parameters"},
		{"3x3", 1, 1, "want a Light Up game ID"},
		{"https://puzz.link/p?akari/3/3/f", 1, 31, "decode4Cell"},
		{"https://puzz.link/p?akari/2/1/a1", 1, 32, "past the last"},
		{`{"rows":1,"cols":2,"grid":["..."]}`, 1, 1, "row 0 of the grid has 3 cells"},
		{`{"rows":1,"cols":2,"grid":[".."],"lights":[[0,5]]}`, 1, 1, "not a white cell"},
		{"{\n \"rows\":", 2, 9, "JSON"},
		{"begin\nsize 2\nproblem\n- -\n- -\nsolution\no o\n- x\nend\n", 8, 3, "want o (a light) or - (none)"},
		{"begin\nsize 2\nproblem\n- x\n- -\nsolution\n- o\n- -\nend\n", 7, 3, "a light on the black cell"},
		{"begin\nsize 2\n", 1, 1, "without end"},
	} {
		f := FormatAuto
		if strings.HasPrefix(tt.in, "3") {
			f = FormatTatham
		}
		_, err := Parse("e", []byte(tt.in), f)
		var pe *srcpos.Error
		if !errors.As(err, &pe) || pe.Line != tt.line || pe.Col != tt.col || !strings.Contains(pe.Msg, tt.msg) {
			t.Errorf("Parse(%q) = %v, want %d:%d ...%s...", tt.in, err, tt.line, tt.col, tt.msg)
		}
	}
}

// TestNote: a number with more lights than white neighbours says why
// the puzzle has no solution.
func TestNote(t *testing.T) {
	p := NewPuzzle(2, 2, []int{3, White, White, Black})
	r := solveOne(t, p, nil, 1)
	if r.Status != puzzle.Unsatisfiable || !strings.Contains(r.Encoding.Note, "the 3 at (0,0) has only 2 white neighbours") {
		t.Errorf("%s, note %q", puzzle.StatusLine(r), r.Encoding.Note)
	}
}

// TestCheckState: a player's board with two lights in one run, a number
// overfull and a cell nobody can light names each.
func TestCheckState(t *testing.T) {
	p := NewPuzzle(3, 3, []int{White, 1, White, White, White, White, Black, White, White})
	cell := func(r, c int, v string) board.CellState { return board.CellState{Cell: [2]int{r, c}, Value: v} }
	v, err := Akari{}.CheckState(p, board.State{Cells: []board.CellState{cell(0, 0, ValueLight), cell(0, 2, ValueLight),
		cell(1, 0, ValueLight), cell(2, 1, ValueNoLight), cell(2, 2, ValueNoLight), cell(1, 2, ValueNoLight)}})
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, pr := range v.Problems {
		texts = append(texts, pr.Text)
	}
	all := strings.Join(texts, "\n")
	for _, want := range []string{"the lights at (0,0), (1,0) see each other", "the 1 at (0,1) has 2 lights next to it"} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in\n%s", want, all)
		}
	}
	if v.Status != "broken" {
		t.Errorf("status %s", v.Status)
	}
	if _, err := (Akari{}).CheckState(p, board.State{Cells: []board.CellState{cell(0, 1, ValueLight)}}); err == nil {
		t.Error("a light on a black cell: want an error")
	}
	// The unique solution of a 7x7 played is solved.
	ps := readFile(t, "../../examples/akari/tatham7x7.txt")
	r := solveOne(t, ps[0], nil, 1)
	var st board.State
	for _, l := range r.First().(*Solution).Lights {
		st.Cells = append(st.Cells, cell(l[0], l[1], ValueLight))
	}
	if v, err := (Akari{}).CheckState(ps[0], st); err != nil || v.Status != "solved" {
		t.Errorf("the solution played: %+v, %v", v, err)
	}
}
