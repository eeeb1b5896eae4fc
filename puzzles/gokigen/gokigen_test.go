package gokigen

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
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

// TestTatham: every Slant puzzle of testdata/tatham.txt (5x5 easy to
// 20x20 hard, from sgt-slant --generate) is solved and proved unique with
// each encoding, and its ID is written back as read (without the
// difficulty).
func TestTatham(t *testing.T) {
	data, err := os.ReadFile("testdata/tatham.txt")
	if err != nil {
		t.Fatal(err)
	}
	if Detect(data) != FormatTatham {
		t.Fatalf("detected %v", Detect(data))
	}
	ps := mustParse(t, string(data), FormatTatham)
	if len(ps) != 14 {
		t.Fatalf("%d puzzles, want 14", len(ps))
	}
	for _, set := range []map[string]string{
		{"connectivity": "lazy", "diamonds": "on"}, {"connectivity": "lazy", "diamonds": "off"},
		{"connectivity": "leaf", "diamonds": "on"}, {"connectivity": "leaf", "diamonds": "off"},
		{"connectivity": "hybrid", "diamonds": "on"},
	} {
		for _, p := range ps {
			if testing.Short() && set["connectivity"] != "lazy" && p.Rows > 12 {
				continue
			}
			r := solveOne(t, p, set)
			if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
				t.Errorf("%s, %v: %s", p.Name, set, puzzle.StatusLine(r))
			}
			if err := Check(p, r.First().(*Solution)); err != nil {
				t.Errorf("%s: %v", p.Name, err)
			}
			if id := TathamID(p); id != p.Name {
				t.Errorf("%s: written back as %s", p.Name, id)
			}
		}
	}
}

// TestPuzzLinkPzprjs: pzprjs' own gokigen example (test/script/
// gokigen.js) reads as its board, writes back as read, and its one
// solution is pzprjs' correct answer (1 '\', 2 '/').
func TestPuzzLinkPzprjs(t *testing.T) {
	const url = "https://puzz.link/p?gokigen/4/4/iaegcgcj6a"
	p := mustParse(t, url, FormatPuzzLink)[0]
	if got, want := CornerText(p), "...0.\n.4...\n2...2\n.....\n.1.0.\n"; got != want {
		t.Fatalf("read\n%s, want\n%s", got, want)
	}
	if u := PuzzLinkURL(p); u != url {
		t.Errorf("written as %s", u)
	}
	r := solveOne(t, p, nil)
	if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
		t.Fatalf("%s", puzzle.StatusLine(r))
	}
	want := strings.NewReplacer("1", "\\", "2", "/", " ", "").Replace("1 2 1 2/2 1 1 1/1 1 2 2/2 2 2 1")
	if got := strings.Join(cellRows(r.First().(*Solution)), "/"); got != want {
		t.Errorf("solution %s, want %s", got, want)
	}
}

// TestFormatsRoundTrip: a puzzle written in each format reads back the
// same, and the janko form with a solution reads it as the reference.
func TestFormatsRoundTrip(t *testing.T) {
	p := mustParse(t, "5x5:b111a0a3b0a1g24a1f0a0b", FormatTatham)[0]
	for _, f := range Kind.Formats() {
		var b bytes.Buffer
		if err := f.Write(&b, p); err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		ps, err := Parse("rt", b.Bytes(), Detect(b.Bytes()))
		if err != nil {
			t.Fatalf("%s: %v\n%s", f.Name, err, b.String())
		}
		if got := CornerText(ps[0]); got != CornerText(p) {
			t.Errorf("%s: read back\n%s, want\n%s", f.Name, got, CornerText(p))
		}
	}
	r := solveOne(t, p, nil)
	s := r.First().(*Solution)
	var b bytes.Buffer
	if err := writeJanko(&b, p); err != nil {
		t.Fatal(err)
	}
	sol := JankoSolution(s)
	b.WriteString(sol[strings.IndexByte(sol, '\n')+1:])
	q := mustParse(t, b.String(), FormatJanko)[0]
	var k Gokigen
	if q.ref == nil || !k.Equal(q.ref, s) {
		t.Errorf("the janko solution did not read back as the reference:\n%s", b.String())
	}
}

// TestCheck: Check finds a wrong count and a loop, each by name.
func TestCheck(t *testing.T) {
	p := mustParse(t, "...\n.1.\n...\n", FormatText)[0] // 2x2, the centre touches 1
	diamond := &Solution{Rows: 2, Cols: 2, Back: []bool{false, true, true, false}}
	if err := Check(p, diamond); err == nil || !strings.Contains(err.Error(), "corner (1,1)") {
		t.Errorf("diamond with centre 1: %v", err)
	}
	q := mustParse(t, "...\n...\n...\n", FormatText)[0]
	if err := Check(q, diamond); err == nil || !strings.Contains(err.Error(), "loop") {
		t.Errorf("diamond: %v", err)
	}
	if err := Check(q, &Solution{Rows: 2, Cols: 2, Back: []bool{true, true, true, true}}); err != nil {
		t.Errorf("all backslashes: %v", err)
	}
	r := solveOne(t, q, nil)
	if r.Unique != puzzle.UniqueNo {
		t.Errorf("an empty 2x2 is unique?")
	}
}

// TestErrors: bad inputs get positioned errors that name the problem.
func TestErrors(t *testing.T) {
	for _, c := range []struct {
		in   string
		f    Format
		want string
	}{
		{"2 2\n- - -\n- 5 -\n- - -\n", FormatJanko, "test:3:3: want a corner clue"},
		{"2 2\n- - -\n- - -\n", FormatJanko, "test:4:1"},
		{"5x5:b111a0a3b0a1g24a1f0a0", FormatTatham, "covers 34 corners, want 36"},
		{"5x5:b111a0a3b0a1g24a1f0a0bz", FormatTatham, "test:1:27: text after the last"},
		{"5x5:b111a0a3b0a1g24a1f0a0b5", FormatTatham, "text after the last"},
		{"https://puzz.link/p?gokigen/4/4/iaeg.", FormatPuzzLink, "unknown value"},
		{"https://puzz.link/p?gokigen/4/4/iaegcgcj6az", FormatPuzzLink, "text after the last"},
		{"https://puzz.link/p?mashu/4/4/iaegcgcj6a", FormatPuzzLink, "not a gokigen"},
		{"..\n.x\n", FormatText, "test:2:2"},
		{`{"puzzle":"gokigen","rows":1,"cols":1,"corners":["1."]}`, FormatJSON, "corners has 1 rows, want 2"},
		{`{"puzzle":"masyu","rows":1,"cols":1,"corners":["1.",".."]}`, FormatJSON, "masyu"},
	} {
		_, err := Parse("test", []byte(c.in), c.f)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.in, err, c.want)
		}
	}
}
