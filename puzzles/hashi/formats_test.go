package hashi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzle"
	"github.com/puzzlesat/puzzlesat/solve"
	"github.com/puzzlesat/puzzlesat/solver"
	"github.com/puzzlesat/puzzlesat/srcpos"
)

// issueURL is the example of issue 15 and the grid it stands for.
const (
	issueURL  = "https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2"
	issueGrid = "3.1.2?\n.?.2..\n?.2.?.\n.?.4.3\n..4.?.\n2.?..2\n"
)

// samePuzzle says how a and b differ ("" when they are the same puzzle).
func samePuzzle(a, b *Puzzle) string {
	if a.Width != b.Width || a.Height != b.Height || a.MaxBridges != b.MaxBridges || a.Tree != b.Tree || len(a.Islands) != len(b.Islands) {
		return fmt.Sprintf("%dx%d M=%d tree=%v %d islands vs %dx%d M=%d tree=%v %d islands",
			a.Width, a.Height, a.MaxBridges, a.Tree, len(a.Islands), b.Width, b.Height, b.MaxBridges, b.Tree, len(b.Islands))
	}
	for i, is := range a.Islands {
		js := b.Islands[i]
		if is.Row != js.Row || is.Col != js.Col || is.Clue != js.Clue {
			return fmt.Sprintf("island %d: %+v vs %+v", i, is, js)
		}
	}
	return ""
}

// TestIssueURL: the issue's URL is the issue's grid, solves, and every
// format that can express it writes it back to the same puzzle, the
// URL to the same URL.
func TestIssueURL(t *testing.T) {
	p := mustParse(t, issueURL+"\n")
	if d := samePuzzle(p, mustParse(t, issueGrid)); d != "" {
		t.Fatalf("the URL and the grid differ: %s", d)
	}
	if p.Name != "test:1" || p.unknowns() != 7 {
		t.Errorf("name %q, %d unknowns", p.Name, p.unknowns())
	}
	var b bytes.Buffer
	if err := writePuzzLink(&b, p); err != nil || b.String() != issueURL+"\n" {
		t.Errorf("written back as %q, %v", b.String(), err)
	}
	b.Reset()
	if err := writeGrid(&b, p); err != nil || b.String() != issueGrid {
		t.Errorf("grid %q, %v", b.String(), err)
	}
	r, err := Solve(context.Background(), nil, p, DefaultOptions(), 2)
	if err != nil || r.Status != solver.Sat {
		t.Fatalf("solve: %v %v", r, err)
	}
	if r.Unique != 1 {
		t.Errorf("the issue's puzzle is not unique (%d)", r.Unique)
	}
}

// roundTrip writes p in every format of Kind and reads it back, by name
// and by detection: every format that accepts p must give p back; it
// returns the formats that refused it, with their reasons.
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
			if err != nil {
				t.Fatalf("%s written as %s does not read back (%s): %v\n%s", p.Name, f.Name, how, err, b.String())
			}
			if len(items) != 1 {
				t.Fatalf("%s as %s: %d puzzles read back", p.Name, f.Name, len(items))
			}
			if d := samePuzzle(p, items[0].Puzzle.(*Puzzle)); d != "" {
				t.Fatalf("%s written as %s reads back (%s) as another puzzle: %s\n%s", p.Name, f.Name, how, d, b.String())
			}
		}
	}
	return refused
}

// TestWritersRefuse: each writer says what its format cannot express.
func TestWritersRefuse(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		m           int
		tree        bool
		refused     map[string]string
	}{
		{"plain", "2.2\n...\n2.2\n", 2, false, map[string]string{}},
		{"unknown", "?.2\n...\n2.2\n", 2, false, map[string]string{
			"tatham": "cannot express the island of unknown number at row 0, column 0",
			"cllv":   "cannot express the island of unknown number"}},
		{"M=3", "3x1m3:3a3", 3, false, map[string]string{
			"puzzlink": "cannot express M=3", "cllv": "cannot express M=3", "text": "cannot express M=3"}},
		{"tree", "2.2\n...\n2.1\n", 2, true, map[string]string{
			"puzzlink": "tree rule", "cllv": "tree rule", "text": "tree rule", "janko": "tree rule"}},
		{"clue 17", "", 5, false, map[string]string{
			"puzzlink": "M=5", "cllv": "M=5", "text": "M=5", "tatham": "the clue 17 at row 1, column 1 (1-16 only)"}},
	} {
		var p *Puzzle
		if tc.input == "" {
			p = &Puzzle{Width: 3, Height: 3, MaxBridges: tc.m, Name: "big", Islands: []Island{
				{Row: 0, Col: 1, Clue: 5}, {Row: 1, Col: 0, Clue: 5}, {Row: 1, Col: 1, Clue: 17}, {Row: 1, Col: 2, Clue: 5}, {Row: 2, Col: 1, Clue: 2}}}
			if err := p.Validate(); err != nil {
				t.Fatal(err)
			}
		} else {
			p = mustParse(t, tc.input)
			p.MaxBridges, p.Tree = tc.m, tc.tree
		}
		got := roundTrip(t, p)
		for f, msg := range tc.refused {
			if !strings.Contains(got[f], msg) {
				t.Errorf("%s: %s says %q, want %q", tc.name, f, got[f], msg)
			}
		}
		for f, msg := range got {
			if _, ok := tc.refused[f]; !ok {
				t.Errorf("%s: %s refuses: %s", tc.name, f, msg)
			}
		}
	}
}

// TestRoundTripRandom writes random puzzles (unknown clues, M, tree) in
// every format and reads them back.
func TestRoundTripRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	done := 0
	for it := 0; done < 300 && it < 100000; it++ {
		text, _, m := randomGrid(rng)
		text = withUnknowns(rng, text)
		ps, err := Parse("r", []byte(text), Grid)
		if err != nil {
			continue
		}
		p := ps[0]
		p.MaxBridges, p.Tree = m, rng.Intn(4) == 0
		if p.Validate() != nil {
			continue
		}
		roundTrip(t, p)
		done++
	}
}

// FuzzRoundTrip: whatever reads as puzzles writes, in every format that
// can express it, to text that reads back as the same puzzles.
func FuzzRoundTrip(f *testing.F) {
	for _, s := range []string{issueURL, issueGrid, "3x3m2:2a2c2a2", "3x3m4L:a4a4G4a4a", "3 3 4\n2 0 2\n0 0 0\n2 0 2\n",
		"2 3\n1 - ?\n- - 1\n", `{"width":2,"height":1,"max_bridges":3,"islands":[{"row":0,"col":0,"clue":null},{"row":0,"col":1,"clue":3}]}`,
		"begin\npuzzle hashi\nsize 3\ndepth 3\nproblem\n3 - 3\n- - -\n- - -\nsolution\n- 3 -\n- - -\n- - -\nend\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		items, err := puzzle.Read(Kind, puzzle.Source{Name: "fuzz", Data: []byte(s)}, "auto")
		if err != nil {
			var pe *srcpos.Error
			if !errors.As(err, &pe) && !strings.Contains(err.Error(), "no hashi puzzle") {
				t.Fatalf("not a positioned error: %v", err)
			}
			return
		}
		for _, it := range items {
			if p := it.Puzzle.(*Puzzle); p.Width*p.Height <= 10000 {
				roundTrip(t, p)
			}
		}
	})
}

// TestJankoReference: a janko block's solution is the reference the
// solve loop compares with; a wrong one that breaks the rules is found.
func TestJankoReference(t *testing.T) {
	block := "begin\npuzzle hashi\ndepth 2\nsize 3\nproblem\n2 - 2\n- - -\n2 - 2\nsolution\n- 1 -\na - a\n- 1 -\nend\n"
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
	wrong := strings.Replace(block, "- 1 -\nend", "- 2 -\nend", 1)
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
		{"shikaku URL", "# x\nhttps://puzz.link/p?shikaku/2/1/11\n", 2, 21, "a shikaku URL, not a Hashi puzzle"},
		{"bad URL", "https://puzz.link/p?hashi/2/1/1X\n", 1, 32, "unexpected character in the body"},
		{"URL clue 0", "https://puzz.link/p?hashi/3/1/1g0\n", 1, 33, "every island needs at least one bridge"},
		{"URL clue too big", "https://puzz.link/p?hashi/3/1/1g-10\n", 1, 33, "can never be met"},
		{"janko sikaku", "begin\npuzzle sikaku\nsize 1\nproblem\n1\nend\n", 1, 1, `a janko.at "sikaku" puzzle, not Hashi`},
		{"janko depth", "begin\ndepth 0\nsize 1\nproblem\n1\nend\n", 1, 1, "depth"},
		{"janko clue", "2 3\n1 - ?\n- - 9\n", 3, 5, "can never be met"},
		{"janko lonely unknown", "2 3\n? - -\n- - -\n", 2, 1, "unknown number sees no other island"},
		{"janko solution", "begin\nsize 2\nproblem\n1 1\n- -\nsolution\n- -\na -\nend\n", 8, 1, "vertical bridge"},
	} {
		_, err := Parse("in", []byte(tc.input), Auto)
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

// TestDetectOrder: every format is detected, URLs and janko grids before
// the CLLV and grid checks.
func TestDetectOrder(t *testing.T) {
	for _, tc := range []struct {
		input string
		want  Format
	}{
		{issueURL, PuzzLink},
		{"hashi/2/1/11", PuzzLink},
		{"3 4\n2 - - 3\n- - - -\n1 - - 2\n", Janko},
		{"begin\nsize 1\nproblem\n1\nend\n", Janko},
		{"3 3\n2 . 2\n. . .\n2 . 2\n", Janko}, // the same puzzle either way
		{"3 3 4\n2 0 2\n0 0 0\n2 0 2\n", CLLV},
		{"2 2\n1 1\n0 0\n", CLLV},
		{"3 3\n2.2\n...\n2.2\n", Grid},
		{"?.2\n", Grid},
		{"3x3m2:2a2c2a2", Tatham},
		{`{"width":1}`, JSON},
	} {
		if got := Detect([]byte(tc.input)); got != tc.want {
			t.Errorf("%q: detected %v, want %v", tc.input, got, tc.want)
		}
	}
}

// TestWriteGolden writes puzzles made for this test in every format and
// compares with testdata/golden/formats (a refusal is golden too);
// go test -run WriteGolden -update rewrites them.
func TestWriteGolden(t *testing.T) {
	for _, tc := range []struct{ name, input string }{
		{"issue", issueURL},
		{"plain", "3.4.2\n.....\n1.4.2\n"},
		{"m3", "4x3m3:5b4d4b5"},
		{"tree", "3x3m2L:2a1c2a1"},
		{"janko-solution", "begin\npuzzle hashi\ndepth 2\nsize 3\nproblem\n2 - 2\n- - -\n2 - 2\nsolution\n- 1 -\na - a\n- 1 -\nend\n"},
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
		golden(t, filepath.Join("testdata", "golden", "formats", tc.name+".txt"), b.String())
	}
}

// golden compares got with the file at path (-update writes it).
func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -run Golden -update)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs from the golden file:\n%s", path, got)
	}
}
