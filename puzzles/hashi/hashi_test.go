package hashi

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/encode"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
)

// allOptions is every cardinality encoding x connectivity mode, with and
// without forcing and deductions.
func allOptions() []Options {
	out := []Options{{Order: true}, {Order: true, Connectivity: Eager}, {Order: true, NoForcing: true}, {Order: true, Deductions: true, Connectivity: Eager}}
	for _, c := range encode.CardEncodings() {
		for _, conn := range []Connectivity{Lazy, Eager} {
			out = append(out,
				Options{Card: c, Connectivity: conn},
				Options{Card: c, Connectivity: conn, NoForcing: true},
				Options{Card: c, Connectivity: conn, Deductions: true},
			)
		}
	}
	return out
}

func mustParse(t testing.TB, input string) *Puzzle {
	t.Helper()
	ps, err := Parse("test", []byte(input), Auto)
	if err != nil {
		t.Fatalf("parse %q: %v", input, err)
	}
	if len(ps) != 1 {
		t.Fatalf("parse %q: %d puzzles", input, len(ps))
	}
	return ps[0]
}

// bruteCount counts the solutions of a tiny puzzle by trying every
// assignment of 0..M bridges to every pair of islands that see each other,
// and asking Check. The pairs are found here by scanning the grid, not with
// the encoder's code.
func bruteCount(p *Puzzle) int {
	at := map[[2]int]int{}
	for _, is := range p.Islands {
		at[[2]int{is.Row, is.Col}] = is.Clue
	}
	var pairs [][2][2]int
	for _, is := range p.Islands {
		for _, d := range [][2]int{{0, 1}, {1, 0}} {
			r, c := is.Row+d[0], is.Col+d[1]
			for r < p.Height && c < p.Width {
				if _, ok := at[[2]int{r, c}]; ok {
					pairs = append(pairs, [2][2]int{{is.Row, is.Col}, {r, c}})
					break
				}
				r, c = r+d[0], c+d[1]
			}
		}
	}
	count := 0
	val := make([]int, len(pairs))
	var rec func(i int)
	rec = func(i int) {
		if i == len(pairs) {
			s := &Solution{}
			for j, v := range val {
				if v > 0 {
					s.Bridges = append(s.Bridges, Bridge{From: pairs[j][0], To: pairs[j][1], Count: v})
				}
			}
			sortBridges(s.Bridges)
			if Check(p, s) == nil {
				count++
			}
			return
		}
		for v := 0; v <= p.MaxBridges; v++ {
			val[i] = v
			rec(i + 1)
		}
	}
	rec(0)
	return count
}

// smallPuzzles are written for these tests; want is the exact number of
// solutions (checked by brute force too).
var smallPuzzles = []struct {
	name, input string
	want        int
}{
	{"all-2s 4-cycle (seed)", "3x3m2:2a2c2a2", 1},
	{"two 2-2 squares joined by one candidate edge", "2.2....\n.......\n2.2.2.2\n.......\n....2.2\n", 0},
	{"two separate 2-2 squares", "2.2...\n......\n2.2...\n...2.2\n......\n...2.2\n", 0},
	{"seed rule 3 example A-B-C, B-D, D-E", "1.3.1\n.....\n1.2..\n", 1},
	{"two islands double bridge", "2..2\n", 1},
	{"two 1s", "1.1\n", 1},
	{"adjacent islands (CLLV zero-length bridge)", "3 3 3\n1 2 0\n0 1 0\n0 0 0\n", 1},
	{"ring of 2s on a 3x3 with all 4 choices", "2.2.2\n.....\n2...2\n.....\n2.2.2\n", 1},
	{"a ring with a tail of 1s", "2.2\n...\n2.2\n...\n1.1\n", 1},
	{"three solutions (adjacent islands)", "121\n342\n1..\n...\n", 3},
	{"two solutions", ".3.3\n.3.3\n....\n", 2},
	{"two solutions with a gap", ".32.\n....\n.321\n.1..\n", 2},
	{"tree puzzle: cycle forbidden", "3x3m2L:2a2c2a2", 0},
	{"tree puzzle with no path", "3x3m2L:1a2c2a1", 0},
	{"tree puzzle solvable", "3x3m2L:2a1c2a1", 1},
	{"the same without L", "3x3m2:2a1c2a1", 1},
	{"tree: M=1 cycle of 2s forbidden", "3x3m1L:2a2c2a2", 0},
	{"tree with doubles", "5x1m2L:2a3a1", 1},
	{"M=1: a 4-cycle of 2s", "3x3m1:2a2c2a2", 1},
	{"M=3", "3x1m3:3a3", 1},
	{"plus with clue 4", ".1.\n141\n.1.\n", 1},
	{"crossing forced", "..1..\n.....\n1.2.1\n.....\n..1..\n", 0},
	{"several solutions?", "2.3.1\n.....\n2.3.1\n", 1},
	{"seed example: 3 with a double and a single", "1.3.2\n.....\n..1.1\n", 1},
}

func TestSmallPuzzlesAllOptions(t *testing.T) {
	ctx := context.Background()
	for _, tc := range smallPuzzles {
		p := mustParse(t, tc.input)
		want := bruteCount(p)
		if want != tc.want {
			t.Errorf("%s: brute force finds %d solutions, the table says %d", tc.name, want, tc.want)
		}
		for _, opt := range allOptions() {
			r, err := Solve(ctx, solver.Gophersat{}, p, opt, 100)
			if err != nil {
				t.Fatalf("%s [%v]: %v", tc.name, opt, err)
			}
			if r.Summary.Count != want || !r.Summary.Complete {
				t.Errorf("%s [%v]: %d solutions (complete %v), brute force %d", tc.name, opt, r.Summary.Count, r.Summary.Complete, want)
			}
		}
	}
}

// TestSeedBinomialExample is the seed's rule 1 example: an island with
// clue 3 and four possible single bridges a..d gets, with the binomial
// encoding, the six clauses (a∨b) ... (c∨d) and the one clause
// (¬a∨¬b∨¬c∨¬d).
func TestSeedBinomialExample(t *testing.T) {
	p := mustParse(t, "3x3m1:a1a131a1a")
	e, _ := Encode(p, Options{Card: encode.Binomial})
	var two, four, units int
	e.Formula.Each(0, func(c []encode.Lit) {
		switch {
		case len(c) == 2 && c[0] > 0 && c[1] > 0:
			two++
		case len(c) == 4 && c[0] < 0:
			four++
		case len(c) == 1:
			units++
		}
	})
	// 4 units for the 1s' clues, 4 for forcing (every edge is a cut edge).
	if two != 6 || four != 1 || units != 8 || e.Formula.NumClauses() != 15 {
		t.Errorf("got %d binary, %d 4-ary, %d unit clauses of %d", two, four, units, e.Formula.NumClauses())
	}
	r, err := Solve(context.Background(), solver.Gophersat{}, p, Options{Card: encode.Binomial}, 1)
	if err != nil || r.Status != solver.Unsat {
		t.Errorf("status %v, %v: a 3 among four 1s cannot be connected", r.Status, err)
	}
}

func readTestdata(t testing.TB, name string) []*Puzzle {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Parse(name, data, Auto)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

func TestTathamUnique(t *testing.T) {
	for _, file := range []string{"tatham_7x7_d0.txt", "tatham_7x7_d2.txt", "tatham_10x10.txt", "tatham_25x25.txt", "tatham_tree.txt", "tatham_m3m4.txt"} {
		for i, p := range readTestdata(t, file) {
			r, err := Solve(context.Background(), solver.Gophersat{}, p, Options{}, 2)
			if err != nil {
				t.Fatalf("%s #%d: %v", file, i+1, err)
			}
			if r.Status != solver.Sat || r.Unique != 1 {
				t.Errorf("%s #%d: status %v unique %d, want a unique solution", file, i+1, r.Status, r.Unique)
			}
		}
	}
}

// TestTathamAllOptions: every encoding agrees that mid-size Tatham
// puzzles have exactly one solution.
func TestTathamAllOptions(t *testing.T) {
	ps := append(readTestdata(t, "tatham_10x10.txt")[:1], readTestdata(t, "tatham_tree.txt")[:2]...)
	ps = append(ps, readTestdata(t, "tatham_m3m4.txt")[1:3]...)
	for _, opt := range allOptions() {
		for i, p := range ps {
			r, err := Solve(context.Background(), solver.Gophersat{}, p, opt, 2)
			if err != nil {
				t.Fatalf("#%d [%v]: %v", i+1, opt, err)
			}
			if r.Status != solver.Sat || r.Unique != 1 {
				t.Errorf("#%d [%v]: status %v unique %d", i+1, opt, r.Status, r.Unique)
			}
		}
	}
}

// TestCLLV solves CLLV instances with a few encodings (every solution is
// checked by Solve).
func TestCLLV(t *testing.T) {
	for _, tc := range []struct {
		file string
		opts []Options
	}{
		{"cllv_100_001.has", []Options{DefaultOptions(), {Card: encode.Totalizer}, {Card: encode.Native, NoForcing: true}, {Order: true, Connectivity: Eager}}},
		{"cllv_200_001.has", []Options{DefaultOptions(), {Card: encode.SeqCounter}}},
		{"cllv_400_001.has", []Options{DefaultOptions()}},
	} {
		p := readTestdata(t, tc.file)[0]
		for _, opt := range tc.opts {
			r, err := Solve(context.Background(), solver.Gophersat{}, p, opt, 1)
			if err != nil {
				t.Fatalf("%s [%v]: %v", tc.file, opt, err)
			}
			if r.Status != solver.Sat {
				t.Errorf("%s [%v]: %v", tc.file, opt, r.Status)
			}
		}
	}
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "2.2.1\n.....\n1.2..\n")
	good := &Solution{}
	cases := []struct {
		name string
		s    *Solution
		msg  string
	}{
		{"empty", good, "has clue"},
		{"not islands", &Solution{Bridges: []Bridge{{From: [2]int{0, 1}, To: [2]int{0, 2}, Count: 1}}}, "does not join"},
		{"too many", &Solution{Bridges: []Bridge{{From: [2]int{0, 0}, To: [2]int{0, 2}, Count: 3}}}, "allowed 1..2"},
		{"over island", &Solution{Bridges: []Bridge{{From: [2]int{0, 0}, To: [2]int{0, 4}, Count: 1}}}, "passes over"},
		{"diagonal", &Solution{Bridges: []Bridge{{From: [2]int{0, 0}, To: [2]int{2, 2}, Count: 1}}}, "straight"},
		{"reversed", &Solution{Bridges: []Bridge{{From: [2]int{0, 2}, To: [2]int{0, 0}, Count: 1}}}, "straight"},
		{"twice", &Solution{Bridges: []Bridge{{From: [2]int{0, 0}, To: [2]int{0, 2}, Count: 1}, {From: [2]int{0, 0}, To: [2]int{0, 2}, Count: 1}}}, "twice"},
	}
	for _, tc := range cases {
		err := Check(p, tc.s)
		if err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.msg)
		}
	}
	// crossing and disconnected
	q := mustParse(t, "..1..\n.....\n1...1\n.....\n..1..\n")
	cross := &Solution{Bridges: []Bridge{{From: [2]int{0, 2}, To: [2]int{4, 2}, Count: 1}, {From: [2]int{2, 0}, To: [2]int{2, 4}, Count: 1}}}
	if err := Check(q, cross); err == nil || !strings.Contains(err.Error(), "crosses") {
		t.Errorf("crossing: %v", err)
	}
	d := mustParse(t, "1.1\n...\n1.1\n")
	two := &Solution{Bridges: []Bridge{{From: [2]int{0, 0}, To: [2]int{0, 2}, Count: 1}, {From: [2]int{2, 0}, To: [2]int{2, 2}, Count: 1}}}
	if err := Check(d, two); err == nil || !strings.Contains(err.Error(), "not connected") {
		t.Errorf("disconnected: %v", err)
	}
	tr := mustParse(t, "3x3m2L:2a2c2a2")
	cyc := &Solution{Bridges: []Bridge{{From: [2]int{0, 0}, To: [2]int{0, 2}, Count: 1}, {From: [2]int{0, 0}, To: [2]int{2, 0}, Count: 1}, {From: [2]int{0, 2}, To: [2]int{2, 2}, Count: 1}, {From: [2]int{2, 0}, To: [2]int{2, 2}, Count: 1}}}
	if err := Check(tr, cyc); err == nil || !strings.Contains(err.Error(), "tree") {
		t.Errorf("tree: %v", err)
	}
	tr.Tree = false
	if err := Check(tr, cyc); err != nil {
		t.Errorf("cycle allowed without L: %v", err)
	}
}

// The contract's way: read with the kind's formats, solve with the one
// solve loop, render.
func Example_solve() {
	items, _ := puzzle.Read(Kind, puzzle.Source{Name: "in.txt", Data: []byte("3x3m2:2a2c2a2\n")}, "auto")
	r, _ := solve.One(context.Background(), Kind, items[0], solve.Options{Unique: true})
	Kind.Render(os.Stdout, r, "text")
	// Output:
	// # in.txt:1: 3x3, 4 islands, M=2: solved, unique
	// 2───2
	// │   │
	// │ · │
	// │   │
	// 2───2
}

func ExampleEncode() {
	p, _ := ParseTathamID("3x3m2:2a2c2a2")
	e, _ := Encode(p, DefaultOptions())
	fmt.Println(len(e.Edges), "edges,", e.Formula.NumVars(), "variables,", e.Formula.NumClauses(), "clauses")
	for _, l := range e.Edges[0].Lits {
		fmt.Println(e.Formula.Name(l.Var()))
	}
	fmt.Println(e.Formula.ClauseString(e.Formula.Clause(0)))
	// Output:
	// 4 edges, 8 variables, 24 clauses
	// hashi.edge(0,0)-(0,2)>=1
	// hashi.edge(0,0)-(0,2)>=2
	// (-hashi.edge(0,0)-(0,2)>=2 ∨ hashi.edge(0,0)-(0,2)>=1)
}
