package kurodoko

import (
	"context"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/puzzle/board"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

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

// TestTathamUnique: every Range ID of testdata/tatham.txt (sgt-range
// --generate 5 at 5x5, 7x7, 9x6, 10x10, 12x8, 13x13) has exactly one
// solution, under the lazy and the distance connectivity.
func TestTathamUnique(t *testing.T) {
	ps := readFile(t, "testdata/tatham.txt")
	if len(ps) != 30 {
		t.Fatalf("%d puzzles, want 30", len(ps))
	}
	settings := []map[string]string{nil, {"connectivity": "distance"}}
	for i, p := range ps {
		st := settings[i%len(settings)]
		r := solveOne(t, p, st, 2)
		if r.Status != puzzle.Solved || r.Count != 1 || !r.Complete {
			t.Errorf("%s (%v): %v, %d solution(s) complete=%v, want exactly one", p.Name, st, r.Status, r.Count, r.Complete)
		}
	}
}

// TestTathamIDs: every Range ID reads and writes back to the same text.
func TestTathamIDs(t *testing.T) {
	data, _ := os.ReadFile("testdata/tatham.txt")
	ids := strings.Fields(string(data))
	for _, id := range ids {
		ps, err := Parse("t", []byte(id), FormatAuto)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		if got, err := TathamID(ps[0]); err != nil || got != id {
			t.Errorf("%s written back as %s (%v)", id, got, err)
		}
	}
	for _, bad := range []string{"3x3:a", "3x3:i1", "3x3:a+", "3x3:j", "3x3:1_2_3_4_5_6_7_8_9_1", "3x3:i0", "0x3:c"} {
		if _, err := Parse("u", []byte(bad), FormatTatham); err == nil || !strings.Contains(err.Error(), "u:1:") {
			t.Errorf("%s: error %v, want a positioned one", bad, err)
		}
	}
}

// brute counts the shadings that pass Check (up to limit).
func brute(p *Puzzle, limit int) int {
	n := p.Rows * p.Cols
	count := 0
	s := &Solution{Rows: p.Rows, Cols: p.Cols, Shaded: make([]bool, n)}
	for m := 0; m < 1<<n && count < limit; m++ {
		for i := range s.Shaded {
			s.Shaded[i] = m>>i&1 == 1
		}
		if Check(p, s) == nil {
			count++
		}
	}
	return count
}

// TestBrute: on random small grids the encoding has as many solutions
// (up to 3) as the checker accepts shadings, in both connectivity
// encodings.
func TestBrute(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	rounds := 300
	if testing.Short() {
		rounds = 80
	}
	for k := 0; k < rounds; k++ {
		rows, cols := 1+r.IntN(4), 1+r.IntN(4)
		p := newPuzzle(rows, cols)
		for i := range p.Nums {
			if r.IntN(3) == 0 {
				p.Nums[i] = 1 + r.IntN(rows+cols-1)
			}
		}
		want := brute(p, 3)
		for _, st := range []map[string]string{nil, {"connectivity": "distance"}} {
			res := solveOne(t, p, st, 3)
			if res.Count != want {
				var b strings.Builder
				_ = writeText(&b, p)
				t.Fatalf("%v: %d solutions, brute force %d:\n%s", st, res.Count, want, b.String())
			}
		}
	}
}

// TestFormatsAgree: one Range puzzle written in every format reads
// back the same numbers.
func TestFormatsAgree(t *testing.T) {
	p := readFile(t, "testdata/tatham.txt")[20]
	for _, f := range Kind.Formats() {
		var b strings.Builder
		if err := f.Write(&b, p); err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		if got := Detect([]byte(b.String())); got.String() != f.Name && f.Name != "text" {
			t.Errorf("%s: detected as %v:\n%s", f.Name, got, b.String())
		}
		qs, err := Parse(f.Name, []byte(b.String()), FormatAuto)
		if err != nil {
			t.Fatalf("%s: %v\n%s", f.Name, err, b.String())
		}
		if q := qs[0]; q.Rows != p.Rows || q.Cols != p.Cols || !equalInts(q.Nums, p.Nums) {
			t.Errorf("%s: read back another puzzle:\n%s", f.Name, b.String())
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestPuzzLink: pzprjs' Number16 body; '.' and 0 refused.
func TestPuzzLink(t *testing.T) {
	ps, err := Parse("u", []byte("https://puzz.link/p?kurodoko/3/2/1g-10ab\n"), FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	want := []int{1, 0, 16, 10, 11, 0}
	if !equalInts(ps[0].Nums, want) {
		t.Errorf("numbers %v, want %v", ps[0].Nums, want)
	}
	u, err := PuzzLinkURL(ps[0])
	if err != nil || u != "https://puzz.link/p?kurodoko/3/2/1g-10abg" {
		t.Errorf("URL %q, %v", u, err)
	}
	for _, bad := range []string{"kurodoko/2/1/1.", "kurodoko/2/1/0g", "hitori/2/1/11"} {
		if _, err := Parse("u", []byte(bad), FormatPuzzLink); err == nil || !strings.Contains(err.Error(), "u:1:") {
			t.Errorf("%s: error %v, want a positioned one", bad, err)
		}
	}
}

// small is a 5x5 Range puzzle and its solution.
func small(t *testing.T) (*Puzzle, *Solution) {
	ps, err := Parse("t", []byte("5x5:c5b8e4e3b7c"), FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	r := solveOne(t, ps[0], nil, 1)
	return ps[0], r.First().(*Solution)
}

// TestPlay: what a player sees go wrong.
func TestPlay(t *testing.T) {
	p, sol := small(t)
	st := func(cells ...board.CellState) board.State { return board.State{Cells: cells} }
	sh := func(i int) board.CellState {
		return board.CellState{Cell: [2]int{i / 5, i % 5}, Value: ValueShaded}
	}
	num := -1 // a numbered cell
	for i, v := range p.Nums {
		if v != 0 {
			num = i
			break
		}
	}
	var solved []board.CellState
	for i, s := range sol.Shaded {
		if s {
			solved = append(solved, sh(i))
		}
	}
	for _, tc := range []struct {
		name string
		st   board.State
		want string
	}{
		{"empty", st(), "playing"},
		{"adjacent", st(sh(12), sh(13)), "broken"},
		{"a shaded number", st(sh(num)), "broken"},
		{"solved", st(solved...), "solved"},
	} {
		v, err := Kind.(puzzle.Player).CheckState(p, tc.st)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if v.Status != tc.want {
			t.Errorf("%s: %s %v, want %s", tc.name, v.Status, v.Problems, tc.want)
		}
	}
	// Met: on the solved board every number sees its count; on the
	// empty board each number sees 9 cells, more than it says.
	nums := 0
	for _, v := range p.Nums {
		if v != 0 {
			nums++
		}
	}
	if v, _ := Kind.(puzzle.Player).CheckState(p, st(solved...)); len(v.Met) != nums {
		t.Errorf("solved: met %v, want all %d numbers", v.Met, nums)
	}
	if v, _ := Kind.(puzzle.Player).CheckState(p, st()); len(v.Met) != 0 {
		t.Errorf("empty board: met %v", v.Met)
	}
	if _, err := Kind.(puzzle.Player).CheckState(p, st(board.CellState{Cell: [2]int{5, 0}, Value: ValueShaded})); err == nil {
		t.Errorf("a cell outside the grid: no error")
	}
}

// TestCheck: the checker names each broken rule.
func TestCheck(t *testing.T) {
	ps, _ := Parse("t", []byte("- 2 -\n\n- - -\n- - -\n- - -\n"), FormatText)
	sol := func(p *Puzzle, cells ...int) *Solution {
		s := &Solution{Rows: p.Rows, Cols: p.Cols, Shaded: make([]bool, p.Rows*p.Cols)}
		for _, i := range cells {
			s.Shaded[i] = true
		}
		return s
	}
	line, grid := ps[0], ps[1]
	for _, tc := range []struct {
		p    *Puzzle
		s    *Solution
		want string
	}{
		{line, sol(line, 0), ""},
		{line, sol(line, 2), ""},
		{line, sol(line, 0, 1), "adjacent"},
		{line, sol(line, 1), "the 2 at (0,1) is shaded"},
		{line, sol(line), "the 2 at (0,1) sees 3 cells"},
		{line, sol(line, 0, 2), "the 2 at (0,1) sees 1 cells"},
		{grid, sol(grid, 1, 3), "not connected"},
		{grid, sol(grid, 1, 6), ""},
	} {
		err := Check(tc.p, tc.s)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%v: %v, want %q", tc.s.Shaded, err, tc.want)
		}
	}
}

// TestPzprjsExample: pzprjs' own kurodoko test puzzle
// (test/script/kurodoko.js: "5/5/i7g5l2l2g4i") reads as its board says
// and has one solution, the one its test accepts.
func TestPzprjsExample(t *testing.T) {
	ps, err := Parse("u", []byte("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i"), FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	want := []int{0, 0, 0, 7, 0, 5, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 2, 0, 4, 0, 0, 0}
	if !equalInts(p.Nums, want) {
		t.Fatalf("numbers %v, want %v", p.Nums, want)
	}
	r := solveOne(t, p, nil, 2)
	if r.Status != puzzle.Solved || r.Count != 1 {
		t.Fatalf("%v, %d solutions", r.Status, r.Count)
	}
	shaded := map[int]bool{1: true, 7: true, 11: true, 14: true, 17: true, 20: true, 24: true}
	for i, s := range r.First().(*Solution).Shaded {
		if s != shaded[i] {
			t.Errorf("cell (%d,%d): shaded %v, pzprjs' answer %v", i/5, i%5, s, shaded[i])
		}
	}
}
