package galaxies

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
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

func tathamPuzzles(t *testing.T) ([]*Puzzle, []string) {
	t.Helper()
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	ps, err := Parse("tatham.txt", data, FormatTatham)
	if err != nil {
		t.Fatal(err)
	}
	return ps, strings.Fields(string(data))
}

// Tatham's generator output (sgt-galaxies --generate, 5x5 to 15x15):
// every puzzle has exactly one solution, with every connectivity method.
func TestTathamUnique(t *testing.T) {
	ps, _ := tathamPuzzles(t)
	for _, m := range []string{"lazy", "eager", "distance", "tree"} {
		for _, p := range ps {
			if testing.Short() && m != "lazy" && p.Rows > 10 {
				continue
			}
			r := solveOne(t, p, map[string]string{"connectivity": m})
			if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
				t.Errorf("%s %s: %s, want solved and unique", m, p.Name, puzzle.StatusLine(r))
			}
		}
	}
}

// Every format writes what it reads: a Tatham ID is written back as it
// came; the other formats read back to the same dots.
func TestRoundTrip(t *testing.T) {
	ps, ids := tathamPuzzles(t)
	for k, p := range ps {
		if got := TathamID(p); got != ids[k] {
			t.Errorf("TathamID = %q, read from %q", got, ids[k])
		}
		for _, f := range []struct {
			f     Format
			write func(*bytes.Buffer, *Puzzle) error
		}{
			{FormatJSON, func(b *bytes.Buffer, p *Puzzle) error { return writeJSON(b, p) }},
			{FormatPuzzLink, func(b *bytes.Buffer, p *Puzzle) error { return writePuzzLink(b, p) }},
			{FormatJanko, func(b *bytes.Buffer, p *Puzzle) error { return writeJanko(b, p) }},
			{FormatText, func(b *bytes.Buffer, p *Puzzle) error { return writeText(b, p) }},
		} {
			var b bytes.Buffer
			if err := f.write(&b, p); err != nil {
				t.Fatalf("%v: %v", f.f, err)
			}
			if Detect(b.Bytes()) != f.f {
				t.Errorf("%v output detected as %v:\n%s", f.f, Detect(b.Bytes()), b.String())
			}
			qs, err := Parse("rt", b.Bytes(), f.f)
			if err != nil || len(qs) != 1 {
				t.Fatalf("%v: %v\n%s", f.f, err, b.String())
			}
			if TathamID(qs[0]) != ids[k] {
				t.Errorf("%v: read back %s, want %s\n%s", f.f, TathamID(qs[0]), ids[k], b.String())
			}
		}
	}
}

// The janko form: dots by cell token, and a solution of galaxy labels as
// the reference; the janko output numbers galaxies column by column.
func TestJanko(t *testing.T) {
	in := "3 3\n- - -\n- 0 -\n- - -\n"
	ps, err := Parse("j", []byte(in), FormatJanko)
	if err != nil {
		t.Fatal(err)
	}
	if d := ps[0].Dots; len(d) != 1 || d[0] != (Dot{Y: 3, X: 3}) {
		t.Fatalf("dots %v", d)
	}
	r := solveOne(t, ps[0], nil)
	if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
		t.Fatalf("%s", puzzle.StatusLine(r))
	}
	if got := JankoSolution(r.First().(*Solution)); got != "3 3\n1 1 1\n1 1 1\n1 1 1\n" {
		t.Errorf("janko solution %q", got)
	}
	// Two galaxies: the left column (dot at its middle, token 0 in (1,0))
	// and the 3x2 rest (dot on the edge between (1,1) and (1,2)).
	in2 := "3 3\n- - -\n0 1 -\n- - -\n5 7 7\n5 7 7\n5 7 7\n"
	ps, err = Parse("j", []byte(in2), FormatJanko)
	if err != nil {
		t.Fatal(err)
	}
	ref := ps[0].Reference().(*Solution)
	if err := Check(ps[0], ref); err != nil {
		t.Fatalf("reference: %v", err)
	}
	if got := JankoSolution(ref); got != "3 3\n1 2 2\n1 2 2\n1 2 2\n" {
		t.Errorf("janko solution %q", got)
	}
}

// Check catches each broken rule, with words.
func TestCheck(t *testing.T) {
	p := &Puzzle{Rows: 2, Cols: 3, Dots: []Dot{{Y: 2, X: 2}, {Y: 2, X: 5}}} // 2x2 left, 2x1 right
	good := &Solution{Rows: 2, Cols: 3, Region: []int{0, 0, 1, 0, 0, 1}}
	if err := Check(p, good); err != nil {
		t.Fatalf("good: %v", err)
	}
	for _, c := range []struct {
		region []int
		want   string
	}{
		{[]int{0, 1, 1, 0, 0, 1}, "touches"},
		{[]int{0, 0, 1, 0, 0, -1}, "no galaxy"},
	} {
		err := Check(p, &Solution{Rows: 2, Cols: 3, Region: c.region})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.region, err, c.want)
		}
	}
	// Symmetry and connectivity: a 1x5 row, dot in the middle cell.
	q := &Puzzle{Rows: 1, Cols: 5, Dots: []Dot{{Y: 1, X: 5}, {Y: 1, X: 1}, {Y: 1, X: 9}}}
	if err := Check(q, &Solution{Rows: 1, Cols: 5, Region: []int{1, 0, 0, 2, 2}}); err == nil || !strings.Contains(err.Error(), "symmetric") {
		t.Errorf("asymmetric: %v", err)
	}
	r := &Puzzle{Rows: 1, Cols: 3, Dots: []Dot{{Y: 1, X: 3}}}
	if err := Check(r, &Solution{Rows: 1, Cols: 3, Region: []int{0, 0, 0}}); err != nil {
		t.Errorf("1x3: %v", err)
	}
}

// Bad input is a positioned error.
func TestBadInput(t *testing.T) {
	for _, c := range []struct {
		in   string
		f    Format
		want string
	}{
		{"3 3\n- x -\n- - -\n- - -\n", FormatJanko, "2:3"},
		{"7x7:tzk!", FormatTatham, "1:8"},
		{"3x3:zzzzza", FormatTatham, "1:10"},
		{"+-+\n|o|\n+o+\n", FormatText, "3:2"},
		{`{"rows":2,"cols":2,"dots":[[0.25,1]]}`, FormatJSON, "1:"},
		{"https://puzz.link/p?tentaisho/2/2/0/v", FormatPuzzLink, "1:"},
		{"3 3\n- - -\n- - -\n- - -\n", FormatJanko, "no dot"},
	} {
		_, err := Parse("bad", []byte(c.in), c.f)
		var pe *srcpos.Error
		if err == nil || !errors.As(err, &pe) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want a positioned error with %q", c.in, err, c.want)
		}
	}
}
