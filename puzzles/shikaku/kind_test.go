package shikaku

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// read reads a source through the contract, as every command does.
func read(t *testing.T, name, data, format string) []puzzle.Item {
	t.Helper()
	items, err := puzzle.Read(Kind, puzzle.Source{Name: name, Data: []byte(data)}, format)
	if err != nil {
		t.Fatal(err)
	}
	return items
}

// TestJSONReadsBack: the JSON output of a solved, an ambiguous and an
// unsolvable puzzle reads back as the same puzzle, and a solved output's
// rooms as its reference solution, which solving again matches.
func TestJSONReadsBack(t *testing.T) {
	for _, in := range []string{
		"7x7:c5c3a5c2e2_2a5_2_2a2a4h3_6b6g",
		"12 . . . .\n. . . . .\n. 4 . . 4\n",
		"2.\n.2\n",
		"3 3\n3..\n..4\n...\n",
	} {
		it := read(t, "in", in, "")[0]
		r, err := solve.One(context.Background(), Kind, it, solve.Options{Unique: true})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := Kind.Render(&out, r, "json"); err != nil {
			t.Fatal(err)
		}
		back := read(t, "out.json", out.String(), "")
		if len(back) != 1 || back[0].Err != nil {
			t.Fatalf("%q: read back %v", in, back)
		}
		p, q := it.Puzzle.(*Puzzle), back[0].Puzzle.(*Puzzle)
		if p.String() != q.String() {
			t.Fatalf("%q: read back as\n%s", in, q)
		}
		if r.Status != puzzle.Solved {
			if back[0].Reference != nil {
				t.Fatalf("%q: a reference without a solution", in)
			}
			continue
		}
		if ref, ok := back[0].Reference.(*Solution); !ok || !Kind.(puzzle.Comparer).Equal(ref, r.First()) {
			t.Fatalf("%q: reference %v, solution %v", in, back[0].Reference, r.First())
		}
		r2, err := solve.One(context.Background(), Kind, back[0], solve.Options{Unique: true})
		if err != nil {
			t.Fatal(err)
		}
		if r2.Matches == nil || !*r2.Matches || r2.Unique != r.Unique {
			t.Fatalf("%q: solved again: matches %v, %v (was %v)", in, r2.Matches, r2.Unique, r.Unique)
		}
	}
}

// TestJSONRoomsOnly: an output without the "clues" list reads its clues
// from the rooms' clue cells; rooms without them are an error.
func TestJSONRoomsOnly(t *testing.T) {
	in := `{"puzzle":"shikaku","status":"solved","unique":true,"width":3,"height":3,"rooms":[` +
		`{"row":0,"col":0,"width":3,"height":1,"clue":3,"clue_row":0,"clue_col":0},` +
		`{"row":1,"col":1,"width":2,"height":2,"clue":4,"clue_row":1,"clue_col":2},` +
		`{"row":1,"col":0,"width":1,"height":2,"clue":2,"clue_row":2,"clue_col":0}]}`
	p := read(t, "x.json", in, "")[0].Puzzle.(*Puzzle)
	if got := p.String(); got != "3 3\n3..\n..4\n2..\n" {
		t.Fatalf("got\n%s", got)
	}
	old := `{"puzzle":"shikaku","status":"solved","unique":true,"width":3,"height":3,"rooms":[{"row":0,"col":0,"width":3,"height":1,"clue":3}]}`
	_, err := puzzle.Read(Kind, puzzle.Source{Name: "old.json", Data: []byte(old)}, "")
	if err == nil || !strings.Contains(err.Error(), "old.json:1:1: the rooms do not all give their clue cell") {
		t.Fatalf("got %v", err)
	}
}

// TestWriters: every format writes what it reads back.
func TestWriters(t *testing.T) {
	for _, in := range []string{"3x3:3d4_2b", "7x7:c5c3a5c2e2_2a5_2_2a2a4h3_6b6g", "4x1:12_2_1a",
		"30x1:2zb1", "2 2\n4.\n..\n", "1 3\n12 . 2\n"} {
		p := read(t, "in", in, "")[0].Puzzle.(*Puzzle)
		for _, f := range Kind.Formats() {
			var b bytes.Buffer
			if err := puzzle.Write(Kind, &b, p, f.Name); err != nil {
				t.Fatal(err)
			}
			q := read(t, "out", b.String(), f.Name)[0].Puzzle.(*Puzzle)
			if q.String() != p.String() {
				t.Errorf("%q as %s: %q reads back as\n%s", in, f.Name, b.String(), q)
			}
		}
	}
	if id := TathamID(read(t, "in", "7x7:c5c3a5c2e2_2a5_2_2a2a4h3_6b6g", "")[0].Puzzle.(*Puzzle)); id != "7x7:c5c3a5c2e2_2a5_2_2a2a4h3_6b6g" {
		t.Errorf("Tatham ID %s", id)
	}
}

// TestReadErrors: bad input is a positioned error with the file name and
// the offending line; a puzzle that reads but is invalid fails alone; a
// byte-order mark is dropped.
func TestReadErrors(t *testing.T) {
	// A bad line of a one-puzzle-per-line file is an item of its own.
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "bad.tatham", Data: []byte("3x3:3d4_2b\n3x3:3d4!2b\n")}, "")
	if err != nil || len(items) != 2 || items[0].Err != nil || items[1].Info.Name != "bad.tatham:2" {
		t.Fatalf("got %v, %v", items, err)
	}
	err = items[1].Err
	var pe *srcpos.Error
	if !errors.As(err, &pe) || !strings.HasPrefix(pe.Pretty(), "bad.tatham:2:8: unexpected character in a rect game description") ||
		!strings.Contains(pe.Pretty(), "\n    3x3:3d4!2b\n           ^") {
		t.Fatalf("got %v", err)
	}
	_, err = Parse("f.txt", []byte("3..\n.x.\n"), FormatAuto)
	if !errors.As(err, &pe) || pe.File != "f.txt" || pe.Line != 2 || pe.Col != 2 || pe.Source != ".x." {
		t.Fatalf("Parse: %#v", err)
	}
	ps, err := Parse("f.txt", []byte("# c\n3..\n..4\n2..\n\n3x3:3d4_2b\n"), FormatText)
	if err == nil || !strings.Contains(err.Error(), "f.txt:6:") {
		t.Fatalf("Parse: %v %v", ps, err)
	}
	ps, err = Parse("f.txt", []byte("# c\n3..\n..4\n2..\n\n.2\n2.\n"), FormatText)
	if err != nil || ps[0].Name != "f.txt:2" || ps[1].Name != "f.txt:6" {
		t.Fatalf("Parse: %v %v", ps, err)
	}
	items = read(t, "two.json", `{"width":2,"height":1,"clues":[{"row":0,"col":0,"clue":2}]}
{"width":2,"height":1,"clues":[
  {"row":0,"col":0,"clue":1},
  {"row":0,"col":5,"clue":1}]}`, "")
	if len(items) != 2 || items[0].Err != nil || !errors.As(items[1].Err, &pe) ||
		pe.Error() != `two.json:4:3: clue 1 at row 0, col 5: outside the 2x1 grid (at "{\"row\":0,\"col\":5,\"clue\":1}")` {
		t.Fatalf("got %v", items)
	}
	items = read(t, "bom.txt", "\xef\xbb\xbf3x3:3d4_2b\n", "")
	if p := items[0].Puzzle.(*Puzzle); p.Name != "3x3:3d4_2b" {
		t.Fatalf("with a BOM: %q", p.Name)
	}
	if _, err := puzzle.Read(Kind, puzzle.Source{Name: "x", Data: []byte("3x3:3d4_2b")}, "grids"); err == nil ||
		!strings.Contains(err.Error(), `unknown shikaku input format "grids" (want auto, json, puzzlink, tatham, janko or text)`) {
		t.Fatalf("got %v", err)
	}
	// "grid" is "text" for every kind (issue 30).
	if items, err := puzzle.Read(Kind, puzzle.Source{Name: "x", Data: []byte("2 -\n- -\n")}, "grid"); err != nil || len(items) != 1 {
		t.Fatalf("--input-format grid: %v", err)
	}
}

// TestEncodeOptions: option values, defaults, and card with amo.
func TestEncodeOptions(t *testing.T) {
	p := read(t, "in", "3x3:3d4_2b", "")[0].Puzzle.(*Puzzle)
	for _, tc := range []struct {
		set  map[string]string
		want string
	}{
		{nil, "model=partition amo=pairwise card=off"},
		{map[string]string{"model": "redundant", "amo": "ladder"}, "model=redundant amo=ladder card=off"},
		{map[string]string{"card": "native"}, "model=partition amo=pairwise card=native"},
		{map[string]string{"card": "totalizer", "amo": "pairwise"}, "model=partition amo=pairwise card=totalizer"},
		{map[string]string{"card": "totalizer", "amo": "ladder"}, "--card totalizer and --amo ladder exclude each other"},
	} {
		set, err := puzzle.CheckOptions(Kind, tc.set)
		if err != nil {
			t.Fatal(err)
		}
		e, err := Kind.Encode(p, puzzle.Options{Settings: set})
		got := ""
		if err != nil {
			got = err.Error()
			var ue *puzzle.UsageError
			if !errors.As(err, &ue) {
				t.Errorf("%v: %v is not a usage error", tc.set, err)
			}
		} else {
			got = "model=" + e.Settings["model"] + " amo=" + e.Settings["amo"] + " card=" + e.Settings["card"]
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("%v: %s, want %s", tc.set, got, tc.want)
		}
	}
	if _, err := puzzle.CheckOptions(Kind, map[string]string{"model": "nope"}); err == nil ||
		err.Error() != "--model nope: want partition, channel or redundant" {
		t.Errorf("got %v", err)
	}
}

// TestEncodeErrorPointsIntoInput: an error found while encoding (here a
// puzzle too large for the limit) names the file and shows the line.
func TestEncodeErrorPointsIntoInput(t *testing.T) {
	defer func(old int) { maxWork = old }(maxWork)
	maxWork = 10
	it := read(t, "big.txt", "# a comment\n3..\n..4\n2..\n", "")[0]
	_, err := Kind.Encode(it.Puzzle, puzzle.Options{})
	var pe *srcpos.Error
	if !errors.As(err, &pe) || !strings.HasPrefix(pe.Pretty(), "big.txt:2:1: too large to encode in the partition model") ||
		!strings.HasSuffix(pe.Pretty(), "\n    3..\n    ^^^") {
		t.Fatalf("got %v", err)
	}
}

// TestEncodingContract: header lines, cheap stats, the report and the
// reason of an impossible puzzle.
func TestEncodingContract(t *testing.T) {
	it := read(t, "p.tatham", "7x7:c5c3a5c2e2_2a5_2_2a2a4h3_6b6g", "")[0]
	e, err := Kind.Encode(it.Puzzle, puzzle.Options{Settings: map[string]string{"model": "channel"}})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"puzzlesat shikaku 7x7:c5c3a5c2e2_2a5_2_2a2a4h3_6b6g: 7x7, 14 clues",
		"options: model=channel amo=pairwise", "primary variables 1..34 are the patterns z(k,p)"}
	if strings.Join(e.Header, "\n") != strings.Join(want, "\n") {
		t.Errorf("header %q", e.Header)
	}
	stats := func(ss []puzzle.Stat) string {
		var b strings.Builder
		for _, s := range ss {
			b.WriteString(s.Name + "=" + fmt.Sprint(s.Value) + "\n")
		}
		return b.String()
	}
	if got := stats(e.Stats); got != "rooms=14\npatterns=34\nfix0=2\ncov0=10\n" {
		t.Errorf("stats:\n%s", got)
	}
	got := stats(e.Report())
	for _, w := range []string{"fix=12\n", "elim=16\n", "cov=42/49\n", "search=yes\n",
		"channel: z(k,p) -> w(i,j,k)=125 clauses, 250 literals\n",
		"models=partition Fix=12 Cov=37 search=yes; channel Fix=12 Cov=42 search=yes; redundant Fix=14 Cov=49 search=no\n"} {
		if !strings.Contains(got, w) {
			t.Errorf("report lacks %q:\n%s", w, got)
		}
	}
	it = read(t, "norect.txt", "2 4\n5 . . 3\n. . . .\n", "")[0]
	r, err := solve.One(context.Background(), Kind, it, solve.Options{})
	if err != nil || r.Status != puzzle.Unsatisfiable || r.Encoding.Note != "clue 5 at row 0, col 0: no possible rectangle: the 1x5, 5x1 shapes do not fit in the grid" {
		t.Fatalf("%v %v: %q", err, r.Status, r.Encoding.Note)
	}
}
