package hashi

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/format/janko"
	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
)

// solveUnique solves every puzzle of input as `solve hashi --unique` does.
func solveUnique(t *testing.T, name, input string) []*puzzle.Result {
	t.Helper()
	items, err := puzzle.ReadAll(Kind, puzzle.Source{Name: name, Data: []byte(input)}, "auto")
	if err != nil {
		t.Fatal(err)
	}
	var rs []*puzzle.Result
	for _, it := range items {
		r, err := solve.One(context.Background(), Kind, it, solve.Options{Unique: true})
		if err != nil {
			t.Fatal(err)
		}
		rs = append(rs, r)
	}
	return rs
}

// TestJankoGolden: the janko output of solved puzzles (Tatham's, hand-made
// ones: not unique, unsatisfiable) against testdata/golden/*.janko (go test
// -run JankoGolden -update rewrites them).
func TestJankoGolden(t *testing.T) {
	for _, tc := range []struct{ name, input string }{
		{"tatham7x7", "7x7m2:2a5c4g3b2a3k1c3a4b3b2d4\n"},
		{"tatham10x8m3", "10x8m3:a3e5d3a5a4b13f3c3d9b7b4b2b2b1h6a6c5a3b3g6\n"},
		{"notunique", "3 3\n3 - 3\n- - -\n3 - 3\n"},
		{"unsat", "2.2....\n.......\n2.2.2.2\n.......\n....2.2\n"},
	} {
		var b bytes.Buffer
		for _, r := range solveUnique(t, tc.name, tc.input) {
			if err := Kind.Render(&b, r, "janko"); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		jankoGolden(t, filepath.Join("testdata", "golden", tc.name+".janko"), b.String())
	}
}

func jankoGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run JankoGolden -update)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs from the golden file:\n%s", path, got)
	}
}

// readJankoSolution reads a solution grid in the dataset's form ("ROWS
// COLS", rows of tokens) back into p's bridges, with package janko's
// reader of janko.at's solution grids.
func readJankoSolution(p *Puzzle, data string) (*Solution, error) {
	lines := strings.Split(strings.TrimRight(data, "\n"), "\n")
	h := strings.Fields(lines[0])
	if len(h) != 2 {
		return nil, fmt.Errorf("header %q", lines[0])
	}
	rows, err1 := strconv.Atoi(h[0])
	cols, err2 := strconv.Atoi(h[1])
	if err1 != nil || err2 != nil || rows != p.Height || cols != p.Width || len(lines) != rows+1 {
		return nil, fmt.Errorf("a %dx%d puzzle and header %q with %d rows", p.Width, p.Height, lines[0], len(lines)-1)
	}
	g := &janko.Grid{Rows: rows, Cols: cols, Cells: make([]int, rows*cols)}
	for i := range g.Cells {
		g.Cells[i] = janko.Empty
	}
	for _, is := range p.Islands {
		g.Cells[is.Row*cols+is.Col] = janko.Unknown
	}
	for _, l := range lines[1:] {
		f := strings.Fields(l)
		if len(f) != cols {
			return nil, fmt.Errorf("row %q: want %d tokens", l, cols)
		}
		g.Solution = append(g.Solution, f...)
	}
	bs, err := g.HashiBridges()
	if err != nil {
		return nil, err
	}
	s := &Solution{}
	for _, b := range bs {
		s.Bridges = append(s.Bridges, Bridge{From: [2]int{b.R1, b.C1}, To: [2]int{b.R2, b.C2}, Count: b.N})
	}
	return s, nil
}

// TestJankoRoundTrip: the janko output of every solution of Tatham's
// test sets (M up to 4, tree puzzles) reads back as that solution.
func TestJankoRoundTrip(t *testing.T) {
	files := []string{"tatham_7x7_d0.txt", "tatham_7x7_d2.txt", "tatham_10x10.txt", "tatham_m3m4.txt", "tatham_tree.txt"}
	n := 0
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join("testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		rs := solveUnique(t, f, string(data))
		if testing.Short() && len(rs) > 5 {
			rs = rs[:5]
		}
		for _, r := range rs {
			p := r.Item.Puzzle.(*Puzzle)
			if r.Status != puzzle.Solved {
				t.Fatalf("%s: %s", p.Name, puzzle.StatusLine(r))
			}
			var b bytes.Buffer
			if err := Kind.Render(&b, r, "janko"); err != nil {
				t.Fatalf("%s: %v", p.Name, err)
			}
			out := b.String()
			if r.Unique == puzzle.UniqueNo {
				out = out[:strings.Index(out, "# a second solution:\n")]
			}
			back, err := readJankoSolution(p, out)
			if err != nil {
				t.Fatalf("%s: %v\n%s", p.Name, err, out)
			}
			if !Kind.(puzzle.Comparer).Equal(back, r.First()) {
				t.Fatalf("%s: the janko output reads back as another solution:\n%s", p.Name, out)
			}
			if err := Check(p, back); err != nil {
				t.Fatalf("%s: %v", p.Name, err)
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no puzzle")
	}
}

// TestJankoAdjacent: a bridge between adjacent islands crosses no cell,
// so that the janko form cannot show it: an error, not a grid without it.
func TestJankoAdjacent(t *testing.T) {
	rs := solveUnique(t, "adjacent", "4 4 5\n1 3 0 1\n0 2 0 0\n0 0 0 0\n0 1 0 0\n")
	var b bytes.Buffer
	err := Kind.Render(&b, rs[0], "janko")
	if err == nil || !strings.Contains(err.Error(), "adjacent islands (0,0) and (0,1)") {
		t.Fatalf("got %v, want an error about the adjacent islands; output:\n%s", err, b.String())
	}
}

// TestJankoOutputFormat: "janko" is one of the kind's output formats.
func TestJankoOutputFormat(t *testing.T) {
	if got := strings.Join(puzzle.OutputFormats(Kind), ","); got != "text,json,svg,janko" {
		t.Errorf("OutputFormats = %s", got)
	}
}
