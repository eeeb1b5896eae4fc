package shikaku

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

var updateFormats = flag.Bool("update-formats", false, "rewrite testdata/golden/formats")

// The example of issue 15 and the grid it stands for.
const (
	issueURL  = "https://puzz.link/p?shikaku/6/6/s66j4.g8n4h4g"
	issueGrid = "6 6\n......\n......\n.66...\n.4?.8.\n......\n.4..4.\n"
)

// samePuzzle says how a and b differ ("" when they are the same puzzle).
func samePuzzle(a, b *Puzzle) string {
	if a.Width != b.Width || a.Height != b.Height || len(a.Clues) != len(b.Clues) {
		return fmt.Sprintf("%dx%d %d clues vs %dx%d %d clues", a.Width, a.Height, len(a.Clues), b.Width, b.Height, len(b.Clues))
	}
	for i, c := range a.Clues {
		d := b.Clues[i]
		if c.Row != d.Row || c.Col != d.Col || c.N != d.N {
			return fmt.Sprintf("clue %d: %d at (%d,%d) vs %d at (%d,%d)", i, c.N, c.Row, c.Col, d.N, d.Row, d.Col)
		}
	}
	return ""
}

func TestIssueURL(t *testing.T) {
	ps, err := Parse("u", []byte(issueURL), FormatAuto)
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	if p.String() != issueGrid || p.Name != "u:1" {
		t.Fatalf("%q reads as %q\n%s", issueURL, p.Name, p)
	}
	var b bytes.Buffer
	if err := writePuzzLink(&b, p); err != nil || b.String() != issueURL+"\n" {
		t.Errorf("written back as %q, %v", b.String(), err)
	}
	r := solveOne(t, p, Options{}, 2)
	if r.Status != puzzle.Solved || r.Unique != puzzle.UniqueYes {
		t.Errorf("%v %v", r.Status, r.Unique)
	}
}

// roundTrip writes p in every format and reads it back by name and by
// detection; it returns the formats that refused p, with their reasons.
func roundTrip(t *testing.T, p *Puzzle) map[string]string {
	t.Helper()
	refused := map[string]string{}
	for _, f := range Kind.Formats() {
		var b bytes.Buffer
		if err := f.Write(&b, p); err != nil {
			refused[f.Name] = err.Error()
			continue
		}
		for _, how := range []string{f.Name, "auto"} {
			items, err := puzzle.Read(Kind, puzzle.Source{Name: "rt", Data: b.Bytes()}, how)
			if err != nil || len(items) != 1 || items[0].Err != nil {
				t.Fatalf("%s written as %s does not read back (%s): %v %v\n%s", p.Name, f.Name, how, err, items, b.String())
			}
			if d := samePuzzle(p, items[0].Puzzle.(*Puzzle)); d != "" {
				t.Fatalf("%s written as %s reads back (%s) as another puzzle: %s\n%s", p.Name, f.Name, how, d, b.String())
			}
		}
	}
	return refused
}

func TestRoundTripRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	refusals := 0
	for trial := 0; trial < 300; trial++ {
		p := randomPuzzle(rng, 1+rng.Intn(12), 1+rng.Intn(6), trial%2 == 1)
		if trial%3 == 0 {
			p = withUnknown(rng, p)
		}
		if p.Validate() != nil {
			continue
		}
		got := roundTrip(t, p)
		for f, msg := range got {
			if f != "tatham" || p.unknowns() == 0 || !strings.Contains(msg, "cannot express the clue of unknown value") {
				t.Fatalf("%s refuses %s: %s", f, p, msg)
			}
			refusals++
		}
	}
	if refusals == 0 {
		t.Fatal("no refusal")
	}
}

func FuzzRoundTrip(f *testing.F) {
	for _, s := range []string{issueURL, issueGrid, "3x3:3d4_2b", "2 3\n? - 2\n2 - -\n",
		`{"width":3,"height":1,"clues":[{"row":0,"col":0,"clue":null},{"row":0,"col":2,"clue":1}]}`,
		"begin\npuzzle sikaku\nrows 1\ncols 3\nproblem\n2 - 1\nsolution\n1 1 2\nend\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		items, err := puzzle.Read(Kind, puzzle.Source{Name: "fuzz", Data: []byte(s)}, "auto")
		if err != nil {
			var pe *srcpos.Error
			if !errors.As(err, &pe) {
				t.Fatalf("not a positioned error: %v", err)
			}
			return
		}
		for _, it := range items {
			if p, ok := it.Puzzle.(*Puzzle); ok && p.Width*p.Height <= 10000 {
				roundTrip(t, p)
			}
		}
	})
}

// TestJankoReference: a janko block's solution grid is the reference the
// solve loop compares with, and is written back.
func TestJankoReference(t *testing.T) {
	block := "begin\npuzzle sikaku\nsize 3\nproblem\n3 - -\n3 - -\n3 - -\nsolution\n1 1 1\n2 2 2\n3 3 3\nend\n"
	items, err := puzzle.Read(Kind, puzzle.Source{Name: "j", Data: []byte(block)}, "auto")
	if err != nil || items[0].Reference == nil {
		t.Fatalf("%v %+v", err, items)
	}
	r, err := solve.One(context.Background(), Kind, items[0], solve.Options{Unique: true})
	if err != nil || r.Matches == nil || !*r.Matches || r.Unique != puzzle.UniqueYes {
		t.Fatalf("matches %v unique %v, %v", r.Matches, r.Unique, err)
	}
	var b bytes.Buffer
	if err := puzzle.Write(Kind, &b, items[0].Puzzle, "janko"); err != nil || b.String() != block {
		t.Errorf("written back as\n%s%v", b.String(), err)
	}
	// A solved JSON output's rooms are a reference too: janko writes them.
	b.Reset()
	if err := Kind.Render(&b, r, "json"); err != nil {
		t.Fatal(err)
	}
	items, err = puzzle.Read(Kind, puzzle.Source{Name: "out", Data: b.Bytes()}, "auto")
	b.Reset()
	if err != nil || puzzle.Write(Kind, &b, items[0].Puzzle, "janko") != nil || b.String() != block {
		t.Errorf("JSON output to janko: %v\n%s", err, b.String())
	}
	wrong := strings.Replace(block, "3 3 3\nend", "3 3 4\nend", 1)
	items, _ = puzzle.Read(Kind, puzzle.Source{Name: "j", Data: []byte(wrong)}, "auto")
	r, _ = solve.One(context.Background(), Kind, items[0], solve.Options{})
	if r.Matches == nil || *r.Matches {
		t.Errorf("a wrong reference matches: %v", r.Matches)
	}
}

func TestFormatErrors(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		line, col   int
		msg         string
	}{
		{"hashi URL", "https://puzz.link/p?hashi/2/1/11\n", 1, 21, "a hashi URL, not a Shikaku puzzle"},
		{"bad URL", "shikaku/2/1/1X\n", 1, 14, "unexpected character in the body"},
		{"URL clue 0", "shikaku/3/1/1g0\n", 1, 15, "a clue must be at least 1"},
		{"janko hashi", "begin\npuzzle hashi\nsize 1\nproblem\n1\nend\n", 1, 1, `a janko.at "hashi" puzzle, not Shikaku`},
		{"janko solution", "begin\nsize 2\nproblem\n4 -\n- -\nsolution\n1 2\n2 1\nend\n", 7, 3, "not a rectangle"},
	} {
		_, err := Parse("in", []byte(tc.input), FormatAuto)
		var pe *srcpos.Error
		if !errors.As(err, &pe) {
			t.Errorf("%s: %v, want a positioned error", tc.name, err)
			continue
		}
		if pe.Line != tc.line || pe.Col != tc.col || !strings.Contains(pe.Msg, tc.msg) || pe.File != "in" {
			t.Errorf("%s: %d:%d %q, want %d:%d %q", tc.name, pe.Line, pe.Col, pe.Msg, tc.line, tc.col, tc.msg)
		}
	}
}

func TestDetectOrder(t *testing.T) {
	for _, tc := range []struct {
		input string
		want  Format
	}{
		{issueURL, FormatPuzzLink},
		{"shikaku/2/1/11", FormatPuzzLink},
		{"3x3:3d4_2b", FormatTatham},
		{"3 3\n3 - -\n- - 3\n- 3 -\n", FormatJanko},
		{"begin\nsize 1\nproblem\n1\nend\n", FormatJanko},
		{"3 3\n3 - -\n- - 3\n- 3 -\n\n3..\n..3\n.3.\n", FormatText}, // janko does not read the second grid
		{"3 3\n3..\n..3\n.3.\n", FormatText},
		{"3..\n..3\n.3.\n", FormatText},
		{`{"width":1}`, FormatJSON},
	} {
		if got := Detect([]byte(tc.input)); got != tc.want {
			t.Errorf("%q: detected %v, want %v", tc.input, got, tc.want)
		}
	}
}

// TestWriteGolden writes puzzles made for this test in every format and
// compares with testdata/golden/formats (a refusal is golden too); go
// test -run WriteGolden -update-formats rewrites them.
func TestWriteGolden(t *testing.T) {
	for _, tc := range []struct{ name, input string }{
		{"issue", issueURL},
		{"wide", "3 4\n12 . . .\n. . . .\n. . . ."},
		{"janko-solution", "begin\npuzzle sikaku\nsize 3\nproblem\n3 - -\n3 - -\n3 - -\nsolution\n1 1 1\n2 2 2\n3 3 3\nend\n"},
	} {
		items, err := puzzle.Read(Kind, puzzle.Source{Name: tc.name, Data: []byte(tc.input)}, "auto")
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		for _, f := range Kind.Formats() {
			fmt.Fprintf(&b, "-- %s --\n", f.Name)
			if err := f.Write(&b, items[0].Puzzle); err != nil {
				fmt.Fprintf(&b, "refused: %v\n", err)
			}
		}
		path := filepath.Join("testdata", "golden", "formats", tc.name+".txt")
		if *updateFormats {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -run WriteGolden -update-formats)", err)
		}
		if string(want) != b.String() {
			t.Errorf("%s differs from the golden file:\n%s", path, b.String())
		}
	}
}
