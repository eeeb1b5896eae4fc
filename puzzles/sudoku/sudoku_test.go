package sudoku

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// solveOne solves p through the one solve loop (package solve) with
// gophersat: up to limit solutions, each decoded and checked.
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

// TestTathamUnique solves every game ID Solo generated: each has exactly
// one solution, which keeps its givens (Check, inside the solve loop).
func TestTathamUnique(t *testing.T) {
	ps := readFile(t, "testdata/tatham/solo.txt")
	if len(ps) < 39 {
		t.Fatalf("%d puzzles, want 39", len(ps))
	}
	for _, p := range ps {
		r := solveOne(t, p, nil, 2)
		if r.Status != puzzle.Solved || r.Count != 1 || !r.Complete {
			t.Errorf("%s: %v, %d solution(s) complete=%v, want exactly one", p.Name, r.Status, r.Count, r.Complete)
		}
	}
}

// TestOptionsAgree solves puzzles under every model and encoding: the
// same unique solution.
func TestOptionsAgree(t *testing.T) {
	ps := readFile(t, "testdata/tatham/solo.txt")
	eo := puzzle.ExactlyOneOptions("", "")
	var combos []map[string]string
	for _, m := range modelNames.List() {
		for _, a := range eo[0].Values {
			combos = append(combos, map[string]string{"model": m, "amo": a})
		}
		for _, c := range eo[1].Values[1:] {
			combos = append(combos, map[string]string{"model": m, "card": c})
		}
	}
	for _, i := range []int{0, 4, 10, 13, 17, 19, 30, 36} {
		p := ps[i]
		var want []int
		for _, s := range combos {
			r := solveOne(t, p, s, 2)
			if r.Count != 1 || !r.Complete {
				t.Fatalf("%s %v: %d solutions, want 1", p.Name, s, r.Count)
			}
			g := r.First().(*Solution).Grid
			if want == nil {
				want = g
			} else if !slices.Equal(g, want) {
				t.Fatalf("%s %v: another solution", p.Name, s)
			}
		}
	}
}

func samePuzzle(a, b *Puzzle) bool {
	return a.N == b.N && a.BoxRows == b.BoxRows && a.BoxCols == b.BoxCols && a.X == b.X &&
		slices.Equal(a.Givens, b.Givens) && slices.Equal(canonRegions(a.Regions), canonRegions(b.Regions))
}

// canonRegions numbers regions in the order of their first cell.
func canonRegions(reg []int) []int {
	id := map[int]int{}
	out := make([]int, len(reg))
	for i, r := range reg {
		k, ok := id[r]
		if !ok {
			k = len(id)
			id[r] = k
		}
		out[i] = k
	}
	return out
}

// TestRoundTrip writes every puzzle of the Tatham set in every format
// that can express it, reads it back (detected) and compares.
func TestRoundTrip(t *testing.T) {
	ps := readFile(t, "testdata/tatham/solo.txt")
	counts := map[string]int{}
	for _, p := range ps {
		for _, f := range Kind.Formats() {
			var b bytes.Buffer
			if err := f.Write(&b, p); err != nil {
				continue // a format that cannot express p says why
			}
			counts[f.Name]++
			qs, err := Parse("rt", b.Bytes(), FormatAuto)
			if err != nil {
				t.Fatalf("%s as %s:\n%s\n%v", p.Name, f.Name, b.String(), err)
			}
			if Detect(b.Bytes()).String() != f.Name {
				t.Errorf("%s as %s detected as %v", p.Name, f.Name, Detect(b.Bytes()))
			}
			if len(qs) != 1 || !samePuzzle(p, qs[0]) {
				t.Errorf("%s as %s reads back differently:\n%s", p.Name, f.Name, b.String())
			}
		}
		if id := TathamID(p); id != p.Name {
			t.Errorf("TathamID = %s, want Solo's %s", id, p.Name)
		}
	}
	for _, f := range []string{"json", "tatham", "janko", "text", "puzzlink"} {
		if counts[f] == 0 {
			t.Errorf("format %s wrote no puzzle", f)
		}
	}
}

// TestReadForms reads small inputs of each format.
func TestReadForms(t *testing.T) {
	const grid4 = "1 . | . 4\n. . | 1 .\n----+----\n. 1 | . .\n4 . | . 1\n"
	cases := []struct {
		name, in string
		f        Format
		givens   int
		n        int
		jigsaw   bool
	}{
		{"text", "1..4\n..1.\n.1..\n4..1\n", FormatText, 6, 4, false},
		{"text separators", grid4, FormatText, 6, 4, false},
		{"text tokens 16", strings.Repeat(strings.TrimSpace(strings.Repeat("16 ", 1)+strings.Repeat(" .", 15))+"\n", 1) + strings.Repeat(strings.TrimSpace(strings.Repeat(". ", 16))+"\n", 15), FormatText, 1, 16, false},
		{"one line", "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n", FormatText, 30, 9, false},
		{"janko", "4 4\n1 - - 4\n- - 1 -\n- 1 - -\n4 - - 1\n", FormatJanko, 6, 4, false},
		{"janko jigsaw", "4 4\n- - 4 3\n- - - 1\n- 2 - -\n- - - -\n1 1 1 3\n1 3 3 3\n2 2 4 4\n2 2 4 4\n", FormatJanko, 4, 4, true},
		{"puzzlink", "https://puzz.link/p?sudoku/4/4/1h4h1h1h4h1\n", FormatPuzzLink, 6, 4, false},
		{"puzzlink 16", "https://puzz.link/p?sudoku/16/16/-10zzzzzzzzzzzo\n", FormatPuzzLink, 1, 16, false},
		{"tatham", "2x2:a4a3b2b2b3a4a\n", FormatTatham, 6, 4, false},
		{"json", `{"size":4,"givens":[[1,0,0,4],[0,0,1,0],[0,1,0,0],[4,0,0,1]]}`, FormatJSON, 6, 4, false},
		{"json stream", `{"size":4,"givens":[[1,0,0,4],[0,0,1,0],[0,1,0,0],[4,0,0,1]]}` + "\n" + `{"grid":[[1,0,0,4],[0,0,1,0],[0,1,0,0],[4,0,0,1]]}`, FormatJSON, 6, 4, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Detect([]byte(c.in)); got != c.f {
				t.Errorf("Detect = %v, want %v", got, c.f)
			}
			ps, err := Parse("in", []byte(c.in), FormatAuto)
			if err != nil {
				t.Fatal(err)
			}
			p := ps[0]
			if p.N != c.n || p.NumGivens() != c.givens || p.Jigsaw() != c.jigsaw {
				t.Errorf("read %s, %d givens, jigsaw %v", p.Info().Summary, p.NumGivens(), p.Jigsaw())
			}
		})
	}
}

// TestParseErrors checks the positioned errors.
func TestParseErrors(t *testing.T) {
	cases := []struct{ in, want string }{
		{"3x3:a3c5\n", `in:1:9: not enough data to fill the 9x9 grid (6 cells of 81)`},
		{"3x3:a3c5%\n", `in:1:9: unexpected "%" in the grid description (at "%")`},
		{"2x2:a5o\n", `in:1:6: digit 5 is out of range (1 to 4) (at "5o")`},
		{"3x3k:a\n", `in:1:4: killer sudoku is not supported (at "k")`},
		{"4j:f4_2_4_1f\n", `in:1:13: a jigsaw game ID needs ',' and the block structure after the grid`},
		{"4j:f4_2_4_1f,b_a_ab\n", `in:1:20: not enough data in the block structure (12 edges of 25)`},
		{"1..4\n..1.\n.1.\n4..1\n", `in:3:1: row 2 has 3 cells, want 4 (as many as the grid's rows) (at ".1.")`},
		{"1..4\n..1.\n.1.5\n4..1\n", `in:3:4: digit 5 is out of range (1 to 4) (at "5")`},
		{"1..4\n..1.\n.1.*\n4..1\n", `in:3:4: want a digit (1-9, A-Z for 10 on), or '.', '0' or '-' for an empty cell (at "*")`},
		{"4 4\n1 - - 4\n- - 1 -\n- 1 x -\n4 - - 1\n", `in:4:5: want a digit 1 to 4, or '-' for an empty cell (at "x")`},
		{"5 5\n- - - - -\n- - - - -\n- - - - -\n- - - - -\n- - - - -\n", `in:1:1: a 5x5 grid has no box shape: give its regions (N rows of labels after the grid) (at "5 5")`},
		{"https://puzz.link/p?sudoku/4/4/1h4h1h1h4h5\n", `in:1:42: digit 5 is out of range (1 to 4) (at "5")`},
		{"https://puzz.link/p?sudoku/5/5/1\n", `in:1:28: pzprjs draws no boxes in a 5x5 sudoku (sizes 4, 6, 9, 16, 25) (at "5/5")`},
		{`{"size":4,"givens":[[1,0,0,4],[0,0,1,0],[0,1,0,0]]}`, `in:1:1: givens has 3 rows, want 4 (at "{")`},
		{"{\"size\":4,\n\"givens\":[[1,0,0,4],[0,0,1,0],[0,1,0,0],[4,0,0,\"a\"]]}", `in:2:48: JSON: cannot unmarshal string into Go struct field`},
		{`{"size":4,"given":[]}`, `in:1:11: JSON: unknown field "given" (at "\"given\"")`},
	}
	for _, c := range cases {
		_, err := Parse("in", []byte(c.in), FormatAuto)
		var pe *srcpos.Error
		if !errors.As(err, &pe) {
			t.Errorf("%q: %v, want a positioned error", c.in, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q:\n got %s\nwant %s", c.in, err, c.want)
		}
	}
}

// TestClash: two equal givens in a unit are unsatisfiable, with the
// reason.
func TestClash(t *testing.T) {
	ps, err := Parse("in", []byte("1..1\n....\n....\n....\n"), FormatText)
	if err != nil {
		t.Fatal(err)
	}
	r := solveOne(t, ps[0], nil, 1)
	if r.Status != puzzle.Unsatisfiable || !strings.Contains(r.Encoding.Note, "row 0") {
		t.Errorf("%v, note %q", r.Status, r.Encoding.Note)
	}
}

// bruteCount counts the solutions of a small puzzle by backtracking,
// with its own rule test (rows, columns, regions, diagonals), up to limit.
func bruteCount(p *Puzzle, limit int) int {
	n := p.N
	g := append([]int(nil), p.Givens...)
	ok := func(i, d int) bool {
		r, c := i/n, i%n
		for j := 0; j < n*n; j++ {
			if j == i || g[j] != d {
				continue
			}
			rj, cj := j/n, j%n
			if rj == r || cj == c || p.Regions[j] == p.Regions[i] ||
				(p.X && rj == cj && r == c) || (p.X && rj+cj == n-1 && r+c == n-1) {
				return false
			}
		}
		return true
	}
	// The givens must agree among themselves.
	for i, d := range g {
		if d != 0 && !ok(i, d) {
			return 0
		}
	}
	count := 0
	var rec func(i int)
	rec = func(i int) {
		if count >= limit {
			return
		}
		if i == n*n {
			count++
			return
		}
		if g[i] != 0 {
			rec(i + 1)
			return
		}
		for d := 1; d <= n; d++ {
			if ok(i, d) {
				g[i] = d
				rec(i + 1)
				g[i] = 0
			}
		}
	}
	rec(0)
	return count
}

// TestBruteForce compares solution counts with backtracking on random
// 4x4 and 6x6 puzzles (classic, X, jigsaw).
func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	jig := readFile(t, "testdata/tatham/solo.txt")
	var shapes []*Puzzle
	for _, p := range jig {
		if p.N <= 6 {
			shapes = append(shapes, p)
		}
	}
	trials := 300
	if testing.Short() {
		trials = 60
	}
	for k := 0; k < trials; k++ {
		base := shapes[rng.IntN(len(shapes))]
		p := &Puzzle{N: base.N, BoxRows: base.BoxRows, BoxCols: base.BoxCols, Regions: base.Regions, X: rng.IntN(3) == 0, Givens: make([]int, base.N*base.N)}
		for i := range p.Givens {
			if rng.IntN(4) == 0 {
				p.Givens[i] = 1 + rng.IntN(p.N)
			}
		}
		want := bruteCount(p, 5)
		r := solveOne(t, p, nil, 5)
		if r.Count != want {
			t.Fatalf("%s (%s): SAT counts %d, backtracking %d", TathamID(p), p.Variant(), r.Count, want)
		}
	}
}

// TestCheckRejects: Check refuses broken grids, naming the rule.
func TestCheckRejects(t *testing.T) {
	ps, _ := Parse("in", []byte("2x2:a4a3b2b2b3a4a\n"), FormatTatham)
	p := ps[0]
	good := solveOne(t, p, nil, 1).First().(*Solution)
	if err := Check(p, good); err != nil {
		t.Fatal(err)
	}
	mod := func(fn func(g []int)) *Solution {
		s := &Solution{N: 4, Grid: append([]int(nil), good.Grid...)}
		fn(s.Grid)
		return s
	}
	cases := []struct {
		s    *Solution
		want string
	}{
		{nil, "no solution"},
		{mod(func(g []int) { g[0] = 0 }), "cell (0,0) holds 0"},
		{mod(func(g []int) { g[1] = 9 }), "cell (0,1) holds 9"},
		{mod(func(g []int) { g[1], g[0] = g[0], g[1] }), "but 4 is given"},
		{mod(func(g []int) { g[4], g[5] = g[5], g[4] }), "twice in column"},
		{mod(func(g []int) { g[0] = g[2] }), "twice in row 0"},
		{&Solution{N: 3, Grid: make([]int, 9)}, "the solution is 3x3"},
	}
	for _, c := range cases {
		err := Check(p, c.s)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Check = %v, want %q", err, c.want)
		}
	}
	// A region broken while rows and columns hold: swap two 2x2 columns
	// pairs so that boxes break (4x4 Latin square that is no sudoku).
	latin := &Solution{N: 4, Grid: []int{1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2, 4, 1, 2, 3}}
	empty := newPuzzle(2, 2)
	if err := Check(empty, latin); err == nil || !strings.Contains(err.Error(), "region") {
		t.Errorf("Check of a Latin square = %v, want a region error", err)
	}
}

// TestGolden compares the text, JSON and janko outputs and every
// format's writing of a few puzzles with testdata/golden.
func TestGolden(t *testing.T) {
	ps := readFile(t, "testdata/tatham/solo.txt")
	for _, i := range []int{3, 9, 15, 27} {
		p := ps[i]
		r := solveOne(t, p, nil, 2)
		r.Stats = puzzle.Stats{Solver: "gophersat"}
		var b bytes.Buffer
		for _, f := range puzzle.OutputFormats(Kind) {
			fmt.Fprintf(&b, "== output %s\n", f)
			if err := Kind.Render(&b, r, f); err != nil {
				t.Fatal(err)
			}
		}
		for _, f := range Kind.Formats() {
			fmt.Fprintf(&b, "== format %s\n", f.Name)
			if err := f.Write(&b, p); err != nil {
				fmt.Fprintf(&b, "error: %v\n", err)
			}
		}
		name := filepath.Join("testdata/golden", fmt.Sprintf("%s.txt", strings.NewReplacer(":", "_", ",", "_").Replace(p.Name[:min(len(p.Name), 12)])))
		if *update {
			if err := os.WriteFile(name, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(name)
		if err != nil {
			t.Fatalf("%v (run go test -run Golden -update)", err)
		}
		if !bytes.Equal(b.Bytes(), want) {
			t.Errorf("%s differs:\n%s", name, b.String())
		}
	}
}

// TestJSONReadBack: the JSON output reads back as the same puzzle, with
// the solution as its reference.
func TestJSONReadBack(t *testing.T) {
	ps := readFile(t, "testdata/tatham/solo.txt")
	for _, p := range ps {
		r := solveOne(t, p, nil, 1)
		var b bytes.Buffer
		if err := Kind.Render(&b, r, "json"); err != nil {
			t.Fatal(err)
		}
		items, err := puzzle.ReadAll(Kind, puzzle.Source{Name: "out", Data: b.Bytes()}, "auto")
		if err != nil {
			t.Fatalf("%s: %v\n%s", p.Name, err, b.String())
		}
		q := items[0].Puzzle.(*Puzzle)
		ref, _ := items[0].Reference.(*Solution)
		if !samePuzzle(p, q) || ref == nil || !Kind.(puzzle.Comparer).Equal(ref, r.First()) {
			t.Errorf("%s: the JSON output reads back differently", p.Name)
		}
	}
}
