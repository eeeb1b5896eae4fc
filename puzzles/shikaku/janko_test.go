package shikaku

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

// solveUnique solves every puzzle of input as `solve shikaku --unique` does.
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
// ones: not unique, unsatisfiable) against testdata/golden/janko (go test
// -run JankoGolden -update rewrites them). The rooms are numbered in the
// order of their top-left cells, column by column.
func TestJankoGolden(t *testing.T) {
	for _, tc := range []struct{ name, input string }{
		{"tatham7x7", "7x7:g2_2b5g6a5a4_7e3e5b2a8g\n"},
		{"tatham9x6", "9x6:b3a5f2c4_2_3_2e4b2_3b2b2g8a2a2a8e\n"},
		{"handmade", "3 4\n- - 3 -\n3 - - -\n- 4 - 2\n"},
		{"notunique", "2 2\n2 -\n- 2\n"},
		{"unsat", "1 2\n1 -\n"},
	} {
		var b bytes.Buffer
		for _, r := range solveUnique(t, tc.name, tc.input) {
			if err := Kind.Render(&b, r, "janko"); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		golden(t, filepath.Join("janko", tc.name+".janko"), b.String())
	}
}

// readJankoSolution reads a solution grid in the dataset's form ("ROWS
// COLS", rows of room labels) back into rooms, with package janko's reader
// of janko.at's solution grids, and gives each room the clue inside it.
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
	for _, l := range lines[1:] {
		f := strings.Fields(l)
		if len(f) != cols {
			return nil, fmt.Errorf("row %q: want %d tokens", l, cols)
		}
		g.Solution = append(g.Solution, f...)
	}
	rs, err := g.Regions()
	if err != nil {
		return nil, err
	}
	s := &Solution{}
	for _, c := range p.Clues {
		for _, r := range rs {
			if c.Row >= r.Row && c.Row < r.Row+r.Rows && c.Col >= r.Col && c.Col < r.Col+r.Cols {
				s.Rooms = append(s.Rooms, Room{Row: r.Row, Col: r.Col, Width: r.Cols, Height: r.Rows, Clue: c.N})
			}
		}
	}
	if len(s.Rooms) != len(rs) {
		return nil, fmt.Errorf("%d rooms for %d clues", len(rs), len(p.Clues))
	}
	return s, nil
}

// TestJankoRoundTrip: the janko output of the solutions of Tatham's test
// sets reads back as those solutions, with labels 1, 2, ... in column
// order of the rooms' top-left cells.
func TestJankoRoundTrip(t *testing.T) {
	n := 0
	for _, f := range []string{"7x7.txt", "13x13.txt", "19x19.txt", "45x31.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata", "tatham", f))
		if err != nil {
			t.Fatal(err)
		}
		rs := solveUnique(t, f, string(data))
		if testing.Short() && len(rs) > 3 {
			rs = rs[:3]
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
			if i := strings.Index(out, "\n#"); i >= 0 {
				out = out[:i+1]
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
			if err := columnOrder(out); err != nil {
				t.Fatalf("%s: %v\n%s", p.Name, err, out)
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no puzzle")
	}
}

// columnOrder checks that the labels of a janko solution are 1, 2, ... in
// the order their rooms are first met reading column by column.
func columnOrder(out string) error {
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")[1:]
	var grid [][]string
	for _, l := range lines {
		grid = append(grid, strings.Fields(l))
	}
	next, seen := 1, map[string]bool{}
	for c := range grid[0] {
		for r := range grid {
			if l := grid[r][c]; !seen[l] {
				if l != strconv.Itoa(next) {
					return fmt.Errorf("label %s at (%d,%d), want %d", l, r, c, next)
				}
				seen[l] = true
				next++
			}
		}
	}
	return nil
}

// TestJankoOutputFormat: "janko" is one of the kind's output formats.
func TestJankoOutputFormat(t *testing.T) {
	if got := strings.Join(puzzle.OutputFormats(Kind), ","); got != "text,json,svg,janko" {
		t.Errorf("OutputFormats = %s", got)
	}
}
